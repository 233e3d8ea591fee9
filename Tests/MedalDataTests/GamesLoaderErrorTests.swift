import FoundationEssentials
import MedalData
import Testing

/// Every way `games.json` can be wrong gives an error naming the file and the problem.
@Suite struct GamesLoaderErrorTests {
    private static let winner = #"{"country": "Norway", "flag": "no", "gold": 1, "silver": 2, "bronze": 3}"#

    private static func games(year: Int = 1994, season: String = "winter", winners: Int = 5) -> String {
        let list = Array(repeating: winner, count: winners).joined(separator: ",")
        return #"{"year": \#(year), "season": "\#(season)", "host": "Lillehammer", "country": "Norway", "flag": "no", "medalWinners": [\#(list)]}"#
    }

    private func problem(_ json: String, file: String = "/data/games.json") -> DataFileError? {
        do {
            _ = try GamesLoader.decode(Data(json.utf8), file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func validFileDecodes() throws {
        let json = #"{"summer": [\#(Self.games(season: "summer"))], "winter": [\#(Self.games())]}"#
        let catalog = try GamesLoader.decode(Data(json.utf8), file: "x.json")
        #expect(catalog.winter.first?.host == "Lillehammer")
    }

    @Test func missingFileIsNamed() {
        #expect(throws: DataFileError(file: "/nowhere/games.json", problem: "the file does not exist")) {
            try GamesLoader.load(from: "/nowhere/games.json")
        }
    }

    @Test func emptyFile() {
        #expect(problem("")?.problem == "the file is empty")
    }

    @Test func truncatedFileIsNotValidJSON() throws {
        let error = try #require(problem(#"{"summer": [ {"year": 2012, "#))
        #expect(error.file == "/data/games.json")
        #expect(error.problem == "it is not valid JSON (the file ends too early at line 1, column 29)")
        #expect(error.description.hasPrefix("Could not load /data/games.json: it is not valid JSON"))
    }

    @Test func syntaxErrorsAreLocated() {
        #expect(problem("{\n  \"summer\": [1 2]\n}")?.problem == "it is not valid JSON (expected ',' or ']' at line 2, column 16)")
        #expect(problem("{summer: 1}")?.problem == "it is not valid JSON (expected a quoted key at line 1, column 2)")
        #expect(problem(#"{"summer": "abc"#)?.problem == "it is not valid JSON (the file ends inside a string at line 1, column 16)")
    }

    @Test func missingKeyIsPlaced() {
        let json = #"{"summer": [\#(Self.games(season: "summer"))]}"#
        #expect(problem(json)?.problem == #"the top level has no "winter""#)
    }

    @Test func wrongTypeIsPlaced() {
        let bad = Self.games().replacing(#""gold": 1"#, with: #""gold": "one""#, maxReplacements: 1)
        let json = #"{"summer": [\#(Self.games(season: "summer"))], "winter": [\#(bad)]}"#
        #expect(problem(json)?.problem == "winter[0].medalWinners[0].gold should be a whole number")
    }

    @Test func wrongNumberOfWinnersIsNamed() {
        let json = #"{"summer": [\#(Self.games(season: "summer"))], "winter": [\#(Self.games(winners: 4))]}"#
        #expect(problem(json)?.problem == "winter[0] (Lillehammer 1994) has 4 medal winners, expected 5")
    }

    @Test func seasonListedUnderTheWrongKey() {
        let json = #"{"summer": [\#(Self.games())], "winter": [\#(Self.games())]}"#
        #expect(problem(json)?.problem == #"summer[0] (Lillehammer 1994) is listed under summer but says season "winter""#)
    }

    @Test func unknownSeasonIsExplained() {
        let json = #"{"summer": [\#(Self.games(season: "autumn"))], "winter": [\#(Self.games())]}"#
        #expect(problem(json)?.problem.hasPrefix("summer[0].season is not valid") == true)
    }

    @Test func topLevelListIsNotAnObject() {
        #expect(problem("[1, 2]")?.problem == "the top level should be an object")
    }
}
