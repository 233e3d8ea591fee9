import CGtk
import CMedalCount
import Testing

@_spi(GLib) @testable import GtkStage
@testable import MedalCountKit

/// Every CSS class the code gives a widget is defined by GTK 4.8's own theme,
/// by GtkStage's stylesheet or by the app's, so no class borrowed from libadwaita (`pill`,
/// `numeric`) silently styles nothing.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct StyleClassTests {
    /// The icon theme finds the app's icon in the bundle, and its path is
    /// not added where GtkApplication already added it as
    /// `<resource base path>/icons/`: each change makes the theme load itself
    /// again, on the main thread, before the first frame.
    @Test func theIconThemeHasTheAppIconAndItsPathOnce() throws {
        GtkHarness.prepare()
        // The display's theme (a theme made here would outlive its finalization
        // in GTK 4.8's loader, which LeakSanitizer reports).
        let theme = try #require(gdk_display_get_default().flatMap { gtk_icon_theme_get_for_display($0) })
        func paths() -> [String] {
            guard let strv = gtk_icon_theme_get_resource_path(theme) else { return [] }
            defer { g_strfreev(strv) }
            var found: [String] = []
            var index = 0
            while let entry = strv[index] {
                found.append(String(cString: entry))
                index += 1
            }
            return found
        }
        let icons = BundledResources.path("icons")
        #expect(paths().filter { $0.hasPrefix(icons) }.count == 1, "the harness's stylesheet: \(paths())")
        // As GtkApplication adds it: with a slash at the end.
        if !paths().contains(icons + "/") { gtk_icon_theme_add_resource_path(theme, icons + "/") }
        let before = paths()
        Stylesheet.addIconPath(icons, to: theme)
        Stylesheet.addIconPath(icons + "/", to: theme)
        #expect(paths() == before, "the bundle's icons were added again: \(paths())")
        #expect(gtk_icon_theme_has_icon(theme, MedalCountApp.applicationID) != 0)
    }

    @Test func everyClassTheCodeUsesIsDefined() throws {
        GtkHarness.prepare()
        let root = CSSClassNames.repositoryRoot()
        let used = CSSClassNames.used(inSwiftUnder: root + "/Sources")
        #expect(used.contains("pill") && used.contains("numeric"), "the scan found too little: \(used.sorted())")

        var defined = CSSClassNames.defined(in: try #require(CSSClassNames.read(root + "/Resources/style.css")))
        defined.formUnion(CSSClassNames.defined(in: StageStyle.css))
        for theme in ["Default-light", "Default-dark"] {
            let css = try #require(CSSClassNames.gtkThemeCSS(theme), "GTK's \(theme) theme is not in its resources")
            defined.formUnion(CSSClassNames.defined(in: css))
        }
        let undefined = used.subtracting(defined).sorted()
        #expect(
            undefined.isEmpty, "classes used in Sources but defined neither by GTK's theme nor by GtkStage's or the app's stylesheet: \(undefined)")
    }

    @Test func libadwaitaClassesAreNotInGtksTheme() throws {
        GtkHarness.prepare()
        let css = try #require(CSSClassNames.gtkThemeCSS("Default-light"))
        let theme = CSSClassNames.defined(in: css)
        // The reason style.css defines them: if GTK ever does, they can go.
        #expect(!theme.contains("pill") && !theme.contains("numeric"))
        #expect(theme.contains("title-1") && theme.contains("dim-label"))
    }
}

/// Finds CSS class names: the literals Swift code adds to widgets, and the
/// class selectors a stylesheet defines.
enum CSSClassNames {
    /// The repository, found from this file's place in it.
    static func repositoryRoot(file: String = #filePath) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/GtkTests/StyleClassTests.swift
        return parts.joined(separator: "/")
    }

    /// A file's text, or nil if it cannot be read.
    static func read(_ path: String) -> String? {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        return String(cString: contents)
    }

    /// The CSS of one of GTK's built-in themes (`Default-light`, `Default-dark`), from libgtk's resources.
    static func gtkThemeCSS(_ name: String) -> String? {
        guard
            let bytes = g_resources_lookup_data(
                "/org/gtk/libgtk/theme/Default/\(name).css",
                CGTK_RESOURCE_LOOKUP_NONE, nil)
        else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return nil }
        let buffer = UnsafeRawBufferPointer(start: data, count: Int(size))
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The class names in string literals passed to `gtk_widget_add_css_class`
    /// or in a `classes: [...]` list, in every Swift file under `folder`.
    /// Names built by interpolation are left out: they cannot be read here.
    static func used(inSwiftUnder folder: String) -> Set<String> {
        var names = Set<String>()
        for file in swiftFiles(under: folder) {
            guard let text = read(file) else { continue }
            for match in text.matches(of: addCall) { names.insert(String(match.output.1)) }
            for match in text.matches(of: classList) {
                for literal in match.output.1.matches(of: stringLiteral) { names.insert(String(literal.output.1)) }
            }
        }
        return names.filter { !$0.contains("\\(") && !$0.isEmpty }
    }

    /// The class selectors (`.name`) in a stylesheet, comments left out.
    static func defined(in css: String) -> Set<String> {
        // Not file names in url(...) and strings ("x.svg" is no class).
        let code = css.replacing(comment, with: "").replacing(urlOrString, with: "")
        return Set(code.matches(of: classSelector).map { String($0.output.1) })
    }

    private static func swiftFiles(under folder: String) -> [String] {
        guard let directory = g_dir_open(folder, 0, nil) else { return [] }
        defer { g_dir_close(directory) }
        var files: [String] = []
        while let entry = g_dir_read_name(directory) {
            let path = folder + "/" + String(cString: entry)
            if g_file_test(path, CGTK_FILE_TEST_IS_DIR) != 0 {
                files += swiftFiles(under: path)
            } else if path.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }

    // Made where they are used, not kept in statics: a Regex kept for the life
    // of the process is reported by LeakSanitizer (its parts are reached only
    // through pointers it cannot follow).
    private static var addCall: Regex<(Substring, Substring)> { #/add_css_class\([^,()]+,\s*"([^"]*)"\)/# }
    private static var classList: Regex<(Substring, Substring)> { #/classes:\s*\[([^\]]*)\]/# }
    private static var stringLiteral: Regex<(Substring, Substring)> { #/"([^"]*)"/# }
    private static var classSelector: Regex<(Substring, Substring)> { #/\.([A-Za-z_][A-Za-z0-9_-]*)/# }
    private static var comment: Regex<Substring> { #/(?s)/\*.*?\*//# }
    private static var urlOrString: Regex<Substring> { #/url\([^)]*\)|"[^"]*"|'[^']*'/# }
}
