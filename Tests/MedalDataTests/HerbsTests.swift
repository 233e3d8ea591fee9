import FoundationEssentials
import MedalData
import Testing

@Suite struct HerbsTests {
    static let file: String = {
        var folder = #filePath
        for _ in 0..<3 { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)]) }
        return folder + "/data/herbs.json"
    }()

    @Test func theShippedHerbsLoad() throws {
        let herbs = try HerbsLoader.load(from: Self.file)
        #expect(herbs.map(\.name) == ["Basil", "Rosemary", "Mint", "Thyme", "Sage"])
        #expect(herbs.allSatisfy { !$0.description.isEmpty && !$0.credit.isEmpty && $0.image.hasSuffix(".svg") })
        #expect(herbs.allSatisfy { $0.hasOpenableLink })
    }

    @Test func onlyHttpsLinksAreOpenable() {
        func herb(_ link: String) -> Herb { Herb(name: "Dill", image: "dill.svg", description: "", credit: "", link: link) }
        #expect(herb("https://example.org/dill").hasOpenableLink)
        #expect(herb("HTTPS://example.org").hasOpenableLink)
        #expect(!herb("http://example.org/dill").hasOpenableLink)
        #expect(!herb("file:///etc/passwd").hasOpenableLink)
        #expect(!herb("javascript:alert(1)").hasOpenableLink)
        #expect(!herb("https://").hasOpenableLink)
    }

    @Test func brokenFilesAreNamed() throws {
        let missing = try #require(throws: DataFileError.self) { try HerbsLoader.load(from: "/nowhere/herbs.json") }
        #expect(missing.description == "Could not load /nowhere/herbs.json: the file does not exist.")
        let path = "/tmp/medalcount-herbs-\(UInt32.random(in: 0...UInt32.max)).json"
        for (text, problem) in [("{}", #"the top level has no "herbs""#), (#"{"herbs": []}"#, #""herbs" lists no herbs"#)] {
            try Data(text.utf8).write(to: URL(filePath: path))
            let error = try #require(throws: DataFileError.self) { try HerbsLoader.load(from: path) }
            #expect(error.problem == problem)
            #expect(error.file == path)
        }
    }
}
