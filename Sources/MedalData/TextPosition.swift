/// A place in a text file as an editor shows it: a line and a column, both
/// counted from 1, where a column counts characters (Unicode scalars), not bytes.
struct TextPosition: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int

    /// The position of the byte at `offset` in UTF-8 `bytes`. A byte order
    /// mark at the start is not counted: editors do not show it.
    init(of offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        let start = bytes.starts(with: TextPosition.byteOrderMark) ? TextPosition.byteOrderMark.count : 0
        for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The UTF-8 byte order mark, which JSON readers may skip.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// "line 3, column 14".
    var description: String { "line \(line), column \(column)" }
}
