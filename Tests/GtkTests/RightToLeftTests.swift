import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation
import Testing

@testable import MedalCountKit

/// The app laid out right to left (as under Hebrew): panels come from their
/// button's side, drags dismiss toward the panel's own edge, and Swipe
/// Navigation's edges and arrow keys are mirrored.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct RightToLeftTests {
    /// Runs `body` with GTK's default direction set to `direction`, then back to left to right.
    private func laidOut(_ direction: GtkTextDirection, _ body: () throws -> Void) rethrows {
        GtkHarness.prepare()  // gtk_init sets the default direction from the locale
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        try body()
    }

    private func panel(of window: TestWindow) throws -> (SlideInPresentationController, Rect) {
        let controller = try #require(window.controller as? SlideInPresentationController)
        window.waitUntil(.presented)
        window.frames(2)
        return (controller, window.bounds(of: controller.presentedView))
    }

    private func centerX(of widget: WidgetPointer, in window: TestWindow) -> Double {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, window.window.window, &bounds)
        return Double(bounds.origin.x + bounds.size.width / 2)
    }

    /// A horizontal drag by `dx` from the middle of the panel at `frame`, in
    /// eight steps a frame apart; `beforeRelease` looks at it before it ends.
    private func drag(
        _ drag: SwipeTracker, by dx: Double, from frame: Rect, in window: TestWindow,
        beforeRelease: () -> Void = {}
    ) {
        drag.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.height / 2))
        for step in 1...8 {
            drag.dragMoved(to: Point(x: dx * Double(step) / 8, y: 0), at: 100 + Double(step) * 0.05)
            window.frames(1)
        }
        beforeRelease()
        drag.dragEnded(at: Point(x: dx, y: 0), time: 100.45)
    }

    /// An edge swipe in the demo's stack: from `x` by `dx`, in eight steps a frame apart.
    private func swipe(
        _ demo: SwipeNavigationTests.Demo, _ swipe: EdgeSwipeInteraction, from x: Double, by dx: Double,
        at start: Double
    ) {
        swipe.tracker?.dragBegan(at: Point(x: x, y: 100))
        for step in 1...8 {
            swipe.tracker?.dragMoved(to: Point(x: dx * Double(step) / 8, y: 0), at: start + Double(step) * 0.06)
            demo.frames(1)
        }
        swipe.tracker?.dragEnded(at: Point(x: dx, y: 0), time: start + 0.5)
    }

    @Test func summerSlidesInFromTheRightWhereItsButtonIs() throws {
        try laidOut(GTK_TEXT_DIR_RTL) {
            let window = TestWindow()
            let width = Double(gtk_widget_get_width(window.window.window))
            #expect(centerX(of: window.mainScreen.summerButton, in: window) > width / 2, "GTK mirrors the header bar")
            window.mainScreen.showGames(.summer)
            let (controller, frame) = try panel(of: window)
            let stage = window.stage.bounds.size
            #expect(controller.direction == .right)
            #expect(frame == SlideInGeometry.frame(for: .right, in: stage))
            #expect(frame.maxX == stage.width && abs(frame.width - stage.width * 2 / 3) <= 1)
        }
    }

    @Test func winterSlidesInFromTheLeft() throws {
        try laidOut(GTK_TEXT_DIR_RTL) {
            let window = TestWindow()
            #expect(centerX(of: window.mainScreen.winterButton, in: window) < Double(gtk_widget_get_width(window.window.window)) / 2)
            window.mainScreen.showGames(.winter)
            let (controller, frame) = try panel(of: window)
            #expect(controller.direction == .left)
            #expect(frame.x == 0 && abs(frame.width - window.stage.bounds.width * 2 / 3) <= 1)
        }
    }

    @Test func aDragToTheRightDismissesSummer() throws {
        try laidOut(GTK_TEXT_DIR_RTL) {
            let window = TestWindow()
            window.mainScreen.showGames(.summer)
            let (controller, frame) = try panel(of: window)
            let drag = try #require(controller.dismissalDrag?.tracker)
            self.drag(drag, by: frame.width * 0.7, from: frame, in: window) {
                #expect(window.bounds(of: controller.presentedView).x > frame.x + frame.width / 2, "the panel follows to the right")
            }
            window.waitUntil(.dismissed)
        }
    }

    @Test func aDragToTheLeftLeavesSummerUp() throws {
        try laidOut(GTK_TEXT_DIR_RTL) {
            let window = TestWindow()
            window.mainScreen.showGames(.summer)
            let (controller, frame) = try panel(of: window)
            let drag = try #require(controller.dismissalDrag?.tracker)
            self.drag(drag, by: -frame.width * 0.7, from: frame, in: window)
            window.frames(30)
            #expect(window.phase == .presented)
            #expect(window.bounds(of: controller.presentedView) == frame)
        }
    }

    @Test func aChangeOfDirectionReachesTheNextPresentation() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.summer)
        #expect(try panel(of: window).0.direction == .left)
        window.mainScreen.dismiss(animated: true)
        window.waitUntil(.dismissed)
        try laidOut(GTK_TEXT_DIR_RTL) {
            window.frames(2)
            window.mainScreen.showGames(.summer)
            #expect(try panel(of: window).0.direction == .right)
            // Its dismissal leaves by the side it came from.
            window.mainScreen.dismiss(animated: true)
            window.frames(4)
            let moving = window.bounds(of: try #require(window.controller?.presentedView))
            #expect(moving.x > window.stage.bounds.width / 3, "leaving to the right, at \(moving)")
            window.waitUntil(.dismissed)
        }
    }

    @Test func swipeNavigationIsMirrored() throws {
        try laidOut(GTK_TEXT_DIR_RTL) {
            let demo = SwipeNavigationTests.Demo()
            demo.presentStack()
            let navigation = try #require(demo.navigation)
            let swipe = try #require(demo.root.swipe)
            let layout = LayoutDirection(of: navigation.view)
            #expect(layout == .rightToLeft)
            let width = demo.width
            // From the left edge (trailing, right to left), toward the right: the next scene.
            self.swipe(demo, swipe, from: 5, by: width * 0.7, at: 100)
            demo.waitUntilIdle()
            #expect(demo.letters == ["A", "B"])
            // Alt+Left goes forward, Alt+Right back.
            #expect(SwipeKeys.handle(UInt32(GDK_KEY_Left), alt: true, layout: layout, in: navigation))
            demo.waitUntilIdle()
            #expect(demo.letters == ["A", "B", "C"])
            #expect(SwipeKeys.handle(UInt32(GDK_KEY_Right), alt: true, layout: layout, in: navigation))
            demo.waitUntilIdle()
            #expect(demo.letters == ["A", "B"])
            // From the right edge (leading), toward the left: back.
            self.swipe(demo, swipe, from: width - 5, by: -width * 0.7, at: 200)
            demo.waitUntilIdle()
            #expect(demo.letters == ["A"])
        }
    }

    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func beginnerCookOpensOnTheFirstHerb(_ direction: GtkTextDirection) {
        laidOut(direction) {
            let demo = BeginnerCookTests.Demo()
            let first = demo.screen.thumbnails.first
            #expect(first != nil, "the herbs loaded")
            #expect(demo.screen.thumbnails.count > 1, "more than one herb, so that the order shows")
            let focused = gtk_window_get_focus(gcast(demo.window.window))
            #expect(focused == first, "focus on open is on the first herb (Basil), in either direction")
        }
    }
}
