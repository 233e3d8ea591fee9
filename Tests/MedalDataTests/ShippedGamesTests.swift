import MedalData
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The data file the app ships, `data/games.json`.
@Suite struct ShippedGamesTests {
    static let file: String = {
        var folder = #filePath
        for _ in 0..<3 { folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)]) }
        return folder + "/data/games.json"
    }()

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

    @Test func seasonAndYearReadsAsShown() throws {
        #expect(try catalog().summer.first?.seasonAndYear == "Summer 2012")
    }
}
