import CGtk
import Presentation

/// A GTK application whose window shows a stage with a root screen: an app
/// on GtkStage in one call.
///
/// ```swift
/// import GtkStage
///
/// Application.run(id: "org.example.Cards", defaultSize: Size(width: 600, height: 400)) {
///     HomeScreen()
/// }
/// ```
///
/// It is a `GtkApplication` with that id: one instance at a time (a second
/// launch brings the first one's window to the front), Ctrl+Q quits, and
/// the window is titled with the root screen's title. The root screen is
/// made once GTK has started, on the application's first activation, so
/// nothing of GTK is touched before it is initialised.
///
/// An app with options of its own, or more than one window, takes each
/// launch's command line instead (``run(arguments:commandLine:)``) and
/// makes its windows there (``StageWindow/init(root:application:defaultSize:)``).
@MainActor
public final class Application {
    /// The application id, as D-Bus and the desktop know the app.
    public let id: String
    /// Whether one instance runs at a time: a later launch activates the
    /// running one (``run(defaultSize:root:)``) or hands it its command line
    /// (``run(arguments:commandLine:)``), and exits.
    public let isUnique: Bool
    /// The window ``run(defaultSize:root:)`` made, once the application has
    /// been activated (closed, it stays here until an activation makes a
    /// new one); nil under ``run(arguments:commandLine:)``, where the app
    /// makes its own.
    public private(set) var window: StageWindow?
    /// The GtkApplication, for calls of GTK's own (actions, accelerators).
    public let gtkApplication: GtkPointer<GtkApplication>
    private var activated: SignalConnection?
    private var commandLineConnection: SignalConnection?

    /// An application with `id` (reverse-DNS: "org.example.Cards"), not yet
    /// running; `isUnique` false lets every launch run an instance of its
    /// own (a test, a benchmark). An id GLib refuses is reported as a
    /// critical, and the application runs without one (every launch its
    /// own instance).
    public init(id: String, isUnique: Bool = true) {
        self.id = id
        self.isUnique = isUnique
        let valid = g_application_id_is_valid(id) != 0
        if !valid {
            cgtk_log_critical(
                "GtkStage",
                "Application(id: \"\(id)\"): not an application id (reverse-DNS, as \"org.example.Cards\"); "
                    + "the application runs without one.")
        }
        gtkApplication = Self.make(id: valid ? id : nil, isUnique: isUnique)
        cgtk_application_add_quit(gtkApplication)
    }

    /// A GtkApplication with `id`, or with none.
    private static func make(id: String?, isUnique: Bool) -> GtkPointer<GtkApplication> {
        // GTK returns NULL only for an invalid id, which the caller left out.
        guard let made = gtk_application_new(id, cgtk_application_flags(isUnique ? 1 : 0, 0)) else {
            fatalError("GtkStage: GTK made no application for the id \(id ?? "(none)")")
        }
        return made
    }

    isolated deinit {
        g_object_unref(gobject(gtkApplication))
    }

    /// Runs the application until its window is closed or it quits: on its
    /// first activation it makes `root()` and shows it in a window of
    /// `defaultSize`; a later one brings that window to the front. Returns
    /// the exit status, for `exit(_:)`.
    @discardableResult
    public func run(defaultSize: Size = Size(width: 800, height: 600), root: @escaping @MainActor () -> ViewController) -> Int32 {
        activated = Signal.connect(gtkApplication, .activate) { [weak self] in
            guard let self else { return }
            if let window = self.window, window.isOpen {
                window.present()
                return
            }
            let window = StageWindow(root: root(), application: self, defaultSize: defaultSize)
            self.window = window
            window.present()
        }
        return g_application_run(gcast(gtkApplication), CommandLine.argc, CommandLine.unsafeArgv)
    }

    /// Runs the application until its last window is closed or it quits,
    /// handing `commandLine` each launch's arguments (the program's name
    /// first): this process's, then, in the running instance, every later
    /// launch's. They come as the launch was given them (GLib takes only its
    /// own `--gapplication-service`), but to the running instance, in its
    /// folder and with its output: check them, answer `--help` and make
    /// paths absolute before `run`, in the launching process. An activation
    /// without a command line (from D-Bus) comes as an empty list.
    ///
    /// Make and present windows in `commandLine`
    /// (``StageWindow/init(root:application:defaultSize:)``): the
    /// application runs while one is open. A later launch's process exits
    /// with the status `commandLine` returned for it, and so does this one
    /// when no window kept it running; after a run with windows the status
    /// is 0 (GLib's). For `exit(_:)`.
    ///
    /// ```swift
    /// let application = Application(id: "org.example.Notes")
    /// let files = CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0).path }
    /// exit(application.run(arguments: [CommandLine.arguments[0]] + files) { arguments in
    ///     for file in arguments.dropFirst() {
    ///         StageWindow(root: NoteScreen(file: file), application: application).present()
    ///     }
    ///     return 0
    /// })
    /// ```
    @discardableResult
    public func run(
        arguments: [String] = CommandLine.arguments, commandLine: @escaping @MainActor (_ arguments: [String]) -> Int32
    ) -> Int32 {
        g_application_set_flags(gcast(gtkApplication), cgtk_application_flags(isUnique ? 1 : 0, 1))
        commandLineConnection = Signal.connectStatus(gtkApplication, .commandLine) { line in
            commandLine(line.map { Self.arguments(of: $0) } ?? [])
        }
        activated = Signal.connect(gtkApplication, .activate) { _ = commandLine([]) }
        // GLib copies the NULL-terminated list.
        let copies = arguments.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var argv = copies + [nil]
        let status = argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gcast(gtkApplication), Int32(arguments.count), buffer.baseAddress)
        }
        // The handlers may hold this object (GLib keeps them as long as the
        // GtkApplication, which this object keeps): let go of them.
        commandLineConnection?.disconnect()
        commandLineConnection = nil
        activated?.disconnect()
        activated = nil
        return status
    }

    /// The arguments of `line`, a GApplicationCommandLine.
    private static func arguments(of line: UnsafeMutableRawPointer) -> [String] {
        var count: Int32 = 0
        guard let list = g_application_command_line_get_arguments(line.assumingMemoryBound(to: GApplicationCommandLine.self), &count)
        else { return [] }
        defer { g_strfreev(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }

    /// Ends the application's run, as Ctrl+Q does: `run` returns, and the
    /// app decides what becomes of the windows still open (they close as
    /// the process exits).
    public func quit() {
        g_application_quit(gcast(gtkApplication))
    }

    /// Makes an application with `id` and runs it (``run(defaultSize:root:)``);
    /// returns the exit status.
    @discardableResult
    public static func run(
        id: String, defaultSize: Size = Size(width: 800, height: 600), root: @escaping @MainActor () -> ViewController
    ) -> Int32 {
        let application = Application(id: id)
        return withExtendedLifetime(application) { application.run(defaultSize: defaultSize, root: root) }
    }
}
