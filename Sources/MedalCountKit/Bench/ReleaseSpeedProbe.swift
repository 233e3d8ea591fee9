/// Measures how the scripted drag's release carries on: the panel's speed
/// over the first 50 ms after the finger lets go, over the pointer's speed
/// over the last 50 ms before it (`release_speed_ratio`; 1 is no change of
/// speed at the release). Positions are distances toward the panel's edge,
/// in pixels; times are frame times, in seconds.
struct ReleaseSpeedProbe {
    /// How much time each speed is taken over.
    static let span = 0.05

    private var pointer: [(time: Double, position: Double)] = []
    private var panel: [(time: Double, position: Double)] = []
    private var releaseTime: Double?

    /// The pointer at `position` at `time`, while the drag goes on.
    mutating func pointerMoved(to position: Double, at time: Double) {
        pointer.append((time, position))
    }

    /// The finger lets go at `time`, the pointer where it last was.
    mutating func released(at time: Double) {
        releaseTime = time
        if let last = pointer.last { panel = [(time, last.position)] }
    }

    /// The panel drawn at `position` in the frame at `time`, after the release.
    mutating func panelDrawn(at position: Double, time: Double) {
        guard let releaseTime, time > releaseTime else { return }
        panel.append((time, position))
    }

    /// Whether the panel has been seen for a whole span after the release.
    var hasEnough: Bool {
        guard let releaseTime, let last = panel.last else { return false }
        return last.time >= releaseTime + Self.span
    }

    /// The pointer's speed before the release, the panel's after it, and
    /// their ratio; nil until there is enough of both.
    var speeds: (pointer: Double, panel: Double, ratio: Double)? {
        guard let releaseTime, hasEnough,
            let pointerBefore = Self.position(in: pointer, at: releaseTime - Self.span),
            let pointerAtRelease = Self.position(in: pointer, at: releaseTime),
            let panelAtRelease = Self.position(in: panel, at: releaseTime),
            let panelAfter = Self.position(in: panel, at: releaseTime + Self.span)
        else { return nil }
        let before = (pointerAtRelease - pointerBefore) / Self.span
        let after = (panelAfter - panelAtRelease) / Self.span
        guard before != 0 else { return nil }
        return (before, after, after / before)
    }

    /// Where a path of samples was at `time`, between the samples around it.
    private static func position(in samples: [(time: Double, position: Double)], at time: Double) -> Double? {
        guard let first = samples.first, let last = samples.last, time >= first.time, time <= last.time else { return nil }
        for (a, b) in zip(samples, samples.dropFirst()) where time >= a.time && time <= b.time {
            guard b.time > a.time else { return b.position }
            return a.position + (b.position - a.position) * (time - a.time) / (b.time - a.time)
        }
        return last.position
    }
}
