import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation
import Testing

/// The slide-in presentations of the main window, on real widgets.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct SlideInPresentationTests {
    private func panelAndDim(_ window: TestWindow) throws -> (WidgetPointer, WidgetPointer) {
        let controller = try #require(window.controller as? SlideInPresentationController)
        return (controller.presentedView, try #require(controller.dimmingWidget))
    }

    private func expectPresented(
        _ direction: PresentationDirection, in window: TestWindow,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        window.waitUntil(.presented, sourceLocation: sourceLocation)
        window.frames(2)
        let (panel, dim) = try panelAndDim(window)
        let size = window.stage.bounds.size
        #expect(window.bounds(of: panel) == SlideInGeometry.frame(for: direction, in: size), sourceLocation: sourceLocation)
        #expect(window.bounds(of: dim) == Rect(bounds: size), sourceLocation: sourceLocation)
        #expect(dimLevel(dim) == 1, sourceLocation: sourceLocation)
    }

    private func london() throws -> Games {
        try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
    }

    @Test func summerPanelCoversTheLeftTwoThirds() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.summer)
        try expectPresented(.left, in: window)
        let (panel, _) = try panelAndDim(window)
        #expect(window.bounds(of: panel).x == 0)
    }

    @Test func winterPanelCoversTheRightTwoThirds() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.winter)
        try expectPresented(.right, in: window)
        let (panel, _) = try panelAndDim(window)
        let panelFrame = window.bounds(of: panel)
        #expect(panelFrame.maxX == window.stage.bounds.width)
        #expect(abs(panelFrame.x - window.stage.bounds.width / 3) <= 1)
    }

    /// The medal table, GtkStage's sheet, opens at the tutorial's two thirds.
    @Test func medalTableCoversTheBottomTwoThirds() throws {
        let window = TestWindow()
        window.mainScreen.select(try london())
        #expect(gtk_widget_get_visible(window.mainScreen.medalCountButton) == 1)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        window.frames(2)
        let sheet = try #require(window.controller as? SheetPresentationController)
        let size = window.stage.bounds.size
        #expect(window.bounds(of: sheet.presentedView) == SlideInGeometry.frame(for: .bottom, in: size))
        #expect(window.bounds(of: sheet.dimmingWidget) == Rect(bounds: size))
        #expect(dimLevel(sheet.dimmingWidget) == 1)
    }

    @Test func medalCountButtonIsHiddenUntilAGamesIsPicked() {
        let window = TestWindow()
        #expect(gtk_widget_get_visible(window.mainScreen.medalCountButton) == 0)
        window.mainScreen.showMedalCount()
        window.frames(3)
        #expect(window.stage.presenter.activeCount == 0)
    }

    @Test func midSlideThePanelLiesBetweenStartAndEnd() throws {
        let window = TestWindow()
        window.stage.motion = Motion(timeScale: 10)
        window.mainScreen.showGames(.summer)
        let (panel, dim) = try panelAndDim(window)
        let final = SlideInGeometry.frame(for: .left, in: window.stage.bounds.size)
        #expect(
            GtkHarness.pump {
                let now = window.bounds(of: panel)
                return now.width > 0 && now.x > -final.width + 50
            })
        let mid = window.bounds(of: panel)
        #expect(mid.x > -final.width && mid.x < 0)
        #expect(mid.size == final.size)
        let opacity = dimLevel(dim)
        #expect(opacity > 0 && opacity < 1)
        #expect(window.phase == .presenting(.forward))
    }

    @Test func dismissWhileSlidingInReversesFromWhereItIs() throws {
        let window = TestWindow()
        window.stage.motion = Motion(timeScale: 10)
        window.mainScreen.showGames(.summer)
        let (panel, _) = try panelAndDim(window)
        // Held here so it can be looked at after the presentation lets it go.
        g_object_ref(gobject(panel))
        defer { g_object_unref(gobject(panel)) }
        let width = SlideInGeometry.frame(for: .left, in: window.stage.bounds.size).width
        // The time of the frame last drawn, as the animator saw it. Not the
        // clock's time between frames: on a loaded machine that runs ahead of
        // what is on screen, and the first reversed frame would seem to cover
        // more than its time (CI on Debian sid, a 16 px step in 1/60 s).
        var drawnAt = 0.0
        let recorder = TickCallback(on: window.stage.widget) { time in
            drawnAt = time
            return true
        }
        defer { recorder.remove() }
        #expect(
            GtkHarness.pump {
                let now = window.bounds(of: panel)
                return now.width > 0 && now.x > -width / 2
            })
        window.mainScreen.dismiss(animated: true)
        #expect(window.phase == .presenting(.reversed))

        // Every later frame is at or left of the one before, and no step is
        // larger than the slide's own pace allows for the time between the
        // frames (a loaded machine may skip frames; a jump is more than that).
        let duration = SlideInPresentationAnimator.slideDuration * (window.stage.motion?.timeScale ?? 1)
        let fastest = 4 * width / duration  // well over the ease-in-out run's peak speed
        var previous = window.bounds(of: panel).x
        var previousTime = drawnAt
        var jumps: [String] = []
        var frames = 0
        while window.phase != .dismissed && frames < 1000 {
            window.frames(1)
            frames += 1
            guard window.stage.contains(panel) else { break }
            let x = window.bounds(of: panel).x
            let time = drawnAt
            #expect(x <= previous + 0.5)
            if previous - x > fastest * max(time - previousTime, 1.0 / 60) + 2 {
                jumps.append("\(previous - x) px in \(time - previousTime) s")
            }
            previous = x
            previousTime = time
        }
        window.waitUntil(.dismissed, timeout: 10)
        #expect(jumps.isEmpty, "the reversal jumped: \(jumps)")
        #expect(window.mainScreen.presentedViewController == nil)
    }

    @Test func dismissalRemovesAndFinalizesThePanelAndTheDim() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.winter)
        window.waitUntil(.presented)
        let (panel, dim) = try panelAndDim(window)
        let screenView = try #require(window.mainScreen.presentedViewController).view
        let watches = [FinalizationWatch(panel), FinalizationWatch(dim), FinalizationWatch(screenView)]

        window.mainScreen.dismiss(animated: true)
        window.waitUntil(.dismissed)
        #expect(GtkHarness.pump { watches.allSatisfy(\.isFinalized) }, "a dismissed widget was leaked")
        #expect(window.stage.presenter.activeCount == 0)
        // Only the main screen is left on the stage.
        #expect(gtk_widget_get_first_child(window.stage.widget) == window.mainScreen.view)
        #expect(gtk_widget_get_next_sibling(window.mainScreen.view) == nil)
    }

    @Test func resizingWhilePresentedReLaysOut() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.winter)
        try expectPresented(.right, in: window)
        window.resize(width: 700, height: 520)
        try expectPresented(.right, in: window)
        window.resize(width: 1100, height: 650)
        try expectPresented(.right, in: window)
    }

    @Test func panelsDoNotStackAndTheHeaderGoesInert() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        #expect(gtk_widget_get_sensitive(window.mainScreen.winterButton) == 0)
        #expect(gtk_widget_get_can_target(window.mainScreen.view) == 0)
        window.mainScreen.showGames(.winter)
        window.frames(3)
        #expect(window.stage.presenter.activeCount == 1)
        #expect((window.controller as? SlideInPresentationController)?.direction == .left)

        window.mainScreen.dismiss(animated: true)
        window.waitUntil(.dismissed)
        #expect(gtk_widget_get_sensitive(window.mainScreen.winterButton) == 1)
        #expect(gtk_widget_get_can_target(window.mainScreen.view) == 1)
    }

    /// Under X11 the button has the keyboard (gtk_widget_has_focus); under
    /// Wayland, where the compositor decides whether the window has it and a
    /// headless Weston 14+ with no keyboard activates no window, the button
    /// is the window's focus widget, which is what the app sets.
    @Test func focusMovesIntoThePanelAndBackToTheButton() throws {
        let window = TestWindow()
        let button = window.mainScreen.summerButton
        func focused() -> Bool {
            GtkHarness.isWayland ? gtk_widget_is_focus(button) != 0 : gtk_widget_has_focus(button) != 0
        }
        gtk_widget_grab_focus(button)
        #expect(GtkHarness.pump { focused() })
        gtk_widget_activate(button)
        #expect(GtkHarness.pump { window.controller != nil })
        let (panel, _) = try panelAndDim(window)
        let root = try #require(gtk_widget_get_root(window.window.window))
        let focus = try #require(gtk_root_get_focus(root))
        #expect(gtk_widget_is_ancestor(focus, panel) != 0, "focus did not move into the panel")
        window.waitUntil(.presented)

        window.mainScreen.dismiss(animated: true)
        window.waitUntil(.dismissed)
        #expect(GtkHarness.pump { focused() }, "focus did not return to Summer")
    }

    @Test func panelIsADialogNamedForItsScreen() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.winter)
        let (panel, _) = try panelAndDim(window)
        #expect(gtk_accessible_get_accessible_role(OpaquePointer(panel)) == GTK_ACCESSIBLE_ROLE_DIALOG)
        #expect(window.mainScreen.presentedViewController?.title == "Winter Games")
    }

    @Test func pickingAGamesShowsItAndDismissesTheList() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let list = try #require(window.mainScreen.presentedViewController as? GamesListScreen)
        #expect(list.games.first?.host == "London")
        let firstRow = try #require(list.rowWidget(at: 0))
        gtk_widget_activate(gcast(firstRow))
        window.waitUntil(.dismissed)
        #expect(window.mainScreen.selectedGames?.host == "London")
        #expect(window.mainScreen.selectedGames?.year == 2012)
        #expect(gtk_widget_get_visible(window.mainScreen.medalCountButton) == 1)
    }

    /// Where the panel is drawn on each frame of its dismissal.
    private func dismissalPath(_ window: TestWindow, panel: WidgetPointer) -> [Rect] {
        var path: [Rect] = []
        window.mainScreen.dismiss(animated: true)
        GtkHarness.pump {
            path.append(window.stage.presentationFrame(of: panel))
            window.frames(1)
            return window.phase == .dismissed
        }
        return path
    }

    @Test func aRefusedPresentLeavesTheDismissalItsOwnEdge() throws {
        let window = TestWindow()
        window.stage.motion = Motion(timeScale: 3)
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let panel = try #require(window.controller?.presentedView)
        let warned = GLibLog.count(containing: "Attempt to present GamesListScreen “Winter Games” on MainScreen")
        window.mainScreen.showGames(.winter)  // refused: Summer is up
        #expect(
            GLibLog.count(containing: "Attempt to present GamesListScreen “Winter Games” on MainScreen") == warned + 1,
            "the refusal is told, naming both screens")
        window.frames(2)
        let path = dismissalPath(window, panel: panel)
        #expect(path.count > 3, "the dismissal was animated")
        #expect(path.allSatisfy { $0.x <= 0 }, "Summer left toward the right: \(path.map(\.x))")
        #expect(zip(path, path.dropFirst()).allSatisfy { $1.x <= $0.x }, "Summer left by the left edge")
    }

    @Test func aRefusedListLeavesTheMedalTableGoingDown() throws {
        let window = TestWindow()
        window.stage.motion = Motion(timeScale: 3)
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).winter.first)
        window.mainScreen.select(games)
        window.mainScreen.showMedalCount()
        window.waitUntil(.presented)
        let panel = try #require(window.controller?.presentedView)
        let resting = window.stage.presentationFrame(of: panel)
        window.mainScreen.showGames(.summer)  // refused: the table is up
        window.frames(2)
        let path = dismissalPath(window, panel: panel)
        #expect(path.count > 3)
        #expect(path.allSatisfy { $0.x == resting.x && $0.y >= resting.y }, "the table leaves by the bottom: \(path.map(\.origin))")
    }
}
