#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory, from /proc/self/status.
enum ProcessMemory {
    static func residentKilobytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0
            }
        }
        return 0
    }
}
