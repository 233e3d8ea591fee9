import FoundationEssentials
import Testing

@testable import MedalData

/// The JSON check takes exactly the texts RFC 8259 allows, and places the
/// first error where a person should look.
@Suite struct JSONSyntaxCheckTests {
    private typealias Failure = JSONSyntaxCheck.Failure

    private static func check(_ text: String) -> Failure? {
        JSONSyntaxCheck.firstError(in: Array(text.utf8))
    }

    static let validTexts: [String] = [
        "{}", "[]", "0", "-0", "7", "-12", "0.5", "1.5e+10", "-12.25E-3", "1e5", "1E-0", "10",
        "true", "false", "null", #""""#,
        #""a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\uD83D\uDE00\u0000""#,
        #""\ud800""#,  // grammatical, though no character: see `surrogateHalvesAreUnreadable`
        "\"é😀 \u{7F}\"",
        " \t\r\n[1, 2]\n",
        #"{"a": [1, {"b": null, "c": [true, false]}], "d": {}}"#,
        #"{"a": 1, "a": 2}"#,
        "\u{FEFF}{}",
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
    ]

    @Test(arguments: validTexts)
    func validTextPasses(_ text: String) {
        #expect(Self.check(text) == nil)
    }

    /// Each invalid text, with the reason and the place of its first error.
    static let invalidTexts: [(String, String, Int, Int)] = [
        // The four the old check let through.
        (#""\x""#, #"unknown escape \x in a string"#, 1, 2),
        ("-", "expected a digit after '-'", 1, 2),
        ("1.", "expected a digit after '.'", 1, 3),
        ("01", "a leading zero in a number", 1, 1),
        // Numbers.
        ("[-01]", "a leading zero in a number", 1, 3),
        ("[1.e5]", "expected a digit after '.'", 1, 4),
        ("1e", "expected a digit in the exponent", 1, 3),
        ("1e+", "expected a digit in the exponent", 1, 4),
        ("- 1", "expected a digit after '-'", 1, 2),
        ("+1", "unexpected character", 1, 1),
        (".5", "unexpected character", 1, 1),
        ("0x10", "unexpected text after the end", 1, 2),
        ("[1e5.2]", "expected ',' or ']'", 1, 5),
        // Strings.
        (#""\u12G4""#, #"\u needs four hex digits"#, 1, 2),
        (#""\u12""#, #"\u needs four hex digits"#, 1, 2),
        (#""\U0041""#, #"unknown escape \U in a string"#, 1, 2),
        (#""\'""#, #"unknown escape \' in a string"#, 1, 2),
        ("\"é\\x\"", #"unknown escape \x in a string"#, 1, 3),
        ("\"a\tb\"", "a control character inside a string", 1, 3),
        ("\"a\u{1F}\"", "a control character inside a string", 1, 3),
        ("\"ab\ncd\"", "a line break inside a string", 1, 4),
        ("\"", "the file ends inside a string", 1, 2),
        ("\"abc\\", "the file ends inside a string", 1, 5),
        ("'a'", "unexpected character", 1, 1),
        // Literals.
        ("True", "unexpected character", 1, 1),
        ("tru", "the file ends too early", 1, 4),
        ("nul1", "expected null", 1, 4),
        ("[falsy]", "expected false", 1, 6),
        ("[truex]", "expected ',' or ']'", 1, 6),
        ("NaN", "unexpected character", 1, 1),
        // Structure.
        ("", "the file ends too early", 1, 1),
        ("[", "the file ends too early", 1, 2),
        ("[1,]", "an extra comma before ']'", 1, 3),
        ("{\"a\": 1,\n}", "an extra comma before '}'", 1, 8),
        ("[,1]", "unexpected character", 1, 2),
        ("[1 2]", "expected ',' or ']'", 1, 4),
        ("{1: 2}", "expected a quoted key", 1, 2),
        (#"{"a" 1}"#, "expected ':' after a key", 1, 6),
        (#"{"a": 1 "b": 2}"#, "expected ',' or '}'", 1, 9),
        (#"{"a": 1]"#, "expected ',' or '}'", 1, 8),
        ("[1] [2]", "unexpected text after the end", 1, 5),
        ("{} x", "unexpected text after the end", 1, 4),
        // Only space, tab, line feed and carriage return are blank.
        ("\u{0C}1", "unexpected character", 1, 1),
        ("[\u{A0}1]", "unexpected character", 1, 2),
        // Places across lines count characters, not bytes.
        ("{\n  \"a\": -\n}", "expected a digit after '-'", 2, 9),
        ("[\n  \"ü\",\n  \"é😀\" 3\n]", "expected ',' or ']'", 3, 8),
        ("\u{FEFF}[x]", "unexpected character", 1, 2),
        // Nesting past the decoder's limit.
        (String(repeating: "[", count: 513), "nested more than 512 levels deep", 1, 513),
        (String(repeating: "{\"a\":", count: 600), "nested more than 512 levels deep", 1, 512 * 5 + 1),
    ]

    @Test func invalidTextsAreRefusedAndPlaced() {
        for (text, reason, line, column) in Self.invalidTexts {
            #expect(Self.check(text) == Failure(line: line, column: column, reason: reason), "\(text.prefix(40))")
        }
    }

    @Test func deepNestingDoesNotExhaustTheStack() {
        // The scan keeps open brackets in a list, so a million cost no stack.
        let text = String(repeating: "[", count: 1_000_000)
        #expect(Self.check(text)?.reason == "nested more than 512 levels deep")
    }

    @Test func theDecoderTakesWhatTheCheckTakes() {
        // Every valid text decodes; the check is the stricter of the two.
        for text in Self.validTexts {
            #expect((try? JSONDecoder().decode(Anything.self, from: Data(text.utf8))) != nil || text == #""\ud800""#, "\(text)")
        }
    }

    /// Any JSON value, read all the way down.
    private struct Anything: Decodable {
        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                while !list.isAtEnd { _ = try list.decode(Anything.self) }
            } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
                for key in object.allKeys { _ = try object.decode(Anything.self, forKey: key) }
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() || (try? single.decode(Bool.self)) != nil || (try? single.decode(Double.self)) != nil {
                    return
                }
                _ = try single.decode(String.self)
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    // MARK: - JSON the app cannot read

    private static func unreadable(_ text: String) -> Failure? {
        JSONSyntaxCheck.firstUnreadableValue(in: Array(text.utf8))
    }

    @Test func numbersThatAreNoWholeIntAreFound() {
        #expect(Self.unreadable("[1, 2.5]") == Failure(line: 1, column: 5, reason: "the number 2.5 is not a whole number"))
        #expect(Self.unreadable("[1e-2]") == Failure(line: 1, column: 2, reason: "the number 1e-2 is not a whole number"))
        #expect(Self.unreadable("[9223372036854775808]")?.reason == "the number 9223372036854775808 is too large")
        #expect(Self.unreadable("[-9223372036854775809]")?.reason == "the number -9223372036854775809 is too small")
        #expect(Self.unreadable("[1e400]")?.reason == "the number 1e400 is too large")
        #expect(Self.unreadable("[\(String(repeating: "9", count: 40))]")?.reason == "the number \(String(repeating: "9", count: 24))… is too large")
        #expect(Self.unreadable("{\"a\": \"1.5\"}") == nil)
    }

    @Test func theDecoderReadsExactlyTheNumbersFoundReadable() {
        let numbers = [
            "0", "-0", "7", "2.0", "1e2", "1E+2", "-5.00", "9223372036854775807", "-9223372036854775808",
            "2.5", "1e-2", "9223372036854775808", "-9223372036854775809", "1e19", "1e400", "12345678901234567890.0",
        ]
        for number in numbers {
            let decodes = (try? JSONDecoder().decode([Int].self, from: Data("[\(number)]".utf8))) != nil
            #expect(decodes == (Self.unreadable("[\(number)]") == nil), "\(number)")
        }
    }

    @Test func surrogateHalvesAreUnreadable() {
        #expect(Self.unreadable(#"["a\ud800"]"#) == Failure(line: 1, column: 4, reason: #"the escape \ud800 is half of a surrogate pair"#))
        #expect(Self.unreadable(#"["\uDE00\uD83D"]"#)?.reason == #"the escape \uDE00 is half of a surrogate pair"#)
        #expect(Self.unreadable(#"["\uD83Dx"]"#)?.reason == #"the escape \uD83D is half of a surrogate pair"#)
        #expect(Self.unreadable(#"["\uD83D\uDE00", "\u00e9"]"#) == nil)
        // And the decoder refuses what the check finds.
        #expect((try? JSONDecoder().decode([String].self, from: Data(#"["a\ud800"]"#.utf8))) == nil)
    }
}
