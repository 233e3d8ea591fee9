import CGtk
import GtkStage
import MedalData
import Testing

@testable import MedalCountKit

/// The medal table is a table: a header row naming the columns, a row per
/// nation whose cells are country, gold, silver and bronze, and the focus
/// on the first nation when it opens.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct MedalTableTests {
    private func role(_ widget: WidgetPointer) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(OpaquePointer(widget))
    }

    private func children(of widget: WidgetPointer) -> [WidgetPointer] {
        var all: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            all.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return all
    }

    private func openTable(_ window: TestWindow) throws -> MedalTableScreen {
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let list = try #require(window.mainScreen.presentedViewController as? GamesListScreen)
        let london = try #require(list.games.first { $0.host == "London" })
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
        window.mainScreen.select(london)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        return try #require(window.mainScreen.presentedViewController as? MedalTableScreen)
    }

    @Test func itIsATableWithAHeaderRowAndARowPerNation() throws {
        let window = TestWindow(width: 900, height: 700)
        let screen = try openTable(window)
        let table = screen.tableWidget
        #expect(role(table) == GTK_ACCESSIBLE_ROLE_TABLE)
        let parts = children(of: table)
        try #require(parts.count == 2, "a header row and the nations' rows")
        #expect(role(parts[0]) == GTK_ACCESSIBLE_ROLE_ROW)
        let headers = children(of: parts[0])
        #expect(headers.map(role) == Array(repeating: GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, count: 4))
        #expect(GtkHarness.labels(under: parts[0]) == ["Country", "Gold", "Silver", "Bronze"])
        #expect(screen.nationRows.count == 5)
        #expect(screen.nationRows.allSatisfy { role($0) == GTK_ACCESSIBLE_ROLE_ROW })
        let first = try #require(screen.nationRows.first)
        #expect(GtkHarness.labels(under: first) == ["United States", "46", "28", "29"])
        let cells = try #require(gtk_widget_get_first_child(first)).pipe(children(of:))
        #expect(cells.map(role) == Array(repeating: GTK_ACCESSIBLE_ROLE_CELL, count: 4))
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func theFocusGoesToTheFirstNation() throws {
        let window = TestWindow(width: 900, height: 700)
        let screen = try openTable(window)
        let root = try #require(gtk_widget_get_root(screen.view))
        #expect(GtkHarness.pump { gtk_root_get_focus(root) == screen.nationRows.first }, "the first nation does not have the focus")
        // Down, a key binding of the rows' list box, is pressed for real in the end-to-end walk.
        #expect(gtk_widget_get_focusable(screen.nationRows[1]) != 0)
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }
}

extension UnsafeMutablePointer {
    fileprivate func pipe<T>(_ body: (Self) -> T) -> T { body(self) }
}
