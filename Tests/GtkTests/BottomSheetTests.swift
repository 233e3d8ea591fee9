import CGtk
import MedalData
import Presentation
import Testing

@testable import GtkStage
@testable import MedalCountKit

/// The medal table as a bottom sheet: it opens at two thirds, rests at each
/// detent in windows of three sizes, keeps its detent through a resize,
/// cycles through them with its grabber, dims as deep as its height asks,
/// and a run between detents can be caught and turned round without a jump.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct BottomSheetTests {
    static let sizes: [(Int32, Int32)] = [(900, 600), (700, 820), (1_280, 1_000)]

    private func presentMedalTable(_ window: TestWindow) throws -> (SlideInPresentationController, BottomSheet) {
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        window.frames(2)
        let controller = try #require(window.controller as? SlideInPresentationController)
        return (controller, try #require(controller.sheet))
    }

    /// The sheet's frame when it rests at `detent` in `window`: attached to the bottom, its detent's height.
    private func expectedFrame(_ detent: SheetDetent, in window: TestWindow) -> Rect {
        let container = window.stage.bounds.size
        let height = detent.height(in: container.height).rounded()
        return Rect(x: 0, y: container.height - height, width: container.width, height: height)
    }

    private func settle(_ sheet: BottomSheet, in window: TestWindow) {
        #expect(GtkHarness.pump { !sheet.isRunning }, "the run between detents ends")
        window.frames(2)
    }

    @Test(arguments: 0..<3)
    func itOpensAtTwoThirdsAndRestsAtEachDetent(size: Int) throws {
        let (width, height) = Self.sizes[size]
        let window = TestWindow(width: width, height: height)
        let (controller, sheet) = try presentMedalTable(window)
        #expect(sheet.detent == MedalSheetDetents.twoThirds)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.twoThirds, in: window))
        #expect(
            window.bounds(of: controller.presentedView) == SlideInGeometry.frame(for: .bottom, in: window.stage.bounds.size),
            "two thirds is the tutorial's panel")
        for detent in [SheetDetent.medium, MedalSheetDetents.large, MedalSheetDetents.twoThirds] {
            sheet.move(to: detent)
            settle(sheet, in: window)
            #expect(window.bounds(of: controller.presentedView) == expectedFrame(detent, in: window), "at \(detent.identifier)")
        }
    }

    @Test func theFocusOpensOnTheFirstNationNotTheGrabber() throws {
        let window = TestWindow()
        let (_, sheet) = try presentMedalTable(window)
        let table = try #require(window.controller?.shownViewController as? MedalTableScreen)
        let focus = gtk_window_get_focus(gcast(window.window.window))
        #expect(focus != nil && focus == table.nationRows.first)
        #expect(gtk_widget_get_visible(sheet.grabber) != 0 && gtk_widget_get_mapped(sheet.grabber) != 0)
    }

    @Test func aResizeKeepsTheDetentNotThePixels() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        sheet.move(to: .medium)
        settle(sheet, in: window)
        let before = window.bounds(of: controller.presentedView)
        window.resize(width: 900, height: 900)
        window.frames(2)
        let after = window.bounds(of: controller.presentedView)
        #expect(after == expectedFrame(.medium, in: window))
        #expect(after.height != before.height, "the height followed the window: \(before) then \(after)")
        #expect(sheet.detent == .medium)
    }

    @Test func theGrabberCyclesMediumTwoThirdsLargeMedium() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        gtk_widget_grab_focus(sheet.grabber)
        var seen: [String] = []
        for _ in 0..<4 {
            // What the keyboard does: Space or Enter on the focused grabber
            // activates it (GTK clicks it once its pressed look has shown).
            let before = sheet.detent
            gtk_widget_activate(sheet.grabber)
            #expect(GtkHarness.pump { sheet.detent != before }, "the activation moves the sheet on from \(before.identifier)")
            settle(sheet, in: window)
            seen.append(sheet.detent.identifier)
            #expect(window.bounds(of: controller.presentedView) == expectedFrame(sheet.detent, in: window))
        }
        #expect(seen == ["large", "medium", "two-thirds", "large"])
        #expect(gtk_window_get_focus(gcast(window.window.window)) == sheet.grabber, "the focus stays on the grabber")
    }

    @Test func theDimIsLighterAtMedium() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let dim = try #require(controller.dimmingWidget)
        #expect(abs(gtk_widget_get_opacity(dim) - 1) < 0.01, "full at two thirds")
        sheet.move(to: .medium)
        settle(sheet, in: window)
        #expect(abs(gtk_widget_get_opacity(dim) - 0.5) < 0.01, "half at medium")
        sheet.move(to: MedalSheetDetents.large)
        settle(sheet, in: window)
        #expect(abs(gtk_widget_get_opacity(dim) - 1) < 0.01, "full at large")
    }

    /// A sheet presented at two thirds (its height then `start`) on its
    /// way to large, slowed down, and visibly under way.
    private func runningToLarge() throws -> (TestWindow, SlideInPresentationController, BottomSheet, Double) {
        let window = TestWindow(width: 900, height: 700)
        window.stage.motion = Motion(timeScale: 4)
        let (controller, sheet) = try presentMedalTable(window)
        let start = window.bounds(of: controller.presentedView).height
        sheet.move(to: MedalSheetDetents.large)
        #expect(GtkHarness.pump { window.bounds(of: controller.presentedView).height > start + 20 }, "the run is under way")
        return (window, controller, sheet, start)
    }

    @Test func aRunCaughtMidWayTurnsRoundWithoutAJump() throws {
        let (window, controller, sheet, start) = try runningToLarge()
        let caught = sheet.stopRun()
        window.frames(1)
        let held = window.bounds(of: controller.presentedView).height
        #expect(abs(held - caught) <= 1, "caught where it was: \(caught), shown \(held)")
        let large = MedalSheetDetents.large.height(in: window.stage.bounds.height)
        #expect(held > start && held < large, "part way: \(start) < \(held) < \(large)")
        sheet.move(to: .medium)
        var heights: [Double] = []
        GtkHarness.pump(timeout: 5) {
            window.frames(1)
            heights.append(window.bounds(of: controller.presentedView).height)
            return !sheet.isRunning
        }
        let first = try #require(heights.first)
        #expect(first <= held + 1 && held - first < 60, "no jump as it turns round: \(held) then \(first)")
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $1 <= $0 + 0.5 }, "down all the way: \(heights)")
        #expect(heights.last == expectedFrame(.medium, in: window).height)
    }

    @Test func withoutAnimationsTheSheetMovesAtOnce() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let enabled = cgtk_settings_enable_animations()
        cgtk_settings_set_enable_animations(0)
        defer { cgtk_settings_set_enable_animations(enabled) }
        sheet.moveToNextDetent()
        window.frames(1)
        #expect(!sheet.isRunning)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window))
    }

    @Test func overTheWholeWindowTheSheetHasNoGrabber() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .fullscreen
        let window = TestWindow(width: 900, height: 600, options: options)
        let (controller, sheet) = try presentMedalTable(window)
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(gtk_widget_get_visible(sheet.grabber) == 0)
        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { !controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(gtk_widget_get_visible(sheet.grabber) != 0)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(sheet.detent, in: window))
    }

    // MARK: Dragging the grabber

    /// The grabber's centre, in the stage.
    private func grabberCentre(_ sheet: BottomSheet, in window: TestWindow) -> Point {
        let frame = window.bounds(of: sheet.grabber)
        return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }

    /// A vertical drag on the grabber by `dy` over `duration` seconds in
    /// eight steps a frame apart, let go `pause` seconds after the last
    /// motion; `midway` looks at it before the release.
    private func dragGrabber(
        _ controller: SlideInPresentationController, _ sheet: BottomSheet, by dy: Double, over duration: Double,
        pause: Double = 0.2, in window: TestWindow, midway: () -> Void = {}
    ) throws {
        let drag = try #require(controller.grabberDrag?.tracker)
        drag.dragBegan(at: grabberCentre(sheet, in: window))
        for step in 1...8 {
            drag.dragMoved(to: Point(x: 0, y: dy * Double(step) / 8), at: 50 + duration * Double(step) / 8)
            window.frames(1)
        }
        midway()
        drag.dragEnded(at: Point(x: 0, y: dy), time: 50 + duration + pause)
    }

    @Test func aSlowDragUpLandsAtLargeAndDownAtMedium() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let start = window.bounds(of: controller.presentedView).height
        try dragGrabber(controller, sheet, by: -150, over: 1.5, in: window) {
            let now = window.bounds(of: controller.presentedView).height
            #expect(abs(now - (start + 150)) <= 1, "the sheet follows the drag: \(start) + 150, shown \(now)")
            #expect(window.phase == .presented, "a drag of the grabber is not a dismissal")
        }
        settle(sheet, in: window)
        #expect(sheet.detent == MedalSheetDetents.large)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window))

        try dragGrabber(controller, sheet, by: 300, over: 3, in: window)
        settle(sheet, in: window)
        #expect(sheet.detent == .medium, "from large down by 300 is nearest to half")
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.medium, in: window))
        #expect(window.phase == .presented)
    }

    @Test func aFlickDownDismisses() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        try dragGrabber(controller, sheet, by: 40, over: 0.05, pause: 0, in: window)
        #expect(GtkHarness.pump { window.phase == .dismissed }, "a flick down took the sheet away: \(window.phase)")
    }

    /// A point on the sheet's header, beside its title, below the grabber.
    private func headerPoint(_ controller: SlideInPresentationController, _ sheet: BottomSheet, in window: TestWindow) throws -> Point {
        let grabber = window.bounds(of: sheet.grabber)
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        let title = window.bounds(of: try #require(table.sheetHeader))
        #expect(title.maxY > grabber.maxY + 4, "the sheet has a header below its grabber")
        return Point(x: window.stage.bounds.width / 5, y: (grabber.maxY + title.maxY) / 2)
    }

    @Test func theHeaderDragsTheSheetBetweenDetentsAsTheGrabberDoes() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let grabberDrag = try #require(controller.grabberDrag)
        let press = try headerPoint(controller, sheet, in: window)
        #expect(grabberDrag.isOnHandle(press))
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        let firstRow = window.bounds(of: try #require(table.nationRows.first))
        #expect(
            !grabberDrag.isOnHandle(Point(x: firstRow.x + 20, y: firstRow.y + firstRow.height / 2)),
            "the rows are the dismissal drag's")
        let drag = try #require(grabberDrag.tracker)
        let start = window.bounds(of: controller.presentedView).height
        drag.dragBegan(at: press)
        for step in 1...8 {
            drag.dragMoved(to: Point(x: 0, y: -150 * Double(step) / 8), at: 50 + 1.5 * Double(step) / 8)
            window.frames(1)
        }
        #expect(abs(window.bounds(of: controller.presentedView).height - (start + 150)) <= 1, "the sheet follows the header")
        #expect(window.phase == .presented, "a drag of the header between detents is not a dismissal")
        drag.dragEnded(at: Point(x: 0, y: -150), time: 51.7)
        settle(sheet, in: window)
        #expect(sheet.detent == MedalSheetDetents.large)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window))
    }

    /// A two-finger touchpad swipe with the pointer at `pointer`, scrolling
    /// the content by `dy` container pixels (negative up) over `duration`
    /// seconds, fed as GTK feeds it: to the stage's scroll controllers in the
    /// order they were added (the dismissal drag's, then the grabber's), each
    /// event going no further once one takes it. Returns which tracker took it.
    @discardableResult
    private func touchpadSwipe(
        _ controller: SlideInPresentationController, at pointer: Point, by dy: Double, over duration: Double,
        in window: TestWindow
    ) throws -> SwipeTracker? {
        let dismissal = try #require(controller.dragInteraction?.tracker)
        let grabber = try #require(controller.grabberDrag?.tracker)
        let gestures = [dismissal, grabber].compactMap { tracker in tracker.touchpad.map { (tracker, $0) } }
        #expect(gestures.count == 2)
        // Content moving up (dy < 0) is scrolling down, by a base distance for the whole container.
        let scrolling = -dy / window.stage.bounds.height * TouchpadSwipe.verticalBaseDistance
        var taker: SwipeTracker?
        for step in 1...8 {
            let time = 70 + duration * Double(step) / 8
            for (tracker, gesture) in gestures {
                let taken = gesture.scrolled(
                    dx: 0, dy: scrolling / 8, inWheelUnits: false, fromTouchpad: true, time: time, at: pointer)
                if taken {
                    taker = tracker
                    break
                }
            }
            window.frames(1)
        }
        for (_, gesture) in gestures { gesture.scrollEnded(at: 70 + duration + 0.1) }
        return taker
    }

    /// Two fingers on a touchpad with the pointer on the grabber or the
    /// header move the sheet between detents, as a drag there does; with the
    /// pointer on the rows, the same swipe down is the dismissal's.
    @Test func aTouchpadSwipeOnTheGrabberOrHeaderMovesTheSheetBetweenDetents() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let grabberDrag = try #require(controller.grabberDrag)
        // A pinch is nothing to the sheet: neither tracker has a pinch gesture.
        #expect(controller.dragInteraction?.tracker?.pinch == nil, "the sheet's dismissal reads pinches")
        #expect(grabberDrag.tracker?.pinch == nil, "the sheet's grabber reads pinches")
        let start = window.bounds(of: controller.presentedView).height
        let taker = try touchpadSwipe(controller, at: grabberCentre(sheet, in: window), by: -150, over: 1.5, in: window)
        #expect(taker === grabberDrag.tracker, "the grabber's tracker did not take the swipe over the grabber")
        #expect(window.phase == .presented, "a swipe on the grabber is not a dismissal")
        settle(sheet, in: window)
        #expect(sheet.detent == MedalSheetDetents.large, "up by 150 from \(start), slowly: large")
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window))

        try touchpadSwipe(controller, at: try headerPoint(controller, sheet, in: window), by: 300, over: 3, in: window)
        settle(sheet, in: window)
        #expect(sheet.detent == .medium, "the header's swipe down by 300 from large lands at half")
        #expect(window.phase == .presented)

        let table = try #require(controller.shownViewController as? MedalTableScreen)
        let firstRow = window.bounds(of: try #require(table.nationRows.first))
        let onRows = Point(x: firstRow.x + 20, y: firstRow.y + firstRow.height / 2)
        let dismissal = try touchpadSwipe(controller, at: onRows, by: 500, over: 0.3, in: window)
        #expect(dismissal === controller.dragInteraction?.tracker, "a swipe down over the rows is the dismissal's")
        #expect(GtkHarness.pump { window.phase == .dismissed }, "the swipe down over the rows took the sheet away: \(window.phase)")
    }

    /// A flick down goes on at the speed it was let go at: flicked at
    /// 7,500 px/s, the dismissal is over in well under the 0.3 s a
    /// dismissal from rest takes (it never ends sooner on the frame clock).
    @Test func aFlickDownGoesAtTheSpeedItWasLetGoAt() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let clock = try #require(gtk_widget_get_frame_clock(window.stage.widget))
        func now() -> Double { Double(gdk_frame_clock_get_frame_time(clock)) / 1e6 }
        try dragGrabber(controller, sheet, by: 60, over: 0.008, pause: 0, in: window)
        let released = now()
        #expect(window.phase == .dismissing(.forward), "the release dismissed it at once: \(window.phase)")
        #expect(GtkHarness.pump { window.phase == .dismissed })
        let took = now() - released
        #expect(took < 0.25, "the flicked sheet took \(took) s to go")
    }

    @Test func scrollingTheRowsOnFromTheirTopGrowsTheSheetFirst() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let rows = try #require(WidgetTree.first(in: controller.presentedView) { cgtk_is_scrolled_window($0) != 0 })
        let adjustment = try #require(gtk_scrolled_window_get_vadjustment(gcast(rows)))
        #expect(gtk_adjustment_get_value(adjustment) == 0)
        let expansion = try #require(controller.scrollExpansion)
        #expect(!expansion.scrolled(by: -1), "scrolling back at the top is the rows' (nothing to scroll)")
        #expect(expansion.scrolled(by: 1), "the sheet takes the first scroll on")
        #expect(sheet.detent == MedalSheetDetents.large)
        #expect(expansion.scrolled(by: 1), "and the rest of the motion while it grows")
        settle(sheet, in: window)
        #expect(gtk_adjustment_get_value(adjustment) == 0, "the rows kept still")
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window))
        #expect(!expansion.scrolled(by: 1), "at the largest detent the rows scroll")
        sheet.move(to: .medium)
        settle(sheet, in: window)
        gtk_adjustment_set_value(adjustment, 30)
        #expect(!expansion.scrolled(by: 1), "rows scrolled down scroll on")
        gtk_adjustment_set_value(adjustment, 0)
        #expect(expansion.scrolled(by: 1))
        #expect(sheet.detent == MedalSheetDetents.twoThirds, "from medium, the next is two thirds")
        settle(sheet, in: window)
    }

    /// A scroll on while the sheet shrinks (the grabber from the largest
    /// detent to the smallest) is not swallowed: it grows the sheet again,
    /// from where the run had it.
    @Test func scrollingOnWhileTheSheetShrinksGrowsItAgain() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let expansion = try #require(controller.scrollExpansion)
        sheet.move(to: MedalSheetDetents.large)
        settle(sheet, in: window)
        window.stage.motion = Motion(timeScale: 4)
        sheet.moveToNextDetent()
        #expect(sheet.detent == SheetDetent.medium)
        window.frames(12)
        let container = window.stage.bounds.height
        let shrunk = sheet.height(in: container)
        #expect(sheet.isRunning && !sheet.isGrowing)
        #expect(shrunk < MedalSheetDetents.large.height(in: container) - 1, "the run has not begun")
        #expect(expansion.scrolled(by: 1), "the scroll went to the rows while the sheet shrank")
        #expect(sheet.detent == MedalSheetDetents.large, "grown to the detent above where it was: \(sheet.detent)")
        #expect(sheet.isGrowing)
        #expect(abs(sheet.height(in: container) - shrunk) <= 1, "no jump where the run was caught")
        #expect(expansion.scrolled(by: 1), "the growing run takes the rest of the motion")
        window.stage.motion = Motion(timeScale: 1)
        settle(sheet, in: window)
    }

    @Test func aDragCatchesARunWhereItIs() throws {
        let (window, controller, sheet, start) = try runningToLarge()
        let drag = try #require(controller.grabberDrag?.tracker)
        drag.dragBegan(at: grabberCentre(sheet, in: window))
        let before = window.bounds(of: controller.presentedView).height
        drag.dragMoved(to: Point(x: 0, y: 10), at: 50)
        #expect(!sheet.isRunning, "the drag stopped the run")
        window.frames(1)
        let held = window.bounds(of: controller.presentedView).height
        #expect(held < before + 40 && held > start, "caught part way, near where it was: \(before), then \(held)")
        window.frames(3)
        #expect(window.bounds(of: controller.presentedView).height == held, "held there while the finger rests")
        drag.dragEnded(at: Point(x: 0, y: 10), time: 52)
        settle(sheet, in: window)
        #expect(window.phase == .presented)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(sheet.detent, in: window))
    }

    @Test func theGrabberSaysItsDetentAndDoesNothingWhileTheSheetSlides() throws {
        let window = TestWindow(width: 900, height: 700)
        let (_, sheet) = try presentMedalTable(window)
        #expect(sheet.describedDetent == BottomSheet.name(of: MedalSheetDetents.twoThirds))
        sheet.moveToNextDetent()
        settle(sheet, in: window)
        #expect(sheet.describedDetent == BottomSheet.name(of: MedalSheetDetents.large))
        // Escape's dismissal: the grabber's click then moves nothing.
        window.mainScreen.presentedViewController?.dismiss(animated: true)
        #expect(window.phase != .presented)
        sheet.moveToNextDetent()
        #expect(sheet.detent == MedalSheetDetents.large && !sheet.isRunning, "no detent run while the sheet slides out")
        window.waitUntil(.dismissed)
    }

    @Test func aDismissalGoneBackLeavesTheSheetAtItsDetent() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        window.stage.motion = Motion(timeScale: 4)
        let start = window.bounds(of: controller.presentedView).height
        sheet.move(to: MedalSheetDetents.large)
        #expect(GtkHarness.pump { window.bounds(of: controller.presentedView).height > start + 10 }, "the run is under way")
        // The panel's dismissal drag, taken mid-run, from its middle, down a
        // little and back: cancelled.
        let drag = try #require(controller.dragInteraction?.tracker)
        let frame = window.bounds(of: controller.presentedView)
        drag.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        for step in 1...6 {
            drag.dragMoved(to: Point(x: 0, y: Double(step) * 10), at: 10 + Double(step) * 0.1)
            window.frames(1)
        }
        drag.dragEnded(at: Point(x: 0, y: 0), time: 11.5)
        #expect(GtkHarness.pump { window.phase == .presented && !sheet.isRunning })
        window.frames(2)
        #expect(GtkHarness.pump { !sheet.isRunning })
        window.frames(2)
        #expect(sheet.detent == MedalSheetDetents.large)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window), "back at its detent")
        window.resize(width: 900, height: 900)
        window.frames(2)
        #expect(
            window.bounds(of: controller.presentedView) == expectedFrame(MedalSheetDetents.large, in: window),
            "and the detent, not the pixels, after a resize")
    }

    @Test func aGrabberDragStopsMovingTheSheetOnceEscapeDismissesIt() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let drag = try #require(controller.grabberDrag?.tracker)
        drag.dragBegan(at: grabberCentre(sheet, in: window))
        drag.dragMoved(to: Point(x: 0, y: -40), at: 20)
        window.frames(1)
        let dragged = window.bounds(of: controller.presentedView).height
        window.mainScreen.presentedViewController?.dismiss(animated: true)
        drag.dragMoved(to: Point(x: 0, y: -140), at: 20.2)
        window.frames(1)
        #expect(window.bounds(of: controller.presentedView).height == dragged, "the sheet keeps its height as it slides out")
        drag.dragEnded(at: Point(x: 0, y: -140), time: 20.3)
        #expect(!sheet.isRunning, "no detent run during the dismissal")
        window.waitUntil(.dismissed)
    }
}

