import CGtk
import GtkStage
@testable import MedalCountKit
import Testing

/// Where flags come from, and that a missing one never breaks a screen.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct FlagImagesTests {
    private let paths = AppPaths.current()

    @Test func countriesComeFromTheSystemPackage() {
        let flags = FlagImages(paths: paths)
        #expect(flags.path(for: "gb") == "/usr/share/iso-flags-svg/country-4x3/gb.svg")
        #expect(flags.path(for: "olympic") == "/usr/share/iso-flags-svg/country-4x3/_olympic.svg")
    }

    @Test(arguments: ["su", "dd", "yu", "eua"])
    func historicalFlagsAreDrawnByTheProject(code: String) {
        #expect(FlagImages(paths: paths).path(for: code) == paths.resource("flags/\(code).svg"))
    }

    @Test func anUnknownFlagShowsThePlaceholder() {
        let flags = FlagImages(paths: paths)
        #expect(flags.path(for: "qq") == flags.placeholderPath)
        #expect(flags.texture(for: "qq", scale: .row) != nil)
    }

    @Test func aMissingPackageFallsBackToThePlaceholder() {
        let flags = FlagImages(paths: paths, systemFolder: "/nonexistent")
        #expect(flags.path(for: "gb") == flags.placeholderPath)
    }

    @Test func flagsThatOpenWithALongCommentStillDecode() throws {
        // gb.svg opens with a long licence comment, past gdk-pixbuf's format sniffing.
        GtkHarness.prepare()
        let flags = FlagImages(paths: paths)
        let texture = try #require(flags.texture(for: "gb", scale: .row))
        #expect(gdk_texture_get_width(texture) == 48)
        #expect(flags.texture(for: "gb", scale: .row) == texture, "decoded twice")
    }
}
