import Presentation
import Testing

@Suite("Timing curves")
struct TimingCurveTests {
    static let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .spring(dampingRatio: 0.4), .spring(dampingRatio: 1)]

    @Test(arguments: curves)
    func everyCurveStartsAtZeroAndEndsAtOne(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
    }

    @Test func linearIsIdentity() {
        #expect(TimingCurve.linear.progress(at: 0.25) == 0.25)
    }

    @Test func easeInOutIsSymmetricAndSlowAtTheEnds() {
        let curve = TimingCurve.easeInOut
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(curve.progress(at: 0.2) + curve.progress(at: 0.8) - 1) < 1e-6)
        #expect(curve.progress(at: 0.1) < 0.1)
        #expect(curve.progress(at: 0.9) > 0.9)
    }

    @Test func easeInOutMatchesKnownValues() {
        // CSS ease-in-out (0.42, 0, 0.58, 1) at x = 0.25 is y ≈ 0.1291.
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.25) - 0.1291) < 0.001)
    }

    @Test(arguments: [TimingCurve.easeIn, .easeOut, .easeInOut])
    func bezierCurvesNeverGoBackwards(curve: TimingCurve) {
        var previous = 0.0
        for step in 1...100 {
            let value = curve.progress(at: Double(step) / 100)
            #expect(value >= previous - 1e-9)
            previous = value
        }
    }

    @Test func underdampedSpringOvershootsThenSettles() {
        let spring = TimingCurve.spring(dampingRatio: 0.4)
        let samples = (1..<100).map { spring.progress(at: Double($0) / 100) }
        let peak = samples.max() ?? 0
        #expect(peak > 1.05 && peak < 1.4)
        #expect(abs(spring.progress(at: 0.95) - 1) < 0.01)
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let spring = TimingCurve.spring(dampingRatio: 1)
        #expect((1..<100).allSatisfy { spring.progress(at: Double($0) / 100) <= 1 })
    }
}
