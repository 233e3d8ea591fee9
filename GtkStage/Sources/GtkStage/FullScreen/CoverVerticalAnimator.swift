import Presentation

/// Slides the presented screen up from below the stage, or down off it.
@MainActor
final class CoverVerticalAnimator: TransitionAnimator {
    private let isPresentation: Bool

    init(isPresentation: Bool) {
        self.isPresentation = isPresentation
        super.init(duration: FullScreenTransitions.duration)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .easeInOut, clockOwner: container.widget)
        let key: TransitionContext.Key = isPresentation ? .to : .from
        guard let view = context.view(forKey: key) else {
            animator.addCompletion { _ in context.completeTransition(false) }
            return animator
        }
        if isPresentation { container.addSubview(view) }
        let presenting = isPresentation
        animator.addAnimations { progress in
            container.setOffset(Point(x: 0, y: presenting ? 1 - progress : progress), of: view)
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return animator
    }
}
