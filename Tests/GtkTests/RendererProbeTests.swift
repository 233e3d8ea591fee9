import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Testing

@testable import MedalCountKit

/// The renderer choice against the real display: the GL probe reads the
/// display's GL_RENDERER (Mesa's llvmpipe on the test's Xvfb), and a
/// display given "cairo" gives its new windows GSK's cairo renderer.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct RendererProbeTests {
    private func rendererName(ofANewWindow display: OpaquePointer) -> String? {
        guard let window = gtk_window_new() else { return nil }
        defer { gtk_window_destroy(gcast(window)) }
        gtk_window_set_display(gcast(window), display)
        gtk_window_present(gcast(window))
        GtkHarness.pump { gtk_widget_get_realized(window) != 0 }
        guard let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native),
            let name = g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self))
        else { return nil }
        return String(cString: name)
    }

    @Test func theProbeReadsTheDisplaysGLRenderer() throws {
        GtkHarness.prepare()
        let display = try #require(gdk_display_get_default())
        let name = cgtk_display_copy_gl_renderer(display).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        }
        if GtkHarness.displayTypeName == "GdkX11Display", RealPointer.isAvailable {
            // This machine's private Xvfb has only Mesa's CPU rasterizer.
            let renderer = try #require(name, "the probe found no GL on Xvfb")
            #expect(RendererChoice.isSoftware(renderer), "\(renderer)")
        } else if let name {
            #expect(!name.isEmpty)
        }
    }

    @Test func aDisplayGivenCairoGivesItsNewWindowsCairo() throws {
        GtkHarness.prepare()
        let display = try #require(gdk_display_get_default())
        cgtk_display_set_renderer(display, "cairo")
        // Back to GTK's choice for the tests after this one.
        defer { g_object_set_data(gobject(display), "gsk-renderer", nil) }
        #expect(rendererName(ofANewWindow: display) == "GskCairoRenderer")
    }

    @Test func theChoiceGivesCairoOnXvfbUnlessTheUserChose() throws {
        GtkHarness.prepare()
        let display = try #require(gdk_display_get_default())
        defer { g_object_set_data(gobject(display), "gsk-renderer", nil) }
        let decision = RendererChoice.apply()
        if let user = getenv("GSK_RENDERER").map({ String(cString: $0) }), !user.isEmpty {
            // The Wayland leg sets it: left alone, nothing set on the display.
            #expect(decision == .usersChoice(user))
            #expect(g_object_get_data(gobject(display), "gsk-renderer") == nil)
        } else if GtkHarness.displayTypeName == "GdkX11Display", RealPointer.isAvailable {
            guard case .cairoOverSoftwareGL = decision else {
                Issue.record("on this machine's Xvfb (llvmpipe) the choice was \(decision)")
                return
            }
            #expect(rendererName(ofANewWindow: display) == "GskCairoRenderer")
        }
    }
}
