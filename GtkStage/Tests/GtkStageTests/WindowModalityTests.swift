import Testing

@_spi(GLib) @testable import GtkStage

/// A modal presentation makes the whole window modal: what lies outside
/// the stage (a header bar above it) takes no click or focus while it is
/// up, and is as it was once it is gone; a sheet that leaves the window
/// behind active leaves the header active too. `StageWindow` shows a root
/// screen titled as the window.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct WindowModalityTests {
    /// A window holding a header (a button) above a stage (tall enough for
    /// a sheet at a detent, not the compact height's full-window one).
    private func windowWithHeader() -> (TestStageWindow, header: WidgetPointer) {
        let window = TestStageWindow(width: 640, height: 700)
        let header: WidgetPointer = gtk_button_new_with_label("Header")
        gtk_window_set_titlebar(gcast(window.window), header)
        window.frames(2)
        return (window, header)
    }

    private func isLive(_ widget: WidgetPointer) -> Bool {
        gtk_widget_get_can_target(widget) != 0 && gtk_widget_get_can_focus(widget) != 0
    }

    @Test func aModalPresentationMakesTheRestOfTheWindowInert() throws {
        let (window, header) = windowWithHeader()
        #expect(isLive(header))
        let transitions = DraggedCardTransitions()
        window.root.present(transitions.card(), animated: true)
        #expect(!isLive(header), "the header is inert as soon as the card comes")
        window.waitUntil(.presented)
        #expect(!isLive(header))
        #expect(isLive(window.stage.widget), "the stage itself is not")
        window.root.dismiss(animated: true)
        window.waitUntil(.dismissed)
        #expect(isLive(header), "the header is live again")
    }

    /// A header held down as a presentation begins (from a key, say): GTK
    /// loses count of a press whose widget stops taking input under it, so
    /// it becomes inert only once the press is let go.
    @Test func aPartHoldingAPressBecomesInertOnceItIsLetGo() throws {
        let (window, header) = windowWithHeader()
        gtk_widget_set_state_flags(header, GTK_STATE_FLAG_ACTIVE, 0)
        let transitions = DraggedCardTransitions()
        window.root.present(transitions.card(), animated: true)
        #expect(isLive(header), "still pressed: left as it is")
        gtk_widget_unset_state_flags(header, GTK_STATE_FLAG_ACTIVE)
        #expect(!isLive(header), "let go: inert")
        window.waitUntil(.presented)
        window.root.dismiss(animated: true)
        window.waitUntil(.dismissed)
        #expect(isLive(header))
    }

    @Test func aPressLetGoAfterTheDismissalChangesNothing() throws {
        let (window, header) = windowWithHeader()
        gtk_widget_set_state_flags(header, GTK_STATE_FLAG_ACTIVE, 0)
        let transitions = DraggedCardTransitions()
        window.root.present(transitions.card(), animated: false)
        window.root.dismiss(animated: false)
        window.frames(2)
        gtk_widget_unset_state_flags(header, GTK_STATE_FLAG_ACTIVE)
        #expect(isLive(header), "the window is no longer modal: nothing to make inert")
    }

    @Test func whatWasInertBeforeStaysSo() throws {
        let (window, header) = windowWithHeader()
        gtk_widget_set_can_target(header, 0)
        let transitions = DraggedCardTransitions()
        window.root.present(transitions.card(), animated: false)
        window.root.dismiss(animated: false)
        window.frames(2)
        #expect(gtk_widget_get_can_target(header) == 0, "its own setting comes back")
        #expect(gtk_widget_get_can_focus(header) != 0)
    }

    @Test func aSheetThatLeavesTheWindowActiveLeavesTheHeaderActive() throws {
        let (window, header) = windowWithHeader()
        let screen = ViewController(view: gtk_label_new("Sheet"), title: "Sheet")
        screen.modalPresentationStyle = .pageSheet
        let sheet = try #require(screen.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = .medium
        window.root.present(screen, animated: true)
        window.waitUntil(.presented)
        window.frames(2)
        #expect(!sheet.isModal)
        #expect(isLive(header), "at medium the window behind, header and all, stays active")
        sheet.selectedDetentIdentifier = .large
        window.frames(2)
        #expect(StageHarness.pump { !isLive(header) }, "at large the sheet is modal, and so is the window")
        window.root.dismiss(animated: false)
        window.frames(2)
        #expect(isLive(header))
    }

    @Test func aStageWindowShowsItsRootTitledAsTheWindow() throws {
        gtk_init()
        let root = ViewController(view: gtk_label_new("Home"), title: "Cards")
        let window = StageWindow(root: root, defaultSize: Size(width: 400, height: 300))
        defer { gtk_window_destroy(gcast(window.widget)) }
        window.present()
        #expect(StageHarness.pump { window.stage.bounds.width > 0 })
        #expect(gtk_window_get_title(gcast(window.widget)).map { String(cString: $0) } == "Cards")
        #expect(gtk_window_get_child(gcast(window.widget)) == window.stage.widget)
        #expect(window.rootViewController === root)
        #expect(gtk_widget_is_ancestor(root.view, window.stage.widget) != 0)
    }
}
