import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// Shows the keyboard shortcuts window over the window that asked, one at a
/// time: asking again while it is open brings the same one forward.
@MainActor
public final class ShortcutsWindowPresenter {
    /// The shortcuts window while it is open; the presenter holds a reference to it.
    public private(set) var window: WidgetPointer?
    private let application: UnsafeMutablePointer<GtkApplication>?
    private var unrealized: SignalConnection?

    /// A presenter whose windows belong to `application` (so its accelerators,
    /// Ctrl+Q among them, work there too), or to none, as in tests.
    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        self.application = application
    }

    isolated deinit {
        unrealized?.disconnect()
        if let window {
            gtk_window_destroy(gcast(window))
            g_object_unref(gobject(window))
        }
    }

    /// Opens the shortcuts window transient for `parent`, or brings the open one forward (now over `parent`).
    public func present(transientFor parent: WidgetPointer?) {
        if let window, gtk_widget_get_realized(window) == 0 { forget() }
        if let window {
            // Asked from the shortcuts window itself (Ctrl+? there), it keeps its parent.
            if let parent, parent != window { gtk_window_set_transient_for(gcast(window), gcast(parent)) }
            gtk_window_present(gcast(window))
            return
        }
        let rightToLeft =
            parent.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL }
            ?? (gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL)
        guard let made = ShortcutsWindowBuilder.make(rightToLeft: rightToLeft) else { return }
        g_object_ref_sink(gobject(made))
        window = made
        // Closing (Escape, the close button) destroys it; the next request makes a new one.
        gtk_window_set_hide_on_close(gcast(made), 0)
        if let application { gtk_window_set_application(gcast(made), application) }
        gtk_window_set_transient_for(gcast(made), parent.map { gcast($0) })
        // GTK 4.8's gtk_window_destroy (from closing it, or from its parent
        // going) unrealizes the window and lets go of GTK's reference, but
        // emits "destroy" only once the last reference (ours) is gone, so
        // "unrealize" is the sign that it is closed for good.
        unrealized = Signal.connect(made, .unrealize) { [weak self] in self?.forget() }
        gtk_window_present(gcast(made))
    }

    /// Closes the shortcuts window, if it is open.
    public func close() {
        if let window { gtk_window_destroy(gcast(window)) }
    }

    /// Adds the `shortcuts` action to `actions` (the application, or any action
    /// map); it presents the window over what `parent` returns then.
    public func addAction(to actions: OpaquePointer, parent: @escaping @MainActor () -> WidgetPointer?) -> SignalConnection? {
        guard let action = g_simple_action_new(Self.actionName, nil) else { return nil }
        let connection = Signal.connect(
            action, .activate,
            withArgument: { [weak self] _ in
                self?.present(transientFor: parent())
            })
        g_action_map_add_action(actions, action)
        g_object_unref(gobject(action))
        return connection
    }

    /// The action's name; `app.shortcuts` on the application.
    public static let actionName = "shortcuts"

    private func forget() {
        guard let window else { return }
        self.window = nil
        unrealized?.disconnect()
        unrealized = nil
        g_object_unref(gobject(window))
    }
}
