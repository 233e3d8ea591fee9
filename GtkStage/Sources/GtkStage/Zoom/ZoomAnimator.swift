import CGtk
import Presentation

/// Grows a zoomed screen out of its source and shrinks it back on a spring,
/// its corners going from the source's radius to square; under reduced
/// motion it cross-fades in place instead (libadwaita 1.9's choice).
@MainActor
final class ZoomAnimator: TransitionAnimator {
    /// How long the cross-fade of reduced motion takes.
    static let reducedMotionFade = 0.2

    private let isPresentation: Bool
    private unowned let controller: ZoomPresentationController

    init(isPresentation: Bool, controller: ZoomPresentationController) {
        self.isPresentation = isPresentation
        self.controller = controller
        super.init(duration: controller.options.duration)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let key: TransitionContext.Key = isPresentation ? .to : .from
        let reduced = Motion.isReduced(at: container.widget)
        let made =
            reduced
            ? FrameAnimator(
                duration: context.isAnimated ? Self.reducedMotionFade : 0, curve: .easeInOut, clockOwner: container.widget,
                ignoresReducedMotion: true)
            : FrameAnimator(
                duration: duration, curve: .spring(dampingRatio: controller.options.dampingRatio), clockOwner: container.widget)
        guard let view = context.view(forKey: key) else {
            made.addCompletion { _ in context.completeTransition(false) }
            return made
        }
        if isPresentation { container.addSubview(view) }
        let presenting = isPresentation
        let controller = controller
        let options = controller.options
        made.addAnimations { progress in
            let growth = presenting ? progress : 1 - progress
            if reduced {
                gtk_widget_set_opacity(view, min(max(growth, 0), 1))
                options.growthChanged?(1)
                return
            }
            let geometry = ZoomGeometry(
                sourceFrame: controller.sourceFrame, finalFrame: container.bounds,
                sourceCornerRadius: options.sourceCornerRadius)
            let path = geometry.frame(at: growth)
            let offset = controller.zoomDrag.offset(from: path, progress: progress)
            container.setDrawnRect(path.offsetBy(dx: offset.x, dy: offset.y), of: view)
            controller.setCorner(geometry.localCorner(at: growth))
            controller.updateCover()
            options.growthChanged?(growth)
        }
        made.addCompletion { position in
            let completed = position == .end && !context.transitionWasCancelled
            // Up at the end (presented, or a dismissal sent back): the screen
            // follows the window's frame again, as it resizes.
            if presenting == completed { container.setDrawnRect(nil, of: view) }
            controller.endCover()
            gtk_widget_set_opacity(view, 1)
            context.completeTransition(completed)
        }
        return made
    }
}
