import FoundationEssentials
import MedalData
import Testing

/// Names too long to show are cut, said so, and the rest of the file loads.
@Suite struct BoundedTextTests {
    @Test func aShortNameIsKeptAndALongOneCutAtTheLimit() {
        #expect(BoundedText.bounded("Garmisch-Partenkirchen") == ("Garmisch-Partenkirchen", nil))
        let exact = String(repeating: "a", count: BoundedText.longestName)
        #expect(BoundedText.bounded(exact) == (exact, nil), "at the limit nothing is cut")
        let long = String(repeating: "b", count: BoundedText.longestName + 1)
        let cut = BoundedText.bounded(long)
        #expect(cut.text == String(repeating: "b", count: BoundedText.longestName) + "…")
        #expect(cut.cutFrom == BoundedText.longestName + 1)
    }

    @Test func charactersAreCountedAsAPersonSeesThem() {
        // "é" written as e and a combining accent is one character, not two.
        let accented = String(repeating: "e\u{301}", count: BoundedText.longestName + 5)
        let cut = BoundedText.bounded(accented)
        #expect(cut.text.count == BoundedText.longestName + 1)
        #expect(cut.cutFrom == BoundedText.longestName + 5)
    }

    @Test func aHostNameOfAMillionCharactersLoadsCutWithANotice() throws {
        let host = String(repeating: "x", count: 1_048_576)
        let winner = #"{"country": "Norway", "flag": "no", "gold": 1, "silver": 2, "bronze": 3}"#
        let winners = Array(repeating: winner, count: 5).joined(separator: ",")
        func games(_ season: String, host: String) -> String {
            #"{"year": 1994, "season": "\#(season)", "host": "\#(host)", "country": "Norway", "flag": "no", "medalWinners": [\#(winners)]}"#
        }
        let json = #"{"summer": [\#(games("summer", host: "Atlanta"))], "winter": [\#(games("winter", host: host))]}"#
        let catalog = try GamesLoader.decode(Data(json.utf8), file: "/data/games.json")
        #expect(catalog.summer.first?.host == "Atlanta")
        #expect(catalog.winter.first?.host.count == BoundedText.longestName + 1)
        #expect(
            catalog.notices == [
                "/data/games.json: winter[0]'s host name is 1,048,576 characters long; the first \(BoundedText.longestName) are shown"
            ])
    }
}
