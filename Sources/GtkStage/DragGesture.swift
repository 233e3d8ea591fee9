import CGtk
import Presentation

/// A `GtkGestureDrag` on a widget, in the capture phase, reporting the press
/// point and then offsets from it with the event time in seconds, from a
/// pointer or a finger alike (it is neither touch-only nor exclusive). The owner
/// claims the sequence once it recognises its drag (cancelling clicks below)
/// or denies it, letting the press go on to be a click or a scroll.
@MainActor
public final class DragGesture: SequenceClaiming {
    private let gesture: OpaquePointer
    private let widget: WidgetPointer
    private var connections: [SignalConnection] = []
    private var isInstalled = true

    public init?(
        on widget: WidgetPointer,
        began: @escaping @MainActor (_ start: Point) -> Void,
        moved: @escaping @MainActor (_ offset: Point, _ time: Double) -> Void,
        ended: @escaping @MainActor (_ offset: Point, _ time: Double) -> Void
    ) {
        guard let drag = gtk_gesture_drag_new() else { return nil }
        gesture = drag
        self.widget = widget
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        // Touch sequences and pointer presses both; said outright, as the default may not be relied on.
        gtk_gesture_single_set_touch_only(drag, 0)
        gtk_gesture_single_set_exclusive(drag, 0)
        let time = { Double(gtk_event_controller_get_current_event_time(drag)) / 1000 }
        connections.append(Signal.connectPoint(drag, .dragBegin) { x, y in began(Point(x: x, y: y)) })
        connections.append(Signal.connectPoint(drag, .dragUpdate) { x, y in moved(Point(x: x, y: y), time()) })
        connections.append(Signal.connectPoint(drag, .dragEnd) { x, y in ended(Point(x: x, y: y), time()) })
        gtk_widget_add_controller(widget, drag)
    }

    /// Whether the current sequence comes from a touchscreen (a finger,
    /// which needs bigger targets than a pointer).
    public var isTouch: Bool {
        guard let device = gtk_gesture_get_device(gesture) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// Whether the gesture takes touch sequences as well as pointer presses.
    public var acceptsTouch: Bool {
        gtk_gesture_single_get_touch_only(gesture) == 0 && gtk_gesture_single_get_exclusive(gesture) == 0
    }

    /// Takes the sequence: other gestures on it are cancelled.
    public func claim() {
        // Uninstalled, the widget has let go of the gesture: nothing to set.
        if isInstalled { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
    }

    /// Lets the sequence go to the other gestures.
    public func deny() {
        if isInstalled { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED) }
    }

    /// Stops listening; harmless twice.
    public func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        connections.forEach { $0.disconnect() }
        connections = []
        gtk_widget_remove_controller(widget, gesture)
    }
}
