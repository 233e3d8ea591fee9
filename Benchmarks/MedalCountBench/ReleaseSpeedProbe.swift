/// Measures how a scripted drag's release carries on: the dragged thing's
/// speed after the finger lets go over the pointer's speed over the last
/// 50 ms before it (`release_speed_ratio`; 1 is no change of speed at the
/// release). Positions are distances along the drag, in pixels; times are
/// frame times, in seconds.
struct ReleaseSpeedProbe {
    /// How the speed after the release is read.
    enum Reading: Equatable {
        /// The mean speed over the span after the release: for a glide,
        /// which leaves at the release's speed and only slows.
        case mean(over: Double)
        /// The speed at the release itself, from the first two frames
        /// after it with their change of speed taken out (a parabola
        /// through the release and those frames): for a spring, which
        /// leaves at the release's speed and pulls at once, so that even a
        /// frame's mean says how far it had to go more than the hand-off.
        case leaving
    }

    /// The span the pointer's speed (and a glide's) is taken over.
    static let span = 0.05
    /// How the speed after the release is read.
    let reading: Reading

    private var pointer: [(time: Double, position: Double)] = []
    private var dragged: [(time: Double, position: Double)] = []
    private var releaseTime: Double?

    /// A probe reading the speed after the release as `reading` says.
    init(reading: Reading = .mean(over: Self.span)) {
        self.reading = reading
    }

    /// The pointer at `position` at `time`, while the drag goes on.
    mutating func pointerMoved(to position: Double, at time: Double) {
        pointer.append((time, position))
    }

    /// The finger lets go at `time`, the pointer where it last was.
    mutating func released(at time: Double) {
        releaseTime = time
        if let last = pointer.last { dragged = [(time, last.position)] }
    }

    /// The dragged thing drawn at `position` in the frame at `time`, after the release.
    mutating func drawn(at position: Double, time: Double) {
        guard let releaseTime, time > releaseTime else { return }
        dragged.append((time, position))
    }

    /// Whether the dragged thing has been seen for long enough after the release.
    var hasEnough: Bool {
        guard let releaseTime, let last = dragged.last else { return false }
        switch reading {
        case .mean(let span): return last.time >= releaseTime + span
        case .leaving: return dragged.count >= 3
        }
    }

    /// The pointer's speed before the release, the dragged thing's after it, and
    /// their ratio; nil until there is enough of both.
    var speeds: (pointer: Double, dragged: Double, ratio: Double)? {
        guard let releaseTime, hasEnough,
            let pointerBefore = Self.position(in: pointer, at: releaseTime - Self.span),
            let pointerAtRelease = Self.position(in: pointer, at: releaseTime)
        else { return nil }
        let before = (pointerAtRelease - pointerBefore) / Self.span
        guard before != 0, let after = draggedSpeed(releasedAt: releaseTime) else { return nil }
        return (before, after, after / before)
    }

    private func draggedSpeed(releasedAt releaseTime: Double) -> Double? {
        switch reading {
        case .mean(let span):
            guard let atRelease = Self.position(in: dragged, at: releaseTime),
                let after = Self.position(in: dragged, at: releaseTime + span)
            else { return nil }
            return (after - atRelease) / span
        case .leaving:
            guard dragged.count >= 3 else { return nil }
            let (t0, x0) = dragged[0]
            let (t1, x1) = dragged[1]
            let (t2, x2) = dragged[2]
            guard t1 > t0, t2 > t1 else { return nil }
            // The slope at t0 of the parabola through the three points.
            return x0 * (2 * t0 - t1 - t2) / ((t0 - t1) * (t0 - t2)) + x1 * (t0 - t2) / ((t1 - t0) * (t1 - t2))
                + x2 * (t0 - t1) / ((t2 - t0) * (t2 - t1))
        }
    }

    /// How the reading is named in the bench's output.
    var readingName: String {
        switch reading {
        case .mean(let span): return "mean over \(Int((span * 1000).rounded())) ms"
        case .leaving: return "leaving speed"
        }
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
