import Presentation

/// Runs animations alongside a transition and tells when it ended
/// (UIViewControllerTransitionCoordinator).
///
/// An alongside animation is a step that receives the transition's eased
/// progress, 0 at the transition's start and 1 at its end, on the same frames
/// as the animator's own steps; it is reversed with them too.
@MainActor
public final class TransitionCoordinator {
    private let context: TransitionContext
    private var steps: [@MainActor (Double) -> Void] = []
    private var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    private var animator: FrameAnimator?

    init(context: TransitionContext) {
        self.context = context
    }

    public var isAnimated: Bool { context.isAnimated }
    public var isCancelled: Bool { context.transitionWasCancelled }
    public var containerView: Stage { context.containerView }

    /// Adds `animation` to the transition and `completion` to its end.
    public func animate(
        alongsideTransition animation: (@MainActor (Double) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) {
        if let animation {
            if let animator {
                animator.addAnimations(animation)
            } else {
                steps.append(animation)
            }
        }
        if let completion { completions.append(completion) }
    }

    /// Hands the collected steps to the transition's animator.
    func join(_ animator: FrameAnimator) {
        self.animator = animator
        for step in steps { animator.addAnimations(step) }
        steps = []
    }

    /// Runs the completions once the transition has ended.
    func transitionDidEnd() {
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }
}
