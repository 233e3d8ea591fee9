/// The arithmetic of grabbing a zoomed screen: how far a drag shrinks it,
/// where it is drawn under the input, and how that offset from the zoom's
/// path goes away once the input lets go.
///
/// A drag down of `fullShrinkShare` of the container's height takes the
/// screen from filling it all the way into its source; sideways it follows
/// the input, the point that was grabbed staying under it.
public struct ZoomDrag: Sendable, Equatable {
    /// The share of the container's height a drag down covers to shrink
    /// the screen all the way into its source.
    public static let fullShrinkShare = 0.4

    /// How far down a whole shrink is in a container of `height`, in pixels.
    public static func length(forContainerHeight height: Double) -> Double {
        max(height * fullShrinkShare, 1)
    }

    /// How far down a touchpad pinch to `scale` (1 where it began, below 1
    /// pinched in) counts as a drag, in a container of `height`: pinched to
    /// half, the screen goes half of the way (its size, from the window's
    /// to its source's, roughly follows the fingers), and pinched out, back.
    public static func distance(forPinch scale: Double, containerHeight height: Double) -> Double {
        (1 - scale) * length(forContainerHeight: height)
    }

    /// How much of the way the screen shrinks (from full size) it follows
    /// the input fully: below it it follows it less and less, and at full
    /// size not at all.
    public static let followRamp = 0.1

    /// How much of the input's offset the screen follows at `shrink` (0 at
    /// full size, 1 in its source): none at full size, all from `followRamp` on.
    public static func follow(atShrink shrink: Double) -> Double {
        min(max(shrink / followRamp, 0), 1)
    }

    /// Where the screen was grabbed, as a fraction of its frame then
    /// (0 at the left or top edge, 1 at the right or bottom).
    public var grab: Point

    /// A screen grabbed at `point` while drawn in `frame`.
    public init(grabbedAt point: Point, in frame: Rect) {
        grab = Point(
            x: frame.width > 0 ? (point.x - frame.x) / frame.width : 0.5,
            y: frame.height > 0 ? (point.y - frame.y) / frame.height : 0.5)
    }

    /// The frame of `pathFrame`'s size placed so that the grabbed point is at
    /// `input`, where the input is now.
    public func heldFrame(_ pathFrame: Rect, input: Point) -> Rect {
        Rect(
            x: input.x - grab.x * pathFrame.width, y: input.y - grab.y * pathFrame.height,
            width: pathFrame.width, height: pathFrame.height)
    }

    /// How far the held frame is from `pathFrame`, the zoom's own frame at
    /// the same growth.
    public func offset(of pathFrame: Rect, input: Point) -> Point {
        let held = heldFrame(pathFrame, input: input)
        return Point(x: held.x - pathFrame.x, y: held.y - pathFrame.y)
    }
}

/// The offset from the zoom's path that a released grab left, fading in step
/// with the run that lands the screen in its source or springs it back: all
/// of it at the release, none where the run ends, so the screen arrives
/// exactly on its source or the window without a jump.
package struct ZoomReleaseOffset: Sendable, Equatable {
    /// The offset when the input let go.
    package var atRelease: Point
    /// The transition's progress then.
    package var releasedAt: Double
    /// The progress the run heads for (1 to finish, 0 to go back).
    package var target: Double

    /// The offset `atRelease` of a run released at progress `releasedAt`, heading for `target`.
    package init(atRelease: Point, releasedAt: Double, target: Double) {
        self.atRelease = atRelease
        self.releasedAt = releasedAt
        self.target = target
    }

    /// The offset at `progress`; a spring's overshoot past the target
    /// carries it a little the other way, as the screen swings through.
    package func offset(at progress: Double) -> Point {
        let span = target - releasedAt
        guard abs(span) > 1e-6 else { return .zero }
        let share = (target - progress) / span
        return Point(x: atRelease.x * share, y: atRelease.y * share)
    }
}
