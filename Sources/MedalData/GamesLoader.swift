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
        var notices: [String] = []
        let summer = bounded(contents.summer, key: "summer", notices: &notices)
        let winter = bounded(contents.winter, key: "winter", notices: &notices)
        return GamesCatalog(summer: summer, winter: winter, notices: notices.map { "\(file): \($0)" })
    }

    /// The Games with every name cut to `BoundedText.longestName`, and a
    /// notice for each one cut.
    private static func bounded(_ list: [Games], key: String, notices: inout [String]) -> [Games] {
        list.enumerated().map { index, original in
            var games = original
            let place = "\(key)[\(index)]"
            func bound(_ text: inout String, _ what: String) {
                let (kept, length) = BoundedText.bounded(text)
                guard let length else { return }
                text = kept
                notices.append(
                    "\(place)'s \(what) is \(BoundedText.grouped(length)) characters long; the first \(BoundedText.longestName) are shown")
            }
            bound(&games.host, "host name")
            bound(&games.country, "host country")
            for winner in games.medalWinners.indices {
                bound(&games.medalWinners[winner].country, "nation \(winner + 1)")
            }
            return games
        }
    }

    private static func check(_ list: [Games], key: String, season: Season, file: String) throws(DataFileError) {
        if list.isEmpty {
            throw DataFileError(file: file, problem: "\"\(key)\" lists no Games")
        }
        for (index, games) in list.enumerated() {
            let place = "\(key)[\(index)] (\(BoundedText.bounded(games.host).text) \(games.year))"
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
