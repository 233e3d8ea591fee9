import CGtk
import Presentation

/// Two-finger touchpad pinches over a widget, read by a `GtkGestureZoom` in
/// the capture phase: a pinch reports its fingers' centre as it begins, then
/// its scale (1 where it began, below 1 pinched in) and that centre, with
/// the event time in seconds.
///
/// Only a touchpad's pinch: two fingers on a touchscreen are let go at once,
/// so they stay the drags and scrolling they were. Like `DragGesture`, the
/// owner claims a pinch once it recognises it or denies it, letting it go
/// on to whatever is under the pointer. GTK 4.8 reads touchpad pinches on
/// Wayland only; on X11 this never begins.
@MainActor
public final class PinchGesture: SequenceClaiming {
    private let gesture: OpaquePointer
    private let widget: WidgetPointer
    private var connections: [SignalConnection] = []
    private var isInstalled = true
    private var isPinching = false

    public init?(
        on widget: WidgetPointer,
        began: @escaping @MainActor (_ center: Point) -> Void,
        moved: @escaping @MainActor (_ scale: Double, _ center: Point, _ time: Double) -> Void,
        ended: @escaping @MainActor (_ scale: Double, _ center: Point, _ time: Double) -> Void
    ) {
        guard let zoom = gtk_gesture_zoom_new() else { return nil }
        gesture = zoom
        self.widget = widget
        gtk_event_controller_set_propagation_phase(zoom, GTK_PHASE_CAPTURE)
        let time = { Double(gtk_event_controller_get_current_event_time(zoom)) / 1000 }
        connections.append(
            Signal.connect(zoom, .gestureBegin) { [weak self] _ in
                guard let self else { return }
                guard self.isTouchpadPinch else {
                    self.deny()
                    return
                }
                self.isPinching = true
                began(self.center)
            })
        connections.append(
            Signal.connect(zoom, .gestureUpdate) { [weak self] _ in
                guard let self, self.isPinching else { return }
                moved(gtk_gesture_zoom_get_scale_delta(zoom), self.center, time())
            })
        connections.append(
            Signal.connect(zoom, .gestureEnd) { [weak self] _ in
                guard let self, self.isPinching else { return }
                self.isPinching = false
                ended(gtk_gesture_zoom_get_scale_delta(zoom), self.center, time())
            })
        gtk_widget_add_controller(widget, zoom)
    }

    /// Takes the pinch: it goes no further.
    public func claim() {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Lets the pinch go on to whatever is under the pointer.
    public func deny() {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
    }

    /// Stops listening; harmless twice.
    public func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        connections.forEach { $0.disconnect() }
        connections = []
        gtk_widget_remove_controller(widget, gesture)
    }

    /// Whether the event that began the gesture is a touchpad's pinch (not a
    /// touchscreen's two fingers).
    private var isTouchpadPinch: Bool {
        guard let event = gtk_event_controller_get_current_event(gesture) else { return false }
        return gdk_event_get_event_type(event) == GDK_TOUCHPAD_PINCH
    }

    /// The fingers' centre in the widget.
    private var center: Point {
        var x = 0.0
        var y = 0.0
        _ = gtk_gesture_get_bounding_box_center(gesture, &x, &y)
        return Point(x: x, y: y)
    }
}
