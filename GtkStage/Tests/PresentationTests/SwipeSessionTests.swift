import Presentation
import Testing

/// One swipe from press to release: when a motion becomes a swipe, how far
/// it carries its transition, and where a release lands.
@Suite("Swipe sessions")
struct SwipeSessionTests {
    /// A horizontal swipe over 400 px whose end is to the left (distance = -dx).
    private func moved(_ session: inout SwipeSession, dx: Double, dy: Double = 0, at time: Double) -> SwipeSession.Step {
        session.move(translation: Point(x: dx, y: dy), distance: -dx, length: 400, at: time)
    }

    @Test func aMotionBelowTheThresholdWaits() {
        var session = SwipeSession(axis: .horizontal)
        #expect(moved(&session, dx: -5, dy: -5, at: 0) == .waiting, "7 px is under 8")
        #expect(moved(&session, dx: -8, at: 0.01) == .recognized)
        #expect(!session.isClaimed, "recognised, not yet held")
    }

    @Test func acrossTheAxisOrAwayFromTheEndIsDenied() {
        var across = SwipeSession(axis: .horizontal)
        #expect(moved(&across, dx: -6, dy: 12, at: 0) == .denied)
        #expect(moved(&across, dx: -100, at: 0.1) == .waiting, "a denied swipe stays let go")
        var away = SwipeSession(axis: .horizontal)
        #expect(moved(&away, dx: 20, at: 0) == .denied)
        var vertical = SwipeSession(axis: .vertical)
        #expect(vertical.move(translation: Point(x: 3, y: 30), distance: 30, length: 300, at: 0) == .recognized)
    }

    @Test func aSwipeThatStartsEitherWayTakesAMotionAwayFromTheEnd() {
        var grabber = SwipeSession(axis: .horizontal)
        grabber.startsEitherWay = true
        #expect(moved(&grabber, dx: 20, at: 0) == .recognized, "away from the end counts")
        #expect(grabber.takeHold(from: 0.5) == 0.45, "and moves the progress back")
        var stillAcross = SwipeSession(axis: .horizontal)
        stillAcross.startsEitherWay = true
        #expect(moved(&stillAcross, dx: 6, dy: 12, at: 0) == .denied, "across the axis is still denied")
    }

    @Test func progressIsTheDistanceOverTheLengthFromWhereItWasTaken() {
        var session = SwipeSession(axis: .horizontal)
        #expect(moved(&session, dx: -40, at: 0) == .recognized)
        #expect(session.takeHold(from: 0.25) == 0.35, "a quarter in, and 40 of 400 px more")
        #expect(session.isClaimed)
        #expect(moved(&session, dx: -200, at: 0.1) == .moved(progress: 0.75))
        #expect(moved(&session, dx: -1000, at: 0.2) == .moved(progress: 1), "clamped at the end")
        #expect(moved(&session, dx: 300, at: 0.3) == .moved(progress: 0), "and at the start")
    }

    @Test func aSlowReleaseDecidesByPosition() throws {
        for (dx, finishes) in [(-240.0, true), (-160.0, false)] {
            var session = SwipeSession(axis: .horizontal)
            _ = moved(&session, dx: -10, at: 0)
            _ = session.takeHold(from: 0)
            _ = moved(&session, dx: dx, at: 1)
            _ = moved(&session, dx: dx, at: 2)  // held still for a second
            let released = session.release(distance: -dx, at: 2.05)
            let release = try #require(released)
            #expect(release.velocity == 0)
            #expect(release.finishes == finishes, "released at \(-dx / 400)")
        }
    }

    @Test func aFlickFinishesFromNearTheStartAndTheReleaseIsTheSpeed() throws {
        var session = SwipeSession(axis: .horizontal)
        _ = moved(&session, dx: -10, at: 0)
        _ = session.takeHold(from: 0)
        for step in 1...5 { _ = moved(&session, dx: -10 - Double(step) * 16, at: Double(step) / 60) }
        // 16 px a frame at 60 Hz: 960 px/s, 2.4 lengths per second.
        let released = session.release(distance: 10 + 6 * 16, at: 6.0 / 60)
        let release = try #require(released)
        #expect(abs(release.velocity - 2.4) < 1e-9)
        #expect(release.progress < 0.3)
        #expect(release.finishes, "where it would come to rest is past half way")
        let touchpad = ReleaseDecision.shouldFinish(
            percent: release.progress, velocity: release.velocity,
            deceleration: ReleaseDecision.touchpadDeceleration)
        #expect(touchpad == release.finishes)
    }

    @Test func aReleaseWithoutHoldReportsNothingAndTheNextSwipeStartsAfresh() {
        var session = SwipeSession(axis: .horizontal)
        #expect(moved(&session, dx: -20, at: 0) == .recognized)
        session.deny()
        #expect(session.release(distance: 20, at: 0.1) == nil)
        #expect(moved(&session, dx: -20, at: 0.2) == .recognized, "after a release, a new swipe may begin")
    }
}
