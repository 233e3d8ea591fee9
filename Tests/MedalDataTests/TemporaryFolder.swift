import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh folder under /tmp for one test's files, removed with all it holds
/// when the test is done.
struct TemporaryFolder {
    let path: String

    /// Runs `body` with a new folder and removes the folder afterwards.
    static func with<Result>(_ body: (TemporaryFolder) throws -> Result) throws -> Result {
        var template = Array("/tmp/medalcount-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CreationFailed() }
        let folder = TemporaryFolder(path: String(cString: made))
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        return try body(folder)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        try Data(bytes).write(to: URL(filePath: file(name)))
        return file(name)
    }

    /// Writes `text` as UTF-8 to `name` and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    struct CreationFailed: Error {}
}
