import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation

/// The chapter's first transition, kept as a menu choice beside the pop: the
/// herb's details fade in over the whole window in a second, and out.
/// A custom transitioning delegate, as the tutorial's first step writes one;
/// the pop itself is GtkStage's zoom (`PreferredTransition.zoom`).
@MainActor
public final class SimpleFadeTransitions: TransitioningDelegate {
    /// How long the simple fade takes: the chapter's animator runs for 1 s.
    public static let fadeDuration = 1.0

    public init() {}

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        FadePresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        FadeTransitionAnimator(isForward: true, duration: Self.fadeDuration)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        FadeTransitionAnimator(isForward: false, duration: Self.fadeDuration)
    }
}

/// A full-window presentation with no chrome of its own: the details draw
/// their own picture, so the usual panel background and shadow go.
@MainActor
final class FadePresentationController: PresentationController {
    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        gtk_widget_remove_css_class(presentedView, "presented-view")
    }
}
