import CGtk
import GtkStage

/// Loads the app's stylesheet and icons, built into the binary, for the whole display.
@MainActor
public enum Stylesheet {
    public static func install() {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_resource(provider, BundledResources.path("style.css"))
        gtk_style_context_add_provider_for_display(display, gcast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gobject(provider))
        if let theme = gtk_icon_theme_get_for_display(display) {
            gtk_icon_theme_add_resource_path(theme, BundledResources.path("icons"))
        }
    }
}
