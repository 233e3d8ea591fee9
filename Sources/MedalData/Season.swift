/// The season of an Olympic Games.
public enum Season: String, Sendable, Hashable, Codable, CaseIterable {
    case summer
    case winter

    /// "Summer" or "Winter", as shown to people.
    public var title: String {
        switch self {
        case .summer: "Summer"
        case .winter: "Winter"
        }
    }

    /// Decodes `"summer"` or `"winter"`; anything else, a string, a number or
    /// null, is a type mismatch naming `Season`, which the data file's error
    /// turns into `should be "summer" or "winter"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self), let season = Season(rawValue: text) else {
            throw DecodingError.typeMismatch(
                Season.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected \"summer\" or \"winter\""))
        }
        self = season
    }
}
