import Localization
import MedalData

/// The country names the window shows, in the reader's language: iso-codes'
/// catalogs (`iso_3166-1`, `iso_3166-3`) for countries, the app's own for
/// teams that are no ISO country. Host cities are not translated.
enum CountryNameLookup {
    /// The teams the app's catalog translates, by the data's English name.
    static let teamNames: Set<String> = [
        N_("United Team of Germany"),
        N_("West Germany"),
        N_("Unified Team"),
    ]

    /// Read once from iso-codes' tables, on first use.
    static let shared = CountryNames.load(
        translate: { domain, englishName in Localization.string(englishName, inDomain: domain) },
        translateTeam: { name in teamNames.contains(name) ? tr(name) : name })

    /// The name of the nation with flag `code` that the data calls `dataName`.
    static func name(code: String, dataName: String) -> String {
        shared.name(code: code, dataName: dataName)
    }
}
