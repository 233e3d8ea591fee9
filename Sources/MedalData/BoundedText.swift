/// Names from a data file cut to a length a window can show: a longer one
/// would cost the text layout its whole length however little of it fits
/// (a host name of a million characters kept the window from opening).
public enum BoundedText {
    /// The most characters of a name that are kept. The longest real ones
    /// are about 50 ("United Kingdom of Great Britain and Northern Ireland").
    public static let longestName = 120

    /// `text`, or its first `longestName` characters and an ellipsis, with
    /// how many characters it had when it was cut.
    public static func bounded(_ text: String) -> (text: String, cutFrom: Int?) {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex {
            if count == longestName {
                return (String(text[..<end]) + "…", text.count)
            }
            end = text.index(after: end)
            count += 1
        }
        return (text, nil)
    }

    /// "1,048,576": a count with its thousands grouped, for a message.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
