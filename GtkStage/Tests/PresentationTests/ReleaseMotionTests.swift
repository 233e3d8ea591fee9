import Presentation
import Testing

/// Letting go of a gesture-driven transition: the run that finishes or
/// cancels it leaves at the gesture's speed, and where the motion would come
/// to rest decides which it is.
@Suite("Release at the finger's speed")
struct ReleaseMotionTests {
    /// The timeline's speed (progress per second) just after `time`.
    private func speed(_ timeline: AnimationTimeline, at time: Double, over step: Double = 0.000001) -> Double {
        var copy = timeline
        let before = copy.advance(to: time)
        let after = copy.advance(to: time + step)
        return (after - before) / step
    }

    /// A timeline scrubbed to `percent` by a gesture, then let go.
    private func released(at percent: Double, velocity: Double, finishing: Bool, duration: Double = 0.3) -> AnimationTimeline {
        var timeline = AnimationTimeline(duration: duration, curve: .easeInOut)
        timeline.pause(at: 0)
        timeline.scrub(to: percent)
        timeline.setReversed(!finishing, at: 10)
        // Toward the target: finishing heads for 1, cancelling for 0.
        timeline.continueAnimation(at: 10, releaseVelocity: finishing ? velocity : -velocity)
        return timeline
    }

    @Test(arguments: [0.3, 1.0, 2.1, 4.0, 8.0])
    func finishingLeavesAtTheGesturesSpeed(velocity: Double) {
        for percent in [0.2, 0.55, 0.8] {
            let timeline = released(at: percent, velocity: velocity, finishing: true)
            let measured = speed(timeline, at: 10)
            #expect(abs(measured - velocity) / velocity < 0.02, "from \(percent) at \(velocity)/s: \(measured)")
        }
    }

    @Test(arguments: [0.3, 1.0, 2.1, 4.0, 8.0])
    func cancellingLeavesAtTheGesturesSpeed(velocity: Double) {
        // The gesture moved back toward the start at `velocity`.
        for percent in [0.2, 0.45, 0.8] {
            let timeline = released(at: percent, velocity: -velocity, finishing: false)
            let measured = speed(timeline, at: 10)
            #expect(abs(measured + velocity) / velocity < 0.02, "from \(percent) at \(velocity)/s back: \(measured)")
        }
    }

    @Test func aGestureMovingAwayFromTheTargetCarriesOnBeforeTurning() {
        // Finishing by position while the finger was drifting back a little.
        let timeline = released(at: 0.8, velocity: -0.3, finishing: true)
        #expect(abs(speed(timeline, at: 10) + 0.3) < 0.01)
        var copy = timeline
        #expect(copy.advance(to: 10.005) < 0.8, "it first carries on backwards")
        copy.advance(to: 20)
        #expect(copy.state == .finished(.end))
    }

    @Test func aFastReleaseSlowsFromTheFirstFrameAndNeverOvershoots() {
        let timeline = released(at: 0.5, velocity: 6, finishing: true)
        var copy = timeline
        var last = copy.progress
        var lastSpeed = speed(timeline, at: 10)
        var time = 10.0
        while !copy.isFinished {
            time += 1.0 / 240
            let now = copy.advance(to: time)
            #expect(now <= 1 && now >= last, "at \(time): \(now) after \(last)")
            if !copy.isFinished {
                let current = speed(timeline, at: time)
                #expect(current <= lastSpeed + 1e-6, "the speed falls steadily")
                lastSpeed = current
            }
            last = now
        }
        #expect(copy.progress == 1)
        // At 6 per second from half way: the run lasts 1.5 × 0.5 / 6 = 0.125 s.
        #expect(abs((time - 10) - 0.125) < 0.01)
    }

    @Test func theRunEndsAtRest() {
        let motion = ReleaseMotion(distance: 0.4, velocity: 2, naturalDuration: 0.12)
        #expect(abs(motion.velocity(at: motion.duration, distance: 0.4)) < 0.05)
        #expect(abs(motion.velocity(at: 0, distance: 0.4) - 2) < 0.02)
    }

