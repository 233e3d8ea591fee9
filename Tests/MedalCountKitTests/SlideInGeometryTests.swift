import MedalCountKit
import Presentation
import Testing

@Suite("Slide-in frames")
struct SlideInGeometryTests {
    static let sizes = [Size(width: 900, height: 600), Size(width: 1000, height: 720), Size(width: 360, height: 300), Size(width: 1001, height: 479)]

    @Test func leftPanelCoversLeftTwoThirds() {
        #expect(SlideInGeometry.frame(for: .left, in: Size(width: 900, height: 600)) == Rect(x: 0, y: 0, width: 600, height: 600))
    }

    @Test func rightPanelStartsAtOneThird() {
        #expect(SlideInGeometry.frame(for: .right, in: Size(width: 900, height: 600)) == Rect(x: 300, y: 0, width: 600, height: 600))
    }

    @Test func bottomPanelCoversBottomTwoThirds() {
        #expect(SlideInGeometry.frame(for: .bottom, in: Size(width: 900, height: 600)) == Rect(x: 0, y: 200, width: 900, height: 400))
    }

    @Test func topPanelCoversTopTwoThirds() {
        #expect(SlideInGeometry.frame(for: .top, in: Size(width: 900, height: 600)) == Rect(x: 0, y: 0, width: 900, height: 400))
    }

    @Test func framesRoundToWholePixelsAndEndFlushWithTheFarEdge() {
        let container = Size(width: 1000, height: 720)
        #expect(SlideInGeometry.frame(for: .right, in: container) == Rect(x: 333, y: 0, width: 667, height: 720))
        #expect(SlideInGeometry.frame(for: .bottom, in: container) == Rect(x: 0, y: 240, width: 1000, height: 480))
        #expect(SlideInGeometry.frame(for: .left, in: Size(width: 361, height: 300)).width == 241)
    }

    @Test(arguments: PresentationDirection.allCases, sizes)
    func everyFrameLiesInsideTheContainer(direction: PresentationDirection, size: Size) {
        let frame = SlideInGeometry.frame(for: direction, in: size)
        #expect(Rect(bounds: size).contains(frame))
        #expect(frame.size == SlideInGeometry.size(for: direction, parent: size))
        let along = direction.isHorizontal ? frame.width / size.width : frame.height / size.height
        #expect(abs(along - 2.0 / 3.0) < 1.0 / min(size.width, size.height))
    }

    @Test(arguments: PresentationDirection.allCases, sizes)
    func dismissedFrameTouchesTheEdgeItCameFrom(direction: PresentationDirection, size: Size) {
        let frame = SlideInGeometry.dismissedFrame(for: direction, in: size)
        switch direction {
        case .left: #expect(frame.maxX == 0)
        case .top: #expect(frame.maxY == 0)
        case .right: #expect(frame.x == size.width)
        case .bottom: #expect(frame.y == size.height)
        }
    }

    @Test func interpolationRunsFromStartToEnd() {
        let start = Rect(x: -600, y: 0, width: 600, height: 600)
        let end = Rect(x: 0, y: 0, width: 600, height: 600)
        #expect(start.interpolated(to: end, fraction: 0) == start)
        #expect(start.interpolated(to: end, fraction: 0.5).x == -300)
        #expect(start.interpolated(to: end, fraction: 1) == end)
    }
}
