import Testing

@testable import MedalCountBench

/// The benchmark's command line: a scenario first, its soak cycles, and the
/// app's own options passed on untouched; anything else refused in words.
@MainActor
@Suite struct BenchCommandTests {
    @Test func theScenarioComesFirstAndTheAppsOptionsPassOn() throws {
        let request = try BenchCommand.parse(["MedalCountBench", "lists", "--games", "many.json", "--time-scale=0.5"])
        #expect(request.scenario == .lists)
        #expect(request.soakCycles == 1000)
        #expect(request.appArguments == ["MedalCountBench", "--games", "many.json", "--time-scale=0.5"])
    }

    @Test func soakCyclesAreTheBenchmarksInEitherSpelling() throws {
        let spaced = try BenchCommand.parse(["b", "soak", "--soak-cycles", "40", "--dark"])
        #expect(spaced.soakCycles == 40)
        #expect(spaced.appArguments == ["b", "--dark"])
        #expect(try BenchCommand.parse(["b", "soak", "--soak-cycles=12"]).soakCycles == 12)
    }

    @Test func badCommandLinesAreRefusedInWords() {
        #expect(throws: BenchCommand.Failure.noScenario) { try BenchCommand.parse(["b"]) }
        #expect(throws: BenchCommand.Failure.unknownScenario("--frames")) { try BenchCommand.parse(["b", "--frames"]) }
        #expect(throws: BenchCommand.Failure.badCycles("3")) { try BenchCommand.parse(["b", "soak", "--soak-cycles=3"]) }
        #expect(throws: BenchCommand.Failure.badCycles("")) { try BenchCommand.parse(["b", "soak", "--soak-cycles"]) }
        #expect(BenchCommand.Failure.unknownScenario("x").description.contains("startup or frames"))
    }
}
