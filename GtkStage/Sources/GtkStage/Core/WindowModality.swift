import CGtk

/// Keeps what lies outside a stage in its window (a header bar above it, a
/// sidebar beside it) from taking clicks or the focus while a modal
/// presentation is up on the stage, as AdwDialog makes its whole window
/// modal: a click there would take the focus out of the presentation, where
/// Escape no longer reaches it. A presentation that leaves the content
/// behind it active (a sheet at an undimmed detent) leaves the window
/// active too. What it changed it puts back as it was.
///
/// A part that holds a pointer press as the presentation begins (a header
/// button held down while a key, a timer or a press elsewhere presents it)
/// becomes inert only once the press is let go: GTK loses count of a press
/// whose widget stops taking input under it ("Broken accounting of active
/// state").
@MainActor
final class WindowModality {
    /// The widgets made inert, with what they were.
    private var inert: [(widget: WidgetPointer, canTarget: Bool, canFocus: Bool)] = []
    /// The parts waiting for their press to be let go, and their watch.
    private var waiting: [(widget: WidgetPointer, watch: SignalConnection)] = []
    private var isModal = false

    /// Makes everything in `stage`'s window outside it inert, or lets it go.
    func update(modal: Bool, stage: WidgetPointer) {
        // Modal again with nothing found the first time (the stage was not in
        // its window yet): look again.
        guard modal != isModal || (modal && inert.isEmpty && waiting.isEmpty) else { return }
        isModal = modal
        guard modal else { return release() }
        for widget in Self.outside(stage) {
            if cgtk_widget_is_active(widget) != 0 {
                waitForRelease(of: widget)
            } else {
                makeInert(widget)
            }
        }
    }

    isolated deinit {
        release()
    }

    private func makeInert(_ widget: WidgetPointer) {
        g_object_ref(gobject(widget))
        inert.append((widget, gtk_widget_get_can_target(widget) != 0, gtk_widget_get_can_focus(widget) != 0))
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
    }

    /// Makes `widget` inert once it holds no press, if the window is modal still.
    private func waitForRelease(of widget: WidgetPointer) {
        g_object_ref(gobject(widget))
        let watch = Signal.connect(widget, .stateFlagsChanged) { [weak self] _ in
            guard let self, cgtk_widget_is_active(widget) == 0 else { return }
            self.stopWaiting(for: widget)
            if self.isModal { self.makeInert(widget) }
        }
        waiting.append((widget, watch))
    }

    private func stopWaiting(for widget: WidgetPointer) {
        guard let index = waiting.firstIndex(where: { $0.widget == widget }) else { return }
        let (_, watch) = waiting.remove(at: index)
        watch.disconnect()
        g_object_unref(gobject(widget))
    }

    private func release() {
        for (widget, _) in waiting { stopWaiting(for: widget) }
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
