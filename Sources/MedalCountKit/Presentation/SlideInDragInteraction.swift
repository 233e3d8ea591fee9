import CGtk
import GtkStage
import Presentation

/// Lets a person drag a slide-in panel back toward the edge it came from,
/// with the pointer, a finger or a two-finger touchpad swipe: the panel and
/// the dim follow, and on release the dismissal finishes (where the motion
/// would come to rest is past half way) or the panel goes back, either way
/// carrying on at the speed it had.
///
/// It is the interaction controller the presentation manager vends for
/// dismissal while a drag is on. A drag that starts while the panel is still
/// moving takes the running transition over from where the panel is.
@MainActor
public final class SlideInDragInteraction: PercentDrivenInteractiveTransition {
    /// How far the pointer must move before a press becomes a drag, in pixels.
    public static let dragThreshold = 8.0

    public let direction: PresentationDirection
    private unowned let controller: PresentationController
    /// True between a drag's start and its release: the manager then vends
    /// this object for the dismissal.
    public private(set) var wantsInteractiveStart = false
    /// The pointer and touch drags.
    public private(set) var gesture: DragGesture?
    /// The touchpad swipes (tests feed it synthetic scroll sequences).
    public private(set) var swipeGesture: TouchpadSwipeGesture?
    /// The input the current sequence comes from, which claims or denies it.
    private weak var input: (any SequenceClaiming)?
    /// How the current sequence's motion would slow down once let go.
    private var deceleration = ReleaseDecision.dragDeceleration
    /// Whether the current press started on the panel.
    private var startedOnPanel = false
    private var isClaimed = false
    /// How far the panel was toward its edge (0...1) when the drag took hold.
    private var startDistance = 0.0
    private var velocity = VelocityTracker()
    private var lastDistance = 0.0

    init(direction: PresentationDirection, controller: PresentationController) {
        self.direction = direction
        self.controller = controller
        super.init()
    }

    /// Listens for drags and touchpad swipes on `stage`, the container. The
    /// gestures live there, not on the panel, so their offsets are not
    /// carried along by the panel they move; a drag counts only if it starts
    /// on the panel, a swipe wherever the pointer is.
    func install(on stage: WidgetPointer) {
        guard gesture == nil else { return }
        gesture = DragGesture(on: stage, began: { [weak self] start in self?.dragBegan(at: start) },
                              moved: { [weak self] offset, time in self?.dragMoved(to: offset, at: time) },
                              ended: { [weak self] offset, time in self?.dragEnded(at: offset, time: time) })
        swipeGesture = TouchpadSwipeGesture(on: stage, began: { [weak self] in self?.swipeBegan() },
                                            moved: { [weak self] swipe, time in self?.swipeMoved(swipe, at: time) },
                                            ended: { [weak self] swipe, time in self?.swipeEnded(swipe, at: time) })
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        gesture?.uninstall()
        gesture = nil
        swipeGesture?.uninstall()
        swipeGesture = nil
    }

    // MARK: The gesture's handlers (tests drive these with synthetic drags)

    /// A press at `point`, in the container's coordinates.
    public func dragBegan(at point: Point) {
        input = gesture
        deceleration = ReleaseDecision.dragDeceleration
        isClaimed = false
        velocity.reset()
        let panel = controller.presentedView
        let frame = controller.containerView?.presentationFrame(of: panel) ?? .zero
        startedOnPanel = point.x >= frame.x && point.x < frame.maxX && point.y >= frame.y && point.y < frame.maxY
        if !startedOnPanel { deny() }
    }

    /// The pointer is `offset` away from where the drag began, at `time` seconds.
    public func dragMoved(to offset: Point, at time: Double) {
        let panel = controller.presentedView
        guard let stage = controller.containerView else { return }
        let size = stage.frame(of: panel).size
        let distance = SlideInGeometry.dismissalDistance(for: direction, translation: offset, panelSize: size)
        guard startedOnPanel else { return }
        if !isClaimed {
            guard (offset.x * offset.x + offset.y * offset.y).squareRoot() >= Self.dragThreshold else { return }
            // Only a drag toward the panel's own edge is ours; any other lets
            // the press go on to be a click or a scroll.
            guard distance > 0, isAlongAxis(offset) else {
                deny()
                return
            }
            guard takeHold() else {
                deny()
                return
            }
            claim()
        }
        lastDistance = min(max(startDistance + distance, 0), 1)
        velocity.add(distance * extent(of: size), at: time)
        driveTo(lastDistance)
    }

