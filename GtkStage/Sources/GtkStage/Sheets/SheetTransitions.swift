/// What the presenter asks for a screen presented as a sheet
/// (`.pageSheet`, `.formSheet`), in place of a transitioning delegate: the
/// screen's own `SheetPresentationController`, the sheet's animators, and
/// its drag as the dismissal's interaction controller while a drag lets
/// it go.
@MainActor
final class SheetTransitions: TransitioningDelegate {
    private weak var controller: SheetPresentationController?

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? {
        controller = presented.sheetPresentationController
        return controller
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        SheetTransitionAnimator(isPresentation: true, controller: controller)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        SheetTransitionAnimator(isPresentation: false, controller: controller)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard let drag = controller?.drag, drag.wantsInteractiveStart else { return nil }
        return drag
    }
}
