import Testing

@_spi(GLib) @testable import GtkStage

/// A `StageWindow` lives as long as its window is open, whether or not the
/// app keeps it, and lets go of everything once the window is closed; one
/// kept after closing still points at a live window.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct StageWindowTests {
    private func screen() -> ViewController {
        ViewController(view: gtk_label_new("Home"), title: "Home")
    }

    @Test func anOpenWindowKeepsItsStageAndClosedLetsGoOfAll() {
        gtk_init()
        weak var made: StageWindow?
        weak var root: ViewController?
        let window: WidgetPointer
        let watches: [FinalizationWatch]
        do {
            let stageWindow = StageWindow(root: screen(), defaultSize: Size(width: 400, height: 300))
            stageWindow.present()
            made = stageWindow
            root = stageWindow.rootViewController
            window = stageWindow.widget
            watches = [FinalizationWatch(window), FinalizationWatch(stageWindow.stage.widget)]
        }
        StageHarness.pump { gtk_widget_get_mapped(window) != 0 }
        #expect(made != nil, "the open window holds its StageWindow")
        #expect(root != nil)
        gtk_window_destroy(gcast(window))
        #expect(StageHarness.pump { watches.allSatisfy(\.isFinalized) }, "the window and its stage are finalized")
        #expect(made == nil, "closed, the StageWindow is gone")
        #expect(root == nil, "and its root screen")
    }

    @Test func oneKeptAfterClosingStillHoldsALiveWindow() {
        gtk_init()
        var kept: StageWindow? = StageWindow(root: screen())
        guard let window = kept?.widget else { return }
        let watch = FinalizationWatch(window)
        kept?.present()
        #expect(kept?.isOpen == true)
        gtk_window_destroy(gcast(window))
        #expect(kept?.isOpen == false, "closed")
        StageHarness.pump(timeout: 0.2) { false }
        #expect(!watch.isFinalized, "kept, its window is not finalized")
        #expect(kept?.stage.widget != nil)
        kept = nil
        #expect(StageHarness.pump { watch.isFinalized }, "let go, the window is finalized")
    }

    @Test func anotherWindowClosingLeavesThisOneOpen() {
        gtk_init()
        weak var first: StageWindow?
        var firstWidget: WidgetPointer?
        do {
            let made = StageWindow(root: screen())
            made.present()
            first = made
            firstWidget = made.widget
        }
        let second = StageWindow(root: screen())
        second.present()
        gtk_window_destroy(gcast(second.widget))
        StageHarness.pump(timeout: 0.2) { false }
        #expect(first != nil, "the first window is open still: its StageWindow lives")
        #expect(first?.isOpen == true)
        #expect(second.isOpen == false)
        if let firstWidget { gtk_window_destroy(gcast(firstWidget)) }
        #expect(StageHarness.pump { first == nil }, "closed in turn, it goes")
    }
}
