/// Room kept inside a rectangle's edges, as UIKit's UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

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
