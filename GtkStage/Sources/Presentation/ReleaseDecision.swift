/// Whether a gesture-driven transition finishes or cancels when the finger
/// lets go: where the motion would come to rest if it went on slowing down as
/// scrolled content does after a flick, past half way or not.
///
/// A slow release decides by position; a quick one by where it was heading,
/// in proportion to its speed, rather than by a speed threshold that turns a
/// hair's difference in speed into the opposite outcome.
public enum ReleaseDecision {
    /// The share of its speed a released motion keeps each millisecond for
    /// touch and pointer drags (the usual scroll deceleration, as iOS's).
    public static let dragDeceleration = 0.998
    /// For touchpad swipes, which travel less per motion of the hand.
    public static let touchpadDeceleration = 0.997

    /// How far a motion at `velocity` (lengths per second) goes before it
    /// stops, losing `1 - deceleration` of its speed each millisecond: the sum
    /// of a geometric series, `v/1000 · d/(1 - d)`.
    public static func projectedDistance(velocity: Double, deceleration: Double = dragDeceleration) -> Double {
        let rate = min(max(deceleration, 0), 0.9999)
        return velocity / 1000 * rate / (1 - rate)
    }

    /// `percent` is how far the transition is (0...1); `velocity` is how fast
    /// it was moving toward finishing, in transition-lengths per second.
    public static func shouldFinish(percent: Double, velocity: Double, deceleration: Double = dragDeceleration) -> Bool {
        percent + projectedDistance(velocity: velocity, deceleration: deceleration) > 0.5
    }
}
