import CGtk
import GtkStage
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
}
