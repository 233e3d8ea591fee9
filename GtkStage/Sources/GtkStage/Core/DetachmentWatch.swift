import CGtk

/// Calls back once when a widget has left its window: the window was closed,
/// or the widget was taken out of it and put nowhere else.
///
/// GTK tells a widget its root changed (`notify::root`) in the middle of
/// taking the tree apart, so the check and the callback run on idle, when
/// the tree is whole again; a widget put back in a window by then is left be.
/// The watch holds a reference to the widget until it is released.
@MainActor
final class DetachmentWatch {
    private let widget: WidgetPointer
    private var connection: SignalConnection?

    /// Watches `widget`; `onDetached` runs at most once.
    init(_ widget: WidgetPointer, onDetached: @escaping @MainActor () -> Void) {
        self.widget = widget
        g_object_ref(gobject(widget))
        connection = Signal.connect(
            widget, .notify("root"),
            withArgument: { [weak self] _ in
                guard let self, !self.isRooted else { return }
                Idle.once(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
                    guard let self, self.connection != nil, !self.isRooted else { return }
                    self.cancel()
                    onDetached()
                }
            })
    }

    isolated deinit {
        connection?.disconnect()
        g_object_unref(gobject(widget))
    }

    /// Stops watching; harmless twice.
    func cancel() {
        connection?.disconnect()
        connection = nil
    }

    private var isRooted: Bool { gtk_widget_get_root(widget) != nil }
}
