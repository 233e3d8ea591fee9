import CGtk
import GtkStage
import Presentation

/// Fades between two screens: forward, the incoming view fades in over the
/// other; back, the outgoing view fades out to reveal the one beneath. Used
/// for presenting the navigation stack and for its pushes and pops.
@MainActor
public final class FadeTransitionAnimator: AnimatedTransitioning {
    public static let duration = 0.5

    /// True for the forward fade (present, push), false for the back fade.
    public let isForward: Bool
    private var animator: FrameAnimator?

    public init(isForward: Bool) {
        self.isForward = isForward
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.isAnimated ? Self.duration : 0
    }

    public func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }

    public func interruptibleAnimator(using context: TransitionContext) -> FrameAnimator {
        if let animator { return animator }
        let container = context.containerView
        let made = FrameAnimator(duration: transitionDuration(using: context), curve: .easeInOut, clockOwner: container.widget)
        animator = made
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)

        let fading: WidgetPointer?
        if isForward {
            if let toView, !container.contains(toView) { container.addSubview(toView) }
            fading = toView
        } else {
            if let toView, let fromView, !container.contains(toView) { container.insertSubview(toView, below: fromView) }
            fading = fromView
        }
        if let fading {
            let forward = isForward
            made.addAnimations { progress in
                gtk_widget_set_opacity(fading, forward ? progress : 1 - progress)
            }
        }
        made.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return made
    }
}
