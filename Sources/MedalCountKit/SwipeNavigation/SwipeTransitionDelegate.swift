@_spi(GLib) import GtkStage
import Presentation

/// The full-window presentation of the navigation stack: the presenting
/// screen's view leaves the stage once the stack is up, as in the sample.
@MainActor
final class StackPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// The delegate of the Swipe Navigation demo, for the stack's presentation
/// and for its pushes and pops: fades one way or the other, driven by the
/// edge swipe while one is on.
@MainActor
public final class SwipeTransitionDelegate: TransitioningDelegate, NavigationControllerDelegate {
    /// The edge swipe of the stack on screen.
    weak var swipe: EdgeSwipeInteraction?

    public init() {}

    // MARK: TransitioningDelegate (presenting the stack)

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        StackPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        FadeTransitionAnimator(isForward: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        FadeTransitionAnimator(isForward: false)
    }

    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        activeSwipe
    }

    // MARK: NavigationControllerDelegate (pushes and pops)

    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        FadeTransitionAnimator(isForward: operation == .push)
    }

    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        activeSwipe
    }

    private var activeSwipe: EdgeSwipeInteraction? {
        guard let swipe, swipe.wantsInteractiveStart else { return nil }
        return swipe
    }
}
