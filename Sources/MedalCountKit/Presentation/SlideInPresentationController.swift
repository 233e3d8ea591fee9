import CGtk
import GtkStage
import Localization
import Presentation

/// The chrome and geometry of a slide-in presentation (the tutorial's
/// SlideInPresentationController): a dimming view over the whole container,
/// and a panel covering two thirds of it on one side.
@MainActor
public final class SlideInPresentationController: PresentationController {
    public let direction: PresentationDirection
    /// Drags the panel back toward its edge (the dismissal's interaction controller).
    public private(set) var dragInteraction: SlideInDragInteraction?
    private var dimmingView: DimmingView?

    /// A panel presented from `direction`.
    public init(presentedViewController: ViewController, presenting: ViewController, direction: PresentationDirection) {
        self.direction = direction
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        gtk_widget_add_css_class(presentedView, "slide-in-panel")
        gtk_widget_add_css_class(presentedView, "from-\(direction.rawValue)")
        dimmingView = DimmingView(label: tr("Dismiss")) { [weak self] in self?.attemptDismissal() }
        dragInteraction = SlideInDragInteraction(direction: direction, controller: self)
    }

    override public func presentationTransitionWillBegin() {
        guard let dimmingView, let containerView else { return }
        dragInteraction?.install(on: containerView.widget)
        containerView.addSubview(dimmingView.widget)
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            dimmingView.opacity = 1
            return
        }
        coordinator.animate(alongsideTransition: { progress in dimmingView.opacity = progress })
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    override public func dismissalTransitionWillBegin() {
        guard let dimmingView else { return }
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            dimmingView.opacity = 0
            return
        }
        coordinator.animate(alongsideTransition: { progress in dimmingView.opacity = 1 - progress })
    }

    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() }
    }

    override public func containerViewWillLayoutSubviews() {
        if let dimmingView { containerView?.setFrame(containerBounds, of: dimmingView.widget) }
        containerView?.setFrame(frameOfPresentedViewInContainerView, of: presentedView)
    }

    override public func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        SlideInGeometry.size(for: direction, parent: parentSize)
    }

    override public var frameOfPresentedViewInContainerView: Rect {
        SlideInGeometry.frame(for: direction, in: containerBounds.size)
    }

    /// The dimming view's widget, for tests and screenshots.
    public var dimmingWidget: WidgetPointer? { dimmingView?.widget }

    /// Takes the dimming view off the stage and stops listening for drags.
    private func removeChrome() {
        if let dimmingView { containerView?.removeSubview(dimmingView.widget) }
        dragInteraction?.uninstall()
    }
}
