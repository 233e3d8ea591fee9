/// What the presenter asks for a `.fullScreen` screen, in place of a
/// transitioning delegate: its presentation controller, and an animator
/// that slides it up from the bottom edge and back down (UIKit's cover
/// vertical).
@MainActor
final class FullScreenTransitions: TransitioningDelegate {
    /// How long the screen takes to slide up, and down.
    static let duration = 0.35

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? {
        FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        CoverVerticalAnimator(isPresentation: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        CoverVerticalAnimator(isPresentation: false)
    }
}
