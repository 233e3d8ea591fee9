import CGtk
import CIndexList
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage
import MedalData
import Presentation
import Testing

@testable import MedalCountKit

#if canImport(Glibc)
    import Glibc
#endif

/// A Games list makes rows for what it shows, not for every Games in the
/// file: a GtkListView over the Games, its factory's rows recycled.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct GamesListScaleTests {
    /// `count` summer Games, each named after its place in the list.
    private static func games(_ count: Int) -> [Games] {
        (0..<count).map { index in
            Games(
                year: 1896 + index % 130, season: .summer, host: "Host \(index)", country: index.isMultiple(of: 2) ? "Greece" : "France",
                flag: index.isMultiple(of: 2) ? "gr" : "fr",
                medalWinners: [])
        }
    }

    /// Shows a list of `count` Games in a window of `height` and returns it, laid out.
    private func shown(_ count: Int, height: Int32 = 600) throws -> (GamesListScreen, WidgetPointer) {
        GtkHarness.prepare()
        let list = GamesListScreen(season: .summer, games: Self.games(count), flags: FlagImages(), height: Int(height))
        let window = try #require(gtk_window_new())
        gtk_window_set_default_size(gcast(window), 360, height)
        gtk_window_set_child(gcast(window), list.view)
        gtk_window_present(gcast(window))
        // Not presented, the list stands still: it counts every Games within a few frames.
        #expect(GtkHarness.pump { gtk_widget_get_mapped(list.listWidget) != 0 && list.countsEveryGames })
        GtkHarness.pumpFrames(3, of: window)
        return (list, window)
    }

    private func texts(ofRowAt position: Int, in list: GamesListScreen) -> [String]? {
        list.rowWidget(at: position).map { GtkHarness.labels(under: $0) }
    }

    @Test func twentyThousandGamesMakeNoMoreRowsThanAThousand() throws {
        let (small, smallWindow) = try shown(1_000)
        defer { gtk_window_destroy(gcast(smallWindow)) }
        let (large, largeWindow) = try shown(20_000)
        defer { gtk_window_destroy(gcast(largeWindow)) }
        // GTK's list view keeps about 200 rows made past the ones in view
        // (205 on GTK 4.8.3, 4.18.6 and 4.24.1): bounded, whatever the file holds.
        #expect(large.rowsMade == small.rowsMade, "rows made: \(large.rowsMade) for 20,000 Games, \(small.rowsMade) for 1,000")
        #expect(large.rowsMade > 0 && large.rowsMade <= 250, "20,000 Games made \(large.rowsMade) rows")
        #expect(texts(ofRowAt: 0, in: large) == ["Host 0", "1896"])
        #expect(texts(ofRowAt: 19_999, in: large) == nil, "the last row was made before it was scrolled to")
    }

    @Test func scrollingToTheEndShowsTheLastGamesInARecycledRow() throws {
        let (list, window) = try shown(20_000)
        defer { gtk_window_destroy(gcast(window)) }
        let before = list.rowsMade
        let adjustment = try #require(gtk_scrollable_get_vadjustment(gcast(list.listWidget)))
        #expect(gtk_adjustment_get_upper(adjustment) > 20_000 * 30, "the list is not as tall as its 20,000 rows")
        // What End does from the keyboard: the list view's own scroll to an item.
        // GTK does not take the floating reference of a widget class action's parameter: sunk and let go here.
        let position = g_variant_ref_sink(g_variant_new_uint32(19_999))
        defer { g_variant_unref(position) }
        gtk_widget_activate_action_variant(list.listWidget, "list.scroll-to-item", position)
        #expect(GtkHarness.pump { texts(ofRowAt: 19_999, in: list) != nil }, "the last row never showed")
        #expect(texts(ofRowAt: 19_999, in: list) == ["Host 19999", String(1896 + 19_999 % 130)])
        // The recycled row shows the last Games's flag (France's), not the one it showed before.
        let row = try #require(list.rowWidget(at: 19_999))
        let flag = try #require(PictureRendering.pictures(in: gcast(row)).first)
        let shown = medal_svg_picture_get_shown_file(gcast(flag)).map { String(cString: $0) }
        #expect(shown == FlagImages().path(for: "fr"), "the last row shows \(shown ?? "no flag")")
        #expect(texts(ofRowAt: 10_000, in: list) == nil, "a row between the two ends was made")
        #expect(list.rowsMade <= before + 10, "scrolling made \(list.rowsMade - before) new rows instead of reusing")
    }

    /// The list's model: the positions of the Games, an item made for each row shown.
    private func positions(of list: GamesListScreen) throws -> OpaquePointer {
        let selection = try #require(gtk_list_view_get_model(gcast(list.listWidget)))
        return try #require(gtk_single_selection_get_model(selection))
    }

    @Test func theModelCountsEveryGamesButMakesItemsForTheRowsOnly() throws {
        let (list, window) = try shown(20_000)
        defer { gtk_window_destroy(gcast(window)) }
        let model = try positions(of: list)
        #expect(g_list_model_get_n_items(model) == 20_000, "the model counts every Games")
        let made = medal_index_list_get_n_alive(model)
        #expect(made > 0 && Int(made) <= list.rowsMade + 10, "\(made) items for \(list.rowsMade) rows")
        let position = g_variant_ref_sink(g_variant_new_uint32(19_999))
        defer { g_variant_unref(position) }
        gtk_widget_activate_action_variant(list.listWidget, "list.scroll-to-item", position)
        #expect(GtkHarness.pump { texts(ofRowAt: 19_999, in: list) != nil })
        GtkHarness.pumpFrames(3, of: window)
        let afterScroll = medal_index_list_get_n_alive(model)
        #expect(Int(afterScroll) <= list.rowsMade + 10, "scrolled to the end, \(afterScroll) items are kept")
    }

    /// A games file of `count` summer Games (the shipped winter ones stay), written to a temporary file.
    private static func gamesFile(_ count: Int) throws -> String {
        let winner = Array(
            repeating: #"{"country": "Greece", "flag": "gr", "gold": 1, "silver": 2, "bronze": 3}"#, count: GamesCatalog.winnersPerGames
        ).joined(separator: ",")
        let summer = (0..<count).map { index in
            #"{"year": \#(1896 + index % 130), "season": "summer", "host": "Host \#(index)", "country": "Greece", "flag": "gr", "medalWinners": [\#(winner)]}"#
        }
        let winter = #"{"year": 1994, "season": "winter", "host": "Lillehammer", "country": "Norway", "flag": "no", "medalWinners": [\#(winner)]}"#
        let path = "/tmp/games-\(count)-\(getpid()).json"
        let file = try #require(fopen(path, "w"))
        fputs(#"{"summer": [\#(summer.joined(separator: ","))], "winter": [\#(winter)]}"#, file)
        fclose(file)
        return path
    }

    /// Opened from the main screen, a list of 20,000 Games slides in
    /// counting the Games of one screen and building their rows only; once
    /// it is in place it counts them all, and its last row can be scrolled
    /// to. The same again after a dismissal.
    @Test func aLongListSlidesInWithTheRowsOfOneScreen() throws {
        let path = try Self.gamesFile(20_000)
        defer { unlink(path) }
        var options = LaunchOptions()
        options.gamesFile = path
        let window = TestWindow(width: 900, height: 600, options: options)
        let main = window.mainScreen
        #expect(GtkHarness.pump(timeout: 30) { main.isPreparedForFirstOpen })
        let screenful = ScreenfulCount.rows(toFill: Int(window.stage.bounds.height))
        for _ in 0..<2 {
            main.showGames(.summer)
            let list = try #require(main.presentedViewController as? GamesListScreen)
            var slidingFrames = 0
            var mostCounted = 0
            var mostRows = 0
            let watch = TickCallback(on: window.stage.widget) { _ in
                if case .presenting = window.phase {
                    slidingFrames += 1
                    mostCounted = max(mostCounted, list.gamesCounted)
                    mostRows = max(mostRows, list.rowsMade)
                }
                return true
            }
            defer { watch.remove() }
            window.waitUntil(.presented)
            #expect(slidingFrames > 1, "the list did not slide")
            #expect(mostCounted > 0 && mostCounted <= screenful, "counted \(mostCounted) Games while sliding in")
            #expect(mostRows > 0 && mostRows <= screenful, "built \(mostRows) rows while sliding in, a screen holds \(screenful)")
            // In place, the rows come a step's worth a frame, never GTK's 200 in one.
            var rowsBefore = list.rowsMade
            var mostRowsInAFrame = 0
            let growth = TickCallback(on: window.stage.widget) { _ in
                mostRowsInAFrame = max(mostRowsInAFrame, list.rowsMade - rowsBefore)
                rowsBefore = list.rowsMade
                return true
            }
            defer { growth.remove() }
            #expect(GtkHarness.pump { list.countsEveryGames }, "counts \(list.gamesCounted) of 20,000 Games once in place")
            GtkHarness.pumpFrames(2, of: window.stage.widget)
            #expect(mostRowsInAFrame > 0 && mostRowsInAFrame <= ScreenfulCount.step + 12, "\(mostRowsInAFrame) rows made in one frame")
            GtkHarness.pumpFrames(3, of: window.stage.widget)
            #expect(list.rowsMade > screenful && list.rowsMade <= 250, "\(list.rowsMade) rows in place")
            let position = g_variant_ref_sink(g_variant_new_uint32(19_999))
            defer { g_variant_unref(position) }
            gtk_widget_activate_action_variant(list.listWidget, "list.scroll-to-item", position)
            // The catalog orders the Games by year: the last one is whichever the list holds there.
            let last = try #require(list.games.last)
            #expect(list.games.count == 20_000)
            #expect(
                GtkHarness.pump { texts(ofRowAt: 19_999, in: list) == [last.host, String(last.year)] },
                "the last row shows \(texts(ofRowAt: 19_999, in: list) ?? [])")
            main.dismiss(animated: true)
            window.waitUntil(.dismissed)
        }
    }

    /// End pressed while a long list slides in goes to its last Games, not
    /// to the last of the screenful counted so far.
    @Test(.enabled(if: RealPointer.isAvailable))
    func endWhileTheListSlidesInGoesToTheLastGames() throws {
        let path = try Self.gamesFile(20_000)
        defer { unlink(path) }
        var options = LaunchOptions()
        options.gamesFile = path
        options.timeScale = 20
        let window = TestWindow(width: 900, height: 600, options: options)
        let title = "long-list-keys"
        gtk_window_set_title(gcast(window.window.window), title)
        let main = window.mainScreen
        #expect(GtkHarness.pump(timeout: 30) { main.isPreparedForFirstOpen })
        let keyboard = try #require(RealPointer(window: title))
        main.showGames(.summer)
        let list = try #require(main.presentedViewController as? GamesListScreen)
        let root: WidgetPointer = gcast(window.window.window)
        #expect(GtkHarness.pump { gtk_widget_is_ancestor(gtk_root_get_focus(gcast(root)), list.listWidget) != 0 })
        guard case .presenting = window.phase else {
            Issue.record("the list was in place before End could be pressed: \(window.phase)")
            return
        }
        #expect(!list.countsEveryGames)
        keyboard.key("End")
        #expect(GtkHarness.pump { list.countsEveryGames }, "End did not count every Games")
        let last = list.games.count - 1
        #expect(
            GtkHarness.pump { list.rowWidget(at: last).map { gtk_widget_has_focus($0) != 0 } ?? false },
            "End did not reach the last Games")
        if case .presenting = window.phase {} else { Issue.record("the slide ended before End was handled") }
        main.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// A list that a screenful and one step hold counts all its Games from
    /// its first frame; a longer one a screenful.
    @Test func aShortListCountsEveryGamesAtOnce() {
        let screenful = ScreenfulCount.rows(toFill: 600)
        let short = GamesListScreen(season: .summer, games: Self.games(17), flags: FlagImages(), height: 600)
        #expect(short.gamesCounted == 17 && short.countsEveryGames)
        let nearly = screenful + ScreenfulCount.step
        let held = GamesListScreen(season: .summer, games: Self.games(nearly), flags: FlagImages(), height: 600)
        #expect(held.gamesCounted == nearly && held.countsEveryGames)
        let long = GamesListScreen(season: .summer, games: Self.games(nearly + 1), flags: FlagImages(), height: 600)
        #expect(long.gamesCounted == screenful && !long.countsEveryGames)
    }

    @Test func activatingARowReportsItsGames() throws {
        let (list, window) = try shown(1_000)
        defer { gtk_window_destroy(gcast(window)) }
        var picked: Games?
        list.onSelect = { picked = $0 }
        let row = try #require(list.rowWidget(at: 2))
        gtk_widget_activate(row)
        #expect(picked?.host == "Host 2")
    }
}
