import CGtk

/// A view left undrawn for a while by a zoom: its opacity goes to 0 and comes
/// back as it was (an opacity the app sets on it meanwhile is not kept).
///
/// A zoom hides its source while the screen is away from it, and the
/// presenting screen's view while an opaque zoomed screen covers the whole
/// stage: GTK draws every widget under an opaque one all the same, and under
/// GSK's cairo renderer at GDK_SCALE=2 a full-window picture beneath the
/// zoomed screen took a third of each frame of its spring. A hidden view
/// keeps its place and its focus.
@MainActor
final class HiddenView {
    /// The view left undrawn (a reference is held) and its opacity before.
    private var hidden: (view: WidgetPointer, opacity: Double)?

    /// Whether a view is left undrawn now.
    var isHiding: Bool { hidden != nil }

    /// Leaves `view` undrawn, unless a view already is.
    func hide(_ view: WidgetPointer) {
        guard hidden == nil else { return }
        g_object_ref(gobject(view))
        hidden = (view, gtk_widget_get_opacity(view))
        gtk_widget_set_opacity(view, 0)
    }

    /// Draws the hidden view again, at the opacity it had.
    func show() {
        guard let hidden else { return }
        self.hidden = nil
        gtk_widget_set_opacity(hidden.view, hidden.opacity)
        g_object_unref(gobject(hidden.view))
    }

    isolated deinit {
        show()
    }
}
