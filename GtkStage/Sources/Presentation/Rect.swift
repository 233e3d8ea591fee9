/// An axis-aligned rectangle: an origin and a size, as UIKit's CGRect.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin covering `size`: a container's bounds.
    public init(bounds size: Size) {
        self.init(origin: .zero, size: size)
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The same rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether `point` lies inside this rectangle (its far edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle a fraction `t` of the way from `self` to `end`
    /// (0 gives `self`, 1 gives `end`).
    public func interpolated(to end: Rect, fraction t: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Rect(
            x: mix(x, end.x), y: mix(y, end.y),
            width: mix(width, end.width), height: mix(height, end.height))
    }
}
