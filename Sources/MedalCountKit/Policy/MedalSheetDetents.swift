import Presentation

/// Where the medal table's bottom sheet can rest: half the stage (medium),
/// the tutorial's two thirds (where it opens), and the stage less a 48 px
/// gap at the top (large); it opens at two thirds; the content behind is fully dimmed from two
/// thirds up and half as much at medium.
public enum MedalSheetDetents {
    /// The tutorial's panel: two thirds of the stage's height, where the sheet opens.
    public static let twoThirds = SheetDetent.fraction("two-thirds", SlideInGeometry.coverage)
    /// The gap the large detent leaves at the top of the stage.
    public static let largeTopGap = 48.0
    /// The largest detent.
    public static let large = SheetDetent.large(topGap: largeTopGap)

    /// The three detents and the dim between them.
    public static let detents = SheetDetents(
        [.medium, twoThirds, large], opening: twoThirds, fullDimmingDetent: twoThirds, smallestDimming: 0.5)
}
