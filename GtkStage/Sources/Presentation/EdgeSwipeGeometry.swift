/// Where an edge swipe starts and how far it has gone, for either reading
/// order: a swipe from the trailing edge moves toward the leading one, and
/// the other way round.
public enum EdgeSwipeGeometry {
    /// The edge whose band of `band` pixels holds `x` in a view `width` wide, if any.
    public static func edge(atX x: Double, width: Double, band: Double, layout: LayoutDirection) -> HorizontalEdge? {
        let side: PresentationDirection
        if x <= band {
            side = .left
        } else if x >= width - band {
            side = .right
        } else {
            return nil
        }
        return HorizontalEdge.allCases.first { layout.side(of: $0) == side }
    }

    /// How far a drag by `dx` from `edge` has moved into the view, in pixels
    /// (negative when it moves back out past its edge).
    public static func inwardDistance(from edge: HorizontalEdge, dx: Double, layout: LayoutDirection) -> Double {
        let towardTrailing = layout.towardTrailing(dx)
        return edge == .leading ? towardTrailing : -towardTrailing
    }
}
