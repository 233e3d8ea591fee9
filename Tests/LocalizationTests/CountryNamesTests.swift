import Localization
import MedalData
import Testing

/// The country-name lookup, with a stand-in translator and with iso-codes'
/// real catalogs.
@Suite struct CountryNamesTests {
    init() { Catalog.bind() }

    private static let system = CountryNames.load(
        translate: { domain, name in Localization.string(name, inDomain: domain) },
        translateTeam: { name in name == "United Team of Germany" ? tr(name) : name })

    @Test func readsCurrentAndFormerCountries() {
        let entries = Self.system.entries
        #expect(entries["gb"] == CountryNames.Entry(domain: "iso_3166-1", englishName: "United Kingdom"))
        #expect(entries["kr"]?.englishName == "South Korea")
        #expect(entries["su"]?.domain == "iso_3166-3")
        #expect(entries["dd"]?.domain == "iso_3166-3")
        #expect(entries["yu"]?.domain == "iso_3166-3")
        #expect(entries["eua"] == nil)
    }

    @Test func untranslatedNamesStayAsTheDataHasThem() {
        let names = CountryNames(
            entries: ["gb": .init(domain: "iso_3166-1", englishName: "United Kingdom")],
            translate: { _, name in name })
        #expect(names.name(code: "gb", dataName: "Great Britain") == "Great Britain")
        #expect(names.name(code: "olympic", dataName: "Unified Team") == "Unified Team")
    }

    @Test func formerCountriesKeepTheirShortName() {
        let names = CountryNames(
            entries: ["su": .init(domain: "iso_3166-3", englishName: "USSR, Union")],
            translate: { _, _ in "UdSSR, Union der Sozialistischen Sowjetrepubliken" })
        #expect(names.name(code: "SU", dataName: "Soviet Union") == "UdSSR")
    }

    @Test func teamsAreAskedBeforeISO() {
        let names = CountryNames(
            entries: ["de": .init(domain: "iso_3166-1", englishName: "Germany")],
            translate: { _, _ in "Deutschland" },
            translateTeam: { $0 == "West Germany" ? "Westdeutschland" : $0 })
        #expect(names.name(code: "de", dataName: "West Germany") == "Westdeutschland")
        #expect(names.name(code: "de", dataName: "Germany") == "Deutschland")
    }

    @Test func germanNamesComeFromIsoCodes() throws {
        let names = try #require(
            Localization.withLocale("de_DE.UTF-8") {
                [
                    ("gb", "Great Britain"), ("su", "Soviet Union"), ("dd", "East Germany"), ("kr", "South Korea"),
                    ("yu", "Yugoslavia"), ("eua", "United Team of Germany"),
                ]
                .map { Self.system.name(code: $0.0, dataName: $0.1) }
            })
        #expect(
            names == [
                "Vereinigtes Königreich", "UdSSR", "Deutsche Demokratische Republik", "Südkorea",
                "Jugoslawien", "Gesamtdeutsche Mannschaft",
            ])
    }

    @Test func hebrewNamesComeFromIsoCodes() throws {
        let names = try #require(
            Localization.withLocale("he_IL.UTF-8") {
                [("us", "United States"), ("su", "Soviet Union")].map { Self.system.name(code: $0.0, dataName: $0.1) }
            })
        #expect(names == ["ארצות הברית", "ברית המועצות"])
    }

    @Test func englishShowsTheDataNames() {
        let names = Localization.withLocale("C") {
            [("gb", "Great Britain"), ("su", "Soviet Union")].map { Self.system.name(code: $0.0, dataName: $0.1) }
        }
        #expect(names == ["Great Britain", "Soviet Union"])
    }
}
