/// How the run that finishes or cancels an interactive transition moves once
/// the finger lets go: it leaves at the speed the gesture had and slows to
/// rest at its target, so the motion carries on across the release without a
/// jump forward or a sudden brake (UIKit hands the gesture's velocity to a
/// spring for the same reason).
///
/// The curve is a cubic Bézier whose control points sit at thirds of the
/// time, so its speed is a parabola: it leaves at the gesture's speed and
/// reaches zero at the target. Its length is what the gesture's speed asks
/// for, within the animation's own pace.
package struct ReleaseMotion: Sendable, Equatable {
    /// How long the run lasts, in seconds.
    package let duration: Double
    /// Progress over the run's time, leaving at the gesture's speed.
    package let curve: TimingCurve

    /// How many times its average speed the run leaves at, when the gesture
    /// is fast enough to choose the length: at 1.5 the speed falls steadily
    /// from the first frame (it is 1.5 (1 - t²) of the average), never above
    /// the finger's.
    package static let takeoff = 1.5
    /// How much longer than the animation's own pace a slow release may run,
    /// so a drag let go at a walking pace carries on near that pace instead
    /// of being snatched away.
    package static let longestStretch = 2.0

    /// A run over `distance` (in progress, 0...1) that leaves at `velocity`
    /// (progress per second toward the target; negative when the gesture was
    /// moving away from it) and would take `naturalDuration` at the
    /// animation's own pace.
    package init(distance: Double, velocity: Double, naturalDuration: Double) {
        guard distance > 0, naturalDuration > 0 else {
            duration = 0
            curve = .linear
            return
        }
        var length = naturalDuration * Self.longestStretch
        if velocity > 0 {
            length = min(Self.takeoff * distance / velocity, length)
        }
        duration = length
        curve = Self.curve(leavingAt: velocity * length / distance)
    }

    /// The curve whose slope at the start is `slope` (progress over time,
    /// both as fractions of the run), ending at rest. The first control
    /// point's height is kept within -1...1: no overshoot past the target,
    /// and a gesture moving away carries on a little before turning.
    static func curve(leavingAt slope: Double) -> TimingCurve {
        .cubicBezier(1.0 / 3, min(max(slope / 3, -1), 1), 2.0 / 3, 1)
    }

    /// The speed at time `time` into the run (progress per second): what the
    /// tests and the benchmark compare with the gesture's.
    package func velocity(at time: Double, distance: Double) -> Double {
        guard duration > 0 else { return 0 }
        let step = min(duration / 1000, 0.0005)
        let t = min(max(time, 0), duration - step)
        return distance * (curve.progress(at: (t + step) / duration) - curve.progress(at: t / duration)) / step
    }
}
