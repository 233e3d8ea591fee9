import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the bytes of a data file, refusing anything that is not a regular
/// file (a folder, a pipe, a device) before reading it, and any file larger
/// than the app's data could be.
enum DataFileReader {
    /// The most a data file may hold: the shipped ones hold a few dozen KiB.
    static let maximumSize = 16 * mebibyte

    private static let mebibyte = 1 << 20

    /// The bytes of the file at `path`, or the problem, in words.
    static func read(_ path: String) throws(DataFileError) -> Data {
        // Follows symbolic links: a link to a regular file is fine.
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw DataFileError(file: path, problem: pathProblem(errno, path: path))
        }
        if let problem = refusal(info) {
            throw DataFileError(file: path, problem: problem)
        }
        // Non-blocking, so that a pipe put there since `stat` cannot hang the
        // app before `fstat` refuses it; it changes nothing for a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw DataFileError(file: path, problem: pathProblem(errno, path: path))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else {
            throw DataFileError(file: path, problem: cannotRead(errno))
        }
        if let problem = refusal(info) {
            throw DataFileError(file: path, problem: problem)
        }
        return try readAll(descriptor, sizeHint: Int(info.st_size), path: path)
    }

    /// Reads until the end, or one byte past `maximumSize`: some files (those
    /// under /proc) say they are empty and are not, so `sizeHint` is only a
    /// first guess.
    private static func readAll(_ descriptor: Int32, sizeHint: Int, path: String) throws(DataFileError) -> Data {
        let limit = maximumSize + 1
        var bytes = [UInt8](repeating: 0, count: min(max(sizeHint + 1, 4096), limit))
        var total = 0
        while true {
            if total == bytes.count {
                guard bytes.count < limit else { break }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - bytes.count))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw DataFileError(file: path, problem: cannotRead(errno))
            }
            total += count
        }
        if total > maximumSize {
            throw DataFileError(file: path, problem: "the file is too large (at most \(size(maximumSize)))")
        }
        return Data(bytes[..<total])
    }

    /// Why a file of this kind and size is not read, or nil.
    private static func refusal(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard info.st_size > maximumSize else { return nil }
            return "the file is too large (\(size(Int(info.st_size))); at most \(size(maximumSize)))"
        case S_IFDIR:
            return "it is a folder"
        default:
            return "it is not a regular file"
        }
    }

    /// "4 MiB", "4.1 MiB": tenths rounded up, so a file just over the limit
    /// never reads as the limit itself.
    private static func size(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + mebibyte - 1) / mebibyte
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }

    /// Why `stat` or `open` failed, for a person.
    private static func pathProblem(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            var link = stat()
            let dangling = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
            return dangling ? "it is a symbolic link to a file that does not exist" : "the file does not exist"
        case ENOTDIR: return "the file does not exist (part of its path is a file, not a folder)"
        case EACCES, EPERM: return "the file cannot be read: permission denied"
        case ELOOP: return "the file cannot be read: its symbolic links go round in a loop"
        case ENAMETOOLONG: return "the file cannot be read: its path is too long"
        default: return cannotRead(code)
        }
    }

    /// "the file cannot be read: input/output error", in the system's words.
    private static func cannotRead(_ code: Int32) -> String {
        guard let text = strerror(code).map({ String(cString: $0) }), let first = text.first else {
            return "the file cannot be read"
        }
        return "the file cannot be read: \(first.lowercased())\(text.dropFirst())"
    }
}
