import Testing

@_spi(GLib) @testable import GtkStage

/// A `StageWindow` lives as long as its window is open, whether or not the
/// app keeps it, and lets go of everything once the window is closed; one
/// kept after closing still points at a live window.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct StageWindowTests {
    /// Whether `object` was finalized, told by a weak reference.
    @MainActor
    private final class Finalized {
        private let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        private let object: GtkPointer<GObject>
        private static let notify: GWeakNotify = { data, _ in
            data?.assumingMemoryBound(to: Bool.self).pointee = true
        }

        init(_ object: some GObjectPointer) {
            self.object = gobject(object)
            flag.initialize(to: false)
            g_object_weak_ref(self.object, Self.notify, flag)
        }

        isolated deinit {
            if !flag.pointee { g_object_weak_unref(object, Self.notify, flag) }
            flag.deallocate()
        }

        var isDone: Bool { flag.pointee }
    }

    private func screen() -> ViewController {
        ViewController(view: gtk_label_new("Home"), title: "Home")
    }

    @Test func anOpenWindowKeepsItsStageAndClosedLetsGoOfAll() {
        gtk_init()
        weak var made: StageWindow?
        weak var root: ViewController?
        let window: WidgetPointer
        let watches: [Finalized]
        do {
            let stageWindow = StageWindow(root: screen(), defaultSize: Size(width: 400, height: 300))
            stageWindow.present()
            made = stageWindow
            root = stageWindow.rootViewController
            window = stageWindow.widget
            watches = [Finalized(window), Finalized(stageWindow.stage.widget)]
        }
        StageHarness.pump { gtk_widget_get_mapped(window) != 0 }
        #expect(made != nil, "the open window holds its StageWindow")
        #expect(root != nil)
        gtk_window_destroy(gcast(window))
        #expect(StageHarness.pump { watches.allSatisfy(\.isDone) }, "the window and its stage are finalized")
        #expect(made == nil, "closed, the StageWindow is gone")
        #expect(root == nil, "and its root screen")
    }

    @Test func oneKeptAfterClosingStillHoldsALiveWindow() {
        gtk_init()
        var kept: StageWindow? = StageWindow(root: screen())
        guard let window = kept?.widget else { return }
        let watch = Finalized(window)
        kept?.present()
        #expect(kept?.isOpen == true)
        gtk_window_destroy(gcast(window))
        #expect(kept?.isOpen == false, "closed")
        StageHarness.pump(timeout: 0.2) { false }
        #expect(!watch.isDone, "kept, its window is not finalized")
        #expect(kept?.stage.widget != nil)
        kept = nil
        #expect(StageHarness.pump { watch.isDone }, "let go, the window is finalized")
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
