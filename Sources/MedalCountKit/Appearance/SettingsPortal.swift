import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// The desktop's appearance as the Settings portal tells it
/// (`org.freedesktop.portal.Settings` on the session bus), read at once and
/// followed through its `SettingChanged` signal.
@MainActor
final class SettingsPortal {
    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"

    /// The current values, kept up to date (`onChange` is told of each change).
    private(set) var appearance: DesktopAppearance
    var onChange: (@MainActor () -> Void)?

    private let connection: OpaquePointer
    private var subscription: guint = 0

    /// Reads the portal on `connection`; nil when no portal answers there.
    init?(connection: OpaquePointer) {
        guard let scheme = Self.read("color-scheme", on: connection) else { return nil }
        self.connection = connection
        g_object_ref(gobject(connection))
        appearance = DesktopAppearance(colorScheme: scheme, contrast: Self.read("contrast", on: connection) ?? 0)
        subscribe()
    }

    isolated deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        g_object_unref(gobject(connection))
    }

    /// One value of the appearance namespace: `ReadOne`, or `Read` on portals
    /// older than version 2; nil if neither answers with a number.
    static func read(_ key: String, on connection: OpaquePointer) -> UInt32? {
        for method in ["ReadOne", "Read"] {
            var error: UnsafeMutablePointer<GError>?
            let arguments = tuple([g_variant_new_string(namespace), g_variant_new_string(key)])
            // Read before the first window: a portal that is not running is
            // not started for it (the GNOME settings answer instead), and a
            // slow one is not waited for long.
            let reply = g_dbus_connection_call_sync(
                connection, busName, objectPath, interface, method, arguments,
                nil, CGTK_DBUS_CALL_NO_AUTO_START, 300, nil, &error)
            if let error { g_error_free(error) }
            guard let reply else { continue }
            defer { g_variant_unref(reply) }
            if let value = number(in: reply) { return value }
        }
        return nil
    }

    private func subscribe() {
        let box = Unmanaged.passRetained(Handler { [weak self] key, value in self?.changed(key, to: value) }).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(
            connection, Self.busName, Self.interface, "SettingChanged", Self.objectPath, Self.namespace,
            CGTK_DBUS_SIGNAL_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, let data, g_variant_n_children(parameters) == 3,
                    let keyVariant = g_variant_get_child_value(parameters, 1),
                    let valueVariant = g_variant_get_child_value(parameters, 2)
                else { return }
                defer {
                    g_variant_unref(keyVariant)
                    g_variant_unref(valueVariant)
                }
                let key = String(cString: g_variant_get_string(keyVariant, nil))
                guard let value = SettingsPortal.number(in: valueVariant) else { return }
                let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { handler.call(key, value) }
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<Handler>.fromOpaque(data).release()
            })
    }

    private func changed(_ key: String, to value: UInt32) {
        switch key {
        case "color-scheme": appearance.colorScheme = value
        case "contrast": appearance.contrast = value
        default: return
        }
        onChange?()
    }

    /// The unsigned number inside `variant`, through any layers of `v`
    /// (`ReadOne` wraps the value once, `Read` twice, the signal once).
    nonisolated static func number(in variant: OpaquePointer) -> UInt32? {
        var current = g_variant_ref(variant)
        defer { if let current { g_variant_unref(current) } }
        while let value = current {
            let type = String(cString: g_variant_get_type_string(value))
            switch type {
            case "u":
                return g_variant_get_uint32(value)
            case "v", "(v)":
                let inner = type == "v" ? g_variant_get_variant(value) : g_variant_get_child_value(value, 0)
                g_variant_unref(value)
                current = inner
            default:
                return nil
            }
        }
        return nil
    }

    private static func tuple(_ items: [OpaquePointer?]) -> OpaquePointer? {
        items.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// The retained home of the signal's handler.
    private final class Handler {
        let call: @MainActor (String, UInt32) -> Void
        init(_ call: @escaping @MainActor (String, UInt32) -> Void) { self.call = call }
    }
}
