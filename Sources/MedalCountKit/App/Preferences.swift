import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// What the app remembers between launches, in GSettings
/// (`io.github.medalcount.MedalCount`): the style picked in the menu and
/// each window's size and maximized state.
///
/// The schema is compiled by the build into the build tree and by `make
/// install` under `PREFIX/share/glib-2.0/schemas`; the app reads it from
/// there (`AppPaths.schemas`), so it needs no system-wide install. Without
/// the compiled schema nothing is remembered, and nothing else changes.
@MainActor
public final class Preferences {
    public static let schemaID = "io.github.medalcount.MedalCount"

    private let settings: UnsafeMutablePointer<GSettings>

    /// The app's settings, from the schema in `folder` (or the system's);
    /// `backend` is for tests (a memory backend). Nil without a schema.
    public init?(schemaFolder folder: String, backend: UnsafeMutablePointer<GSettingsBackend>? = nil) {
        guard let schema = Self.schema(in: folder) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard let settings = g_settings_new_full(schema, backend, nil) else { return nil }
        self.settings = settings
    }

    isolated deinit {
        g_object_unref(gobject(settings))
    }

    /// The style picked in the main menu.
    public var style: StyleChoice {
        get {
            guard let text = g_settings_get_string(settings, "style") else { return .system }
            defer { g_free(text) }
            return StyleChoice(rawValue: String(cString: text)) ?? .system
        }
        set { _ = g_settings_set_string(settings, "style", newValue.rawValue) }
    }

    /// Gives `window` the size it had when the `demo` window was last closed.
    public func restore(_ window: WidgetPointer, as demo: Demo) {
        guard let child = g_settings_get_child(settings, demo.rawValue) else { return }
        defer { g_object_unref(gobject(child)) }
        let width = g_settings_get_int(child, "width")
        let height = g_settings_get_int(child, "height")
        if width > 0, height > 0 { gtk_window_set_default_size(gcast(window), width, height) }
        if g_settings_get_boolean(child, "maximized") != 0 { gtk_window_maximize(gcast(window)) }
    }

    /// Keeps `window`'s size (its size when not maximized) and maximized state as the `demo` window's.
    public func remember(_ window: WidgetPointer, as demo: Demo) {
        guard let child = g_settings_get_child(settings, demo.rawValue) else { return }
        defer { g_object_unref(gobject(child)) }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gcast(window), &width, &height)
        if width > 0, height > 0 {
            _ = g_settings_set_int(child, "width", width)
            _ = g_settings_set_int(child, "height", height)
        }
        _ = g_settings_set_boolean(child, "maximized", gtk_window_is_maximized(gcast(window)))
    }

    /// Writes what is pending, before the process ends.
    public func sync() {
        g_settings_sync()
    }

    /// The app's schema from `folder`, whose source falls back to the
    /// system's (an installed copy in a standard prefix finds it there too).
    private static func schema(in folder: String) -> OpaquePointer? {
        let system = g_settings_schema_source_get_default()
        var error: UnsafeMutablePointer<GError>?
        let source = g_settings_schema_source_new_from_directory(folder, system, 0, &error)
        if let error { g_error_free(error) }
        if let source {
            defer { g_settings_schema_source_unref(source) }
            return g_settings_schema_source_lookup(source, schemaID, 1)
        }
        return system.flatMap { g_settings_schema_source_lookup($0, schemaID, 1) }
    }
}
