import CGtk

/// A `GtkGesture` that a widget holds in the capture phase, with the signal
/// connections of its owner: what `DragGesture` and `PinchGesture` share.
/// Claimed or denied while installed; once uninstalled, the widget has let
/// go of it, and claiming or denying does nothing.
@MainActor
final class InstalledGesture {
    /// The gesture, for the owner's own GTK calls while it is installed.
    let gesture: OpaquePointer
    private let widget: WidgetPointer
    private var connections: [SignalConnection] = []
    /// Whether the widget still holds the gesture.
    private(set) var isInstalled = true

    /// Puts `gesture` on `widget` in the capture phase; `connect` makes the
    /// owner's connections to it, first.
    init(_ gesture: OpaquePointer, on widget: WidgetPointer, connect: (OpaquePointer) -> [SignalConnection]) {
        self.gesture = gesture
        self.widget = widget
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        connections = connect(gesture)
        gtk_widget_add_controller(widget, gesture)
    }

    /// The current event's time, in seconds.
    var eventTime: Double {
        Double(gtk_event_controller_get_current_event_time(gesture)) / 1000
    }

    /// Takes the sequence: other gestures on it are cancelled.
    func claim() {
        if isInstalled { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
    }

    /// Lets the sequence go to the other gestures.
    func deny() {
        if isInstalled { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED) }
    }

    /// Takes the gesture off the widget; harmless twice.
    func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        connections.forEach { $0.disconnect() }
        connections = []
        gtk_widget_remove_controller(widget, gesture)
    }
}
