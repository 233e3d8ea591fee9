import CMalloc

#if canImport(Glibc)
    import Glibc
#endif

/// The process's memory: resident (from /proc/self/status), and the part of
/// the C heap in use, which a leak grows whatever the allocator keeps mapped.
enum ProcessMemory {
    /// Bytes handed out by malloc and not yet freed, in KiB (glibc's
    /// `mallinfo2`: every arena and the blocks it mapped on its own).
    static func heapInUseKilobytes() -> Int {
        let info = mallinfo2()
        return (Int(info.uordblks) + Int(info.hblkhd)) / 1024
    }

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
