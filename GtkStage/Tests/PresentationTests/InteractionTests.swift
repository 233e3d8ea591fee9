import Presentation
import Testing

@Suite("Gesture-driven transitions")
struct InteractionTests {
    @Test func velocityIsTheRecentDisplacementOverTime() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(0, at: 10.00)
        tracker.add(100, at: 10.50)  // an old, slow stretch falls out of the window
        tracker.add(130, at: 10.55)
        tracker.add(160, at: 10.60)
        #expect(abs(tracker.velocity - 600) < 1e-6)
    }

    /// Positions further apart than the window (a loaded machine's frames):
    /// the last two still give the speed, and a pointer that rested before
    /// the last one reads as still.
    @Test func sparsePositionsStillGiveTheirSpeed() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(0, at: 1.0)
        tracker.add(90, at: 1.15)
        #expect(abs(tracker.velocity - 600) < 1e-6)
        tracker.add(90, at: 1.4)
        #expect(tracker.velocity == 0)
    }

    /// GTK reports a release twice at one time (an update, then the end):
    /// the repeat keeps the speed the motions had, however far apart they
    /// came, and a pointer held still before the release still reads as still.
    @Test func aReleaseReportedTwiceKeepsItsSpeed() {
        var tracker = VelocityTracker(window: 0.1)
        tracker.add(0, at: 1.0)
        tracker.add(90, at: 1.15)
        tracker.add(90, at: 1.15)
        #expect(abs(tracker.velocity - 600) < 1e-6)
        tracker.add(120, at: 1.15)
        #expect(abs(tracker.velocity - 800) < 1e-6, "the later position at the same time wins")

        var held = VelocityTracker(window: 0.1)
        held.add(0, at: 1.0)
        held.add(90, at: 1.15)
        held.add(90, at: 1.4)
        held.add(90, at: 1.4)
        #expect(held.velocity == 0)
    }

    @Test func velocityNeedsTwoSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == 0)
        tracker.add(50, at: 1)
        #expect(tracker.velocity == 0)
        tracker.reset()
        tracker.add(50, at: 1)
        tracker.add(50, at: 1)
        #expect(tracker.velocity == 0)
    }

    /// The percent-driven life of a transition: the timeline follows
    /// `update`, and finishing or cancelling runs on from there.
    @Test func scrubThenCancelReturnsExactlyToTheStart() {
        var timeline = AnimationTimeline(duration: 0.3, curve: .easeInOut)
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        _ = machine.handle(.transitionEnded(completed: true))
        _ = machine.handle(.dismissRequested)
        #expect(machine.handle(.interrupt) == .pause)
        timeline.pause(at: 0)
        for percent in [0.1, 0.25, 0.4] { timeline.scrub(to: percent) }
        #expect(timeline.progress == 0.4)
        #expect(machine.handle(.resume(reversed: true)) == .resume(reversed: true))
        timeline.setReversed(true, at: 1)
        timeline.continueAnimation(at: 1, curve: .easeOut)
        timeline.advance(to: 1 + 0.3 * 0.4)
        #expect(timeline.state == .finished(.start))
        #expect(timeline.progress == 0)
        #expect(machine.handle(.transitionEnded(completed: false)) == .finish(.dismissal, completed: false))
        #expect(machine.phase == .presented)
    }

    @Test func scrubThenFinishTakesTheRemainingFractionOfTheDuration() {
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.pause(at: 0)
        timeline.scrub(to: 0.75)
        timeline.continueAnimation(at: 5)
        timeline.advance(to: 5.2)
        #expect(timeline.isRunning)
        timeline.advance(to: 5.25)
        #expect(timeline.state == .finished(.end))
    }

    @Test func aRunningAnimationCanBeTakenOverAndFinishedOrCancelled() {
        for cancel in [false, true] {
            var timeline = AnimationTimeline(duration: 1, curve: .linear)
            timeline.start(at: 0)
            timeline.advance(to: 0.3)
            timeline.pause(at: 0.3)
            #expect(abs(timeline.progress - 0.3) < 1e-9)
            timeline.scrub(to: 0.5)
            timeline.setReversed(cancel, at: 2)
            timeline.continueAnimation(at: 2)
            timeline.advance(to: 3)
            #expect(timeline.state == .finished(cancel ? .start : .end))
        }
    }

    @Test func completionSpeedShortensTheRun() {
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.pause(at: 0)
        timeline.scrub(to: 0.5)
        timeline.continueAnimation(at: 0, durationFactor: 0.5)
        timeline.advance(to: 0.25)
        #expect(timeline.state == .finished(.end))
    }
}
