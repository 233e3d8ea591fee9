/// Says why a JSON number cannot be read into an `Int`, the only kind of
/// number in the app's data: the decoder reports such a number only as
/// "not valid JSON", with no place.
enum JSONNumberText {
    /// Nil if `text`, a number as the JSON grammar allows it, is a whole
    /// number that fits in an `Int` (`3`, `3.0` and `3e0` all are); else
    /// what is wrong with it ("the number 1.5 is not a whole number").
    static func wholeNumberProblem(_ text: ArraySlice<UInt8>) -> String? {
        let string = String(decoding: text, as: UTF8.self)
        if Int(string) != nil { return nil }
        let shown = string.count > 24 ? String(string.prefix(24)) + "…" : string
        let hasFractionOrExponent = text.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        // Int's range as Doubles: -2^63 is one, 2^63 is just past the end.
        // Plain digits that `Int` refused are out of range, however they round.
        let value = Double(string) ?? .infinity
        let fits = hasFractionOrExponent && value >= -9_223_372_036_854_775_808.0 && value < 9_223_372_036_854_775_808.0
        if fits, value.rounded() == value { return nil }
        if fits || value.isNaN { return "the number \(shown) is not a whole number" }
        return "the number \(shown) is too \(string.hasPrefix("-") ? "small" : "large")"
    }
}
