import CGtk

/// Whether the scrollable content inside a view can still scroll a given
/// way: a swipe that would scroll it belongs to the content, and only one
/// that cannot moves the view itself (as a sheet on iOS is pulled down only
/// once its list is at the top).
@_spi(GLib)
@MainActor
public enum ScrolledContent {
    /// Whether a `GtkScrolledWindow` in `view` (the view itself or one inside
    /// it) can scroll further along the axis, toward its end (`forward`:
    /// right or down) or its start.
    public static func canScroll(in view: WidgetPointer, horizontally: Bool, forward: Bool) -> Bool {
        if let scrolled = WidgetTree.first(in: view, where: { cgtk_is_scrolled_window($0) != 0 }) {
            let adjustment =
                horizontally
                ? gtk_scrolled_window_get_hadjustment(gcast(scrolled))
                : gtk_scrolled_window_get_vadjustment(gcast(scrolled))
            if let adjustment {
                let value = gtk_adjustment_get_value(adjustment)
                let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                return forward ? value < end - 0.5 : value > gtk_adjustment_get_lower(adjustment) + 0.5
            }
        }
        return false
    }
}
