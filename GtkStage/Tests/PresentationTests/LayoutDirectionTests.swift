import Presentation
import Testing

@Suite("Reading order: leading and trailing edges")
struct LayoutDirectionTests {
    static let sizes = [Size(width: 900, height: 600), Size(width: 1000, height: 720), Size(width: 361, height: 300)]

    @Test func aDragCountsTowardTheSideAlongItsAxis() {
        #expect(PresentationDirection.left.distance(of: Point(x: -150, y: 30)) == 150)
        #expect(PresentationDirection.right.distance(of: Point(x: 300, y: 0)) == 300)
        #expect(PresentationDirection.bottom.distance(of: Point(x: 0, y: 100)) == 100)
        #expect(PresentationDirection.left.distance(of: Point(x: 60, y: 0)) == -60)
        #expect(PresentationDirection.top.distance(of: Point(x: 0, y: -400)) == 400)
    }

    @Test func leadingIsLeftInLeftToRightAndRightInRightToLeft() {
        #expect(PresentationEdge.leading.resolved(for: .leftToRight) == .left)
        #expect(PresentationEdge.trailing.resolved(for: .leftToRight) == .right)
        #expect(PresentationEdge.leading.resolved(for: .rightToLeft) == .right)
        #expect(PresentationEdge.trailing.resolved(for: .rightToLeft) == .left)
        for layout in LayoutDirection.allCases {
            #expect(PresentationEdge.top.resolved(for: layout) == .top)
            #expect(PresentationEdge.bottom.resolved(for: layout) == .bottom)
        }
    }

    @Test(arguments: [300.0, 800.0, 1001.0])
    func edgeBandsAreNamedByTheReadingOrder(width: Double) {
        let band = 32.0
        #expect(EdgeSwipeGeometry.edge(atX: 4, width: width, band: band, layout: .leftToRight) == .leading)
        #expect(EdgeSwipeGeometry.edge(atX: width - 4, width: width, band: band, layout: .leftToRight) == .trailing)
        #expect(EdgeSwipeGeometry.edge(atX: 4, width: width, band: band, layout: .rightToLeft) == .trailing)
        #expect(EdgeSwipeGeometry.edge(atX: width - 4, width: width, band: band, layout: .rightToLeft) == .leading)
        for layout in LayoutDirection.allCases {
            #expect(EdgeSwipeGeometry.edge(atX: width / 2, width: width, band: band, layout: layout) == nil)
        }
    }

    @Test func aSwipeMovesInwardFromItsEdgeInBothOrders() {
        // Left to right: from the trailing (right) edge inward is to the left.
        #expect(EdgeSwipeGeometry.inwardDistance(from: .trailing, dx: -120, layout: .leftToRight) == 120)
        #expect(EdgeSwipeGeometry.inwardDistance(from: .leading, dx: 120, layout: .leftToRight) == 120)
        // Right to left: the trailing edge is the left one; inward is to the right.
        #expect(EdgeSwipeGeometry.inwardDistance(from: .trailing, dx: 120, layout: .rightToLeft) == 120)
        #expect(EdgeSwipeGeometry.inwardDistance(from: .leading, dx: -120, layout: .rightToLeft) == 120)
        #expect(EdgeSwipeGeometry.inwardDistance(from: .leading, dx: 50, layout: .rightToLeft) == -50)
    }
}
