import CGtk
import Presentation

/// Where the input of a swipe comes from.
public enum SwipeSource: Sendable, Equatable {
    /// A mouse, a pen or a touchpad's click-and-drag.
    case pointer
    /// A finger on a touchscreen, which needs bigger targets than a pointer.
    case touch
    /// Two fingers scrolling on a touchpad.
    case touchpad
    /// Two fingers pinching on a touchpad (read only where the tracker's
    /// `readsPinches` asks for it).
    case pinch
}

/// The owner of a `SwipeTracker`: says where a swipe may start and how far
/// a motion carries it, takes hold of the transition it drives, and is told
/// each step and the release.
@MainActor
public protocol SwipeTrackerDelegate: AnyObject {
    /// Whether a swipe may start from a press at `point`, in the tracked
    /// widget's coordinates; `nil` for a touchpad swipe, which starts
    /// wherever the pointer is (`touchpadPoint` says where, when GTK knows);
    /// a pinch's fingers' centre. The tracker's `source` says which input it is.
    /// By default, anywhere.
    func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool

    /// The size a whole swipe spans (the panel it moves, the view it
    /// crosses): a touchpad's scrolling is read against it, and its extent
    /// along the tracker's axis is the transition's length.
    func swipeTrackerArea(_ tracker: SwipeTracker) -> Size

    /// How far `translation` (from where the input began) carries the swipe
    /// toward its transition's end, in pixels; negative away from it.
    func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double

    /// How far a touchpad pinch to `scale` (1 where it began, below 1
    /// pinched in), its fingers' centre moved by `translation`, carries the
    /// swipe toward its transition's end, in pixels; negative away from it.
    /// Asked only of a tracker that `readsPinches`; by default, no distance.
    func swipeTracker(_ tracker: SwipeTracker, distanceForPinch scale: Double, translation: Point) -> Double

    /// Whether content under a touch drag or a touchpad swipe would scroll by
    /// `translation`, so that the motion is the content's, not the
    /// tracker's (a pointer drag never scrolls content). By default, no.
    func swipeTracker(_ tracker: SwipeTracker, contentScrollsBy translation: Point) -> Bool

    /// The motion is a swipe: start its transition, or take over the one
    /// running, and return how far it is (0...1); `nil` lets the input go on
    /// to whatever is under it.
    func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double?

    /// The swipe moved its transition to `progress` (0...1).
    func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double)

    /// The input lifted: finish the transition or send it back, at the
    /// release's velocity (transition lengths per second toward the end).
    func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release)

    /// The input ended without becoming a swipe: a click or a tap, a
    /// motion that was not the tracker's, or a press it refused. By default,
    /// nothing happens.
    func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker)
}

extension SwipeTrackerDelegate {
    /// A swipe may start anywhere on the widget.
    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool { true }

    /// No content scrolls in the way: every swipe is the tracker's.
    public func swipeTracker(_ tracker: SwipeTracker, contentScrollsBy translation: Point) -> Bool { false }

    /// Nothing to do when the input was not a swipe.
    public func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker) {}

    /// A pinch goes nowhere.
    public func swipeTracker(_ tracker: SwipeTracker, distanceForPinch scale: Double, translation: Point) -> Double { 0 }
}

/// One engine for the swipes that drive interactive transitions, in the
/// manner of libadwaita's AdwSwipeTracker: pointer and touch drags and
/// two-finger touchpad swipes on a widget (and, where its owner reads them,
/// touchpad pinches, as a swipe of a distance the owner gives each scale),
/// recognised past a threshold along
/// one axis, claimed (cancelling clicks and scrolling below) or passed on,
/// followed with their velocity, and on release projected to where they
/// would come to rest. Right to left needs nothing of its own: the delegate's
/// distances say which way is forward.
///
/// Its gestures belong to the widget, which may outlive the tracker (they
/// then do nothing) until `uninstall()`; it keeps its delegate weakly.
@MainActor
public final class SwipeTracker {
    /// The axis a swipe moves along.
    public let axis: SwipeSession.Axis
    /// How far a drag must move before it is a swipe, in pixels.
    public var threshold = 8.0
    /// Whether a swipe may start away from its transition's end as well as
    /// toward it (`SwipeSession.startsEitherWay`): a sheet's grabber.
    public var startsEitherWay = false
    /// Whether a touchpad pinch drives the transition too, as far as the
    /// delegate's `swipeTracker(_:distanceForPinch:translation:)` says
    /// (a zoom: pinched in, it shrinks); off (the default), the tracker has
    /// no pinch gesture and pinches go on their way.
    public var readsPinches = false {
        didSet {
            if readsPinches != oldValue { installPinch() }
        }
    }
    /// The pointer and touch drags.
    public private(set) var drag: DragGesture?
    /// The touchpad swipes.
    public private(set) var touchpad: TouchpadSwipeGesture?
    /// The touchpad pinches, while the tracker `readsPinches`.
    public private(set) var pinch: PinchGesture?
    /// The input of the current swipe, or of the last one.
    public private(set) var source = SwipeSource.pointer
    /// Where the pointer was in the widget as the current touchpad swipe
    /// began (a swipe over a handle may move what a swipe elsewhere would
    /// dismiss); nil for a drag or a pinch, or when GTK gave no position.
    public private(set) var touchpadPoint: Point?
    /// Says where a swipe may start and how far it goes, and drives the
    /// transition (weak: usually the interaction controller that owns this).
    public weak var delegate: (any SwipeTrackerDelegate)?
    private weak var input: (any SequenceClaiming)?
    private var session: SwipeSession?
    private var area = Size.zero
    /// Where the current pinch's fingers began, in the widget.
    private var pinchCenter = Point.zero
    /// The widget the gestures are on (which holds them).
    private let widget: WidgetPointer
    private var isInstalled = true

