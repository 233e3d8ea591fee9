/// One swipe from press to release, without its input or the transition it
/// drives: when a motion becomes a swipe (past a threshold, along the axis,
/// toward the end unless `startsEitherWay`), how far the swipe has carried its
/// transition (0...1), and
/// on release where the motion would come to rest and so whether it finishes.
///
/// Distances are in pixels toward the transition's end along the swipe's
/// axis (negative away from it); the length is how many pixels a whole
/// transition spans. `SwipeTracker` feeds it from drags and touchpad swipes.
public struct SwipeSession: Sendable {
    /// The axis a swipe moves along.
    public enum Axis: Sendable, Equatable {
        case horizontal
        case vertical
    }

    /// What a motion did to the swipe.
    public enum Step: Sendable, Equatable {
        /// Too small to tell yet, or after the swipe was let go.
        case waiting
        /// Not this swipe's motion (across the axis, or away from the end):
        /// the input goes on to whatever is under it.
        case denied
        /// A swipe: its owner now takes hold of a transition (`takeHold(from:)`)
        /// or lets it go (`deny()`).
        case recognized
        /// The swipe moved its transition to this progress (0...1).
        case moved(progress: Double)
    }

    /// How a swipe ended.
    public struct Release: Sendable, Equatable {
        /// How far the transition is at the release (0...1).
        public var progress: Double
        /// Its speed then, in transition lengths per second toward the end.
        public var velocity: Double
        /// Whether the motion, slowing as scrolled content does, comes to rest
        /// past half way: the transition finishes rather than going back.
        public var finishes: Bool
    }

    private enum State: Sendable {
        case undecided
        case recognized
        case claimed
        case denied
    }

    /// The axis the swipe moves along.
    public let axis: Axis
    /// How far a motion must go before it counts, in pixels.
    public let threshold: Double
    /// How fast a released motion slows (`ReleaseDecision`'s rates).
    public let deceleration: Double
    /// Whether a first motion away from the transition's end counts too (a
    /// sheet's grabber moves both ways); by default only one toward it does.
    public var startsEitherWay = false
    private var state = State.undecided
    private var start = 0.0
    private var length = 1.0
    private var velocity = VelocityTracker()
    private var pending: (distance: Double, time: Double) = (0, 0)
    /// The progress last reported.
    public private(set) var progress = 0.0

    /// A swipe along `axis` that counts once it has moved `threshold` pixels,
    /// released to slow at `deceleration` (a drag's unless told).
    public init(axis: Axis, threshold: Double = 8, deceleration: Double = ReleaseDecision.dragDeceleration) {
        self.axis = axis
        self.threshold = threshold
        self.deceleration = deceleration
    }

    /// Whether the swipe is driving a transition (recognised and held).
    public var isClaimed: Bool { state == .claimed }

    /// The input has moved by `translation` from where it began, which is
    /// `distance` pixels toward the transition's end of a whole `length`, at
    /// `time` seconds.
    public mutating func move(translation: Point, distance: Double, length: Double, at time: Double) -> Step {
        switch state {
        case .denied, .recognized:
            return .waiting
        case .claimed:
            return .moved(progress: record(distance, at: time))
        case .undecided:
            guard (translation.x * translation.x + translation.y * translation.y).squareRoot() >= threshold else {
                return .waiting
            }
            let along = axis == .horizontal ? abs(translation.x) : abs(translation.y)
            let across = axis == .horizontal ? abs(translation.y) : abs(translation.x)
            guard startsEitherWay ? distance != 0 : distance > 0, along >= across else {
                state = .denied
                return .denied
            }
            state = .recognized
            self.length = max(length, 1)
            pending = (distance, time)
            return .recognized
        }
    }

    /// The owner holds a transition that stood at `start` (0...1) when the
    /// swipe took it: the swipe drives it from there. Returns the progress at
    /// the motion that recognised the swipe.
    public mutating func takeHold(from start: Double) -> Double {
        guard state == .recognized else { return progress }
        state = .claimed
        self.start = min(max(start, 0), 1)
        velocity.reset()
        return record(pending.distance, at: pending.time)
    }

    /// Lets the swipe go: later motions wait for the next one.
    public mutating func deny() {
        if state != .claimed { state = .denied }
    }

    /// The input lifted at `distance` pixels toward the end, at `time`; nil
    /// when the swipe held no transition.
    public mutating func release(distance: Double, at time: Double) -> Release? {
        defer { state = .undecided }
        guard state == .claimed else { return nil }
        let progress = record(distance, at: time)
        let speed = velocity.velocity / length
        return Release(
            progress: progress, velocity: speed,
            finishes: ReleaseDecision.shouldFinish(percent: progress, velocity: speed, deceleration: deceleration))
    }

    private mutating func record(_ distance: Double, at time: Double) -> Double {
        velocity.add(distance, at: time)
        progress = min(max(start + distance / length, 0), 1)
        return progress
    }
}
