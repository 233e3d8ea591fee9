import CGtk
import GtkStage
import Presentation

/// Grows a bottom sheet to its next larger detent when its rows are
/// scrolled on from their top edge (a wheel turned toward you, two fingers
/// up on a touchpad), before the rows themselves scroll, as UIKit's
/// `prefersScrollingExpandsWhenScrolledToEdge` does; at the largest detent,
/// or with the rows scrolled down, they scroll as usual.
///
/// Its scroll controller sits on the rows' scrolled window in the capture
/// phase, ahead of the window's own scrolling.
@MainActor
final class SheetScrollExpansion {
    private let sheet: BottomSheet
    private let containerHeight: @MainActor () -> Double
    private var rows: WidgetPointer?
    private var controller: OpaquePointer?
    private var connection: SignalConnection?

    /// Grows `sheet`, whose container is `containerHeight` tall.
    init(sheet: BottomSheet, containerHeight: @escaping @MainActor () -> Double) {
        self.sheet = sheet
        self.containerHeight = containerHeight
    }

    /// A presentation torn down without its chrome removed (its window
    /// closed while it was up) still lets go of the rows.
    isolated deinit {
        uninstall()
    }

    /// Listens to the first scrolled window in `view`; nothing if it has none.
    func install(in view: WidgetPointer) {
        guard controller == nil,
            let scrolled = WidgetTree.first(in: view, where: { cgtk_is_scrolled_window($0) != 0 }),
            let scroll = gtk_event_controller_scroll_new(CGTK_SCROLL_VERTICAL)
        else { return }
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        connection = Signal.connectScroll(scroll) { [weak self] _, dy in self?.scrolled(by: dy) ?? false }
        gtk_widget_add_controller(scrolled, scroll)
        g_object_ref(gobject(scrolled))
        rows = scrolled
        controller = scroll
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        connection?.disconnect()
        connection = nil
        if let rows, let controller { gtk_widget_remove_controller(rows, controller) }
        if let rows { g_object_unref(gobject(rows)) }
        rows = nil
        controller = nil
    }

    /// The rows were scrolled by `dy` (down, toward later rows, positive):
    /// whether the sheet took it.
    func scrolled(by dy: Double) -> Bool {
        guard dy > 0, let rows, sheet.canMove() else { return false }
        // A growing run (the one this began, or the grabber's) takes the
        // rest of the motion: the rows keep still until the sheet rests. A
        // shrinking one is caught below and grown again.
        if sheet.isGrowing { return true }
        guard !ScrolledContent.canScroll(in: rows, horizontally: false, forward: false) else { return false }
        let container = containerHeight()
        guard let larger = sheet.detents.larger(than: sheet.height(in: container), in: container) else { return false }
        sheet.move(to: larger)
        return true
    }
}
