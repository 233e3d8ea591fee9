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
/// on to whatever is under the pointer. GTK reads touchpad pinches on
/// Wayland, and on X11 where the server has XInput 2.4.
@MainActor
public final class PinchGesture: SequenceClaiming {
    private var installed: InstalledGesture?
    private var isPinching = false
    /// The pinch's last scale and centre: GTK reads a scale of 1 and no
    /// centre once the pinch has ended, or was cancelled.
    private var lastScale = 1.0
    private var lastCenter = Point.zero
    private let began: @MainActor (_ center: Point) -> Void
    private let moved: @MainActor (_ scale: Double, _ center: Point, _ time: Double) -> Void
    private let ended: @MainActor (_ scale: Double, _ center: Point, _ time: Double) -> Void

    /// Reads pinches over `widget`: `began` with the fingers' centre in it,
    /// `moved` with each new scale and centre, `ended` with the last ones as
    /// the fingers lift (or the pinch is cancelled).
    public init?(
        on widget: WidgetPointer,
        began: @escaping @MainActor (_ center: Point) -> Void,
        moved: @escaping @MainActor (_ scale: Double, _ center: Point, _ time: Double) -> Void,
        ended: @escaping @MainActor (_ scale: Double, _ center: Point, _ time: Double) -> Void
    ) {
        guard let zoom = gtk_gesture_zoom_new() else { return nil }
        self.began = began
        self.moved = moved
        self.ended = ended
        installed = InstalledGesture(zoom, on: widget) { [weak self] zoom in
            [
                Signal.connect(zoom, .gestureBegin) { _ in
                    guard let self else { return }
                    guard self.isTouchpadPinch else {
                        self.deny()
                        return
                    }
                    self.pinchBegan(at: self.center)
                },
                Signal.connect(zoom, .gestureUpdate) { _ in
                    guard let self else { return }
                    self.pinchMoved(scale: gtk_gesture_zoom_get_scale_delta(zoom), center: self.center, time: self.eventTime)
                },
                Signal.connect(zoom, .gestureEnd) { _ in
                    guard let self else { return }
                    self.pinchEnded(time: self.eventTime)
                },
            ]
        }
    }

    /// Takes the pinch: it goes no further (nothing once uninstalled).
    public func claim() {
        installed?.claim()
    }

    /// Lets the pinch go on to whatever is under the pointer (nothing once uninstalled).
    public func deny() {
        installed?.deny()
    }

    /// Stops listening; harmless twice.
    public func uninstall() {
        installed?.uninstall()
    }

    // MARK: The gesture's handlers (tests drive these with synthetic pinches)

    /// Two fingers began pinching, their centre at `center` in the widget.
    public func pinchBegan(at center: Point) {
        isPinching = true
        lastScale = 1
        lastCenter = center
        began(center)
    }

    /// The pinch is at `scale` of where it began, its centre at `center`.
    public func pinchMoved(scale: Double, center: Point, time: Double) {
        guard isPinching else { return }
        lastScale = scale
        lastCenter = center
        moved(scale, center, time)
    }

    /// The fingers lifted, or the pinch was cancelled: it ends where it last was.
    public func pinchEnded(time: Double) {
        guard isPinching else { return }
        isPinching = false
        ended(lastScale, lastCenter, time)
    }

    // MARK: Events

    private var eventTime: Double { installed?.eventTime ?? 0 }

    /// Whether the event that began the gesture is a touchpad's pinch (not a
    /// touchscreen's two fingers).
    private var isTouchpadPinch: Bool {
        guard let installed, let event = gtk_event_controller_get_current_event(installed.gesture) else { return false }
        return gdk_event_get_event_type(event) == GDK_TOUCHPAD_PINCH
    }

    /// The fingers' centre in the widget (where it last was, when GTK has none).
    private var center: Point {
        var x = 0.0
        var y = 0.0
        guard let installed, gtk_gesture_get_bounding_box_center(installed.gesture, &x, &y) != 0 else { return lastCenter }
        return Point(x: x, y: y)
    }
}
