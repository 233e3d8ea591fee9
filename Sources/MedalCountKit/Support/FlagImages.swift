import CGtk
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage

/// Chooses the SVG file of each flag and makes pictures of it.
///
/// Flags come from Debian's iso-flags-svg package; the historical flags it
/// lacks (`su`, `dd`, `yu`, and `eua` for the United Team of Germany) are
/// drawn in `Resources/flags/`, built into the app and looked in first. A flag that cannot
/// be found or drawn shows the neutral placeholder. Pictures are drawn by
/// librsvg at the size and scale they are shown at (`Widgets.picture`).
@MainActor
final class FlagImages {
    /// The sizes a flag is shown at.
    enum Scale {
        case row  // list rows and the medal table
        case hero  // the main screen's large flag

        /// The natural size of a picture, in logical pixels (a row's is also its drawn size).
        var size: (width: Int32, height: Int32) {
            switch self {
            case .row: (48, 36)
            case .hero: (640, 480)
            }
        }
    }

    static let systemFolder = "/usr/share/iso-flags-svg/country-4x3"

    private let systemFolder: String

    init(systemFolder: String = FlagImages.systemFolder) {
        self.systemFolder = systemFolder
    }

    /// The file (a path or a `resource://` URI) to show for `code`, or the
    /// placeholder's; looked for once per code (a list row asks on every bind).
    func path(for code: String) -> String {
        if let known = paths[code] { return known }
        let found: String
        if BundledResources.contains("flags/\(code).svg") {
            found = BundledResources.uri("flags/\(code).svg")
        } else {
            let system = code == "olympic" ? systemFolder + "/_olympic.svg" : systemFolder + "/\(code).svg"
            found = access(system, R_OK) == 0 ? system : placeholderPath
        }
        paths[code] = found
        return found
    }

    /// The files found by `path(for:)`, by code.
    private var paths: [String: String] = [:]

    var placeholderPath: String { BundledResources.uri("flags/placeholder.svg") }

    /// The scale factor of the window the flags are shown in (nil before it
    /// is known, or once it is gone); the main screen sets it.
    var scaleFactor: @MainActor () -> Int32? = { nil }

    /// Renders the flags for `codes` at `scale`'s size, one per idle moment,
    /// so that the first list to show them finds them made and does not
    /// stall its slide-in frame. The first waits for `start` (the main
    /// screen's first frame: none of them is in it); `finished` runs after
    /// the last, on idle too.
    func prerender(
        _ codes: [String], scale: Scale,
        start: (@escaping @MainActor () -> Void) -> Void = { $0() },
        finished: @escaping @MainActor () -> Void = {}
    ) {
        var remaining = codes[...]
        prerendersPending += codes.count
        func next() {
            guard scaleFactor() != nil, let code = remaining.popFirst() else {
                prerendersPending -= remaining.count
                remaining = []
                finished()
                return
            }
            prerender(code, scale: scale)
            prerendersPending -= 1
            Idle.once(priority: G_PRIORITY_LOW) { next() }
        }
        start { Idle.once(priority: G_PRIORITY_LOW) { next() } }
    }

    /// Renders the flag for `code` at `scale`'s size into the pictures'
    /// cache, unless it is there already.
    private func prerender(_ code: String, scale: Scale) {
        guard let factor = scaleFactor() else { return }
        medal_svg_picture_prerender(
            path(for: code), placeholderPath, GTK_CONTENT_FIT_CONTAIN,
            scale.size.width, scale.size.height, factor)
    }

    /// How many flags are still to be prerendered.
    private(set) var prerendersPending = 0

    /// A picture of the flag, named for assistive technology. A row flag is
    /// drawn at its natural size: its rendering is made now if it was not
    /// prerendered, before the transition that shows it starts, not in its
    /// first frame.
    func picture(for code: String, country: String, scale: Scale) -> WidgetPointer {
        if scale == .row { prerender(code, scale: scale) }
        return Widgets.picture(file: path(for: code), name: country, fallback: placeholderPath, naturalSize: scale.size)
    }

    /// Shows the flag for `code` in `picture` (one `picture(for:)` made, or
    /// a recycled list row's), named for assistive technology.
    func show(_ code: String, country: String, scale: Scale, in picture: WidgetPointer) {
        if scale == .row { prerender(code, scale: scale) }
        medal_svg_picture_set_file(gcast(picture), path(for: code))
        cgtk_accessible_set_label(picture, country)
        cgtk_accessible_set_description(picture, country)
    }
}
