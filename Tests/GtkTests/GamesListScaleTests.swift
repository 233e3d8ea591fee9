import CGtk
import CIndexList
import CSvgPicture
import GtkStage
import MedalData
import Testing

@testable import MedalCountKit

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
        let list = GamesListScreen(season: .summer, games: Self.games(count), flags: FlagImages())
        let window = try #require(gtk_window_new())
        gtk_window_set_default_size(gcast(window), 360, height)
        gtk_window_set_child(gcast(window), list.view)
        gtk_window_present(gcast(window))
        GtkHarness.pump { gtk_widget_get_mapped(list.listWidget) != 0 && list.rowsMade > 0 }
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
        return try #require(gtk_no_selection_get_model(selection))
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
