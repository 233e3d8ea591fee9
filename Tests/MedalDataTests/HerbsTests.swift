import FoundationEssentials
import MedalData
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The shipped herbs, which links may be opened, and the words for a bad `herbs.json`.
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

    /// The credit's link is named after its page, the rest of it describes it.
    @Test func theCreditsLinkIsItsLastPart() throws {
        func link(_ credit: String) -> (String, String?) {
            let parts = Herb(name: "Dill", image: "dill.svg", description: "", credit: credit, link: "https://example.org").creditLink
            return (parts.name, parts.about)
        }
        #expect(
            link("Illustration drawn for Medal Count for GTK · Dill on Wikipedia") == (
                "Dill on Wikipedia", "Illustration drawn for Medal Count for GTK"
            ))
        #expect(link("Drawn by A · coloured by B · Dill on Wikipedia") == ("Dill on Wikipedia", "Drawn by A · coloured by B"))
        #expect(link("Dill on Wikipedia") == ("Dill on Wikipedia", nil))
        #expect(link("Someone · ") == ("Someone · ", nil), "no page name after the dot: the credit as it is")
        let shipped = try HerbsLoader.load(from: Self.file)
        #expect(shipped.map(\.creditLink.name) == ["Basil", "Rosemary", "Mint", "Thyme", "Sage"].map { "\($0) on Wikipedia" })
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

    @Test(arguments: BadInput.allCases)
    func badFileIsNamedInPlainWords(_ input: BadInput) throws {
        try TemporaryFolder.with { folder in
            let path = try input.make(in: folder)
            let error = try #require(throws: DataFileError.self) { try HerbsLoader.load(from: path) }
            #expect(error.description == "Could not load \(path): \(input.problem).")
            for word in BadInput.rawErrorWords {
                #expect(!error.description.contains(word), "\(error.description)")
            }
        }
    }

    @Test func wrongShapesAreNamed() {
        let cases = [
            ("{}", #"the top level has no "herbs""#),
            (#"{"herbs": []}"#, #""herbs" lists no herbs"#),
            (#"{"herbs": [{"name": "", "image": "", "description": "", "credit": "", "link": ""}]}"#, "herbs[0] has an empty name"),
            (#"{"herbs": {}}"#, "herbs should be a list"),
            (#"{"herbs": [{"name": 1}]}"#, "herbs[0].name should be a string"),
            (#"{"herbs": [{"name": "Dill"}]}"#, #"herbs[0] has no "image""#),
            (#"["Basil"]"#, "the top level should be an object"),
            (
                #"{"herbs": [{"name": "Dill", "image": "dill.svg", "description": "\q"}]}"#,
                #"it is not valid JSON (unknown escape \q in a string at line 1, column 66)"#
            ),
        ]
        for (text, problem) in cases {
            let error = try? TemporaryFolder.with { folder in
                let path = try folder.write(text, to: "herbs.json")
                return try #require(throws: DataFileError.self) { try HerbsLoader.load(from: path) }
            }
            #expect(error?.problem == problem, "\(text)")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file whatever its mode, so there is no unreadable file to test with"))
    func unreadableFileIsNamed() throws {
        try TemporaryFolder.with { folder in
            let path = try folder.write("{}", to: "herbs.json")
            #expect(chmod(path, 0) == 0)
            let error = try #require(throws: DataFileError.self) { try HerbsLoader.load(from: path) }
            #expect(error.description == "Could not load \(path): the file cannot be read: permission denied.")
        }
    }
}
