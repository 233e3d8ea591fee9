import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation

/// Fades between two screens: forward, the incoming view fades in over the
/// other; back, the outgoing view fades out to reveal the one beneath. Used
/// for presenting the navigation stack and for its pushes and pops (0.5 s),
/// and for Beginner Cook's simple fade (the chapter's 1 s).
@MainActor
public final class FadeTransitionAnimator: TransitionAnimator {
    public static let fadeDuration = 0.5

    /// True for the forward fade (present, push), false for the back fade.
    public let isForward: Bool

    public init(isForward: Bool, duration: Double = FadeTransitionAnimator.fadeDuration) {
        self.isForward = isForward
        super.init(duration: duration)
    }

    override public func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .easeInOut, clockOwner: container.widget)
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
            animator.addAnimations { progress in
                gtk_widget_set_opacity(fading, forward ? progress : 1 - progress)
            }
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return animator
    }
}
