/// Which way a line of text runs, and so which physical side is leading:
/// the left in English, the right in Hebrew or Arabic.
public enum LayoutDirection: Sendable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The physical side of the container that `edge` names.
    public func side(of edge: HorizontalEdge) -> PresentationDirection {
        switch (edge, self) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
        }
    }

    /// How far a horizontal movement of `dx` pixels goes toward the trailing
    /// edge (negative: toward the leading edge).
    public func towardTrailing(_ dx: Double) -> Double {
        self == .leftToRight ? dx : -dx
    }
}

/// A side named by the reading order, resolved to left or right by a `LayoutDirection`.
public enum HorizontalEdge: Sendable, CaseIterable {
    /// Where reading starts: the left in left-to-right text.
    case leading
    /// Where reading ends: the right in left-to-right text.
    case trailing
}
