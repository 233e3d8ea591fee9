/// Every Games of the app, each season sorted newest first.
public struct GamesCatalog: Sendable, Hashable {
    public let summer: [Games]
    public let winter: [Games]
    /// What the loader changed to show the file, in words: names cut to a
    /// length a window can show ("summer[0] (...)'s host name is 1,048,576
    /// characters long; the first 120 are shown").
    public let notices: [String]

    /// How many nations each Games lists.
    public static let winnersPerGames = 5

    public init(summer: [Games], winter: [Games], notices: [String] = []) {
        self.summer = summer.sorted { $0.year > $1.year }
        self.winter = winter.sorted { $0.year > $1.year }
        self.notices = notices
    }

    /// The Games of `season`, newest first.
    public func games(in season: Season) -> [Games] {
        switch season {
        case .summer: summer
        case .winter: winter
        }
    }
}
