import CGtk
import Presentation

/// Two-finger touchpad swipes over a widget, read by a
/// `GtkEventControllerScroll` in the capture phase and told apart from
/// mouse wheels, which it leaves alone: a swipe reports how far it has
/// scrolled (`TouchpadSwipe`) with the event time in seconds.
///
/// Like `DragGesture`, the owner claims a swipe once it recognises it (the
/// scrolling then goes no further) or denies it, and the swipe goes on to
/// scroll what is under the pointer. A swipe ends when the fingers lift
/// (`scroll-end`); on X11, which may never say so, also after a quiet spell.
/// It begins where the pointer is, which the owner is told when GTK knows.
@MainActor
public final class TouchpadSwipeGesture: SequenceClaiming {
    /// How long a swipe in wheel units (X11's) may go without scrolling
    /// before it counts as ended: X11 touchpad drivers may report no end.
    /// Wayland always does, and fingers resting mid-swipe send nothing, so a
    /// swipe in surface pixels waits for the end.
    public static let quietEnd: UInt32 = 150

    private enum Phase {
        case idle
        case undecided
        case claimed
        case denied
    }

    private let controller: OpaquePointer
    private let widget: WidgetPointer
    private var connections: [SignalConnection] = []
    private var isInstalled = true
    private var phase = Phase.idle
    private var swipe = TouchpadSwipe()
    private var lastTime = 0.0
    private var quiet: Timeout?
    private let began: @MainActor (_ point: Point?) -> Void
    private let moved: @MainActor (_ swipe: TouchpadSwipe, _ time: Double) -> Void
    private let ended: @MainActor (_ swipe: TouchpadSwipe, _ time: Double) -> Void

    public init?(
        on widget: WidgetPointer,
        began: @escaping @MainActor (_ point: Point?) -> Void,
        moved: @escaping @MainActor (_ swipe: TouchpadSwipe, _ time: Double) -> Void,
        ended: @escaping @MainActor (_ swipe: TouchpadSwipe, _ time: Double) -> Void
    ) {
        guard let scroll = gtk_event_controller_scroll_new(CGTK_SCROLL_BOTH_AXES) else { return nil }
        controller = scroll
        self.widget = widget
        self.began = began
        self.moved = moved
        self.ended = ended
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        // Fingers down (or resting: GTK begins on a touchpad hold too, and on
        // any smooth scrolling): the swipe itself begins with its first
        // touchpad scroll, so nothing else resets the owner meanwhile.
        connections.append(
            Signal.connect(scroll, .scrollBegin) { [weak self] in
                guard let self, self.phase != .claimed else { return }
                self.phase = .idle
            })
        connections.append(
            Signal.connectScroll(scroll) { [weak self] dx, dy in
                guard let self else { return false }
                let unit = gtk_event_controller_scroll_get_unit(scroll)
                return self.scrolled(
                    dx: dx, dy: dy, inWheelUnits: unit == GDK_SCROLL_UNIT_WHEEL,
                    fromTouchpad: Self.isTouchpad(scroll, unit: unit), time: self.eventTime(),
                    at: self.phase == .idle ? self.eventPoint() : nil)
            })
        connections.append(
            Signal.connect(scroll, .scrollEnd) { [weak self] in
                guard let self else { return }
                self.scrollEnded(at: self.eventTime())
            })
        gtk_widget_add_controller(widget, scroll)
    }

    /// Takes the swipe: its scrolling goes no further.
    public func claim() {
        if phase == .undecided { phase = .claimed }
    }

    /// Lets the swipe go on to scroll what is under the pointer.
    public func deny() {
        if phase == .undecided { phase = .denied }
    }

    /// Stops listening; harmless twice.
    public func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        quiet?.cancel()
        quiet = nil
        connections.forEach { $0.disconnect() }
        connections = []
        gtk_widget_remove_controller(widget, controller)
    }

    // MARK: The controller's handlers (tests drive these with synthetic swipes)

    /// Fingers down and scrolling with the pointer at `point` in the
    /// widget (nil when unknown): a new swipe.
    public func scrollBegan(at point: Point? = nil) {
        phase = .undecided
        swipe = TouchpadSwipe()
        began(point)
    }

    /// One scroll event, with the pointer at `point` in the widget (read
    /// when it begins a swipe); returns whether it is taken (claimed), so
    /// that it goes no further. A mouse wheel's is never taken.
    public func scrolled(
        dx: Double, dy: Double, inWheelUnits: Bool, fromTouchpad: Bool, time: Double, at point: Point? = nil
    ) -> Bool {
        guard fromTouchpad else { return false }
        if phase == .idle { scrollBegan(at: point) }
        guard phase != .denied else { return false }
        swipe.add(dx: dx, dy: dy, inWheelUnits: inWheelUnits)
        lastTime = time
        quiet?.cancel()
        quiet = nil
        if inWheelUnits {
            quiet = Timeout(milliseconds: Self.quietEnd) { [weak self] in
                guard let self else { return }
                // At the last scroll: the fingers' speed then is the release's
                // (a sample a quiet spell later would read as a stop).
                self.scrollEnded(at: self.lastTime)
            }
        }
        moved(swipe, time)
        return phase == .claimed
    }

    /// Fingers lifted.
    public func scrollEnded(at time: Double) {
        quiet?.cancel()
        quiet = nil
        let wasClaimed = phase == .claimed
        phase = .idle
        if wasClaimed { ended(swipe, time) }
    }

    // MARK: Events

    private func eventTime() -> Double {
        Double(gtk_event_controller_get_current_event_time(controller)) / 1000
    }

    /// Where the pointer is in the widget, as of the event being handled.
    private func eventPoint() -> Point? {
        guard let event = gtk_event_controller_get_current_event(controller) else { return nil }
        return EventPosition.point(of: event, in: widget)
    }

    /// Whether scrolling in `unit` comes from a touchpad. Wayland names the
    /// device (a touchpad's scrolling is "Wayland Finger Scrolling"; a
    /// trackpoint's, also in surface pixels, is not). X11 (GTK 4.8) gives
    /// every scroll event the logical pointer, a mouse, and reports in wheel
    /// units, but makes smooth events only for devices that are not mice
    /// (and a tablet's wheel, which has a tool).
    private static func isTouchpad(_ controller: OpaquePointer, unit: GdkScrollUnit) -> Bool {
        guard let event = gtk_event_controller_get_current_event(controller),
            let device = gdk_event_get_device(event)
        else { return false }
        switch gdk_device_get_source(device) {
        case GDK_SOURCE_TOUCHPAD:
            return true
        case GDK_SOURCE_MOUSE:
            return unit == GDK_SCROLL_UNIT_WHEEL && gdk_scroll_event_get_direction(event) == GDK_SCROLL_SMOOTH
                && gdk_event_get_device_tool(event) == nil
        default:
            return false
        }
    }
}
