import Presentation

/// A base for animators whose whole transition is one frame-clock animator:
/// it answers the duration (zero when not animated), starts the animator
/// for `animateTransition`, and hands out the same animator on every call.
/// Subclasses say what moves, in `makeAnimator(using:duration:)`.
@MainActor
open class TransitionAnimator: AnimatedTransitioning {
    /// The duration when animated, in seconds.
    public let duration: Double
    private var animator: FrameAnimator?

    public init(duration: Double) {
        self.duration = duration
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.isAnimated ? duration : 0
    }

    public func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }

    public func interruptibleAnimator(using context: TransitionContext) -> FrameAnimator {
        if let animator { return animator }
        let made = makeAnimator(using: context, duration: transitionDuration(using: context))
        animator = made
        return made
    }

    /// Builds the animator: its steps and the completion that ends the transition.
    open func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let animator = FrameAnimator(duration: duration, curve: .linear, clockOwner: context.containerView.widget)
        animator.addCompletion { position in context.completeTransition(position == .end) }
        return animator
    }
}
