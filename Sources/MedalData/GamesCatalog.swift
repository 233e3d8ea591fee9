/// Every Games of the app, each season sorted newest first.
public struct GamesCatalog: Sendable, Hashable {
    public let summer: [Games]
    public let winter: [Games]

    /// How many nations each Games lists.
    public static let winnersPerGames = 5

    public init(summer: [Games], winter: [Games]) {
        self.summer = summer.sorted { $0.year > $1.year }
        self.winter = winter.sorted { $0.year > $1.year }
    }

    /// The Games of `season`, newest first.
    public func games(in season: Season) -> [Games] {
        switch season {
        case .summer: summer
        case .winter: winter
        }
    }
}
