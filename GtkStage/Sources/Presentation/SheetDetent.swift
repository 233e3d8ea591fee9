import Synchronization

/// A height a bottom sheet can rest at, named and worked out from the
/// container's height each time (UIKit's `UISheetPresentationController.Detent`),
/// so that a resize keeps the detent, not its pixels.
public struct SheetDetent: Sendable {
    /// A detent's name: the same detent keeps its name across sizes
    /// (UIKit's `Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(stringLiteral value: String) {
            rawValue = value
        }

        public var description: String { rawValue }

        /// The medium detent's name.
        public static let medium = Identifier("medium")
        /// The large detent's name.
        public static let large = Identifier("large")
    }

    /// What a custom detent's resolver is told (UIKit's
    /// `Detent.ResolutionContext`).
    public struct ResolutionContext: Sendable {
        /// The height of the large detent: the tallest a sheet is.
        public let maximumDetentValue: Double
        /// The container's whole height.
        public let containerHeight: Double
    }

    /// The gap the large detent leaves above the sheet: a window's header's worth.
    public static let largeTopGap = 48.0

    /// What the detent is called.
    public let identifier: Identifier
    private let resolver: @Sendable (ResolutionContext) -> Double?

    /// A detent `identifier` whose height `resolver` gives, nil when the
    /// detent does not apply in that container (it is then left out).
    public init(_ identifier: Identifier, resolver: @escaping @Sendable (ResolutionContext) -> Double?) {
        self.identifier = identifier
        self.resolver = resolver
    }

    /// About half the container's height (UIKit's `.medium()`).
    public static func medium() -> SheetDetent {
        SheetDetent(.medium) { $0.containerHeight / 2 }
    }

    /// The container's height less a header's worth at the top
    /// (UIKit's `.large()`, which leaves the status bar's).
    public static func large() -> SheetDetent {
        SheetDetent(.large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` works out from the context (UIKit's
    /// `.custom(identifier:resolver:)`); named after nothing, it takes a
    /// name of its own.
    public static func custom(
        identifier: Identifier? = nil, resolver: @escaping @Sendable (ResolutionContext) -> Double?
    ) -> SheetDetent {
        SheetDetent(identifier ?? Identifier("custom-\(Self.nextCustomNumber())"), resolver: resolver)
    }

    /// The context a detent is resolved in, in a container `containerHeight` tall.
    public static func context(in containerHeight: Double) -> ResolutionContext {
        let container = max(containerHeight, 0)
        return ResolutionContext(maximumDetentValue: max(container - largeTopGap, 0), containerHeight: container)
    }

    /// The sheet's height at this detent in a container `containerHeight`
    /// tall, kept within 0 and that height; nil when the detent does not
    /// apply there.
    public func height(in containerHeight: Double) -> Double? {
        let context = Self.context(in: containerHeight)
        guard let height = resolver(context) else { return nil }
        guard height.isFinite else { return context.containerHeight }
        return min(max(height, 0), context.containerHeight)
    }

    /// How many custom detents were made without a name.
    private static let unnamed = Mutex(0)

    private static func nextCustomNumber() -> Int {
        unnamed.withLock { count in
            count += 1
            return count
        }
    }
}

extension SheetDetent: Equatable {
    /// Two detents are the same when they have the same name.
    public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        lhs.identifier == rhs.identifier
    }
}
