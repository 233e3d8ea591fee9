import CGtk
import GtkStage
import Presentation

/// A full-window presentation with no chrome of its own: the details draw
/// their own rounded picture, so the usual panel background and shadow go.
@MainActor
final class PopPresentationController: PresentationController {
    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        gtk_widget_remove_css_class(presentedView, "presented-view")
        gtk_widget_add_css_class(presentedView, "pop-presented")
    }
}

/// The transitioning delegate of Beginner Cook: the pop out of the
/// thumbnail, or the chapter's first, simple fade when `usesFade` is on.
@MainActor
public final class BeginnerCookTransitions: TransitioningDelegate {
    /// The thumbnail the details come out of and go back into.
    public var originFrame: Rect = .zero
    /// Runs when the details have landed back in the thumbnail.
    public var dismissCompletion: (@MainActor () -> Void)?
    /// Use the simple fade instead of the pop.
    public var usesFade: Bool

    public init(usesFade: Bool) {
        self.usesFade = usesFade
    }

    public func presentationController(forPresented presented: ViewController, presenting: ViewController,
                                       source: ViewController) -> PresentationController? {
        PopPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any AnimatedTransitioning)? {
        if usesFade { return FadeTransitionAnimator(isForward: true) }
        let pop = PopAnimator(isPresenting: true, originFrame: originFrame)
        pop.dismissCompletion = dismissCompletion
        return pop
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        if usesFade { return FadeTransitionAnimator(isForward: false) }
        let pop = PopAnimator(isPresenting: false, originFrame: originFrame)
        pop.dismissCompletion = dismissCompletion
        return pop
    }
}
