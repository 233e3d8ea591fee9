import CGtk
import Presentation

/// Presents an ``AlertController``: its card in the middle of the stage,
/// as tall as its content (its words scroll in a window too short for
/// them), over a dim that takes clicks and does nothing with them. The card
/// is an alert dialog to a screen reader, named by the alert's title and
/// described by its message.
@MainActor
final class AlertPresentationController: PresentationController {
    /// The card's width where the window has room (libadwaita's alert's).
    static let width = 372.0
    /// The room the card leaves to the window's edges, at the least.
    static let margin = 12.0

    private unowned let alert: AlertController

    init(alert: AlertController, presenting: ViewController) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: presenting, accessibleRole: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        gtk_widget_add_css_class(presentedView, "alert")
        if let message = alert.message, !message.isEmpty { cgtk_accessible_set_description(presentedView, message) }
        // A click beside an alert changes nothing (UIKit's), and a screen
        // reader is offered no button that does nothing.
        let dim = DimmingView(label: "") {}
        cgtk_accessible_set_hidden(dim.widget, 1)
        dimmingView = dim
    }

    /// The alert's own Escape runs its cancel action; the presentation's does nothing more.
    override var dismissesOnEscape: Bool { false }

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerBounds
        let width = max(min(Self.width, bounds.width - 2 * Self.margin), 0).rounded()
        var natural: Int32 = 0
        gtk_widget_measure(presentedView, GTK_ORIENTATION_VERTICAL, Int32(width), nil, &natural, nil, nil)
        let height = max(min(Double(natural), bounds.height - 2 * Self.margin), 0).rounded()
        return Rect(
            x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
            width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        alert.presentationWillBegin()
    }
}
