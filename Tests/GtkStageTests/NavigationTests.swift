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

    /// The root of a stack and a screen pushed onto it present onto one
    /// stage, the stack's, over its bar; either screen's dismiss takes the card away.
    @Test func everyScreenOfAStackPresentsOntoTheSameStage() throws {
        let window = StageWindow()
        let navigation = NavigationController(rootViewController: screen("First"))
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)
        let first = try #require(navigation.topViewController)
        navigation.pushViewController(screen("Second"), animated: false)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        let second = try #require(navigation.topViewController)
        #expect(first.stage === window.stage && second.stage === window.stage, "both on the stack's stage, not its content's")

        let transitions = CardTransitions()
        for (presenter, dismisser) in [(first, second), (second, first)] {
            presenter.present(transitions.card(), animated: false)
            #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: navigation) == .presented })
            let card = try #require(transitions.lastController)
            #expect(window.stage.contains(card.presentedView), "the card is on the outer stage")
            #expect(!navigation.contentStage.contains(card.presentedView))
            #expect(gtk_widget_get_can_target(navigation.view) == 0, "the whole stack, bar and all, is covered")
            dismisser.dismiss(animated: false)
            #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: navigation) == .dismissed })
            #expect(navigation.viewControllers.count == 2, "dismissing the card left the stack as it was")
        }
    }
}
