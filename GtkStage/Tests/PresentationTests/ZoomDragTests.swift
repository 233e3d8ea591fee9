import Presentation
import Testing

/// A zoom's drag: how far it shrinks, where the screen is held,
/// and how the offset the input left fades as it lands.
@Suite("Zoom drag")
struct ZoomDragTests {
    @Test func aWholeShrinkIsFortyPercentOfTheHeight() {
        #expect(ZoomDrag.length(forContainerHeight: 640) == 256)
        #expect(ZoomDrag.length(forContainerHeight: 0) == 1, "never a zero length to divide by")
    }

    @Test func aPinchToHalfGoesHalfOfTheWayAndOutGoesBack() {
        #expect(ZoomDrag.distance(forPinch: 0.5, containerHeight: 640) == 128)
        #expect(ZoomDrag.distance(forPinch: 1, containerHeight: 640) == 0)
        #expect(ZoomDrag.distance(forPinch: 0, containerHeight: 640) == 256, "pinched shut: the whole shrink")
        #expect(ZoomDrag.distance(forPinch: 1.25, containerHeight: 640) == -64, "pinched out: back toward full")
    }

    @Test func theGrabbedPointStaysUnderTheInput() {
        let frame = Rect(x: 0, y: 0, width: 900, height: 600)
        let drag = ZoomDrag(grabbedAt: Point(x: 300, y: 150), in: frame)
        #expect(drag.grab == Point(x: 1.0 / 3.0, y: 0.25))
        // Half the size, the input 100 px right and 80 px down of the press.
        let path = Rect(x: 100, y: 200, width: 450, height: 300)
        let held = drag.heldFrame(path, input: Point(x: 400, y: 230))
        #expect(held.size == path.size)
        #expect(abs(held.x + held.width / 3 - 400) < 1e-9)
        #expect(abs(held.y + held.height / 4 - 230) < 1e-9)
        let offset = drag.offset(of: path, input: Point(x: 400, y: 230))
        #expect(held == path.offsetBy(dx: offset.x, dy: offset.y))
    }

    @Test func atThePressTheHeldFrameIsTheFrameItWasGrabbedIn() {
        let frame = Rect(x: 40, y: 60, width: 500, height: 300)
        let press = Point(x: 123, y: 245)
        let drag = ZoomDrag(grabbedAt: press, in: frame)
        #expect(drag.offset(of: frame, input: press) == .zero)
    }

    @Test func atFullSizeTheDetailsDoNotFollowTheInput() {
        #expect(ZoomDrag.follow(atShrink: 0) == 0)
        #expect(ZoomDrag.follow(atShrink: -0.2) == 0, "a drag up past full size")
        #expect(abs(ZoomDrag.follow(atShrink: 0.05) - 0.5) < 1e-9)
        #expect(ZoomDrag.follow(atShrink: 0.1) == 1)
        #expect(ZoomDrag.follow(atShrink: 0.8) == 1)
    }

    @Test func aReleasedOffsetFadesToNothingWhereTheRunEnds() {
        let landing = ZoomReleaseOffset(atRelease: Point(x: 60, y: -20), releasedAt: 0.5, target: 1)
        #expect(landing.offset(at: 0.5) == Point(x: 60, y: -20))
        #expect(landing.offset(at: 0.75) == Point(x: 30, y: -10))
        #expect(landing.offset(at: 1) == .zero)
        // A spring's overshoot past the target swings it a little the other way.
        #expect(landing.offset(at: 1.1).x < 0)
        let back = ZoomReleaseOffset(atRelease: Point(x: 60, y: 0), releasedAt: 0.2, target: 0)
        #expect(back.offset(at: 0.1) == Point(x: 30, y: 0))
        #expect(back.offset(at: 0) == .zero)
        let nowhere = ZoomReleaseOffset(atRelease: Point(x: 60, y: 0), releasedAt: 1, target: 1)
        #expect(nowhere.offset(at: 1) == .zero)
    }
}
