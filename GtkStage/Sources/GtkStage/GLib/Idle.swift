import CGtk

/// Runs work once on the GLib main loop when it is next idle. GTK owns the
/// main thread, so this stands in for `DispatchQueue.main.async`, which never
/// runs under `g_application_run`.
@_spi(GLib)
public enum Idle {
    private final class Box {
        let work: @MainActor () -> Void
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    }

    /// Schedules `work` at `priority` (GLib's default idle priority unless told).
    @MainActor
    public static func once(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ work: @escaping @MainActor () -> Void) {
        let data = Unmanaged.passRetained(Box(work)).toOpaque()
        g_idle_add_full(
            priority,
            { data in
                guard let data else { return 0 }
                let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.work() }
                return 0
            }, data,
            { data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).release()
            })
    }
}
