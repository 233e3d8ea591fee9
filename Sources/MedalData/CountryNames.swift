/// Country names in the reader's language, from Debian's `iso-codes`: a flag
/// code of the data (`gb`, `su`...) names an ISO 3166 entry, whose English
/// name a translator turns into the reader's.
///
/// It calls no gettext itself: `translate(domain, englishName)` is given,
/// so the lookup is tested without a locale. Current countries come from
/// `iso_3166-1`, the Soviet Union, East Germany and Yugoslavia from
/// `iso_3166-3`. Teams that are no ISO country (the United Team of Germany,
/// West Germany, the Unified Team) are asked of `translateTeam` by the data's
/// own name first. A name nobody translates stays as the data has it, so
/// English shows "Great Britain", not ISO's "United Kingdom".
public struct CountryNames: Sendable {
    /// `(domain, englishName) -> translated name` (the English name if none).
    public typealias Translate = @Sendable (_ domain: String, _ englishName: String) -> String

    /// One ISO entry: the catalog that translates it and its English name there.
    public struct Entry: Sendable, Hashable {
        public var domain: String
        public var englishName: String

        public init(domain: String, englishName: String) {
            self.domain = domain
            self.englishName = englishName
        }
    }

    public static let currentDomain = "iso_3166-1"
    public static let historicDomain = "iso_3166-3"
    /// Where Debian installs iso-codes' tables.
    public static let systemFolder = "/usr/share/iso-codes/json"

    /// Entries by lower-case two-letter code (the flags' file names).
    public let entries: [String: Entry]
    private let translate: Translate
    private let translateTeam: @Sendable (String) -> String

    public init(
        entries: [String: Entry], translate: @escaping Translate,
        translateTeam: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.entries = entries
        self.translate = translate
        self.translateTeam = translateTeam
    }

    /// The name to show for the nation with flag `code`, whose English name
    /// in the data is `dataName`.
    public func name(code: String, dataName: String) -> String {
        let team = translateTeam(dataName)
        if team != dataName { return team }
        guard let entry = entries[code.lowercased()] else { return dataName }
        let translated = translate(entry.domain, entry.englishName)
        if translated == entry.englishName { return dataName }
        return entry.domain == Self.historicDomain ? Self.shortForm(translated) : translated
    }

    /// iso_3166-3 names are "short, long" ("UdSSR, Union der Sozialistischen
    /// Sowjetrepubliken"): the part before the first comma, for a table cell.
    static func shortForm(_ name: String) -> String {
        guard let comma = name.firstIndex(of: ",") else { return name }
        let short = name[..<comma].trimmingPrefixAndSuffixSpaces()
        return short.isEmpty ? name : short
    }

    /// Reads iso-codes' `iso_3166-1.json` and `iso_3166-3.json` in `folder`;
    /// a table that cannot be read gives no entries (names stay English).
    public static func load(
        folder: String = systemFolder, translate: @escaping Translate,
        translateTeam: @escaping @Sendable (String) -> String = { $0 }
    ) -> CountryNames {
        var entries: [String: Entry] = [:]
        if let current = try? DataFile.load(CurrentTable.self, from: folder + "/iso_3166-1.json") {
            for country in current.countries {
                entries[country.alpha_2.lowercased()] = Entry(
                    domain: currentDomain,
                    englishName: country.common_name ?? country.name)
            }
        }
        if let historic = try? DataFile.load(HistoricTable.self, from: folder + "/iso_3166-3.json") {
            // Former codes that are current again elsewhere (none in the data) stay current.
            for country in historic.countries where entries[country.alpha_2.lowercased()] == nil {
                entries[country.alpha_2.lowercased()] = Entry(domain: historicDomain, englishName: country.name)
            }
        }
        return CountryNames(entries: entries, translate: translate, translateTeam: translateTeam)
    }

    // The tables' shapes, with iso-codes' own key names.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    private struct Country: Decodable {
        var alpha_2: String
        var name: String
        var common_name: String?
    }

    private struct CurrentTable: Decodable {
        var countries: [Country]
        enum CodingKeys: String, CodingKey { case countries = "3166-1" }
    }

    private struct HistoricTable: Decodable {
        var countries: [Country]
        enum CodingKeys: String, CodingKey { case countries = "3166-3" }
    }
}

extension Substring {
    fileprivate func trimmingPrefixAndSuffixSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
