import CGtk
import Presentation

/// Presents a `.fullScreen` screen: over the whole stage, and, once it is
/// up, with everything beneath it on the stage hidden (not drawn, not
/// offered to a screen reader, not allocated as the window resizes) until
/// its dismissal begins.
@MainActor
final class FullScreenPresentationController: PresentationController {
    /// The views beneath, hidden while the presentation is up (held).
    private var hidden: [WidgetPointer] = []

    isolated deinit {
        // Gone without a dismissal (its window closed while it was up): what
        // it hid shows again, for a screen used again elsewhere.
        showBeneath()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed, let stage = containerView else { return }
        var child = gtk_widget_get_first_child(stage.widget)
        while let view = child, view != presentedView {
            child = gtk_widget_get_next_sibling(view)
            guard gtk_widget_get_visible(view) != 0 else { continue }
            g_object_ref(gobject(view))
            hidden.append(view)
            gtk_widget_set_visible(view, 0)
        }
    }

    override func dismissalTransitionWillBegin() {
        showBeneath()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // Sent back up (a dismissal turned round): beneath goes again.
        if !completed { presentationTransitionDidEnd(true) }
    }

    /// Shows again what the presentation hid.
    private func showBeneath() {
        let views = hidden
        hidden = []
        for view in views {
            gtk_widget_set_visible(view, 1)
            g_object_unref(gobject(view))
        }
    }
}
