import CGtk
@testable import GtkStage
import Testing

/// A view holding a pointer press leaves the stage only once the press is
/// let go, and comes back whole if it is put back before that. The press is
/// told to the stage directly (pressBegan/endPress), as its event handler does.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct HeldPressTests {
    @MainActor
    private final class Scene {
        let stage: Stage
        let window: WidgetPointer
        let view: WidgetPointer

        init() {
            GtkHarness.prepare()
            stage = Stage()
            window = gtk_window_new()
            gtk_window_set_default_size(gcast(window), 400, 300)
            gtk_window_set_child(gcast(window), stage.widget)
            view = gtk_button_new_with_label("held")
            g_object_ref_sink(gobject(view))
            stage.addSubview(view)
            gtk_window_present(gcast(window))
            GtkHarness.pump { gtk_widget_get_mapped(self.view) != 0 }
        }

        isolated deinit {
            gtk_window_destroy(gcast(window))
            g_object_unref(gobject(view))
        }

        var held: HeldPress? { stage.heldPress }
        var isParented: Bool { gtk_widget_get_parent(view) == stage.widget }
    }

    @Test func aHeldViewStaysHiddenUntilTheRelease() throws {
        let scene = Scene()
        let held = try #require(scene.held)
        held.pressBegan(on: scene.view)
        scene.stage.removeSubview(scene.view)
        #expect(scene.isParented && gtk_widget_get_mapped(scene.view) != 0, "still on the stage, holding the press")
        #expect(gtk_widget_get_opacity(scene.view) == 0 && gtk_widget_get_can_target(scene.view) == 0, "but hidden")
        #expect(!scene.stage.contains(scene.view))
        held.endPress()
        #expect(GtkHarness.pump { !scene.isParented }, "gone once the press is let go")
        #expect(gtk_widget_get_opacity(scene.view) == 1, "and whole again for whoever adds it next")
    }

    @Test func aTouchPressLastsUntilTheLastFingerLifts() throws {
        let scene = Scene()
        let held = try #require(scene.held)
        held.touchBegan(1, on: scene.view)
        held.touchBegan(2, on: nil)
        scene.stage.removeSubview(scene.view)
        held.touchEnded(1)
        GtkHarness.pumpIdle()
        #expect(scene.isParented, "a second finger still holds the press")
        held.touchEnded(2)
        #expect(GtkHarness.pump { !scene.isParented }, "gone once the last finger lifts")
    }

    @Test func aViewPutBackRightAfterTheReleaseStays() throws {
        let scene = Scene()
        let held = try #require(scene.held)
        held.pressBegan(on: scene.view)
        scene.stage.removeSubview(scene.view)
        held.endPress()
        // Back on the stage in the same turn of the main loop, before the idle that takes views off.
        #expect(!scene.stage.contains(scene.view))
        scene.stage.addSubview(scene.view)
        GtkHarness.pump(timeout: 0.3) { false }
        #expect(scene.isParented && scene.stage.contains(scene.view), "the view put back is kept")
        #expect(gtk_widget_get_opacity(scene.view) == 1 && gtk_widget_get_can_target(scene.view) == 1)
    }

    @Test func aViewNotHoldingThePressGoesAtOnce() throws {
        let scene = Scene()
        let other = try #require(gtk_label_new("other"))
        scene.stage.addSubview(other)
        try #require(scene.held).pressBegan(on: other)
        scene.stage.removeSubview(scene.view)
        #expect(!scene.isParented)
    }
}
