/// The detents a bottom sheet can rest at and the choices it makes between
/// them: where a drag let go comes to rest (or whether it dismisses), which
/// detent the grabber's activation moves to, how far a drag past the largest
/// goes, and how dim the content behind is at a height.
///
/// Every choice is made for a container's height of the moment, so the
/// detents' order is their heights' in that container (a custom detent may
/// overtake another as the window shrinks), and a detent whose resolver
/// gives no height there is left out.
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
    /// nil, or one not among the detents: the smallest.
    public let selected: SheetDetent.Identifier?
    /// Whether a drag heading below the smallest detent dismisses the sheet.
    public let dismissesBelowSmallest: Bool
    /// The largest detent at which the content behind is not dimmed (UIKit's
    /// `largestUndimmedDetentIdentifier`); nil: dimmed at every detent.
    public let largestUndimmed: SheetDetent.Identifier?

    /// How much of a drag past the largest detent the sheet follows.
    public static let overstretchShare = 1.0 / 3

    /// `detents` in any order, opening at `selected` (nil: the smallest); a
    /// drag heading below the smallest dismisses unless
    /// `dismissesBelowSmallest` is false; the content behind is clear up to
    /// `largestUndimmed` and dimmed above it (nil: dimmed at every detent).
    public init(
        _ detents: [SheetDetent], selected: SheetDetent.Identifier? = nil, dismissesBelowSmallest: Bool = true,
        largestUndimmed: SheetDetent.Identifier? = nil
    ) {
        self.detents = detents
        self.selected = selected
        self.dismissesBelowSmallest = dismissesBelowSmallest
        self.largestUndimmed = largestUndimmed
    }

    /// The detents with their heights in a container `containerHeight` tall,
    /// lowest first (detents of the same height in the order given); those
    /// that do not apply there are left out.
    public func stops(in containerHeight: Double) -> [Stop] {
        let stops = detents.compactMap { detent in detent.height(in: containerHeight).map { Stop(detent: detent, height: $0) } }
        let order = stops.indices.sorted { (first: Int, second: Int) -> Bool in
            let (a, b) = (stops[first].height, stops[second].height)
            return a < b || (a == b && first < second)
        }
        return order.map { stops[$0] }
    }

    /// The detent named `identifier`, if it is one of these.
    public func detent(_ identifier: SheetDetent.Identifier?) -> SheetDetent? {
        guard let identifier else { return nil }
        return detents.first { $0.identifier == identifier }
    }

    /// The detent a sheet opens at in a container `containerHeight` tall:
    /// the selected one if it applies there, or the smallest.
    public func openingDetent(in containerHeight: Double) -> SheetDetent? {
        let stops = stops(in: containerHeight)
        return stops.first { $0.detent.identifier == selected }?.detent ?? stops.first?.detent
    }

    /// The height of `detent` in the container, or nil when it is not one of
    /// these or does not apply there.
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

    /// The height of the largest undimmed detent in the container, nil when
    /// the content behind is dimmed at every detent.
    private func undimmedHeight(in containerHeight: Double) -> Double? {
        detent(largestUndimmed)?.height(in: containerHeight)
    }

    /// Whether the content behind a sheet resting at `detent` is clear and
    /// takes input (the sheet is then not modal): `detent` is no taller
    /// than the largest undimmed detent.
    public func leavesContentBehindActive(at detent: SheetDetent, in containerHeight: Double) -> Bool {
        guard let undimmed = undimmedHeight(in: containerHeight), let height = detent.height(in: containerHeight) else {
            return false
        }
        return height <= undimmed + 0.5
    }

    /// How dim the content behind a sheet `height` tall is (0 clear, 1 fully
    /// dimmed). Without an undimmed detent: fully from the smallest detent
    /// up, and from there down to clear as the sheet goes. With one: clear
    /// up to it, fully from the next detent up, in proportion between them.
    public func dimming(atHeight height: Double, in containerHeight: Double) -> Double {
        let stops = stops(in: containerHeight)
        guard let smallest = stops.first, smallest.height > 0 else { return height > 0 ? 1 : 0 }
        guard let undimmed = undimmedHeight(in: containerHeight) else {
            return height >= smallest.height ? 1 : max(height, 0) / smallest.height
        }
        // Within half a pixel of it is at it (a sheet's height is drawn in whole pixels).
        if height <= undimmed + 0.5 { return 0 }
        guard let next = stops.first(where: { $0.height > undimmed + 0.5 })?.height else { return 0 }
        return min((height - undimmed) / (next - undimmed), 1)
    }
}
