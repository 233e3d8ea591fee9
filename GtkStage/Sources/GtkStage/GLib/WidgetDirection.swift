import CGtk
import Presentation

extension LayoutDirection {
    /// The direction `widget` lays out in: its own, or the application's
    /// default (right to left under Hebrew), read when asked, so a change of
    /// the default at run time reaches whatever starts next.
    @MainActor
    public init(of widget: WidgetPointer) {
        self = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }
}
