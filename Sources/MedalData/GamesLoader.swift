import FoundationEssentials

/// Reads and checks `games.json`, turning every failure into a `DataFileError`
/// that names the file and says what is wrong.
public enum GamesLoader {
    /// The file's shape: `{ "summer": [Games], "winter": [Games] }`.
    private struct FileContents: Decodable {
        var summer: [Games]
        var winter: [Games]
    }

    /// Loads the catalog at `path`.
    public static func load(from path: String) throws(DataFileError) -> GamesCatalog {
        try check(DataFile.load(FileContents.self, from: path), file: path)
    }

    /// Decodes and checks `data` that was read from `file`.
    public static func decode(_ data: Data, file: String) throws(DataFileError) -> GamesCatalog {
        try check(DataFile.decode(FileContents.self, from: data, file: file), file: file)
    }

    private static func check(_ contents: FileContents, file: String) throws(DataFileError) -> GamesCatalog {
        try check(contents.summer, key: "summer", season: .summer, file: file)
        try check(contents.winter, key: "winter", season: .winter, file: file)
        return GamesCatalog(summer: contents.summer, winter: contents.winter)
    }

    private static func check(_ list: [Games], key: String, season: Season, file: String) throws(DataFileError) {
        if list.isEmpty {
            throw DataFileError(file: file, problem: "\"\(key)\" lists no Games")
        }
        for (index, games) in list.enumerated() {
            let place = "\(key)[\(index)] (\(games.host) \(games.year))"
            if games.season != season {
                throw DataFileError(file: file, problem: "\(place) is listed under \(key) but says season \"\(games.season.rawValue)\"")
            }
            if games.medalWinners.count != GamesCatalog.winnersPerGames {
                throw DataFileError(
                    file: file, problem: "\(place) has \(games.medalWinners.count) medal winners, expected \(GamesCatalog.winnersPerGames)")
            }
            if let bad = games.medalWinners.first(where: { $0.gold < 0 || $0.silver < 0 || $0.bronze < 0 }) {
                throw DataFileError(file: file, problem: "\(place) gives \(bad.country) a negative medal count")
            }
        }
    }
}
