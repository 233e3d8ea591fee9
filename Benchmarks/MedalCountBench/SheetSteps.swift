import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation

/// The frames scenario's sheets: the medal table's, and the library's as
/// `Examples/Sheets` sets it up.
extension BenchRunner {
    /// The medal table's sheet: a change of detent inside `animateChanges`
    /// runs it from two thirds to large, then a drag on the grabber pulls it down at 0.9
    /// stage heights a second for a tenth of the stage and lets go; the
    /// release picks the detent it runs to, at the release's speed.
    func sheetSteps(_ window: MedalCountWindow) -> [Step] {
        let stage = window.stage
        var sheet: SheetPresentationController? {
            stage.presenter.presentationController(presentedBy: window.mainScreen) as? SheetPresentationController
        }
        var tracker: SwipeTracker? { sheet?.dragTracker }
        var top: Double { sheet.map { stage.presentationFrame(of: $0.presentedView).y } ?? 0 }
        var pressedTop = 0.0
        let target = ScriptedDrag.Target(
            extent: { sheet != nil && tracker != nil ? stage.bounds.height : nil },
            press: {
                guard let sheet, let grabber = stage.bounds(of: sheet.grabberWidget) else { return }
                pressedTop = top
                tracker?.dragBegan(at: Point(x: grabber.x + grabber.width / 2, y: grabber.y + grabber.height / 2))
            },
            move: { along, time in tracker?.dragMoved(to: Point(x: 0, y: along), at: time) },
            release: { along, time in tracker?.dragEnded(at: Point(x: 0, y: along), time: time) },
            drawnAlong: { top - pressedTop },
            hasSettled: { sheet?.isRunningBetweenDetents != true })
        return [
            Step(
                name: "sheet-detent",
                start: { sheet.map { sheet in sheet.animateChanges { sheet.selectedDetentIdentifier = .large } } },
                isDone: { sheet?.isRunningBetweenDetents != true }),
            // Its grabber pulled down 60 px and let go still: back to large.
            latencyStep(
                "sheet-drag",
                target: InputLatencyProbe.Target(
                    window: { window.window }, pressPoint: { Self.middle(of: sheet?.grabberWidget) }, offset: { (0, 60) },
                    moving: { sheet.map { [$0.presentedView] } ?? [] },
                    hasSettled: { sheet?.isRunningBetweenDetents != true && sheet?.dragTracker?.isSwiping != true })),
            scripted("sheet-drag", speed: 0.9, reach: 0.1, target: target, on: { window.window }),
        ]
    }

    /// GtkStage's sheet as `Examples/Sheets` sets it up, over the main
    /// screen: fifty rows, medium and large, opening at medium with the
    /// window behind active; it comes in, a drag on it pulls it up from
    /// medium by a fifth of the stage at 0.9 stage heights a second and lets
    /// go (it runs to large), and it goes.
    func exampleSheetSteps(_ window: MedalCountWindow) -> [Step] {
        let stage = window.stage
        let main = window.mainScreen
        var sheet: SheetPresentationController? {
            stage.presenter.presentationController(presentedBy: main) as? SheetPresentationController
        }
        var top: Double { sheet.map { stage.presentationFrame(of: $0.presentedView).y } ?? 0 }
        var pressedTop = 0.0
        let target = ScriptedDrag.Target(
            extent: { sheet?.dragTracker != nil ? stage.bounds.height : nil },
            press: {
                guard let sheet else { return }
                pressedTop = top
                let frame = stage.presentationFrame(of: sheet.presentedView)
                sheet.dragTracker?.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 60))
            },
            move: { along, time in sheet?.dragTracker?.dragMoved(to: Point(x: 0, y: -along), at: time) },
            release: { along, time in sheet?.dragTracker?.dragEnded(at: Point(x: 0, y: -along), time: time) },
            drawnAlong: { pressedTop - top },
            hasSettled: { sheet?.isRunningBetweenDetents != true })
        return [
            Step(
                name: "example-sheet-in", start: { main.present(Self.exampleSheet(), animated: true) },
                isDone: { stage.presenter.phase(presentedBy: main) == .presented }),
            scripted("example-sheet-drag", speed: 0.9, reach: 0.2, target: target, on: { window.window }),
            Step(
                name: "example-sheet-out", start: { main.dismiss(animated: true) },
                isDone: { stage.presenter.phase(presentedBy: main) == .dismissed }),
        ]
    }

    /// A screen of fifty rows set up as `Examples/Sheets` sets up its sheet.
    private static func exampleSheet() -> ViewController {
        let rows: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        for number in 1...50 { gtk_box_append(gcast(rows), gtk_label_new("Row \(number)")) }
        let scrolled: WidgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(gcast(scrolled), rows)
        let screen = ViewController(view: scrolled, title: "Sheet")
        screen.modalPresentationStyle = .pageSheet
        if let sheet = screen.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        return screen
    }
}
