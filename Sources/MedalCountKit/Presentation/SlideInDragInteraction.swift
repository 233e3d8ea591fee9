import CGtk
import GtkStage
import Presentation

/// Lets a person drag a slide-in panel back toward the edge it came from:
/// the panel and the dim follow the pointer, and on release the dismissal
/// finishes (past half way, or flung) or the panel springs back.
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
    private var gesture: DragGesture?
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
        completionCurve = .easeOut
    }

    /// Listens for drags on `stage`, the container. The gesture lives there,
    /// not on the panel, so its offsets are not carried along by the panel
    /// they move; a drag counts only if it starts on the panel.
    func install(on stage: WidgetPointer) {
        guard gesture == nil else { return }
        gesture = DragGesture(on: stage, began: { [weak self] start in self?.dragBegan(at: start) },
                              moved: { [weak self] offset, time in self?.dragMoved(to: offset, at: time) },
                              ended: { [weak self] offset, time in self?.dragEnded(at: offset, time: time) })
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        gesture?.uninstall()
        gesture = nil
    }

    // MARK: The gesture's handlers (tests drive these with synthetic drags)

    /// A press at `point`, in the container's coordinates.
    public func dragBegan(at point: Point) {
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
        let dismisses = ReleaseDecision.shouldFinish(percent: lastDistance, velocity: speed)
        // A held presentation runs the other way round: dismissing it is cancelling it.
        if context.isPresentation == dismisses {
            cancel()
        } else {
            finish()
        }
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
        gesture?.claim()
    }

    private func deny() {
        gesture?.deny()
    }
}
