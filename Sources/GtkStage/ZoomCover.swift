import CGtk

/// What a zoom leaves undrawn while an opaque zoomed screen covers the whole
/// stage: the presenting screen's view.
///
/// GTK draws every widget under an opaque one all the same: under GSK's cairo
/// renderer at GDK_SCALE=2, a full-window picture beneath the zoomed screen
/// took a third of each frame of its spring. Its opacity goes to 0 while it
/// is covered and comes back as it was (an opacity the app sets on it
/// meanwhile is not kept); it keeps its place and its focus (nothing reaches
/// it under the zoomed screen).
@MainActor
final class ZoomCover {
    /// The view left undrawn (a reference is held) and its opacity before.
    private var covered: (view: WidgetPointer, opacity: Double)?

    /// Whether a view is left undrawn now.
    var isCovering: Bool { covered != nil }

    /// Leaves `view` undrawn while `covers`, and draws it again when not.
    func update(_ view: WidgetPointer?, covers: Bool) {
        guard covers else {
            restore()
            return
        }
        guard covered == nil, let view else { return }
        g_object_ref(gobject(view))
        covered = (view, gtk_widget_get_opacity(view))
        gtk_widget_set_opacity(view, 0)
    }

    /// Draws the covered view again, at the opacity it had.
    func restore() {
        guard let covered else { return }
        self.covered = nil
        gtk_widget_set_opacity(covered.view, covered.opacity)
        g_object_unref(gobject(covered.view))
    }

    isolated deinit {
        restore()
    }
}
