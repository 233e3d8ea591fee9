/// What the benchmark runs the app through (`MedalCountBench NAME`).
enum BenchScenario: String, CaseIterable, Sendable {
    /// Print when the first frame with content is painted, then quit.
    case startup
    /// Replay every transition, printing each one's frames, then quit.
    case frames
    /// Present a panel and report every painted frame's placement, until killed.
    case resize
    /// Present and dismiss many times, then report memory and live objects.
    case soak
    /// Open the Summer list of the games file (`--games`), timing it to its
    /// first slide frame, then scroll it, reporting its frames and rows.
    case lists
}
