import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalData
import Presentation
import Testing

@testable import MedalCountKit

/// Every presentation of the three demos dismissed at every frame of its
/// presentation (from the frame it begins in to the one it ends in), then
/// presented again: nothing of the first is left on the stage, and the
/// second comes up whole. The stages run faster (`timeScale`), so that a
/// whole presentation is about ten to twenty frames and the walk stays
/// short; the frames are still each frame the transition draws. The second
/// presentation comes up at once.
///
/// The walk checks sequences, not a display's backend: it runs under X11
/// only (the Wayland leg would repeat it frame for frame).
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay && !GtkHarness.expectsWayland))
@MainActor
struct DismissalAtEveryFrameTests {
    /// The views on `stage` other than its root screen's.
    private func viewsAboveRoot(of stage: Stage, root: ViewController) -> [WidgetPointer] {
        var views: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(stage.widget)
        while let view = child {
            if view != root.view, stage.contains(view) { views.append(view) }
            child = gtk_widget_get_next_sibling(view)
        }
        return views
    }

    /// Presents with `present` and dismisses at frame 0, 1, 2… until a
    /// dismissal comes after the presentation ended; after each, checks the
    /// stage is bare, presents again and checks it shows
    /// (`showsWhole`), then takes it away.
    private func walk(
        _ name: String, stage: Stage, root: ViewController, timeScale: Double = 1.0 / 3, present: () -> Void,
        showsWhole: (PresentationController) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let motion = Motion(timeScale: timeScale, clock: .sixtyFramesASecond)
        stage.motion = motion
        let phase = { stage.presenter.phase(presentedBy: root) }
        var frame = 0
        var ended = false
        while !ended, frame < 60 {
            present()
            GtkHarness.pumpFrames(frame, of: stage.widget)
            ended = phase() == .presented
            root.dismiss(animated: true)
            let dismissed = GtkHarness.pump(timeout: 8) { phase() == .dismissed }
            #expect(dismissed, "\(name): dismissed at frame \(frame), it stayed \(phase())", sourceLocation: sourceLocation)
            GtkHarness.pumpFrames(2, of: stage.widget)
            let left = viewsAboveRoot(of: stage, root: root)
            #expect(left.isEmpty, "\(name): dismissed at frame \(frame), \(left.count) views stay", sourceLocation: sourceLocation)
            #expect(
                gtk_widget_get_opacity(root.view) == 1, "\(name): dismissed at frame \(frame), the screen beneath is left undrawn",
                sourceLocation: sourceLocation)

            stage.motion = Motion(timeScale: 0)
            present()
            stage.motion = motion
            #expect(
                GtkHarness.pump { phase() == .presented }, "\(name): after frame \(frame), no second presentation", sourceLocation: sourceLocation)
            GtkHarness.pumpFrames(2, of: stage.widget)
            if let controller = stage.presenter.presentationController(presentedBy: root) {
                #expect(
                    viewsAboveRoot(of: stage, root: root).last == controller.presentedView && showsWhole(controller),
                    "\(name): after frame \(frame), the second presentation is not whole", sourceLocation: sourceLocation)
            }
            root.dismiss(animated: false)
            #expect(GtkHarness.pump { phase() == .dismissed }, sourceLocation: sourceLocation)
            frame += 1
        }
        #expect(ended, "\(name): the presentation never ended", sourceLocation: sourceLocation)
        #expect(frame > 3, "\(name): ended after \(frame) frames", sourceLocation: sourceLocation)
    }

    /// A slide-in panel's or a sheet's dim fully in, the panel at its frame.
    private func slidInWhole(_ controller: PresentationController, _ window: TestWindow) -> Bool {
        guard let dim = (controller as? SlideInPresentationController)?.dimmingWidget ?? (controller as? SheetPresentationController)?.dimmingWidget
        else { return false }
        return dimLevel(dim) > 0 && window.stage.contains(dim)
            && window.bounds(of: controller.presentedView) == controller.frameOfPresentedViewInContainerView
    }

    @Test(arguments: [Season.summer, .winter])
    func aGamesList(_ season: Season) {
        let window = TestWindow(width: 900, height: 600)
        walk(
            "\(season) Games", stage: window.stage, root: window.mainScreen,
            present: { window.mainScreen.showGames(season) },
            showsWhole: { slidInWhole($0, window) })
    }

    @Test func theMedalTable() throws {
        let window = TestWindow(width: 900, height: 600)
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        walk(
            "the medal table", stage: window.stage, root: window.mainScreen,
            present: { window.mainScreen.showMedalCount() },
            showsWhole: { slidInWhole($0, window) })
    }

    /// In a short window the table comes up as the rotate prompt over the whole window.
    @Test func theRotatePrompt() throws {
        let window = TestWindow(width: 900, height: 380)
        let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
        window.mainScreen.select(games)
        walk(
            "the rotate prompt", stage: window.stage, root: window.mainScreen,
            present: { window.mainScreen.showMedalCount() },
            showsWhole: {
                $0.shownViewController is RotatePromptScreen && window.bounds(of: $0.presentedView) == window.stage.bounds
            })
    }

    @Test(arguments: [false, true])
    func aHerbsDetails(fading: Bool) {
        let demo = BeginnerCookTests.Demo(usesFade: fading)
        walk(
            fading ? "the herb's fade" : "the herb's pop", stage: demo.stage, root: demo.screen, timeScale: 1.0 / 6,
            present: { demo.screen.showDetails(at: 1) },
            showsWhole: { demo.bounds(of: $0.presentedView) == demo.stage.bounds })
        #expect(demo.screen.thumbnails.allSatisfy { gtk_widget_get_opacity($0) == 1 }, "every thumbnail shows again")
    }

    @Test func theSwipeNavigationStack() {
        let demo = SwipeNavigationTests.Demo()
        walk(
            "the scenes", stage: demo.stage, root: demo.root,
            present: { demo.root.presentStack() },
            showsWhole: { _ in demo.letters == ["A"] })
    }
}
