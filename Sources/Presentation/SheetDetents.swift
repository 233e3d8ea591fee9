/// The detents a bottom sheet can rest at and the choices it makes between
/// them: where a drag let go comes to rest (or whether it dismisses), which
/// detent the grabber's activation moves to, how far a drag past the largest
/// goes, and how dim the content behind is at a height.
///
/// Every choice is made for a container's height of the moment, so the
/// detents' order is their heights' in that container (a custom detent may
/// overtake another as the window shrinks).
public struct SheetDetents: Sendable {
    /// A detent with its height in one container.
    public struct Stop: Sendable, Equatable {
        /// The detent.
        public let detent: SheetDetent
        /// Its height in the container asked about.
        public let height: Double
    }

    /// Where a released sheet goes.
    public enum Release: Sendable, Equatable {
        /// It runs to the detent, `height` tall in the container.
        case rest(SheetDetent, height: Double)
        /// It leaves: the drag was heading far enough below the smallest detent.
        case dismiss
    }

    /// The detents, in the order they were given.
    public let detents: [SheetDetent]
    /// The detent a sheet opens at (UIKit's `selectedDetentIdentifier`);
    /// nil: the smallest.
    public let opening: SheetDetent?
    /// Whether a drag heading below the smallest detent dismisses the sheet.
    public let dismissesBelowSmallest: Bool
    /// The detent from which the content behind is fully dimmed (nil: at every height).
    public let fullDimmingDetent: SheetDetent?
    /// How dim the content behind is at the smallest detent, when that is
    /// below `fullDimmingDetent` (1 is fully dimmed).
    public let smallestDimming: Double

    /// How much of a drag past the largest detent the sheet follows.
    public static let overstretchShare = 1.0 / 3

    /// `detents` in any order, opening at `opening` (nil: the smallest); a
    /// drag heading below the smallest dismisses unless
    /// `dismissesBelowSmallest` is false; the content behind is fully
    /// dimmed from `fullDimmingDetent` up and `smallestDimming` dim at the smallest.
    public init(
        _ detents: [SheetDetent], opening: SheetDetent? = nil, dismissesBelowSmallest: Bool = true,
        fullDimmingDetent: SheetDetent? = nil, smallestDimming: Double = 1
    ) {
        self.detents = detents
        self.opening = opening.flatMap { detents.contains($0) ? $0 : nil }
        self.dismissesBelowSmallest = dismissesBelowSmallest
        self.fullDimmingDetent = fullDimmingDetent
        self.smallestDimming = min(max(smallestDimming, 0), 1)
    }

    /// The detents with their heights in a container `containerHeight` tall,
    /// lowest first (detents of the same height in the order given).
    public func stops(in containerHeight: Double) -> [Stop] {
        let stops = detents.map { Stop(detent: $0, height: $0.height(in: containerHeight)) }
        let order = stops.indices.sorted { (first: Int, second: Int) -> Bool in
            let (a, b) = (stops[first].height, stops[second].height)
            return a < b || (a == b && first < second)
        }
        return order.map { stops[$0] }
    }

    /// The detent a sheet opens at in a container `containerHeight` tall:
    /// `opening`, or the smallest there.
    public func openingDetent(in containerHeight: Double) -> SheetDetent? {
        opening ?? stops(in: containerHeight).first?.detent
    }

    /// The height of `detent` in the container, or nil when it is not one of these.
    public func height(of detent: SheetDetent, in containerHeight: Double) -> Double? {
        detents.contains(detent) ? detent.height(in: containerHeight) : nil
    }

    /// The detent nearest to `height` (the lower of two as near), or nil when there is none.
    public func nearest(to height: Double, in containerHeight: Double) -> Stop? {
        stops(in: containerHeight).min { abs($0.height - height) < abs($1.height - height) }
    }

    /// The detent after `detent` going up, and from the largest back to the
    /// smallest: what the grabber's activation moves to. A detent that is
    /// not one of these goes to the smallest.
    public func next(after detent: SheetDetent, in containerHeight: Double) -> SheetDetent? {
        let stops = stops(in: containerHeight)
        guard let index = stops.firstIndex(where: { $0.detent == detent }), index + 1 < stops.count else {
            return stops.first?.detent
        }
        return stops[index + 1].detent
    }

    /// The lowest detent taller than `height` (by more than half a point),
    /// nil at or above the largest: where scrolling a sheet's content on
    /// from its top edge grows the sheet first (UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`).
    public func larger(than height: Double, in containerHeight: Double) -> SheetDetent? {
        stops(in: containerHeight).first { $0.height > height + 0.5 }?.detent
    }

    /// Where a sheet let go at `height`, moving at `velocity` (points per
    /// second, upward positive), comes to rest: the detent nearest to the
    /// point it would slow to at `deceleration` (as the drags do), or a
    /// dismissal when that point is below the smallest detent by more than
    /// half the smallest's height.
    public func release(
        at height: Double, velocity: Double, in containerHeight: Double,
        deceleration: Double = ReleaseDecision.dragDeceleration
    ) -> Release {
        let projected = height + ReleaseDecision.projectedDistance(velocity: velocity, deceleration: deceleration)
        let stops = stops(in: containerHeight)
        guard let smallest = stops.first else { return .dismiss }
        if dismissesBelowSmallest, projected < smallest.height / 2 { return .dismiss }
        let target = nearest(to: projected, in: containerHeight) ?? smallest
        return .rest(target.detent, height: target.height)
    }

    /// The height a drag that would put the sheet at `proposed` gives it:
    /// the drag's own below the largest detent (never below 0), a third of
    /// the way past it, never taller than the container.
    public func heightFollowing(_ proposed: Double, in containerHeight: Double) -> Double {
        let container = max(containerHeight, 0)
        guard let largest = stops(in: container).last?.height else { return min(max(proposed, 0), container) }
        let height = proposed > largest ? largest + (proposed - largest) * Self.overstretchShare : proposed
        return min(max(height, 0), container)
    }

    /// How dim the content behind a sheet `height` tall is (0 clear, 1 fully
    /// dimmed): fully from `fullDimmingDetent` up, `smallestDimming` at the
    /// smallest detent, in proportion between them, and from there down to
    /// clear as the sheet goes.
    public func dimming(atHeight height: Double, in containerHeight: Double) -> Double {
        let stops = stops(in: containerHeight)
        guard let smallest = stops.first, smallest.height > 0 else { return height > 0 ? 1 : 0 }
        let full = fullDimmingDetent.flatMap { self.height(of: $0, in: containerHeight) } ?? 0
        let lightest = full > smallest.height ? smallestDimming : 1
        if height <= smallest.height { return max(height, 0) / smallest.height * lightest }
        if height >= full { return 1 }
        return lightest + (1 - lightest) * (height - smallest.height) / (full - smallest.height)
    }
}
