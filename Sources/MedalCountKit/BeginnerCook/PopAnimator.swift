import CGtk
import GtkStage
import Presentation

/// Pops a herb's details out of its thumbnail and back with a spring (the
/// sample's PopAnimator, with both challenges: the text fades with the
/// growth, and the corners go from the thumbnail's radius to square).
@MainActor
public final class PopAnimator: TransitionAnimator {
    public static let popDuration = 1.0
    public static let dampingRatio = 0.4

    public let isPresenting: Bool
    /// The thumbnail's frame in the container, asked for on every frame: the
    /// window may be resized while the details are up or on their way.
    public let originFrame: @MainActor () -> Rect
    /// Runs when a dismissal has landed in the thumbnail.
    public var dismissCompletion: (@MainActor () -> Void)?
    /// How far from the pop's own frame (given) the details are drawn at a
    /// progress: a drag holding them, or the release it left (`ZoomDragInteraction`).
    public var pathOffset: (@MainActor (Rect, Double) -> Point)?

    public init(isPresenting: Bool, originFrame: @escaping @MainActor () -> Rect) {
        self.isPresenting = isPresenting
        self.originFrame = originFrame
        super.init(duration: Self.popDuration)
    }

    override public func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let made = FrameAnimator(
            duration: duration, curve: .spring(dampingRatio: Self.dampingRatio),
            clockOwner: container.widget)
        let key: TransitionContext.Key = isPresenting ? .to : .from
        guard let herbView = context.view(forKey: key) else {
            made.addCompletion { _ in context.completeTransition(false) }
            return made
        }
        let details = context.viewController(forKey: key) as? HerbDetailsScreen
        if isPresenting { container.addSubview(herbView) }

        let origin = originFrame
        let presenting = isPresenting
        let pathOffset = self.pathOffset
        made.addAnimations { progress in
            // How far the details have grown: 0 in the thumbnail, 1 filling the window.
            let growth = presenting ? progress : 1 - progress
            let geometry = PopGeometry(
                originFrame: origin(), finalFrame: container.bounds,
                thumbnailRadius: HerbsScreen.thumbnailRadius)
            let path = geometry.frame(at: growth)
            let offset = pathOffset?(path, progress) ?? .zero
            container.setDrawnRect(path.offsetBy(dx: offset.x, dy: offset.y), of: herbView)
            let corner = geometry.localCorner(at: growth)
            details?.setCorner((corner.width, corner.height))
            if let content = details?.contentView {
                gtk_widget_set_opacity(content, PopGeometry.contentOpacity(at: growth))
            }
        }
        made.addCompletion { [weak self] position in
            let completed = position == .end && !context.transitionWasCancelled
            // Up at the end (presented, or a dismissal sent back): the
            // details follow the window's frame again, as it resizes.
            if presenting == completed { container.setDrawnRect(nil, of: herbView) }
            if presenting != completed { self?.dismissCompletion?() }
            context.completeTransition(completed)
        }
        return made
    }
}
