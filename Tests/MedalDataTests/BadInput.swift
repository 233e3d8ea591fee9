import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A kind of bad data file, made for real in a temporary folder, with the
/// words a loader must use for it: every loader refuses these the same way.
enum BadInput: String, CaseIterable, Sendable {
    case missing
    case missingFolder
    case pathThroughAFile
    case danglingLink
    case folder
    case linkToFolder
    case pipe
    case deviceZero
    case tooLarge
    case justOverTheLimit
    case empty
    case blank
    case invalidUTF8
    case invalidJSON

    /// Makes the input in `folder` and returns the path a loader is given.
    func make(in folder: TemporaryFolder) throws -> String {
        let path = folder.file("data.json")
        switch self {
        case .missing: return path
        case .missingFolder: return folder.file("nowhere/data.json")
        case .pathThroughAFile: return try folder.write("{}", to: "plain") + "/data.json"
        case .danglingLink: try Self.check(symlink(folder.file("gone.json"), path))
        case .folder: return folder.path
        case .linkToFolder: try Self.check(symlink(folder.path, path))
        case .pipe: try Self.check(mkfifo(path, 0o644))
        case .deviceZero: return "/dev/zero"
        case .tooLarge: try Self.makeSparse(path, size: 20 << 20)
        case .justOverTheLimit: try Self.makeSparse(path, size: (16 << 20) + 1)
        case .empty: try folder.write("", to: "data.json")
        case .blank: try folder.write(" \n\t\r\n", to: "data.json")
        case .invalidUTF8: try folder.write(Array("{\n  \"name\": \"Zürich ".utf8) + [0xFF] + Array("\"\n}".utf8), to: "data.json")
        case .invalidJSON: try folder.write("{\n  \"name\": \"x\",\n}", to: "data.json")
        }
        return path
    }

    /// The problem the loader must report, after "Could not load PATH: ".
    var problem: String {
        switch self {
        case .missing, .missingFolder: "the file does not exist"
        case .pathThroughAFile: "the file does not exist (part of its path is a file, not a folder)"
        case .danglingLink: "it is a symbolic link to a file that does not exist"
        case .folder, .linkToFolder: "it is a folder"
        case .pipe, .deviceZero: "it is not a regular file"
        case .tooLarge: "the file is too large (20 MiB; at most 16 MiB)"
        case .justOverTheLimit: "the file is too large (16.1 MiB; at most 16 MiB)"
        case .empty, .blank: "the file is empty"
        case .invalidUTF8: "the file is not valid UTF-8 at line 2, column 19"
        case .invalidJSON: "it is not valid JSON (an extra comma before '}' at line 2, column 14)"
        }
    }

    /// Words no message may hold: they come from raw error values.
    static let rawErrorWords = ["Error", "error", "userInfo", "Swift.", "Array<", "Dictionary<", "Optional", "NSFilePath", "Code="]

    private static func check(_ result: Int32) throws {
        guard result == 0 else { throw TemporaryFolder.CreationFailed() }
    }

    /// A file of `size` bytes that takes no room on disk.
    private static func makeSparse(_ path: String, size: Int) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw TemporaryFolder.CreationFailed() }
        defer { close(descriptor) }
        try check(ftruncate(descriptor, off_t(size)))
    }
}
