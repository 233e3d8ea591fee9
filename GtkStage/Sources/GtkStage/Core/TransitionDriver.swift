import Presentation

/// Runs one transition on the frame clock, the same way for a presentation
/// and for a push or pop: the animator the delegate vended builds the frame
/// animator, the interaction controller it vends for it (when animated)
/// drives it or the animator runs it; without an animator the view is put
/// in place and the transition ends on the next frame. Turning a transition
/// round mid-flight is the same for both too.
@MainActor
enum TransitionDriver {
    /// Starts `context`'s transition; the context holds the frame animator
    /// that carries it. `animatorObject` is the delegate's animator, if any;
    /// `interaction` vends the interaction controller for it; `coordinator`
    /// joins the animator (alongside animations); `placeWithoutAnimator` puts
    /// the incoming view on the stage when there is no animator to do it.
    static func start(
        _ context: TransitionContext, animator animatorObject: (any AnimatedTransitioning)?,
        coordinator: TransitionCoordinator?,
        interaction: (any AnimatedTransitioning) -> (any InteractiveTransitioning)?,
        placeWithoutAnimator: () -> Void
    ) {
        guard let animatorObject else {
            placeWithoutAnimator()
            let animator = FrameAnimator(duration: 0, curve: .linear, clockOwner: context.containerView.widget)
            context.animator = animator
            coordinator?.join(animator)
            // Turned back before its frame came (a dismissal in the frame it
            // began in), it ends as cancelled, though it has nowhere to run back.
            animator.addCompletion { [weak context] position in
                guard let context else { return }
                context.completeTransition(position == .end && !context.transitionWasCancelled)
            }
            animator.startAnimation()
            return
        }
        let animator = animatorObject.interruptibleAnimator(using: context)
        context.animator = animator
        coordinator?.join(animator)
        if context.isAnimated, let controller = interaction(animatorObject) {
            controller.startInteractiveTransition(context)
        } else {
            animatorObject.animateTransition(using: context)
        }
    }

    /// Turns the running transition of `context` round: it runs back from
    /// where it is and ends as cancelled.
    static func reverse(_ context: TransitionContext) {
        context.transitionWasCancelled = true
        context.animator?.isReversed = true
    }
}
