import Testing

@testable import Presentation

/// Where a popover rests by its source: the side with room, along its
/// source's middle, inside the margins, smaller where nothing fits, and in
/// the middle with no arrow where it has no side.
struct PopoverLayoutTests {
    private let placement = PopoverLayout.Placement(
        bounds: Rect(x: 0, y: 0, width: 900, height: 640), margins: EdgeInsets(all: 10), arrowLength: 8, arrowInset: 20)
    private let content = Size(width: 320, height: 200)

    @Test func belowItsSourceWhenThereIsRoomPointingUpAtItsMiddle() {
        let source = Rect(x: 400, y: 40, width: 100, height: 30)
        let layout = PopoverLayout.place(content: content, source: source, permitted: .any, in: placement)
        #expect(layout.arrowDirection == .up)
        #expect(layout.frame == Rect(x: 290, y: 78, width: 320, height: 200))
        #expect(layout.arrowOffset == 160, "the tip at the source's middle")
    }

    @Test func aboveItWhenBelowHasNoRoom() {
        let source = Rect(x: 400, y: 560, width: 100, height: 30)
        let layout = PopoverLayout.place(content: content, source: source, permitted: .any, in: placement)
        #expect(layout.arrowDirection == .down)
        #expect(layout.frame.maxY == 552 && layout.frame.height == 200)
    }

    @Test func besideItWhenNeitherAboveNorBelowHasRoom() {
        let tall = Rect(x: 40, y: 20, width: 100, height: 600)
        let layout = PopoverLayout.place(content: content, source: tall, permitted: .any, in: placement)
        #expect(layout.arrowDirection == .left, "to its right, pointing left")
        #expect(layout.frame.x == 148)
        let onTheRight = Rect(x: 760, y: 20, width: 100, height: 600)
        #expect(PopoverLayout.place(content: content, source: onTheRight, permitted: .any, in: placement).arrowDirection == .right)
    }

    @Test func neverPastTheMarginsAndTheArrowStaysOffTheCorners() {
        let corner = Rect(x: 0, y: 0, width: 24, height: 24)
        let layout = PopoverLayout.place(content: content, source: corner, permitted: .any, in: placement)
        #expect(layout.arrowDirection == .up)
        #expect(layout.frame.x == 10, "held inside the margin")
        #expect(layout.arrowOffset == 20, "no nearer the corner than the inset (the source's middle is at 2)")
        let farCorner = Rect(x: 876, y: 0, width: 24, height: 24)
        let right = PopoverLayout.place(content: content, source: farCorner, permitted: .any, in: placement)
        #expect(right.frame.maxX == 890 && right.arrowOffset == 300)
    }

    @Test func onlyOnPermittedSides() {
        let source = Rect(x: 400, y: 40, width: 100, height: 30)
        let layout = PopoverLayout.place(content: content, source: source, permitted: [.left, .right], in: placement)
        #expect(layout.arrowDirection == .left)
        #expect(layout.frame.x == 508 && layout.frame.y >= 10)
        let none = PopoverLayout.place(content: content, source: source, permitted: .unknown, in: placement)
        #expect(none.arrowDirection == .unknown, "no side: in the middle, no arrow")
        #expect(none.frame == Rect(x: 290, y: 220, width: 320, height: 200))
    }

    @Test func smallerWhereNoSideHoldsItWhole() {
        let small = PopoverLayout.Placement(
            bounds: Rect(x: 0, y: 0, width: 420, height: 300), margins: EdgeInsets(all: 10), arrowLength: 8, arrowInset: 20)
        let source = Rect(x: 150, y: 120, width: 120, height: 40)
        let layout = PopoverLayout.place(content: Size(width: 400, height: 200), source: source, permitted: .any, in: small)
        #expect(layout.arrowDirection == .up || layout.arrowDirection == .down)
        #expect(small.bounds.inset(by: small.margins).contains(layout.frame), "inside the margins: \(layout.frame)")
        #expect(layout.frame.width == 400 && layout.frame.height < 200)
        let overlapping = PopoverLayout.place(
            content: Size(width: 400, height: 200), source: source, permitted: .any, canOverlapSource: true, in: small)
        #expect(overlapping.arrowDirection == .unknown && overlapping.frame.height == 200, "over its source, whole")
    }

    @Test func aSourcePartlyOutsideIsPointedAtWhereItShows() {
        let source = Rect(x: -50, y: 40, width: 200, height: 30)
        let layout = PopoverLayout.place(content: content, source: source, permitted: .any, in: placement)
        #expect(layout.frame.x == 10)
        #expect(layout.arrowOffset == 70, "at the middle of what lies inside the margins (x 80), not of the whole (x 50)")
    }

    @Test func aSourceOutsideTheWindowStillGetsAPopoverInside() {
        let area = placement.bounds.inset(by: placement.margins)
        let above = PopoverLayout.place(content: content, source: Rect(x: 400, y: -100, width: 100, height: 30), permitted: .any, in: placement)
        #expect(above.arrowDirection == .up && area.contains(above.frame), "\(above.frame)")
        let below = PopoverLayout.place(content: content, source: Rect(x: 400, y: 700, width: 100, height: 30), permitted: .any, in: placement)
        #expect(below.arrowDirection == .down && area.contains(below.frame), "\(below.frame)")
        let beside = PopoverLayout.place(content: content, source: Rect(x: 950, y: 300, width: 40, height: 30), permitted: [.right], in: placement)
        #expect(beside.arrowDirection == .right && area.contains(beside.frame), "\(beside.frame)")
    }
}
