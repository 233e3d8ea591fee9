import CGtkClip
@_spi(GLib) import GtkStage
import Testing

/// How far a dimming view's widget is in: the level of the shade it holds
/// (`DimmingView.opacity`), not the widget's own opacity, which stays 1.
/// Not a number when it holds no shade, so that no expectation holds then.
@MainActor
func dimLevel(_ dim: WidgetPointer) -> Double {
    guard let shade = gtk_button_get_child(gcast(dim)), gtk_widget_get_css_name(shade).map({ String(cString: $0) }) == "shade"
    else { return .nan }
    return gtkstage_shade_get_level(gcast(shade))
}

/// GTK for the library's own tests, with nothing of the app: initialised
/// once, a window holding a stage per test, the main loop run until a
/// condition holds.
@MainActor
enum StageHarness {
    /// Whether a display is there (`make test` gives one; the GTK-free
    /// tests run anywhere).
    nonisolated static var hasDisplay: Bool {
        g_getenv("DISPLAY") != nil || g_getenv("WAYLAND_DISPLAY") != nil
    }

    /// Whether the run demands a display (`make test` does): then missing one fails.
    nonisolated static var requiresDisplay: Bool {
        g_getenv("MEDALCOUNT_REQUIRE_DISPLAY") != nil
    }

    /// Runs the main loop until `condition` holds; false if `timeout` seconds passed first.
    @discardableResult
    static func pump(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        let wake = g_timeout_add(10, { _ in 1 }, nil)
        defer { g_source_remove(wake) }
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }
}

/// A window whose child is a stage with a root screen, destroyed with the test.
@MainActor
final class TestStageWindow {
    let window: WidgetPointer
    let stage: Stage
    let root: ViewController

    /// A window of `width` by `height` on `display` (the default one unless told).
    init(width: Int32 = 640, height: Int32 = 480, display: OpaquePointer? = nil) {
        gtk_init()
        stage = Stage()
        window = gtk_window_new()
        if let display { gtk_window_set_display(gcast(window), display) }
        root = ViewController(view: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), title: "Root")
        stage.setRootViewController(root)
        gtk_window_set_default_size(gcast(window), width, height)
        gtk_window_set_child(gcast(window), stage.widget)
        gtk_window_present(gcast(window))
        let stage = stage
        #expect(StageHarness.pump { stage.bounds.width > 0 && gtk_widget_get_mapped(stage.widget) != 0 })
    }

    isolated deinit {
        gtk_window_destroy(gcast(window))
    }

    var phase: TransitionPhase { stage.presenter.phase(presentedBy: root) }

    func waitUntil(_ expected: TransitionPhase, sourceLocation: SourceLocation = #_sourceLocation) {
        let reached = StageHarness.pump { phase == expected }
        #expect(reached, "phase stayed \(phase), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// Runs the main loop for `count` frames of the stage's clock.
    func frames(_ count: Int) {
        guard let clock = gtk_widget_get_frame_clock(stage.widget) else { return }
        let start = gdk_frame_clock_get_frame_counter(clock)
        gdk_frame_clock_begin_updating(clock)
        defer { gdk_frame_clock_end_updating(clock) }
        StageHarness.pump { gdk_frame_clock_get_frame_counter(clock) >= start + gint64(count) }
    }

    /// Resizes the window and waits until the stage has the new size and
    /// what changed with its size classes has been told.
    func resize(width: Int32, height: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = stage.bounds.size
        gtk_window_set_default_size(gcast(window), width, height)
        let stage = stage
        #expect(StageHarness.pump { stage.bounds.size != before }, "the window did not resize", sourceLocation: sourceLocation)
        frames(2)
    }

    /// Where `widget` is drawn, in the stage's coordinates.
    func bounds(of widget: WidgetPointer) -> Rect {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, stage.widget, &rect) != 0 else { return .zero }
        return Rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension TestStageWindow {
    /// The views on the stage above its root screen's, bottom to top.
    var viewsAboveRoot: [WidgetPointer] {
        var views: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(stage.widget)
        while let view = child {
            if view != root.view, stage.contains(view) { views.append(view) }
            child = gtk_widget_get_next_sibling(view)
        }
        return views
    }
}

/// Fails a run that demands a display and has none, instead of skipping
/// every GTK suite unnoticed.
@Test func aDisplayIsThereWhenTheRunDemandsOne() {
    #expect(StageHarness.hasDisplay || !StageHarness.requiresDisplay, "GTK tests need a display; make test provides Xvfb and Weston")
}
