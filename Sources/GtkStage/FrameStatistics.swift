import CGtk

/// Time spent in this project's own code per frame, for the benchmark: the
/// frame-clock animators' steps and the stage's layout. Off unless a
/// benchmark turns it on; then each measured span is added to the frame it
/// ran in, and the benchmark collects the sum after the frame is painted.
@MainActor
public enum FrameStatistics {
    public static var isEnabled = false
    /// Microseconds of our code since the last `takeFrameTotal()`.
    private static var pending: Int64 = 0

    /// Runs `work`, adding its duration to the current frame when enabled.
    @inline(__always)
    static func measure<T>(_ work: () -> T) -> T {
        guard isEnabled else { return work() }
        let start = g_get_monotonic_time()
        let result = work()
        pending += Int64(g_get_monotonic_time() - start)
        return result
    }

    /// Runs GTK's own work inside a measured span (a child's allocation)
    /// without counting it as ours.
    @inline(__always)
    static func excluding<T>(_ work: () -> T) -> T {
        guard isEnabled else { return work() }
        let start = g_get_monotonic_time()
        let result = work()
        pending -= Int64(g_get_monotonic_time() - start)
        return result
    }

    /// The time of our code in the frame just painted, and a fresh start.
    public static func takeFrameTotal() -> Int64 {
        defer { pending = 0 }
        return pending
    }
}
