import FoundationEssentials

/// Reads and checks `games.json`, turning every failure into a `GamesLoadError`
/// that names the file and says what is wrong.
public enum GamesLoader {
    /// The file's shape: `{ "summer": [Games], "winter": [Games] }`.
    private struct FileContents: Decodable {
        var summer: [Games]
        var winter: [Games]
    }

    /// Loads the catalog at `path`.
    public static func load(from path: String) throws(GamesLoadError) -> GamesCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: URL(filePath: path))
        } catch {
            throw GamesLoadError(file: path, problem: readProblem(error))
        }
        return try decode(data, file: path)
    }

    /// Decodes and checks `data` that was read from `file`.
    public static func decode(_ data: Data, file: String) throws(GamesLoadError) -> GamesCatalog {
        if data.isEmpty {
            throw GamesLoadError(file: file, problem: "the file is empty")
        }
        let contents: FileContents
        do {
            contents = try JSONDecoder().decode(FileContents.self, from: data)
        } catch let error as DecodingError {
            throw GamesLoadError(file: file, problem: DecodingProblem.describe(error, data: data))
        } catch {
            throw GamesLoadError(file: file, problem: "it could not be decoded (\(error))")
        }
        try check(contents.summer, key: "summer", season: .summer, file: file)
        try check(contents.winter, key: "winter", season: .winter, file: file)
        return GamesCatalog(summer: contents.summer, winter: contents.winter)
    }

    private static func check(_ list: [Games], key: String, season: Season, file: String) throws(GamesLoadError) {
        if list.isEmpty {
            throw GamesLoadError(file: file, problem: "\"\(key)\" lists no Games")
        }
        for (index, games) in list.enumerated() {
            let place = "\(key)[\(index)] (\(games.host) \(games.year))"
            if games.season != season {
                throw GamesLoadError(file: file, problem: "\(place) is listed under \(key) but says season \"\(games.season.rawValue)\"")
            }
            if games.medalWinners.count != GamesCatalog.winnersPerGames {
                throw GamesLoadError(file: file, problem: "\(place) has \(games.medalWinners.count) medal winners, expected \(GamesCatalog.winnersPerGames)")
            }
            if let bad = games.medalWinners.first(where: { $0.gold < 0 || $0.silver < 0 || $0.bronze < 0 }) {
                throw GamesLoadError(file: file, problem: "\(place) gives \(bad.country) a negative medal count")
            }
        }
    }

    private static func readProblem(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "the file does not exist"
            case .fileReadNoPermission: return "permission to read it was denied"
            default: break
            }
        }
        return "it could not be read (\(error))"
    }
}
