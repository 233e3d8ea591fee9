import CGtk
import CGtkClip
import CMedalCount
@_spi(Benchmark) @_spi(GLib) import GtkStage
import MedalCountKit
import Presentation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs tests against real GTK widgets on a real display (Xvfb in `make
/// test`, then a headless Weston for the Wayland leg). GTK is initialised
/// once per process, on the main actor; tests pump the GLib main loop until a
/// condition holds or a deadline passes.
@MainActor
enum GtkHarness {
    /// Whether a display is there to open windows on.
    nonisolated static var hasDisplay: Bool {
        getenv("DISPLAY") != nil || getenv("WAYLAND_DISPLAY") != nil
    }

    /// Whether the run demands a display (`make test` does): then missing one fails.
    nonisolated static var requiresDisplay: Bool {
        getenv("MEDALCOUNT_REQUIRE_DISPLAY") != nil
    }

    /// Whether the run must be on Wayland (`make test`'s Wayland leg sets it).
    nonisolated static var expectsWayland: Bool {
        getenv("MEDALCOUNT_EXPECT_WAYLAND").map { String(cString: $0) } == "1"
    }

    /// The GObject type of the default display: "GdkWaylandDisplay" or
    /// "GdkX11Display" (nil before GTK has opened one).
    static var displayTypeName: String? {
        guard let display = gdk_display_get_default(), let name = g_type_name_from_instance(gcast(display)) else { return nil }
        return String(cString: name)
    }

    /// Whether GTK draws through Wayland rather than X11.
    static var isWayland: Bool { displayTypeName == "GdkWaylandDisplay" }

    private static var initialised = false

    static func prepare() {
        if !initialised {
            GLibLog.install()
            StageObservation.observer = LiveObjects.shared
            gtk_init()
            // The app's own look: sizes and colours as a person sees them.
            Stylesheet.install()
            initialised = true
        }
    }

    /// The texts of every label inside `widget`, depth first.
    static func labels(under widget: WidgetPointer) -> [String] {
        var texts: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_check_instance_is_a(gcast(current), gtk_label_get_type()) != 0, let text = gtk_label_get_text(gcast(current)) {
                texts.append(String(cString: text))
            }
            texts += labels(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// Runs the main loop until `condition` holds; false if `timeout` passed first.
    @discardableResult
    static func pump(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        // Wakes the loop at least every 10 ms so the deadline is noticed even when idle.
        let wake = g_timeout_add(10, { _ in 1 }, nil)
        defer { g_source_remove(wake) }
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Runs what the main loop has pending (idle callbacks among them) and returns.
    static func pumpIdle() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }

    /// Runs the main loop for `frames` frames of `widget`'s clock (asking the
    /// clock for frames meanwhile: an idle clock would not tick).
    static func pumpFrames(_ frames: Int, of widget: WidgetPointer) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        let start = gdk_frame_clock_get_frame_counter(clock)
        gdk_frame_clock_begin_updating(clock)
        defer { gdk_frame_clock_end_updating(clock) }
        pump { gdk_frame_clock_get_frame_counter(clock) >= start + gint64(frames) }
    }

    /// Where `widget` is drawn, in the stage's coordinates, transform included.
    static func bounds(of widget: WidgetPointer, in stage: Stage) -> Rect {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, stage.widget, &rect) != 0 else { return .zero }
        return Rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

/// A Medal Count window opened for one test and destroyed with it.
@MainActor
final class TestWindow {
    let window: MedalCountWindow
    var stage: Stage { window.stage }
    var mainScreen: MainScreen { window.mainScreen }

    init(width: Int32 = 900, height: Int32 = 600, options: LaunchOptions = LaunchOptions()) {
        GtkHarness.prepare()
        window = MedalCountWindow(application: nil, paths: AppPaths.current(), options: options)
        gtk_window_set_default_size(gcast(window.window), width, height)
        window.present()
        let stage = window.stage
        let laidOut = GtkHarness.pump { stage.bounds.width > 0 && gtk_widget_get_mapped(stage.widget) != 0 }
        #expect(laidOut, "the window never got laid out")
    }

    isolated deinit {
        gtk_window_destroy(gcast(window.window))
    }

    var phase: TransitionPhase { stage.presenter.phase(presentedBy: mainScreen) }

    var controller: PresentationController? { stage.presenter.presentationController(presentedBy: mainScreen) }

    func waitUntil(_ expected: TransitionPhase, timeout: Double = 5, sourceLocation: SourceLocation = #_sourceLocation) {
        let reached = GtkHarness.pump(timeout: timeout) { phase == expected }
        #expect(reached, "phase stayed \(phase), expected \(expected)", sourceLocation: sourceLocation)
    }

    func frames(_ count: Int) {
        GtkHarness.pumpFrames(count, of: stage.widget)
    }

    func bounds(of widget: WidgetPointer) -> Rect {
        GtkHarness.bounds(of: widget, in: stage)
    }

    /// Resizes the window and waits until the stage has the new size.
    func resize(width: Int32, height: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = stage.bounds.size
        gtk_window_set_default_size(gcast(window.window), width, height)
        let stage = self.stage
        let resized = GtkHarness.pump { stage.bounds.size != before }
        #expect(resized, "the window did not resize", sourceLocation: sourceLocation)
        frames(2)
    }
}

/// Fails a run that demands a display and has none, instead of skipping every GTK test.
@Test func aDisplayIsThereWhenRequired() {
    #expect(GtkHarness.hasDisplay || !GtkHarness.requiresDisplay, "GTK tests need a display; make test provides Xvfb and Weston")
}

/// Fails the Wayland leg if GTK opened an X11 display, or none, instead of
/// passing it on X11 unnoticed.
@Test(.enabled(if: GtkHarness.expectsWayland, "only the Wayland leg sets MEDALCOUNT_EXPECT_WAYLAND=1"))
@MainActor
func theDisplayIsWaylandWhenExpected() throws {
    try #require(GtkHarness.hasDisplay, "no WAYLAND_DISPLAY: run this under scripts/with-wayland.sh")
    GtkHarness.prepare()
    #expect(GtkHarness.displayTypeName == "GdkWaylandDisplay", "GTK opened \(GtkHarness.displayTypeName ?? "no display"), not a Wayland one")
}

/// How far a dimming view's widget is in: the level of the shade it holds
/// (`DimmingView.opacity`), not the widget's own opacity, which stays 1.
/// Not a number when it holds no shade, so that no expectation holds then.
@MainActor
func dimLevel(_ dim: WidgetPointer) -> Double {
    guard let shade = gtk_button_get_child(gcast(dim)), gtk_widget_get_css_name(shade).map({ String(cString: $0) }) == "shade"
    else { return .nan }
    return gtkstage_shade_get_level(gcast(shade))
}
