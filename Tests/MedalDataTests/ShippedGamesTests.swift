import MedalData
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The data file the app ships, `data/games.json`.
@Suite struct ShippedGamesTests {
    /// The project's folder, which holds `data/` and `Resources/`.
    static let root: String = {
        var folder = #filePath
        for _ in 0..<3 { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)]) }
        return folder
    }()

    static let file = root + "/data/games.json"

    private func catalog() throws -> GamesCatalog {
        try GamesLoader.load(from: Self.file)
    }

    @Test func loadsBothSeasons() throws {
        let catalog = try catalog()
        #expect(catalog.summer.count == 17)
        #expect(catalog.winter.count == 18)
    }

    @Test func eachSeasonIsNewestFirst() throws {
        let catalog = try catalog()
        for season in Season.allCases {
            let years = catalog.games(in: season).map(\.year)
            #expect(years == years.sorted(by: >), "\(season) is not newest first")
        }
        #expect(catalog.summer.first?.host == "London")
        #expect(catalog.summer.first?.year == 2012)
    }

    @Test func everyGamesHasFiveWinnersOfItsOwnSeason() throws {
        let catalog = try catalog()
        for season in Season.allCases {
            for games in catalog.games(in: season) {
                #expect(games.medalWinners.count == 5, "\(games.host) \(games.year)")
                #expect(games.season == season)
            }
        }
    }

    @Test func carriesTheCheckedCorrections() throws {
        let catalog = try catalog()
        let saltLake = try #require(catalog.winter.first { $0.year == 2002 })
        #expect(saltLake.host == "Salt Lake City")
        let canada = try #require(saltLake.medalWinners.first { $0.country == "Canada" })
        #expect((canada.gold, canada.silver, canada.bronze) == (7, 3, 7))
        let atlanta = try #require(catalog.summer.first { $0.year == 1996 })
        #expect(atlanta.medalWinners.first { $0.country == "United States" }?.gold == 44)
        #expect(catalog.summer.first { $0.year == 1968 }?.host == "Mexico City")
        #expect(catalog.summer.first { $0.year == 1972 }?.country == "West Germany")
    }

    @Test func theUnitedTeamOfGermanyIsOneTeamWithItsFlag() throws {
        let catalog = try catalog()
        // The Games 1956-1964 whose five leading nations include the team.
        let withTheTeam: [(Season, Int)] = [(.summer, 1960), (.summer, 1964), (.winter, 1960)]
        for (season, year) in withTheTeam {
            let games = try #require(catalog.games(in: season).first { $0.year == year })
            let team = games.medalWinners.first { $0.country == "United Team of Germany" }
            #expect(team?.flag == "eua", "\(games.seasonAndYear)")
        }
        #expect(catalog.summer.first { $0.year == 1960 }?.medalWinners[3].gold == 12)
        #expect(catalog.winter.first { $0.year == 1960 }?.medalWinners[1].gold == 4)
        // No other name or flag for a German team at those Games.
        for games in catalog.summer + catalog.winter where (1956...1964).contains(games.year) {
            for winner in games.medalWinners {
                #expect(!winner.country.contains("Germany") || winner.country == "United Team of Germany", "\(games.seasonAndYear)")
                #expect(!["de", "dd"].contains(winner.flag), "\(games.seasonAndYear)")
            }
        }
        #expect(catalog.summer.first { $0.year == 1968 }?.medalWinners.contains { $0.country == "East Germany" } == true)
    }

    @Test func everyFlagIsFound() throws {
        // Where the app looks (FlagImages): the project's drawn flags first,
        // then Debian's iso-flags-svg; `olympic` is the package's `_olympic`.
        let catalog = try catalog()
        let games = catalog.summer + catalog.winter
        let codes = Set(games.map(\.flag) + games.flatMap { $0.medalWinners.map(\.flag) })
        for code in codes {
            let candidates = [
                "\(Self.root)/Resources/flags/\(code).svg",
                "/usr/share/iso-flags-svg/country-4x3/\(code == "olympic" ? "_olympic" : code).svg",
            ]
            #expect(candidates.contains { access($0, R_OK) == 0 }, "no flag for \(code)")
        }
        #expect(access("\(Self.root)/Resources/flags/eua.svg", R_OK) == 0)
    }

    @Test func namesReadAsShown() throws {
        #expect(try catalog().summer.first?.seasonAndYear == "Summer 2012")
        #expect(try catalog().summer.first?.hostAndYear == "London 2012")
    }
}
