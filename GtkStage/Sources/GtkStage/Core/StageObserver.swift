import CGtk
import Glibc

/// Told what GtkStage does, for whoever measures it (a benchmark, a test);
/// GtkStage itself keeps no counts, timings or switches. Install one with
/// `StageObservation.observer`; every requirement has an empty default.
@_spi(Benchmark)
@MainActor
public protocol StageObserver: AnyObject {
    /// GtkStage's own code ran for `microseconds` inside the frame being made
    /// (an animator's frame, a stage's layout); a negative span is GTK's own
    /// work inside such a span (a child's allocation), taken back out.
    func stageCodeRan(microseconds: Int64)
    /// The same span with the main thread's CPU time beside its wall-clock
    /// time: a span in which the thread was preempted is long in wall time
    /// only (a stalled virtual CPU inflates it less). By default it tells
    /// `stageCodeRan(microseconds:)` the wall-clock time.
    func stageCodeRan(microseconds: Int64, cpuMicroseconds: Int64)
    /// An object of `kind` began (`isAlive`) or ended its life.
    func stageObject(_ kind: StageObjectKind, isAlive: Bool)
}

@_spi(Benchmark)
extension StageObserver {
    public func stageCodeRan(microseconds: Int64) {}
    public func stageCodeRan(microseconds: Int64, cpuMicroseconds: Int64) {
        stageCodeRan(microseconds: microseconds)
    }
    public func stageObject(_ kind: StageObjectKind, isAlive: Bool) {}
}

/// The kinds of GtkStage object whose lifetimes an observer is told of.
@_spi(Benchmark)
public enum StageObjectKind: Sendable, Hashable, CaseIterable {
    case viewController
    case presentationController
    case dimmingView
}

/// Where the one observer hook lives.
@_spi(Benchmark)
@MainActor
public enum StageObservation {
    /// Told what GtkStage does; held weakly (whoever installs it keeps it). Nil: nothing is measured.
    public static weak var observer: (any StageObserver)?

    /// Runs `work`, telling the observer how long it took.
    @inline(__always)
    static func measure<T>(_ work: () -> T) -> T {
        timed(work, sign: 1)
    }

    /// Runs GTK's own work inside a measured span without counting it as GtkStage's.
    @inline(__always)
    static func excluding<T>(_ work: () -> T) -> T {
        timed(work, sign: -1)
    }

    /// Runs `work`, telling the observer its wall-clock and CPU time, times `sign`.
    @inline(__always)
    private static func timed<T>(_ work: () -> T, sign: Int64) -> T {
        guard let observer else { return work() }
        let wall = g_get_monotonic_time()
        let cpu = threadCPUMicroseconds()
        let result = work()
        observer.stageCodeRan(
            microseconds: sign * Int64(g_get_monotonic_time() - wall), cpuMicroseconds: sign * (threadCPUMicroseconds() - cpu))
        return result
    }

    /// The CPU time the calling thread has used, in microseconds.
    private static func threadCPUMicroseconds() -> Int64 {
        var now = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0 else { return 0 }
        return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
    }

    /// Tells the observer that an object of `kind` began or ended its life.
    static func lifetime(_ kind: StageObjectKind, isAlive: Bool) {
        observer?.stageObject(kind, isAlive: isAlive)
    }
}