    @Test func aSlowReleaseRunsNoLongerThanTwiceTheAnimationsPace() {
        let motion = ReleaseMotion(distance: 0.5, velocity: 0.1, naturalDuration: 0.15)
        #expect(motion.duration == 0.3)
        #expect(abs(motion.velocity(at: 0, distance: 0.5) - 0.1) < 0.01, "still leaving at the finger's speed")
        let still = ReleaseMotion(distance: 0.5, velocity: 0, naturalDuration: 0.15)
        #expect(abs(still.velocity(at: 0, distance: 0.5)) < 0.01, "a release at rest starts from rest")
    }

    /// The benchmark's scripted drag: 70% of a 0.3 s slide in a third of a
    /// second, let go at 2.1 widths a second. Its speed over the first 50 ms
    /// stays within a quarter of the finger's (`release_speed_ratio`).
    @Test func theBenchmarksDragCarriesOnAtItsSpeed() {
        let motion = ReleaseMotion(distance: 0.3, velocity: 2.1, naturalDuration: 0.3 * 0.3)
        let window = min(0.05, motion.duration)
        let first50ms = 0.3 * motion.curve.progress(at: window / motion.duration) / window
        let ratio = first50ms / 2.1
        #expect(ratio > 0.8 && ratio < 1.25, "ratio \(ratio)")
    }

    @Test func withoutAVelocityTheTimelineKeepsItsCurve() {
        // The keyboard's and the buttons' dismissals are not gestures.
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.pause(at: 0)
        timeline.scrub(to: 0.5)
        timeline.continueAnimation(at: 0)
        #expect(abs(timeline.advance(to: 0.25) - 0.75) < 1e-9)
    }

    // MARK: Where the motion would come to rest

    @Test func projectionIsTheDistanceADeceleratingMotionCovers() {
        // 0.998 a millisecond: a motion at 1 length a second goes on for 0.499 lengths.
        #expect(abs(ReleaseDecision.projectedDistance(velocity: 1) - 0.499) < 1e-9)
        #expect(abs(ReleaseDecision.projectedDistance(velocity: -2) + 0.998) < 1e-9)
        #expect(
            ReleaseDecision.projectedDistance(velocity: 1, deceleration: ReleaseDecision.touchpadDeceleration)
                < ReleaseDecision.projectedDistance(velocity: 1))
    }

    @Test func theRestingPlaceDecides() {
        #expect(ReleaseDecision.shouldFinish(percent: 0.7, velocity: 0))
        #expect(!ReleaseDecision.shouldFinish(percent: 0.3, velocity: 0))
        #expect(!ReleaseDecision.shouldFinish(percent: 0.5, velocity: 0))
        // 0.3 + 0.5 × 0.499 = 0.55: heading past half way, it finishes.
        #expect(ReleaseDecision.shouldFinish(percent: 0.3, velocity: 0.5))
        // 0.3 + 0.3 × 0.499 = 0.45: not far enough.
        #expect(!ReleaseDecision.shouldFinish(percent: 0.3, velocity: 0.3))
        // Flung back from 0.9 at 1 a second: 0.9 − 0.499 = 0.40.
        #expect(!ReleaseDecision.shouldFinish(percent: 0.9, velocity: -1))
        #expect(ReleaseDecision.shouldFinish(percent: 0.9, velocity: -0.7))
        // A touchpad's swipe goes less far: 0.3 + 0.5 × 0.332 = 0.47.
        #expect(!ReleaseDecision.shouldFinish(percent: 0.3, velocity: 0.5, deceleration: ReleaseDecision.touchpadDeceleration))
    }

    // MARK: Touchpad swipes read as drags

    @Test func theBaseDistanceCoversTheWholePanel() {
        var swipe = TouchpadSwipe()
        for _ in 0..<40 { swipe.add(dx: 10, dy: 0, inWheelUnits: false) }
        let panel = Size(width: 640, height: 480)
        // Scrolling right 400 px: the content follows the fingers left, a whole width.
        #expect(swipe.translation(over: panel) == Point(x: -640, y: 0))
        var down = TouchpadSwipe()
        down.add(dx: 0, dy: -150, inWheelUnits: false)
        #expect(down.translation(over: panel) == Point(x: 0, y: 240), "half the vertical base distance: half the height")
    }

    @Test func wheelUnitsAreTenPixels() {
        var swipe = TouchpadSwipe()
        swipe.add(dx: 4, dy: 0, inWheelUnits: true)
        #expect(swipe.scrolled == Point(x: 40, y: 0))
        #expect(swipe.translation(over: Size(width: 400, height: 300)) == Point(x: -40, y: 0))
    }
}
