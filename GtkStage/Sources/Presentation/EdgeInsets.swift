/// Room kept inside a rectangle's edges, as UIKit's UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    /// The room below the top edge.
    public var top: Double
    /// The room right of the left edge.
    public var left: Double
    /// The room above the bottom edge.
    public var bottom: Double
    /// The room left of the right edge.
    public var right: Double

    /// Room of its own on each side.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same room on every side.
    public init(all room: Double) {
        self.init(top: room, left: room, bottom: room, right: room)
    }

    /// No room kept.
    public static let zero = EdgeInsets(all: 0)
}

extension Rect {
    /// This rectangle with `insets` taken off its edges (never less than empty).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: max(width - insets.left - insets.right, 0), height: max(height - insets.top - insets.bottom, 0))
    }
}
