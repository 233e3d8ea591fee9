import CGtk
import Presentation

/// Brings an alert in growing a little into place as it fades in, and takes
/// it away fading out (UIKit's); under reduced motion it fades in and out
/// only, as a short cross-fade.
@MainActor
final class AlertTransitionAnimator: TransitionAnimator {
    /// How long the alert takes to come, and to go.
    static let presentationDuration = 0.25
    static let dismissalDuration = 0.2
    /// How much larger the alert is drawn as it starts to come in.
    static let startScale = 1.1
    /// How long the fade of reduced motion takes.
    static let reducedMotionFade = 0.2

    private let isPresentation: Bool
    private weak var controller: AlertPresentationController?

    init(isPresentation: Bool, controller: AlertPresentationController?) {
        self.isPresentation = isPresentation
        self.controller = controller
        super.init(duration: isPresentation ? Self.presentationDuration : Self.dismissalDuration)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let reduced = Motion.isReduced(at: container.widget)
        let animator =
            reduced
            ? FrameAnimator(
                duration: context.isAnimated ? Self.reducedMotionFade : 0, curve: .easeInOut,
                clockOwner: container.widget, ignoresReducedMotion: true)
            : FrameAnimator(duration: duration, curve: isPresentation ? .easeOut : .easeIn, clockOwner: container.widget)
        let key: TransitionContext.Key = isPresentation ? .to : .from
        guard let card = context.view(forKey: key) else {
            animator.addCompletion { _ in context.completeTransition(false) }
            return animator
        }
        if isPresentation { container.addSubview(card) }
        let presenting = isPresentation
        let grows = presenting && !reduced
        let controller = controller
        animator.addAnimations { progress in
            gtk_widget_set_opacity(card, min(max(presenting ? progress : 1 - progress, 0), 1))
            guard grows, let controller else { return }
            // Grown about its middle from where it rests now (the window may be resizing).
            let frame = controller.frameOfPresentedViewInContainerView
            let scale = Self.startScale + (1 - Self.startScale) * progress
            let width = frame.width * scale
            let height = frame.height * scale
            container.setDrawnRect(
                Rect(
                    x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2,
                    width: width, height: height), of: card)
        }
        animator.addCompletion { position in
            let completed = position == .end && !context.transitionWasCancelled
            container.setDrawnRect(nil, of: card)
            gtk_widget_set_opacity(card, 1)
            context.completeTransition(completed)
        }
        return animator
    }
}
