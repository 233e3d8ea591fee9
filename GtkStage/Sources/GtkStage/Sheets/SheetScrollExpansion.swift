import CGtk

/// Grows a sheet to its next larger detent when its content is scrolled on
/// from its top edge (a wheel turned toward you, two fingers up on a
/// touchpad), before the content itself scrolls, as UIKit's
/// `prefersScrollingExpandsWhenScrolledToEdge` does; at the largest detent,
/// or with the content scrolled down, it scrolls as usual.
///
/// Its scroll controller sits on the content's scrolled window in the
/// capture phase, ahead of the window's own scrolling.
@MainActor
final class SheetScrollExpansion {
    private unowned let controller: SheetPresentationController
    private var content: WidgetPointer?
    private var scroll: OpaquePointer?
    private var connection: SignalConnection?

    init(controller: SheetPresentationController) {
        self.controller = controller
    }

    /// A presentation torn down without its chrome removed still lets go of the content.
    isolated deinit {
        uninstall()
    }

    /// Listens to the first scrolled window in `view`; nothing if it has none.
    func install(in view: WidgetPointer) {
        guard scroll == nil,
            let scrolled = WidgetTree.first(in: view, where: { cgtk_is_scrolled_window($0) != 0 }),
            let made = gtk_event_controller_scroll_new(CGTK_SCROLL_VERTICAL)
        else { return }
        gtk_event_controller_set_propagation_phase(made, GTK_PHASE_CAPTURE)
        connection = Signal.connectScroll(made) { [weak self] _, dy in self?.scrolled(by: dy) ?? false }
        gtk_widget_add_controller(scrolled, made)
        g_object_ref(gobject(scrolled))
        content = scrolled
        scroll = made
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        connection?.disconnect()
        connection = nil
        if let content, let scroll { gtk_widget_remove_controller(content, scroll) }
        if let content { g_object_unref(gobject(content)) }
        content = nil
        scroll = nil
    }

    /// The content was scrolled by `dy` (down, toward later rows, positive):
    /// whether the sheet took it.
    func scrolled(by dy: Double) -> Bool {
        guard dy > 0, let content, controller.prefersScrollingExpandsWhenScrolledToEdge else { return false }
        // A growing run (the one this began, or the grabber's) takes the
        // rest of the motion: the content keeps still until the sheet rests.
        if controller.isAtRest, controller.sheetHeight.isGrowing { return true }
        guard !ScrolledContent.canScroll(in: content, horizontally: false, forward: false) else { return false }
        return controller.growFromScroll()
    }
}
