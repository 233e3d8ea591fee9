/// The clock-free core of an interruptible animation, in the manner of
/// UIViewPropertyAnimator: it maps time to progress and can be paused,
/// scrubbed, reversed mid-flight and continued, always without a jump.
///
/// Progress is the eased value the animation's steps see: 0 at the start
/// values, 1 at the end values. Times are in seconds on any monotonic clock.
/// A run is a segment from the current progress to the target (1, or 0 when
/// reversed) that lasts the duration times the distance it covers, so a
/// reversal half way takes half the duration.
public struct AnimationTimeline: Sendable {
    /// Where the timeline is in its life.
    public enum State: Sendable, Hashable {
        case inactive
        case running
        case paused
        case finished(AnimatingPosition)
    }

    /// One eased run from `from` to `to`.
    private struct Segment: Sendable {
        var from: Double
        var to: Double
        var start: Double
        var length: Double
        var curve: TimingCurve

        func progress(at time: Double) -> Double {
            guard length > 0 else { return to }
            return from + (to - from) * curve.progress(at: (time - start) / length)
        }

        func isDone(at time: Double) -> Bool { time - start >= length }
    }

    public let duration: Double
    public let curve: TimingCurve
    public private(set) var state: State = .inactive
    /// Whether the timeline runs back toward its start values.
    public private(set) var isReversed = false
    /// The eased progress, 0 at the start values and 1 at the end values.
    public private(set) var progress: Double = 0
    private var segment: Segment?

    public init(duration: Double, curve: TimingCurve) {
        self.duration = max(duration, 0)
        self.curve = curve
    }

    /// The progress the current run heads for.
    public var target: Double { isReversed ? 0 : 1 }

    public var isRunning: Bool { state == .running }

    /// Starts (or resumes) running toward the target from the current progress.
    public mutating func start(at time: Double) {
        switch state {
        case .inactive, .paused:
            run(from: progress, at: time, curve: curve, durationFactor: 1)
        case .running, .finished:
            break
        }
    }

    /// Moves the clock on; returns the progress at `time`.
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        guard state == .running, let segment else { return progress }
        progress = segment.progress(at: time)
        if segment.isDone(at: time) {
            progress = segment.to
            finish()
        }
        return progress
    }

    /// Stops the clock where it is, keeping the progress (an interruption).
    public mutating func pause(at time: Double) {
        guard state == .running || state == .inactive else { return }
        advance(to: time)
        if state == .running || state == .inactive {
            state = .paused
            segment = nil
        }
    }

    /// Sets the progress directly while paused or not yet started (scrubbing).
    public mutating func scrub(to value: Double) {
        guard state == .paused || state == .inactive else { return }
        progress = min(max(value, 0), 1)
    }

    /// Turns the timeline around. A running timeline heads back from exactly
    /// where it is, with a fresh eased run over the remaining distance.
    public mutating func setReversed(_ reversed: Bool, at time: Double) {
        guard reversed != isReversed else { return }
        switch state {
        case .running:
            advance(to: time)
            guard state == .running else { return }
            isReversed = reversed
            run(from: progress, at: time, curve: curve, durationFactor: 1)
        case .inactive, .paused:
            isReversed = reversed
        case .finished:
            break
        }
    }

    /// Resumes a paused timeline toward its target with `curve`, the run
    /// lasting `durationFactor` times what the remaining distance would take.
    public mutating func continueAnimation(at time: Double, curve: TimingCurve? = nil, durationFactor: Double = 1) {
        guard state == .paused || state == .inactive else { return }
        run(from: progress, at: time, curve: curve ?? self.curve, durationFactor: durationFactor)
    }

    /// Resumes a paused timeline toward its target as a released gesture
    /// would carry it on, leaving at `velocity` (progress per second, positive
    /// toward the target): by default slowing to rest there (`ReleaseMotion`),
    /// over about `durationFactor` times what the remaining distance would
    /// take; with `.spring`, on a spring that lasts `durationFactor` times
    /// the whole duration.
    public mutating func continueAnimation(
        at time: Double, releaseVelocity velocity: Double, durationFactor: Double = 1, style: ReleaseStyle = .glide
    ) {
        guard state == .paused || state == .inactive else { return }
        let distance = abs(target - progress)
        switch style {
        case .glide:
            let motion = ReleaseMotion(
                distance: distance, velocity: velocity,
                naturalDuration: duration * distance * max(durationFactor, 0))
            run(from: progress, at: time, curve: motion.curve, length: motion.duration)
        case let .spring(dampingRatio):
            let length = distance > 0 ? duration * max(durationFactor, 0) : 0
            let curve = ReleaseStyle.springCurve(
                dampingRatio: dampingRatio, velocity: velocity, distance: distance, length: length)
            run(from: progress, at: time, curve: curve, length: length)
        }
    }

    /// Jumps to the target at once and finishes there, from any state but
    /// finished: for an animation whose view has left the screen, where no
    /// frame will come to carry it on.
    public mutating func skipToTarget() {
        guard !isFinished else { return }
        progress = target
        finish()
    }

    /// Ends the timeline where it is, without reaching the target.
    public mutating func stop() {
        guard !isFinished else { return }
        segment = nil
        state = .finished(.current)
    }

    public var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    private mutating func run(from value: Double, at time: Double, curve: TimingCurve, durationFactor: Double) {
        run(from: value, at: time, curve: curve, length: duration * abs(target - value) * max(durationFactor, 0))
    }

    private mutating func run(from value: Double, at time: Double, curve: TimingCurve, length: Double) {
        segment = Segment(from: value, to: target, start: time, length: length, curve: curve)
        state = .running
        if value == target || length == 0 {
            progress = target
            finish()
        }
    }

    private mutating func finish() {
        segment = nil
        if progress == target {
            state = .finished(isReversed ? .start : .end)
        } else {
            state = .finished(.current)
        }
    }
}
