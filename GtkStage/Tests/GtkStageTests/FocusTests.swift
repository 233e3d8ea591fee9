import Testing

@_spi(GLib) @testable import GtkStage

/// A card of two buttons: where the focus goes when it opens and closes,
/// and Tab kept inside it unless its presentation lets the focus go.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct FocusTests {
    /// A root screen with an "Open" button, and a card of buttons "One" and "Two".
    @MainActor
    private final class Screens {
        let open = gtk_button_new_with_label("Open")!
        let one = gtk_button_new_with_label("One")!
        let two = gtk_button_new_with_label("Two")!
        let card: ViewController

        init(window: TestStageWindow, transitions: CardTransitions) {
            gtk_box_append(gcast(window.root.view), open)
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_box_append(gcast(box), one)
            gtk_box_append(gcast(box), two)
            card = ViewController(view: box, title: "Card")
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitions
        }
    }

    private func focus(in window: TestStageWindow) -> WidgetPointer? {
        gtk_widget_get_root(window.stage.widget).flatMap { gtk_root_get_focus($0) }
    }

    /// How many key controllers `view` has (Escape's; the Tab trap's if installed).
    private func keyControllers(on view: WidgetPointer) -> Int {
        guard let controllers = gtk_widget_observe_controllers(view) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        return (0..<g_list_model_get_n_items(controllers)).reduce(0) { count, index in
            guard let item = g_list_model_get_item(controllers, index) else { return count }
            defer { g_object_unref(item) }
            return count
                + (g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_event_controller_key_get_type()) != 0 ? 1 : 0)
        }
    }

    @Test func theFocusGoesIntoTheCardAndBackToWhereItWas() throws {
        let window = TestStageWindow()
        let screens = Screens(window: window, transitions: CardTransitions())
        gtk_widget_grab_focus(screens.open)
        #expect(focus(in: window) == screens.open)
        window.root.present(screens.card, animated: true)
        window.waitUntil(.presented)
        #expect(focus(in: window) == screens.one, "the card's first button has the focus")
        window.root.dismiss(animated: true)
        window.waitUntil(.dismissed)
        #expect(focus(in: window) == screens.open, "back on the button that opened it")
    }

    /// At each paint of a window's frame clock: the phase of its stage's
    /// presentation, where the focus is and whether the root screen takes
    /// pointer input; and every widget the focus moves to.
    @MainActor
    private final class FrameWatch {
        private(set) var painted: [(phase: TransitionPhase, focus: WidgetPointer?, rootTargetable: Bool)] = []
        private(set) var focused: [WidgetPointer?] = []
        private let clock: OpaquePointer
        private var connections: [SignalConnection] = []

        init?(_ window: TestStageWindow) {
            guard let clock = gtk_widget_get_frame_clock(window.stage.widget),
                let root = gtk_widget_get_root(window.stage.widget)
            else { return nil }
            self.clock = clock
            g_object_ref(UnsafeMutableRawPointer(clock))
            let focus = { gtk_root_get_focus(root) }
            connections.append(
                Signal.connect(clock, .paint) { [weak self] in
                    self?.painted.append((window.phase, focus(), gtk_widget_get_can_target(window.root.view) != 0))
                })
            connections.append(
                Signal.connect(root, .notify("focus-widget")) { [weak self] _ in self?.focused.append(focus()) })
        }

        isolated deinit {
            connections.forEach { $0.disconnect() }
            g_object_unref(UnsafeMutableRawPointer(clock))
        }
    }

    /// Handing the focus back is nothing the frame that ends a dismissal
    /// shows: it waits until that frame is drawn, so the frame is not held
    /// up, and it is done before the main loop runs anything else. The
    /// screen beneath is uncovered in that frame (what it shows uncovered
    /// belongs there).
    @Test func theFocusComesBackOnceTheDismissalsLastFrameIsPainted() throws {
        let window = TestStageWindow()
        let screens = Screens(window: window, transitions: CardTransitions())
        gtk_widget_grab_focus(screens.open)
        window.root.present(screens.card, animated: true)
        window.waitUntil(.presented)
        let watch = try #require(FrameWatch(window))
        window.root.dismiss(animated: true)
        // At the first turn of the main loop that sees the dismissal over,
        // the focus is back already.
        window.waitUntil(.dismissed)
        #expect(focus(in: window) == screens.open)
        let lastFrame = try #require(watch.painted.first { $0.phase == .dismissed }, "a frame was painted with the card gone")
        #expect(lastFrame.rootTargetable, "the screen beneath is uncovered in the frame that ends the dismissal")
        #expect(lastFrame.focus != screens.open, "the focus came back after the frame without the card was drawn")
    }

    /// The card's focused button leaves the window with the card; GTK would
    /// then move the focus to the window's first focusable widget, and a
    /// screen reader say so, before it came back. It goes straight back.
    @Test func theFocusGoesStraightBackToWhereItWas() throws {
        let window = TestStageWindow()
        let first = try #require(gtk_button_new_with_label("First"))
        gtk_box_append(gcast(window.root.view), first)
        let screens = Screens(window: window, transitions: CardTransitions())
        gtk_widget_grab_focus(screens.open)
        window.root.present(screens.card, animated: true)
        window.waitUntil(.presented)
        #expect(focus(in: window) == screens.one)
        let watch = try #require(FrameWatch(window))
        window.root.dismiss(animated: true)
        window.waitUntil(.dismissed)
        window.frames(2)
        #expect(focus(in: window) == screens.open)
        #expect(watch.focused.compactMap { $0 } == [screens.open], "the focus went only to the button that opened the card")
    }

    @Test func tabWrapsInsideTheCardUnlessThePresentationLetsGo() throws {
        let window = TestStageWindow()
        let transitions = CardTransitions()
        let screens = Screens(window: window, transitions: transitions)
        window.root.present(screens.card, animated: false)
        window.waitUntil(.presented)
        let controller = try #require(transitions.lastController)
        let view = controller.presentedView
        #expect(keyControllers(on: view) == 2, "Escape's and the Tab trap's")
        gtk_widget_grab_focus(screens.two)
        FocusTrap.moveFocus(in: view, direction: GTK_DIR_TAB_FORWARD)
        #expect(focus(in: window) == screens.one, "Tab at the last button wraps to the first")
        FocusTrap.moveFocus(in: view, direction: GTK_DIR_TAB_BACKWARD)
        #expect(focus(in: window) == screens.two, "Shift+Tab at the first wraps to the last")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)

        transitions.trapsFocus = false
        window.root.present(screens.card, animated: false)
        window.waitUntil(.presented)
        let free = try #require(transitions.lastController)
        #expect(keyControllers(on: free.presentedView) == 1, "only Escape's: Tab is GTK's own")
        #expect(focus(in: window) == screens.one, "the focus still goes in")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }
}
