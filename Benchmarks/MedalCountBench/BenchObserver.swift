@_spi(Benchmark) @_spi(GLib) import GtkStage

/// The benchmark's observer of GtkStage: the time of the library's own code
/// per frame painted, in the main thread's CPU time and in wall-clock time,
/// and how many of its objects are alive (the soak's leak count).
@MainActor
final class BenchObserver: StageObserver {
    /// GtkStage's code in one frame: microseconds of the main thread's CPU
    /// time, and of wall-clock time (preemption and stalls included).
    struct FrameTotal {
        var cpu: Int64 = 0
        var wall: Int64 = 0
    }

    /// GtkStage's code since the last `takeFrameTotal()`.
    private var pending = FrameTotal()
    private var alive: [StageObjectKind: Int] = [:]

    func stageCodeRan(microseconds: Int64, cpuMicroseconds: Int64) {
        pending.wall += microseconds
        pending.cpu += cpuMicroseconds
    }

    func stageObject(_ kind: StageObjectKind, isAlive: Bool) {
        alive[kind, default: 0] += isAlive ? 1 : -1
    }

    /// The time of GtkStage's code in the frame just painted, and a fresh start.
    func takeFrameTotal() -> FrameTotal {
        defer { pending = FrameTotal() }
        return pending
    }

    /// GtkStage's objects alive now: view and presentation controllers, dimming views.
    var liveObjects: Int { alive.values.reduce(0, +) }
}
