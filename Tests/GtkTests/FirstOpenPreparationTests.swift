import CGtk
import CMedalCount
@_spi(Benchmark) @_spi(GLib) import GtkStage
import Testing

@testable import MedalCountKit

/// What the first frame does not show is made after it: the lists' flags and
/// what only a process's first list would pay for (country names, fonts).
/// A list's rows are made when it is opened, as many as it shows.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct FirstOpenPreparationTests {
    @Test func workWaitsForTheFirstFrameThenRunsOnce() {
        GtkHarness.prepare()
        let window = gtk_window_new()!
        defer { gtk_window_destroy(gcast(window)) }
        let firstFrame = FirstFrame(of: window)
        var runs = 0
        firstFrame.then { runs += 1 }
        GtkHarness.pumpIdle()
        #expect(runs == 0, "ran before the window was even shown")
        gtk_window_present(gcast(window))
        #expect(GtkHarness.pump { runs == 1 }, "never ran after the first frame")
        #expect(firstFrame.hasPassed)
        var later = false
        firstFrame.then { later = true }
        #expect(later, "work handed over after the first frame waits")
        GtkHarness.pumpFrames(3, of: window)
        #expect(runs == 1, "ran again on later frames")
    }

    @Test func theMainScreenPreparesAfterItsFirstFrameAndKeepsNothing() throws {
        GtkHarness.prepare()
        GtkHarness.pumpIdle()  // screens earlier tests let go on idle
        let liveBefore = LiveObjects.count(.viewController)
        let window = TestWindow()
        let main = window.mainScreen
        #expect(GtkHarness.pump(timeout: 30) { main.isPreparedForFirstOpen }, "the first open was never prepared")
        #expect(main.flags.prerendersPending == 0)
        // The rehearsal list is let go: only the window's main screen is alive.
        #expect(LiveObjects.count(.viewController) == liveBefore + 1)

        main.showGames(.summer)
        window.waitUntil(.presented)
        let list = try #require(main.presentedViewController as? GamesListScreen)
        #expect(list.season == .summer)
        #expect(list.rowsMade == list.games.count, "the list opened without a row for each of its \(list.games.count) Games")
        #expect(list.rowWidget(at: 0) != nil)
        main.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }
}
