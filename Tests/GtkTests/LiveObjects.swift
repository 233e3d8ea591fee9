@_spi(Benchmark) @_spi(GLib) import GtkStage

/// GtkStage's objects alive in the test process, by kind, as the library's
/// observer hook tells them (installed before the first window).
@MainActor
final class LiveObjects: StageObserver {
    static let shared = LiveObjects()
    private var alive: [StageObjectKind: Int] = [:]

    func stageObject(_ kind: StageObjectKind, isAlive: Bool) {
        alive[kind, default: 0] += isAlive ? 1 : -1
    }

    /// How many objects of `kind` are alive now.
    static func count(_ kind: StageObjectKind) -> Int {
        shared.alive[kind, default: 0]
    }
}
