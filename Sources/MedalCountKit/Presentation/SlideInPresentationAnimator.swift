import GtkStage
import Presentation

/// Slides the presented panel in from its edge, or back out to it: one
/// animator for both ways, told which by `isPresentation`.
@MainActor
public final class SlideInPresentationAnimator: AnimatedTransitioning {
    public static let duration = 0.3

    public let direction: PresentationDirection
    public let isPresentation: Bool
    private var animator: FrameAnimator?

    public init(direction: PresentationDirection, isPresentation: Bool) {
        self.direction = direction
        self.isPresentation = isPresentation
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
        let key: TransitionContext.Key = isPresentation ? .to : .from
        let made = FrameAnimator(duration: transitionDuration(using: context), curve: .easeInOut, clockOwner: container.widget)
        animator = made
        guard let panel = context.view(forKey: key) else {
            made.addCompletion { _ in context.completeTransition(false) }
            return made
        }
        if isPresentation { container.addSubview(panel) }

        // Offsets are in units of the panel's own size: off screen is one
        // whole panel beyond the edge it comes from, so the slide stays right
        // whatever size the window has when a frame is drawn.
        let offscreen = direction.offscreenOffset
        let (start, end) = isPresentation ? (offscreen, Point.zero) : (Point.zero, offscreen)
        made.addAnimations { progress in
            container.setOffset(Point(x: start.x + (end.x - start.x) * progress,
                                      y: start.y + (end.y - start.y) * progress), of: panel)
        }
        made.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return made
    }
}
