/// Where a container's size classes change: below `compactWidth` it is
/// compact width, below `compactHeight` compact height. A stage reads its
/// traits with the thresholds its app sets (`Stage.sizeClassThresholds`).
public struct SizeClassThresholds: Hashable, Sendable {
    /// Content widths below this are compact width.
    public var compactWidth: Double
    /// Content heights below this are compact height.
    public var compactHeight: Double

    /// Compact below `compactWidth` wide and below `compactHeight` tall, in pixels.
    public init(compactWidth: Double, compactHeight: Double) {
        self.compactWidth = compactWidth
        self.compactHeight = compactHeight
    }

    /// A desktop window read as UIKit reads a phone, having no device
    /// orientation: shorter than 480 px is compact height (an iPhone in
    /// landscape), narrower than 600 px compact width.
    public static let phoneLike = SizeClassThresholds(compactWidth: 600, compactHeight: 480)
}
