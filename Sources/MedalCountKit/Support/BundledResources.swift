import CGtk
import CMedalCount
import CResources
import MedalData

/// The files compiled into the binary (stylesheet, pictures, icons, herbs'
/// data), named as under `Resources/` and `data/`.
public enum BundledResources {
    /// Where the bundle's files are: the application ID as a path, so that
    /// GtkApplication finds `icons/` under it by itself.
    public static let prefix = "/io/github/medalcount/MedalCount"

    /// The bundle, registered with GIO on first use.
    private static let registered: Void = medal_resources_register()

    /// The path of `name` inside the bundle, for GTK's `*_from_resource`.
    public static func path(_ name: String) -> String {
        _ = registered
        return prefix + "/" + name
    }

    /// `resource://` URI of `name`, for anything that opens a GFile (librsvg).
    public static func uri(_ name: String) -> String { "resource://" + path(name) }

    /// Whether the bundle holds `name`.
    public static func contains(_ name: String) -> Bool {
        g_resources_get_info(path(name), CGTK_RESOURCE_LOOKUP_NONE, nil, nil, nil) != 0
    }

    /// What the Beginner Cook shows: the herbs of the bundled `herbs.json`.
    public static func herbs() throws(DataFileError) -> [Herb] {
        let file = "herbs.json (built into the app)"
        guard let bytes = bytes("herbs.json") else {
            throw DataFileError(file: file, problem: "the app was built without it")
        }
        return try HerbsLoader.load(bytes: bytes, file: file)
    }

    /// The bytes of `name`, or nil if the bundle does not hold it.
    public static func bytes(_ name: String) -> [UInt8]? {
        guard let bytes = g_resources_lookup_data(path(name), CGTK_RESOURCE_LOOKUP_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size = 0
        guard let start = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: size))
    }
}
