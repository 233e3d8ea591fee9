import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// The GNOME desktop's own appearance keys, for when no Settings portal
/// answers: `org.gnome.desktop.interface` `color-scheme` and
/// `org.gnome.desktop.a11y.interface` `high-contrast`, read and followed.
@MainActor
final class GnomeAppearanceSettings {
    private(set) var appearance = DesktopAppearance.unknown
    var onChange: (@MainActor () -> Void)?

    private let interface: UnsafeMutablePointer<GSettings>
    private let accessibility: UnsafeMutablePointer<GSettings>?
    private var connections: [SignalConnection] = []

    /// Nil when the schema with `color-scheme` is not installed (not a GNOME
    /// desktop, or an older one). `backend` is for tests (a memory backend).
    init?(backend: UnsafeMutablePointer<GSettingsBackend>? = nil) {
        guard let interface = Self.settings("org.gnome.desktop.interface", key: "color-scheme", backend: backend) else {
            return nil
        }
        self.interface = interface
        accessibility = Self.settings("org.gnome.desktop.a11y.interface", key: "high-contrast", backend: backend)
        read()
        connections.append(Signal.connect(interface, .changed("color-scheme"), withArgument: { [weak self] _ in self?.changed() }))
        if let accessibility {
            connections.append(Signal.connect(accessibility, .changed("high-contrast"), withArgument: { [weak self] _ in self?.changed() }))
        }
    }

    isolated deinit {
        connections.forEach { $0.disconnect() }
        g_object_unref(gobject(interface))
        if let accessibility { g_object_unref(gobject(accessibility)) }
    }

    private func changed() {
        read()
        onChange?()
    }

    private func read() {
        let scheme = g_settings_get_string(interface, "color-scheme").map { text in
            defer { g_free(text) }
            return String(cString: text)
        }
        appearance.colorScheme =
            switch scheme {
            case "prefer-dark": 1
            case "prefer-light": 2
            default: 0
            }
        appearance.contrast = accessibility.map { g_settings_get_boolean($0, "high-contrast") != 0 ? 1 : 0 } ?? 0
    }

    /// A GSettings for `id` if its schema is installed and has `key`.
    private static func settings(_ id: String, key: String, backend: UnsafeMutablePointer<GSettingsBackend>?) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, id, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
        return g_settings_new_full(schema, backend, nil)
    }
}
