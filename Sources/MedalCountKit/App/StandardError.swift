#if canImport(Glibc)
    import Glibc
#endif

/// Writes messages for people to the process's standard error.
package enum StandardError {
    /// Writes `line` and a line break, at once (standard error is unbuffered).
    package static func write(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
    }
}
