import CIntl

/// Whole numbers as the current locale writes them: thousands grouped with
/// its separator ("12,345" in English, "12.345" in German; no grouping under C).
public enum LocaleNumber {
    public static func grouped(_ number: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = buffer.withUnsafeMutableBufferPointer { storage in
            cintl_format_grouped(number, storage.baseAddress, storage.count)
        }
        guard length > 0, Int(length) < buffer.count else { return String(number) }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
