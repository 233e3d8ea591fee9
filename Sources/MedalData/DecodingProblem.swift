/// Turns a `DecodingError` into words a person can act on, with the place in
/// the file written as a path such as `summer[3].medalWinners[0].gold`, or as
/// a line and column where the decoder gives no path. It never shows the
/// error itself: its text names Swift types and internals.
enum DecodingProblem {
    static func describe(_ error: DecodingError, bytes: [UInt8]) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case let .typeMismatch(type, context):
            return "\(place(context.codingPath)) should be \(noun(for: type))"
        case let .valueNotFound(type, context):
            return "\(place(context.codingPath)) is null, expected \(noun(for: type))"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                return wholeFileProblem(bytes)
            }
            return "\(place(context.codingPath)) has a value the app cannot use"
        @unknown default:
            return "it could not be decoded"
        }
    }

    /// The decoder says only "not valid JSON", without a place, for JSON it
    /// cannot read into the data (a number too large for an `Int`); the
    /// text's syntax was checked before it was decoded.
    private static func wholeFileProblem(_ bytes: [UInt8]) -> String {
        if let failure = JSONSyntaxCheck.firstUnreadableValue(in: bytes) {
            return "\(failure.reason) (\(failure.position))"
        }
        return "it is JSON, but the app cannot read it"
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
        case is Int.Type: return "a whole number"
        case is Double.Type, is Float.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is String.Type: return "a string"
        case is Season.Type: return "\"summer\" or \"winter\""
        default:
            // The decoder names lists `Array<Any>` and objects `Dictionary<String, Any>`.
            return String(describing: type).hasPrefix("Array<") ? "a list" : "an object"
        }
    }
}
