import GtkStage

/// The card's chrome and geometry: a dim over the whole window that
/// dismisses on a click, and the card centred on it, dragged down to go.
@MainActor
final class CardPresentationController: PresentationController {
    private var dim: DimmingView?
    private var drag: DragGesture?

    override init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dim = DimmingView(label: "Dismiss") { [weak self] in self?.presentedViewController.dismiss(animated: true) }
        drag = DragGesture(
            on: presentedView, began: { _ in }, moved: { _, _ in },
            ended: { [weak self] offset, _ in
                if offset.y > 60 { self?.presentedViewController.dismiss(animated: true) }
            })
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let size = containerBounds.size
        return Rect(x: (size.width - 320) / 2, y: (size.height - 200) / 2, width: 320, height: 200)
    }

    /// The dim goes on the stage here; the stage takes it off again with the
    /// card, however the presentation ends (dismissed, or turned back early).
    override func presentationTransitionWillBegin() {
        guard let dim, let containerView else { return }
        containerView.addSubview(dim.widget)
        transitionCoordinator?.animate(alongsideTransition: { dim.opacity = $0 })
    }

    override func dismissalTransitionWillBegin() {
        guard let dim else { return }
        transitionCoordinator?.animate(alongsideTransition: { dim.opacity = 1 - $0 })
    }

    override func containerViewWillLayoutSubviews() {
        if let dim { containerView?.setFrame(containerBounds, of: dim.widget) }
        super.containerViewWillLayoutSubviews()
    }
}

/// Rises a little and fades in, or the other way.
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
                stage.setOffset(Point(x: 0, y: 0.2 * (1 - shown)), of: card)
            }
        }
        animator.addCompletion { position in context.completeTransition(position == .end) }
        return animator
    }
}

/// The window's screen: a button that presents the card.
@MainActor
final class HomeScreen: ViewController, TransitioningDelegate {
    private var clicked: SignalConnection?

    init() {
        let button: WidgetPointer = gtk_button_new_with_label("Show Card")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        super.init(view: button, title: "Home")
        clicked = Signal.connect(button, .clicked) { [weak self] in self?.showCard() }
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

gtk_init()
let stage = Stage()
let home = HomeScreen()
stage.setRootViewController(home)
let window: WidgetPointer = gtk_window_new()
gtk_window_set_title(gcast(window), "Minimal")
gtk_window_set_default_size(gcast(window), 600, 400)
gtk_window_set_child(gcast(window), stage.widget)
gtk_window_present(gcast(window))
while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 {
    g_main_context_iteration(nil, 1)
}
