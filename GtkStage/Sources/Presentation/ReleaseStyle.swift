/// How an interactive transition runs on once its gesture lets go: gliding
/// to rest at its target (`ReleaseMotion`), or on a spring that overshoots
/// and settles there, in both cases leaving at the gesture's speed.
public enum ReleaseStyle: Sendable, Equatable {
    /// Slows steadily to rest at the target, never past it (the panels' and
    /// the scenes' release).
    case glide
    /// A damped spring of `dampingRatio` over the animation's whole
    /// duration, whatever distance is left (UIKit's spring timing
    /// parameters with an initial velocity): the herb zoom's release.
    case spring(dampingRatio: Double)

    /// The fastest a spring leaves, in whole distances per whole duration:
    /// a flick over a short distance left would otherwise throw the
    /// animation far past its target.
    public static let fastestSpringStart = 8.0

    /// The spring curve for a run over `distance` (in progress) lasting
    /// `length` seconds, leaving at `velocity` (progress per second toward
    /// the target).
    public static func springCurve(dampingRatio: Double, velocity: Double, distance: Double, length: Double) -> TimingCurve {
        let slope = distance > 0 && length > 0 ? velocity * length / distance : 0
        return .spring(dampingRatio: dampingRatio, initialVelocity: min(max(slope, -fastestSpringStart), fastestSpringStart))
    }
}
