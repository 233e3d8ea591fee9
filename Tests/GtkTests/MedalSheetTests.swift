import CGtk
import CMedalCount
import MedalData
import Presentation
import Testing

@_spi(GLib) @testable import GtkStage
@testable import MedalCountKit

/// The medal table as GtkStage's sheet, as the demo sets it up: it opens
/// at two thirds, rests at each detent in windows of three sizes, keeps its
/// detent through a resize, cycles through them with its grabber, dims,
/// moves under a drag anywhere on it, grows from a scroll, and a run between
/// detents can be caught and turned round without a jump.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct MedalSheetTests {
    static let sizes: [(Int32, Int32)] = [(900, 600), (700, 820), (1_280, 1_000)]

    private func presentMedalTable(_ window: TestWindow) throws -> (SheetPresentationController, SheetHeight) {
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        window.frames(2)
        let controller = try #require(window.controller as? SheetPresentationController)
        return (controller, controller.sheetHeight)
    }

    /// The sheet's frame when it rests at `detent` in `window`: attached to the bottom, its detent's height.
    private func expectedFrame(_ detent: SheetDetent, in window: TestWindow) -> Rect {
        let container = window.stage.bounds.size
        let height = (detent.height(in: container.height) ?? 0).rounded()
        return Rect(x: 0, y: container.height - height, width: container.width, height: height)
    }

    private func settle(_ sheet: SheetHeight, in window: TestWindow) {
        let stage = window.stage
        let controller = window.controller
        #expect(
            GtkHarness.pump { !sheet.isRunning && controller.map { stage.offset(of: $0.presentedView) == .zero } ?? true },
            "the run between detents ends")
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
        for detent in [SheetDetent.medium(), .large(), MedalSheetDetents.twoThirds] {
            sheet.move(to: detent)
            settle(sheet, in: window)
            #expect(window.bounds(of: controller.presentedView) == expectedFrame(detent, in: window), "at \(detent.identifier)")
        }
    }

    @Test func theFocusOpensOnTheFirstNationNotTheGrabber() throws {
        let window = TestWindow()
        let (controller, _) = try presentMedalTable(window)
        let table = try #require(window.controller?.shownViewController as? MedalTableScreen)
        let focus = gtk_window_get_focus(gcast(window.window.window))
        #expect(focus != nil && focus == table.nationRows.first)
        #expect(gtk_widget_get_visible(controller.grabber.widget) != 0 && gtk_widget_get_mapped(controller.grabber.widget) != 0)
    }

    @Test func aResizeKeepsTheDetentNotThePixels() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        sheet.move(to: .medium())
        settle(sheet, in: window)
        let before = window.bounds(of: controller.presentedView)
        window.resize(width: 900, height: 900)
        window.frames(2)
        let after = window.bounds(of: controller.presentedView)
        #expect(after == expectedFrame(.medium(), in: window))
        #expect(after.height != before.height, "the height followed the window: \(before) then \(after)")
        #expect(sheet.detent == .medium())
    }

    @Test func theGrabberCyclesMediumTwoThirdsLargeMedium() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        gtk_widget_grab_focus(controller.grabber.widget)
        var seen: [String] = []
        for _ in 0..<4 {
            // What the keyboard does: Space or Enter on the focused grabber
            // activates it (GTK clicks it once its pressed look has shown).
            let before = sheet.detent
            controller.grabber.activated()
            #expect(GtkHarness.pump { sheet.detent != before }, "the activation moves the sheet on from \(before.identifier)")
            settle(sheet, in: window)
            seen.append(sheet.detent.identifier.rawValue)
            #expect(window.bounds(of: controller.presentedView) == expectedFrame(sheet.detent, in: window))
        }
        #expect(seen == ["large", "medium", "two-thirds", "large"])
        #expect(gtk_window_get_focus(gcast(window.window.window)) == controller.grabber.widget, "the focus stays on the grabber")
    }

    /// The demo's sheet is modal: dimmed at every detent, the window behind
    /// takes no input.
    @Test func theDimIsFullAtEveryDetentAndTheWindowBehindIsCovered() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let dim = controller.dimmingWidget
        for detent in [SheetDetent.medium(), .large(), MedalSheetDetents.twoThirds] {
            sheet.move(to: detent)
            settle(sheet, in: window)
            #expect(abs(dimLevel(dim) - 1) < 0.01, "full at \(detent.identifier)")
            #expect(gtk_widget_get_can_target(window.mainScreen.view) == 0, "the window behind is covered at \(detent.identifier)")
        }
    }

    /// A sheet presented at two thirds (its height then `start`) on its
    /// way to large, slowed down, and visibly under way.
    private func runningToLarge() throws -> (TestWindow, SheetPresentationController, SheetHeight, Double) {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        window.stage.motion = Motion(timeScale: 4, clock: .sixtyFramesASecond)
        let start = window.bounds(of: controller.presentedView).height
        sheet.move(to: SheetDetent.large())
        #expect(GtkHarness.pump { window.bounds(of: controller.presentedView).height > start + 20 }, "the run is under way")
        return (window, controller, sheet, start)
    }

    @Test func aRunCaughtMidWayTurnsRoundWithoutAJump() throws {
        let (window, controller, sheet, start) = try runningToLarge()
        let caught = sheet.stopRun()
        window.frames(1)
        let held = window.bounds(of: controller.presentedView).height
        #expect(abs(held - caught) <= 1, "caught where it was: \(caught), shown \(held)")
        let large = SheetDetent.large().height(in: window.stage.bounds.height) ?? 0
        #expect(held > start && held < large, "part way: \(start) < \(held) < \(large)")
        sheet.move(to: .medium())
        var heights: [Double] = []
        // A bound, not a speed: the run is 120 stepped frames, and a loaded
        // machine took more than 5 s to draw them (make test SLOW=1).
        let ended = GtkHarness.pump(timeout: 60) {
            window.frames(1)
            heights.append(window.bounds(of: controller.presentedView).height)
            return !sheet.isRunning
        }
        #expect(ended, "the run to medium ended")
        let first = try #require(heights.first)
        #expect(first <= held + 1 && held - first < 60, "no jump as it turns round: \(held) then \(first)")
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $1 <= $0 + 0.5 }, "down all the way: \(heights)")
        #expect(heights.last == expectedFrame(.medium(), in: window).height)
    }

    @Test func withoutAnimationsTheSheetMovesAtOnce() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let enabled = cgtk_settings_enable_animations()
        cgtk_settings_set_enable_animations(0)
        defer { cgtk_settings_set_enable_animations(enabled) }
        controller.grabber.activated()
        window.frames(1)
        #expect(!sheet.isRunning)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(SheetDetent.large(), in: window))
    }

    @Test func overTheWholeWindowTheSheetHasNoGrabber() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .fullscreen
        let window = TestWindow(width: 900, height: 600, options: options)
        let (controller, sheet) = try presentMedalTable(window)
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(gtk_widget_get_visible(controller.grabber.widget) == 0)
        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { !controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(gtk_widget_get_visible(controller.grabber.widget) != 0)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(sheet.detent, in: window))
    }

    // MARK: Dragging the grabber

    /// The grabber's centre, in the stage.
    private func grabberCentre(_ controller: SheetPresentationController, in window: TestWindow) -> Point {
        let frame = window.bounds(of: controller.grabber.widget)
        return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }

    /// A vertical drag from `start` (the grabber's centre unless told) by
    /// `dy` over `duration` seconds in eight steps a frame apart, let go
    /// `pause` seconds after the last motion; `midway` looks at it before the release.
    private func drag(
        _ controller: SheetPresentationController, from start: Point? = nil, by dy: Double, over duration: Double,
        pause: Double = 0.2, in window: TestWindow, midway: () -> Void = {}
    ) throws {
        let drag = try #require(controller.dragTracker)
        drag.dragBegan(at: start ?? grabberCentre(controller, in: window))
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
        try drag(controller, by: -150, over: 1.5, in: window) {
            let now = window.bounds(of: controller.presentedView).height
            #expect(abs(now - (start + 150)) <= 1, "the sheet follows the drag: \(start) + 150, shown \(now)")
            #expect(window.phase == .presented, "a drag between detents is not a dismissal")
        }
        settle(sheet, in: window)
        #expect(sheet.detent == .large())
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.large(), in: window))

        try drag(controller, by: 300, over: 3, in: window)
        settle(sheet, in: window)
        #expect(sheet.detent == .medium(), "from large down by 300 is nearest to half")
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.medium(), in: window))
        #expect(window.phase == .presented)
    }

    @Test func aFlickDownDismisses() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, _) = try presentMedalTable(window)
        try drag(controller, by: 40, over: 0.05, pause: 0, in: window)
        #expect(GtkHarness.pump { window.phase == .dismissed }, "a flick down took the sheet away: \(window.phase)")
    }

    /// A point on the heading above the table, and one on the first nation's row.
    private func headingAndRow(_ controller: SheetPresentationController, in window: TestWindow) throws -> (Point, Point) {
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        let heading = window.bounds(of: table.heading)
        let row = window.bounds(of: try #require(table.nationRows.first))
        return (Point(x: heading.x + 10, y: heading.y + heading.height / 2), Point(x: row.x + 20, y: row.y + row.height / 2))
    }

    /// Not only the grabber: a drag anywhere on the sheet, its heading or
    /// its rows, moves it between detents (a pointer does not scroll them).
    @Test(arguments: [false, true])
    func aDragAnywhereOnTheSheetMovesItBetweenDetents(onTheRows: Bool) throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let (heading, row) = try headingAndRow(controller, in: window)
        let start = window.bounds(of: controller.presentedView).height
        try drag(controller, from: onTheRows ? row : heading, by: -150, over: 1.5, in: window) {
            #expect(abs(window.bounds(of: controller.presentedView).height - (start + 150)) <= 1, "the sheet follows")
            #expect(window.phase == .presented, "a drag between detents is not a dismissal")
        }
        settle(sheet, in: window)
        #expect(sheet.detent == .large())
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.large(), in: window))
    }

    /// Dragged below its smallest detent the sheet goes down whole, the dim
    /// lightening; let go not far, it comes back up to medium.
    @Test func belowItsSmallestDetentTheSheetGoesDownWholeAndComesBack() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        sheet.move(to: .medium())
        settle(sheet, in: window)
        let medium = window.bounds(of: controller.presentedView)
        try drag(controller, by: 100, over: 2, pause: 0.3, in: window) {
            let pulled = window.stage.presentationFrame(of: controller.presentedView)
            #expect(pulled.height == medium.height, "the sheet keeps medium's height below it")
            #expect(abs(pulled.y - (medium.y + 100)) <= 1, "and goes down with the drag: \(pulled) from \(medium)")
            #expect(dimLevel(controller.dimmingWidget) < 0.9, "the dim lightens")
        }
        #expect(GtkHarness.pump { window.stage.offset(of: controller.presentedView) == .zero }, "it came back up")
        window.frames(2)
        #expect(window.phase == .presented)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.medium(), in: window))
        #expect(dimLevel(controller.dimmingWidget) == 1)
    }

    /// A two-finger touchpad swipe with the pointer at `pointer`, scrolling
    /// the content by `dy` container pixels (negative up) over `duration`
    /// seconds, fed to the sheet's touchpad gesture as GTK feeds it.
    private func touchpadSwipe(
        _ controller: SheetPresentationController, at pointer: Point, by dy: Double, over duration: Double,
        in window: TestWindow
    ) throws {
        let gesture = try #require(controller.dragTracker?.touchpad)
        // Content moving up (dy < 0) is scrolling down, by a base distance for the whole container.
        let scrolling = -dy / window.stage.bounds.height * TouchpadSwipe.verticalBaseDistance
        for step in 1...8 {
            let time = 70 + duration * Double(step) / 8
            _ = gesture.scrolled(dx: 0, dy: scrolling / 8, inWheelUnits: false, fromTouchpad: true, time: time, at: pointer)
            window.frames(1)
        }
        gesture.scrollEnded(at: 70 + duration + 0.1)
    }

    /// Two fingers on a touchpad over the sheet move it between detents, as
    /// a drag does; a quick swipe down over the rows at their top sends it away.
    @Test func aTouchpadSwipeMovesTheSheetBetweenDetentsAndAwayQuickly() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        #expect(controller.dragTracker?.pinch == nil, "the sheet reads pinches")
        let start = window.bounds(of: controller.presentedView).height
        try touchpadSwipe(controller, at: grabberCentre(controller, in: window), by: -150, over: 1.5, in: window)
        #expect(window.phase == .presented, "a slow swipe up is not a dismissal")
        settle(sheet, in: window)
        #expect(sheet.detent == .large(), "up by 150 from \(start), slowly: large")
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.large(), in: window))

        let heading = try headingAndRow(controller, in: window).0
        try touchpadSwipe(controller, at: heading, by: 300, over: 3, in: window)
        settle(sheet, in: window)
        #expect(sheet.detent == .medium(), "the heading's swipe down by 300 from large lands at half")
        #expect(window.phase == .presented)

        let row = try headingAndRow(controller, in: window).1

        try touchpadSwipe(controller, at: row, by: 500, over: 0.3, in: window)
        #expect(GtkHarness.pump { window.phase == .dismissed }, "the quick swipe down over the rows took the sheet away: \(window.phase)")
    }

    /// A flick down goes on at the speed it was let go at: flicked at
    /// 7,500 px/s, the dismissal is over in well under the 0.3 s a
    /// dismissal from rest takes (it never ends sooner on the frame clock).
    @Test func aFlickDownGoesAtTheSpeedItWasLetGoAt() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, _) = try presentMedalTable(window)
        let clock = try #require(gtk_widget_get_frame_clock(window.stage.widget))
        func now() -> Double { Double(gdk_frame_clock_get_frame_time(clock)) / 1e6 }
        try drag(controller, by: 60, over: 0.008, pause: 0, in: window)
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
        let expansion = controller.scrollExpansion
        #expect(!expansion.scrolled(by: -1), "scrolling back at the top is the rows' (nothing to scroll)")
        #expect(expansion.scrolled(by: 1), "the sheet takes the first scroll on")
        #expect(sheet.detent == .large())
        #expect(expansion.scrolled(by: 1), "and the rest of the motion while it grows")
        settle(sheet, in: window)
        #expect(gtk_adjustment_get_value(adjustment) == 0, "the rows kept still")
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(.large(), in: window))
        #expect(!expansion.scrolled(by: 1), "at the largest detent the rows scroll")
        sheet.move(to: .medium())
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
        let expansion = controller.scrollExpansion
        sheet.move(to: .large())
        settle(sheet, in: window)
        window.stage.motion = Motion(timeScale: 4, clock: .sixtyFramesASecond)
        controller.grabber.activated()
        #expect(sheet.detent == .medium())
        window.frames(12)
        let container = window.stage.bounds.height
        let shrunk = sheet.height(in: container)
        #expect(sheet.isRunning && !sheet.isGrowing)
        #expect(shrunk < (SheetDetent.large().height(in: container) ?? 0) - 1, "the run has not begun")
        #expect(expansion.scrolled(by: 1), "the scroll went to the rows while the sheet shrank")
        #expect(sheet.detent == .large(), "grown to the detent above where it was: \(sheet.detent)")
        #expect(sheet.isGrowing)
        #expect(abs(sheet.height(in: container) - shrunk) <= 1, "no jump where the run was caught")
        #expect(expansion.scrolled(by: 1), "the growing run takes the rest of the motion")
        window.stage.motion = Motion(timeScale: 1, clock: .sixtyFramesASecond)
        settle(sheet, in: window)
    }

    @Test func aDragCatchesARunWhereItIs() throws {
        let (window, controller, sheet, start) = try runningToLarge()
        let drag = try #require(controller.dragTracker)
        drag.dragBegan(at: grabberCentre(controller, in: window))
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
        let (controller, sheet) = try presentMedalTable(window)
        #expect(controller.describedDetent == "Two Thirds Height")
        controller.grabber.activated()
        settle(sheet, in: window)
        #expect(controller.describedDetent == "Full Height")
        // Escape's dismissal: the grabber's click then moves nothing.
        window.mainScreen.presentedViewController?.dismiss(animated: true)
        #expect(window.phase != .presented)
        controller.grabber.activated()
        #expect(sheet.detent == .large() && !sheet.isRunning, "no detent run while the sheet slides out")
        window.waitUntil(.dismissed)
    }

    /// A drag taken mid-run, down a little and back up, lands at a detent;
    /// and the detent, not the pixels, after a resize.
    @Test func aDragDownAndBackMidRunLandsAtItsDetent() throws {
        let (window, controller, sheet, _) = try runningToLarge()
        let frame = window.bounds(of: controller.presentedView)
        let drag = try #require(controller.dragTracker)
        drag.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        for step in 1...6 {
            drag.dragMoved(to: Point(x: 0, y: Double(step) * 10), at: 10 + Double(step) * 0.1)
            window.frames(1)
        }
        drag.dragEnded(at: Point(x: 0, y: 0), time: 11.5)
        window.stage.motion = Motion(timeScale: 1, clock: .sixtyFramesASecond)
        #expect(GtkHarness.pump { window.phase == .presented && !sheet.isRunning })
        window.frames(2)
        let detent = sheet.detent
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(detent, in: window), "at its detent")
        window.resize(width: 900, height: 900)
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView) == expectedFrame(detent, in: window), "and the detent after a resize")
    }

    @Test func aDragStopsMovingTheSheetOnceEscapeDismissesIt() throws {
        let window = TestWindow(width: 900, height: 700)
        let (controller, sheet) = try presentMedalTable(window)
        let drag = try #require(controller.dragTracker)
        drag.dragBegan(at: grabberCentre(controller, in: window))
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
        let controller = try #require(window.controller as? SheetPresentationController)
        let grabber = controller.grabber.widget
        gtk_widget_grab_focus(grabber)
        // The window's focus widget (an inactive window, as under a headless Weston, has no has-focus).
        #expect(gtk_widget_get_root(grabber).map { gtk_root_get_focus($0) == grabber } == true)
        window.resize(width: 900, height: 400)
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen })
        window.frames(3)
        #expect(gtk_widget_get_visible(grabber) == 0)
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

    /// A drag up on the sheet while it slides in catches the presentation
    /// and lets it come up: it opens at two thirds with the focus inside,
    /// and keeps it inside once the window is short.
    @Test func aDragWhileTheSheetSlidesInLeavesTheFocusInside() throws {
        let window = TestWindow(width: 900, height: 700)
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        window.stage.motion = Motion(timeScale: 4, clock: .sixtyFramesASecond)
        window.mainScreen.showMedalCount()
        window.frames(6)
        let controller = try #require(window.controller as? SheetPresentationController)
        let tracker = try #require(controller.dragTracker)
        let frame = window.stage.presentationFrame(of: controller.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 10))
        for step in 1...6 {
            tracker.dragMoved(to: Point(x: 0, y: -60 * Double(step)), at: 100 + Double(step) * 0.03)
            window.frames(1)
        }
        #expect(tracker.isSwiping, "the drag did not catch the sheet coming in")
        // Up most of the sheet's height, from where it had barely come: past half way, it comes up.
        tracker.dragEnded(at: Point(x: 0, y: -360), time: 100.3)
        window.stage.motion = Motion(timeScale: 1, clock: .sixtyFramesASecond)
        #expect(GtkHarness.pump(timeout: 10) { window.phase == .presented && !controller.isRunningBetweenDetents }, "\(window.phase)")
        #expect(controller.sheetHeight.detent == MedalSheetDetents.twoThirds)
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
