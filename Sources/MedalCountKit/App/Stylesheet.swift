import CGtk
import GtkStage

/// Loads the app's stylesheet and icons for the whole display.
@MainActor
public enum Stylesheet {
    public static func install(paths: AppPaths) {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_path(provider, paths.resource("style.css"))
        gtk_style_context_add_provider_for_display(display, gcast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gobject(provider))
        if let theme = gtk_icon_theme_get_for_display(display) {
            gtk_icon_theme_add_search_path(theme, paths.resource("icons"))
        }
    }
}
