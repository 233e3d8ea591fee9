import CGtk
import GtkStage
@testable import MedalCountKit
import Testing

/// The scripted mode `make bench` runs, so that it cannot rot: it replays
/// every transition and reports frames, and its soak leaves nothing behind.
/// (No timing is asserted here; the benchmark measures, tests do not.)
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct BenchModeTests {
    private func run(_ scenario: BenchScenario, options: LaunchOptions = LaunchOptions(), timeout: Double = 90) -> [String] {
        var lines: [String] = []
        var finished = false
        let saved = BenchRunner.output
        BenchRunner.output = { lines.append($0) }
        defer {
            BenchRunner.output = saved
            FrameStatistics.isEnabled = false
        }
        let window = TestWindow(width: 1000, height: 720, options: options)
        let runner = BenchRunner(scenario: scenario, paths: AppPaths.current(), options: options) { finished = true }
        runner.start(window: window.window)
        let done = GtkHarness.pump(timeout: timeout) { finished }
        #expect(done, "the \(scenario) scenario did not finish")
        runner.closeWindows()
        return lines
    }

    @Test func framesScenarioReportsEveryTransition() {
        let lines = run(.frames)
        let names = ["summer-in", "summer-out", "winter-in", "winter-out", "medal-count-in", "medal-count-out",
                     "summer-drag", "stack-fade-in", "push-fade", "pop-fade", "stack-fade-out",
                     "herb-pop-out", "herb-pop-back"]
        for name in names {
            let line = lines.first { $0.contains(#""name":"\#(name)""#) }
            #expect(line != nil, "no report for \(name)")
            // At least a few frames, with their times and our share of each.
            let times = line?.split(separator: "[").dropFirst().first?.split(separator: "]").first?.split(separator: ",") ?? []
            #expect(times.count >= 3, "\(name) reported \(times.count) frames")
        }
        #expect(lines.last == #"{"event":"done"}"#)
    }

    @Test func soakLeavesNoPresentationBehind() {
        var options = LaunchOptions()
        options.soakCycles = 12
        Motion.timeScale = 0.05
        let lines = run(.soak, options: options)
        Motion.timeScale = 1
        let report = lines.first { $0.contains(#""event":"soak""#) } ?? ""
        #expect(report.contains(#""cycles":12"#), "\(report)")
        #expect(report.contains(#""live_objects":0"#), "\(report)")
        #expect(report.contains(#""active_presentations":0"#), "\(report)")
    }
}
