/// How a presented screen is laid out, after adaptation (UIModalPresentationStyle).
public enum PresentationStyle: Sendable {
    /// The presentation controller's own geometry and chrome (a slide-in panel).
    case custom
    /// The presented screen covers the whole container, over what presented it.
    case overFullScreen
}

/// What an adaptive delegate answers for a trait collection: keep the style, or
/// switch to another one (UIKit's `.none` means "do not adapt").
public enum AdaptiveStyle: Sendable, Equatable {
    case none
    case adapted(PresentationStyle)
}
