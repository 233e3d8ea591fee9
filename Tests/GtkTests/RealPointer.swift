import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Testing

/// The X server's pointer, moved and pressed through XTEST (`xdotool`) as a
/// person's mouse would be: GTK gets real events, grabs and crossings
/// included. Only on a private Xvfb (`with-display.sh` started it), never a
/// person's own display, and only when GTK opened X11 there; the window is
/// found by its title.
@MainActor
final class RealPointer {
    /// Whether the run is on a private X display, where XTEST may move the pointer.
    nonisolated static var isAvailable: Bool {
        g_getenv("MEDALCOUNT_PRIVATE_DISPLAY") != nil && g_getenv("WAYLAND_DISPLAY") == nil && !GtkHarness.expectsWayland
    }

    private let windowID: String
    /// Whether this pointer's primary button is down.
    private(set) var isPressed = false

    /// The pointer over the mapped window titled `title`; nil (and an issue
    /// recorded) if xdotool does not find it.
    init?(window title: String) {
        guard GtkHarness.displayTypeName == "GdkX11Display" else {
            Issue.record("GTK did not open X11 (\(GtkHarness.displayTypeName ?? "no display")): XTEST cannot reach it")
            return nil
        }
        var found: Substring?
        GtkHarness.pump(timeout: 10) {
            found =
                Self.xdotool(["search", "--onlyvisible", "--name", "^\(title)$"], quiet: true)?
                .split(separator: "\n").first
            return found != nil
        }
        guard let found else {
            Issue.record("xdotool found no window titled \(title)")
            return nil
        }
        windowID = String(found)
    }

    /// Lets go of the button if it is down, and moves the pointer to a
    /// corner of the screen, away from every window the tests open.
    func park() {
        if isPressed { release() }
        Self.xdotool(["mousemove", "1270", "790"])
    }

    /// Moves the pointer to (`x`, `y`) in the window's coordinates.
    func move(to x: Double, _ y: Double) {
        Self.xdotool(["mousemove", "--window", windowID, String(Int(x.rounded())), String(Int(y.rounded()))])
    }

    /// Presses the primary button where the pointer is.
    func press() {
        Self.xdotool(["mousedown", "1"])
        isPressed = true
    }

    /// Lets the primary button go where the pointer is.
    func release() {
        Self.xdotool(["mouseup", "1"])
        isPressed = false
    }

    /// Gives the window the X server's input focus (no window manager runs
    /// on the private display to give it back when another window goes).
    func focusWindow() {
        Self.xdotool(["windowfocus", "--sync", windowID])
    }

    /// Presses and lets go `key` (an X keysym name such as "End") through
    /// XTEST: the window with the X server's input focus gets it.
    func key(_ name: String) {
        Self.xdotool(["key", name])
    }

    /// Runs xdotool to its end; its standard output, or nil when it fails
    /// (an issue recorded, unless `quiet`: a search that finds nothing fails).
    @discardableResult
    private static func xdotool(_ arguments: [String], quiet: Bool = false) -> String? {
        guard let launcher = g_subprocess_launcher_new(CGTK_SUBPROCESS_STDOUT_PIPE) else { return nil }
        defer { g_object_unref(gobject(launcher)) }
        let words = ["xdotool"] + arguments
        var error: UnsafeMutablePointer<GError>?
        let process: OpaquePointer? = words.withCStrings { argv in g_subprocess_launcher_spawnv(launcher, argv, &error) }
        guard let process else {
            Issue.record("xdotool did not start: \(error.map { String(cString: $0.pointee.message) } ?? "")")
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(gobject(process)) }
        var output: UnsafeMutablePointer<gchar>?
        guard g_subprocess_communicate_utf8(process, nil, nil, &output, nil, &error) != 0,
            g_subprocess_get_successful(process) != 0
        else {
            if !quiet || error != nil {
                Issue.record("xdotool \(arguments.joined(separator: " ")) failed\(error.map { ": " + String(cString: $0.pointee.message) } ?? "")")
            }
            if let error { g_error_free(error) }
            g_free(output)
            return nil
        }
        defer { g_free(output) }
        return output.map { String(cString: $0) } ?? ""
    }
}

extension Array where Element == String {
    /// Calls `body` with the strings as a NULL-ended C array.
    fileprivate func withCStrings<Result>(_ body: (UnsafePointer<UnsafePointer<gchar>?>) -> Result) -> Result {
        let copies = map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        let argv: [UnsafePointer<gchar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return argv.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map(body) ?? body([nil])
        }
    }
}
