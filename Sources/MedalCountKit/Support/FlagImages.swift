import CGtk
import GtkStage

/// Finds and decodes flag pictures, each once per size.
///
/// Flags come from Debian's iso-flags-svg package; the historical flags it
/// lacks (`su`, `dd`, `yu`, and `eua` for the United Team of Germany) are
/// drawn in `Resources/flags/`, which is looked in first. A flag that cannot
/// be found or decoded shows the neutral placeholder.
@MainActor
final class FlagImages {
    /// The sizes a flag is shown at.
    enum Scale {
        case row      // list rows and the medal table
        case hero     // the main screen's large flag

        var pixels: (width: Int32, height: Int32) {
            switch self {
            case .row: (48, 36)
            case .hero: (640, 480)
            }
        }
    }

    static let systemFolder = "/usr/share/iso-flags-svg/country-4x3"

    private let paths: AppPaths
    private let systemFolder: String
    private var cache: [String: OpaquePointer] = [:]

    init(paths: AppPaths, systemFolder: String = FlagImages.systemFolder) {
        self.paths = paths
        self.systemFolder = systemFolder
    }

    isolated deinit {
        for texture in cache.values { g_object_unref(gobject(texture)) }
    }

    /// The file to show for `code`, or the placeholder's.
    func path(for code: String) -> String {
        let candidates = [
            paths.resource("flags/\(code).svg"),
            code == "olympic" ? systemFolder + "/_olympic.svg" : systemFolder + "/\(code).svg",
        ]
        return candidates.first { access($0, R_OK) == 0 } ?? placeholderPath
    }

    var placeholderPath: String { paths.resource("flags/placeholder.svg") }

    /// A texture of the flag for `code` at `scale`, decoded on first use.
    func texture(for code: String, scale: Scale) -> OpaquePointer? {
        let key = "\(code)@\(scale.pixels.width)"
        if let cached = cache[key] { return cached }
        let texture = decode(path(for: code), scale: scale) ?? decode(placeholderPath, scale: scale)
        if let texture { cache[key] = texture }
        return texture
    }

    /// Decodes the flags for `codes` ahead of need, one per idle moment, so
    /// the first list to show them does not stall its slide-in frame.
    func preload(_ codes: [String], scale: Scale) {
        var remaining = codes[...]
        func next() {
            guard let code = remaining.popFirst() else { return }
            _ = texture(for: code, scale: scale)
            Idle.once(priority: G_PRIORITY_LOW) { next() }
        }
        Idle.once(priority: G_PRIORITY_LOW) { next() }
    }

    /// A picture widget of the flag, named for assistive technology.
    func picture(for code: String, country: String, scale: Scale) -> WidgetPointer {
        guard let texture = texture(for: code, scale: scale) else {
            let empty = gtk_picture_new()!
            Widgets.configure(picture: empty, name: country)
            return empty
        }
        return Widgets.picture(paintable: texture, name: country)
    }

    /// Decodes an SVG at the scale's size. The loader is asked for SVG by
    /// name: several of the package's flags open with a long comment, past
    /// the bytes gdk-pixbuf sniffs to guess a format.
    private func decode(_ path: String, scale: Scale) -> OpaquePointer? {
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        guard let loader = gdk_pixbuf_loader_new_with_type("svg", nil) else { return nil }
        defer { g_object_unref(gobject(loader)) }
        gdk_pixbuf_loader_set_size(loader, scale.pixels.width, scale.pixels.height)
        let bytes = UnsafeRawPointer(contents).assumingMemoryBound(to: guchar.self)
        let wrote = gdk_pixbuf_loader_write(loader, bytes, length, nil) != 0
        let closed = gdk_pixbuf_loader_close(loader, nil) != 0
        guard wrote, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        return gdk_texture_new_for_pixbuf(pixbuf)
    }
}
