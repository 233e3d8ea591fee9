#if canImport(Glibc)
    import Glibc
#endif

/// Where the files the app keeps on disk are (the replaceable `games.json`,
/// the translations, the settings schema), found from the executable's
/// location so the app runs from any working directory: the source tree
/// (`swift run`, `.build/.../MedalCount`) or an installed copy
/// (`PREFIX/bin/MedalCount` with `PREFIX/share/medalcount/`). Everything else
/// is built into the binary (`BundledResources`).
public struct AppPaths: Sendable, Equatable {
    /// The folder of `games.json`.
    public let data: String
    /// The compiled catalogs, `<lang>/LC_MESSAGES/medalcount.mo`: the build
    /// tree's `.build/locale` in the source tree, `PREFIX/share/locale` installed.
    public let locale: String
    /// The compiled GSettings schema (`gschemas.compiled`): the build tree's
    /// `.build/schemas`, or `PREFIX/share/glib-2.0/schemas` installed.
    public let schemas: String

    public init(data: String, locale: String, schemas: String = "") {
        self.data = data
        self.locale = locale
        self.schemas = schemas
    }

    /// The folder that holds `data/`; the
    /// catalogs and the schema are beside it (`PREFIX/share/locale`,
    /// `PREFIX/share/glib-2.0/schemas`) when it is an installed
    /// `share/medalcount`, else in its `.build/locale` and `.build/schemas`.
    public init(root: String) {
        let installedSuffix = "/share/medalcount"
        let installed = root.hasSuffix(installedSuffix)
        let share = String(root.dropLast(installedSuffix.count)) + "/share"
        self.init(
            data: root + "/data",
            locale: installed ? share + "/locale" : root + "/.build/locale",
            schemas: installed ? share + "/glib-2.0/schemas" : root + "/.build/schemas")
    }

    /// `games.json` in the data folder.
    public var gamesFile: String { data + "/games.json" }

    /// The file that marks a folder as the app's.
    static let marker = "data/games.json"

    /// Looks from `executable`'s folder up to `/` for a root holding
    /// `data/games.json`, directly or as `share/medalcount/`.
    public static func locate(fromExecutable executable: String, exists: (String) -> Bool) -> AppPaths? {
        var folder = parent(of: executable)
        while !folder.isEmpty {
            for root in [folder, folder + "/share/medalcount"] where exists(root + "/" + marker) {
                return AppPaths(root: root)
            }
            if folder == "/" { break }
            folder = parent(of: folder)
        }
        return nil
    }

    /// The paths for this process: `MEDALCOUNT_ROOT` if set, else found from
    /// the executable, else beside it as if installed (`../share/medalcount`),
    /// where a moved binary's missing `games.json` is then reported by name.
    public static func current() -> AppPaths {
        if let root = getenv("MEDALCOUNT_ROOT").map({ String(cString: $0) }), !root.isEmpty {
            return AppPaths(root: root)
        }
        let executable = executablePath() ?? "/usr/local/bin/MedalCount"
        return locate(fromExecutable: executable, exists: { access($0, F_OK) == 0 })
            ?? AppPaths(root: parent(of: parent(of: executable)) + "/share/medalcount")
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}
