import Presentation

/// Drives a transition by percent, in the manner of
/// UIPercentDrivenInteractiveTransition: the animator's steps follow
/// `update(_:)`; `finish()` and `cancel()` run them on from where they are to
/// the end or back to the start, on the frame clock, for the remaining
/// fraction of the duration.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Above 1 the finishing (or cancelling) run is faster than the animation's own pace.
    public var completionSpeed: Double = 1
    /// The curve of the finishing (or cancelling) run.
    public var completionCurve: TimingCurve = .easeOut
    /// How a run given the gesture's velocity goes on: gliding to rest
    /// (the default) or on a spring.
    public var releaseStyle: ReleaseStyle = .glide
    /// The transition being driven, while it is. Weak: the transition's
    /// owner (the presenter, the navigation controller) keeps it alive, so
    /// an interaction controller that outlives it holds nothing.
    public private(set) weak var context: TransitionContext?

    public init() {}

    /// How far the driven transition is: 0 at its start, 1 at its end.
    public var percentComplete: Double { context?.fractionComplete ?? 0 }

    public var isDriving: Bool { context != nil }

    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(0)
    }

    /// Takes hold of a transition that is already running: it stops where it is.
    public func takeOver(_ context: TransitionContext) {
        self.context = context
        context.pauseInteractiveTransition()
    }

    public func update(_ percent: Double) {
        context?.updateInteractiveTransition(percent)
    }

    public func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Runs the transition on to its end with `completionCurve`, or, given
    /// the gesture's `velocity` (percent per second, positive toward the
    /// end), carrying on at that speed and slowing to rest there.
    public func finish(velocity: Double? = nil) {
        if let velocity {
            context?.finishInteractiveTransition(velocity: velocity, durationFactor: durationFactor, style: releaseStyle)
        } else {
            context?.finishInteractiveTransition(curve: completionCurve, durationFactor: durationFactor)
        }
        context = nil
    }

    /// Runs the transition back to its start; `velocity` as for `finish`.
    public func cancel(velocity: Double? = nil) {
        if let velocity {
            context?.cancelInteractiveTransition(velocity: velocity, durationFactor: durationFactor, style: releaseStyle)
        } else {
            context?.cancelInteractiveTransition(curve: completionCurve, durationFactor: durationFactor)
        }
        context = nil
    }

    // MARK: Toward dismissal

    // A gesture that dismisses (a drag away, a pinch in) may catch its
    // presentation on its way in: that transition then runs the other way
    // round, its percent growing as the view comes in, and dismissing it is
    // cancelling it. These say it once for every such gesture.

    /// Takes over `running` for a gesture toward dismissal; how far toward
    /// dismissed it is (0 presented, 1 gone), or nil if it could not be held.
    public func takeOverTowardDismissal(_ running: TransitionContext) -> Double? {
        takeOver(running)
        guard isDriving else { return nil }
        return running.isPresentation ? 1 - running.fractionComplete : running.fractionComplete
    }

    /// Moves the driven transition to `progress` toward dismissed.
    public func updateTowardDismissal(_ progress: Double) {
        guard let context else { return }
        update(context.isPresentation ? 1 - progress : progress)
    }

    /// Runs the driven transition on to dismissed when `dismisses`, else back
    /// to presented, carrying on at `velocity` (lengths per second toward
    /// dismissed).
    public func endTowardDismissal(dismisses: Bool, velocity: Double) {
        guard let context else { return }
        let toward = context.isPresentation ? -velocity : velocity
        if context.isPresentation == dismisses {
            cancel(velocity: toward)
        } else {
            finish(velocity: toward)
        }
    }

    private var durationFactor: Double { 1 / max(completionSpeed, 0.01) }
}
