import CGtk
import Presentation

/// Where an event happened, in a widget's coordinates: GTK gives an event's
/// position in its surface, and a controller's signals that carry no
/// coordinates (a scroll's, a key's) leave the conversion to their reader.
@MainActor
enum EventPosition {
    /// `event`'s position in `widget`, or nil when it has none (a key's) or
    /// the widget is not in a window.
    static func point(of event: OpaquePointer, in widget: WidgetPointer) -> Point? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var x = 0.0
        var y = 0.0
        var surfaceX = 0.0
        var surfaceY = 0.0
        var widgetX = 0.0
        var widgetY = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
        // The surface's origin sits inside the native widget, past its shadow (CSD).
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let nativeWidget: WidgetPointer = gcast(native)
        guard cgtk_widget_compute_point(nativeWidget, widget, x - surfaceX, y - surfaceY, &widgetX, &widgetY) != 0
        else { return nil }
        return Point(x: widgetX, y: widgetY)
    }
}
