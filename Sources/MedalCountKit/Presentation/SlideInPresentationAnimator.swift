@_spi(GLib) import GtkStage
import Presentation

/// Slides the presented panel in from its edge, or back out to it: one
/// animator for both ways, told which by `isPresentation`.
@MainActor
public final class SlideInPresentationAnimator: TransitionAnimator {
    public static let slideDuration = 0.3

    public let direction: PresentationDirection
    public let isPresentation: Bool

    public init(direction: PresentationDirection, isPresentation: Bool) {
        self.direction = direction
        self.isPresentation = isPresentation
        super.init(duration: Self.slideDuration)
    }

    override public func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .easeInOut, clockOwner: container.widget)
        let key: TransitionContext.Key = isPresentation ? .to : .from
        guard let panel = context.view(forKey: key) else {
            animator.addCompletion { _ in context.completeTransition(false) }
            return animator
        }
        if isPresentation { container.addSubview(panel) }

        // Offsets are in units of the panel's own size: off screen is one
        // whole panel beyond the edge it comes from, so the slide stays right
        // whatever size the window has when a frame is drawn.
        let offscreen = direction.offscreenOffset
        let (start, end) = isPresentation ? (offscreen, Point.zero) : (Point.zero, offscreen)
        animator.addAnimations { progress in
            container.setOffset(
                Point(
                    x: start.x + (end.x - start.x) * progress,
                    y: start.y + (end.y - start.y) * progress), of: panel)
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return animator
    }
}