    /// Tracks swipes along `axis` on `widget` (in the capture phase, so that
    /// a swipe may start over its children), for `delegate`.
    public init(on widget: WidgetPointer, axis: SwipeSession.Axis, delegate: any SwipeTrackerDelegate) {
        self.axis = axis
        self.widget = widget
        self.delegate = delegate
        drag = DragGesture(
            on: widget,
            began: { [weak self] start in
                guard let self else { return }
                self.dragBegan(at: start, source: self.drag?.isTouch == true ? .touch : .pointer)
            },
            moved: { [weak self] offset, time in
                guard let self, self.isCurrent(self.drag) else { return }
                self.dragMoved(to: offset, at: time)
            },
            ended: { [weak self] offset, time in
                guard let self, self.isCurrent(self.drag) else { return }
                self.dragEnded(at: offset, time: time)
            })
        touchpad = TouchpadSwipeGesture(
            on: widget,
            began: { [weak self] point in
                self?.swipeBegan(at: point)
            },
            moved: { [weak self] swipe, time in
                guard let self, self.isCurrent(self.touchpad) else { return }
                self.swipeMoved(swipe, at: time)
            },
            ended: { [weak self] swipe, time in
                guard let self, self.isCurrent(self.touchpad) else { return }
                self.swipeEnded(swipe, at: time)
            })
    }

    /// Puts the pinch gesture on the widget while the tracker reads
    /// pinches, and takes it off when it stops.
    private func installPinch() {
        pinch?.uninstall()
        pinch = nil
        guard readsPinches, isInstalled else { return }
        pinch = PinchGesture(
            on: widget,
            began: { [weak self] center in
                self?.pinchBegan(center: center)
            },
            moved: { [weak self] scale, center, time in
                guard let self, self.isCurrent(self.pinch) else { return }
                self.pinchMoved(scale: scale, center: center, time: time)
            },
            ended: { [weak self] scale, center, time in
                guard let self, self.isCurrent(self.pinch) else { return }
                self.pinchEnded(scale: scale, center: center, time: time)
            })
    }

    /// Whether `gesture` is the input of the swipe under way (another one's
    /// motions, begun while a swipe held its transition, go nowhere).
    private func isCurrent(_ gesture: (any SequenceClaiming)?) -> Bool {
        gesture != nil && gesture === input
    }

    /// Whether a swipe is driving a transition now.
    public var isSwiping: Bool { session?.isClaimed == true }

    /// Drops the swipe under way, if any: the rest of its input (its
    /// motions, its release) goes nowhere, and the delegate hears no more of
    /// it. For a key that ends what the input was holding (Escape).
    public func cancel() {
        guard session != nil else { return }
        session = nil
        // Denied, the drag gesture ends at once; with no session its end does nothing.
        input?.deny()
        input = nil
    }

    /// Stops listening; harmless twice.
    public func uninstall() {
        drag?.uninstall()
        drag = nil
        touchpad?.uninstall()
        touchpad = nil
        pinch?.uninstall()
        pinch = nil
        isInstalled = false
        session = nil
    }

    // MARK: Drags (the gesture's handlers; tests drive them with synthetic drags)

    /// A press at `point`, in the widget's coordinates.
    public func dragBegan(at point: Point, source: SwipeSource = .pointer) {
        begin(source, input: drag, deceleration: ReleaseDecision.dragDeceleration, at: point)
    }

    /// The input is `offset` away from where it was pressed, at `time` seconds.
    public func dragMoved(to offset: Point, at time: Double) {
        guard session != nil, let delegate else { return }
        move(translation: offset, distance: delegate.swipeTracker(self, distanceFor: offset), at: time)
    }

