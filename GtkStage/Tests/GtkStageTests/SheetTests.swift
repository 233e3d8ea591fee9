import Testing

@_spi(GLib) @testable import GtkStage

/// GtkStage's sheet on its own, as a second app uses it: detents and the
/// selected one, the grabber, corners, a sheet that leaves the window behind
/// active, the dismissal veto, stacked sheets, the floating and attached
/// forms, and sequences an app's code may run.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct SheetTests {
    /// Records what a sheet's delegate is told, and refuses dismissals while `keepsOpen`.
    final class Delegate: SheetPresentationControllerDelegate {
        var keepsOpen = false
        var detentChanges = 0
        var attempts = 0
        var willDismiss = 0
        var didDismiss = 0

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) {
            detentChanges += 1
        }
        func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { !keepsOpen }
        func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { attempts += 1 }
        func presentationControllerWillDismiss(_ controller: PresentationController) { willDismiss += 1 }
        func presentationControllerDidDismiss(_ controller: PresentationController) { didDismiss += 1 }
    }

    /// A screen presented as a sheet: a box holding a label in a scrolled
    /// window (so a scroll on it can grow the sheet).
    private func sheetScreen(_ title: String = "Sheet", style: PresentationStyle = .pageSheet) -> ViewController {
        let label: WidgetPointer = gtk_label_new(title)
        let scrolled: WidgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(gcast(scrolled), label)
        gtk_widget_set_vexpand(scrolled, 1)
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(gcast(box), scrolled)
        let screen = ViewController(view: box, title: title)
        screen.modalPresentationStyle = style
        return screen
    }

    private func present(
        _ screen: ViewController, from presenter: ViewController, in window: TestStageWindow,
        configure: (SheetPresentationController) -> Void = { _ in }
    ) throws -> SheetPresentationController {
        let sheet = try #require(screen.sheetPresentationController)
        configure(sheet)
        presenter.present(screen, animated: true)
        #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: presenter) == .presented })
        window.frames(2)
        return sheet
    }

    /// The frame of a bottom sheet `height` tall in `window`.
    private func bottom(_ height: Double?, in window: TestStageWindow) -> Rect {
        let bounds = window.stage.bounds
        let tall = (height ?? 0).rounded()
        return Rect(x: 0, y: bounds.height - tall, width: bounds.width, height: tall)
    }

    private func settle(_ sheet: SheetPresentationController, in window: TestStageWindow) {
        #expect(StageHarness.pump { !sheet.isRunningBetweenDetents && sheet.pullDown == 0 })
        window.frames(2)
    }

    @Test func onlyASheetStyledScreenHasASheetControllerAndItKeepsItsSettings() {
        let window = TestStageWindow()
        let plain = ViewController(view: gtk_label_new("Plain"), title: "Plain")
        #expect(plain.sheetPresentationController == nil)
        let screen = sheetScreen()
        let sheet = screen.sheetPresentationController
        #expect(sheet != nil && sheet === screen.sheetPresentationController, "the same controller each time")
        #expect(sheet?.detents.map(\.identifier) == [.large], "large unless told")
        sheet?.detents = [.medium()]
        window.root.present(screen, animated: false)
        window.waitUntil(.presented)
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
        #expect(screen.sheetPresentationController?.detents.map(\.identifier) == [.medium], "settings kept for the next presentation")
    }

    @Test func itOpensAtTheSelectedDetentAndGoesToOneSetLater() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let sheet = try present(sheetScreen(), from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .medium
        }
        let view = sheet.presentedView
        let container = window.stage.bounds.height
        let medium = SheetDetent.medium().height(in: container)
        let large = SheetDetent.large().height(in: container)
        #expect(window.bounds(of: view) == bottom(medium, in: window))
        // Outside animateChanges: there at once.
        sheet.selectedDetentIdentifier = .large
        #expect(!sheet.isRunningBetweenDetents)
        window.frames(2)
        #expect(window.bounds(of: view) == bottom(large, in: window))
        // Inside it: a run.
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(sheet.isRunningBetweenDetents, "the change inside animateChanges runs")
        window.frames(3)
        let between = window.bounds(of: view).height
        #expect(between < (large ?? 0) - 1 && between > (medium ?? 0) + 1, "part way: \(between)")
        settle(sheet, in: window)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(window.bounds(of: view) == bottom(medium, in: window))
        window.root.dismiss(animated: false)
    }

    @Test func aCustomDetentIsResolvedFromTheLargest() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let third = SheetDetent.custom(identifier: "third") { $0.maximumDetentValue / 4 }
        let sheet = try present(sheetScreen(), from: window.root, in: window) {
            $0.detents = [third, .large()]
            $0.selectedDetentIdentifier = "third"
        }
        let large = SheetDetent.large().height(in: window.stage.bounds.height) ?? 0
        #expect(window.bounds(of: sheet.presentedView).height == (large / 4).rounded(), "a quarter of large's \(large)")
        window.root.dismiss(animated: false)
    }

    @Test func theDelegateHearsAPersonsChangeOfDetentNotTheApps() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let delegate = Delegate()
        let sheet = try present(sheetScreen(), from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
            $0.delegate = delegate
        }
        sheet.selectedDetentIdentifier = .large
        #expect(delegate.detentChanges == 0, "the app's own change is not told")
        sheet.grabber.activated()
        #expect(sheet.selectedDetentIdentifier == .medium, "the grabber goes round to the smallest")
        #expect(delegate.detentChanges == 1)
        settle(sheet, in: window)
        window.root.dismiss(animated: false)
    }

    @Test func theGrabberIsShownWhenPreferredAndNamedForScreenReaders() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let sheet = try present(sheetScreen(), from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
        }
        #expect(gtk_widget_get_visible(sheet.grabberWidget) == 0, "no grabber unless preferred")
        sheet.prefersGrabberVisible = true
        window.frames(2)
        #expect(gtk_widget_get_mapped(sheet.grabberWidget) != 0)
        #expect(sheet.describedDetent == "Half Height", "it opens at the smallest")
        sheet.detentNames[.medium] = "Short"
        #expect(sheet.describedDetent == "Short")
        #expect(gtk_widget_has_css_class(sheet.presentedView, "corner-radius-12") != 0, "the default radius")
        sheet.preferredCornerRadius = 20
        #expect(gtk_widget_has_css_class(sheet.presentedView, "corner-radius-20") != 0)
        #expect(gtk_widget_has_css_class(sheet.presentedView, "corner-radius-12") == 0)
        window.root.dismiss(animated: false)
    }

    /// At or below its largest undimmed detent the window behind is clear,
    /// takes the pointer (a point above the sheet picks the button behind,
    /// not the dim) and the keyboard; above it, dimmed and covered.
    @Test func belowTheLargestUndimmedDetentTheWindowBehindStaysActive() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let button: WidgetPointer = gtk_button_new_with_label("Behind")
        gtk_widget_set_vexpand(button, 1)
        gtk_box_append(gcast(window.root.view), button)
        let sheet = try present(sheetScreen(), from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .medium
            $0.largestUndimmedDetentIdentifier = .medium
        }
        func picked() -> WidgetPointer? { gtk_widget_pick(window.stage.widget, 320, 20, CGTK_PICK_DEFAULT) }
        #expect(dimLevel(sheet.dimmingWidget) == 0, "clear at medium")
        #expect(picked().map { $0 == button || gtk_widget_is_ancestor($0, button) != 0 } == true, "the button behind takes the pointer")
        #expect(gtk_widget_get_can_target(window.root.view) != 0 && gtk_widget_get_can_focus(window.root.view) != 0)
        #expect(!sheet.isModal)
        sheet.selectedDetentIdentifier = .large
        window.frames(2)
        #expect(dimLevel(sheet.dimmingWidget) == 1, "dimmed at large")
        #expect(picked() == sheet.dimmingWidget, "the dim takes the pointer above the sheet")
        #expect(gtk_widget_get_can_target(window.root.view) == 0, "the window behind is covered")
        sheet.selectedDetentIdentifier = .medium
        window.frames(2)
        #expect(gtk_widget_get_can_target(window.root.view) != 0, "uncovered again at medium")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// UIKit's veto: while the delegate says no, Escape, a click on the dim
    /// and a flick down leave the sheet up (the flick springs back), and the
    /// delegate hears of each attempt; when it says yes, they dismiss, and
    /// it hears the dismissal begin and end.
    @Test func theDelegateMayRefuseADismissal() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let delegate = Delegate()
        delegate.keepsOpen = true
        let sheet = try present(sheetScreen(), from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        #expect(window.stage.presenter.escapePressed(presentedBy: window.root))
        sheet.dim.onClick()
        let tracker = try #require(sheet.dragTracker)
        let frame = window.bounds(of: sheet.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 30))
        for step in 1...4 {
            tracker.dragMoved(to: Point(x: 0, y: Double(step) * 60), at: 10 + Double(step) * 0.01)
            window.frames(1)
        }
        tracker.dragEnded(at: Point(x: 0, y: 240), time: 10.05)
        #expect(delegate.attempts == 3, "Escape, the dim and the flick: \(delegate.attempts)")
        settle(sheet, in: window)
        #expect(window.phase == .presented)
        #expect(
            window.bounds(of: sheet.presentedView) == bottom(SheetDetent.medium().height(in: window.stage.bounds.height), in: window),
            "sprung back to medium")
        #expect(delegate.willDismiss == 0 && delegate.didDismiss == 0)

        delegate.keepsOpen = false
        #expect(window.stage.presenter.escapePressed(presentedBy: window.root))
        window.waitUntil(.dismissed)
        #expect(delegate.willDismiss == 1 && delegate.didDismiss == 1)
        #expect(delegate.attempts == 3)
    }

    /// A sheet presented from a sheet stacks over it: the one beneath steps
    /// back (narrower, its top above the new one's); Escape takes only the
    /// top one, and the one beneath comes forward again.
    @Test func aSheetFromASheetStacksAndEscapeTakesOnlyTheTop() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let first = sheetScreen("First")
        let lower = try present(first, from: window.root, in: window)
        let resting = window.stage.presentationFrame(of: lower.presentedView)
        let second = sheetScreen("Second")
        let upper = try present(second, from: first, in: window)
        let stepped = window.stage.presentationFrame(of: lower.presentedView)
        let top = window.stage.presentationFrame(of: upper.presentedView)
        #expect(stepped.width < resting.width && stepped.y < top.y, "stepped back, its top showing: \(stepped) under \(top)")
        #expect(Focus.isInside(upper.presentedView), "the focus is in the top sheet")
        // A resize while stacked: each keeps its detent, the lower stepped back.
        window.resize(width: 700, height: 650)
        let afterResize = window.stage.presentationFrame(of: lower.presentedView)
        #expect(afterResize.width < 700 && afterResize.y < window.stage.presentationFrame(of: upper.presentedView).y)
        #expect(window.stage.presenter.escapePressed(presentedBy: first))
        #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: first) == .dismissed })
        window.frames(2)
        #expect(window.stage.presenter.phase(presentedBy: window.root) == .presented, "the first sheet stays")
        #expect(window.stage.presentationFrame(of: lower.presentedView) == window.stage.frame(of: lower.presentedView), "forward again")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// A form sheet floats in the middle of a wide and tall window at its
    /// screen's preferred size; narrowed, it becomes a bottom sheet, live,
    /// keeping its content and the focus.
    @Test func aFormSheetFloatsInAWideTallWindowAndDocksWhenNarrow() throws {
        let window = TestStageWindow(width: 900, height: 700)
        let screen = sheetScreen(style: .formSheet)
        screen.preferredContentSize = Size(width: 400, height: 300)
        let button: WidgetPointer = gtk_button_new_with_label("Focus")
        gtk_box_append(gcast(screen.view), button)
        let sheet = try present(screen, from: window.root, in: window)
        let bounds = window.stage.bounds
        #expect(
            window.bounds(of: sheet.presentedView)
                == Rect(x: ((bounds.width - 400) / 2).rounded(), y: ((bounds.height - 300) / 2).rounded(), width: 400, height: 300))
        #expect(gtk_widget_has_css_class(sheet.presentedView, "floating") != 0)
        gtk_widget_grab_focus(button)
        window.resize(width: 500, height: 700)
        #expect(StageHarness.pump { gtk_widget_has_css_class(sheet.presentedView, "floating") == 0 })
        window.frames(2)
        #expect(window.bounds(of: sheet.presentedView) == bottom(SheetDetent.large().height(in: window.stage.bounds.height), in: window))
        #expect(gtk_widget_get_parent(screen.view) == sheet.presentedView, "the same content")
        #expect(gtk_root_get_focus(gtk_widget_get_root(button)) == button, "the focus stayed")
        window.resize(width: 900, height: 700)
        #expect(StageHarness.pump { gtk_widget_has_css_class(sheet.presentedView, "floating") != 0 }, "wide again, it floats")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// In a short window a sheet fills it, unless it prefers to stay
    /// attached at its largest detent, then as wide as its content asks.
    @Test func inAShortWindowItFillsItOrStaysAttached() throws {
        let window = TestStageWindow(width: 900, height: 400)
        let screen = sheetScreen()
        screen.preferredContentSize = Size(width: 500, height: 0)
        let sheet = try present(screen, from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .medium
        }
        #expect(window.bounds(of: sheet.presentedView) == window.stage.bounds, "filling the short window")
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        window.frames(2)
        #expect(sheet.isAttachedInCompactHeight)
        let bounds = window.stage.bounds
        let large = (SheetDetent.large().height(in: bounds.height) ?? 0).rounded()
        #expect(window.bounds(of: sheet.presentedView) == Rect(x: 200, y: bounds.height - large, width: 500, height: large))
        window.resize(width: 900, height: 700)
        #expect(StageHarness.pump { !sheet.isAttachedInCompactHeight })
        window.frames(2)
        #expect(sheet.selectedDetentIdentifier == .medium, "tall again, back at medium")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// Sequences: a detent set while the dismissal runs changes nothing and
    /// the sheet goes; a refused flick then a drag up lands at large.
    @Test func aDetentSetDuringTheDismissalAndADragAfterARefusal() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let delegate = Delegate()
        let screen = sheetScreen()
        var sheet = try present(screen, from: window.root, in: window) {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        window.root.dismiss(animated: true)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(!sheet.isRunningBetweenDetents, "no run while the sheet goes")
        window.waitUntil(.dismissed)
        #expect(window.viewsAboveRoot.isEmpty)

        delegate.keepsOpen = true
        sheet = try present(screen, from: window.root, in: window)
        let tracker = try #require(sheet.dragTracker)
        func dragOnSheet(by dy: Double, over duration: Double, at start: Double) {
            let frame = window.bounds(of: sheet.presentedView)
            tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 30))
            for step in 1...4 {
                tracker.dragMoved(to: Point(x: 0, y: dy * Double(step) / 4), at: start + duration * Double(step) / 4)
                window.frames(1)
            }
            tracker.dragEnded(at: Point(x: 0, y: dy), time: start + duration + 0.2)
        }
        dragOnSheet(by: 400, over: 0.04, at: 20)
        settle(sheet, in: window)
        #expect(delegate.attempts == 1 && window.phase == .presented)
        dragOnSheet(by: -260, over: 2, at: 30)
        settle(sheet, in: window)
        #expect(
            sheet.selectedDetentIdentifier == .large, "the drag after the refusal moved it: \(String(describing: sheet.selectedDetentIdentifier))")
        delegate.keepsOpen = false
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    // MARK: What a stranger found

    /// A screen presented as a sheet and dismissed is freed, with its
    /// controller (the screen keeps its controller, which keeps nothing back).
    @Test func aSheetScreenIsFreedAfterItsPresentation() {
        let window = TestStageWindow(width: 640, height: 600)
        weak var screen: ViewController?
        weak var controller: SheetPresentationController?
        do {
            let made = sheetScreen()
            screen = made
            controller = made.sheetPresentationController
            window.root.present(made, animated: true)
            window.waitUntil(.presented)
            window.root.dismiss(animated: true)
            window.waitUntil(.dismissed)
        }
        #expect(StageHarness.pump { screen == nil && controller == nil }, "the sheet's screen or controller outlived it")
    }

    /// The screen under a stack of sheets dismissed: every sheet over it
    /// goes, and nothing is left on the stage to take the clicks.
    @Test func dismissingBeneathAStackTakesTheWholeStack() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let first = sheetScreen("First")
        _ = try present(first, from: window.root, in: window)
        _ = try present(sheetScreen("Second"), from: first, in: window)
        window.root.dismiss(animated: true)
        window.waitUntil(.dismissed)
        window.frames(2)
        #expect(window.stage.presenter.activeCount == 0, "\(window.stage.presenter.activeCount) presentations stay")
        #expect(window.viewsAboveRoot.isEmpty)
    }

    /// A sheet caught while it comes in and flicked down goes only if its
    /// delegate says a person may dismiss it; refused, it comes up.
    @Test func aFlickOfASheetComingInAsksTheDelegate() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let delegate = Delegate()
        delegate.keepsOpen = true
        let screen = sheetScreen()
        let sheet = try #require(screen.sheetPresentationController)
        sheet.delegate = delegate
        window.stage.motion = Motion(timeScale: 4, clock: .sixtyFramesASecond)
        window.root.present(screen, animated: true)
        #expect(StageHarness.pump { window.stage.presentationFrame(of: sheet.presentedView).y < window.stage.bounds.height - 60 })
        let tracker = try #require(sheet.dragTracker)
        let frame = window.stage.presentationFrame(of: sheet.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 20))
        for step in 1...4 {
            tracker.dragMoved(to: Point(x: 0, y: Double(step) * 40), at: 10 + Double(step) * 0.01)
            window.frames(1)
        }
        tracker.dragEnded(at: Point(x: 0, y: 160), time: 10.05)
        window.stage.motion = Motion(timeScale: 1, clock: .sixtyFramesASecond)
        #expect(StageHarness.pump(timeout: 10) { window.phase == .presented }, "the refused flick took it away: \(window.phase)")
        #expect(delegate.attempts == 1)
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    /// Escape in the lower of two sheets that leave the window active takes
    /// both, once every delegate agrees: the top one's refusal holds both.
    @Test func escapeInTheLowerOfTwoSheetsAsksBothDelegates() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let lowerDelegate = Delegate()
        let upperDelegate = Delegate()
        upperDelegate.keepsOpen = true
        let configure: (SheetPresentationController) -> Void = {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .medium
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let first = sheetScreen("First")
        let lower = try present(first, from: window.root, in: window) {
            configure($0)
            $0.delegate = lowerDelegate
        }
        _ = try present(sheetScreen("Second"), from: first, in: window) {
            configure($0)
            $0.delegate = upperDelegate
        }
        #expect(!lower.attemptDismissal(), "the top sheet's refusal holds")
        #expect(upperDelegate.attempts == 1 && lowerDelegate.willDismiss == 0)
        #expect(window.stage.presenter.activeCount == 2)
        upperDelegate.keepsOpen = false
        #expect(lower.attemptDismissal())
        window.waitUntil(.dismissed)
        #expect(window.stage.presenter.activeCount == 0)
        #expect(lowerDelegate.willDismiss == 1 && lowerDelegate.didDismiss == 1)
    }

    /// Escape while the sheet comes in: the delegate hears the dismissal
    /// begin and end once, a second Escape asks nothing again, and a later
    /// dismissal by the app is not a person's.
    @Test func escapeWhileItComesInIsOneDismissalByAPerson() throws {
        let window = TestStageWindow(width: 640, height: 600)
        let delegate = Delegate()
        let screen = sheetScreen()
        let sheet = try #require(screen.sheetPresentationController)
        sheet.delegate = delegate
        window.root.present(screen, animated: true)
        window.frames(2)
        #expect(sheet.attemptDismissal())
        #expect(sheet.attemptDismissal(), "a second Escape")
        window.waitUntil(.dismissed)
        #expect(delegate.willDismiss == 1 && delegate.didDismiss == 1, "will \(delegate.willDismiss), did \(delegate.didDismiss)")
        window.root.present(screen, animated: false)
        window.waitUntil(.presented)
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
        #expect(delegate.didDismiss == 1, "the app's own dismissal was told as a person's")
    }

    /// A sheet whose window closed while it was up, presented again in
    /// another window, is dragged there; and it opens at the detent it was left at.
    @Test func aSheetPresentedAgainInAnotherWindowIsDraggedThere() throws {
        let screen = sheetScreen()
        do {
            let first = TestStageWindow(width: 640, height: 600)
            _ = try present(screen, from: first.root, in: first) {
                $0.detents = [.medium(), .large()]
                $0.selectedDetentIdentifier = .medium
            }
            screen.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        let window = TestStageWindow(width: 640, height: 600)
        let sheet = try present(screen, from: window.root, in: window)
        #expect(sheet.selectedDetentIdentifier == .large, "it opens where it was left")
        let before = window.bounds(of: sheet.presentedView).height
        let tracker = try #require(sheet.dragTracker)
        let frame = window.bounds(of: sheet.presentedView)
        tracker.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 30))
        tracker.dragMoved(to: Point(x: 0, y: 40), at: 5)
        tracker.dragMoved(to: Point(x: 0, y: 80), at: 5.1)
        window.frames(1)
        #expect(window.bounds(of: sheet.presentedView).height < before - 40, "the drag did not move it in the new window")
        tracker.dragEnded(at: Point(x: 0, y: 80), time: 5.5)
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }
}
