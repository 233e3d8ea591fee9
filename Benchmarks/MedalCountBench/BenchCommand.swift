import MedalCountKit

/// The benchmark's command line: `MedalCountBench SCENARIO [--soak-cycles N]
/// [APP OPTION...]`, the app's own options (`--games`, `--time-scale`, ...)
/// passed on to the instance it runs.
@MainActor
enum BenchCommand {
    static let usage = """
        Usage: MedalCountBench SCENARIO [--soak-cycles=N] [MedalCount OPTION...]

        Runs one scenario on Medal Count's windows and prints what it measured,
        one JSON object a line (Benchmarks/run.py reads them; `make bench` runs it all).
        Scenarios: \(BenchScenario.allCases.map(\.rawValue).joined(separator: ", ")).
        """

    /// What the command line asked for: a scenario, its soak cycles and the
    /// app's arguments (the program's name first).
    struct Request: Equatable {
        var scenario: BenchScenario
        var soakCycles = 1000
        var appArguments: [String]
    }

    /// A command line that could not be understood, in words.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case noScenario
        case unknownScenario(String)
        case badCycles(String)

        var description: String {
            switch self {
            case .noScenario: "no scenario named"
            case let .unknownScenario(name):
                "\"\(name)\" is not a scenario (expected \(BenchScenario.allCases.map(\.rawValue).joined(separator: " or ")))"
            case let .badCycles(text): "--soak-cycles: \"\(text)\" is not valid (expected a whole number above 10)"
            }
        }
    }

    /// Reads `arguments` (the program's name first).
    static func parse(_ arguments: [String]) throws(Failure) -> Request {
        var rest = arguments.dropFirst()
        guard let name = rest.popFirst() else { throw .noScenario }
        guard let scenario = BenchScenario(rawValue: name) else { throw .unknownScenario(name) }
        var request = Request(scenario: scenario, appArguments: Array(arguments.prefix(1)))
        while let argument = rest.popFirst() {
            var cycles: String?
            if argument == "--soak-cycles" {
                cycles = rest.popFirst() ?? ""
            } else if argument.hasPrefix("--soak-cycles=") {
                cycles = String(argument.dropFirst("--soak-cycles=".count))
            }
            if let cycles {
                guard let count = Int(cycles), count > 10 else { throw .badCycles(cycles) }
                request.soakCycles = count
            } else {
                request.appArguments.append(argument)
            }
        }
        return request
    }

    /// Runs the benchmark's command line; returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        if arguments.dropFirst().first.map({ ["--help", "-h"].contains($0) }) == true {
            print(usage)
            return 0
        }
        let request: Request
        do {
            request = try parse(arguments)
        } catch {
            StandardError.write("MedalCountBench: \(error.description)\n\n\(usage)\n")
            return 2
        }
        return MedalCountApp.main(request.appArguments) { window, paths, options, quit in
            let runner = BenchRunner(
                scenario: request.scenario, paths: paths, options: options, soakCycles: request.soakCycles, quit: quit)
            runner.start(window: window)
            return runner
        }
    }
}
