import GtkStage
import Testing

/// A navigation controller on a stage, pushed and popped (without a
/// delegate's animator, at once), and the back button it names.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct NavigationTests {
    private func screen(_ title: String) -> ViewController {
        ViewController(view: gtk_label_new(title), title: title)
    }

    @Test func pushPopPushKeepsTheStackAndNamesTheBackButton() {
        let window = StageWindow()
        let navigation = NavigationController(rootViewController: screen("First"))
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)

        navigation.pushViewController(screen("Second"), animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
        // The bar follows on idle, after the frame that ended the push.
        #expect(StageHarness.pump { gtk_widget_get_parent(navigation.backButton) != nil }, "the back button is shown")
        let tooltip = gtk_widget_get_tooltip_text(navigation.backButton).map { String(cString: $0) }
        #expect(tooltip == "Back to First", "the back button names where it goes")

        navigation.popViewController(animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(StageHarness.pump { gtk_widget_get_parent(navigation.backButton) == nil }, "no way back from the root")

        navigation.pushViewController(screen("Third"), animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.topViewController?.title == "Third")
        #expect(navigation.contentStage.contains(navigation.topViewController?.view ?? window.root.view))
    }
}
