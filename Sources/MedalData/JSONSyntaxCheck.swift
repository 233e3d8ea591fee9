/// Finds where a JSON text stops being valid, for error messages: the
/// decoder only says "not valid JSON", which does not tell a person where
/// to look. A small recursive-descent scan, not a parser: it builds nothing.
struct JSONSyntaxCheck {
    /// Where and why the text is not JSON.
    struct Failure: Equatable {
        var line: Int
        var column: Int
        var reason: String

        var description: String { "\(reason) at line \(line), column \(column)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first syntax error in `bytes`, or nil if they are valid JSON.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes)
        guard let reason = check.document() else { return nil }
        return check.failure(reason)
    }

    private func failure(_ reason: String) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(line: line, column: column, reason: reason)
    }

    private mutating func document() -> String? {
        if let error = value() { return error }
        skipSpace()
        return index < bytes.count ? "unexpected text after the end" : nil
    }

    private mutating func value() -> String? {
        skipSpace()
        guard index < bytes.count else { return "the file ends too early" }
        switch bytes[index] {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return "unexpected character"
        }
    }

    private mutating func container(close: UInt8, keyed: Bool) -> String? {
        depth += 1
        defer { depth -= 1 }
        if depth > 512 { return "nesting too deep" }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == close {
            index += 1
            return nil
        }
        while true {
            if keyed {
                skipSpace()
                guard index < bytes.count else { return "the file ends too early" }
                guard bytes[index] == UInt8(ascii: "\"") else { return "expected a quoted key" }
                if let error = string() { return error }
                skipSpace()
                guard index < bytes.count else { return "the file ends too early" }
                guard bytes[index] == UInt8(ascii: ":") else { return "expected ':' after a key" }
                index += 1
            }
            if let error = value() { return error }
            skipSpace()
            guard index < bytes.count else { return "the file ends too early" }
            if bytes[index] == close {
                index += 1
                return nil
            }
            guard bytes[index] == UInt8(ascii: ",") else { return "expected ',' or '\(Character(Unicode.Scalar(close)))'" }
            index += 1
        }
    }

    private mutating func string() -> String? {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                index += 2
            case 0..<0x20:
                return "control character in a string"
            default:
                index += 1
            }
        }
        return "the file ends inside a string"
    }

    private mutating func literal(_ word: String) -> String? {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else { return "unexpected character" }
            index += 1
        }
        return nil
    }

    private mutating func number() -> String? {
        let start = index
        let allowed = Set("+-.eE0123456789".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        return index > start ? nil : "unexpected character"
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
