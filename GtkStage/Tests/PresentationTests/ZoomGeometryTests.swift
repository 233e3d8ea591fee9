import Presentation
import Testing

/// A zoom's geometry: from its source to the window, the dip below the
/// source on a spring's swing, the corners from the source's radius to square.
@Suite("Zoom geometry")
struct ZoomGeometryTests {
    let geometry = ZoomGeometry(
        sourceFrame: Rect(x: 40, y: 400, width: 150, height: 150),
        finalFrame: Rect(x: 0, y: 0, width: 900, height: 600),
        sourceCornerRadius: 18)

    @Test func scaleFactorsAreTheThumbnailOverTheWindow() {
        #expect(geometry.xScaleFactor == 150.0 / 900.0)
        #expect(geometry.yScaleFactor == 0.25)
    }

    @Test func framesRunFromTheThumbnailToTheWindowAndOvershoot() {
        #expect(geometry.frame(at: 0) == geometry.sourceFrame)
        #expect(geometry.frame(at: 1) == geometry.finalFrame)
        #expect(geometry.frame(at: 0.5) == Rect(x: 20, y: 200, width: 525, height: 375))
        let over = geometry.frame(at: 1.1)
        #expect(over.width > 900 && over.height > 600, "a spring past 1 grows past the window")
    }

    /// Shrinking back, the spring (damping 0.4) swings a quarter past the
    /// thumbnail: the details dip into it, about its centre, never to nothing.
    @Test func belowZeroTheDetailsDipIntoTheThumbnailAndNeverTurnInsideOut() {
        let deepest = geometry.frame(at: -0.254)
        #expect(deepest.width > 0 && deepest.height > 0, "drawn with a negative size it would be mirrored: \(deepest)")
        #expect(deepest.width < 150 && deepest.width > 75)
        #expect(abs((deepest.x + deepest.width / 2) - 115) < 1e-9 && abs((deepest.y + deepest.height / 2) - 475) < 1e-9)
        for step in 0...100 {
            let frame = geometry.frame(at: -Double(step) / 100)
            #expect(frame.width >= 75 && frame.height >= 75)
        }
        let justBelow = geometry.frame(at: -0.001)
        #expect(abs(justBelow.width - 150) < 0.1, "no jump where the dip begins")
    }

    @Test func cornersGoFromTheThumbnailsRadiusToSquare() {
        #expect(geometry.cornerRadius(at: 0) == 18)
        #expect(geometry.cornerRadius(at: 0.5) == 9)
        #expect(geometry.cornerRadius(at: 1) == 0)
        #expect(geometry.cornerRadius(at: 1.2) == 0)
        #expect(geometry.cornerRadius(at: -0.1) == 18)
    }

    @Test func theLocalCornerLooksRoundOnScreen() {
        // At the thumbnail the view is drawn at 1/6 x 1/4 scale, so its own
        // corner must be 6 x 4 times the on-screen radius.
        let corner = geometry.localCorner(at: 0)
        #expect(abs(corner.width - 18 * 6) < 1e-9)
        #expect(abs(corner.height - 18 * 4) < 1e-9)
        #expect(geometry.localCorner(at: 1) == Size(width: 0, height: 0))
    }
}