    /// The input lifted `offset` away from where it was pressed (GTK also
    /// ends a drag this way when its sequence is denied).
    public func dragEnded(at offset: Point, time: Double) {
        guard session != nil, let delegate else { return }
        end(distance: delegate.swipeTracker(self, distanceFor: offset), at: time)
    }

    // MARK: Touchpad swipes (the gesture's handlers; tests drive them with synthetic swipes)

    /// Two fingers start scrolling over the widget, the pointer at `point`
    /// in it (nil when unknown).
    public func swipeBegan(at point: Point? = nil) {
        begin(.touchpad, input: touchpad, deceleration: ReleaseDecision.touchpadDeceleration, at: nil, pointer: point)
    }

    /// The fingers have scrolled `swipe` so far; it moves as scrolled
    /// content does (the content follows the fingers).
    public func swipeMoved(_ swipe: TouchpadSwipe, at time: Double) {
        dragMoved(to: swipe.translation(over: area), at: time)
    }

    /// The fingers lifted.
    public func swipeEnded(_ swipe: TouchpadSwipe, at time: Double) {
        dragEnded(at: swipe.translation(over: area), time: time)
    }

    // MARK: Touchpad pinches (tests drive the pinch gesture's handlers)

    /// Two fingers start pinching, their centre at `center` in the widget.
    private func pinchBegan(center: Point) {
        pinchCenter = center
        begin(.pinch, input: pinch, deceleration: ReleaseDecision.touchpadDeceleration, at: center)
    }

    /// The pinch is at `scale` of where it began, its centre at `center`.
    private func pinchMoved(scale: Double, center: Point, time: Double) {
        guard session != nil, let distance = pinchDistance(scale, center: center) else { return }
        // It counts along the axis: how far across the fingers' centre moves is followed, not counted.
        move(translation: axis == .horizontal ? Point(x: distance, y: 0) : Point(x: 0, y: distance), distance: distance, at: time)
    }

    /// The fingers lifted at `scale`, their centre at `center`.
    private func pinchEnded(scale: Double, center: Point, time: Double) {
        guard session != nil, let distance = pinchDistance(scale, center: center) else { return }
        end(distance: distance, at: time)
    }

    private func pinchDistance(_ scale: Double, center: Point) -> Double? {
        let translation = Point(x: center.x - pinchCenter.x, y: center.y - pinchCenter.y)
        return delegate?.swipeTracker(self, distanceForPinch: scale, translation: translation)
    }

    // MARK: Steps

    private func begin(
        _ source: SwipeSource, input: (any SequenceClaiming)?, deceleration: Double, at point: Point?,
        pointer: Point? = nil
    ) {
        // Another input while a swipe holds its transition (a second finger,
        // the touchpad during a drag) is not a new swipe: it goes on its way.
        guard !isSwiping else {
            input?.deny()
            return
        }
        self.source = source
        self.input = input
        touchpadPoint = pointer
        session = SwipeSession(axis: axis, threshold: threshold, deceleration: deceleration)
        session?.startsEitherWay = startsEitherWay
        area = delegate?.swipeTrackerArea(self) ?? .zero
        guard delegate?.swipeTracker(self, shouldBeginAt: point) == true else {
            session?.deny()
            input?.deny()
            return
        }
    }

    /// One motion of the input under way: `translation` from where it
    /// began, carrying it `distance` toward the end.
    private func move(translation: Point, distance: Double, at time: Double) {
        guard var session, let delegate else { return }
        let step = session.move(translation: translation, distance: distance, length: extent, at: time)
        self.session = session
        // Content that scrolls under a finger or the touchpad's fingers (GTK
        // scrolls by touch drags and swipes, not by pointer drags or
        // pinches) keeps the motion if it can still scroll the way the swipe went.
        if step == .recognized, source == .touch || source == .touchpad,
            delegate.swipeTracker(self, contentScrollsBy: translation)
        {
            self.session?.deny()
            input?.deny()
            return
        }
        handle(step)
    }

    /// The input lifted `distance` toward the end.
    private func end(distance: Double, at time: Double) {
        guard var session, let delegate else { return }
        let release = session.release(distance: distance, at: time)
        self.session = nil
        if let release {
            delegate.swipeTracker(self, didEndWith: release)
        } else {
            delegate.swipeTrackerDidEndWithoutSwipe(self)
        }
    }

    private func handle(_ step: SwipeSession.Step) {
        switch step {
        case .waiting:
            break
        case .denied:
            input?.deny()
        case .recognized:
            guard let start = delegate?.swipeTrackerTakeHold(self) else {
                session?.deny()
                input?.deny()
                return
            }
            input?.claim()
            if let progress = session?.takeHold(from: start) {
                delegate?.swipeTracker(self, didMoveTo: progress)
            }
        case .moved(let progress):
            delegate?.swipeTracker(self, didMoveTo: progress)
        }
    }

    private var extent: Double {
        axis == .horizontal ? area.width : area.height
    }
}
