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
/// The window owns its stage and root screen; both live until the window is
/// closed (by the user, or `gtk_window_destroy`), kept or not, and as long as
/// you keep this object after that. A window that is never closed is never
/// let go: GTK lists a window from the moment it is made.
@MainActor
public final class StageWindow {
    /// The GtkWindow (a GtkApplicationWindow when made for an application).
    public let widget: WidgetPointer
    /// The stage that fills the window.
    public let stage: Stage
    /// The root screen the stage shows.
    public let rootViewController: ViewController
    /// Lets go of this object when the window is closed.
    private var closed: SignalConnection?

    /// A window of `defaultSize` showing `root` on a new stage; for
    /// `application`, an application window of it.
    public convenience init(root: ViewController, application: Application? = nil, defaultSize: Size = Size(width: 800, height: 600)) {
        self.init(root: root, gtkApplication: application?.gtkApplication, defaultSize: defaultSize)
    }

    /// A window of `defaultSize` showing `root` on a new stage; for
    /// `gtkApplication` (an app's own GtkApplication or AdwApplication, when
    /// it does not use ``Application``), an application window of it.
    public init(root: ViewController, gtkApplication: GtkPointer<GtkApplication>?, defaultSize: Size = Size(width: 800, height: 600)) {
        stage = Stage()
        rootViewController = root
        stage.setRootViewController(root)
        let window: WidgetPointer = gtkApplication.map { gtk_application_window_new($0) } ?? gtk_window_new()
        widget = window
        // Ours too: a StageWindow kept after its window closed still points at a live object.
        g_object_ref_sink(gobject(window))
        gtk_window_set_title(gcast(window), root.title)
        gtk_window_set_default_size(gcast(window), Int32(defaultSize.width.rounded()), Int32(defaultSize.height.rounded()))
        gtk_window_set_child(gcast(window), stage.widget)
        // Open, the window holds this object (and so its stage and screen):
        // an app need not keep it. GTK's list of toplevels holds an open
        // window, and gtk_window_destroy takes it out of the list before it
        // lets go of its own reference; "destroy" comes only when the last
        // reference goes, ours among them, so the list says when it closed.
        guard let toplevels = gtk_window_get_toplevels() else { return }
        let retained = Unmanaged.passRetained(self)
        closed = Signal.connectItemsChanged(toplevels, .itemsChanged) { _, removed, _ in
            guard removed > 0, !Self.lists(window, in: toplevels) else { return }
            let this = retained.takeUnretainedValue()
            this.closed?.disconnect()
            this.closed = nil
            retained.release()
        }
    }

    isolated deinit {
        closed?.disconnect()
        g_object_unref(gobject(widget))
    }

    /// Whether `model` (GTK's toplevels) holds `window`.
    private static func lists(_ window: WidgetPointer, in model: OpaquePointer) -> Bool {
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            g_object_unref(item)
            if item == UnsafeMutableRawPointer(window) { return true }
        }
        return false
    }

    /// Whether the window is open: made and not yet closed (it is in GTK's
    /// list of toplevels). A closed window does not open again.
    public var isOpen: Bool {
        guard let toplevels = gtk_window_get_toplevels() else { return false }
        return Self.lists(widget, in: toplevels)
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
