import CGtk
import Presentation

/// A window showing a ``Stage`` with a root screen: the stage fills the
/// window, and the window is titled with the root screen's title.
///
/// ``Application`` makes one for you. Make one yourself for a second window,
/// or to add a header bar first (``setTitlebar(_:)``):
///
/// ```swift
/// let window = StageWindow(root: HomeScreen(), application: application)
/// window.present()
/// ```
///
/// The window owns its stage and root screen; both live as long as the
/// window is open (and as long as you keep this object).
@MainActor
public final class StageWindow {
    /// The GtkWindow (a GtkApplicationWindow when made for an application).
    public let widget: WidgetPointer
    /// The stage that fills the window.
    public let stage: Stage
    /// The root screen the stage shows.
    public let rootViewController: ViewController
    /// Lets go of the window's stage and screen when the window is closed.
    private var destroyed: SignalConnection?

    /// A window of `defaultSize` showing `root` on a new stage; for
    /// `application`, an application window of it.
    public init(root: ViewController, application: Application? = nil, defaultSize: Size = Size(width: 800, height: 600)) {
        stage = Stage()
        rootViewController = root
        stage.setRootViewController(root)
        let window: WidgetPointer = application.map { gtk_application_window_new($0.gtkApplication) } ?? gtk_window_new()
        widget = window
        // Ours too: a StageWindow kept after its window closed still points at a live object.
        g_object_ref_sink(gobject(window))
        gtk_window_set_title(gcast(window), root.title)
        gtk_window_set_default_size(gcast(window), Int32(defaultSize.width.rounded()), Int32(defaultSize.height.rounded()))
        gtk_window_set_child(gcast(window), stage.widget)
        // GTK's list of toplevels holds the window until it is closed; the
        // window holds this object (and so its stage and screen) until then.
        let retained = Unmanaged.passRetained(self)
        destroyed = Signal.connect(window, .destroy) {
            retained.takeUnretainedValue().destroyed = nil
            retained.release()
        }
    }

    isolated deinit {
        g_object_unref(gobject(widget))
    }

    /// Puts `titlebar` (a GtkHeaderBar, say) above the stage.
    public func setTitlebar(_ titlebar: WidgetPointer) {
        gtk_window_set_titlebar(gcast(widget), titlebar)
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(gcast(widget))
    }
}
