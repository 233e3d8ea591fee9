import Testing

@_spi(GLib) @testable import GtkStage

/// GtkStage's alert as an app uses it: where the card rests and what a
/// screen reader is told, its buttons side by side or stacked, the focus,
/// Enter and Escape, a click beside it, handlers run once after it has
/// gone, its motion, dismissals at every frame, and what bad use gets.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct AlertTests {
    /// Counts the handlers run, by action title, and when (before or after the alert had gone).
    final class Record {
        var runs: [String] = []
        var runWhileUp = 0
    }

    /// The alert: "Discard" (destructive, preferred) and "Keep Editing" (cancel).
    private func discardAlert(_ record: Record, on window: TestStageWindow) -> AlertController {
        let alert = AlertController(title: "Discard Draft?", message: "Your changes will be lost.", preferredStyle: .alert)
        let handler: @MainActor (AlertAction) -> Void = { [weak window] action in
            record.runs.append(action.title)
            if window?.root.presentedViewController != nil { record.runWhileUp += 1 }
        }
        let discard = AlertAction(title: "Discard", style: .destructive, handler: handler)
        alert.addAction(discard)
        alert.addAction(AlertAction(title: "Keep Editing", style: .cancel, handler: handler))
        alert.preferredAction = discard
        return alert
    }

    private func present(_ alert: AlertController, in window: TestStageWindow) -> PresentationController? {
        window.root.present(alert, animated: true)
        window.waitUntil(.presented)
        window.frames(2)
        return window.stage.presenter.presentationController(presentedBy: window.root)
    }

    private func button(_ title: String, of alert: AlertController) -> WidgetPointer? {
        alert.actions.first { $0.title == title }?.button
    }

    /// Escape as GTK delivers it to `view`'s key controllers, in the order
    /// they were added (GTK runs a widget's controllers so): true once one
    /// took it. The presenter's Escape sits on the card around the view.
    private func pressEscape(on view: WidgetPointer) -> Bool {
        guard let controllers = gtk_widget_observe_controllers(view) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        let keyType = gtk_event_controller_key_get_type()
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            guard g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), keyType) != 0 else { continue }
            var arguments = [GValue](repeating: GValue(), count: 4)
            g_value_init(&arguments[0], keyType)
            g_value_set_object(&arguments[0], item)
            g_value_init(&arguments[1], GType(7 << 2))  // G_TYPE_UINT: the key
            g_value_set_uint(&arguments[1], guint(GDK_KEY_Escape))
            g_value_init(&arguments[2], GType(7 << 2))  // the key code
            g_value_init(&arguments[3], gdk_modifier_type_get_type())
            var handled = GValue()
            g_value_init(&handled, GType(5 << 2))  // G_TYPE_BOOLEAN
            g_signal_emitv(&arguments, g_signal_lookup("key-pressed", keyType), 0, &handled)
            let taken = g_value_get_boolean(&handled) != 0
            for index in arguments.indices { g_value_unset(&arguments[index]) }
            g_value_unset(&handled)
            if taken { return true }
        }
        return false
    }

    /// What Enter's key binding does in a GtkText: emits its "activate".
    private func pressEnter(in text: WidgetPointer) {
        var instance = GValue()
        g_value_init(&instance, gtk_text_get_type())
        g_value_set_object(&instance, gobject(text))
        g_signal_emitv(&instance, g_signal_lookup("activate", gtk_text_get_type()), 0, nil)
        g_value_unset(&instance)
    }

    private func focus(in window: TestStageWindow) -> WidgetPointer? {
        gtk_root_get_focus(gcast(window.window))
    }

    @Test func anAlertIsACardInTheMiddleOfTheWindowToldAsAnAlert() throws {
        let window = TestStageWindow(width: 640, height: 480)
        let alert = discardAlert(Record(), on: window)
        let controller = try #require(present(alert, in: window))
        let stage = window.stage.bounds
        let card = window.bounds(of: controller.presentedView)
        #expect(card.width == AlertPresentationController.width)
        #expect(abs(card.x + card.width / 2 - stage.width / 2) <= 1 && abs(card.y + card.height / 2 - stage.height / 2) <= 1)
        #expect(card.height > 100 && card.height < stage.height, "as tall as its words and buttons: \(card.height)")
        #expect(gtk_accessible_get_accessible_role(gcast(controller.presentedView)) == GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        #expect(gtk_widget_has_css_class(controller.presentedView, "alert") != 0)
        let dim = try #require(controller.dimmingView)
        #expect(dimLevel(dim.widget) == 1, "over a dim")
        #expect(gtk_widget_get_can_target(window.root.view) == 0, "the screen beneath takes no input")

        // In a narrow window it leaves a margin; in a short one its words
        // scroll and its buttons stay inside it.
        window.resize(width: 300, height: 200)
        // A stage as tall as halfway between the card's least height and
        // its natural one, and its margins (the window's own title bar,
        // under Wayland, takes some of the window's height).
        var least: Int32 = 0
        var natural: Int32 = 0
        let cardWidth = window.stage.bounds.width - 2 * AlertPresentationController.margin
        gtk_widget_measure(controller.presentedView, GTK_ORIENTATION_VERTICAL, Int32(cardWidth), &least, &natural, nil, nil)
        #expect(natural > least, "its words can give way")
        let wanted = (Double(least) + Double(natural)) / 2 + 2 * AlertPresentationController.margin
        window.resize(width: 300, height: 200 + Int32((wanted - window.stage.bounds.height).rounded()))
        let narrow = window.bounds(of: controller.presentedView)
        #expect(narrow.width == window.stage.bounds.width - 2 * AlertPresentationController.margin)
        #expect(narrow.height <= window.stage.bounds.height - 2 * AlertPresentationController.margin + 0.5)
        let scroller = try #require(gtk_widget_get_first_child(alert.view))
        #expect(cgtk_is_scrolled_window(scroller) != 0)
        let adjustment = gtk_scrolled_window_get_vadjustment(gcast(scroller))
        #expect(gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment), "its words scroll")
        for title in ["Discard", "Keep Editing"] {
            let button = window.bounds(of: try #require(alert.actions.first { $0.title == title }?.button))
            #expect(button.y >= narrow.y && button.y + button.height <= narrow.y + narrow.height + 0.5, "\(title) inside the card")
        }
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
        #expect(window.viewsAboveRoot.isEmpty, "the card and its dim are gone")
    }

    @Test func buttonsSitSideBySideWhenTheyFitAndStackWhenTheyDoNot() throws {
        let window = TestStageWindow(width: 640, height: 480)
        let alert = discardAlert(Record(), on: window)
        _ = try #require(present(alert, in: window))
        let discard = window.bounds(of: try #require(button("Discard", of: alert)))
        let keep = window.bounds(of: try #require(button("Keep Editing", of: alert)))
        #expect(discard.y == keep.y && discard.width == keep.width, "side by side, as wide as each other")
        #expect(keep.x < discard.x, "the cancel action leads")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)

        let long = AlertController(title: "Share", message: nil, preferredStyle: .alert)
        for title in ["Copy a Link to This Page", "Send It by Email to a Friend", "Cancel"] {
            long.addAction(AlertAction(title: title, style: title == "Cancel" ? .cancel : .default))
        }
        _ = try #require(present(long, in: window))
        let frames = try ["Copy a Link to This Page", "Send It by Email to a Friend", "Cancel"].map {
            window.bounds(of: try #require(button($0, of: long)))
        }
        #expect(frames[0].y < frames[1].y && frames[1].y < frames[2].y, "stacked in the order added, the cancel action last")
        #expect(Set(frames.map(\.x)).count == 1 && Set(frames.map(\.width)).count == 1, "one above the other, as wide")
        // Tab follows what is seen: from the first button down to the cancel action.
        let first = try #require(button("Copy a Link to This Page", of: long))
        gtk_widget_grab_focus(first)
        gtk_widget_child_focus(gcast(window.window), GTK_DIR_TAB_FORWARD)
        #expect(focus(in: window) == button("Send It by Email to a Friend", of: long))
        gtk_widget_child_focus(gcast(window.window), GTK_DIR_TAB_FORWARD)
        #expect(focus(in: window) == button("Cancel", of: long))
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func aLongTitleWrapsInsideTheCardInANarrowWindow() throws {
        let window = TestStageWindow(width: 300, height: 400)
        let alert = AlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        let long = "Leave and Forget Everything You Wrote in This Draft Today"
        alert.addAction(AlertAction(title: long, style: .destructive))
        alert.addAction(AlertAction(title: "Stay", style: .cancel))
        let controller = try #require(present(alert, in: window))
        let card = window.bounds(of: controller.presentedView)
        #expect(card.width == window.stage.bounds.width - 2 * AlertPresentationController.margin, "\(card)")
        let button = window.bounds(of: try #require(alert.actions.first?.button))
        #expect(button.x >= card.x && button.x + button.width <= card.x + card.width, "the button inside the card: \(button)")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func rightToLeftTheCancelActionLeadsOnTheRight() throws {
        let window = TestStageWindow(width: 640, height: 480)  // GTK set up first: gtk_init sets the default direction
        let before = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(before) }
        let alert = discardAlert(Record(), on: window)
        _ = try #require(present(alert, in: window))
        let discard = window.bounds(of: try #require(button("Discard", of: alert)))
        let keep = window.bounds(of: try #require(button("Keep Editing", of: alert)))
        #expect(discard.y == keep.y && keep.x > discard.x, "discard \(discard), keep \(keep)")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func thePreferredActionHasTheFocusWearsItsStyleAndRunsOnceAfterTheAlertHasGone() throws {
        let window = TestStageWindow()
        let record = Record()
        let alert = discardAlert(record, on: window)
        _ = try #require(present(alert, in: window))
        let discard = try #require(button("Discard", of: alert))
        #expect(focus(in: window) == discard, "the preferred action has the focus: Enter runs it")
        #expect(gtk_widget_has_css_class(discard, "destructive-action") != 0)
        #expect(gtk_widget_has_css_class(discard, "suggested-action") == 0, "destructive wins over suggested")

        gtk_widget_activate(discard)  // Enter on the focused button
        gtk_widget_activate(discard)
        if let keep = button("Keep Editing", of: alert) { gtk_widget_activate(keep) }
        #expect(record.runs.isEmpty, "nothing runs before the alert has gone")
        window.waitUntil(.dismissed)
        #expect(StageHarness.pump { !record.runs.isEmpty })
        window.frames(2)
        #expect(record.runs == ["Discard"], "one handler, once")
        #expect(record.runWhileUp == 0)

        // Presented again, it can be chosen again.
        _ = try #require(present(alert, in: window))
        if let keep = button("Keep Editing", of: alert) { gtk_widget_activate(keep) }
        window.waitUntil(.dismissed)
        #expect(StageHarness.pump { record.runs.count == 2 })
        #expect(record.runs == ["Discard", "Keep Editing"])
    }

    @Test func escapeRunsTheCancelActionAndDoesNothingInAnAlertWithoutOne() throws {
        let window = TestStageWindow()
        let record = Record()
        let alert = discardAlert(record, on: window)
        _ = try #require(present(alert, in: window))
        #expect(window.stage.presenter.escapePressed(presentedBy: window.root), "the presentation takes Escape")
        window.frames(3)
        #expect(window.phase == .presented, "the presentation's own Escape dismisses nothing")
        #expect(pressEscape(on: alert.view), "the alert's own key controller takes Escape first")
        window.waitUntil(.dismissed)
        #expect(StageHarness.pump { record.runs == ["Keep Editing"] })

        let lone = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        lone.addAction(AlertAction(title: "OK", style: .default) { _ in record.runs.append("OK") })
        _ = try #require(present(lone, in: window))
        #expect(pressEscape(on: lone.view), "Escape stops at the alert")
        window.frames(5)
        #expect(window.phase == .presented && record.runs == ["Keep Editing"], "without a cancel action it stays")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
        #expect(record.runs == ["Keep Editing"], "dismissed by the app, no handler runs")
    }

    @Test func aClickBesideTheAlertChangesNothing() throws {
        let window = TestStageWindow()
        let record = Record()
        let alert = discardAlert(record, on: window)
        let controller = try #require(present(alert, in: window))
        let dim = try #require(controller.dimmingView)
        gtk_widget_activate(dim.widget)
        window.frames(5)
        #expect(window.phase == .presented && record.runs.isEmpty)
        #expect(gtk_widget_get_can_target(dim.widget) != 0, "the dim takes the click, so nothing beneath does")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func theFirstTextFieldHasTheFocusAndEnterInItRunsThePreferredAction() throws {
        let window = TestStageWindow()
        let record = Record()
        let alert = AlertController(title: "Rename", message: "A new name for the draft.", preferredStyle: .alert)
        let rename = AlertAction(title: "Rename", style: .default) { _ in record.runs.append("Rename") }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(rename)
        alert.preferredAction = rename
        var configured = 0
        alert.addTextField { entry in
            configured += 1
            gtk_entry_set_placeholder_text(gcast(entry), "Name")
        }
        alert.addTextField()
        #expect(configured == 1 && alert.textFields.count == 2)
        _ = try #require(present(alert, in: window))
        let first = try #require(alert.textFields.first)
        let focused = try #require(focus(in: window))
        #expect(focused == first || gtk_widget_is_ancestor(focused, first) != 0, "the first text field has the focus")
        let renameButton = try #require(alert.actions.last?.button)
        #expect(gtk_widget_has_css_class(renameButton, "suggested-action") != 0)

        rename.isEnabled = false
        #expect(gtk_widget_get_sensitive(renameButton) == 0)
        // Enter: the key binding emits "activate" on the entry's text (its delegate).
        let text: WidgetPointer = try #require(gtk_editable_get_delegate(gcast(first)).map { gcast($0) })
        pressEnter(in: text)
        window.frames(5)
        #expect(window.phase == .presented, "a disabled preferred action does not answer Enter")
        rename.isEnabled = true
        pressEnter(in: text)
        window.waitUntil(.dismissed)
        #expect(StageHarness.pump { record.runs == ["Rename"] })
    }

    @Test func itGrowsIntoPlaceAsItFadesInAndFadesOut() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(clock: .sixtyFramesASecond)
        let alert = discardAlert(Record(), on: window)
        window.root.present(alert, animated: true)
        let controller = try #require(window.stage.presenter.presentationController(presentedBy: window.root))
        let card = controller.presentedView
        window.frames(4)
        let rest = controller.frameOfPresentedViewInContainerView
        let drawn = window.stage.presentationFrame(of: card)
        #expect(window.phase == .presenting(.forward))
        #expect(drawn.width > rest.width && drawn.height > rest.height, "larger as it comes: \(drawn) against \(rest)")
        #expect(abs((drawn.x + drawn.width / 2) - (rest.x + rest.width / 2)) < 1, "grown about its middle")
        let opacity = gtk_widget_get_opacity(card)
        #expect(opacity > 0 && opacity < 1)
        window.waitUntil(.presented)
        #expect(window.stage.presentationFrame(of: card) == rest && gtk_widget_get_opacity(card) == 1)

        window.root.dismiss(animated: true)
        window.frames(4)
        #expect(window.stage.presentationFrame(of: card) == rest, "it fades out where it is")
        #expect(gtk_widget_get_opacity(card) < 1)
        window.waitUntil(.dismissed)
    }

    @Test func underReducedMotionItOnlyFades() throws {
        let enabled = cgtk_settings_enable_animations()
        cgtk_settings_set_enable_animations(0)
        defer { cgtk_settings_set_enable_animations(enabled) }
        let window = TestStageWindow()
        window.stage.motion = Motion(clock: .sixtyFramesASecond)
        let alert = discardAlert(Record(), on: window)
        window.root.present(alert, animated: true)
        let controller = try #require(window.stage.presenter.presentationController(presentedBy: window.root))
        window.frames(4)
        #expect(window.phase == .presenting(.forward), "a cross-fade still takes its time")
        #expect(window.stage.presentationFrame(of: controller.presentedView) == controller.frameOfPresentedViewInContainerView)
        let opacity = gtk_widget_get_opacity(controller.presentedView)
        #expect(opacity > 0 && opacity < 1)
        window.waitUntil(.presented)
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func dismissedAtEveryFrameOfItsComingAndGoingThenPresentedAgain() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(clock: .frames(each: 0.05))
        let record = Record()
        let alert = discardAlert(record, on: window)
        // Frames of 0.05 s: 5 coming (0.25 s), 4 going (0.2 s); one past each.
        for frame in 0...6 {
            window.root.present(alert, animated: true)
            window.frames(frame)
            window.root.dismiss(animated: true)
            window.waitUntil(.dismissed)
            #expect(window.viewsAboveRoot.isEmpty, "frame \(frame): nothing left on the stage")
            #expect(gtk_widget_get_can_target(window.root.view) == 1, "frame \(frame): the screen beneath is back")
        }
        for frame in 0...5 {
            _ = present(alert, in: window)
            window.root.dismiss(animated: true)
            window.frames(frame)
            if let keep = button("Keep Editing", of: alert) { gtk_widget_activate(keep) }  // a click as it goes
            window.waitUntil(.dismissed)
        }
        let controller = try #require(present(alert, in: window))
        #expect(window.stage.presentationFrame(of: controller.presentedView) == controller.frameOfPresentedViewInContainerView)
        #expect(gtk_widget_get_opacity(controller.presentedView) == 1)
        let discard = try #require(button("Discard", of: alert))
        gtk_widget_activate(discard)
        window.waitUntil(.dismissed)
        #expect(StageHarness.pump { record.runs == ["Discard"] }, "only a choice runs a handler: \(record.runs)")
    }

    @Test func aPresentWhileAnAlertIsUpLeavesTheAlertUp() throws {
        let window = TestStageWindow()
        let alert = discardAlert(Record(), on: window)
        _ = try #require(present(alert, in: window))
        let other = ViewController(view: gtk_label_new("Other"), title: "Other")
        window.root.present(other, animated: true)
        window.frames(3)
        #expect(window.root.presentedViewController === alert && other.presentingViewController == nil)
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func anAlertWithAFaultIsNotPresentedAndACriticalNamesIt() throws {
        let window = TestStageWindow()
        let empty = AlertController(title: "Empty", message: nil, preferredStyle: .alert)
        var said = ExpectedCriticals.during { window.root.present(empty, animated: true) }
        #expect(said.count == 1 && said[0].contains("“Empty”") && said[0].contains("has no action"), "\(said)")
        window.frames(2)
        #expect(window.root.presentedViewController == nil && window.viewsAboveRoot.isEmpty)

        let twice = AlertController(title: "Twice", message: nil, preferredStyle: .alert)
        said = ExpectedCriticals.during {
            twice.addAction(AlertAction(title: "Cancel", style: .cancel))
            twice.addAction(AlertAction(title: "Never Mind", style: .cancel))
        }
        #expect(said.count == 1 && said[0].contains("“Twice”") && said[0].contains("“Never Mind”"), "\(said)")
        #expect(twice.actions.count == 1)
        said = ExpectedCriticals.during { window.root.present(twice, animated: true) }
        #expect(said.count == 1 && said[0].contains("second") && said[0].contains("not presented"), "\(said)")
        #expect(window.root.presentedViewController == nil)

        // An action belongs to one alert.
        let shared = AlertAction(title: "OK", style: .default)
        let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
        first.addAction(shared)
        let second = AlertController(title: "Second", message: nil, preferredStyle: .alert)
        said = ExpectedCriticals.during { second.addAction(shared) }
        #expect(said.count == 1 && said[0].contains("“Second”") && said[0].contains("“OK”") && said[0].contains("“First”"), "\(said)")
        // Once its alert has gone, an action may go in another.
        let kept = AlertAction(title: "Keep", style: .default)
        do {
            let gone = AlertController(title: "Gone", message: nil, preferredStyle: .alert)
            gone.addAction(kept)
        }
        let next = AlertController(title: "Next", message: nil, preferredStyle: .alert)
        said = ExpectedCriticals.during { next.addAction(kept) }
        #expect(said.isEmpty && next.actions.count == 1, "\(said)")
    }

    @Test func aDismissedAlertLetsGoOfItsCardAndItsDim() throws {
        let window = TestStageWindow()
        weak var card: PresentationController?
        weak var dim: DimmingView?
        var cardWidget: FinalizationWatch?
        var dimWidget: FinalizationWatch?
        do {
            let alert = discardAlert(Record(), on: window)
            card = present(alert, in: window)
            dim = card?.dimmingView
            cardWidget = card.map { FinalizationWatch($0.presentedView) }
            dimWidget = dim.map { FinalizationWatch($0.widget) }
            #expect(card != nil && dim != nil)
            let discard = try #require(button("Discard", of: alert))
            gtk_widget_activate(discard)
            window.waitUntil(.dismissed)
        }
        #expect(StageHarness.pump { card == nil && dim == nil }, "the presentation controller and its dim are gone")
        #expect(StageHarness.pump { cardWidget?.isFinalized == true && dimWidget?.isFinalized == true }, "and so are their widgets")
    }
}
