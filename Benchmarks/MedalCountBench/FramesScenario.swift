import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation

/// The frames scenario: every transition of the three demos, and the
/// library's sheet, zoom and navigation push, each step's frames recorded.
extension BenchRunner {
    /// Plays every step on the demos' windows, Medal Count's first.
    func runFrames(_ window: MedalCountWindow) {
        let main = window.mainScreen
        let presenter = window.stage.presenter
        func phase() -> TransitionPhase { presenter.phase(presentedBy: main) }
        let games = (try? GamesLoader.load(from: paths.gamesFile))?.summer.first
        // The first slide-in starts as a person's first click would: after the
        // first frame, once the main loop has nothing left to do at idle
        // priority (the start-up's deferred work), not inside the first frame.
        var settled = false
        afterPaint(of: window.window) { _ in
            Idle.once(priority: G_PRIORITY_LOW + 10) { settled = true }
        }
        steps = [
            Step(name: nil, start: {}, isDone: { gtk_widget_get_mapped(window.stage.widget) != 0 && settled }),
            Step(name: "summer-in", start: { main.showGames(.summer) }, isDone: { phase() == .presented }),
            latencyStep("summer-drag", target: summerLatencyTarget(window)),
            Step(name: "summer-out", start: { main.dismiss(animated: true) }, isDone: { phase() == .dismissed }),
            Step(name: "winter-in", start: { main.showGames(.winter) }, isDone: { phase() == .presented }),
            Step(name: "winter-out", start: { main.dismiss(animated: true) }, isDone: { phase() == .dismissed }),
            Step(name: nil, start: { if let games { main.select(games) } }, isDone: { phase() == .dismissed }),
            Step(name: "medal-count-in", start: { main.showMedalCount() }, isDone: { phase() == .presented }),
        ]
        steps += sheetSteps(window)
        steps += [
            Step(name: "medal-count-out", start: { main.dismiss(animated: true) }, isDone: { phase() == .dismissed })
        ]
        steps += exampleSheetSteps(window) + navigationSteps(window)
        steps += [
            Step(name: nil, start: { main.showGames(.summer) }, isDone: { phase() == .presented })
        ]
        steps.append(dragStep(window))
        steps += swipeSteps() + cookSteps()
        record(on: window.window)
        advance()
    }

    /// A drag of the Summer panel to 70% of its width at 2.1 widths a
    /// second (a third of a second), then let go: the panel glides out.
    private func dragStep(_ window: MedalCountWindow) -> Step {
        let stage = window.stage
        let main = window.mainScreen
        var controller: SlideInPresentationController? { Self.panel(of: window) }
        var tracker: SwipeTracker? { controller?.dismissalDrag?.tracker }
        var pressedWidth = 0.0
        let target = ScriptedDrag.Target(
            extent: {
                guard let controller, tracker != nil else { return nil }
                return stage.frame(of: controller.presentedView).width
            },
            press: {
                guard let controller else { return }
                let frame = stage.presentationFrame(of: controller.presentedView)
                pressedWidth = frame.width
                tracker?.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
            },
            move: { along, time in tracker?.dragMoved(to: Point(x: -along, y: 0), at: time) },
            release: { along, time in tracker?.dragEnded(at: Point(x: -along, y: 0), time: time) },
            drawnAlong: {
                // Once dismissed (its controller gone) or off the stage, the
                // panel is all the way out: a loaded machine's first frame
                // after the release may come when it is over.
                guard let controller else { return pressedWidth }
                let panel = controller.presentedView
                guard stage.contains(panel) else { return pressedWidth }
                return controller.frameOfPresentedViewInContainerView.x - stage.presentationFrame(of: panel).x
            },
            hasSettled: { stage.presenter.phase(presentedBy: main) == .dismissed })
        return scripted("summer-drag", speed: 2.1, reach: 0.7, target: target, on: { window.window })
    }

    /// The Summer panel grabbed in its middle and pulled 60 px toward the
    /// edge it leaves by, then let go still: it springs back.
    private func summerLatencyTarget(_ window: MedalCountWindow) -> InputLatencyProbe.Target {
        let panel = { Self.panel(of: window)?.presentedView }
        return InputLatencyProbe.Target(
            window: { window.window }, pressPoint: { Self.middle(of: panel()) },
            offset: { (gtk_widget_get_direction(window.window) == GTK_TEXT_DIR_RTL ? 60 : -60, 0) },
            moving: { panel().map { [$0] } ?? [] },
            hasSettled: { window.stage.presenter.runningTransition(presentedBy: window.mainScreen) == nil })
    }

    /// The presentation controller of the panel or sheet up in `window`, if any.
    private static func panel(of window: MedalCountWindow) -> SlideInPresentationController? {
        window.stage.presenter.presentationController(presentedBy: window.mainScreen) as? SlideInPresentationController
    }

    /// A step that plays `target`'s drag (`ScriptedDrag`) on `window`'s frame
    /// clock, the speed after its release read as `reading` says.
    func scripted(
        _ name: String, speed: Double, reach: Double, reading: ReleaseSpeedProbe.Reading = .mean(over: ReleaseSpeedProbe.span),
        target: ScriptedDrag.Target, on window: @escaping @MainActor () -> WidgetPointer?
    ) -> Step {
        let drag = ScriptedDrag(name: name, speed: speed, reach: reach, reading: reading, target: target) { [weak self] made in
            self?.connections.append(made)
        }
        return Step(
            name: name, start: {},
            isDone: {
                guard let widget = window(), let clock = gtk_widget_get_frame_clock(widget) else { return true }
                return drag.frame(of: clock)
            })
    }
}
