/// Estimates a pointer's velocity from its recent positions, as the release
/// velocity of a drag: the displacement over the last `window` seconds, or
/// between the last two positions when they came further apart than that
/// (a slow or busy machine's sparse events: a flick is still a flick). A
/// position at the time of the last one replaces it: GTK reports a release
/// twice at one time (an update, then the end), and no time between them
/// says nothing of the speed.
package struct VelocityTracker: Sendable {
    private var samples: [(time: Double, position: Double)] = []
    /// How much history counts, in seconds.
    package let window: Double

    package init(window: Double = 0.1) {
        self.window = window
    }

    /// Records `position` (along one axis, in pixels) at `time` (seconds).
    package mutating func add(_ position: Double, at time: Double) {
        if let last = samples.last, time == last.time { samples.removeLast() }
        samples.append((time, position))
        let firstRecent = samples.firstIndex { time - $0.time <= window } ?? samples.count - 1
        samples.removeFirst(max(0, min(firstRecent, samples.count - 2)))
    }

    package mutating func reset() {
        samples.removeAll()
    }

    /// Pixels per second over the window; 0 with fewer than two samples or
    /// no time between them.
    package var velocity: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}
