import CGtk
import Presentation

/// A `GtkGestureDrag` on a widget, in the capture phase, reporting the press
/// point and then offsets from it with the event time in seconds, from a
/// pointer or a finger alike (it is neither touch-only nor exclusive). The owner
/// claims the sequence once it recognises its drag (cancelling clicks below)
/// or denies it, letting the press go on to be a click or a scroll.
@MainActor
public final class DragGesture: SequenceClaiming {
    private let installed: InstalledGesture

    public init?(
        on widget: WidgetPointer,
        began: @escaping @MainActor (_ start: Point) -> Void,
        moved: @escaping @MainActor (_ offset: Point, _ time: Double) -> Void,
        ended: @escaping @MainActor (_ offset: Point, _ time: Double) -> Void
    ) {
        guard let drag = gtk_gesture_drag_new() else { return nil }
        // Touch sequences and pointer presses both; said outright, as the default may not be relied on.
        gtk_gesture_single_set_touch_only(drag, 0)
        gtk_gesture_single_set_exclusive(drag, 0)
        let time = { Double(gtk_event_controller_get_current_event_time(drag)) / 1000 }
        installed = InstalledGesture(drag, on: widget) { drag in
            [
                Signal.connectPoint(drag, .dragBegin) { x, y in began(Point(x: x, y: y)) },
                Signal.connectPoint(drag, .dragUpdate) { x, y in moved(Point(x: x, y: y), time()) },
                Signal.connectPoint(drag, .dragEnd) { x, y in ended(Point(x: x, y: y), time()) },
            ]
        }
    }

    /// Whether the current sequence comes from a touchscreen (a finger,
    /// which needs bigger targets than a pointer).
    public var isTouch: Bool {
        guard let device = gtk_gesture_get_device(installed.gesture) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// Whether the gesture takes touch sequences as well as pointer presses.
    public var acceptsTouch: Bool {
        gtk_gesture_single_get_touch_only(installed.gesture) == 0 && gtk_gesture_single_get_exclusive(installed.gesture) == 0
    }

    /// Takes the sequence: other gestures on it are cancelled (nothing once uninstalled).
    public func claim() {
        installed.claim()
    }

    /// Lets the sequence go to the other gestures (nothing once uninstalled).
    public func deny() {
        installed.deny()
    }

    /// Stops listening; harmless twice.
    public func uninstall() {
        installed.uninstall()
    }
}
