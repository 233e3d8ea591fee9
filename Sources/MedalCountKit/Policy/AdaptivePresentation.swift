import Presentation

/// The adaptive decision of the tutorial's presentation manager, kept free of
/// any toolkit so it can be tested on its own.
public enum AdaptivePresentation {
    /// Where the main window's size classes change: shorter than 480 px is
    /// compact height, where the medal table's two thirds no longer fit its
    /// rows (the tutorial's iPhone in landscape); narrower than 600 px,
    /// compact width. Set on the main window's stage.
    public static let thresholds = SizeClassThresholds(compactWidth: 600, compactHeight: 480)

    /// The style for a presentation in `traits`: a screen that disables compact
    /// height goes over the full screen when the height is compact, unless
    /// `policy` keeps it an attached sheet; everything else keeps its custom
    /// presentation.
    public static func style(
        for traits: TraitCollection, disableCompactHeight: Bool, policy: CompactHeightPolicy = .rotatePrompt
    ) -> AdaptiveStyle {
        if traits.verticalSizeClass == .compact && disableCompactHeight && policy != .attachedSheet {
            return .adapted(.overFullScreen)
        }
        return .none
    }

    /// Whether a sheet that disables compact height stays a sheet attached
    /// to the bottom edge at its largest detent in `traits` (the
    /// attached-sheet policy in a short window).
    public static func attachesSheet(in traits: TraitCollection, disableCompactHeight: Bool, policy: CompactHeightPolicy) -> Bool {
        traits.verticalSizeClass == .compact && disableCompactHeight && policy == .attachedSheet
    }

    /// Whether an adapted presentation swaps in the rotate prompt (true) or
    /// keeps showing the presented screen itself (false).
    public static func showsRotatePrompt(for style: AdaptiveStyle, policy: CompactHeightPolicy) -> Bool {
        style == .adapted(.overFullScreen) && policy == .rotatePrompt
    }
}
