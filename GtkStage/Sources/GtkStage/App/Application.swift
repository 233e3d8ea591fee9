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
@MainActor
public final class Application {
    /// The application id, as D-Bus and the desktop know the app.
    public let id: String
    /// The window, once the application has been activated (closed, it
    /// stays here until an activation makes a new one).
    public private(set) var window: StageWindow?
    /// The GtkApplication, for calls of GTK's own (actions, accelerators).
    public let gtkApplication: GtkPointer<GtkApplication>
    private var activated: SignalConnection?

    /// An application with `id` (reverse-DNS: "org.example.Cards"), not yet
    /// running. An id GLib refuses is reported as a critical, and the
    /// application runs without one (every launch its own instance).
    public init(id: String) {
        self.id = id
        let valid = g_application_id_is_valid(id) != 0
        if !valid {
            cgtk_log_critical(
                "GtkStage",
                "Application(id: \"\(id)\"): not an application id (reverse-DNS, as \"org.example.Cards\"); "
                    + "the application runs without one.")
        }
        gtkApplication = Self.make(id: valid ? id : nil)
        cgtk_application_add_quit(gtkApplication)
    }

    /// A GtkApplication with `id`, or with none.
    private static func make(id: String?) -> GtkPointer<GtkApplication> {
        // GTK returns NULL only for an invalid id, which the caller left out.
        guard let made = gtk_application_new(id, CGTK_APPLICATION_FLAGS_DEFAULT) else {
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
