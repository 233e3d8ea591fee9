import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalCountKit
import MedalData
import Testing

/// The Medal Count window in German, built on this thread under
/// `de_DE.UTF-8` (`Localization.withLocale`) so the other tests of the
/// process keep the C locale: the buttons, a list's title and the medal
/// table's countries come from the build tree's catalog and iso-codes.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct TranslatedWindowTests {
    private struct Seen {
        var summer = ""
        var winter = ""
        var medalCount = ""
        var listTitle: String?
        var mainLabels: [String] = []
        var tableLabels: [String] = []
    }

    private func buttonLabel(_ button: WidgetPointer) -> String {
        gtk_button_get_label(gcast(button)).map { String(cString: $0) } ?? ""
    }

    /// Opens the window under `locale`, lists the Winter Games, picks the
    /// Summer 1988 Games (the Soviet Union and East Germany lead) and shows
    /// its medal table; returns what it showed.
    private func walk(under locale: String) throws -> Seen? {
        Translations.bind(paths: AppPaths.current())
        let games = try GamesLoader.load(from: AppPaths.current().gamesFile)
        let seoul = try #require(games.summer.first { $0.year == 1988 })
        return Localization.withLocale(locale) {
            var seen = Seen()
            let window = TestWindow()
            seen.summer = buttonLabel(window.mainScreen.summerButton)
            seen.winter = buttonLabel(window.mainScreen.winterButton)
            window.mainScreen.showGames(.winter)
            window.waitUntil(.presented)
            seen.listTitle = window.mainScreen.presentedViewController?.title
            window.mainScreen.select(seoul)
            window.waitUntil(.dismissed)
            seen.medalCount = buttonLabel(window.mainScreen.medalCountButton)
            seen.mainLabels = GtkHarness.labels(under: window.mainScreen.view)
            window.mainScreen.showMedalCount()
            window.waitUntil(.presented)
            if let table = window.mainScreen.presentedViewController?.view {
                seen.tableLabels = GtkHarness.labels(under: table)
            }
            return seen
        }
    }

    @Test func theWindowSpeaksGerman() throws {
        let seen = try #require(try walk(under: "de_DE.UTF-8"), "de_DE.UTF-8 is not installed: run scripts/setup.sh")
        #expect(seen.summer == "Sommer")
        #expect(seen.winter == "Winter")
        #expect(seen.listTitle == "Winterspiele")
        #expect(seen.medalCount == "Medaillenspiegel")
        #expect(seen.mainLabels.contains("Sommer 1988"), "\(seen.mainLabels)")
        // Host cities stay as the data has them.
        #expect(seen.mainLabels.contains("Seoul"), "\(seen.mainLabels)")
        #expect(seen.tableLabels.contains("UdSSR"), "\(seen.tableLabels)")
        #expect(seen.tableLabels.contains("Deutsche Demokratische Republik"), "\(seen.tableLabels)")
        #expect(seen.tableLabels.contains("Vereinigte Staaten"), "\(seen.tableLabels)")
        #expect(!seen.tableLabels.contains("United States"), "\(seen.tableLabels)")
    }

    @Test func theWindowSpeaksHebrew() throws {
        let seen = try #require(try walk(under: "he_IL.UTF-8"), "he_IL.UTF-8 is not installed: run scripts/setup.sh")
        #expect(seen.summer == "קיץ")
        #expect(seen.winter == "חורף")
        #expect(seen.listTitle == "משחקי החורף")
        #expect(seen.tableLabels.contains("ברית המועצות"), "\(seen.tableLabels)")
    }

    @Test func underTheCLocaleItStaysEnglish() throws {
        let seen = try #require(try walk(under: "C"))
        #expect(seen.summer == "Summer")
        #expect(seen.listTitle == "Winter Games")
        #expect(seen.tableLabels.contains("Soviet Union"), "\(seen.tableLabels)")
        #expect(seen.tableLabels.contains("East Germany"), "\(seen.tableLabels)")
    }
}
