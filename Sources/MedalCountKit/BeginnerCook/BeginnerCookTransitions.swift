import CGtk
import GtkStage
import Presentation

/// A full-window presentation with no chrome of its own: the details draw
/// their own rounded picture, so the usual panel background and shadow go.
/// While it lasts, a drag on the details takes their zoom over.
@MainActor
final class PopPresentationController: PresentationController {
    /// Grabs the details and drags them home (the dismissal's interaction controller).
    private(set) var zoomDrag: ZoomDragInteraction?

    /// A presentation whose drag releases on the pop's spring, or gliding
    /// for the simple fade (`springs` false).
    init(presentedViewController: ViewController, presenting presentingViewController: ViewController, springs: Bool) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        gtk_widget_remove_css_class(presentedView, "presented-view")
        gtk_widget_add_css_class(presentedView, "pop-presented")
        zoomDrag = ZoomDragInteraction(
            controller: self, style: springs ? .spring(dampingRatio: PopAnimator.dampingRatio) : .glide)
    }

    override func presentationTransitionWillBegin() {
        if let containerView { zoomDrag?.install(on: containerView.widget) }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        zoomDrag?.transitionDidEnd()
        if !completed { zoomDrag?.uninstall() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        zoomDrag?.transitionDidEnd()
        if completed { zoomDrag?.uninstall() }
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
    /// The presentation controller this delegate made, whose zoom drag
    /// drives the dismissal while a drag is on.
    private weak var controller: PopPresentationController?

    public init(usesFade: Bool, originFrame: @escaping @MainActor () -> Rect, landed: @escaping @MainActor () -> Void) {
        self.usesFade = usesFade
        self.originFrame = originFrame
        self.landed = landed
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        let made = PopPresentationController(presentedViewController: presented, presenting: presenting, springs: !usesFade)
        controller = made
        return made
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

    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard let drag = controller?.zoomDrag, drag.wantsInteractiveStart else { return nil }
        return drag
    }

    private func animator(presenting: Bool) -> any AnimatedTransitioning {
        if usesFade { return FadeTransitionAnimator(isForward: presenting, duration: Self.fadeDuration) }
        let pop = PopAnimator(isPresenting: presenting, originFrame: originFrame)
        pop.dismissCompletion = landed
        if let drag = controller?.zoomDrag {
            pop.pathOffset = { [weak drag] frame, progress in drag?.offset(from: frame, progress: progress) ?? .zero }
        }
        return pop
    }
}
