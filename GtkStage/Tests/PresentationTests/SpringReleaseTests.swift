import Presentation
import Testing

/// A spring that leaves at a released gesture's speed: the herb zoom's
/// landing and its spring back.
@Suite("Spring release")
struct SpringReleaseTests {
    /// The curve's slope at the start, measured over a short step.
    private func startingSlope(_ curve: TimingCurve) -> Double {
        let step = 1e-5
        return curve.progress(at: step) / step
    }

    @Test func aSpringFromRestLeavesAtNoSpeed() {
        #expect(abs(startingSlope(.spring(dampingRatio: 0.4))) < 0.01)
    }

    @Test(arguments: [-2.0, 1.0, 3.0, 6.0])
    func aSpringLeavesAtItsInitialVelocityAndStillEndsAtOne(velocity: Double) {
        let curve = TimingCurve.spring(dampingRatio: 0.4, initialVelocity: velocity)
        #expect(abs(startingSlope(curve) - velocity) < 0.01 * max(1, abs(velocity)))
        #expect(abs(curve.progress(at: 0.97) - 1) < 0.02)
        #expect(curve.progress(at: 1) == 1)
    }

    @Test func aCriticallyDampedSpringLeavesAtItsInitialVelocityToo() {
        let curve = TimingCurve.spring(dampingRatio: 1, initialVelocity: 2)
        #expect(abs(startingSlope(curve) - 2) < 0.02)
        #expect(abs(curve.progress(at: 0.97) - 1) < 0.02)
    }

    @Test func aSpringLeftMovingAwayFirstGoesFurtherFromItsTarget() {
        let away = TimingCurve.spring(dampingRatio: 0.4, initialVelocity: -8)
        let lowest = (1..<200).map { away.progress(at: Double($0) / 200) }.min() ?? 0
        #expect(lowest < -0.04, "it carries on away before it turns: \(lowest)")
        #expect(abs(away.progress(at: 0.97) - 1) < 0.02)
    }

    @Test func theSpringCurveIsTheReleaseSpeedOverTheDistanceLeft() {
        // 2 progress per second over 0.5 left in a 1 s run: 4 distances per duration.
        let curve = ReleaseStyle.springCurve(dampingRatio: 0.4, velocity: 2, distance: 0.5, length: 1)
        #expect(curve == .spring(dampingRatio: 0.4, initialVelocity: 4))
        let flick = ReleaseStyle.springCurve(dampingRatio: 0.4, velocity: 50, distance: 0.5, length: 1)
        #expect(flick == .spring(dampingRatio: 0.4, initialVelocity: ReleaseStyle.fastestSpringStart))
        let away = ReleaseStyle.springCurve(dampingRatio: 0.4, velocity: -50, distance: 0.5, length: 1)
        #expect(away == .spring(dampingRatio: 0.4, initialVelocity: -ReleaseStyle.fastestSpringStart))
        #expect(
            ReleaseStyle.springCurve(dampingRatio: 0.4, velocity: 2, distance: 0, length: 1)
                == .spring(dampingRatio: 0.4, initialVelocity: 0))
    }

    @Test func aTimelineReleasedOnASpringLeavesAtTheGesturesSpeedAndLandsOnItsTarget() {
        var timeline = AnimationTimeline(duration: 1, curve: .spring(dampingRatio: 0.4))
        timeline.pause(at: 0)
        timeline.scrub(to: 0.6)
        timeline.continueAnimation(at: 10, releaseVelocity: 1.2, style: .spring(dampingRatio: 0.4))
        #expect(timeline.isRunning)
        let moved = timeline.advance(to: 10.0001) - 0.6
        #expect(abs(moved / 0.0001 - 1.2) < 0.05, "left at \(moved / 0.0001) progress per second")
        // The whole duration, not the distance's share of it: a spring settles in its own time.
        #expect(timeline.isRunning)
        _ = timeline.advance(to: 10.9)
        #expect(timeline.isRunning)
        #expect(timeline.advance(to: 11) == 1)
        #expect(timeline.state == .finished(.end))
    }

    @Test func aSpringBackOvershootsItsStartAndEndsThereCancelled() {
        var timeline = AnimationTimeline(duration: 1, curve: .linear)
        timeline.pause(at: 0)
        timeline.scrub(to: 0.3)
        timeline.setReversed(true, at: 0)
        timeline.continueAnimation(at: 0, releaseVelocity: 0, style: .spring(dampingRatio: 0.4))
        let samples = (1..<100).map { timeline.advance(to: Double($0) / 100) }
        #expect((samples.min() ?? 0) < -0.01, "a spring of 0.4 swings past its start")
        #expect(timeline.advance(to: 1) == 0)
        #expect(timeline.state == .finished(.start))
    }

    @Test func aGlideStaysTheDefault() {
        var glide = AnimationTimeline(duration: 1, curve: .linear)
        glide.pause(at: 0)
        glide.scrub(to: 0.5)
        glide.continueAnimation(at: 0, releaseVelocity: 1)
        let samples = (1..<400).map { glide.advance(to: Double($0) / 100) }
        #expect(samples.allSatisfy { $0 <= 1 }, "a glide never passes its target")
        #expect(glide.state == .finished(.end))
    }

    @Test func aRectContainsThePointsOnItsNearEdgesOnly() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.9, y: 59.9)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!rect.contains(Point(x: 9.9, y: 30)))
    }
}
