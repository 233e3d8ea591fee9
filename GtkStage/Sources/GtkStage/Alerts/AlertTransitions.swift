/// What the presenter asks for an ``AlertController``, in place of a
/// transitioning delegate: its presentation controller and its animators.
@MainActor
final class AlertTransitions: TransitioningDelegate {
    private weak var controller: AlertPresentationController?

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? {
        guard let alert = presented as? AlertController else { return nil }
        let made = AlertPresentationController(alert: alert, presenting: presenting)
        controller = made
        return made
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        AlertTransitionAnimator(isPresentation: true, controller: controller)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        AlertTransitionAnimator(isPresentation: false, controller: controller)
    }
}
