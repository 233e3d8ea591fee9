import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// A single primary click on a list row, which GTK's own single-click mode
/// would give without selecting the row under a resting pointer.
@MainActor
final class RowClick {
    /// Held: the row may go (GTK 4.8 tears a list item down after its row
    /// widget is gone), and the gesture is then let go here.
    private let gesture: OpaquePointer
    private let connection: SignalConnection

    /// Calls `clicked` for each click on `row` (one press, released where it began).
    init?(on row: WidgetPointer, clicked: @escaping @MainActor () -> Void) {
        guard let made = gtk_gesture_click_new() else { return nil }
        gesture = made
        g_object_ref(gobject(made))
        gtk_gesture_single_set_button(made, guint(GDK_BUTTON_PRIMARY))
        connection = Signal.connectClick(made, .released) { count, _, _ in
            if count == 1 { clicked() }
        }
        gtk_widget_add_controller(row, made)
    }

    isolated deinit {
        remove()
        g_object_unref(gobject(gesture))
    }

    /// Takes the click off its row, if the row is still there; harmless twice.
    func remove() {
        connection.disconnect()
        if let row = gtk_event_controller_get_widget(gesture) { gtk_widget_remove_controller(row, gesture) }
    }
}
