import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalData
import Testing

@testable import MedalCountKit

/// The Games lists with the real pointer (XTEST): a click picks a row, and
/// a pointer resting over the list leaves the keyboard's selection alone.
@MainActor
@Suite(.serialized)
struct GamesListPointerTests {
    /// Opens the Summer list in `window` with the pointer resting over its
    /// middle, and returns the list once it stands in place with its first
    /// row focused.
    private func openSummer(in window: TestWindow, pointer: RealPointer) throws -> GamesListScreen {
        let size = window.stage.bounds
        pointer.move(to: size.width * 0.2, size.height * 0.5)
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        window.frames(3)
        let list = try #require(window.mainScreen.presentedViewController as? GamesListScreen)
        let root: WidgetPointer = gcast(window.window.window)
        #expect(GtkHarness.pump { list.rowWidget(at: 0).map { gtk_root_get_focus(gcast(root)) == $0 } ?? false })
        return list
    }

    /// Where the middle of `widget` is, in the window's coordinates.
    private func middle(of widget: WidgetPointer, in window: TestWindow) throws -> (x: Double, y: Double) {
        let root: WidgetPointer = gcast(window.window.window)
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        var x = 0.0
        var y = 0.0
        try #require(cgtk_widget_compute_point(widget, root, width / 2, height / 2, &x, &y) != 0)
        return (x, y)
    }

    /// The arrow keys move focus and selection together, whatever row the
    /// pointer rests on (in GTK's single-click mode the row under it was
    /// selected whenever a row moved under it, and Orca read that row).
    @Test(.enabled(if: RealPointer.isAvailable))
    func aRestingPointerLeavesTheKeyboardsSelectionAlone() throws {
        let window = TestWindow(width: 900, height: 600)
        let title = "games-list-resting-pointer"
        gtk_window_set_title(gcast(window.window.window), title)
        let pointer = try #require(RealPointer(window: title))
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        let list = try openSummer(in: window, pointer: pointer)
        let root: WidgetPointer = gcast(window.window.window)
        for (key, expected) in [("Down", 1), ("Down", 2), ("Up", 1)] {
            pointer.key(key)
            #expect(
                GtkHarness.pump { list.rowWidget(at: expected).map { gtk_root_get_focus(gcast(root)) == $0 } ?? false },
                "\(key) did not focus row \(expected)")
            window.frames(3)
            #expect(list.selectedPosition == expected, "after \(key) the selected row is \(String(describing: list.selectedPosition))")
        }
        window.mainScreen.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// One click on a row picks its Games and closes the list.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aClickOnARowPicksItsGames() throws {
        let window = TestWindow(width: 900, height: 600)
        let title = "games-list-click"
        gtk_window_set_title(gcast(window.window.window), title)
        let pointer = try #require(RealPointer(window: title))
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        let list = try openSummer(in: window, pointer: pointer)
        let row = try #require(list.rowWidget(at: 2))  // GTK's row, padding and all
        let target = try middle(of: row, in: window)
        pointer.move(to: target.x, target.y)
        pointer.press()
        pointer.release()
        #expect(GtkHarness.pump { window.mainScreen.selectedGames == list.games[2] }, "the click did not pick the third Games")
        window.waitUntil(.dismissed)
    }
}
