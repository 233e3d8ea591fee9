#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an animation's progress follows time: maps a time fraction in 0...1 to
/// a progress that starts at 0 and ends at exactly 1.
public enum TimingCurve: Hashable, Sendable {
    case linear
    /// A CSS/Core Animation cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1).
    case cubicBezier(Double, Double, Double, Double)
    /// A damped spring that settles by the end of the duration (UIKit's
    /// `usingSpringWithDamping`); below 1 it overshoots and oscillates. It
    /// leaves at `initialVelocity`, in whole distances per whole duration
    /// (the curve's slope at the start): 0 from rest, more when a released
    /// gesture hands it its speed.
    case spring(dampingRatio: Double, initialVelocity: Double = 0)

    public static let easeIn = TimingCurve.cubicBezier(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve.cubicBezier(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)

    /// The progress at time fraction `t` (clamped to 0...1).
    public func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        switch self {
        case .linear:
            return t
        case let .cubicBezier(x1, y1, x2, y2):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: t)
        case let .spring(dampingRatio, initialVelocity):
            return Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity).position(at: t)
        }
    }
}

/// A unit cubic Bézier, solved for y given x as CSS timing functions are.
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter whose x is `x`: Newton steps, then bisection if
    /// the slope is too flat for Newton to converge.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<40 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    func y(atX x: Double) -> Double {
        coordinate(parameter(forX: x), y1, y2)
    }
}

/// A unit-mass spring released from 0 toward 1 at `initialVelocity`,
/// scaled so that its envelope has decayed to a thousandth of the distance
/// at time fraction 1.
struct Spring {
    let dampingRatio: Double
    var initialVelocity = 0.0

    /// The natural frequency that makes the envelope e^(-decay) at t = 1.
    static func naturalFrequency(dampingRatio: Double) -> Double {
        log(1000.0) / min(max(dampingRatio, 0.05), 1)
    }

    func position(at t: Double) -> Double {
        let zeta = max(dampingRatio, 0.05)
        let omega = Self.naturalFrequency(dampingRatio: dampingRatio)
        // The distance still to go, y = 1 - x, starts at 1 and falls at the
        // initial velocity: y(0) = 1, y'(0) = -initialVelocity.
        let v = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(damped * t) + ((zeta * omega - v) / damped) * sin(damped * t))
        }
        return 1 - exp(-omega * t) * (1 + (omega - v) * t)
    }
}
