/// One Olympic Games: where and when, and its five leading nations.
public struct Games: Sendable, Hashable, Codable {
    public var year: Int
    public var season: Season
    /// The host city.
    public var host: String
    /// The host country.
    public var country: String
    /// Flag file name of the host country, without `.svg`.
    public var flag: String
    /// The five leading nations, in medal-table order.
    public var medalWinners: [MedalWinner]

    public init(year: Int, season: Season, host: String, country: String, flag: String, medalWinners: [MedalWinner]) {
        self.year = year
        self.season = season
        self.host = host
        self.country = country
        self.flag = flag
        self.medalWinners = medalWinners
    }

    /// "London 2012": the Games as the lists and the medal table name them.
    public var hostAndYear: String { "\(host) \(year)" }

    /// "Summer 2012".
    public var seasonAndYear: String { "\(season.title) \(year)" }
}
