import CGtk
import Presentation

/// How tall a bottom sheet is: the detent it rests at, the runs from one
/// detent to another, and the height a drag holds it at.
///
/// The height is worked out from the container's height each time, so a
/// resize keeps the detent, not the pixels; while a run or a drag is under
/// way the height is theirs.
@MainActor
final class SheetHeight {
    /// How long a run between two detents takes at the animation's own pace.
    static let runDuration = 0.3

    /// The detents and the choices between them.
    var detents: SheetDetents
    /// The detent the sheet rests at, or is running to.
    private(set) var detent: SheetDetent
    /// The height a run or a drag holds the sheet at; nil at rest.
    private var heldHeight: Double?
    private var run: FrameAnimator?
    /// The container's height of the moment.
    private let containerHeight: @MainActor () -> Double
    /// Places the sheet and its dim again after the height changed.
    private let heightChanged: @MainActor () -> Void
    /// The widget whose frame clock runs the runs (the stage).
    private let clockOwner: @MainActor () -> WidgetPointer?

    init(
        detents: SheetDetents, containerHeight: @escaping @MainActor () -> Double,
        clockOwner: @escaping @MainActor () -> WidgetPointer?, heightChanged: @escaping @MainActor () -> Void
    ) {
        self.detents = detents
        detent = detents.openingDetent(in: 0) ?? detents.detents.first ?? .large()
        self.containerHeight = containerHeight
        self.clockOwner = clockOwner
        self.heightChanged = heightChanged
    }

    isolated deinit {
        run?.stopAnimation()
    }

    /// The sheet's height in whole pixels in a container `container` tall.
    func height(in container: Double) -> Double {
        (heldHeight ?? detents.height(of: detent, in: container) ?? detents.stops(in: container).first?.height ?? 0).rounded()
    }

    /// Whether a run between detents is under way.
    var isRunning: Bool { run != nil }

    /// How many times the sheet has been sent to a detent by a person (the
    /// grabber, a drag's release, a scroll), not counting a rest where a
    /// presentation or a change of window puts it.
    private(set) var moves = 0

    /// Whether a run under way is growing the sheet (toward a taller detent).
    var isGrowing: Bool {
        let container = containerHeight()
        return run != nil && (detent.height(in: container) ?? 0) > height(in: container)
    }

    /// Rests at `detent` at once, with no run.
    func rest(at detent: SheetDetent) {
        cancelRun()
        self.detent = detent
        heldHeight = nil
        heightChanged()
    }

    /// Runs from the height of the moment to `target`'s, leaving at
    /// `velocity` (points per second, upward positive; 0 eases in), at once
    /// under reduced motion or with `animated` false. A run under way is
    /// taken over where it is. `byPerson`: a person moved it.
    func move(to target: SheetDetent, velocity: Double = 0, animated: Bool = true, byPerson: Bool = true) {
        if byPerson { moves += 1 }
        let container = containerHeight()
        let start = height(in: container)
        stopRun()
        detent = target
        let end = target.height(in: container) ?? start
        guard animated, let clock = clockOwner(), abs(end - start) >= 0.5 else {
            heldHeight = nil
            heightChanged()
            return
        }
        let distance = end - start
        let speedToward = velocity * (distance > 0 ? 1 : -1) / abs(distance)
        let animator = FrameAnimator(duration: Self.runDuration, curve: .easeInOut, clockOwner: clock)
        animator.addAnimations { [weak self] progress in
            guard let self else { return }
            // The target's height of the moment: a resize during the run lands where the detent now is.
            let to = target.height(in: self.containerHeight()) ?? end
            self.heldHeight = start + (to - start) * progress
            self.heightChanged()
        }
        animator.addCompletion { [weak self] _ in
            guard let self, self.run === animator else { return }
            self.run = nil
            self.heldHeight = nil
            self.heightChanged()
        }
        run = animator
        heldHeight = start
        if speedToward > 0 {
            animator.pauseAnimation()
            animator.continueAnimation(releaseVelocity: speedToward)
        } else {
            animator.startAnimation()
        }
    }

    /// Stops a run where it is; the sheet rests at that height until told
    /// where to go (a drag that caught it). Returns the height.
    @discardableResult
    func stopRun() -> Double {
        let now = height(in: containerHeight())
        if cancelRun() { heldHeight = now }
        return now
    }

    /// Holds the sheet at `height` (a drag moving it), stopping a run.
    func hold(atHeight height: Double) {
        cancelRun()
        heldHeight = height
        heightChanged()
    }

    /// Rests at its detent at once, ending a run or a drag's hold.
    func settle() {
        rest(at: detent)
    }

    /// Stops a run under way without its completion; returns whether one was.
    @discardableResult
    private func cancelRun() -> Bool {
        guard let run else { return false }
        self.run = nil
        run.stopAnimation()
        return true
    }
}
