import Testing

@_spi(GLib) @testable import GtkStage

/// A card presented as an adopter writes one today: the library's dim and
/// drag to dismiss set in the controller's initializer, and nothing else.
@MainActor
final class DraggedCardController: PresentationController {
    /// Says no to every dismissal by a person while set.
    final class Refusal: AdaptivePresentationControllerDelegate {
        var refuses = true
        private(set) var attempts = 0
        func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { !refuses }
        func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { attempts += 1 }
    }

    init(presentedViewController: ViewController, presenting: ViewController, edge: PresentationEdge) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView = DimmingView(label: "Dismiss") { [weak self] in self?.attemptDismissal() }
        dismissalDrag = DismissDragInteraction(toward: edge)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerBounds
        return Rect(x: (bounds.width - 200) / 2, y: (bounds.height - 100) / 2, width: 200, height: 100)
    }
}

/// Vends the dragged card and `CardSlide` (a whole card's height, linear).
@MainActor
final class DraggedCardTransitions: TransitioningDelegate {
    let edge: PresentationEdge
    private(set) weak var controller: DraggedCardController?

    init(edge: PresentationEdge = .bottom) {
        self.edge = edge
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? {
        let made = DraggedCardController(presentedViewController: presented, presenting: presenting, edge: edge)
        controller = made
        return made
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        CardSlide(isPresentation: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        CardSlide(isPresentation: false)
    }

    func card(_ title: String = "Card") -> ViewController {
        let card = ViewController(view: gtk_label_new(title), title: title)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        return card
    }
}

/// The middle of `rect`.
private func middle(of rect: Rect) -> Point {
    Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
}

/// `DismissDragInteraction` and `PresentationController.dimmingView` as an
/// adopter's card gets them: the card follows the pointer one to one, goes
/// past half way and comes back short of it, a refusing delegate keeps it,
/// only the topmost card is dragged, the dim fades along and goes with it.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct DismissDragTests {
    private func presented(_ transitions: DraggedCardTransitions, in window: TestStageWindow) throws -> DraggedCardController {
        window.root.present(transitions.card(), animated: true)
        window.waitUntil(.presented)
        window.frames(2)
        return try #require(transitions.controller)
    }

    @Test func theCardFollowsThePointerAndGoesPastHalfWay() throws {
        let window = TestStageWindow()
        let transitions = DraggedCardTransitions()
        let controller = try presented(transitions, in: window)
        let tracker = try #require(controller.dismissalDrag?.tracker)
        let rest = window.stage.presentationFrame(of: controller.presentedView)
        tracker.dragBegan(at: middle(of: rest))
        for step in 1...6 {
            tracker.dragMoved(to: Point(x: 0, y: Double(step) * 10), at: 1 + Double(step) * 0.1)
            window.frames(1)
        }
        let moved = window.stage.presentationFrame(of: controller.presentedView)
        #expect(abs(moved.y - (rest.y + 60)) <= 1, "60 px down moves the card 60 px: \(moved.y - rest.y)")
        let dim = try #require(controller.dimmingView)
        #expect(abs(dimLevel(dim.widget) - 0.4) < 0.05, "the dim lightens along: \(dimLevel(dim.widget))")
        tracker.dragEnded(at: Point(x: 0, y: 60), time: 2.5)
        window.waitUntil(.dismissed)
        window.frames(2)
        #expect(!window.stage.contains(dim.widget), "the dim went with the card")
        #expect(window.viewsAboveRoot.isEmpty)
    }

    @Test func aShortDragSendsTheCardBack() throws {
        let window = TestStageWindow()
        let controller = try presented(DraggedCardTransitions(), in: window)
        let tracker = try #require(controller.dismissalDrag?.tracker)
        let rest = window.stage.presentationFrame(of: controller.presentedView)
        tracker.dragBegan(at: middle(of: rest))
        tracker.dragMoved(to: Point(x: 0, y: 20), at: 1)
        window.frames(1)
        tracker.dragEnded(at: Point(x: 0, y: 20), time: 2.5)
        window.waitUntil(.presented)
        #expect(window.stage.presentationFrame(of: controller.presentedView).y == rest.y, "back where it rests")
    }

    @Test func aRefusingDelegateKeepsTheCardWhereItIs() throws {
        let window = TestStageWindow()
        let controller = try presented(DraggedCardTransitions(), in: window)
        let refusal = DraggedCardController.Refusal()
        controller.delegate = refusal
        let tracker = try #require(controller.dismissalDrag?.tracker)
        let rest = window.stage.presentationFrame(of: controller.presentedView)
        tracker.dragBegan(at: middle(of: rest))
        tracker.dragMoved(to: Point(x: 0, y: 80), at: 1)
        window.frames(2)
        tracker.dragEnded(at: Point(x: 0, y: 80), time: 1.05)
        window.frames(4)
        #expect(window.phase == .presented)
        #expect(window.stage.presentationFrame(of: controller.presentedView).y == rest.y, "a refused drag moves nothing")
        #expect(refusal.attempts == 1, "the delegate is told of the attempt")
    }

    @Test func onlyTheTopmostCardIsDragged() throws {
        let window = TestStageWindow()
        let lower = DraggedCardTransitions()
        let lowerController = try presented(lower, in: window)
        let upper = DraggedCardTransitions()
        lowerController.presentedViewController.present(upper.card("Upper"), animated: false)
        window.frames(2)
        let drag = try #require(lowerController.dismissalDrag)
        let tracker = try #require(drag.tracker)
        let frame = window.stage.presentationFrame(of: lowerController.presentedView)
        #expect(!drag.swipeTracker(tracker, shouldBeginAt: middle(of: frame)))
        #expect(!drag.swipeTracker(tracker, shouldBeginAt: nil), "nor by a touchpad")
    }

    @Test func theLeadingEdgeIsTheRightOneRightToLeft() throws {
        let window = TestStageWindow()
        gtk_widget_set_direction(window.stage.widget, GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_direction(window.stage.widget, GTK_TEXT_DIR_NONE) }
        let controller = try presented(DraggedCardTransitions(edge: .leading), in: window)
        let drag = try #require(controller.dismissalDrag)
        let tracker = try #require(drag.tracker)
        #expect(drag.direction == .right)
        #expect(drag.swipeTracker(tracker, distanceFor: Point(x: 30, y: 0)) == 30, "to the right is toward dismissed")
    }

    @Test func theDimFadesInWithTheCardAndGoesWithItsDismissal() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(timeScale: 1, clock: .sixtyFramesASecond)
        let transitions = DraggedCardTransitions()
        window.root.present(transitions.card(), animated: true)
        let controller = try #require(transitions.controller)
        let dim = try #require(controller.dimmingView)
        window.frames(9)
        let midway = dimLevel(dim.widget)
        #expect(midway > 0.1 && midway < 0.9, "half way in, the dim is half in: \(midway)")
        window.waitUntil(.presented)
        #expect(dimLevel(dim.widget) == 1)
        #expect(window.viewsAboveRoot.first == dim.widget, "the dim lies beneath the card")
        window.root.dismiss(animated: true)
        window.waitUntil(.dismissed)
        window.frames(2)
        #expect(!window.stage.contains(dim.widget))
    }
}
