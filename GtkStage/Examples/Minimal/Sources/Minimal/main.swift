import GtkStage

/// The card's chrome and geometry: a dim over the whole window that
/// dismisses on a click, and the card centred on it, dragged down to go.
@MainActor
final class CardPresentationController: PresentationController {
    override init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView = DimmingView(label: "Dismiss") { [weak self] in self?.attemptDismissal() }
        dismissalDrag = DismissDragInteraction(toward: .bottom)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let size = containerBounds.size
        return Rect(x: (size.width - 320) / 2, y: (size.height - 200) / 2, width: 320, height: 200)
    }
}

/// Rises from below by its own height and fades in, or the other way.
@MainActor
final class CardAnimator: TransitionAnimator {
    let isPresentation: Bool

    init(isPresentation: Bool) {
        self.isPresentation = isPresentation
        super.init(duration: 0.25)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let stage = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .easeInOut, clockOwner: stage.widget)
        if let card = context.view(forKey: isPresentation ? .to : .from) {
            if isPresentation { stage.addSubview(card) }
            animator.addAnimations { [isPresentation] progress in
                let shown = isPresentation ? progress : 1 - progress
                gtk_widget_set_opacity(card, shown)
                stage.setOffset(Point(x: 0, y: 1 - shown), of: card)
            }
        }
        animator.addCompletion { context.completeTransition($0 == .end && !context.transitionWasCancelled) }
        return animator
    }
}

/// The window's screen: a button that presents the card.
@MainActor
final class HomeScreen: ViewController, TransitioningDelegate {
    init() {
        let button: WidgetPointer = gtk_button_new_with_label("Show Card")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        super.init(view: button, title: "Minimal")
        Signal.connect(button, .clicked) { [weak self] in self?.showCard() }
    }

    private func showCard() {
        let label: WidgetPointer = gtk_label_new("A card, over a dim.\nClick the dim, press Escape or drag it down.")
        let card = ViewController(view: label, title: "Card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        CardAnimator(isPresentation: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        CardAnimator(isPresentation: false)
    }
}

Application.run(id: "io.github.medalcount.GtkStage.Minimal", defaultSize: Size(width: 600, height: 400)) {
    HomeScreen()
}
