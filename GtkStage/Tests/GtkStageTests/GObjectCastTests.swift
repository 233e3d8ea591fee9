import Foundation
import Testing

@_spi(GLib) @testable import GtkStage

/// `gcast`, the one checked cast: an object of the class asked for (or of
/// a subclass) passes; another stops the process, naming both types.
@Suite
struct GObjectCastTests {
    @Test @MainActor func anObjectOfTheClassOrASubclassPasses() {
        #expect(gtk_window_get_type() != 0)  // registered: GLib knows the class by its name
        let adjustment: GtkPointer<GtkAdjustment> = gtk_adjustment_new(0, 0, 1, 0.1, 0.5, 0)
        g_object_ref_sink(gobject(adjustment))
        defer { g_object_unref(gobject(adjustment)) }
        let same: GtkPointer<GtkAdjustment> = gcast(adjustment)
        let base: GtkPointer<GObject> = gcast(adjustment)
        #expect(UnsafeMutableRawPointer(same) == UnsafeMutableRawPointer(adjustment))
        #expect(UnsafeMutableRawPointer(base) == UnsafeMutableRawPointer(adjustment))
        #expect(GObjectCheck.mismatch(UnsafeMutableRawPointer(adjustment), GtkAdjustment.self) == nil)
        #expect(GObjectCheck.mismatch(UnsafeMutableRawPointer(adjustment), GObject.self) == nil)
    }

    @Test @MainActor func anObjectOfAnotherClassIsTold() {
        #expect(gtk_window_get_type() != 0)  // registered: GLib knows the class by its name
        let adjustment: GtkPointer<GtkAdjustment> = gtk_adjustment_new(0, 0, 1, 0.1, 0.5, 0)
        g_object_ref_sink(gobject(adjustment))
        defer { g_object_unref(gobject(adjustment)) }
        #expect(GObjectCheck.mismatch(UnsafeMutableRawPointer(adjustment), GtkWindow.self) == "gcast: a GtkAdjustment is not a GtkWindow")
    }

    /// The check is a debug build's; under AddressSanitizer the stop is
    /// reported as a crash, which fails that run.
    @Test(
        .enabled(if: _isDebugAssertConfiguration(), "a release build casts unchecked"),
        .enabled(if: g_getenv("ASAN_OPTIONS") == nil, "AddressSanitizer would report the stop as a crash"))
    func anObjectOfAnotherClassStopsNamingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                #expect(gtk_window_get_type() != 0)  // registered: GLib knows the class by its name
                let adjustment: GtkPointer<GtkAdjustment> = gtk_adjustment_new(0, 0, 1, 0.1, 0.5, 0)
                let window: GtkPointer<GtkWindow> = gcast(adjustment)
                print(window)
            }
        }
        let said = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(said.contains("gcast: a GtkAdjustment is not a GtkWindow"), "stderr: \(said)")
    }
}
