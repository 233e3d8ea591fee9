import Presentation

/// Vends the objects that carry out a custom presentation
/// (UIViewControllerTransitioningDelegate).
@MainActor
public protocol TransitioningDelegate: AnyObject {
    func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> PresentationController?
    func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
    /// An interaction controller to drive the presentation, or nil to animate it.
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
    /// An interaction controller to drive the dismissal, or nil to animate it.
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
}

extension TransitioningDelegate {
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        nil
    }

    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        nil
    }
}

/// Drives a transition from outside, typically from a gesture
/// (UIViewControllerInteractiveTransitioning).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition`, with the
    /// transition held at its start.
    func startInteractiveTransition(_ context: TransitionContext)
}

/// Decides how a presentation adapts to the container's traits
/// (UIAdaptivePresentationControllerDelegate).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in `traits`, or `.none` to keep the custom presentation.
    func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection traits: TraitCollection
    ) -> AdaptiveStyle
    /// A screen to show instead of the presented one while adapted, or nil to
    /// show the presented screen itself in the adapted style.
    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController?
    /// Whether a person may dismiss the presentation now (a drag down, a
    /// click on the dim, Escape); false keeps it up: the drag springs back.
    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool
    /// A person tried to dismiss the presentation and was refused.
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController)
    /// A person's dismissal begins.
    func presentationControllerWillDismiss(_ controller: PresentationController)
    /// A person's dismissal has ended with the presentation gone.
    func presentationControllerDidDismiss(_ controller: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// The custom presentation, in every size.
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection traits: TraitCollection
    ) -> AdaptiveStyle {
        .none
    }

    /// The presented screen itself.
    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        nil
    }

    /// A person may always dismiss it.
    public func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {}
    public func presentationControllerWillDismiss(_ controller: PresentationController) {}
    public func presentationControllerDidDismiss(_ controller: PresentationController) {}
}

/// Animates one transition (UIViewControllerAnimatedTransitioning).
///
/// GTK has no implicit animations, so every animator exposes the
/// frame-clock animator that drives it; the transition coordinator joins the
/// presentation controller's alongside animations to it, and the presenter
/// turns it around when a presentation is dismissed mid-flight.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    func transitionDuration(using context: TransitionContext) -> Double
    func animateTransition(using context: TransitionContext)
    /// The animator of this transition; the same object on every call.
    func interruptibleAnimator(using context: TransitionContext) -> FrameAnimator
}
