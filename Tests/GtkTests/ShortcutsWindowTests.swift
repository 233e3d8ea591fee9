import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Testing

@testable import MedalCountKit

/// The keyboard shortcuts window: opened by its action over the window that
/// asked, one at a time, and gone when closed.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct ShortcutsWindowTests {
    @Test func theActionOpensOneShortcutsWindowOverTheWindow() throws {
        let test = TestWindow()
        let parent = test.window.window
        let presenter = ShortcutsWindowPresenter(application: nil)
        // The window's own "app" actions stand in for the application's.
        let actions = try #require(g_simple_action_group_new())
        let connection = presenter.addAction(to: OpaquePointer(actions), parent: { parent })
        #expect(connection != nil)
        gtk_widget_insert_action_group(parent, "app", OpaquePointer(actions))
        g_object_unref(gobject(actions))
        let activate = { gtk_widget_activate_action_variant(parent, "app.shortcuts", nil) != 0 }

        #expect(activate())
        let opened = try #require(presenter.window)
        #expect(g_type_check_instance_is_a(gcast(opened), gtk_shortcuts_window_get_type()) != 0)
        #expect(gtk_window_get_transient_for(gcast(opened)) == gcast(parent))
        #expect(String(cString: gtk_window_get_title(gcast(opened))) == KeyboardShortcuts.windowTitle)
        #expect(GtkHarness.pump { gtk_widget_get_mapped(opened) != 0 }, "the shortcuts window was not shown")
        let finalized = FinalizationWatch(opened)

        #expect(activate())
        GtkHarness.pumpIdle()
        #expect(presenter.window == opened, "a second activation made another window")
        #expect(Self.shortcutsWindowCount() == 1)
        // Ctrl+? in the shortcuts window itself (the active window then) keeps it over its parent.
        presenter.present(transientFor: opened)
        #expect(gtk_window_get_transient_for(gcast(opened)) == gcast(parent))

        gtk_window_close(gcast(opened))
        #expect(GtkHarness.pump { presenter.window == nil }, "closing left the window open")
        #expect(GtkHarness.pump { finalized.isFinalized }, "the closed shortcuts window was never finalized")
        #expect(Self.shortcutsWindowCount() == 0)

        // Closed, it opens again.
        #expect(activate())
        #expect(presenter.window != nil)
        presenter.close()
        #expect(presenter.window == nil)
    }

    @Test func everyListedKeyIsOneGtkUnderstands() {
        for rightToLeft in [false, true] {
            for shortcut in KeyboardShortcuts.groups(rightToLeft: rightToLeft).flatMap(\.shortcuts) {
                for accelerator in shortcut.accelerator.split(separator: " ") {
                    var key: guint = 0
                    var modifiers = GdkModifierType(rawValue: 0)
                    let parsed = gtk_accelerator_parse(String(accelerator), &key, &modifiers) != 0
                    #expect(parsed && key != 0, "\"\(accelerator)\" (\(shortcut.title)) is not an accelerator")
                }
            }
        }
    }

    @Test func swipeNavigationsArrowsMirrorRightToLeft() {
        let next = { (groups: [KeyboardShortcuts.Group]) in
            groups.first { $0.title == "Swipe Navigation" }?.shortcuts.first { $0.title == "Next Scene" }?.accelerator
        }
        #expect(next(KeyboardShortcuts.groups()) == "<Alt>Right")
        #expect(next(KeyboardShortcuts.groups(rightToLeft: true)) == "<Alt>Left")
    }

    @Test func titlesAreEscapedForGtkBuilder() {
        #expect(ShortcutsWindowBuilder.escaped("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    /// How many shortcuts windows GTK has among its toplevels.
    private static func shortcutsWindowCount() -> Int {
        guard let toplevels = gtk_window_get_toplevels() else { return 0 }
        var count = 0
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_shortcuts_window_get_type()) != 0 { count += 1 }
            g_object_unref(item)
        }
        return count
    }
}
