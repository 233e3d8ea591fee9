import Presentation
import Testing

@Suite("Animation timeline")
struct AnimationTimelineTests {
    @Test func runsFromZeroToOneOverItsDuration() {
        var timeline = AnimationTimeline(duration: 0.3, curve: .linear)
        timeline.start(at: 10)
        #expect(abs(timeline.advance(to: 10.15) - 0.5) < 1e-9)
        #expect(timeline.isRunning)
        #expect(timeline.advance(to: 10.3) == 1)
        #expect(timeline.state == .finished(.end))
    }

    @Test func reversalMidFlightContinuesFromTheSamePlace() {
        var timeline = AnimationTimeline(duration: 0.3, curve: .easeInOut)
        timeline.start(at: 0)
        let before = timeline.advance(to: 0.1)
        timeline.setReversed(true, at: 0.1)
        #expect(timeline.progress == before)
        // Just after the turn it has hardly moved: no jump.
        let just = timeline.advance(to: 0.101)
        #expect(abs(just - before) < 0.01)
        #expect(just <= before)
    }

    @Test func reversalTakesTheDurationOfTheDistanceBack() {
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.start(at: 0)
        timeline.advance(to: 0.4)
        timeline.setReversed(true, at: 0.4)
        #expect(abs(timeline.advance(to: 0.6) - 0.2) < 1e-9)
        timeline.advance(to: 0.8)
        #expect(timeline.state == .finished(.start))
        #expect(timeline.progress == 0)
    }

    @Test func pauseHoldsAndScrubMovesAndContinueFinishes() {
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.start(at: 0)
        timeline.advance(to: 0.25)
        timeline.pause(at: 0.25)
        #expect(timeline.state == .paused)
        #expect(timeline.advance(to: 5) == 0.25)
        timeline.scrub(to: 0.7)
        #expect(timeline.progress == 0.7)
        timeline.continueAnimation(at: 10)
        #expect(abs(timeline.advance(to: 10.15) - 0.85) < 1e-9)
        timeline.advance(to: 10.3)
        #expect(timeline.state == .finished(.end))
    }

    @Test func cancelFromPauseReturnsExactlyToStart() {
        var timeline = AnimationTimeline(duration: 1, curve: .easeOut)
        timeline.pause(at: 0)
        timeline.scrub(to: 0.3)
        timeline.setReversed(true, at: 0)
        timeline.continueAnimation(at: 0)
        timeline.advance(to: 0.3)
        #expect(timeline.progress == 0)
        #expect(timeline.state == .finished(.start))
    }

    @Test func zeroDurationFinishesAtOnce() {
        var timeline = AnimationTimeline(duration: 0, curve: .linear)
        timeline.start(at: 3)
        #expect(timeline.progress == 1)
        #expect(timeline.state == .finished(.end))
    }

    @Test func stopLeavesItWhereItWas() {
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.start(at: 0)
        timeline.advance(to: 0.5)
        timeline.stop()
        #expect(timeline.state == .finished(.current))
        #expect(timeline.advance(to: 1) == 0.5)
    }

    @Test func skipToTargetEndsWhereTheRunWasHeading() {
        var forward = AnimationTimeline(duration: 1, curve: .easeInOut)
        forward.start(at: 0)
        forward.advance(to: 0.3)
        forward.skipToTarget()
        #expect(forward.progress == 1)
        #expect(forward.state == .finished(.end))

        var back = AnimationTimeline(duration: 1, curve: .linear)
        back.start(at: 0)
        back.advance(to: 0.6)
        back.setReversed(true, at: 0.6)
        back.skipToTarget()
        #expect(back.progress == 0)
        #expect(back.state == .finished(.start))
    }

    @Test func skipToTargetFinishesAHeldTimelineAndLeavesAFinishedOneAlone() {
        var held = AnimationTimeline(duration: 1, curve: .linear)
        held.pause(at: 0)
        held.scrub(to: 0.4)
        held.skipToTarget()
        #expect(held.state == .finished(.end))

        var stopped = AnimationTimeline(duration: 1, curve: .linear)
        stopped.start(at: 0)
        stopped.advance(to: 0.5)
        stopped.stop()
        stopped.skipToTarget()
        #expect(stopped.state == .finished(.current))
        #expect(stopped.progress == 0.5)
    }
}
