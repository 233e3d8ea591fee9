import FoundationEssentials

/// A herb of the Beginner Cook demo: its name, a few words about it, and
/// where its picture and credit come from.
public struct Herb: Sendable, Hashable, Codable {
    public var name: String
    /// Resource file of the herb's picture, under `Resources/herbs/`.
    public var image: String
    public var description: String
    /// Who made the picture, as shown on the credit button.
    public var credit: String
    /// The page the credit button opens.
    public var link: String

    public init(name: String, image: String, description: String, credit: String, link: String) {
        self.name = name
        self.image = image
        self.description = description
        self.credit = credit
        self.link = link
    }

    /// The credit as a screen reader hears its link: the name of the page it
    /// opens (the credit's last part, after its last "·") and what comes
    /// before it ("Illustration drawn for Medal Count for GTK"), if anything.
    public var creditLink: (name: String, about: String?) {
        let parts = credit.split(separator: "·", omittingEmptySubsequences: false)
            .map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        guard parts.count > 1, let name = parts.last, !name.isEmpty else { return (credit, nil) }
        let about = parts.dropLast().joined(separator: " · ")
        return (name, about.isEmpty ? nil : about)
    }

    /// Whether `link` may be opened: only https pages are.
    public var hasOpenableLink: Bool {
        link.lowercased().hasPrefix("https://") && link.count > "https://".count
    }
}

/// Reads `herbs.json`: `{ "herbs": [Herb] }`, at least one herb.
public enum HerbsLoader {
    private struct FileContents: Decodable {
        var herbs: [Herb]
    }

    public static func load(from path: String) throws(DataFileError) -> [Herb] {
        try check(DataFile.load(FileContents.self, from: path).herbs, file: path)
    }

    /// The herbs in `bytes`, read from `file` (which names it in errors).
    public static func load(bytes: [UInt8], file: String) throws(DataFileError) -> [Herb] {
        try check(DataFile.decode(FileContents.self, from: Data(bytes), file: file).herbs, file: file)
    }

    private static func check(_ herbs: [Herb], file path: String) throws(DataFileError) -> [Herb] {
        if herbs.isEmpty {
            throw DataFileError(file: path, problem: "\"herbs\" lists no herbs")
        }
        if let nameless = herbs.firstIndex(where: { $0.name.isEmpty }) {
            throw DataFileError(file: path, problem: "herbs[\(nameless)] has an empty name")
        }
        return herbs
    }
}
