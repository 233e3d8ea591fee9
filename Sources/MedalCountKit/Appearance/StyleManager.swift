import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// Decides the app's look from the person's choice and the desktop's
/// appearance (the Settings portal, else GNOME's settings, else light), and
/// applies it to GTK: the dark variant, and GTK's high-contrast theme when
/// the desktop asks for more contrast. Changes on the desktop are followed live.
@MainActor
public final class StyleManager {
    /// What the person picked; setting it restyles the app at once.
    public var choice: StyleChoice {
        didSet { apply() }
    }

    /// What the desktop says now.
    public var desktop: DesktopAppearance {
        portal?.appearance ?? gnome?.appearance ?? .unknown
    }

    /// Where the desktop's appearance comes from, for tests and diagnostics.
    public var source: Source {
        portal != nil ? .portal : gnome != nil ? .gnomeSettings : .none
    }

    public enum Source: Equatable, Sendable {
        case portal, gnomeSettings, none
    }

    private var portal: SettingsPortal?
    private var gnome: GnomeAppearanceSettings?
    /// GTK's theme before the high-contrast one was put in its place.
    private let normalTheme: String?

    /// Reads the desktop's appearance through the Settings portal on `bus`
    /// (the session bus; nil for none), else, when `gnomeBackend` allows,
    /// GNOME's settings (`.defaultBackend`, or a backend for tests; `nil` to
    /// skip them), and applies `choice`.
    public init(choice: StyleChoice, bus: OpaquePointer?, gnomeBackend: GnomeBackend? = .defaultBackend) {
        self.choice = choice
        normalTheme = Self.themeName()
        if let bus, let portal = SettingsPortal(connection: bus) {
            self.portal = portal
            portal.onChange = { [weak self] in self?.apply() }
        } else if let gnomeBackend, let gnome = GnomeAppearanceSettings(backend: gnomeBackend.pointer) {
            self.gnome = gnome
            gnome.onChange = { [weak self] in self?.apply() }
        }
        apply()
    }

    /// Which GSettings backend GNOME's keys are read through.
    public enum GnomeBackend {
        case defaultBackend
        case custom(UnsafeMutablePointer<GSettingsBackend>)

        var pointer: UnsafeMutablePointer<GSettingsBackend>? {
            if case let .custom(backend) = self { return backend }
            return nil
        }
    }

    /// The session bus (a reference the caller releases), or nil (quietly)
    /// when there is none.
    public static func sessionBus() -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        if let error { g_error_free(error) }
        return bus
    }

    public var isDark: Bool { desktop.isDark(under: choice) }
    public var isHighContrast: Bool { desktop.highContrast }

    private func apply() {
        // GtkSettings reloads the whole theme on every set, even to the value
        // it has (about 80 M instructions, before the first frame): set only a change.
        let dark: gboolean = isDark ? 1 : 0
        if cgtk_settings_prefers_dark() != dark { cgtk_settings_set_prefer_dark(dark) }
        let theme = isHighContrast ? "HighContrast" : normalTheme
        if let theme, theme != Self.themeName() { cgtk_settings_set_theme_name(theme) }
    }

    /// GTK's `gtk-theme-name` now.
    private static func themeName() -> String? {
        cgtk_settings_copy_theme_name().map { name in
            defer { g_free(name) }
            return String(cString: name)
        }
    }
}
