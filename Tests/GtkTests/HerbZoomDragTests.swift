import CGtk
import CMedalCount
import MedalData
import Presentation
import Testing

@_spi(GLib) @testable import GtkStage
@testable import MedalCountKit

/// The herb zoom grabbed on real widgets: a drag down shrinks the details
/// toward their thumbnail under the input, a release lands them or springs
/// them back, and a press catches them mid-flight. The input is synthetic,
/// fed to the stage's swipe tracker as the gestures feed it.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct HerbZoomDragTests {
    private typealias Demo = BeginnerCookTests.Demo

    private func zoomDrag(_ demo: Demo) throws -> ZoomDragInteraction {
        let controller = try #require(demo.controller as? ZoomPresentationController)
        return controller.zoomDrag
    }

    private func tracker(_ demo: Demo) throws -> SwipeTracker {
        try #require(try zoomDrag(demo).tracker)
    }

    private func presented(_ demo: Demo, herb: Int = 1) throws -> WidgetPointer {
        demo.screen.showDetails(at: herb)
        demo.waitUntil(.presented)
        return try #require(demo.controller?.presentedView)
    }

    /// The length of a whole shrink in this window.
    private func length(_ demo: Demo) -> Double { ZoomDrag.length(forContainerHeight: demo.stage.bounds.height) }

    private func center(_ rect: Rect) -> Point { Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2) }

    /// Presses at `start` and moves to `share` of a whole shrink down and
    /// `sideways` pixels across, in `steps` moves `interval` s apart, a
    /// frame after each.
    private func drag(
        _ demo: Demo, from start: Point, to share: Double, sideways: Double = 0, steps: Int = 10,
        interval: Double = 0.05, at time: Double = 100
    ) throws {
        let tracker = try tracker(demo)
        tracker.dragBegan(at: start)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            tracker.dragMoved(
                to: Point(x: sideways * fraction, y: length(demo) * share * fraction), at: time + Double(step) * interval)
            demo.frames(1)
        }
    }

    private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1.5) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func theDetailsShrinkUnderTheDragAndFollowItSideways(share: Double) throws {
        let demo = Demo()
        let view = try presented(demo)
        let details = try #require(demo.details)
        let zoom = try #require(demo.controller as? ZoomPresentationController)
        let press = Point(x: 450, y: 300)
        // Mostly down from the first motion (a sideways start is not a zoom drag), then sideways too.
        try drag(demo, from: press, to: share, sideways: 40)
        #expect(demo.phase == .dismissing(.interrupted))
        let geometry = ZoomGeometry(
            sourceFrame: demo.bounds(of: demo.screen.thumbnails[1]), finalFrame: demo.stage.bounds,
            sourceCornerRadius: HerbsScreen.thumbnailRadius)
        let growth = 1 - share
        let path = geometry.frame(at: growth)
        let grab = ZoomDrag(grabbedAt: press, in: demo.stage.bounds)
        let expected = grab.heldFrame(path, input: Point(x: press.x + 40, y: press.y + length(demo) * share))
        #expect(near(demo.bounds(of: view), expected), "at \(share): \(demo.bounds(of: view)) vs \(expected)")
        #expect(
            abs(gtk_widget_get_opacity(details.contentView) - PopGeometry.contentOpacity(at: growth)) < 0.005,
            "the text fades with the shrink")
        let corner = geometry.localCorner(at: growth)
        #expect(abs(zoom.corner.width - corner.width) < 0.5, "the corners round with the shrink")
        try tracker(demo).dragEnded(at: Point(x: 40, y: length(demo) * share), time: 101.5)
        demo.waitUntil(share > 0.5 ? .dismissed : .presented)
    }

    @Test func aDragOfATenthOfTheWindowSpringsBackToFull() throws {
        let demo = Demo()
        let view = try presented(demo)
        // A tenth of the window's height is a quarter of a whole shrink.
        let share = demo.stage.bounds.height * 0.1 / length(demo)
        try drag(demo, from: Point(x: 450, y: 300), to: share, sideways: 40, interval: 0.1)
        try tracker(demo).dragEnded(at: Point(x: 40, y: length(demo) * share), time: 102)
        #expect(demo.phase == .dismissing(.reversed))
        demo.waitUntil(.presented)
        demo.frames(2)
        #expect(near(demo.bounds(of: view), demo.stage.bounds), "back filling the window: \(demo.bounds(of: view))")
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[1]) == 0, "the thumbnail stays hidden under them")
        // Sprung back, they follow the window again.
        gtk_window_set_default_size(gcast(demo.window.window), 700, 800)
        let stage = demo.stage
        #expect(GtkHarness.pump { stage.bounds.width < 800 })
        demo.frames(2)
        #expect(near(demo.bounds(of: view), demo.stage.bounds), "after a resize: \(demo.bounds(of: view))")
    }

    /// Dragged up (or sideways at full size) they stay filling the window:
    /// nothing lifts them off it, so the release has nothing to jump back.
    @Test func aDragUpLeavesTheDetailsFillingTheWindow() throws {
        let demo = Demo()
        let view = try presented(demo)
        let tracker = try tracker(demo)
        tracker.dragBegan(at: Point(x: 450, y: 300))
        for step in 1...8 {
            tracker.dragMoved(to: Point(x: 5 * Double(step), y: -20 * Double(step)), at: 100 + Double(step) * 0.05)
            demo.frames(1)
        }
        #expect(near(demo.bounds(of: view), demo.stage.bounds), "held at full size: \(demo.bounds(of: view))")
        tracker.dragEnded(at: Point(x: 40, y: -160), time: 100.5)
        demo.frames(1)
        #expect(near(demo.bounds(of: view), demo.stage.bounds), "no jump at the release: \(demo.bounds(of: view))")
        demo.waitUntil(.presented)
    }

    /// The stage's pinch gesture, fed as GTK feeds it.
    private func pinchGesture(_ demo: Demo) throws -> PinchGesture {
        try #require(try tracker(demo).pinch, "the zoom's tracker has no pinch gesture")
    }

    /// Pinches on the touchpad from 1 to `scale` around `center`, moving
    /// the centre `sideways` pixels across, in ten steps `interval` s apart,
    /// a frame after each.
    private func pinch(
        _ demo: Demo, at center: Point, to scale: Double, sideways: Double = 0, interval: Double = 0.05,
        at time: Double = 100
    ) throws {
        let gesture = try pinchGesture(demo)
        gesture.pinchBegan(at: center)
        for step in 1...10 {
            let fraction = Double(step) / 10
            gesture.pinchMoved(
                scale: 1 - (1 - scale) * fraction, center: Point(x: center.x + sideways * fraction, y: center.y),
                time: time + Double(step) * interval)
            demo.frames(1)
        }
    }

    /// Two fingers pinched in on a touchpad shrink the details as far as a
    /// drag down would (pinched to half, half of the way), around the
    /// fingers' centre, which they follow sideways; let go slowly past half
    /// way they land in the thumbnail (the release is where the pinch last
    /// was: GTK reads a scale of 1 once it has ended), short of it they
    /// spring back.
    @Test func aTouchpadPinchShrinksTheDetailsAndItsReleaseDecides() throws {
        let demo = Demo()
        let view = try presented(demo)
        let centre = Point(x: 450, y: 300)
        try pinch(demo, at: centre, to: 0.5, sideways: 30)
        #expect(demo.phase == .dismissing(.interrupted), "the pinch did not take the details: \(demo.phase)")
        let geometry = ZoomGeometry(
            sourceFrame: demo.bounds(of: demo.screen.thumbnails[1]), finalFrame: demo.stage.bounds,
            sourceCornerRadius: HerbsScreen.thumbnailRadius)
        let path = geometry.frame(at: 0.5)
        let expected = ZoomDrag(grabbedAt: centre, in: demo.stage.bounds).heldFrame(path, input: Point(x: centre.x + 30, y: centre.y))
        #expect(near(demo.bounds(of: view), expected), "pinched to half: \(demo.bounds(of: view)) vs \(expected)")
        // Pinched back out a little, held, and let go short of half way: back to full.
        let gesture = try pinchGesture(demo)
        gesture.pinchMoved(scale: 0.8, center: Point(x: centre.x + 30, y: centre.y), time: 101)
        demo.frames(1)
        gesture.pinchEnded(time: 101.5)
        #expect(demo.phase == .dismissing(.reversed))
        demo.waitUntil(.presented)
        demo.frames(2)
        #expect(near(demo.bounds(of: view), demo.stage.bounds), "back filling the window: \(demo.bounds(of: view))")

        try pinch(demo, at: centre, to: 0.3, at: 110)
        gesture.pinchEnded(time: 111.5)
        #expect(demo.phase == .dismissing(.forward), "pinched to 0.3 and let go slowly, they go home: \(demo.phase)")
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[1]) == 1, "the thumbnail is back")
    }

    /// A tracker has a pinch gesture only while it reads pinches (the medal
    /// table's sheet has none: BottomSheetTests).
    @Test func onlyATrackerThatReadsPinchesHasAPinchGesture() throws {
        let demo = Demo()
        _ = try presented(demo)
        let tracker = try tracker(demo)
        #expect(tracker.readsPinches && tracker.pinch != nil)
        tracker.readsPinches = false
        #expect(tracker.pinch == nil, "the gesture stayed on the stage")
        tracker.readsPinches = true
        #expect(tracker.pinch != nil)
        demo.screen.dismiss(animated: false)
    }

    @Test func aDragOfFortyPercentReleasedSlowlyLandsInTheThumbnail() throws {
        let demo = Demo()
        _ = try presented(demo, herb: 2)
        let watch = try FinalizationWatch(#require(demo.controller?.presentedView))
        try drag(demo, from: Point(x: 450, y: 200), to: 1, sideways: -30, interval: 0.1)
        try tracker(demo).dragEnded(at: Point(x: -30, y: length(demo)), time: 103)
        #expect(demo.phase == .dismissing(.forward))
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[2]) == 1, "the thumbnail is back")
        #expect(GtkHarness.pump { watch.isFinalized }, "the dragged-home details leaked")
    }

    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func theReleasedDetailsLandWhereTheThumbnailIsNow(_ direction: GtkTextDirection) throws {
        GtkHarness.prepare()
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let demo = Demo()
        let view = try presented(demo, herb: 3)
        try drag(demo, from: Point(x: 300, y: 300), to: 0.9, sideways: 80)
        // The window changes while the input holds them; the landing reads the thumbnail again.
        gtk_window_set_default_size(gcast(demo.window.window), 760, 640)
        let stage = demo.stage
        #expect(GtkHarness.pump { stage.bounds.width < 800 })
        try tracker(demo).dragEnded(at: Point(x: 80, y: length(demo) * 0.9), time: 102)
        let context = try #require(demo.stage.presenter.runningTransition(presentedBy: demo.screen))
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(1)
        demo.frames(1)
        let thumbnail = demo.bounds(of: demo.screen.thumbnails[3])
        #expect(near(demo.bounds(of: view), thumbnail), "landed at \(demo.bounds(of: view)), the thumbnail is at \(thumbnail)")
        context.finishInteractiveTransition()
        demo.waitUntil(.dismissed)
    }

    @Test func aPressCatchesThePopWhereItIsAndAClickThenSendsItHome() throws {
        let demo = Demo()
        demo.stage.motion = Motion(timeScale: 5)
        demo.screen.showDetails(at: 0)
        demo.frames(12)
        let view = try #require(demo.controller?.presentedView)
        let before = demo.stage.presentationFrame(of: view)
        #expect(demo.phase == .presenting(.forward))
        try tracker(demo).dragBegan(at: center(before))
        #expect(demo.phase == .presenting(.interrupted))
        #expect(try zoomDrag(demo).hasCaught)
        demo.frames(4)
        #expect(near(demo.stage.presentationFrame(of: view), before, 0.01), "held where the press caught it")
        // Lifted without a drag: the details go home, as a click on them does.
        try tracker(demo).dragEnded(at: .zero, time: 100)
        #expect(demo.phase == .presenting(.reversed))
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[0]) == 1)
    }

    @Test func aPressCatchesTheShrinkAndADragUpSendsItBack() throws {
        let demo = Demo()
        let view = try presented(demo, herb: 4)
        demo.stage.motion = Motion(timeScale: 5)
        demo.details?.dismiss(animated: true)
        demo.frames(12)
        #expect(demo.phase == .dismissing(.forward))
        let before = demo.stage.presentationFrame(of: view)
        let press = center(before)
        try tracker(demo).dragBegan(at: press)
        #expect(demo.phase == .dismissing(.interrupted))
        demo.frames(3)
        #expect(near(demo.stage.presentationFrame(of: view), before, 0.01), "no jump at the catch")
        // A first step just past the threshold: they grow a little, and the
        // point pressed stays under the input, 9 px up.
        try tracker(demo).dragMoved(to: Point(x: 0, y: -9), at: 100.05)
        demo.frames(1)
        let first = demo.stage.presentationFrame(of: view)
        let grab = ZoomDrag(grabbedAt: press, in: before).grab
        #expect(first.width > before.width && first.width - before.width < 0.1 * demo.stage.bounds.width)
        #expect(abs(first.x + grab.x * first.width - press.x) < 0.5, "\(first) after \(before)")
        #expect(abs(first.y + grab.y * first.height - (press.y - 9)) < 0.5, "\(first) after \(before)")
        for step in 2...10 {
            try tracker(demo).dragMoved(to: Point(x: 0, y: -length(demo) * Double(step) / 10), at: 100 + Double(step) * 0.05)
            demo.frames(1)
        }
        try tracker(demo).dragEnded(at: Point(x: 0, y: -length(demo)), time: 101)
        demo.waitUntil(.presented)
        demo.frames(2)
        #expect(near(demo.bounds(of: view), demo.stage.bounds))
    }

    /// Escape, pressed for real while a press holds the pop (and while a
    /// drag holds the details at rest), sends them home at once; the input's
    /// later motions and release go nowhere.
    @Test(.enabled(if: RealPointer.isAvailable))
    func escapeWhileHeldSendsTheDetailsHome() throws {
        let demo = Demo()
        let title = "herb-zoom-escape"
        gtk_window_set_title(gcast(demo.window.window), title)
        let keyboard = try #require(RealPointer(window: title))
        demo.stage.motion = Motion(timeScale: 5)
        demo.screen.showDetails(at: 0)
        demo.frames(12)
        let view = try #require(demo.controller?.presentedView)
        try tracker(demo).dragBegan(at: center(demo.stage.presentationFrame(of: view)))
        #expect(demo.phase == .presenting(.interrupted))
        keyboard.key("Escape")
        #expect(GtkHarness.pump { demo.phase == .presenting(.reversed) }, "Escape left the caught pop held: \(demo.phase)")
        #expect(try !zoomDrag(demo).hasCaught)
        // The press's later motion does not take the details back.
        try tracker(demo).dragMoved(to: Point(x: 0, y: 60), at: 100.1)
        try tracker(demo).dragEnded(at: Point(x: 0, y: 60), time: 100.2)
        #expect(demo.phase == .presenting(.reversed))
        demo.waitUntil(.dismissed)

        // At rest, a drag under way: Escape lands them in the thumbnail.
        demo.stage.motion = Motion(timeScale: 1)
        _ = try presented(demo, herb: 2)
        try drag(demo, from: center(demo.stage.bounds), to: 0.3)
        #expect(demo.phase == .dismissing(.interrupted) || demo.phase == .dismissing(.forward))
        keyboard.key("Escape")
        #expect(GtkHarness.pump { demo.phase == .dismissed || demo.phase == .dismissing(.forward) }, "Escape during a drag: \(demo.phase)")
        try tracker(demo).dragEnded(at: Point(x: 0, y: 0), time: 102)
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[2]) == 1)
    }

    /// The chapter's simple fade is a plain custom transition: a drag on it
    /// moves nothing, and a click closes it.
    @Test func theSimpleFadeHasNoZoomDrag() throws {
        let demo = Demo(usesFade: true)
        _ = try presented(demo)
        #expect(demo.controller?.interactionTracker == nil, "the fade has the zoom's drag")
        #expect(!(demo.controller is ZoomPresentationController))
        demo.details?.dismiss(animated: true)
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[1]) == 1)
    }
}
