/// One nation's medals at one Games.
public struct MedalWinner: Sendable, Hashable, Codable {
    public var country: String
    /// Flag file name without `.svg` (ISO 3166 code, or `olympic`, `su`, `dd`, `yu`, `eua`).
    public var flag: String
    public var gold: Int
    public var silver: Int
    public var bronze: Int

    public init(country: String, flag: String, gold: Int, silver: Int, bronze: Int) {
        self.country = country
        self.flag = flag
        self.gold = gold
        self.silver = silver
        self.bronze = bronze
    }
}
