/// Where a finished animation came to rest (UIViewAnimatingPosition).
public enum AnimatingPosition: Sendable, Hashable {
    /// Back where it started: a reversed or cancelled animation.
    case start
    /// At its end values: the animation completed.
    case end
    /// Wherever it was when it was stopped.
    case current
}
