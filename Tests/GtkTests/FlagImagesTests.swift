import CGtk
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage
import Testing

@testable import MedalCountKit

/// Where flags come from, and that a missing one never breaks a screen.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct FlagImagesTests {
    @Test func countriesComeFromTheSystemPackage() {
        let flags = FlagImages()
        #expect(flags.path(for: "gb") == "/usr/share/iso-flags-svg/country-4x3/gb.svg")
        #expect(flags.path(for: "olympic") == "/usr/share/iso-flags-svg/country-4x3/_olympic.svg")
    }

    @Test(arguments: ["su", "dd", "yu", "eua"])
    func historicalFlagsAreDrawnByTheProject(code: String) {
        #expect(FlagImages().path(for: code) == "resource:///io/github/medalcount/MedalCount/flags/\(code).svg")
    }

    @Test func anUnknownFlagShowsThePlaceholder() {
        GtkHarness.prepare()
        let flags = FlagImages()
        #expect(flags.path(for: "qq") == flags.placeholderPath)
        let picture = flags.picture(for: "qq", country: "Nowhere", scale: .row)
        g_object_ref_sink(gobject(picture))
        defer { g_object_unref(gobject(picture)) }
        #expect(shownFile(picture) == flags.placeholderPath)
    }

    @Test func aMissingPackageFallsBackToThePlaceholder() {
        let flags = FlagImages(systemFolder: "/nonexistent")
        #expect(flags.path(for: "gb") == flags.placeholderPath)
    }

    @Test func flagsThatOpenWithALongCommentStillShow() {
        // gb.svg opens with a long licence comment, past gdk-pixbuf's format sniffing.
        GtkHarness.prepare()
        let flags = FlagImages()
        let picture = flags.picture(for: "gb", country: "Great Britain", scale: .row)
        g_object_ref_sink(gobject(picture))
        defer { g_object_unref(gobject(picture)) }
        #expect(shownFile(picture) == flags.path(for: "gb"))
    }

    private func shownFile(_ picture: WidgetPointer) -> String? {
        medal_svg_picture_get_shown_file(gcast(picture)).map { String(cString: $0) }
    }
}
