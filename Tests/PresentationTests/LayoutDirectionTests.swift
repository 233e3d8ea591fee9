import Presentation
import Testing

@Suite("Reading order: leading and trailing edges")
struct LayoutDirectionTests {
    static let sizes = [Size(width: 900, height: 600), Size(width: 1000, height: 720), Size(width: 361, height: 300)]

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

    @Test(arguments: sizes)
    func aLeadingPanelSitsAtTheLeadingSideInBothOrders(container: Size) {
        let ltr = SlideInGeometry.frame(for: PresentationEdge.leading.resolved(for: .leftToRight), in: container)
        let rtl = SlideInGeometry.frame(for: PresentationEdge.leading.resolved(for: .rightToLeft), in: container)
        #expect(ltr.x == 0, "left to right: flush with the left edge")
        #expect(rtl.maxX == container.width, "right to left: flush with the right edge")
        #expect(ltr.width == rtl.width && ltr.width == (container.width * 2 / 3).rounded())
        // Off screen beyond its own side, so it slides in from there.
        #expect(SlideInGeometry.dismissedFrame(for: .right, in: container).x == container.width)
        #expect(SlideInGeometry.dismissedFrame(for: .left, in: container).maxX == 0)
    }

    @Test(arguments: sizes)
    func aDragTowardTheLeadingPanelsOwnEdgeDismissesIt(container: Size) {
        let panel = SlideInGeometry.size(for: .left, parent: container)
        let quarter = panel.width / 4
        let ltr = PresentationEdge.leading.resolved(for: .leftToRight)
        let rtl = PresentationEdge.leading.resolved(for: .rightToLeft)
        // Left to right the Summer panel goes back to the left; right to left, to the right.
        #expect(SlideInGeometry.dismissalDistance(for: ltr, translation: Point(x: -quarter, y: 0), panelSize: panel) == 0.25)
        #expect(SlideInGeometry.dismissalDistance(for: rtl, translation: Point(x: quarter, y: 0), panelSize: panel) == 0.25)
        #expect(SlideInGeometry.dismissalDistance(for: rtl, translation: Point(x: -quarter, y: 0), panelSize: panel) == -0.25)
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
