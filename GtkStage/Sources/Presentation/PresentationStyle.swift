/// How a presented screen is laid out, after adaptation (UIModalPresentationStyle).
public enum PresentationStyle: Sendable {
    /// The presentation controller's own geometry and chrome (a slide-in panel).
    case custom
    /// The presented screen covers the whole container, over what presented it.
    case overFullScreen
    /// The presented screen slides up over the whole container, and once it
    /// is up the screens beneath leave the drawing and the screen reader's
    /// view until its dismissal begins (UIKit's `fullScreen`).
    case fullScreen
    /// A sheet over what presented it, resting at its detents
    /// (`SheetPresentationController`): a bottom sheet in any window.
    case pageSheet
    /// A sheet as `pageSheet`, that in a window both wide and tall (regular
    /// in both size classes) floats in the middle, sized to its content.
    case formSheet

    /// Whether a screen presented in this style is a sheet.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// What an adaptive delegate answers for a trait collection: keep the style, or
/// switch to another one (UIKit's `.none` means "do not adapt").
public enum AdaptiveStyle: Sendable, Equatable {
    case none
    case adapted(PresentationStyle)
}
