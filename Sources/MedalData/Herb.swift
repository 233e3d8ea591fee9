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
