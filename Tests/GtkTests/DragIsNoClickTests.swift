import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalData
import Presentation
import Testing

@testable import MedalCountKit

/// A press that moves past GTK's drag threshold, in any direction, is no
/// click, with the real pointer (XTEST): not on a button of a plain stage,
/// not on a Games row, a herb thumbnail, the sheet's grabber or a scene
/// button. Each is let go where it was pressed's widget still is, which
/// GTK alone took as a click; a press let go where it was still clicks.
@MainActor
@Suite(.serialized)
struct DragIsNoClickTests {
    /// Presses at `start` (the window's coordinates), moves by `offset` in
    /// six steps a frame apart, and lets go there.
    private func drag(
        _ pointer: RealPointer, from start: (x: Double, y: Double), by offset: Point, clock widget: WidgetPointer
    ) {
        pointer.move(to: start.x, start.y)
        GtkHarness.pumpFrames(2, of: widget)
        pointer.press()
        GtkHarness.pumpFrames(2, of: widget)
        for step in 1...6 {
            let fraction = Double(step) / 6
            pointer.move(to: start.x + offset.x * fraction, start.y + offset.y * fraction)
            GtkHarness.pumpFrames(1, of: widget)
        }
        pointer.release()
        GtkHarness.pumpFrames(3, of: widget)
    }

    /// The middle of `widget` in its window's coordinates.
    private func middle(of widget: WidgetPointer) throws -> (x: Double, y: Double) {
        let root = try #require(gtk_widget_get_root(widget))
        var x = 0.0
        var y = 0.0
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        try #require(cgtk_widget_compute_point(widget, gcast(root), width / 2, height / 2, &x, &y) != 0)
        return (x, y)
    }

    private func pointer(titling window: WidgetPointer, _ title: String) throws -> RealPointer {
        gtk_window_set_title(gcast(window), title)
        return try #require(RealPointer(window: title))
    }

    /// The library alone: a button on a plain stage clicks when let go where
    /// it was pressed, or moved less than the threshold, and not when moved
    /// past it, though let go on itself.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aButtonOnAStageDraggedAcrossItselfDoesNotClick() throws {
        GtkHarness.prepare()
        let stage = Stage()
        let button: WidgetPointer = try #require(gtk_button_new_with_label("Wide"))
        gtk_widget_set_size_request(button, 320, 80)
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        stage.setRootViewController(ViewController(view: button, title: "Root"))
        let window: WidgetPointer = try #require(gtk_window_new())
        defer { gtk_window_destroy(gcast(window)) }
        gtk_window_set_default_size(gcast(window), 600, 400)
        gtk_window_set_child(gcast(window), stage.widget)
        gtk_window_present(gcast(window))
        #expect(GtkHarness.pump { gtk_widget_get_mapped(button) != 0 && stage.bounds.width > 0 })
        let pointer = try pointer(titling: window, "drag-no-click-stage")
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        var clicks = 0
        let connection = Signal.connect(button, .clicked) { clicks += 1 }
        defer { connection.disconnect() }
        let centre = try middle(of: button)

