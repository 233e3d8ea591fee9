import CGtk
import GtkStage
import Testing

@testable import MedalCountKit

/// The main menu's popover and its page are named for screen readers, which
/// otherwise hear "GtkPopoverMenu menu" and "GtkStackPage panel".
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct MenuNameTests {
    @Test func theMainMenuAndItsPageAreNamed() throws {
        let window = TestWindow()
        let popover = try #require(gtk_menu_button_get_popover(gcast(window.window.menuButton)))
        #expect(gtk_test_accessible_has_property(gcast(popover), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0, "the popover has no name")
        var unnamed = 0
        var pages = 0
        func visit(_ widget: WidgetPointer) {
            let type = gobject(widget).pointee.g_type_instance.g_class.pointee.g_type
            if g_type_is_a(type, gtk_stack_get_type()) != 0, let model = gtk_stack_get_pages(gcast(widget)) {
                defer { g_object_unref(gpointer(model)) }
                for index in 0..<g_list_model_get_n_items(model) {
                    guard let page = g_list_model_get_item(model, index) else { continue }
                    pages += 1
                    if gtk_test_accessible_has_property(OpaquePointer(page), GTK_ACCESSIBLE_PROPERTY_LABEL) == 0 { unnamed += 1 }
                    g_object_unref(page)
                }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(gcast(popover))
        #expect(pages > 0, "no stack page found in the menu")
        #expect(unnamed == 0, "\(unnamed) of \(pages) pages unnamed")
    }
}
