@_spi(GLib) import GtkStage
import Testing

/// Drags the card down to dismiss it, as a second app would wire a swipe:
/// a `SwipeTracker` on the stage whose delegate is the dismissal's
/// percent-driven interaction controller.
@MainActor
final class CardSwipe: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    private unowned let controller: CardController
    private(set) var tracker: SwipeTracker?
    /// True while a swipe starts the dismissal: the delegate then vends this object.
    private(set) var wantsInteractiveStart = false
    /// Every progress the tracker reported, in order.
    private(set) var steps: [Double] = []

    init(controller: CardController, stage: Stage) {
        self.controller = controller
        super.init()
        tracker = SwipeTracker(on: stage.widget, axis: .vertical, delegate: self)
    }

    func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        guard let point, let stage = controller.containerView else { return point == nil }
        let frame = stage.presentationFrame(of: controller.presentedView)
        return point.x >= frame.x && point.x < frame.maxX && point.y >= frame.y && point.y < frame.maxY
    }

    func swipeTrackerArea(_ tracker: SwipeTracker) -> Size { CardController.size }

    func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double { translation.y }

    func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        wantsInteractiveStart = true
        controller.presentedViewController.dismiss(animated: true)
        wantsInteractiveStart = false
        return isDriving ? 0 : nil
    }

    func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        steps.append(progress)
        update(progress)
    }

    func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        release.finishes ? finish(velocity: release.velocity) : cancel(velocity: release.velocity)
    }
}

/// A swipe through the library alone: it follows the input, finishes or
/// goes back on release, lets a sideways drag or a press off the card go,
/// and reads the same right to left.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct SwipeTests {
    private func presented(_ window: TestStageWindow) throws -> (CardTransitions, CardController, CardSwipe, SwipeTracker) {
        let transitions = CardTransitions(swipeable: true)
        window.root.present(transitions.card(), animated: false)
        window.waitUntil(.presented)
        let controller = try #require(transitions.lastController)
        let swipe = try #require(transitions.swipe)
        return (transitions, controller, swipe, try #require(swipe.tracker))
    }

    /// Drags from the card's middle down by `fractions` of its height, a frame apart.
    private func drag(
        _ tracker: SwipeTracker, on controller: CardController, in window: TestStageWindow,
        through fractions: [Double], from start: Double = 100
    ) {
        let frame = window.bounds(of: controller.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        for (index, fraction) in fractions.enumerated() {
            tracker.dragMoved(to: Point(x: 0, y: fraction * CardController.size.height), at: start + Double(index) * 0.1)
            window.frames(1)
        }
    }

    @Test func theCardFollowsTheDragAndGoesWhenLetGoPastHalfWay() throws {
        let window = TestStageWindow()
        let (_, controller, swipe, tracker) = try presented(window)
        let rest = controller.frameOfPresentedViewInContainerView
        drag(tracker, on: controller, in: window, through: [0.25, 0.5, 0.75, 0.75, 0.75])
        #expect(tracker.isSwiping)
        #expect(window.phase == .dismissing(.interrupted))
        // The slide moves the card by its own height over the whole transition.
        #expect(abs(window.bounds(of: controller.presentedView).y - (rest.y + 75)) < 1, "the card is under the input")
        #expect(abs(controller.dim.opacity - 0.25) < 0.01, "the dim follows")
        #expect(swipe.steps.first == 0.25 && swipe.steps.last == 0.75)
        tracker.dragEnded(at: Point(x: 0, y: 75), time: 101)
        window.waitUntil(.dismissed)
        #expect(window.root.presentedViewController == nil)
    }

    @Test func aShortDragGoesBackAndTheNextOneStillWorks() throws {
        let window = TestStageWindow()
        let (_, controller, _, tracker) = try presented(window)
        drag(tracker, on: controller, in: window, through: [0.2, 0.3, 0.3, 0.3])
        tracker.dragEnded(at: Point(x: 0, y: 30), time: 101)
        window.waitUntil(.presented)
        #expect(window.bounds(of: controller.presentedView) == controller.frameOfPresentedViewInContainerView)
        #expect(controller.dim.opacity == 1)
        // Push, pop, push: a second swipe from the same tracker.
        drag(tracker, on: controller, in: window, through: [0.4, 0.8, 0.8, 0.8], from: 200)
        tracker.dragEnded(at: Point(x: 0, y: 80), time: 201)
        window.waitUntil(.dismissed)
    }

    @Test func aSidewaysDragOrAPressOffTheCardIsLetGo() throws {
        let window = TestStageWindow()
        let (_, controller, _, tracker) = try presented(window)
        let frame = window.bounds(of: controller.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + 100, y: frame.y + 50))
        tracker.dragMoved(to: Point(x: 40, y: 10), at: 100)
        tracker.dragMoved(to: Point(x: 40, y: 90), at: 100.1)
        #expect(!tracker.isSwiping, "sideways first: not the card's swipe")
        tracker.dragEnded(at: Point(x: 40, y: 90), time: 100.2)
        tracker.dragBegan(at: Point(x: 5, y: 5))
        tracker.dragMoved(to: Point(x: 0, y: 90), at: 101)
        #expect(!tracker.isSwiping, "off the card")
        tracker.dragEnded(at: Point(x: 0, y: 90), time: 101.1)
        window.frames(3)
        #expect(window.phase == .presented)
    }

    @Test func aQuickFlickFromNearTheStartFinishes() throws {
        let window = TestStageWindow()
        let (_, controller, _, tracker) = try presented(window)
        let frame = window.bounds(of: controller.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        for step in 1...3 { tracker.dragMoved(to: Point(x: 0, y: Double(step) * 10), at: 100 + Double(step) / 60) }
        tracker.dragEnded(at: Point(x: 0, y: 40), time: 100 + 4.0 / 60)
        window.waitUntil(.dismissed)
    }

    @Test func rightToLeftTheVerticalSwipeIsTheSame() throws {
        gtk_init()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let window = TestStageWindow()
        #expect(gtk_widget_get_direction(window.stage.widget) == GTK_TEXT_DIR_RTL)
        let (_, controller, _, tracker) = try presented(window)
        drag(tracker, on: controller, in: window, through: [0.3, 0.7, 0.7, 0.7])
        tracker.dragEnded(at: Point(x: 0, y: 70), time: 101)
        window.waitUntil(.dismissed)
    }
}
