/// A two-finger touchpad swipe read as a drag, the way GNOME apps read one:
/// the content moves with the scrolling, so with natural scrolling (GNOME's
/// default for touchpads) it follows the fingers, and a swipe of the
/// touchpad's base distance (libadwaita's: 400 pixels across, 300 down)
/// moves a transition all the way, whatever the size of what moves.
public struct TouchpadSwipe: Sendable, Equatable {
    /// The horizontal swipe, in surface pixels of scrolling, that moves a transition all the way.
    public static let horizontalBaseDistance = 400.0
    /// The vertical one.
    public static let verticalBaseDistance = 300.0
    /// Surface pixels per scroll delta in wheel units: X11 reports touchpad
    /// scrolling in those, and GTK counts ten pixels to one.
    public static let pixelsPerWheelUnit = 10.0

    /// The scrolling so far, in surface pixels: positive x scrolls right
    /// (the content moves left), positive y scrolls down.
    public private(set) var scrolled = Point.zero

    public init() {}

    /// Adds one scroll event's deltas, in surface pixels or in wheel units.
    public mutating func add(dx: Double, dy: Double, inWheelUnits: Bool) {
        let unit = inWheelUnits ? Self.pixelsPerWheelUnit : 1
        scrolled.x += dx * unit
        scrolled.y += dy * unit
    }

    /// The pointer drag that moves the content as far as this swipe, over a
    /// view of `size`: against the scrolling (as scrolled content moves), one
    /// base distance for the whole width or height.
    public func translation(over size: Size) -> Point {
        Point(
            x: -scrolled.x / Self.horizontalBaseDistance * size.width,
            y: -scrolled.y / Self.verticalBaseDistance * size.height)
    }
}
