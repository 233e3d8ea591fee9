/// What the presenter asks for a screen whose `preferredTransition` is a
/// zoom, in place of a transitioning delegate: the zoom's presentation
/// controller and animators, and its drag as the dismissal's interaction
/// controller while a drag lets it go.
@MainActor
final class ZoomTransitions: TransitioningDelegate {
    private let transition: PreferredTransition
    private weak var controller: ZoomPresentationController?

    init(_ transition: PreferredTransition) {
        self.transition = transition
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? {
        switch transition {
        case let .zoom(options, sourceViewProvider):
            let made = ZoomPresentationController(
                presented: presented, presenting: presenting, options: options, sourceViewProvider: sourceViewProvider)
            controller = made
            return made
        }
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        controller.map { ZoomAnimator(isPresentation: true, controller: $0) }
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        controller.map { ZoomAnimator(isPresentation: false, controller: $0) }
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard let drag = controller?.zoomDrag, drag.wantsInteractiveStart else { return nil }
        return drag
    }
}
