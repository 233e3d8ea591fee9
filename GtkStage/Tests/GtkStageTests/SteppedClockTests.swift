@_spi(GLib) import GtkStage
import Presentation
import Testing

/// A stage's clock: on the frame clock's time an animation moves on by the
/// time its frames took; stepped (`Motion.Clock.frames(each:)`), by the same
/// step every frame, however long it took, so a test's Nth frame is the
/// same point of an animation on a slow machine as on a fast one.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct SteppedClockTests {
    /// Every frame of `window` made to take `slowness` seconds of wall time
    /// (the main thread held in a tick of its own), as a slow machine's do.
    private func slowFrames(of window: TestStageWindow, by slowness: Double) -> TickCallback {
        TickCallback(on: window.stage.widget) { _ in
            g_usleep(gulong(slowness * 1_000_000))
            return true
        }
    }

    /// The progress a linear 1 s animation showed at each frame it drew,
    /// run for `frames` frames of `window`.
    private func progressSeen(in window: TestStageWindow, frames: Int) -> [Double] {
        var seen: [Double] = []
        let animator = FrameAnimator(duration: 1, curve: .linear, clockOwner: window.stage.widget)
        animator.addAnimations { seen.append($0) }
        animator.startAnimation()
        window.frames(frames)
        animator.stopAnimation()
        return seen
    }

    @Test func aSteppedClockMovesEveryFrameOnByItsStepHoweverLongTheFrameTook() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(clock: .frames(each: 0.1))
        let slow = slowFrames(of: window, by: 0.15)
        defer { slow.remove() }
        let seen = progressSeen(in: window, frames: 4)
        // Made, started, then one value a frame.
        try #require(seen.count >= 5, "the animation drew \(seen.count - 2) frames in 4")
        let steps = zip(seen.dropFirst(2), seen.dropFirst(1)).map { $0 - $1 }
        #expect(seen[0] == 0 && seen[1] == 0, "it started at \(seen[1])")
        for step in steps {
            #expect(abs(step - 0.1) < 1e-9, "a frame moved it on by \(step), not the clock's step of 0.1: \(seen)")
        }
    }

    @Test func theFrameClocksTimeMovesItOnByTheTimeTheFramesTook() throws {
        let window = TestStageWindow()
        let slow = slowFrames(of: window, by: 0.15)
        defer { slow.remove() }
        let seen = progressSeen(in: window, frames: 4)
        let last = seen.last ?? 0
        // Four 150 ms frames: at least two whole ones between the start and the last (0.3 s), not four 60ths (0.07).
        #expect(last >= 0.25, "after four slow frames the animation was only at \(last): \(seen)")
    }

    @Test func aSteppedTransitionIsAtTheSamePointAfterTheSameFrames() throws {
        let window = TestStageWindow()
        // A 0.3 s slide over 18 frames of a 60th of a second each: 6 frames
        // are a third of it; on the frame clock's time, 6 frames of a tenth
        // of a second each would be twice as long as the slide.
        window.stage.motion = Motion(clock: .sixtyFramesASecond)
        let slow = slowFrames(of: window, by: 0.1)
        defer { slow.remove() }
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: true)
        window.frames(6)
        #expect(window.phase == .presenting(.forward), "a 0.3 s slide was over after 6 stepped frames: \(window.phase)")
        window.frames(14)
        #expect(window.phase == .presented, "a 0.3 s slide still ran after 20 stepped frames: \(window.phase)")
    }
}