        drag(pointer, from: centre, by: .zero, clock: stage.widget)
        #expect(clicks == 1, "a still press clicks")
        drag(pointer, from: centre, by: Point(x: 3, y: 2), clock: stage.widget)
        #expect(clicks == 2, "a press that moved less than the threshold still clicks")
        for offset in [Point(x: 100, y: 0), Point(x: -100, y: 0), Point(x: 0, y: 30), Point(x: 60, y: -25)] {
            drag(pointer, from: centre, by: offset, clock: stage.widget)
            #expect(clicks == 2, "a press dragged by \(offset) and let go on the button clicked it")
        }
        drag(pointer, from: centre, by: .zero, clock: stage.widget)
        #expect(clicks == 3, "a still press after the drags clicks again")
    }

    /// A notebook's tab dragged along its strip still reorders it (its own
    /// click gesture reads the moving press), and a widget kept out with
    /// `keepClicks(of:)` still hears its release.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aNotebooksTabsAndAWidgetThatKeepsItsClicksStillReadMovingPresses() throws {
        GtkHarness.prepare()
        let stage = Stage()
        let box: WidgetPointer = try #require(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        let notebook: WidgetPointer = try #require(gtk_notebook_new())
        for title in ["Tab One", "Tab Two", "Tab Three"] {
            let page: WidgetPointer = try #require(gtk_label_new(title + " page"))
            gtk_notebook_append_page(gcast(notebook), page, gtk_label_new(title))
            gtk_notebook_set_tab_reorderable(gcast(notebook), page, 1)
        }
        gtk_box_append(gcast(box), notebook)
        let dial: WidgetPointer = try #require(gtk_label_new("Dial"))
        gtk_widget_set_size_request(dial, 200, 60)
        gtk_box_append(gcast(box), dial)
        var released = 0
        let click = try #require(gtk_gesture_click_new())
        let connection = Signal.connectClick(click, .released) { _, _, _ in released += 1 }
        defer { connection.disconnect() }
        gtk_widget_add_controller(dial, click)
        DragCancelsClicks.keepClicks(of: dial)
        stage.setRootViewController(ViewController(view: box, title: "Root"))
        let window: WidgetPointer = try #require(gtk_window_new())
        defer { gtk_window_destroy(gcast(window)) }
        gtk_window_set_default_size(gcast(window), 600, 400)
        gtk_window_set_child(gcast(window), stage.widget)
        gtk_window_present(gcast(window))
        let first = try #require(gtk_notebook_get_nth_page(gcast(notebook), 0))
        let tab = try #require(gtk_notebook_get_tab_label(gcast(notebook), first))
        #expect(GtkHarness.pump { gtk_widget_get_mapped(tab) != 0 && stage.bounds.width > 0 })
        let pointer = try pointer(titling: window, "drag-no-click-notebook")
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        drag(pointer, from: try middle(of: tab), by: Point(x: 220, y: 0), clock: stage.widget)
        #expect(
            GtkHarness.pump { gtk_notebook_page_num(gcast(notebook), first) > 0 },
            "the tab dragged 220 px along the strip stayed first")
        drag(pointer, from: try middle(of: dial), by: Point(x: 60, y: 0), clock: stage.widget)
        #expect(released == 1, "the widget that keeps its clicks heard no release: \(released)")
    }

    /// A Games row pressed and dragged 200 px the way the panel does not go
    /// is not picked, and the panel stays exactly where it was.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aGamesRowDraggedSidewaysIsNotPicked() throws {
        let window = TestWindow(width: 900, height: 600)
        let pointer = try pointer(titling: gcast(window.window.window), "drag-no-click-games")
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        window.frames(3)
        let list = try #require(window.mainScreen.presentedViewController as? GamesListScreen)
        let panel = try #require(window.controller?.presentedView)
        let resting = window.bounds(of: panel)
        let row = try #require(list.rowWidget(at: 2))
        drag(pointer, from: try middle(of: row), by: Point(x: 200, y: 0), clock: window.stage.widget)
        window.frames(10)
        #expect(window.mainScreen.selectedGames == nil, "the drag picked \(String(describing: window.mainScreen.selectedGames))")
        #expect(window.phase == .presented)
        #expect(window.bounds(of: panel) == resting, "the panel moved: \(window.bounds(of: panel)), was \(resting)")
        // The same row clicked still picks it.
        drag(pointer, from: try middle(of: row), by: .zero, clock: window.stage.widget)
        #expect(GtkHarness.pump { window.mainScreen.selectedGames == list.games[2] }, "a click on the row picks it")
    }

    /// A herb thumbnail dragged across itself opens nothing.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aHerbThumbnailDraggedAcrossItselfOpensNothing() throws {
        let demo = BeginnerCookTests.Demo()
        let pointer = try pointer(titling: gcast(demo.window.window), "drag-no-click-herbs")
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        let thumbnail = try #require(demo.screen.thumbnails.first)
        drag(pointer, from: try middle(of: thumbnail), by: Point(x: 40, y: 20), clock: demo.stage.widget)
        demo.frames(5)
        #expect(demo.phase == .dismissed, "the drag opened the details: \(demo.phase)")
        drag(pointer, from: try middle(of: thumbnail), by: .zero, clock: demo.stage.widget)
        #expect(GtkHarness.pump { demo.phase != .dismissed }, "a click on the thumbnail opens the details")
    }

    /// The sheet's grabber dragged sideways keeps its detent (a click cycles it).
    @Test(.enabled(if: RealPointer.isAvailable))
    func theSheetsGrabberDraggedSidewaysKeepsItsDetent() throws {
        let window = TestWindow(width: 900, height: 700)
        let pointer = try pointer(titling: gcast(window.window.window), "drag-no-click-grabber")
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        window.frames(3)
        let sheet = try #require(window.controller as? SheetPresentationController)
        let detent = sheet.selectedDetentIdentifier
        drag(pointer, from: try middle(of: sheet.grabberWidget), by: Point(x: 30, y: 0), clock: window.stage.widget)
        window.frames(10)
        #expect(sheet.selectedDetentIdentifier == detent, "the drag cycled the detent to \(String(describing: sheet.selectedDetentIdentifier))")
        #expect(window.phase == .presented)
        drag(pointer, from: try middle(of: sheet.grabberWidget), by: .zero, clock: window.stage.widget)
        #expect(GtkHarness.pump { sheet.selectedDetentIdentifier != detent }, "a click on the grabber cycles the detent")
    }

    /// The Swipe Navigation demo's opening button dragged across itself opens nothing.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aSceneButtonDraggedAcrossItselfDoesNothing() throws {
        let demo = SwipeNavigationTests.Demo()
        let pointer = try pointer(titling: gcast(demo.window.window), "drag-no-click-scenes")
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        let button = demo.root.presentButton
        #expect(GtkHarness.pump { gtk_widget_get_mapped(button) != 0 })
        drag(pointer, from: try middle(of: button), by: Point(x: -30, y: 12), clock: demo.stage.widget)
        demo.frames(5)
        #expect(demo.phase == .dismissed, "the drag presented the scenes: \(demo.phase)")
        drag(pointer, from: try middle(of: button), by: .zero, clock: demo.stage.widget)
        #expect(GtkHarness.pump { demo.phase != .dismissed }, "a click on the button presents the scenes")
    }
}
