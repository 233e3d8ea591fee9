/// Where a popover rests by its source, and where its arrow points from:
/// on the first permitted side with room for it (below, above, right,
/// left), along its source's middle, never past the container's margins;
/// where no side holds it whole, on the side that shows the most of it,
/// made smaller to fit.
public struct PopoverLayout: Hashable, Sendable {
    /// Where the popover's body rests, the arrow outside it.
    public var frame: Rect
    /// Which way its arrow points; `.unknown` for one with no arrow.
    public var arrowDirection: PopoverArrowDirection
    /// Where the arrow's tip is along the body's edge it stands on, from
    /// that edge's start (its left or its top).
    public var arrowOffset: Double

    /// A layout as given; ``place(content:source:permitted:canOverlapSource:in:)`` works one out.
    public init(frame: Rect, arrowDirection: PopoverArrowDirection, arrowOffset: Double) {
        self.frame = frame
        self.arrowDirection = arrowDirection
        self.arrowOffset = arrowOffset
    }

    /// What places a popover: the container and what it keeps clear.
    public struct Placement: Hashable, Sendable {
        /// The container's bounds.
        public var bounds: Rect
        /// Room kept clear inside the bounds (UIKit's `popoverLayoutMargins`).
        public var margins: EdgeInsets
        /// How far the arrow stands out of the body.
        public var arrowLength: Double
        /// How near the body's corners the arrow's tip may come (its corner
        /// radius and half the arrow's width).
        public var arrowInset: Double

        /// A placement in `bounds` keeping `margins` clear, for an arrow
        /// `arrowLength` long whose tip stays `arrowInset` from the corners.
        public init(bounds: Rect, margins: EdgeInsets, arrowLength: Double, arrowInset: Double) {
            self.bounds = bounds
            self.margins = margins
            self.arrowLength = arrowLength
            self.arrowInset = arrowInset
        }
    }

    /// The layout of a popover of `content` size pointing at `source`,
    /// with its arrow on one of `permitted`'s sides. Where no permitted side
    /// holds it whole, it goes on the side that shows the most of it, made
    /// smaller to fit; or, with `canOverlapSource` (UIKit's
    /// `canOverlapSourceViewRect`), whole over the middle of its source, with
    /// no arrow. Without a permitted side with room, it rests whole in the
    /// middle of the container, with no arrow. Either way it stays inside
    /// the margins, and points at the part of its source inside them.
    public static func place(
        content: Size, source: Rect, permitted: PopoverArrowDirection, canOverlapSource: Bool = false,
        in placement: Placement
    ) -> PopoverLayout {
        let area = placement.bounds.inset(by: placement.margins)
        let target = clipped(source, to: area)
        let arrow = placement.arrowLength
        func room(_ direction: PopoverArrowDirection) -> Size {
            switch direction {
            case .up: Size(width: area.width, height: area.maxY - target.maxY - arrow)
            case .down: Size(width: area.width, height: target.y - arrow - area.y)
            case .left: Size(width: area.maxX - target.maxX - arrow, height: area.height)
            default: Size(width: target.x - arrow - area.x, height: area.height)
            }
        }
        let sides: [PopoverArrowDirection] = [.up, .down, .left, .right].filter { permitted.contains($0) }
        let withRoom = sides.filter { room($0).width > 0 && room($0).height > 0 }
        let fitting = withRoom.first { room($0).width >= content.width && room($0).height >= content.height }
        // Where none fits whole, the side that shows the most of it.
        func shown(_ side: PopoverArrowDirection) -> Double {
            min(content.width, room(side).width) * min(content.height, room(side).height)
        }
        var best: PopoverArrowDirection? = fitting ?? withRoom.max { shown($0) < shown($1) }
        if fitting == nil, canOverlapSource { best = nil }
        guard let side = best else {
            return centred(content: content, over: canOverlapSource && !withRoom.isEmpty ? target : area, in: area)
        }
        let space = room(side)
        let width = min(content.width, space.width).rounded(.down)
        let height = min(content.height, space.height).rounded(.down)
        let middleX = target.x + target.width / 2
        let middleY = target.y + target.height / 2
        let frame: Rect
        switch side {
        case .up, .down:
            let x = clamp((middleX - width / 2).rounded(), area.x, area.maxX - width)
            let y = side == .up ? target.maxY + arrow : target.y - arrow - height
            frame = Rect(x: x, y: clamp(y.rounded(), area.y, area.maxY - height), width: width, height: height)
        default:
            let y = clamp((middleY - height / 2).rounded(), area.y, area.maxY - height)
            let x = side == .left ? target.maxX + arrow : target.x - arrow - width
            frame = Rect(x: clamp(x.rounded(), area.x, area.maxX - width), y: y, width: width, height: height)
        }
        let along = side == .up || side == .down ? middleX - frame.x : middleY - frame.y
        let length = side == .up || side == .down ? frame.width : frame.height
        let inset = min(placement.arrowInset, length / 2)
        return PopoverLayout(frame: frame, arrowDirection: side, arrowOffset: clamp(along.rounded(), inset, length - inset))
    }

    /// A popover with no arrow, in the middle of `target` and inside `area`.
    private static func centred(content: Size, over target: Rect, in area: Rect) -> PopoverLayout {
        let width = min(content.width, area.width).rounded(.down)
        let height = min(content.height, area.height).rounded(.down)
        let x = clamp((target.x + (target.width - width) / 2).rounded(), area.x, area.maxX - width)
        let y = clamp((target.y + (target.height - height) / 2).rounded(), area.y, area.maxY - height)
        return PopoverLayout(frame: Rect(x: x, y: y, width: width, height: height), arrowDirection: .unknown, arrowOffset: 0)
    }

    private static func clipped(_ rect: Rect, to bounds: Rect) -> Rect {
        let x = clamp(rect.x, bounds.x, bounds.maxX)
        let y = clamp(rect.y, bounds.y, bounds.maxY)
        return Rect(x: x, y: y, width: clamp(rect.maxX, x, bounds.maxX) - x, height: clamp(rect.maxY, y, bounds.maxY) - y)
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(value, max(low, high)))
    }
}
