import FoundationEssentials

/// Turns a `DecodingError` into words a person can act on, with the place in
/// the file written as a path such as `summer[3].medalWinners[0].gold`.
enum DecodingProblem {
    static func describe(_ error: DecodingError, data: Data) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case let .typeMismatch(type, context):
            return "\(place(context.codingPath)) should be \(noun(for: type))"
        case let .valueNotFound(type, context):
            return "\(place(context.codingPath)) is null, expected \(noun(for: type))"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                if let failure = JSONSyntaxCheck.firstError(in: Array(data)) {
                    return "it is not valid JSON (\(failure.description))"
                }
                return "it is not valid JSON (\(underlyingReason(context)))"
            }
            return "\(place(context.codingPath)) is not valid: \(context.debugDescription)"
        @unknown default:
            return "it could not be decoded (\(error))"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        if path.isEmpty { return "the top level" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func noun(for type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is Season.Type: "\"summer\" or \"winter\""
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    private static func underlyingReason(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError {
            return String(describing: underlying)
        }
        return context.debugDescription
    }
}
