import CGtk

/// Keeps what lies outside a stage in its window (a header bar above it, a
/// sidebar beside it) from taking clicks or the focus while a modal
/// presentation is up on the stage, as AdwDialog makes its whole window
/// modal: a click there would take the focus out of the presentation, where
/// Escape no longer reaches it. A presentation that leaves the content
/// behind it active (a sheet at an undimmed detent) leaves the window
/// active too. What it changed it puts back as it was.
@MainActor
final class WindowModality {
    /// The widgets made inert, with what they were.
    private var inert: [(widget: WidgetPointer, canTarget: Bool, canFocus: Bool)] = []

    /// Makes everything in `stage`'s window outside it inert, or lets it go.
    func update(modal: Bool, stage: WidgetPointer) {
        if modal, inert.isEmpty {
            for widget in Self.outside(stage) {
                g_object_ref(gobject(widget))
                inert.append((widget, gtk_widget_get_can_target(widget) != 0, gtk_widget_get_can_focus(widget) != 0))
                gtk_widget_set_can_target(widget, 0)
                gtk_widget_set_can_focus(widget, 0)
            }
        } else if !modal {
            release()
        }
    }

    isolated deinit {
        release()
    }

    private func release() {
        for (widget, canTarget, canFocus) in inert {
            gtk_widget_set_can_target(widget, canTarget ? 1 : 0)
            gtk_widget_set_can_focus(widget, canFocus ? 1 : 0)
            g_object_unref(gobject(widget))
        }
        inert = []
    }

    /// The siblings of `stage` and of each of its ancestors, up to its
    /// window (whose titlebar is one of its children).
    private static func outside(_ stage: WidgetPointer) -> [WidgetPointer] {
        var found: [WidgetPointer] = []
        var inner = stage
        while let parent = gtk_widget_get_parent(inner) {
            var child = gtk_widget_get_first_child(parent)
            while let sibling = child {
                if sibling != inner { found.append(sibling) }
                child = gtk_widget_get_next_sibling(sibling)
            }
            inner = parent
        }
        return found
    }
}
