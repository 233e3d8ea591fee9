/// Finds where a text stops being JSON as RFC 8259 defines it, for error
/// messages: the decoder only says "not valid JSON", which does not tell a
/// person where to look. A scan, not a parser: it builds nothing, and it keeps
/// the open brackets in a list rather than on the call stack.
struct JSONSyntaxCheck {
    /// Where and why the text is not JSON.
    struct Failure: Equatable, CustomStringConvertible {
        var position: TextPosition
        var reason: String

        init(line: Int, column: Int, reason: String) {
            self.init(position: TextPosition(line: line, column: column), reason: reason)
        }

        init(position: TextPosition, reason: String) {
            self.position = position
            self.reason = reason
        }

        var description: String { "\(reason) at \(position)" }
    }

    /// How deeply arrays and objects may nest: the decoder's own limit.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    /// Also refuse what is JSON but cannot be read into the app's data.
    private let forApp: Bool
    private var index = 0
    /// The `{` and `[` that are open, innermost last.
    private var open: [UInt8] = []

    private init(_ bytes: [UInt8], forApp: Bool) {
        self.bytes = bytes
        self.forApp = forApp
    }

    /// The first syntax error in `bytes`, or nil if they are one JSON value.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes, forApp: false)
        return check.document().map(check.failure)
    }

    /// In valid JSON, the first value the app cannot read although the
    /// grammar allows it: a number that is not a whole number that fits in
    /// an `Int`, or a `\u` escape of half a surrogate pair. Nil if none.
    static func firstUnreadableValue(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes, forApp: true)
        return check.document().map(check.failure)
    }

    private func failure(_ reason: String) -> Failure {
        Failure(position: TextPosition(of: index, in: bytes), reason: reason)
    }

    // MARK: - Structure

    private mutating func document() -> String? {
        if bytes.starts(with: TextPosition.byteOrderMark) { index = TextPosition.byteOrderMark.count }
        var needsValue = true
        while true {
            skipSpace()
            if needsValue {
                guard index < bytes.count else { return Reason.endsEarly }
                let byte = bytes[index]
                guard byte == .openBrace || byte == .openBracket else {
                    if let error = scalar() { return error }
                    needsValue = false
                    continue
                }
                guard open.count < Self.maximumDepth else { return "nested more than \(Self.maximumDepth) levels deep" }
                open.append(byte)
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == Self.closer(of: byte) {
                    open.removeLast()
                    index += 1
                    needsValue = false
                } else if byte == .openBrace, let error = key() {
                    return error
                }
                continue
            }
            guard let opener = open.last else {
                return index < bytes.count ? "unexpected text after the end" : nil
            }
            guard index < bytes.count else { return Reason.endsEarly }
            let closer = Self.closer(of: opener)
            if bytes[index] == closer {
                open.removeLast()
                index += 1
                continue
            }
            guard bytes[index] == .comma else { return "expected ',' or '\(Character(Unicode.Scalar(closer)))'" }
            let comma = index
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == closer {
                index = comma
                return "an extra comma before '\(Character(Unicode.Scalar(closer)))'"
            }
            if opener == .openBrace, let error = key() { return error }
            needsValue = true
        }
    }

    /// A quoted key and its colon.
    private mutating func key() -> String? {
        guard index < bytes.count else { return Reason.endsEarly }
        guard bytes[index] == .quote else { return "expected a quoted key" }
        if let error = string() { return error }
        skipSpace()
        guard index < bytes.count else { return Reason.endsEarly }
        guard bytes[index] == .colon else { return "expected ':' after a key" }
        index += 1
        return nil
    }

    private static func closer(of opener: UInt8) -> UInt8 {
        opener == .openBrace ? .closeBrace : .closeBracket
    }

    /// Only space, tab, line feed and carriage return are blank in JSON.
    static func isBlank(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: true
        default: false
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
    }

    // MARK: - Values without parts

    private mutating func scalar() -> String? {
        switch bytes[index] {
        case .quote: string()
        case UInt8(ascii: "t"): literal("true")
        case UInt8(ascii: "f"): literal("false")
        case UInt8(ascii: "n"): literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): number()
        default: "unexpected character"
        }
    }

    private mutating func literal(_ word: String) -> String? {
        for expected in word.utf8 {
            guard index < bytes.count else { return Reason.endsEarly }
            guard bytes[index] == expected else { return "expected \(word)" }
            index += 1
        }
        return nil
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() -> String? {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit() else { return "expected a digit after '-'" }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit() {
                index -= 1
                return "a leading zero in a number"
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit() else { return "expected a digit after '.'" }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit() else { return "expected a digit in the exponent" }
            skipDigits()
        }
        if forApp, let problem = JSONNumberText.wholeNumberProblem(bytes[start..<index]) {
            index = start
            return problem
        }
        return nil
    }

    private func isDigit() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    private mutating func skipDigits() {
        while isDigit() { index += 1 }
    }

    // MARK: - Strings

    private mutating func string() -> String? {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case .quote:
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                if let error = escape() { return error }
            case 0x0A, 0x0D:
                return "a line break inside a string"
            case 0..<0x20:
                return "a control character inside a string"
            default:
                index += 1
            }
        }
        return "the file ends inside a string"
    }

    /// One escape, `index` at its backslash: `\" \\ \/ \b \f \n \r \t \uXXXX`.
    private mutating func escape() -> String? {
        guard index + 1 < bytes.count else { return "the file ends inside a string" }
        let letter = bytes[index + 1]
        guard letter == UInt8(ascii: "u") else {
            guard Array(#""\/bfnrt"#.utf8).contains(letter) else {
                return (0x21...0x7E).contains(letter)
                    ? "unknown escape \\\(Character(Unicode.Scalar(letter))) in a string"
                    : "unknown escape in a string"
            }
            index += 2
            return nil
        }
        guard let unit = codeUnit(at: index) else { return "\\u needs four hex digits" }
        if forApp, (0xD800...0xDFFF).contains(unit) {
            let pairs = unit < 0xDC00 && codeUnit(at: index + 6).map { (0xDC00...0xDFFF).contains($0) } == true
            guard pairs else {
                return "the escape \\\(String(decoding: bytes[(index + 1)..<(index + 6)], as: UTF8.self)) is half of a surrogate pair"
            }
            index += 6
        }
        index += 6
        return nil
    }

    /// The value of `\uXXXX` whose backslash is at `at`, or nil.
    private func codeUnit(at start: Int) -> UInt16? {
        guard start + 6 <= bytes.count, bytes[start] == UInt8(ascii: "\\"), bytes[start + 1] == UInt8(ascii: "u") else { return nil }
        var value: UInt16 = 0
        for byte in bytes[(start + 2)..<(start + 6)] {
            guard let digit = Self.hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reasons given in more than one place.
    private enum Reason {
        static let endsEarly = "the file ends too early"
    }
}

extension UInt8 {
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")
}
