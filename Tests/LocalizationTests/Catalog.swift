import Localization

/// The build tree's compiled catalogs (`make build`, `scripts/po.sh`), bound
/// once for the tests of this target.
enum Catalog {
    /// `<repo>/.build/locale`, from this file's place in `Tests/LocalizationTests`.
    static let folder: String = {
        var path = #filePath
        for _ in 0..<3 {
            guard let slash = path.lastIndex(of: "/") else { break }
            path = String(path[..<slash])
        }
        return path + "/.build/locale"
    }()

    /// Binds the app's and iso-codes' domains; safe to call from every test.
    static func bind() {
        _ = bound
    }

    private static let bound: Bool = {
        Localization.bind(localeFolder: folder)
        return true
    }()
}
