import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A bad games file is reported in the window, and the app keeps running.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct LoadErrorTests {
    @Test func missingFileIsNamedInTheWindow() {
        var options = LaunchOptions()
        options.gamesFile = "/nonexistent/games.json"
        let window = TestWindow(options: options)
        let text = GtkHarness.labels(under: window.mainScreen.view).joined(separator: "\n")
        #expect(text.contains("/nonexistent/games.json: the file does not exist"), "\(text)")
        #expect(gtk_widget_get_sensitive(window.mainScreen.summerButton) == 0)
        window.mainScreen.showGames(.summer)
        window.frames(2)
        #expect(window.stage.presenter.activeCount == 0)
    }

    @Test func malformedFileIsNamedInTheWindow() throws {
        let path = "/tmp/broken-games-\(getpid()).json"
        let file = try #require(fopen(path, "w"))
        fputs(#"{"summer": [ {"year": 2012, "#, file)
        fclose(file)
        defer { unlink(path) }
        var options = LaunchOptions()
        options.gamesFile = path
        let window = TestWindow(options: options)
        let text = GtkHarness.labels(under: window.mainScreen.view).joined(separator: "\n")
        #expect(text.contains(path), "\(text)")
        #expect(text.contains("not valid JSON"), "\(text)")
    }

    /// A host name of a million characters: the window opens, the Summer
    /// list slides in with the name cut, and its row is no wider than the panel.
    @Test func aHostNameOfAMillionCharactersIsShownCut() throws {
        let path = "/tmp/long-host-\(getpid()).json"
        let winner = #"{"country": "Norway", "flag": "no", "gold": 1, "silver": 2, "bronze": 3}"#
        let winners = Array(repeating: winner, count: 5).joined(separator: ",")
        func games(_ season: String, host: String) -> String {
            #"{"year": 1994, "season": "\#(season)", "host": "\#(host)", "country": "Norway", "flag": "no", "medalWinners": [\#(winners)]}"#
        }
        let long = String(repeating: "x", count: 1_048_576)
        let json = #"{"summer": [\#(games("summer", host: long))], "winter": [\#(games("winter", host: "Lillehammer"))]}"#
        let file = try #require(fopen(path, "w"))
        fputs(json, file)
        fclose(file)
        defer { unlink(path) }
        var options = LaunchOptions()
        options.gamesFile = path
        let window = TestWindow(options: options)
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let panel = try #require(window.controller?.presentedView)
        let names = GtkHarness.labels(under: panel).filter { $0.hasPrefix("xxx") }
        #expect(names == [String(repeating: "x", count: 120) + "…"])
        #expect(gtk_widget_get_width(panel) <= gtk_widget_get_width(window.stage.widget))
    }
}
