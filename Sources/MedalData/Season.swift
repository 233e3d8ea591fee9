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
}
