/// The size classes of a container, decided from its size alone.
///
/// A desktop window has no device orientation, so the thresholds read the
/// window as UIKit reads a phone: content shorter than 480 px is compact height
/// (an iPhone in landscape), content narrower than 600 px is compact width.
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    /// Content heights below this are compact height.
    public static let compactHeightLimit: Double = 480
    /// Content widths below this are compact width.
    public static let compactWidthLimit: Double = 600

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a container of `size`.
    public init(containerSize size: Size) {
        self.init(
            horizontalSizeClass: size.width < Self.compactWidthLimit ? .compact : .regular,
            verticalSizeClass: size.height < Self.compactHeightLimit ? .compact : .regular
        )
    }
}
