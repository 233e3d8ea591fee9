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

    init(alert: AlertController, presenting: ViewController) {
        super.init(presentedViewController: alert, presenting: presenting, accessibleRole: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        gtk_widget_add_css_class(presentedView, "alert")
        cgtk_accessible_set_description(presentedView, alert.message ?? "")
        // A click beside an alert changes nothing (UIKit's), and a screen
        // reader is offered no button that does nothing.
        let dim = DimmingView(label: "") {}
        cgtk_accessible_set_hidden(dim.widget, 1)
        dimmingView = dim
    }

    /// The alert's own Escape runs its cancel action; the presentation's does nothing more.
    override var dismissesOnEscape: Bool { false }

    /// In the middle of the stage: as wide as ``width`` allows inside the
    /// margins, as tall as its content inside them, and never smaller than
    /// the card's own minimum (a window smaller still clips it).
    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerBounds
        var minimumWidth: Int32 = 0
        gtk_widget_measure(presentedView, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let width = max(min(Self.width, bounds.width - 2 * Self.margin), Double(minimumWidth)).rounded()
        var minimumHeight: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(presentedView, GTK_ORIENTATION_VERTICAL, Int32(width), &minimumHeight, &natural, nil, nil)
        let height = max(min(Double(natural), bounds.height - 2 * Self.margin), Double(minimumHeight)).rounded()
        return Rect(
            x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
            width: width, height: height)
    }
}
