import CGtk
import Presentation

/// Drag-to-dismiss for a presentation of your own: a person drags the
/// presented view toward the edge it leaves by, with the pointer, a finger
/// or a two-finger touchpad swipe. The view (and whatever its presentation
/// animates along, a dim) follows, and on release the dismissal finishes,
/// where the motion would come to rest is past half way, or the view goes
/// back; either way it carries on at the speed it had. A drag that starts
/// while the view is still moving takes the running transition over from
/// where it is.
///
/// A presentation controller attaches one by naming the edge, in its
/// initializer; that is all:
///
/// ```swift
/// override init(presentedViewController: ViewController, presenting: ViewController) {
///     super.init(presentedViewController: presentedViewController, presenting: presenting)
///     dismissalDrag = DismissDragInteraction(toward: .bottom)
/// }
/// ```
///
/// The presentation installs it on its stage as it begins, so drags are
/// read in the stage's coordinates wherever they start (a gesture on the
/// moving view itself would be carried along by it, and see half the
/// pointer's motion), and takes it away with itself; the presenter lets it
/// drive the dismissal when the transitioning delegate vends no interaction
/// controller of its own (when it does, a drag only starts the dismissal,
/// which then runs on its own). `.leading` and `.trailing` are resolved by
/// the stage's direction as each presentation begins: right to left, a
/// panel that leaves by its leading edge is dragged to the right.
///
/// A drag is a person's dismissal: the presentation controller's delegate
/// is asked first (`presentationControllerShouldDismiss`), and a refusal
/// leaves the view where it is. Only the topmost presentation is dragged:
/// while the presented screen presents another, its drag waits.
@MainActor
public final class DismissDragInteraction: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    /// How far a whole drag goes, in pixels: what counts as all the way to
    /// dismissed. Nil (the default): the presented view's size along the drag.
    public var dismissalDistance: (@MainActor () -> Double)?
    /// Whether a drag may start now. True by default.
    public var isEnabled = true
    /// Whether a drag may start anywhere on the stage (on a dim beside the
    /// view as well); by default only on the presented view, where the
    /// press is, or, for a touchpad swipe, where the pointer is.
    public var startsAnywhere = false
    /// The side the presented view leaves by, as the presentation began.
    public private(set) var direction: PresentationDirection
    /// Reads the drags, while the presentation is up (tests drive it with
    /// synthetic input).
    public private(set) var tracker: SwipeTracker?
    /// The presentation it dismisses (set as a controller attaches it).
    weak var controller: PresentationController?
    /// True between a drag's start and its release: the presenter then
    /// lets this object drive the dismissal.
    private(set) var wantsInteractiveStart = false
    /// Where the current drag was pressed, in the stage (nil for a touchpad swipe).
    private var pressPoint: Point?
    private let resolve: (LayoutDirection) -> PresentationDirection

    /// A drag toward `edge`, in the reading order.
    public init(toward edge: PresentationEdge) {
        resolve = { edge.resolved(for: $0) }
        direction = edge.resolved(for: .leftToRight)
        super.init()
    }

    /// A drag toward the physical side `direction` (left, right, top or
    /// bottom), whatever the reading order: for a presentation that has
    /// resolved its side already.
    public init(towardSide direction: PresentationDirection) {
        resolve = { _ in direction }
        self.direction = direction
        super.init()
    }

    /// Starts listening on `stage`, as the presentation begins; harmless twice.
    func install(on stage: Stage) {
        direction = resolve(LayoutDirection(of: stage.widget))
        guard tracker == nil else { return }
        tracker = SwipeTracker(on: stage.widget, axis: direction.isHorizontal ? .horizontal : .vertical, delegate: self)
    }

    /// Stops listening, with the presentation; harmless twice.
    func uninstall() {
        tracker?.uninstall()
        tracker = nil
        wantsInteractiveStart = false
    }

    /// The interaction controller for a dismissal being asked for: this one
    /// while a drag asks for it.
    var interactionForDismissal: (any InteractiveTransitioning)? { wantsInteractiveStart ? self : nil }

    // MARK: SwipeTrackerDelegate

    /// Whether a drag may start at `point` (a touchpad swipe: at the
    /// pointer): while enabled, on the topmost presentation, on its view
    /// unless ``startsAnywhere``.
    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        pressPoint = point
        guard isEnabled, let controller, let stage = controller.containerView,
            controller.presentedViewController.presentedViewController == nil
        else { return false }
        guard let place = point ?? tracker.touchpadPoint, !startsAnywhere else { return true }
        return stage.presentationFrame(of: controller.presentedView).contains(place)
    }

    /// The size a whole drag spans: the presented view's, or
    /// ``dismissalDistance`` along the drag.
    public func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        guard let controller, let stage = controller.containerView else { return .zero }
        let size = stage.frame(of: controller.presentedView).size
        guard let length = dismissalDistance?() else { return size }
        return direction.isHorizontal ? Size(width: length, height: size.height) : Size(width: size.width, height: length)
    }

    /// How far `translation` goes toward the side the view leaves by.
    public func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        direction.distance(of: translation)
    }

    /// Whether a finger or touchpad swipe would scroll the presented view's
    /// own content (a list pulled down from its top) scrolls it; a drag on
    /// anything else moves the view.
    public func swipeTracker(_ tracker: SwipeTracker, contentScrollsBy translation: Point) -> Bool {
        let along = direction.isHorizontal ? translation.x : translation.y
        guard along != 0, let controller, let stage = controller.containerView,
            let scrolled = WidgetTree.first(in: controller.presentedView, where: { cgtk_is_scrolled_window($0) != 0 })
        else { return false }
        if let pressPoint, stage.bounds(of: scrolled)?.contains(pressPoint) != true { return false }
        // The content moving back (up, left) is scrolling forward (down, right).
        return ScrolledContent.canScroll(in: controller.presentedView, horizontally: direction.isHorizontal, forward: along < 0)
    }

    /// Takes the running transition over, or starts the dismissal of a
    /// presentation at rest (when its delegate lets a person dismiss it);
    /// how far toward dismissed it is.
    public func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        guard let controller else { return nil }
        if let running = controller.runningTransition { return takeOverTowardDismissal(running) }
        guard controller.phase == .presented, controller.acceptsDismissalByPerson() else { return nil }
        wantsInteractiveStart = true
        controller.presentedViewController.dismiss(animated: true)
        wantsInteractiveStart = isDriving
        return isDriving ? 0 : nil
    }

    /// Moves the transition to `progress` toward dismissed.
    public func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        updateTowardDismissal(progress)
    }

    /// Finishes the dismissal where the motion would come to rest past half
    /// way, else sends the view back; a presentation caught on its way in
    /// goes only if its delegate lets a person dismiss it.
    public func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        wantsInteractiveStart = false
        guard let context, let controller else { return }
        // Refused, it comes in from where it is, not flung the other way.
        let accepted = !release.finishes || !context.isPresentation || controller.acceptsDismissalByPerson()
        endTowardDismissal(dismisses: release.finishes && accepted, velocity: accepted ? release.velocity : 0)
    }
}
