/// The size classes of a container, decided from its size alone, against
/// the thresholds it is read with (`SizeClassThresholds`).
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a container of `size`, read with `thresholds`.
    public init(containerSize size: Size, thresholds: SizeClassThresholds = .phoneLike) {
        self.init(
            horizontalSizeClass: size.width < thresholds.compactWidth ? .compact : .regular,
            verticalSizeClass: size.height < thresholds.compactHeight ? .compact : .regular
        )
    }
}
