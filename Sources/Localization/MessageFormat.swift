/// Fills the placeholders of a translated message, C-format style, so a
/// translation can move the values: `%s` (the next value), `%1$s`, `%2$s`
/// (the value at that position) and `%%`. `%d` and `%1$d` take a value too:
/// numbers are formatted before (see `LocaleNumber`).
public enum MessageFormat {
    public static func fill(_ template: String, _ values: String...) -> String {
        fill(template, values)
    }

    public static func fill(_ template: String, _ values: [String]) -> String {
        var output = ""
        var next = 0
        var characters = template[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                characters = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let conversion = rest.first, conversion == "s" || conversion == "d" else {
                // Not a placeholder this knows: kept as written.
                output += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let index = position ?? next
            next = index + 1
            output += values.indices.contains(index) ? values[index] : ""
            characters = rest.dropFirst()
        }
        return output + characters
    }
}
