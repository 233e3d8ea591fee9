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

/// The transitioning delegate of one herb's details: the pop out of its
/// thumbnail and back, or the chapter's first, simple fade.
///
/// One is made for each presentation and kept by it. The thumbnail's frame
/// is asked for when a pop needs it, frame by frame, so details closed after
/// the window was resized land where the thumbnail is now.
@MainActor
public final class BeginnerCookTransitions: TransitioningDelegate {
    /// How long the simple fade takes: the chapter's animator runs for 1 s.
    public static let fadeDuration = 1.0

    /// Use the simple fade instead of the pop.
    public let usesFade: Bool
    /// The thumbnail's frame in the container, now.
    private let originFrame: @MainActor () -> Rect
    /// Runs when the details have landed back in the thumbnail.
    private let landed: @MainActor () -> Void

    public init(usesFade: Bool, originFrame: @escaping @MainActor () -> Rect, landed: @escaping @MainActor () -> Void) {
        self.usesFade = usesFade
        self.originFrame = originFrame
        self.landed = landed
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        PopPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator(presenting: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator(presenting: false)
    }

    private func animator(presenting: Bool) -> any AnimatedTransitioning {
        if usesFade { return FadeTransitionAnimator(isForward: presenting, duration: Self.fadeDuration) }
        let pop = PopAnimator(isPresenting: presenting, originFrame: originFrame)
        pop.dismissCompletion = landed
        return pop
    }
}
