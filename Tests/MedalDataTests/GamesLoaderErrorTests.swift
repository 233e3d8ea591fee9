import FoundationEssentials
import MedalData
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every way `games.json` can be wrong gives an error naming the file and the problem.
@Suite struct GamesLoaderErrorTests {
    private static let winner = #"{"country": "Norway", "flag": "no", "gold": 1, "silver": 2, "bronze": 3}"#

    private static func games(year: Int = 1994, season: String = #""winter""#, winners: Int = 5) -> String {
        let list = Array(repeating: winner, count: winners).joined(separator: ",")
        return #"{"year": \#(year), "season": \#(season), "host": "Lillehammer", "country": "Norway", "flag": "no", "medalWinners": [\#(list)]}"#
    }

    private static let validFile = #"{"summer": [\#(games(season: #""summer""#))], "winter": [\#(games())]}"#

    private func problem(_ json: String, file: String = "/data/games.json") -> DataFileError? {
        problem(Array(json.utf8), file: file)
    }

    private func problem(_ bytes: [UInt8], file: String = "/data/games.json") -> DataFileError? {
        do {
            _ = try GamesLoader.decode(Data(bytes), file: file)
            return nil
        } catch {
            return error
        }
    }

    /// The problem with a games file whose first winner's gold is `gold`.
    private func problem(gold: String) -> String? {
        let bad = Self.games().replacing(#""gold": 1"#, with: #""gold": \#(gold)"#, maxReplacements: 1)
        return problem(#"{"summer": [\#(Self.games(season: #""summer""#))], "winter": [\#(bad)]}"#)?.problem
    }

    @Test func validFileDecodes() throws {
        let catalog = try GamesLoader.decode(Data(Self.validFile.utf8), file: "x.json")
        #expect(catalog.winter.first?.host == "Lillehammer")
    }

    // MARK: - Files

    @Test(arguments: BadInput.allCases)
    func badFileIsNamedInPlainWords(_ input: BadInput) throws {
        try TemporaryFolder.with { folder in
            let path = try input.make(in: folder)
            let error = try #require(throws: DataFileError.self) { try GamesLoader.load(from: path) }
            #expect(error.file == path)
            #expect(error.problem == input.problem)
            #expect(error.description == "Could not load \(path): \(input.problem).")
            for word in BadInput.rawErrorWords {
                #expect(!error.description.contains(word), "\(error.description)")
            }
        }
    }

    @Test func regularFileAndALinkToOneLoad() throws {
        try TemporaryFolder.with { folder in
            let path = try folder.write(Self.validFile, to: "games.json")
            #expect(try GamesLoader.load(from: path).summer.count == 1)
            #expect(symlink(path, folder.file("link.json")) == 0)
            #expect(try GamesLoader.load(from: folder.file("link.json")).winter.count == 1)
        }
    }

    @Test func aFileOfTheLargestSizeIsRead() throws {
        // 16 MiB exactly is allowed (20,000 Games with their medal tables fit in 10): the
        // file is read, and its contents are the problem.
        try TemporaryFolder.with { folder in
            let text = Self.validFile + String(repeating: " ", count: (16 << 20) - Self.validFile.utf8.count)
            let path = try folder.write(text, to: "games.json")
            #expect(try GamesLoader.load(from: path).summer.count == 1)
            try folder.write(text + " ", to: "games.json")
            #expect(throws: DataFileError(file: path, problem: "the file is too large (16.1 MiB; at most 16 MiB)")) {
                try GamesLoader.load(from: path)
            }
        }
    }

    @Test func aFileThatSaysItIsEmptyIsReadToTheEnd() throws {
        // Files under /proc have a size of 0 in `stat` but do hold text.
        let error = try #require(throws: DataFileError.self) { try GamesLoader.load(from: "/proc/self/status") }
        #expect(error.problem == "it is not valid JSON (unexpected character at line 1, column 1)")
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file whatever its mode, so there is no unreadable file to test with"))
    func unreadableFileIsNamed() throws {
        try TemporaryFolder.with { folder in
            let path = try folder.write(Self.validFile, to: "games.json")
            #expect(chmod(path, 0) == 0)
            #expect(throws: DataFileError(file: path, problem: "the file cannot be read: permission denied")) {
                try GamesLoader.load(from: path)
            }
        }
    }

    // MARK: - Bytes

    @Test func blankFileIsEmpty() {
        #expect(problem("")?.problem == "the file is empty")
        #expect(problem("\n \r\n\t")?.problem == "the file is empty")
    }

    @Test func invalidUTF8IsPlaced() {
        let cases: [([UInt8], String)] = [
            ([0xFF], "line 1, column 1"),
            (Array("{\"a\": \"caf".utf8) + [0xE9] + Array("\"}".utf8), "line 1, column 11"),  // Latin-1 é
            (Array("{\n\"é\": \"".utf8) + [0xC0, 0x80], "line 2, column 7"),  // an overlong NUL
            (Array("[\n\n  \"".utf8) + [0xED, 0xA0, 0x80], "line 3, column 4"),  // a surrogate
            (Array("\"😀".utf8) + [0xF4, 0x90, 0x80, 0x80], "line 1, column 3"),  // past U+10FFFF
            (Array("\"x".utf8) + [0xE2, 0x82], "line 1, column 3"),  // cut short
            (Array("\"".utf8) + [0x80], "line 1, column 2"),  // a lone continuation byte
        ]
        for (bytes, place) in cases {
            #expect(problem(bytes)?.problem == "the file is not valid UTF-8 at \(place)", "\(bytes)")
        }
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
        #expect(problem(#"{"summer": "\x"}"#)?.problem == #"it is not valid JSON (unknown escape \x in a string at line 1, column 13)"#)
        #expect(problem(#"{"summer": [01]}"#)?.problem == "it is not valid JSON (a leading zero in a number at line 1, column 13)")
    }

    // MARK: - Shape

    @Test func missingKeyIsPlaced() {
        let json = #"{"summer": [\#(Self.games(season: #""summer""#))]}"#
        #expect(problem(json)?.problem == #"the top level has no "winter""#)
    }

    @Test func wrongTypeIsPlaced() {
        #expect(problem(gold: #""one""#) == "winter[0].medalWinners[0].gold should be a whole number")
        #expect(problem(gold: "null") == "winter[0].medalWinners[0].gold is null, expected a whole number")
        let numberHost = Self.games().replacing(#""Lillehammer""#, with: "1994", maxReplacements: 1)
        #expect(problem(#"{"summer": [], "winter": [\#(numberHost)]}"#)?.problem == "winter[0].host should be a string")
        #expect(problem(#"{"summer": {}, "winter": []}"#)?.problem == "summer should be a list")
        #expect(problem(#"{"summer": [[]], "winter": []}"#)?.problem == "summer[0] should be an object")
    }

    @Test func wrongTopLevelIsPlaced() {
        #expect(problem("[1, 2]")?.problem == "the top level should be an object")
        #expect(problem(#""games""#)?.problem == "the top level should be an object")
        #expect(problem("12")?.problem == "the top level should be an object")
        #expect(problem("null")?.problem == "the top level is null, expected an object")
    }

    @Test func numbersThatAreNoCountAreLocated() {
        // The decoder reports these only as "not valid JSON", without a place.
        let column =
            #"{"summer": [\#(Self.games(season: #""summer""#))], "winter": [{"year": 1994, "season": "winter", "host": "Lillehammer", "country": "Norway", "flag": "no", "medalWinners": [{"country": "Norway", "flag": "no", "gold": "#
            .count + 1
        #expect(problem(gold: "99999999999999999999") == "the number 99999999999999999999 is too large (line 1, column \(column))")
        #expect(problem(gold: "-99999999999999999999") == "the number -99999999999999999999 is too small (line 1, column \(column))")
        #expect(problem(gold: "1e400") == "the number 1e400 is too large (line 1, column \(column))")
        #expect(problem(gold: "1.5") == "the number 1.5 is not a whole number (line 1, column \(column))")
        #expect(problem(gold: "2.0") == nil)
    }

    @Test func wrongNumberOfWinnersIsNamed() {
        let json = #"{"summer": [\#(Self.games(season: #""summer""#))], "winter": [\#(Self.games(winners: 4))]}"#
        #expect(problem(json)?.problem == "winter[0] (Lillehammer 1994) has 4 medal winners, expected 5")
    }

    @Test func seasonListedUnderTheWrongKey() {
        let json = #"{"summer": [\#(Self.games())], "winter": [\#(Self.games())]}"#
        #expect(problem(json)?.problem == #"summer[0] (Lillehammer 1994) is listed under summer but says season "winter""#)
    }

    @Test func unknownSeasonIsExplained() {
        for season in [#""autumn""#, "3", "null", #""Summer""#] {
            let json = #"{"summer": [\#(Self.games(season: season))], "winter": [\#(Self.games())]}"#
            #expect(problem(json)?.problem == #"summer[0].season should be "summer" or "winter""#, "\(season)")
        }
    }

    @Test func anyOtherValueTheDataCannotUseIsPlaced() {
        /// A value whose own check fails the way the decoder's enums do.
        struct Even: Decodable {
            init(from decoder: any Decoder) throws {
                let number = try decoder.singleValueContainer().decode(Int.self)
                guard number % 2 == 0 else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Swift.Int \(number) is odd"))
                }
            }
        }
        #expect(throws: DataFileError(file: "even.json", problem: "numbers[1] has a value the app cannot use")) {
            try DataFile.decode([String: [Even]].self, from: Data(#"{"numbers": [2, 3]}"#.utf8), file: "even.json")
        }
    }
}
