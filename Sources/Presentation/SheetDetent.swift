/// A height a bottom sheet can rest at, named and worked out from the
/// container's height (UIKit's `UISheetPresentationController.Detent`), so
/// that a resize keeps the detent, not its pixels.
public struct SheetDetent: Sendable {
    /// What the detent is called: the same detent keeps its name across sizes.
    public let identifier: String
    private let resolver: @Sendable (_ containerHeight: Double) -> Double

    /// A detent whose height `resolver` gives for a container's height; the
    /// result is kept within 0 and that height.
    public init(_ identifier: String, resolver: @escaping @Sendable (_ containerHeight: Double) -> Double) {
        self.identifier = identifier
        self.resolver = resolver
    }

    /// The sheet's height at this detent in a container `containerHeight` tall.
    public func height(in containerHeight: Double) -> Double {
        let container = max(containerHeight, 0)
        let height = resolver(container)
        guard height.isFinite else { return container }
        return min(max(height, 0), container)
    }

    /// Half the container's height (UIKit's `.medium()`).
    public static let medium = SheetDetent("medium") { $0 / 2 }

    /// The container's height less a gap at the top, `topGap` tall (UIKit's
    /// `.large()` leaves the status bar's; a window, a header's worth).
    public static func large(topGap: Double = 48) -> SheetDetent {
        SheetDetent("large") { $0 - topGap }
    }

    /// A fraction of the container's height.
    public static func fraction(_ identifier: String, _ fraction: Double) -> SheetDetent {
        SheetDetent(identifier) { $0 * fraction }
    }
}

extension SheetDetent: Equatable {
    /// Two detents are the same when they have the same name.
    public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        lhs.identifier == rhs.identifier
    }
}
