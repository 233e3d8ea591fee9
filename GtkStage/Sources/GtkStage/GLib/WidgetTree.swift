import CGtk

/// A widget and its descendants, depth first in child order: for finding
/// what a view holds (its scrolled window, its labels) without a walk of
/// one's own.
@_spi(GLib)
@MainActor
public enum WidgetTree {
    /// Every widget in `root`'s tree (`root` first) that `matches`.
    public static func all(in root: WidgetPointer, where matches: (WidgetPointer) -> Bool) -> [WidgetPointer] {
        var found: [WidgetPointer] = []
        visit(root) { widget in
            if matches(widget) { found.append(widget) }
            return true
        }
        return found
    }

    /// The first widget in `root`'s tree (`root` first) that `matches`.
    public static func first(in root: WidgetPointer, where matches: (WidgetPointer) -> Bool) -> WidgetPointer? {
        var found: WidgetPointer?
        visit(root) { widget in
            if matches(widget) { found = widget }
            return found == nil
        }
        return found
    }

    /// Calls `body` on each widget until it returns false.
    @discardableResult
    private static func visit(_ widget: WidgetPointer, _ body: (WidgetPointer) -> Bool) -> Bool {
        guard body(widget) else { return false }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            guard visit(current, body) else { return false }
            child = gtk_widget_get_next_sibling(current)
        }
        return true
    }
}
