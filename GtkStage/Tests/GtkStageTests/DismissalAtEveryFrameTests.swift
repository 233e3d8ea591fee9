import Testing

@_spi(GLib) @testable import GtkStage

/// Each of the library's presentations dismissed at every frame of its
/// presentation, from the frame it begins in to the one it ends in, as an
/// adopter's code may: the stage is left as it was (no chrome from the
/// presentation that turned back), and the next presentation shows.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct DismissalAtEveryFrameTests {
    /// The presentations: a card over a dim, as a second app writes one
    /// (its controller takes the dim off only when a dismissal completes,
    /// as the tutorial's does), the library's own full-window one, and its sheet.
    enum Kind: String, CaseIterable, Sendable {
        case cardOverADim
        case fullWindow
        case sheet
    }

    @Test(arguments: Kind.allCases)
    func dismissedAtAnyFrameItLeavesNothingAndPresentsAgain(_ kind: Kind) throws {
        let window = TestStageWindow()
        let transitions = CardTransitions()
        let make = { () -> ViewController in
            switch kind {
            case .cardOverADim: return transitions.card()
            case .fullWindow: return ViewController(view: gtk_label_new("Plain"), title: "Plain")
            case .sheet:
                let screen = ViewController(view: gtk_label_new("Sheet"), title: "Sheet")
                screen.modalPresentationStyle = .pageSheet
                screen.sheetPresentationController?.detents = [.medium(), .large()]
                screen.sheetPresentationController?.prefersGrabberVisible = true
                return screen
            }
        }
        var frame = 0
        var reachedTheEnd = false
        while !reachedTheEnd, frame < 120 {
            window.root.present(make(), animated: true)
            window.frames(frame)
            reachedTheEnd = window.phase == .presented
            window.root.dismiss(animated: true)
            window.waitUntil(.dismissed)
            #expect(window.viewsAboveRoot.isEmpty, "dismissed at frame \(frame), \(window.viewsAboveRoot.count) views stay on the stage")

            let again = make()
            window.root.present(again, animated: false)
            window.waitUntil(.presented)
            let controller = try #require(window.stage.presenter.presentationController(presentedBy: window.root))
            let expected = kind == .fullWindow ? 1 : 2
            #expect(window.viewsAboveRoot.count == expected, "after frame \(frame), presented again: \(window.viewsAboveRoot.count) views")
            #expect(window.viewsAboveRoot.last == controller.presentedView, "after frame \(frame) the new presentation is on top")
            #expect(gtk_widget_get_mapped(again.view) != 0, "after frame \(frame) the screen presented again shows")
            if kind == .cardOverADim, let dim = transitions.lastController?.dim {
                #expect(dim.opacity == 1, "after frame \(frame) the new dim is fully in")
            }
            if kind == .sheet, let sheet = controller as? SheetPresentationController {
                #expect(dimLevel(sheet.dimmingWidget) == 1, "after frame \(frame) the new dim is fully in")
                #expect(window.bounds(of: sheet.presentedView) == sheet.frameOfPresentedViewInContainerView)
            }
            window.root.dismiss(animated: false)
            window.waitUntil(.dismissed)
            frame += 1
        }
        #expect(reachedTheEnd, "the presentation never ended")
        #expect(frame > (kind == .fullWindow ? 0 : 10), "dismissed at \(frame) frames: the card and the sheet take 0.3 s")
    }
}
