import MedalCountKit
import Presentation
import Testing

/// The Beginner Cook pop's own choices: its text's fade and the background's opacity.
@Suite("Beginner Cook pop")
struct PopGeometryTests {
    @Test func textStaysHiddenWhileTheViewIsSmall() {
        #expect(PopGeometry.contentOpacity(at: 0) == 0)
        #expect(PopGeometry.contentOpacity(at: 0.3) == 0)
        #expect(abs(PopGeometry.contentOpacity(at: 2.0 / 3.0) - 0.5) < 1e-9)
        #expect(PopGeometry.contentOpacity(at: 1) == 1)
        #expect(PopGeometry.contentOpacity(at: 1.2) == 1)
    }

    @Test func backgroundIsFaintWhenWideStrongerWhenTall() {
        #expect(PopGeometry.backgroundOpacity(for: Size(width: 900, height: 600)) == 0.25)
        #expect(PopGeometry.backgroundOpacity(for: Size(width: 500, height: 800)) == 0.55)
        #expect(PopGeometry.backgroundOpacity(for: Size(width: 600, height: 600)) == 0.55)
    }

    @Test func springOfTheSampleOvershootsALittleAndSettles() {
        let spring = TimingCurve.spring(dampingRatio: 0.4)
        let samples = (0...100).map { spring.progress(at: Double($0) / 100) }
        #expect((samples.max() ?? 0) > 1.0)
        #expect(samples.suffix(5).allSatisfy { abs($0 - 1) < 0.01 })
    }
}
