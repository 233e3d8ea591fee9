import CGtk
import CMedalCount
@_spi(Benchmark) @_spi(GLib) import GtkStage
import Testing

@testable import MedalCountBench
@testable import MedalCountKit

#if canImport(Glibc)
    import Glibc
#endif

/// The scripted mode `make bench` runs, so that it cannot rot: it replays
/// every transition and reports frames, and its soak leaves nothing behind.
/// (No timing is asserted here; the benchmark measures, tests do not.)
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct BenchModeTests {
    private func run(
        _ scenario: BenchScenario, options: LaunchOptions = LaunchOptions(), soakCycles: Int = 1000, timeout: Double = 90
    ) -> [String] {
        var lines: [String] = []
        var finished = false
        let saved = BenchRunner.output
        BenchRunner.output = { lines.append($0) }
        defer {
            BenchRunner.output = saved
            StageObservation.observer = LiveObjects.shared  // the runner put its own in
        }
        let window = TestWindow(width: 1000, height: 720, options: options)
        let runner = BenchRunner(
            scenario: scenario, paths: AppPaths.current(), options: options, soakCycles: soakCycles
        ) { finished = true }
        runner.start(window: window.window)
        let done = GtkHarness.pump(timeout: timeout) { finished }
        #expect(done, "the \(scenario) scenario did not finish")
        runner.closeWindows()
        return lines
    }

    @Test func framesScenarioReportsEveryTransition() {
        let lines = run(.frames)
        let names = [
            "summer-in", "summer-out", "winter-in", "winter-out", "medal-count-in", "sheet-detent", "sheet-drag",
            "medal-count-out", "example-sheet-in", "example-sheet-drag", "example-sheet-out", "navigation-push",
            "navigation-pop", "summer-drag", "stack-fade-in", "push-fade", "pop-fade",
            "stack-fade-out",
            "herb-pop-out", "herb-pop-back", "herb-zoom-drag",
        ]
        for name in names {
            let line = lines.first { $0.contains(#""event":"transition","name":"\#(name)""#) }
            #expect(line != nil, "no report for \(name)")
            // Frames painted during it, in order, with our share of each. How many
            // is the machine's business (a loaded one paints two of a slide's
            // twenty), so only that there are some is asserted.
            let arrays = line?.split(separator: "[").dropFirst().map { $0.split(separator: "]").first?.split(separator: ",") ?? [] } ?? []
            let times = arrays.first?.compactMap { Int64($0) } ?? []
            let ours = arrays.dropFirst().first ?? []
            let wall = arrays.dropFirst(2).first ?? []
            #expect(!times.isEmpty, "\(name) reported no frames")
            #expect(ours.count == times.count, "\(name): \(times.count) frames, \(ours.count) shares")
            #expect(wall.count == times.count, "\(name): \(times.count) frames, \(wall.count) wall-clock shares")
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(name): frame times out of order \(times)")
        }
        #expect(lines.last == #"{"event":"done"}"#)
        // Each scripted drag's release is measured (its figure is the benchmark's to judge).
        for drag in ["summer-drag", "sheet-drag", "example-sheet-drag", "herb-zoom-drag"] {
            let release = lines.first { $0.contains(#""event":"release","name":"\#(drag)""#) } ?? ""
            #expect(release.contains(#""ratio":"#), "no release report for \(drag): \(release)")
            #expect(!release.contains(#""pointer_px_s":0,"#) && !release.contains(#""pointer_px_s":-"#), "\(release)")
            #expect(!release.contains(#""after_px_s":0,"#) && !release.contains(#""after_px_s":-"#), "\(release)")
        }
        // Each real drag's input latency, where XTEST reaches the windows: the
        // dragged thing moved (how many frames later is the benchmark's to judge).
        let latencies = lines.filter { $0.contains(#""event":"latency""#) }
        if InputLatencyProbe.isAvailable {
            for drag in ["summer-drag", "sheet-drag", "edge-swipe", "herb-zoom-drag"] {
                let latency = latencies.first { $0.contains(#""name":"\#(drag)""#) } ?? ""
                #expect(latency.contains(#""frames":"#) && !latency.contains(#""frames":null"#), "\(drag): \(latency)")
            }
        } else {
            #expect(latencies.isEmpty, "real drags without XTEST: \(latencies)")
        }
        // What the real drags grabbed went back: every scripted step after them still ran.
        #expect(lines.contains { $0.contains(#""name":"herb-zoom-drag","renderer""#) })
    }

    @Test func listsScenarioTimesTheOpenAndCountsTheRowsAndTheScroll() {
        let lines = run(.lists)
        let report = lines.first { $0.contains(#""event":"list""#) } ?? ""
        // The shipped file's 17 summer Games: a row each, and 120 scrolled frames.
        #expect(report.contains(#""games":17,"#), "\(report)")
        #expect(report.contains(#""rows":17,"#), "\(report)")
        #expect(report.contains(#""scroll_frames":120,"#), "\(report)")
        #expect(report.contains(#""open_ms":"#) && !report.contains(#""open_ms":0.0,"#), "\(report)")
    }

    @Test func soakLeavesNoPresentationBehind() {
        var options = LaunchOptions()
        options.timeScale = 0.05
        let lines = run(.soak, options: options, soakCycles: 12)
        let report = lines.first { $0.contains(#""event":"soak""#) } ?? ""
        #expect(report.contains(#""cycles":12"#), "\(report)")
        #expect(report.contains(#""live_objects":0"#), "\(report)")
        #expect(report.contains(#""active_presentations":0"#), "\(report)")
        // Memory sampled at the warmed-up cycle and at the end: resident and heap
        // in use (glibc's count, which AddressSanitizer's allocator leaves at 0).
        let keys = ["rss_before_kb", "rss_after_kb"] + (getenv("ASAN_OPTIONS") == nil ? ["heap_before_kb", "heap_after_kb"] : [])
        for key in keys {
            #expect(report.contains("\"\(key)\":") && !report.contains("\"\(key)\":0,"), "\(key): \(report)")
        }
    }
}

/// The release measurement's arithmetic, on paths made up here.
@Suite struct ReleaseSpeedProbeTests {
    @Test func aPanelCarryingOnAtThePointersSpeedReadsOne() throws {
        var probe = ReleaseSpeedProbe()
        for frame in 0...20 { probe.pointerMoved(to: Double(frame) * 20, at: Double(frame) / 60) }  // 1,200 px/s
        probe.released(at: 20.0 / 60)
        #expect(probe.speeds == nil, "nothing after the release yet")
        for frame in 21...24 { probe.drawn(at: Double(frame) * 20, time: Double(frame) / 60) }
        let speeds = try #require(probe.speeds)
        #expect(abs(speeds.pointer - 1200) < 1e-6)
        #expect(abs(speeds.ratio - 1) < 1e-6)
    }

    @Test func aPanelThatBrakesReadsLessThanOne() throws {
        var probe = ReleaseSpeedProbe()
        for frame in 0...20 { probe.pointerMoved(to: Double(frame) * 20, at: Double(frame) / 60) }
        probe.released(at: 20.0 / 60)
        for frame in 21...24 { probe.drawn(at: 400 + Double(frame - 20) * 10, time: Double(frame) / 60) }
        let speeds = try #require(probe.speeds)
        #expect(abs(speeds.ratio - 0.5) < 1e-6)
    }

    /// A spring leaving at the pointer's speed and pulling hard at once:
    /// its first frame's mean reads well above one, its leaving speed one.
    @Test func aSpringLeavingAtThePointersSpeedReadsOneWhenReadAsItLeaves() throws {
        let pull = 30_000.0  // px/s², steady over the first frames
        func path(_ probe: inout ReleaseSpeedProbe) {
            for frame in 0...20 { probe.pointerMoved(to: Double(frame) * 20, at: Double(frame) / 60) }  // 1,200 px/s
            probe.released(at: 20.0 / 60)
            for frame in 21...24 {
                let t = Double(frame - 20) / 60
                probe.drawn(at: 400 + 1200 * t + pull * t * t / 2, time: Double(frame) / 60)
            }
        }
        var leaving = ReleaseSpeedProbe(reading: .leaving)
        path(&leaving)
        let left = try #require(leaving.speeds)
        #expect(abs(left.ratio - 1) < 1e-6, "\(left)")
        var frame = ReleaseSpeedProbe(reading: .mean(over: 1.0 / 60))
        path(&frame)
        let mean = try #require(frame.speeds)
        #expect(mean.ratio > 1.15, "a frame's mean counts the pull: \(mean)")
    }

    @Test func theLeavingSpeedWaitsForTwoFrames() {
        var probe = ReleaseSpeedProbe(reading: .leaving)
        for frame in 0...20 { probe.pointerMoved(to: Double(frame) * 20, at: Double(frame) / 60) }
        probe.released(at: 20.0 / 60)
        probe.drawn(at: 420, time: 21.0 / 60)
        #expect(!probe.hasEnough && probe.speeds == nil)
        probe.drawn(at: 440, time: 22.0 / 60)
        #expect(probe.hasEnough && probe.speeds != nil)
    }
}
