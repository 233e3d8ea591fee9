import CGtk

/// An app's own stylesheet: CSS for its screens, and to restyle GtkStage's
/// parts (see <doc:Styling> for their classes).
///
/// ```swift
/// Stylesheet.load(".photo { border-radius: 12px; }")
/// ```
///
/// It is loaded for every window on the default display, at the
/// application's priority: above the theme and above GtkStage's own style,
/// so a rule of the app's wins over the library's for the same element.
@MainActor
public enum Stylesheet {
    /// Loads `css` for the default display, at the application's priority;
    /// does nothing before GTK has a display (call it once the application
    /// has started: in ``Application/run(id:defaultSize:root:)``'s root
    /// closure, say). Each call adds a stylesheet; a rule that fails to
    /// parse is reported by GTK as a warning naming it.
    public static func load(_ css: String) {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
        cgtk_css_provider_load_string(provider, css)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gobject(provider))
    }
}
