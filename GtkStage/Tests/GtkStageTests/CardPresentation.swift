@_spi(GLib) import GtkStage

/// A small custom presentation as a second app would write one: a card of
/// 200 by 100 in the stage's centre, over a dim, sliding up from below it.
@MainActor
final class CardTransitions: TransitioningDelegate {
    private(set) weak var lastController: CardController?
    /// Whether a drag down the card dismisses it (`CardSwipe`).
    let swipeable: Bool
    /// Whether the cards made from now on keep Tab inside them.
    var trapsFocus = true
    private(set) var swipe: CardSwipe?

    init(swipeable: Bool = false) {
        self.swipeable = swipeable
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        let made = CardController(presentedViewController: presented, presenting: presenting)
        made.keepsTabInside = trapsFocus
        lastController = made
        if swipeable, let stage = presenting.stage {
            swipe?.tracker?.uninstall()
            swipe = CardSwipe(controller: made, stage: stage)
        }
        return made
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        CardSlide(isPresentation: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        CardSlide(isPresentation: false)
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard let swipe, swipe.wantsInteractiveStart else { return nil }
        return swipe
    }

    /// A card screen presented by this delegate.
    func card(title: String = "Card") -> ViewController {
        let card = ViewController(view: gtk_label_new(title), title: title)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        return card
    }
}

/// The card's chrome: a dim that dismisses on a click, the card centred.
@MainActor
final class CardController: PresentationController {
    private(set) lazy var dim = DimmingView(label: "Dismiss") { [weak self] in
        self?.presentedViewController.dismiss(animated: true)
    }
    static let size = Size(width: 200, height: 100)
    /// Whether Escape closes the card (libadwaita's `can-close`).
    var closesOnEscape = true

    override var dismissesOnEscape: Bool { closesOnEscape }
    /// Whether Tab stays inside the card.
    var keepsTabInside = true

    override var trapsFocus: Bool { keepsTabInside }

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerBounds
        return Rect(
            x: (bounds.width - Self.size.width) / 2, y: (bounds.height - Self.size.height) / 2,
            width: Self.size.width, height: Self.size.height)
    }

    override func presentationTransitionWillBegin() {
        containerView?.addSubview(dim.widget)
        let dim = dim
        transitionCoordinator?.animate(alongsideTransition: { dim.opacity = $0 })
    }

    override func dismissalTransitionWillBegin() {
        let dim = dim
        transitionCoordinator?.animate(alongsideTransition: { dim.opacity = 1 - $0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { containerView?.removeSubview(dim.widget) }
    }

    override func containerViewWillLayoutSubviews() {
        containerView?.setFrame(containerBounds, of: dim.widget)
        super.containerViewWillLayoutSubviews()
    }
}

/// Slides the card up from one card's height below its place, or back.
@MainActor
final class CardSlide: TransitionAnimator {
    let isPresentation: Bool

    init(isPresentation: Bool) {
        self.isPresentation = isPresentation
        super.init(duration: 0.3)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let stage = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .linear, clockOwner: stage.widget)
        if let card = context.view(forKey: isPresentation ? .to : .from) {
            if isPresentation { stage.addSubview(card) }
            animator.addAnimations { [isPresentation] progress in
                stage.setOffset(Point(x: 0, y: isPresentation ? 1 - progress : progress), of: card)
            }
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return animator
    }
}
