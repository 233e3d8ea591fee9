import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation

/// The frames scenario's steps in the other two demo windows: Swipe
/// Navigation's stack and Beginner Cook's zoom.
extension BenchRunner {
    func swipeSteps() -> [Step] {
        var swipe: SwipeNavigationWindow?
        func phase() -> TransitionPhase {
            guard let swipe else { return .dismissed }
            return swipe.stage.presenter.phase(presentedBy: swipe.rootScene)
        }
        return [
            Step(
                name: nil,
                start: { [weak self] in
                    guard let self else { return }
                    let made = SwipeNavigationWindow(application: nil)
                    made.stage.motion = Motion(timeScale: self.options.timeScale)
                    made.present()
                    swipe = made
                    self.swipeWindow = made
                    self.record(on: made.window)
                }, isDone: { swipe.map { gtk_widget_get_mapped($0.stage.widget) != 0 } ?? true }),
            Step(name: "stack-fade-in", start: { swipe?.rootScene.presentStack() }, isDone: { phase() == .presented }),
            Step(
                name: "push-fade",
                start: {
                    (swipe?.rootScene.navigation?.topViewController as? NextScenePushing)?.pushToNextScene()
                }, isDone: { swipe?.rootScene.navigation?.viewControllers.count == 2 && swipe?.rootScene.navigation?.isTransitioning == false }),
            // A drag from the leading edge, 90 px in, let go still: scene B stays.
            latencyStep(
                "edge-swipe",
                target: InputLatencyProbe.Target(
                    window: { swipe?.window },
                    pressPoint: {
                        guard let stage = swipe?.stage else { return nil }
                        let leading = gtk_widget_get_direction(stage.widget) == GTK_TEXT_DIR_RTL ? stage.bounds.width - 10 : 10
                        return Self.point(leading, stage.bounds.height / 2, in: stage.widget)
                    },
                    offset: { (swipe.map { gtk_widget_get_direction($0.window) == GTK_TEXT_DIR_RTL } == true ? -90 : 90, 0) },
                    moving: { swipe?.rootScene.navigation?.viewControllers.map(\.view) ?? [] },
                    hasSettled: {
                        swipe?.rootScene.navigation?.isTransitioning == false && swipe?.rootScene.navigation?.viewControllers.count == 2
                    })),
            Step(
                name: "pop-fade", start: { swipe?.rootScene.navigation?.popViewController(animated: true) },
                isDone: { swipe?.rootScene.navigation?.viewControllers.count == 1 && swipe?.rootScene.navigation?.isTransitioning == false }),
            Step(name: "stack-fade-out", start: { swipe?.rootScene.navigation?.dismiss(animated: true) }, isDone: { phase() == .dismissed }),
        ]
    }

    func cookSteps() -> [Step] {
        var cook: BeginnerCookWindow?
        func phase() -> TransitionPhase {
            guard let cook else { return .dismissed }
            return cook.stage.presenter.phase(presentedBy: cook.herbsScreen)
        }
        return [
            Step(
                name: nil,
                start: { [weak self] in
                    guard let self else { return }
                    let made = BeginnerCookWindow(application: nil, usesFade: false)
                    made.stage.motion = Motion(timeScale: self.options.timeScale)
                    made.present()
                    cook = made
                    self.cookWindow = made
                    self.record(on: made.window)
                }, isDone: { cook.map { gtk_widget_get_mapped($0.stage.widget) != 0 && $0.stage.bounds.width > 0 } ?? true }),
            Step(name: nil, start: {}, isDone: { true }),
            Step(name: "herb-pop-out", start: { cook?.herbsScreen.showDetails(at: 0) }, isDone: { phase() == .presented }),
            Step(
                name: "herb-pop-back", start: { cook?.herbsScreen.presentedViewController?.dismiss(animated: true) },
                isDone: { phase() == .dismissed }),
            Step(name: nil, start: { cook?.herbsScreen.showDetails(at: 0) }, isDone: { phase() == .presented }),
            // The details grabbed in their middle, pulled down 60 px and let go still: they spring back.
            latencyStep(
                "herb-zoom-drag",
                target: InputLatencyProbe.Target(
                    window: { cook?.window }, pressPoint: { Self.middle(of: cook?.herbsScreen.presentedViewController?.view) },
                    offset: { (0, 60) }, moving: { (cook?.herbsScreen.presentedViewController?.view).map { [$0] } ?? [] },
                    hasSettled: { cook.map { $0.stage.presenter.runningTransition(presentedBy: $0.herbsScreen) == nil } ?? true })),
            zoomStep { cook },
        ]
    }

    /// The herb zoom grabbed: the open details dragged down from their
    /// middle at 1.5 whole shrinks a second to 60% of one, then let go; they
    /// land in their thumbnail on the pop's spring, leaving at the release's
    /// speed. Positions are the transition's progress in pixels of the drag
    /// (the details' own frame also moves by the offset the input leaves,
    /// which fades as they land), and the spring's speed is the one it
    /// leaves at (`ReleaseSpeedProbe.Reading.leaving`).
    private func zoomStep(_ window: @escaping @MainActor () -> BeginnerCookWindow?) -> Step {
        var stage: Stage? { window()?.stage }
        var tracker: SwipeTracker? {
            guard let cook = window() else { return nil }
            return cook.stage.presenter.presentationController(presentedBy: cook.herbsScreen)?.interactionTracker
        }
        let target = ScriptedDrag.Target(
            extent: {
                guard let stage, tracker != nil else { return nil }
                return ZoomDrag.length(forContainerHeight: stage.bounds.height)
            },
            press: {
                guard let stage else { return }
                tracker?.dragBegan(at: Point(x: stage.bounds.width / 2, y: stage.bounds.height / 2))
            },
            move: { along, time in tracker?.dragMoved(to: Point(x: 0, y: along), at: time) },
            release: { along, time in tracker?.dragEnded(at: Point(x: 0, y: along), time: time) },
            drawnAlong: {
                guard let stage, let screen = window()?.herbsScreen else { return 0 }
                let length = ZoomDrag.length(forContainerHeight: stage.bounds.height)
                guard let running = stage.presenter.runningTransition(presentedBy: screen) else {
                    return stage.presenter.phase(presentedBy: screen) == .dismissed ? length : 0
                }
                return running.fractionComplete * length
            },
            hasSettled: {
                guard let stage, let screen = window()?.herbsScreen else { return true }
                return stage.presenter.runningTransition(presentedBy: screen) == nil
            })
        return scripted("herb-zoom-drag", speed: 1.5, reach: 0.6, reading: .leaving, target: target, on: { window()?.window })
    }
}
