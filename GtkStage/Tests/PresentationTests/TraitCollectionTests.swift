import Presentation
import Testing

@Suite("Size classes and adaptation")
struct TraitCollectionTests {
    @Test func heightBelow480IsCompact() {
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 479)).verticalSizeClass == .compact)
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 479.5)).verticalSizeClass == .compact)
    }

    @Test func height480IsRegular() {
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 480)).verticalSizeClass == .regular)
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 720)).verticalSizeClass == .regular)
    }

    @Test func widthThresholdIs600() {
        #expect(TraitCollection(containerSize: Size(width: 599, height: 720)).horizontalSizeClass == .compact)
        #expect(TraitCollection(containerSize: Size(width: 600, height: 720)).horizontalSizeClass == .regular)
    }

    @Test func theThresholdsAreTheContainersToSet() {
        let tablet = SizeClassThresholds(compactWidth: 700, compactHeight: 360)
        let size = Size(width: 650, height: 400)
        #expect(TraitCollection(containerSize: size) == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        #expect(
            TraitCollection(containerSize: size, thresholds: tablet)
                == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }
}
