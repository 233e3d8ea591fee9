import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation
import Testing

/// Dragging a presented panel: it follows, then finishes or springs back.
/// The drags are synthetic sequences fed to the gesture's handlers.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct DragInteractionTests {
    private typealias Presented = PresentedPanel

    private func present(_ direction: PresentationDirection, wait: Bool = true, timeScale: Double = 1) throws -> Presented {
        try PresentedPanel(direction, wait: wait, timeScale: timeScale)
    }

    /// A drag toward the panel's edge to `fraction` of its extent, in `steps`
    /// moves `interval` seconds apart, each followed by a frame.
    private func drag(_ p: Presented, to fraction: Double, steps: Int = 8, interval: Double = 0.05, from start: Double = 100) {
        let unit = p.direction.offscreenOffset
        p.drag.dragBegan(at: p.onPanel)
        for step in 1...steps {
            let along = p.extent * fraction * Double(step) / Double(steps)
            p.drag.dragMoved(to: Point(x: unit.x * along, y: unit.y * along), at: start + Double(step) * interval)
            p.window.frames(1)
        }
    }

    private func release(_ p: Presented, at fraction: Double, time: Double) {
        let unit = p.direction.offscreenOffset
        let along = p.extent * fraction
        p.drag.dragEnded(at: Point(x: unit.x * along, y: unit.y * along), time: time)
    }

    @Test(arguments: [PresentationDirection.left, .right])
    func panelFollowsTheDragAndTheDimLightens(direction: PresentationDirection) throws {
        let p = try present(direction)
        drag(p, to: 0.1)
        let unit = p.direction.offscreenOffset
        for (step, fraction) in [0.25, 0.5, 0.75].enumerated() {
            let along = p.extent * fraction
            p.drag.dragMoved(to: Point(x: unit.x * along, y: unit.y * along), at: 101 + Double(step) * 0.1)
            p.window.frames(1)
            #expect(abs(p.offscreenShare - fraction) < 0.01, "at \(fraction): \(p.offscreenShare)")
            #expect(abs(dimLevel(p.dim) - (1 - fraction)) < 0.02)
            #expect(p.window.phase == .dismissing(.interrupted))
        }
    }

    @Test func releaseBeforeHalfWaySpringsBack() throws {
        let p = try present(.left)
        drag(p, to: 0.3)
        release(p, at: 0.3, time: 100.5)
        p.window.waitUntil(.presented)
        p.window.frames(2)
        #expect(p.window.bounds(of: p.panel) == p.controller.frameOfPresentedViewInContainerView)
        #expect(dimLevel(p.dim) == 1)
        #expect(p.window.stage.contains(p.dim), "a cancelled dismissal keeps its dim")
    }

    @Test(arguments: [PresentationDirection.left, .right])
    func releasePastHalfWayDismisses(direction: PresentationDirection) throws {
        var p: Presented? = try present(direction)
        let window = try #require(p?.window)
        let watch = try FinalizationWatch(#require(p?.panel))
        if let p {
            drag(p, to: 0.7)
            release(p, at: 0.7, time: 100.5)
        }
        p = nil  // the test lets go of the controller, as the app does
        window.waitUntil(.dismissed)
        #expect(window.mainScreen.presentedViewController == nil)
        #expect(GtkHarness.pump { watch.isFinalized }, "the dragged-away panel leaked")
    }

    @Test func aFlingDismissesEarly() throws {
        let p = try present(.left)
        drag(p, to: 0.2, steps: 4, interval: 0.01)
        release(p, at: 0.2, time: 100.04)
        p.window.waitUntil(.dismissed)
    }

    @Test func aFlingBackKeepsThePanel() throws {
        let p = try present(.left)
        drag(p, to: 0.8, steps: 8, interval: 0.05)
        // Then quickly back toward the resting place before letting go.
        let unit = p.direction.offscreenOffset
        for (step, fraction) in [0.7, 0.6].enumerated() {
            let along = p.extent * fraction
            p.drag.dragMoved(to: Point(x: unit.x * along, y: 0), at: 100.4 + Double(step + 1) * 0.01)
        }
        release(p, at: 0.6, time: 100.42)
        p.window.waitUntil(.presented)
    }

    @Test func aDragTheOtherWayDoesNothing() throws {
        let p = try present(.left)
        let before = p.window.bounds(of: p.panel)
        p.drag.dragBegan(at: p.onPanel)
        for step in 1...5 {
            p.drag.dragMoved(to: Point(x: Double(step) * 30, y: 0), at: 100 + Double(step) * 0.05)
        }
        p.drag.dragEnded(at: Point(x: 150, y: 0), time: 100.3)
        p.window.frames(3)
        #expect(p.window.phase == .presented)
        #expect(p.window.bounds(of: p.panel) == before)
    }

    @Test func aDragOnTheDimIsNotADragOfThePanel() throws {
        let p = try present(.left)
        let bounds = p.window.stage.bounds
        p.drag.dragBegan(at: Point(x: bounds.width - 20, y: bounds.height / 2))
        p.drag.dragMoved(to: Point(x: -200, y: 0), at: 100.1)
        p.drag.dragEnded(at: Point(x: -200, y: 0), time: 100.2)
        p.window.frames(3)
        #expect(p.window.phase == .presented)
    }

    @Test func aClickIsNotADrag() throws {
        let p = try present(.bottom)
        p.drag.dragBegan(at: p.onPanel)
        p.drag.dragMoved(to: Point(x: 2, y: 3), at: 100.01)
        p.drag.dragEnded(at: Point(x: 2, y: 3), time: 100.02)
        p.window.frames(3)
        #expect(p.window.phase == .presented)
    }

    @Test func aDragTakesOverAPanelStillSlidingIn() throws {
        let p = try present(.left, wait: false, timeScale: 10)
        #expect(GtkHarness.pump { p.window.bounds(of: p.panel).width > 0 && p.offscreenShare < 0.5 })
        p.drag.dragBegan(at: p.onPanel)
        p.drag.dragMoved(to: Point(x: -10, y: 0), at: 100)
        #expect(p.window.phase == .presenting(.interrupted))
        p.window.frames(1)
        let held = p.offscreenShare
        p.window.frames(5)
        #expect(abs(p.offscreenShare - held) < 0.005, "the panel kept moving under the finger")
        // Slowly drag it most of the way out, and let go: the presentation is cancelled.
        let unit = -1.0
        for step in 1...6 {
            p.drag.dragMoved(to: Point(x: unit * (10 + Double(step) * p.extent * 0.1), y: 0), at: 100 + Double(step) * 0.1)
        }
        p.drag.dragEnded(at: Point(x: unit * (10 + p.extent * 0.6), y: 0), time: 100.7)
        p.window.waitUntil(.dismissed, timeout: 10)
    }

    @Test func cancellingRestoresExactly() throws {
        let p = try present(.right)
        let resting = p.window.bounds(of: p.panel)
        drag(p, to: 0.45)
        release(p, at: 0.45, time: 100.9)
        p.window.waitUntil(.presented)
        p.window.frames(1)
        #expect(p.window.bounds(of: p.panel) == resting)
        #expect(p.window.stage.offset(of: p.panel) == .zero)
        #expect(dimLevel(p.dim) == 1)
    }
}
