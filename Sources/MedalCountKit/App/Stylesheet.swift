import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// Loads the app's stylesheet and icons, built into the binary, for the whole display.
@MainActor
public enum Stylesheet {
    public static func install() {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_resource(provider, BundledResources.path("style.css"))
        gtk_style_context_add_provider_for_display(display, gcast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gobject(provider))
        if let theme = gtk_icon_theme_get_for_display(display) {
            addIconPath(BundledResources.path("icons"), to: theme)
        }
    }

    /// Adds `path` to the icon theme's resource path unless it is there:
    /// GtkApplication already added its own `<resource base path>/icons/`,
    /// and every change waits for the theme's loading thread, then throws
    /// away what it loaded (a second load, on the main thread, before the
    /// first frame).
    static func addIconPath(_ path: String, to theme: OpaquePointer) {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        var present = false
        if let paths = gtk_icon_theme_get_resource_path(theme) {
            var index = 0
            while !present, let entry = paths[index].map({ String(cString: $0) }) {
                present = entry == base || entry == base + "/"
                index += 1
            }
            g_strfreev(paths)
        }
        if !present { gtk_icon_theme_add_resource_path(theme, path) }
    }
}
