/// Whether a gesture-driven transition finishes or cancels when the finger
/// lets go: past half way it finishes, unless flung back; before half way it
/// cancels, unless flung forward.
public enum ReleaseDecision {
    /// A release moving at least this fast (in transition-lengths per second)
    /// is a fling: it decides the outcome whatever the position.
    public static let flingSpeed = 1.2

    /// `percent` is how far the transition is (0...1); `velocity` is how fast
    /// it was moving toward finishing, in transition-lengths per second.
    public static func shouldFinish(percent: Double, velocity: Double) -> Bool {
        if velocity >= flingSpeed { return true }
        if velocity <= -flingSpeed { return false }
        return percent > 0.5
    }
}