    public func dragEnded(at offset: Point, time: Double) {
        guard isClaimed, let context else {
            isClaimed = false
            return
        }
        isClaimed = false
        wantsInteractiveStart = false
        let size = controller.containerView.map { $0.frame(of: controller.presentedView).size } ?? .zero
        // The release point is the last sample of the pointer's path.
        velocity.add(SlideInGeometry.dismissalDistance(for: direction, translation: offset, panelSize: size) * extent(of: size),
                     at: time)
        let speed = extent(of: size) > 0 ? velocity.velocity / extent(of: size) : 0
        let dismisses = ReleaseDecision.shouldFinish(percent: lastDistance, velocity: speed, deceleration: deceleration)
        // A held presentation runs the other way round: dismissing it is
        // cancelling it, and its percent grows as the panel comes in.
        let percentVelocity = context.isPresentation ? -speed : speed
        if context.isPresentation == dismisses {
            cancel(velocity: percentVelocity)
        } else {
            finish(velocity: percentVelocity)
        }
    }

    // MARK: Touchpad swipes (tests drive these with synthetic swipes)

    /// Two fingers start scrolling over the container: a drag from wherever
    /// the pointer is, its translation the swipe's (`TouchpadSwipe`).
    public func swipeBegan() {
        input = swipeGesture
        deceleration = ReleaseDecision.touchpadDeceleration
        isClaimed = false
        velocity.reset()
        startedOnPanel = true
    }

    public func swipeMoved(_ swipe: TouchpadSwipe, at time: Double) {
        guard let translation = translation(of: swipe) else { return }
        // A swipe that would scroll the panel's own list scrolls it (the
        // medal table pulled down from its top, not from the middle).
        if !isClaimed, scrollsContent(translation) {
            deny()
            return
        }
        dragMoved(to: translation, at: time)
    }

    public func swipeEnded(_ swipe: TouchpadSwipe, at time: Double) {
        guard let translation = translation(of: swipe) else { return }
        dragEnded(at: translation, time: time)
    }

    private func translation(of swipe: TouchpadSwipe) -> Point? {
        guard let stage = controller.containerView else { return nil }
        return swipe.translation(over: stage.frame(of: controller.presentedView).size)
    }

    /// Whether content in the panel can scroll the way `translation` moves
    /// it, along the panel's axis.
    private func scrollsContent(_ translation: Point) -> Bool {
        let along = direction.isHorizontal ? translation.x : translation.y
        guard along != 0 else { return false }
        // The content moving back (up, left) is scrolling forward (down, right).
        return ScrolledContent.canScroll(in: controller.presentedView, horizontally: direction.isHorizontal, forward: along < 0)
    }

    // MARK: Taking hold

    /// Starts an interactive dismissal, or takes over the transition under way.
    private func takeHold() -> Bool {
        let presenter = controller.presentingViewController
        guard let stage = controller.containerView else { return false }
        if let running = stage.presenter.runningTransition(presentedBy: presenter) {
            takeOver(running)
            startDistance = running.isPresentation ? 1 - running.fractionComplete : running.fractionComplete
            return isDriving
        }
        guard stage.presenter.phase(presentedBy: presenter) == .presented else { return false }
        wantsInteractiveStart = true
        startDistance = 0
        controller.presentedViewController.dismiss(animated: true)
        return isDriving
    }

    private func driveTo(_ distance: Double) {
        guard let context else { return }
        update(context.isPresentation ? 1 - distance : distance)
    }

    private func isAlongAxis(_ offset: Point) -> Bool {
        direction.isHorizontal ? abs(offset.x) >= abs(offset.y) : abs(offset.y) >= abs(offset.x)
    }

    private func extent(of size: Size) -> Double {
        direction.isHorizontal ? size.width : size.height
    }

    private func claim() {
        isClaimed = true
        input?.claim()
    }

    private func deny() {
        input?.deny()
    }
}
