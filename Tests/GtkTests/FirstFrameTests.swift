import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Testing

/// New windows draw their first frames, whatever the renderer: the check
/// behind the renderer `make test` gives its Wayland leg.
///
/// GTK 4.8's GL renderer on Mesa's software GL over Wayland now and then
/// leaves a new window without its first frame: it asks the compositor for a
/// frame callback and never commits a buffer, so the window's frame clock
/// waits for good (a few windows in a hundred, plain GTK windows too). So
/// `make test` runs the Wayland leg with GSK_RENDERER=cairo on GTK 4.8, and
/// there this test runs in a step of its own with the GL renderer, where the
/// stall is a known, intermittent issue; on 4.18 and 4.24 the Wayland leg
/// keeps GTK's own renderer choice (GL) and every window must draw.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct FirstFrameTests {
    /// Whether this run is the one that tries GTK 4.8's GL renderer over Wayland.
    private nonisolated static var probesTheKnownStall: Bool {
        g_getenv("MEDALCOUNT_PROBE_FIRST_FRAME") != nil
    }

    /// Opens `count` windows one at a time; the numbers of those whose frame
    /// clock did not run three frames within `timeout` seconds, and the
    /// renderers that drew them.
    private func stalledWindows(_ count: Int, timeout: Double) -> (stalled: [Int], renderers: Set<String>) {
        GtkHarness.prepare()
        var stalled: [Int] = []
        var renderers: Set<String> = []
        for number in 0..<count {
            guard let window = gtk_window_new() else { continue }
            gtk_window_set_default_size(gcast(window), 200, 120)
            gtk_window_set_child(gcast(window), gtk_label_new("Window \(number)"))
            gtk_window_present(gcast(window))
            let ran =
                GtkHarness.pump(timeout: timeout) { gtk_widget_get_mapped(window) != 0 }
                && Self.runsFrames(window, 3, timeout: timeout)
            if !ran { stalled.append(number) }
            if let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native),
                let name = g_type_name_from_instance(gcast(renderer))
            {
                renderers.insert(String(cString: name))
            }
            gtk_window_destroy(gcast(window))
            GtkHarness.pumpIdle()
        }
        return (stalled, renderers)
    }

    /// Whether `widget`'s frame clock runs `frames` frames within `timeout` seconds when asked to.
    private static func runsFrames(_ widget: WidgetPointer, _ frames: Int, timeout: Double) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        let start = gdk_frame_clock_get_frame_counter(clock)
        gdk_frame_clock_begin_updating(clock)
        defer { gdk_frame_clock_end_updating(clock) }
        return GtkHarness.pump(timeout: timeout) { gdk_frame_clock_get_frame_counter(clock) >= start + gint64(frames) }
    }

    @Test func everyNewWindowDrawsItsFirstFrames() {
        if Self.probesTheKnownStall {
            withKnownIssue("GTK 4.8's GL renderer over Wayland leaves a new window without frames", isIntermittent: true) {
                // A report, not a check: 3 s is long for a window that draws.
                let (stalled, renderers) = stalledWindows(100, timeout: 3)
                print("FirstFrameTests: \(renderers.sorted()) over Wayland, \(stalled.count) of 100 new windows without frames \(stalled)")
                #expect(stalled.isEmpty)
            }
        } else {
            // A stalled window never draws: a long wait costs nothing when windows do.
            let (stalled, renderers) = stalledWindows(40, timeout: 20)
            #expect(stalled.isEmpty, "new windows without frames (\(renderers.sorted())): \(stalled) of 40")
            if g_getenv("GSK_RENDERER").map({ String(cString: $0) }) == "gl" {
                #expect(!renderers.isEmpty && !renderers.contains("GskCairoRenderer"), "GL was asked for: \(renderers.sorted())")
            }
        }
    }
}
