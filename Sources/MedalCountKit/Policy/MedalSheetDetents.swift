import Presentation

/// Where the medal table's sheet can rest: half the stage (medium), the
/// tutorial's two thirds (where it opens), and the stage less a header's
/// worth at the top (large).
public enum MedalSheetDetents {
    /// The tutorial's panel: two thirds of the stage's height, where the sheet opens.
    public static let twoThirds = SheetDetent.custom(identifier: "two-thirds") {
        $0.containerHeight * SlideInGeometry.coverage
    }

    /// The three detents, smallest first.
    public static let all: [SheetDetent] = [.medium(), twoThirds, .large()]
}
