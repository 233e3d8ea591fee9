import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import Testing

/// What the app remembers, through its real schema (compiled by the build
/// into .build/schemas) and a memory backend: nothing of the machine's.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct PreferencesTests {
    private func preferences(_ backend: UnsafeMutablePointer<GSettingsBackend>) throws -> Preferences {
        try #require(
            Preferences(schemaFolder: AppPaths.current().schemas, backend: backend),
            "the schema is compiled into \(AppPaths.current().schemas) (scripts/schemas.sh)")
    }

    @Test func theStyleChoiceIsRemembered() throws {
        GtkHarness.prepare()
        let backend = try #require(cgtk_memory_settings_backend_new())
        defer { g_object_unref(gobject(backend)) }
        #expect(try preferences(backend).style == .system, "the default")
        try preferences(backend).style = .dark
        #expect(try preferences(backend).style == .dark, "read back by another Preferences on the same backend")
    }

    @Test func aWindowReopensAtTheSizeItWasClosedAt() throws {
        GtkHarness.prepare()
        let backend = try #require(cgtk_memory_settings_backend_new())
        defer { g_object_unref(gobject(backend)) }
        let remembered = try preferences(backend)
        let first = try #require(gtk_window_new())
        gtk_window_set_default_size(gcast(first), 1040, 700)
        remembered.restore(first, as: .swipeNavigation)  // nothing remembered yet: left alone
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gcast(first), &width, &height)
        #expect(width == 1040 && height == 700)
        remembered.remember(first, as: .swipeNavigation)
        gtk_window_destroy(gcast(first))

        let second = try #require(gtk_window_new())
        defer { gtk_window_destroy(gcast(second)) }
        try preferences(backend).restore(second, as: .swipeNavigation)
        gtk_window_get_default_size(gcast(second), &width, &height)
        #expect(width == 1040 && height == 700, "restored \(width)x\(height)")
        let other = try #require(gtk_window_new())
        defer { gtk_window_destroy(gcast(other)) }
        try preferences(backend).restore(other, as: .beginnerCook)
        gtk_window_get_default_size(gcast(other), &width, &height)
        #expect(width != 1040, "each demo's window has its own size")
    }
}
