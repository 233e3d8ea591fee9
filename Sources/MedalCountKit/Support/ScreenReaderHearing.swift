import CGtk
import GtkStage

/// Shows a new window once a running screen reader can hear it (see
/// `cgtk_show_when_heard`); without a screen reader, at once.
@MainActor
enum ScreenReaderHearing {
    private final class Show {
        let show: @MainActor () -> Void
        init(_ show: @escaping @MainActor () -> Void) { self.show = show }
    }

    /// How long a window waits for the accessibility registry at most.
    static let patienceMilliseconds: guint = 1_000

    /// Runs `show` (which presents a new window) when a screen reader can
    /// hear it: at once, inside this call, when none runs.
    static func whenHeard(_ show: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Show(show)).toOpaque()
        cgtk_show_when_heard(
            patienceMilliseconds,
            { data in
                guard let data else { return }
                let show = Unmanaged<Show>.fromOpaque(data).takeRetainedValue()
                MainActor.assumeIsolated { show.show() }
            }, box)
    }
}
