import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// Shows a new window once a running screen reader can hear it, window
/// first and its focused control after (see `cgtk_show_when_heard` and
/// `cgtk_window_present_focusing`); without a screen reader, at once.
@MainActor
enum ScreenReaderHearing {
    private final class Show {
        let show: @MainActor (_ listening: Bool) -> Void
        init(_ show: @escaping @MainActor (_ listening: Bool) -> Void) { self.show = show }
    }

    /// How long a window waits for the accessibility registry at most.
    static let patienceMilliseconds: guint = 1_000

    /// How long a window presented for a screen reader waits to become
    /// active before it takes its focus anyway (a session without a window
    /// manager never activates it).
    static let activationPatienceMilliseconds: guint = 1_000

    /// Runs `show` (which presents a new window) when a screen reader can
    /// hear it: at once, inside this call, when none runs. `show` learns
    /// whether one runs.
    static func whenHeard(_ show: @escaping @MainActor (_ listening: Bool) -> Void) {
        let box = Unmanaged.passRetained(Show(show)).toOpaque()
        cgtk_show_when_heard(
            patienceMilliseconds,
            { data, listening in
                guard let data else { return }
                let show = Unmanaged<Show>.fromOpaque(data).takeRetainedValue()
                MainActor.assumeIsolated { show.show(listening != 0) }
            }, box)
    }

    /// Presents `window` and focuses `focus` (nil: its first control). For
    /// a screen reader (`windowFirst`), the focus waits until the window is
    /// active, so that the window's title is heard before the control.
    static func present(_ window: WidgetPointer, focusing focus: WidgetPointer? = nil, windowFirst: Bool) {
        cgtk_window_present_focusing(
            gcast(window), focus, windowFirst ? 1 : 0, activationPatienceMilliseconds)
    }
}
