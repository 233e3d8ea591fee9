import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
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

    /// Real keys through XTEST: Right steps into the focused nation's
    /// cells, Down keeps the column, Left steps back out to the row, and
    /// Tab passes over the cells (they take the focus only from the arrows).
    @Test(.enabled(if: RealPointer.isAvailable), arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func theArrowKeysStepThroughTheCells(direction: GtkTextDirection) throws {
        GtkHarness.prepare()
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let forward = direction == GTK_TEXT_DIR_RTL ? "Left" : "Right"
        let backward = direction == GTK_TEXT_DIR_RTL ? "Right" : "Left"
        let window = TestWindow(width: 900, height: 700)
        let title = "medal-table-keys"
        gtk_window_set_title(gcast(window.window.window), title)
        let screen = try openTable(window)
        let root = try #require(gtk_widget_get_root(screen.view))
        let keyboard = try #require(RealPointer(window: title))
        let focus = { gtk_root_get_focus(root) }
        try #require(GtkHarness.pump { focus() == screen.nationRows.first })
        let cells = screen.nationCells

        keyboard.key(forward)
        #expect(GtkHarness.pump { focus() == cells[0][0] }, "\(forward) did not step into the first nation's country")
        keyboard.key(forward)
        keyboard.key(forward)
        #expect(GtkHarness.pump { focus() == cells[0][2] }, "two more steps do not reach the silver cell")
        keyboard.key("Down")
        #expect(GtkHarness.pump { focus() == cells[1][2] }, "Down did not keep the column")
        #expect(gtk_widget_get_focusable(cells[0][2]) == 0, "a cell left behind stays a stop for Tab")
        keyboard.key("Up")
        #expect(GtkHarness.pump { focus() == cells[0][2] }, "Up did not keep the column")
        keyboard.key("Home")
        #expect(GtkHarness.pump { focus() == cells[0][0] }, "Home did not reach the row's first cell")
        keyboard.key(forward)
        keyboard.key(forward)
        keyboard.key("Down")
        #expect(GtkHarness.pump { focus() == cells[1][2] })
        // The window inactive (another window has the focus): the cell is
        // still the window's focus, and can take it back.
        let other = gtk_window_new()!
        gtk_window_present(gcast(other))
        #expect(GtkHarness.pump { gtk_widget_has_focus(cells[1][2]) == 0 })
        #expect(focus() == cells[1][2], "the cell is no longer the window's focus")
        #expect(gtk_widget_get_focusable(cells[1][2]) != 0, "the window's focus says it cannot take the focus")
        gtk_window_destroy(gcast(other))
        keyboard.focusWindow()
        #expect(GtkHarness.pump { gtk_widget_has_focus(cells[1][2]) != 0 }, "active again, the cell does not have the focus")
        keyboard.key("End")
        #expect(GtkHarness.pump { focus() == cells[1][3] }, "End did not reach the row's last cell")
        keyboard.key(forward)
        GtkHarness.pumpFrames(6, of: screen.view)
        #expect(focus() == cells[1][3], "the last cell does not keep the focus")
        for _ in 0..<4 { keyboard.key(backward) }
        #expect(GtkHarness.pump { focus() == screen.nationRows[1] }, "\(backward) from the first cell did not return to the row")
        keyboard.key("Down")
        #expect(GtkHarness.pump { focus() == screen.nationRows[2] }, "Down between whole rows is the list's again")
        keyboard.key(forward)
        #expect(GtkHarness.pump { focus() == cells[2][0] })
        keyboard.key("Tab")
        #expect(GtkHarness.pump { focus() != cells[2][0] }, "Tab stayed on the cell")
        #expect(!cells.joined().contains { $0 == focus() }, "Tab went to another cell")
        #expect(cells.joined().allSatisfy { gtk_widget_get_focusable($0) == 0 }, "a cell is still a Tab stop")
        // Escape from a cell closes the table; open again, the focus is on the first nation.
        keyboard.key(forward)
        #expect(GtkHarness.pump { cells.joined().contains { $0 == focus() } })
        keyboard.key("Escape")
        window.waitUntil(.dismissed)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        let reopened = try #require(window.mainScreen.presentedViewController as? MedalTableScreen)
        #expect(GtkHarness.pump { focus() == reopened.nationRows.first }, "reopened, the focus is not on the first nation")
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }
}

extension UnsafeMutablePointer {
    fileprivate func pipe<T>(_ body: (Self) -> T) -> T { body(self) }
}
