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
/// dismissal while a drag is on, and the delegate of the `SwipeTracker` that
/// reads the input. A drag that starts while the panel is still moving takes
/// the running transition over from where the panel is.
@MainActor
public final class SlideInDragInteraction: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    public let direction: PresentationDirection
    private unowned let controller: PresentationController
    /// True between a drag's start and its release: the manager then vends
    /// this object for the dismissal.
    public private(set) var wantsInteractiveStart = false
    /// The drags and touchpad swipes on the stage, while the panel is up
    /// (tests drive it with synthetic input).
    public private(set) var tracker: SwipeTracker?
    /// Where the current drag was pressed, in the stage (nil for a touchpad swipe).
    private var pressPoint: Point?

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
        guard tracker == nil else { return }
        tracker = SwipeTracker(on: stage, axis: direction.isHorizontal ? .horizontal : .vertical, delegate: self)
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        tracker?.uninstall()
        tracker = nil
    }

    // MARK: SwipeTrackerDelegate

    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        pressPoint = point
        guard let point else { return true }
        let frame = controller.containerView?.presentationFrame(of: controller.presentedView) ?? .zero
        return frame.contains(point)
    }

    public func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        controller.containerView.map { $0.frame(of: controller.presentedView).size } ?? .zero
    }

    public func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        SlideInGeometry.dismissalDistance(for: direction, translation: translation)
    }

    /// A finger or touchpad swipe that would scroll the panel's own list
    /// scrolls it (the medal table pulled down from its top, not from the middle).
    public func swipeTracker(_ tracker: SwipeTracker, contentScrollsBy translation: Point) -> Bool {
        let along = direction.isHorizontal ? translation.x : translation.y
        guard along != 0, pressIsOnScrolledContent else { return false }
        // The content moving back (up, left) is scrolling forward (down, right).
        return ScrolledContent.canScroll(in: controller.presentedView, horizontally: direction.isHorizontal, forward: along < 0)
    }

    /// Whether the finger went down on the panel's scrolled content (a
    /// finger on the panel's header moves the panel whatever the rows can
    /// do); a touchpad swipe is over wherever the pointer is, taken as the content.
    private var pressIsOnScrolledContent: Bool {
        guard let pressPoint else { return true }
        guard let stage = controller.containerView,
            let scrolled = WidgetTree.first(in: controller.presentedView, where: { cgtk_is_scrolled_window($0) != 0 })
        else { return false }
        return Widgets.bounds(of: scrolled, in: stage)?.contains(pressPoint) ?? false
    }

    /// Starts an interactive dismissal, or takes over the transition under
    /// way; the progress is how far the panel is toward its edge.
    public func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        let presenter = controller.presentingViewController
        guard let stage = controller.containerView else { return nil }
        if let running = stage.presenter.runningTransition(presentedBy: presenter) {
            takeOver(running)
            return isDriving ? (running.isPresentation ? 1 - running.fractionComplete : running.fractionComplete) : nil
        }
        guard stage.presenter.phase(presentedBy: presenter) == .presented else { return nil }
        wantsInteractiveStart = true
        controller.presentedViewController.dismiss(animated: true)
        wantsInteractiveStart = isDriving
        return isDriving ? 0 : nil
    }

    public func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        guard let context else { return }
        update(context.isPresentation ? 1 - progress : progress)
    }

    public func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        wantsInteractiveStart = false
        guard let context else { return }
        // A held presentation runs the other way round: dismissing it is
        // cancelling it, and its percent grows as the panel comes in.
        let velocity = context.isPresentation ? -release.velocity : release.velocity
        if context.isPresentation == release.finishes {
            cancel(velocity: velocity)
        } else {
            finish(velocity: velocity)
        }
    }
}
