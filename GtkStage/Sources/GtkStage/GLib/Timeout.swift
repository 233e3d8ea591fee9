import CGtk

/// Work run once on the GLib main loop after a delay, unless cancelled
/// first: for noticing that something stopped happening (a touchpad swipe
/// whose end the display never reports), never for animation, which runs
/// on the frame clock.
@MainActor
final class Timeout {
    private final class Box {
        let work: @MainActor () -> Void
        /// Set once it has run: its source id is then free for GLib to reuse.
        var hasRun = false
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    }

    private let box: Box
    private var source: guint = 0

    /// Runs `work` after `milliseconds`, once.
    init(milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) {
        box = Box(work)
        let data = Unmanaged.passRetained(box).toOpaque()
        source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                guard let data else { return 0 }
                let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated {
                    box.hasRun = true
                    box.work()
                }
                return 0
            }, data,
            { data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).release()
            })
    }

    /// Stops it from running; harmless after it ran or twice.
    func cancel() {
        guard source != 0 else { return }
        // Once it has run its source is gone, and the id may be another's.
        if !box.hasRun { g_source_remove(source) }
        source = 0
    }

    isolated deinit {
        cancel()
    }
}
