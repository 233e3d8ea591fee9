/// The edge of the container a presented panel slides in from and out to.
public enum PresentationDirection: String, CaseIterable, Sendable {
    case left
    case top
    case right
    case bottom

    /// Where the panel rests when it is off screen, as a multiple of its own
    /// size: a left panel sits one width to the left of its presented frame.
    public var offscreenOffset: Point {
        switch self {
        case .left: Point(x: -1, y: 0)
        case .top: Point(x: 0, y: -1)
        case .right: Point(x: 1, y: 0)
        case .bottom: Point(x: 0, y: 1)
        }
    }

    /// Whether the panel spans the container's full height (left and right)
    /// rather than its full width (top and bottom).
    public var isHorizontal: Bool { self == .left || self == .right }

    /// How far a drag by `translation` moves a panel toward this side, in
    /// pixels, along the side's axis; movement away from it counts as negative.
    public func distance(of translation: Point) -> Double {
        isHorizontal ? translation.x * offscreenOffset.x : translation.y * offscreenOffset.y
    }
}
