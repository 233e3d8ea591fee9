import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The style follows the desktop: a stand-in Settings portal on a private
/// session bus (Tests/Support/settings_portal.py), GNOME's settings through a
/// memory backend, and nothing at all.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct AppearanceTests {
    /// A private bus with a stand-in portal on it, gone when this goes.
    @MainActor
    final class Desktop {
        private let daemon: OpaquePointer
        let connection: OpaquePointer
        private var portal: OpaquePointer?

        /// GTK's theme before the test, put back after it.
        private let initialTheme = cgtk_settings_copy_theme_name()

        init() throws {
            GtkHarness.prepare()
            // A bus of its own: dbus-daemon prints its address and stays in the foreground.
            daemon = try #require(
                Self.spawn(
                    ["/usr/bin/dbus-daemon", "--session", "--nofork", "--print-address=1"],
                    flags: CGTK_SUBPROCESS_STDOUT_PIPE))
            let address = try #require(Self.firstLine(of: daemon))
            var error: UnsafeMutablePointer<GError>?
            let made = g_dbus_connection_new_for_address_sync(
                address, CGTK_DBUS_CONNECTION_MESSAGE_BUS_CLIENT,
                nil, nil, &error)
            if let error {
                Issue.record("the private bus: \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
            connection = try #require(made)
            self.address = address
        }

        /// The bus's address, for the stand-in portal.
        private let address: String

        isolated deinit {
            if let portal {
                g_subprocess_force_exit(portal)
                g_object_unref(gobject(portal))
            }
            g_dbus_connection_close_sync(connection, nil, nil)
            g_object_unref(gobject(connection))
            g_subprocess_force_exit(daemon)
            g_object_unref(gobject(daemon))
            // What other tests expect: GTK's light, normal-contrast style.
            cgtk_settings_set_prefer_dark(0)
            if let initialTheme {
                cgtk_settings_set_theme_name(initialTheme)
                g_free(initialTheme)
            }
        }

        /// Runs `arguments` with the bus's address in its environment.
        private static func spawn(_ arguments: [String], flags: GSubprocessFlags, address: String? = nil) -> OpaquePointer? {
            guard let launcher = g_subprocess_launcher_new(flags) else { return nil }
            defer { g_object_unref(gobject(launcher)) }
            if let address { g_subprocess_launcher_setenv(launcher, "DBUS_SESSION_BUS_ADDRESS", address, 1) }
            let cStrings = arguments.map { strdup($0) }
            defer { cStrings.forEach { free($0) } }
            var argv: [UnsafePointer<gchar>?] = cStrings.map { UnsafePointer($0) } + [nil]
            var error: UnsafeMutablePointer<GError>?
            let process = argv.withUnsafeMutableBufferPointer { g_subprocess_launcher_spawnv(launcher, $0.baseAddress, &error) }
            if let error {
                Issue.record("\(arguments[0]): \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
            return process
        }

        /// The first line `process` writes to its standard output.
        private static func firstLine(of process: OpaquePointer) -> String? {
            guard let lines = g_data_input_stream_new(g_subprocess_get_stdout_pipe(process)) else { return nil }
            defer { g_object_unref(gobject(lines)) }
            guard let line = g_data_input_stream_read_line(lines, nil, nil, nil) else { return nil }
            defer { g_free(line) }
            return String(cString: line)
        }

        /// Starts the stand-in portal with these values; returns once it owns its name.
        func startPortal(colorScheme: Int, contrast: Int = 0, readOne: Bool = true) throws {
            let script = String(#filePath.dropLast("GtkTests/AppearanceTests.swift".count)) + "Support/settings_portal.py"
            var arguments = ["/usr/bin/python3", script, String(colorScheme), String(contrast)]
            if !readOne { arguments.append("--no-read-one") }
            portal = Self.spawn(
                arguments, flags: CGTK_SUBPROCESS_STDIN_STDOUT_PIPES,
                address: address)
            let process = try #require(portal)
            #expect(Self.firstLine(of: process) == "ready", "the stand-in portal did not start")
        }

        /// Changes a value on the stand-in portal, which emits SettingChanged.
        /// The value goes by a pipe, not the bus: a round trip to the bus
        /// first makes sure the bus has the app's match rule for the signal
        /// (sent before it on the same connection), or the signal may be lost.
        func set(_ key: String, _ value: Int) {
            if let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                "org.freedesktop.DBus", "GetId", nil, nil,
                CGTK_DBUS_CALL_NONE, -1, nil, nil)
            {
                g_variant_unref(reply)
            }
            guard let portal, let input = g_subprocess_get_stdin_pipe(portal) else { return }
            let text = "\(key) \(value)\n"
            var written: gsize = 0
            _ = text.withCString { g_output_stream_write_all(input, $0, gsize(strlen($0)), &written, nil, nil) }
            _ = g_output_stream_flush(input, nil, nil)
        }
    }

    private func themeName() -> String? {
        cgtk_settings_copy_theme_name().map { name in
            defer { g_free(name) }
            return String(cString: name)
        }
    }

    @Test(arguments: [(0, false), (1, true), (2, false)])
    func theStyleAtLaunchFollowsThePortal(colorScheme: Int, dark: Bool) throws {
        let desktop = try Desktop()
        try desktop.startPortal(colorScheme: colorScheme)
        let style = StyleManager(choice: .system, bus: desktop.connection, gnomeBackend: nil)
        #expect(style.source == .portal)
        #expect(style.isDark == dark)
        #expect((cgtk_settings_prefers_dark() != 0) == dark, "GTK's dark variant for color-scheme \(colorScheme)")
    }

    @Test func anOlderPortalIsReadWithRead() throws {
        let desktop = try Desktop()
        try desktop.startPortal(colorScheme: 1, readOne: false)
        let style = StyleManager(choice: .system, bus: desktop.connection, gnomeBackend: nil)
        #expect(style.source == .portal && style.isDark)
    }

    @Test func theStyleFollowsSettingChangedLive() throws {
        let desktop = try Desktop()
        try desktop.startPortal(colorScheme: 0)
        let style = StyleManager(choice: .system, bus: desktop.connection, gnomeBackend: nil)
        #expect(!style.isDark)
        desktop.set("color-scheme", 1)
        #expect(GtkHarness.pump { cgtk_settings_prefers_dark() != 0 }, "dark after SettingChanged")
        desktop.set("contrast", 1)
        #expect(GtkHarness.pump { self.themeName() == "HighContrast" }, "high contrast after SettingChanged")
        #expect(style.isHighContrast)
        desktop.set("contrast", 0)
        #expect(GtkHarness.pump { self.themeName() != "HighContrast" }, "normal contrast again")
        desktop.set("color-scheme", 2)
        #expect(GtkHarness.pump { cgtk_settings_prefers_dark() == 0 }, "light after prefer-light")
    }

    @Test func thePersonsChoiceWinsOverTheDesktop() throws {
        let desktop = try Desktop()
        try desktop.startPortal(colorScheme: 1)
        let style = StyleManager(choice: .light, bus: desktop.connection, gnomeBackend: nil)
        #expect(!style.isDark && cgtk_settings_prefers_dark() == 0)
        style.choice = .system
        #expect(style.isDark && cgtk_settings_prefers_dark() != 0)
        style.choice = .dark
        desktop.set("color-scheme", 2)
        GtkHarness.pump(timeout: 0.5) { false }
        #expect(style.isDark, "Dark stays dark whatever the desktop says")
    }

    @Test func withoutAPortalOrGnomeSettingsTheStyleIsLight() throws {
        let desktop = try Desktop()  // a bus with no portal on it
        let style = StyleManager(choice: .system, bus: desktop.connection, gnomeBackend: nil)
        #expect(style.source == .none)
        #expect(!style.isDark && cgtk_settings_prefers_dark() == 0)
        let none = StyleManager(choice: .system, bus: nil, gnomeBackend: nil)
        #expect(none.source == .none && !none.isDark)
    }

    @Test func withoutAPortalGnomeSettingsAreFollowed() throws {
        let desktop = try Desktop()
        let backend = try #require(cgtk_memory_settings_backend_new())
        defer { g_object_unref(gobject(backend)) }
        let style = StyleManager(choice: .system, bus: desktop.connection, gnomeBackend: .custom(backend))
        try #require(style.source == .gnomeSettings, "gsettings-desktop-schemas is installed by the set-up")
        #expect(!style.isDark)
        let schemaSource = try #require(g_settings_schema_source_get_default())
        let schema = try #require(g_settings_schema_source_lookup(schemaSource, "org.gnome.desktop.interface", 1))
        defer { g_settings_schema_unref(schema) }
        let settings = try #require(g_settings_new_full(schema, backend, nil))
        defer { g_object_unref(gobject(settings)) }
        _ = g_settings_set_string(settings, "color-scheme", "prefer-dark")
        #expect(GtkHarness.pump { cgtk_settings_prefers_dark() != 0 }, "dark after GNOME's color-scheme changed")
    }
}
