import GtkStage

/// The benchmark's observer of GtkStage: the time of the library's own code
/// per frame painted, and how many of its objects are alive (the soak's
/// leak count).
@MainActor
final class BenchObserver: StageObserver {
    /// Microseconds of GtkStage's code since the last `takeFrameTotal()`.
    private var pending: Int64 = 0
    private var alive: [StageObjectKind: Int] = [:]

    func stageCodeRan(microseconds: Int64) {
        pending += microseconds
    }

    func stageObject(_ kind: StageObjectKind, isAlive: Bool) {
        alive[kind, default: 0] += isAlive ? 1 : -1
    }

    /// The time of GtkStage's code in the frame just painted, and a fresh start.
    func takeFrameTotal() -> Int64 {
        defer { pending = 0 }
        return pending
    }

    /// GtkStage's objects alive now: view and presentation controllers, dimming views.
    var liveObjects: Int { alive.values.reduce(0, +) }
}
