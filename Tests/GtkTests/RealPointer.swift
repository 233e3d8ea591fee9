import CGtk
import GtkStage
import Testing

/// The X server's pointer, moved and pressed through XTEST (`xdotool`) as a
/// person's mouse would be: GTK gets real events, grabs and crossings
/// included. X11 only; the window is found by its title.
@MainActor
struct RealPointer {
    /// Whether the run is on an X display (Xvfb), where XTEST reaches.
    nonisolated static var isAvailable: Bool {
        g_getenv("DISPLAY") != nil && !GtkHarness.expectsWayland
    }

    private let windowID: String

    /// The pointer over the mapped window titled `title`; nil (and an issue
    /// recorded) if xdotool does not find it.
    init?(window title: String) {
        guard let found = Self.xdotool(["search", "--sync", "--onlyvisible", "--name", "^\(title)$"])?
            .split(separator: "\n").first
        else {
            Issue.record("xdotool found no window titled \(title)")
            return nil
        }
        windowID = String(found)
    }

    /// Moves the pointer to (`x`, `y`) in the window's coordinates.
    func move(to x: Double, _ y: Double) {
        Self.xdotool(["mousemove", "--window", windowID, String(Int(x.rounded())), String(Int(y.rounded()))])
    }

    /// Presses the primary button where the pointer is.
    func press() { Self.xdotool(["mousedown", "1"]) }

    /// Lets the primary button go where the pointer is.
    func release() { Self.xdotool(["mouseup", "1"]) }

    /// Runs xdotool to its end; its standard output, or nil (an issue recorded) when it fails.
    @discardableResult
    private static func xdotool(_ arguments: [String]) -> String? {
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
            Issue.record("xdotool \(arguments.joined(separator: " ")) failed\(error.map { ": " + String(cString: $0.pointee.message) } ?? "")")
            if let error { g_error_free(error) }
            g_free(output)
            return nil
        }
        defer { g_free(output) }
        return output.map { String(cString: $0) } ?? ""
    }
}

private extension Array where Element == String {
    /// Calls `body` with the strings as a NULL-ended C array.
    func withCStrings<Result>(_ body: (UnsafePointer<UnsafePointer<gchar>?>) -> Result) -> Result {
        let copies = map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        let argv: [UnsafePointer<gchar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return argv.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map(body) ?? body([nil])
        }
    }
}
