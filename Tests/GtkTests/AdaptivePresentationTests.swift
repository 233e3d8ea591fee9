import CGtk
import CMedalCount
import MedalData
import Presentation
import Testing

@_spi(GLib) @testable import GtkStage
@testable import MedalCountKit

/// The medal table in a short window: rotate prompt, full window or an
/// attached sheet, live, both ways.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct AdaptivePresentationTests {
    private func presentMedalTable(_ window: TestWindow) throws -> PresentationController {
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).winter.first)
        window.mainScreen.select(games)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        return try #require(window.controller)
    }

    @Test func shortWindowSwapsInTheRotatePromptAndBack() throws {
        let window = TestWindow(width: 900, height: 600)
        let controller = try presentMedalTable(window)
        #expect(controller.shownViewController is MedalTableScreen)

        window.resize(width: 900, height: 400)
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen }, "no rotate prompt in a short window")
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView) == window.stage.bounds)

        window.resize(width: 900, height: 620)
        #expect(GtkHarness.pump { controller.shownViewController is MedalTableScreen }, "the medal table did not come back")
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView) == SlideInGeometry.frame(for: .bottom, in: window.stage.bounds.size))

        // And again, as often as the user resizes.
        window.resize(width: 800, height: 350)
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen })
    }

    @Test func fullscreenPolicyShowsTheTableOverTheWholeWindow() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .fullscreen
        let window = TestWindow(width: 900, height: 600, options: options)
        let controller = try presentMedalTable(window)
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(controller.shownViewController is MedalTableScreen)
        #expect(window.bounds(of: controller.presentedView) == window.stage.bounds)

        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { !controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView) == SlideInGeometry.frame(for: .bottom, in: window.stage.bounds.size))
    }

    /// The focus on a nation stays on it while the table goes over the whole
    /// window and back (GTK would move it on to the next nation).
    @Test func theFocusStaysOnItsNationThroughTheFullWindow() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .fullscreen
        let window = TestWindow(width: 900, height: 600, options: options)
        let controller = try presentMedalTable(window)
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        #expect(table.nationRows.count >= 3)
        let third = table.nationRows[2]
        gtk_widget_grab_focus(third)
        let root = try #require(gtk_widget_get_root(third))
        #expect(gtk_root_get_focus(root) == third)
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(gtk_root_get_focus(root) == third, "short, the focus left the third nation")
        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { !controller.isAdaptedToFullWindow })
        window.frames(2)
        #expect(gtk_root_get_focus(root) == third, "tall again, the focus left the third nation")
    }

    /// The short-window policy changed while the table is up (the app's
    /// action, from outside: the menu is out of reach then): in a short
    /// window the new one shows at once, each way round; in a tall window a
    /// change leaves the table as it is.
    @Test func aPolicyChangedWhileShortTakesEffectAtOnce() throws {
        let window = TestWindow(width: 900, height: 600)
        let controller = try #require(try presentMedalTable(window) as? SheetPresentationController)
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        window.mainScreen.compactHeightPolicy = .fullscreen
        window.frames(2)
        #expect(controller.shownViewController === table && !controller.isAdaptedToFullWindow, "tall, nothing changes")

        window.mainScreen.compactHeightPolicy = .rotatePrompt
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen })
        let prompt = try #require(controller.shownViewController)
        window.stage.presenter.updateAdaptivePresentations()
        #expect(controller.shownViewController === prompt, "asked again to the same answer, the prompt stays")

        window.mainScreen.compactHeightPolicy = .fullscreen
        #expect(controller.shownViewController === table, "the prompt stayed under the full-window policy")
        #expect(controller.isAdaptedToFullWindow)
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView) == window.stage.bounds)

        window.mainScreen.compactHeightPolicy = .attachedSheet
        let sheetController = controller
        #expect(GtkHarness.pump { sheetController.isAttachedInCompactHeight }, "the sheet did not attach")
        window.frames(2)
        #expect(!controller.isAdaptedToFullWindow && controller.shownViewController === table)
        let sheet = controller.sheetHeight
        #expect(sheet.detent == SheetDetent.large())
        #expect(gtk_widget_get_mapped(sheetController.grabber.widget) != 0, "attached, with its grabber")

        window.mainScreen.compactHeightPolicy = .rotatePrompt
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen }, "the prompt did not come back")
        #expect(GtkHarness.pump { !sheetController.isAttachedInCompactHeight })
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView) == window.stage.bounds)

        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { controller.shownViewController === table })
        window.frames(2)
        #expect(sheet.detent == MedalSheetDetents.twoThirds, "tall again, at the detent it had before it attached")
        #expect(window.bounds(of: controller.presentedView) == SlideInGeometry.frame(for: .bottom, in: window.stage.bounds.size))
    }

    /// The attached-sheet policy: in a short window the medal table stays a
    /// sheet, at its largest detent, attached to the bottom edge with its
    /// grabber; tall again, it goes back to the detent it had, and short
    /// again, attached again.
    @Test func attachedSheetPolicyKeepsTheSheetAtItsLargestInAShortWindow() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .attachedSheet
        let window = TestWindow(width: 900, height: 600, options: options)
        let controller = try #require(try presentMedalTable(window) as? SheetPresentationController)
        let sheet = controller.sheetHeight
        sheet.move(to: .medium())
        #expect(GtkHarness.pump { !sheet.isRunning })
        for round in 1...2 {
            window.resize(width: 900, height: 420)
            #expect(GtkHarness.pump { controller.isAttachedInCompactHeight }, "round \(round): attached")
            window.frames(2)
            #expect(!controller.isAdaptedToFullWindow)
            #expect(controller.shownViewController is MedalTableScreen, "no prompt under this policy")
            #expect(sheet.detent == SheetDetent.large())
            let stage = window.stage.bounds
            let height = (SheetDetent.large().height(in: stage.height) ?? 0).rounded()
            #expect(
                window.bounds(of: controller.presentedView) == Rect(x: 0, y: stage.height - height, width: stage.width, height: height),
                "round \(round): attached to the bottom at the largest detent")
            #expect(gtk_widget_get_mapped(controller.grabber.widget) != 0, "with its grabber")

            window.resize(width: 900, height: 600)
            #expect(GtkHarness.pump { !controller.isAttachedInCompactHeight }, "round \(round): tall again")
            window.frames(2)
            #expect(sheet.detent == .medium(), "back at the detent it had")
        }
    }

    /// Moved by hand while attached (the grabber, from the largest detent to
    /// the smallest), the sheet stays at that detent once the window is tall
    /// again, rather than going back to the one it had before.
    @Test func anAttachedSheetMovedByHandStaysWhereItWasPut() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .attachedSheet
        let window = TestWindow(width: 900, height: 600, options: options)
        let controller = try #require(try presentMedalTable(window) as? SheetPresentationController)
        let sheet = controller.sheetHeight
        #expect(sheet.detent == MedalSheetDetents.twoThirds)
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.isAttachedInCompactHeight })
        controller.grabber.activated()
        #expect(GtkHarness.pump { !sheet.isRunning })
        #expect(sheet.detent == .medium())
        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { !controller.isAttachedInCompactHeight })
        window.frames(2)
        #expect(sheet.detent == .medium(), "the detent it was moved to, not two thirds: \(sheet.detent)")
        let stage = window.stage.bounds
        #expect(window.bounds(of: controller.presentedView).height == (SheetDetent.medium().height(in: stage.height) ?? 0).rounded())
        // Short again, moved round all three detents back to the largest: that is where it was put.
        window.resize(width: 900, height: 420)
        #expect(GtkHarness.pump { controller.isAttachedInCompactHeight })
        for _ in 1...3 {
            controller.grabber.activated()
            #expect(GtkHarness.pump { !sheet.isRunning })
        }
        #expect(sheet.detent == SheetDetent.large())
        window.resize(width: 900, height: 600)
        #expect(GtkHarness.pump { !controller.isAttachedInCompactHeight })
        #expect(sheet.detent == SheetDetent.large(), "moved back to the largest by hand, it stays there: \(sheet.detent)")
    }

    /// Opened in a short window under the attached-sheet policy, the sheet
    /// is at its largest from the start.
    @Test func attachedSheetOpensAtItsLargestInAShortWindow() throws {
        var options = LaunchOptions()
        options.compactHeightPolicy = .attachedSheet
        let window = TestWindow(width: 900, height: 420, options: options)
        let controller = try #require(try presentMedalTable(window) as? SheetPresentationController)
        #expect(controller.sheetHeight.detent == .large())
        #expect(controller.isAttachedInCompactHeight)
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView).maxY == window.stage.bounds.height)
    }

    @Test func gamesListsKeepTheirPanelInAShortWindow() throws {
        let window = TestWindow(width: 900, height: 400)
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        window.frames(2)
        let controller = try #require(window.controller)
        #expect(!controller.isAdaptedToFullWindow)
        #expect(window.bounds(of: controller.presentedView) == SlideInGeometry.frame(for: .left, in: window.stage.bounds.size))
    }

    /// The medal table dragged down with the real pointer while the window
    /// shrinks under it (the pointer ends outside): the release ends the
    /// drag and the panel comes to rest, then the rotate prompt swaps in.
    /// Where the stage keeps pressed views (GTK before 4.24) the prompt
    /// waits for the release: on GTK 4.8, swapping the table out at once
    /// lost the release, and the drag held the panel part-way for good.
    /// GTK 4.24 hands the press on, and the prompt comes at once.
    @Test(.enabled(if: RealPointer.isAvailable))
    func aDragHeldWhileTheWindowShrinksStillEndsAtTheRelease() throws {
        let window = TestWindow(width: 900, height: 600)
        let title = "adaptive-drag"
        gtk_window_set_title(gcast(window.window.window), title)
        let controller = try presentMedalTable(window)
        window.frames(2)
        let pointer = try #require(RealPointer(window: title))
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        // The first nation's row (a drag anywhere on the sheet moves it), in
        // the window's coordinates.
        let panel = window.bounds(of: controller.presentedView)
        let table = try #require(controller.shownViewController as? MedalTableScreen)
        let row = window.bounds(of: try #require(table.nationRows.first))
        var x = 0.0
        var y = 0.0
        let root: WidgetPointer = gcast(window.window.window)
        try #require(
            cgtk_widget_compute_point(window.stage.widget, root, panel.x + panel.width / 2, row.y + row.height / 2, &x, &y) != 0)
        pointer.move(to: x, y)
        pointer.press()
        for step in 1...6 { pointer.move(to: x, y + Double(step) * 8) }
        let tracker = try #require((controller as? SheetPresentationController)?.dragTracker)
        #expect(GtkHarness.pump { tracker.isSwiping }, "the drag did not take the sheet: \(window.phase)")

        window.resize(width: 900, height: 400)
        if cgtk_loses_count_of_a_press_whose_widget_leaves() != 0 {
            #expect(controller.shownViewController is MedalTableScreen, "the table under the pointer stays until the release")
        }
        // Let go beside the shrunk window, level with the drag's end: the
        // drag is let go without moving down, so the sheet stays.
        pointer.move(to: x + 950, y + 48)
        pointer.release()
        #expect(GtkHarness.pump { window.phase == .presented }, "the release did not end the drag: \(window.phase)")
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen }, "no rotate prompt after the release")
    }

    @Test func presentingInAShortWindowStartsWithThePrompt() throws {
        let window = TestWindow(width: 900, height: 400)
        let controller = try presentMedalTable(window)
        #expect(controller.shownViewController is RotatePromptScreen)
    }

    private func focusIsIn(_ view: WidgetPointer, _ window: TestWindow) -> Bool {
        guard let root = gtk_widget_get_root(window.window.window), let focus = gtk_root_get_focus(root) else { return false }
        return focus == view || gtk_widget_is_ancestor(focus, view) != 0
    }

    @Test func tabStaysInTheRotatePrompt() throws {
        let window = TestWindow(width: 900, height: 600)
        let controller = try presentMedalTable(window)
        window.resize(width: 900, height: 400)
        #expect(GtkHarness.pump { controller.shownViewController is RotatePromptScreen })
        window.frames(2)
        let panel = controller.presentedView
        #expect(GtkHarness.pump { self.focusIsIn(panel, window) }, "the focus starts in the panel")
        // What the panel's Tab and Shift+Tab do: nothing focusable inside, so
        // the focus stays on the panel, never on nothing (where Escape is lost).
        for direction in [GTK_DIR_TAB_FORWARD, GTK_DIR_TAB_FORWARD, GTK_DIR_TAB_BACKWARD] {
            FocusTrap.moveFocus(in: panel, direction: direction)
            #expect(focusIsIn(panel, window), "Tab left the rotate prompt")
        }
    }

    @Test func tabWrapsAroundInsideAList() throws {
        let window = TestWindow(width: 900, height: 600)
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let panel = try #require(window.controller?.presentedView)
        for _ in 0..<40 {
            FocusTrap.moveFocus(in: panel, direction: GTK_DIR_TAB_FORWARD)
            #expect(focusIsIn(panel, window), "Tab left the list")
        }
        for _ in 0..<40 {
            FocusTrap.moveFocus(in: panel, direction: GTK_DIR_TAB_BACKWARD)
            #expect(focusIsIn(panel, window), "Shift+Tab left the list")
        }
    }
}
