import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation
import Testing

/// Two-finger touchpad swipes: synthetic scroll sequences (begin, deltas in
/// surface pixels, end) fed to the scroll controller's handlers, as the
/// drag tests feed drags. The content follows the fingers: scrolling right
/// (dx > 0) moves content left.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct TouchpadSwipeTests {
    private typealias Presented = PresentedPanel

    private func present(_ direction: PresentationDirection, wait: Bool = true, timeScale: Double = 1) throws -> Presented {
        try PresentedPanel(direction, wait: wait, timeScale: timeScale)
    }

    /// The scrolling that moves `direction`'s panel toward its own edge by
    /// `fraction` of it: a whole base distance for the whole panel.
    private func scrolling(toward direction: PresentationDirection, _ fraction: Double) -> Point {
        let unit = direction.offscreenOffset  // where the panel goes
        // Content moving left (unit.x < 0) is scrolling right (dx > 0).
        return Point(
            x: -unit.x * fraction * TouchpadSwipe.horizontalBaseDistance,
            y: -unit.y * fraction * TouchpadSwipe.verticalBaseDistance)
    }

    /// Feeds `total` scrolling in `steps` events `interval` seconds apart, a
    /// frame after each; returns whether the last event was taken.
    /// `inWheelUnits`: as X11 reports a touchpad's scrolling (a tenth of the pixels).
    @discardableResult
    private func swipe(
        _ gesture: TouchpadSwipeGesture, by total: Point, steps: Int = 8, interval: Double = 0.05,
        from start: Double = 100, begin: Bool = true, inWheelUnits: Bool = false, in window: TestWindow
    ) -> Bool {
        if begin { gesture.scrollBegan() }
        var taken = false
        let unit = inWheelUnits ? TouchpadSwipe.pixelsPerWheelUnit : 1
        for step in 1...steps {
            taken = gesture.scrolled(
                dx: total.x / Double(steps) / unit, dy: total.y / Double(steps) / unit,
                inWheelUnits: inWheelUnits, fromTouchpad: true, time: start + Double(step) * interval)
            window.frames(1)
        }
        return taken
    }

    @Test(arguments: [PresentationDirection.left, .right])
    func thePanelFollowsTheFingers(direction: PresentationDirection) throws {
        let p = try present(direction)
        var done = 0.0
        p.swipe.scrollBegan()
        for fraction in [0.25, 0.5, 0.75] {
            let taken = swipe(
                p.swipe, by: scrolling(toward: direction, fraction - done), steps: 4,
                from: 100 + fraction, begin: false, in: p.window)
            done = fraction
            #expect(taken, "the swipe is the panel's, its scrolling goes no further")
            #expect(abs(p.offscreenShare - fraction) < 0.01, "at \(fraction): \(p.offscreenShare)")
            #expect(p.window.phase == .dismissing(.interrupted))
        }
        // Held still, then the fingers lift: three quarters of the way, it goes.
        p.swipe.scrollEnded(at: 102)
        p.window.waitUntil(.dismissed)
    }

    @Test func liftedBeforeHalfWayThePanelGoesBack() throws {
        let p = try present(.left)
        swipe(p.swipe, by: scrolling(toward: .left, 0.3), in: p.window)
        p.swipe.scrollEnded(at: 100.7)
        p.window.waitUntil(.presented)
        p.window.frames(2)
        #expect(p.window.bounds(of: p.panel) == p.controller.frameOfPresentedViewInContainerView)
    }

    @Test func aQuickSwipeDismissesEarly() throws {
        let p = try present(.right)
        // A fifth of the way in 40 ms: five panels a second, heading far past half way.
        swipe(p.swipe, by: scrolling(toward: .right, 0.2), steps: 4, interval: 0.01, in: p.window)
        p.swipe.scrollEnded(at: 100.04)
        p.window.waitUntil(.dismissed)
    }

    @Test func aMouseWheelNeverSwipes() throws {
        let p = try present(.left)
        let before = p.window.bounds(of: p.panel)
        p.swipe.scrollBegan()
        for step in 1...10 {
            let taken = p.swipe.scrolled(dx: 1, dy: 0, inWheelUnits: true, fromTouchpad: false, time: 100 + Double(step) * 0.05)
            #expect(!taken, "a wheel step goes on to what is under the pointer")
        }
        p.swipe.scrollEnded(at: 101)
        p.window.frames(3)
        #expect(p.window.phase == .presented)
        #expect(p.window.bounds(of: p.panel) == before)
    }

    @Test func verticalScrollingOverAListGoesToTheList() throws {
        let p = try present(.left)
        let before = p.window.bounds(of: p.panel)
        p.swipe.scrollBegan()
        var taken = [Bool]()
        for step in 1...10 {
            taken.append(
                p.swipe.scrolled(
                    dx: 0.5, dy: 12, inWheelUnits: false, fromTouchpad: true,
                    time: 100 + Double(step) * 0.02))
        }
        p.swipe.scrollEnded(at: 100.3)
        p.window.frames(3)
        #expect(!taken.contains(true), "the Summer list scrolls; the panel stays")
        #expect(p.window.phase == .presented)
        #expect(p.window.bounds(of: p.panel) == before)
    }

    @Test func theMedalTableIsPulledDownOnlyFromItsTop() throws {
        let p = try present(.bottom)
        let adjustment = try #require(verticalAdjustment(in: p.panel))
        // As if the table were long: scrolled a third of the way down. (The
        // swipe decides on its first event, before any layout could reset it.)
        gtk_adjustment_configure(adjustment, 300, 0, 1200, 10, 200, 300)
        let fromTheMiddle = swipe(p.swipe, by: scrolling(toward: .bottom, 0.3), in: p.window)
        p.swipe.scrollEnded(at: 101)
        #expect(!fromTheMiddle, "from the middle, pulling down scrolls the table up")
        #expect(p.window.phase == .presented)

        gtk_adjustment_set_value(adjustment, 0)
        let before = p.window.stage.presentationFrame(of: p.panel)
        let fromTheTop = swipe(p.swipe, by: scrolling(toward: .bottom, 0.3), from: 102, in: p.window)
        #expect(fromTheTop, "at its top, pulling down moves the table")
        #expect(p.drag.isSwiping && p.window.stage.presentationFrame(of: p.panel).y > before.y + 20, "the sheet went down")
        p.swipe.scrollEnded(at: 103)
        p.window.waitUntil(.presented)
    }

    @Test func aSwipeCatchesAPanelStillSlidingIn() throws {
        let p = try present(.left, wait: false, timeScale: 10)
        #expect(GtkHarness.pump { p.window.bounds(of: p.panel).width > 0 && p.offscreenShare < 0.5 && p.offscreenShare > 0.05 })
        p.swipe.scrollBegan()
        _ = p.swipe.scrolled(dx: 8, dy: 0, inWheelUnits: false, fromTouchpad: true, time: 100)
        #expect(p.window.phase == .presenting(.interrupted))
        p.window.frames(1)
        let held = p.offscreenShare
        p.window.frames(5)
        #expect(abs(p.offscreenShare - held) < 0.005, "the panel stopped under the fingers")
        p.swipe.scrollEnded(at: 100.5)
    }

    @Test func onX11ASwipeWithoutAnEndEndsWhenItGoesQuiet() throws {
        let p = try present(.left)
        swipe(p.swipe, by: scrolling(toward: .left, 0.7), inWheelUnits: true, in: p.window)
        #expect(p.window.phase == .dismissing(.interrupted))
        // No scrollEnded: X11 touchpad drivers may never send one.
        p.window.waitUntil(.dismissed)
    }

    @Test func onX11AQuickSwipeEndedByQuietKeepsItsSpeed() throws {
        let p = try present(.left)
        // A quarter of the way in 40 ms, then nothing: a flick, not a stop.
        swipe(p.swipe, by: scrolling(toward: .left, 0.25), steps: 4, interval: 0.01, inWheelUnits: true, in: p.window)
        p.window.waitUntil(.dismissed)
    }

    @Test func onWaylandFingersRestingMidSwipeKeepItHeld() throws {
        let p = try present(.left)
        swipe(p.swipe, by: scrolling(toward: .left, 0.4), in: p.window)
        let held = p.offscreenShare
        // Fingers still on the touchpad, not moving: nothing is sent, the swipe goes on.
        #expect(!GtkHarness.pump(timeout: 0.4, until: { p.window.phase != .dismissing(.interrupted) }))
        #expect(abs(p.offscreenShare - held) < 0.005)
        swipe(p.swipe, by: scrolling(toward: .left, 0.3), from: 101, begin: false, in: p.window)
        p.swipe.scrollEnded(at: 102)
        p.window.waitUntil(.dismissed)
    }

    // MARK: Swipe Navigation

    /// A two-finger swipe over the stack scrolling `scroll` of the base
    /// distance sideways (positive: scrolling right) in eight events from
    /// `start`, then the fingers lift; returns whether its last event was taken.
    @discardableResult
    private func swipe(
        _ demo: SwipeNavigationTests.Demo, _ gesture: TouchpadSwipeGesture, scrolling scroll: Double,
        from start: Double
    ) -> Bool {
        gesture.scrollBegan()
        var taken = false
        for step in 1...8 {
            taken = gesture.scrolled(
                dx: scroll * TouchpadSwipe.horizontalBaseDistance / 8, dy: 0, inWheelUnits: false,
                fromTouchpad: true, time: start + Double(step) * 0.05)
            demo.frames(1)
        }
        gesture.scrollEnded(at: start + 1)
        demo.waitUntilIdle()
        return taken
    }

    @Test func swipeNavigationPushesAndPopsAsTheFingersGo() throws {
        let demo = SwipeNavigationTests.Demo()
        demo.presentStack()
        let gesture = try #require(demo.root.swipe?.tracker?.touchpad)
        // Fingers to the left (content follows): the next scene comes.
        #expect(swipe(demo, gesture, scrolling: 0.7, from: 100))
        #expect(demo.letters == ["A", "B"])
        // Fingers to the right: back.
        swipe(demo, gesture, scrolling: -0.7, from: 102)
        #expect(demo.letters == ["A"])
    }

    @Test func rightToLeftTheSwipesMirror() throws {
        GtkHarness.prepare()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let demo = SwipeNavigationTests.Demo()
        demo.presentStack()
        let gesture = try #require(demo.root.swipe?.tracker?.touchpad)
        // Fingers to the right, toward the leading side in Hebrew: the next scene.
        swipe(demo, gesture, scrolling: -0.7, from: 100)
        #expect(demo.letters == ["A", "B"])
    }

    // MARK: Touch

    @Test func theDragsTakeFingersAsWellAsPointers() throws {
        let p = try present(.left)
        let drag = try #require(p.drag.drag)
        #expect(drag.acceptsTouch)
        let demo = SwipeNavigationTests.Demo()
        demo.presentStack()
        #expect(demo.root.swipe?.tracker?.drag?.acceptsTouch == true)
    }

    @Test func aFingerMayStartAnEdgeSwipeFurtherIn() throws {
        let demo = SwipeNavigationTests.Demo()
        demo.presentStack()
        let swipe = try #require(demo.root.swipe)
        // 40 pixels in from the right edge: outside a pointer's band, inside a finger's.
        for (band, pushes) in [(EdgeSwipeInteraction.edgeWidth, false), (EdgeSwipeInteraction.touchEdgeWidth, true)] {
            swipe.tracker?.dragBegan(at: Point(x: demo.width - 40, y: 100), source: band == EdgeSwipeInteraction.touchEdgeWidth ? .touch : .pointer)
            for step in 1...8 {
                swipe.tracker?.dragMoved(to: Point(x: -demo.width * 0.7 * Double(step) / 8, y: 0), at: 100 + Double(step) * 0.05)
                demo.frames(1)
            }
            swipe.tracker?.dragEnded(at: Point(x: -demo.width * 0.7, y: 0), time: 101)
            demo.waitUntilIdle()
            #expect(demo.letters == (pushes ? ["A", "B"] : ["A"]), "band \(band)")
        }
    }

    /// A finger dragging the medal table down scrolls its rows while they can
    /// go up (GTK scrolls by touch), and moves the table once they are at
    /// the top; a pointer drag, which scrolls nothing, moves it from anywhere.
    @Test func aFingerOnTheMedalTableScrollsItsRowsBeforeItMovesIt() throws {
        let p = try present(.bottom)
        let adjustment = try #require(verticalAdjustment(in: p.panel))
        func fingerDrag(_ source: SwipeSource, from start: Double) {
            p.drag.dragBegan(at: p.onPanel, source: source)
            for step in 1...4 {
                p.drag.dragMoved(to: Point(x: 0, y: Double(step) * 30), at: start + Double(step) * 0.05)
                p.window.frames(1)
            }
        }
        gtk_adjustment_configure(adjustment, 300, 0, 1200, 10, 200, 300)
        fingerDrag(.touch, from: 100)
        #expect(!p.drag.isSwiping, "from the middle, the finger scrolls the rows")
        #expect(p.window.phase == .presented)
        p.drag.dragEnded(at: Point(x: 0, y: 120), time: 100.3)

        gtk_adjustment_set_value(adjustment, 0)
        fingerDrag(.touch, from: 101)
        #expect(p.drag.isSwiping, "at the top, the finger moves the table")
        p.drag.dragEnded(at: Point(x: 0, y: 30), time: 101.6)  // let go slowly, near the start
        p.window.waitUntil(.presented)

        gtk_adjustment_configure(adjustment, 300, 0, 1200, 10, 200, 300)
        fingerDrag(.pointer, from: 102)
        #expect(p.drag.isSwiping, "a pointer drag scrolls nothing: it moves the table")
        p.drag.dragEnded(at: Point(x: 0, y: 30), time: 102.6)
        p.window.waitUntil(.presented)
    }

    /// The vertical adjustment of the first scrolled window in `view`.
    private func verticalAdjustment(in view: WidgetPointer) -> UnsafeMutablePointer<GtkAdjustment>? {
        WidgetTree.first(in: view) { cgtk_is_scrolled_window($0) != 0 }
            .flatMap { gtk_scrolled_window_get_vadjustment(gcast($0)) }
    }
}