/// Where the focus is after the sheet is grabbed while it slides in, and
/// after the window turns short under it: inside the presented view.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct SheetFocusTests {
    private func focusIsInside(_ controller: PresentationController) -> Bool {
        guard let root = gtk_widget_get_root(controller.presentedView), let focus = gtk_root_get_focus(root) else { return false }
        return focus == controller.presentedView || gtk_widget_is_ancestor(focus, controller.presentedView) != 0
    }

    /// The focus on the grabber (a press on it gives it the focus) as the
    /// window turns short: the grabber is hidden over the whole window, and
    /// the focus goes into the prompt, not to nothing; tall again, it goes
    /// to the first nation, the table's preferred view.
    @Test func theFocusOnTheGrabberSurvivesTheWindowTurningShort() throws {
        let window = TestWindow(width: 900, height: 700)
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        let controller = try #require(window.controller as? SlideInPresentationController)
        let sheet = try #require(controller.sheet)
        gtk_widget_grab_focus(sheet.grabber)
        // The window's focus widget (an inactive window, as under a headless Weston, has no has-focus).
        #expect(gtk_widget_get_root(sheet.grabber).map { gtk_root_get_focus($0) == sheet.grabber } == true)
        window.resize(width: 900, height: 400)
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen })
        window.frames(3)
        #expect(gtk_widget_get_visible(sheet.grabber) == 0)
        #expect(focusIsInside(controller), "the focus went to nothing with the grabber hidden")
        window.resize(width: 900, height: 700)
        #expect(GtkHarness.pump { controller.shownViewController is MedalTableScreen })
        window.frames(3)
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        let root = try #require(gtk_widget_get_root(controller.presentedView))
        #expect(gtk_root_get_focus(root) == table.nationRows.first, "tall again, the focus is not on the first nation")
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// A drag on the grabber while the sheet slides in is not the grabber's
    /// (it moves only a sheet at rest): the sheet opens at two thirds with the
    /// focus inside, and keeps it inside once the window is short.
    @Test func aGrabberDragWhileTheSheetSlidesInLeavesTheFocusInside() throws {
        let window = TestWindow(width: 900, height: 700)
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        window.stage.motion = Motion(timeScale: 4)
        window.mainScreen.showMedalCount()
        window.frames(6)
        let controller = try #require(window.controller as? SlideInPresentationController)
        let sheet = try #require(controller.sheet)
        let tracker = try #require(controller.grabberDrag?.tracker)
        let frame = window.bounds(of: sheet.grabber)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        for step in 1...6 {
            tracker.dragMoved(to: Point(x: 0, y: -25 * Double(step)), at: 100 + Double(step) * 0.03)
            window.frames(1)
        }
        #expect(!tracker.isSwiping, "the grabber took a drag while the sheet slid in")
        tracker.dragEnded(at: Point(x: 0, y: -150), time: 100.3)
        window.stage.motion = Motion(timeScale: 1)
        #expect(GtkHarness.pump(timeout: 10) { window.phase == .presented && !sheet.isRunning }, "\(window.phase)")
        #expect(sheet.detent == MedalSheetDetents.twoThirds)
        window.frames(3)
        #expect(focusIsInside(controller), "the focus is outside the sheet after a drag during its slide")
        window.resize(width: 900, height: 400)
        #expect(GtkHarness.pump { controller.isAdaptedToFullWindow || controller.shownViewController is RotatePromptScreen })
        window.frames(3)
        #expect(focusIsInside(controller), "the focus is outside the presentation once the window is short")
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }
}
