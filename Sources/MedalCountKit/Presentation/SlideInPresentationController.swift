import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import Presentation

/// The chrome and geometry of a slide-in presentation (the tutorial's
/// SlideInPresentationController): a dimming view over the whole container,
/// and a panel covering two thirds of it on one side.
@MainActor
public final class SlideInPresentationController: PresentationController {
    public let direction: PresentationDirection

    /// A panel presented from `direction`.
    public init(presentedViewController: ViewController, presenting: ViewController, direction: PresentationDirection) {
        self.direction = direction
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        gtk_widget_add_css_class(presentedView, "slide-in-panel")
        gtk_widget_add_css_class(presentedView, "from-\(direction.rawValue)")
        // The dim: over the window, fading in and out with the panel; a click on it dismisses.
        dimmingView = DimmingView(label: tr("Dismiss")) { [weak self] in self?.attemptDismissal() }
        // Dragged back toward its edge with the pointer, a finger or a touchpad swipe.
        dismissalDrag = DismissDragInteraction(towardSide: direction)
    }

    override public func containerViewWillLayoutSubviews() {
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
}
