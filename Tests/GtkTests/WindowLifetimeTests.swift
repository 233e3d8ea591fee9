import CGtk
import CMedalCount
@_spi(Benchmark) @_spi(GLib) import GtkStage
import MedalData
import Presentation
import Testing

@testable import MedalCountKit

/// Windows closed in the middle of a transition: the running animators stop,
/// the transitions complete, and the window, its stage and every screen are
/// finalized, not kept alive by the transition that never got its last frame.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct WindowLifetimeTests {
    /// What is alive of ours, to compare before and after.
    @MainActor
    private struct LiveCounts: Equatable {
        var screens: Int
        var controllers: Int
        var dims: Int

        /// The counts once the main loop has run what is pending (earlier
        /// tests' screens are released on idle, after their transitions).
        init() {
            GtkHarness.pumpIdle()
            screens = LiveObjects.count(.viewController)
            controllers = LiveObjects.count(.presentationController)
            dims = LiveObjects.count(.dimmingView)
        }
    }

    /// Watches of the GObjects a closed window must let go of.
    @MainActor
    private final class Watches {
        private var watches: [(String, FinalizationWatch)] = []

        func add(_ name: String, _ object: (some GObjectPointer)?) {
            guard let object else {
                Issue.record("\(name) was not there to watch")
                return
            }
            watches.append((name, FinalizationWatch(object)))
        }

        /// Pumps until every watched object is finalized; the names of those that are not.
        func waitForAll() -> [String] {
            GtkHarness.pump(timeout: 5) { self.watches.allSatisfy { $0.1.isFinalized } }
            return watches.filter { !$0.1.isFinalized }.map(\.0)
        }
    }

    private func mapped(_ window: WidgetPointer, stage: Stage) {
        gtk_window_set_default_size(gcast(window), 700, 520)
        gtk_window_present(gcast(window))
        #expect(GtkHarness.pump { stage.bounds.width > 0 && gtk_widget_get_mapped(stage.widget) != 0 })
        GtkHarness.pumpFrames(2, of: stage.widget)
    }

    /// Checks that everything watched goes once the window is closed and
    /// the test's own references are dropped.
    private func expectAllGone(
        _ watches: Watches, baseline: LiveCounts,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let alive = watches.waitForAll()
        #expect(alive.isEmpty, "still alive after the window closed: \(alive)", sourceLocation: sourceLocation)
        GtkHarness.pump(timeout: 2) { LiveCounts() == baseline }
        #expect(
            LiveCounts() == baseline, "screens, controllers or dims left: \(LiveCounts()) vs \(baseline)",
            sourceLocation: sourceLocation)
    }

    /// Opens the window `make` builds, runs `start` (which begins the
    /// transition the window is closed in and names the widgets to watch
    /// beside the window and its stage), closes it and checks all is gone.
    private func closeMidTransition<Window: DemoWindow>(
        _ make: () -> Window,
        during start: (Window) -> [(String, WidgetPointer?)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        GtkHarness.prepare()
        let baseline = LiveCounts()
        let watches = Watches()
        do {
            let demo = make()
            mapped(demo.window, stage: demo.stage)
            watches.add("window", demo.window)
            watches.add("stage", demo.stage.widget)
            for (name, widget) in start(demo) { watches.add(name, widget) }
            // As the app does: the window is closed while its owner still
            // holds it, and the owner lets go when told it is destroyed.
            gtk_window_destroy(gcast(demo.window))
            GtkHarness.pumpIdle()
        }
        expectAllGone(watches, baseline: baseline, sourceLocation: sourceLocation)
    }

    // MARK: Swipe Navigation

    private func closeSwipeNavigation(
        during start: (SwipeNavigationWindow) -> [(String, WidgetPointer?)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        closeMidTransition({ SwipeNavigationWindow(application: nil) }, during: start, sourceLocation: sourceLocation)
    }

    private func stackOpacity(_ demo: SwipeNavigationWindow) -> Double {
        demo.stage.presenter.presentationController(presentedBy: demo.rootScene)
            .map { gtk_widget_get_opacity($0.presentedView) } ?? 0
    }

    @Test func closedWhileTheStackFadesIn() {
        closeSwipeNavigation { demo in
            demo.stage.motion = Motion(timeScale: 20)
            demo.rootScene.presentStack()
            #expect(GtkHarness.pump { self.stackOpacity(demo) > 0.05 })
            #expect(demo.stage.presenter.phase(presentedBy: demo.rootScene) == .presenting(.forward), "closed mid-fade")
            return [("navigation view", demo.rootScene.navigation?.view)]
        }
    }

    @Test func closedWhileAPushFades() {
        closeSwipeNavigation { demo in
            demo.rootScene.presentStack()
            #expect(GtkHarness.pump { demo.stage.presenter.phase(presentedBy: demo.rootScene) == .presented })
            demo.stage.motion = Motion(timeScale: 20)
            demo.rootScene.navigation?.pushViewController(LetterScene(letter: "Z"), animated: true)
            #expect(demo.rootScene.navigation?.isTransitioning == true, "closed mid-push")
            GtkHarness.pumpFrames(3, of: demo.stage.widget)
            return [
                ("navigation view", demo.rootScene.navigation?.view),
                ("back button", demo.rootScene.navigation?.backButton),
            ]
        }
    }

    @Test func closedInTheMiddleOfAnEdgeSwipe() {
        closeSwipeNavigation { demo in
            demo.rootScene.presentStack()
            #expect(GtkHarness.pump { demo.stage.presenter.phase(presentedBy: demo.rootScene) == .presented })
            let swipe = demo.rootScene.swipe
            let width = Double(gtk_widget_get_width(demo.stage.widget))
            swipe?.tracker?.dragBegan(at: Point(x: width - 4, y: 100))
            for step in 1...4 {
                swipe?.tracker?.dragMoved(to: Point(x: -width * 0.1 * Double(step), y: 0), at: 10 + Double(step) * 0.05)
                GtkHarness.pumpFrames(1, of: demo.stage.widget)
            }
            #expect(swipe?.isDriving == true, "the swipe holds a push when the window closes")
            return [("navigation view", demo.rootScene.navigation?.view)]
        }
    }

    // MARK: Medal Count

    private func closeMedalCount(
        during start: (MedalCountWindow) -> [(String, WidgetPointer?)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        closeMidTransition(
            { MedalCountWindow(application: nil, paths: AppPaths.current(), options: LaunchOptions()) },
            during: start, sourceLocation: sourceLocation)
    }

    @Test func closedWhileAPanelSlidesIn() {
        closeMedalCount { made in
            made.stage.motion = Motion(timeScale: 20)
            made.mainScreen.showGames(.summer)
            GtkHarness.pumpFrames(3, of: made.stage.widget)
            let controller = made.stage.presenter.presentationController(presentedBy: made.mainScreen)
            #expect(made.stage.presenter.phase(presentedBy: made.mainScreen) == .presenting(.forward))
            return [("panel", controller?.presentedView), ("dim", (controller as? SlideInPresentationController)?.dimmingWidget)]
        }
    }

    @Test func closedInTheMiddleOfADragToDismiss() {
        closeMedalCount { made in
            made.mainScreen.showGames(.winter)
            #expect(GtkHarness.pump { made.stage.presenter.phase(presentedBy: made.mainScreen) == .presented })
            let controller = made.stage.presenter.presentationController(presentedBy: made.mainScreen) as? SlideInPresentationController
            let panel = controller?.presentedView
            let frame = panel.map { made.stage.presentationFrame(of: $0) } ?? .zero
            let drag = controller?.dismissalDrag?.tracker
            drag?.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
            for step in 1...4 {
                drag?.dragMoved(to: Point(x: frame.width * 0.08 * Double(step), y: 0), at: 10 + Double(step) * 0.05)
                GtkHarness.pumpFrames(1, of: made.stage.widget)
            }
            #expect(made.stage.presenter.phase(presentedBy: made.mainScreen) == .dismissing(.interrupted), "closed mid-drag")
            return [("panel", panel), ("dim", controller?.dimmingWidget)]
        }
    }

    // MARK: Beginner Cook

    @Test func closedWhileAHerbPopsOut() {
        let make = { BeginnerCookWindow(application: nil, usesFade: false) }
        closeMidTransition(make) { demo in
            demo.stage.motion = Motion(timeScale: 20)
            demo.herbsScreen.showDetails(at: 1)
            GtkHarness.pumpFrames(3, of: demo.stage.widget)
            #expect(demo.stage.presenter.phase(presentedBy: demo.herbsScreen) == .presenting(.forward))
            return [("details", demo.stage.presenter.presentationController(presentedBy: demo.herbsScreen)?.presentedView)]
        }
    }
}

/// The demo windows: each has its GTK window and its stage.
@MainActor
protocol DemoWindow {
    var window: WidgetPointer { get }
    var stage: Stage { get }
}

extension SwipeNavigationWindow: DemoWindow {}
extension MedalCountWindow: DemoWindow {}
extension BeginnerCookWindow: DemoWindow {}
