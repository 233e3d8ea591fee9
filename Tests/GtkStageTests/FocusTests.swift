import Testing

@testable import GtkStage

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

        init(window: StageWindow, transitions: CardTransitions) {
            gtk_box_append(gcast(window.root.view), open)
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_box_append(gcast(box), one)
            gtk_box_append(gcast(box), two)
            card = ViewController(view: box, title: "Card")
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitions
        }
    }

    private func focus(in window: StageWindow) -> WidgetPointer? {
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
        let window = StageWindow()
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

    @Test func tabWrapsInsideTheCardUnlessThePresentationLetsGo() throws {
        let window = StageWindow()
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
