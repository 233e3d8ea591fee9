import CGtk
@_spi(GLib) import GtkStage
import Testing

/// A navigation controller on a stage, pushed and popped (without a
/// delegate's animator, on the next frame), the back button it names, a pop
/// turning a push round, and presenting from any screen of the stack.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct NavigationTests {
    private func screen(_ title: String) -> ViewController {
        ViewController(view: gtk_label_new(title), title: title)
    }

    /// Presented, a stack puts the focus in its top screen, not on the first
    /// button of its bar (the root's leading item), which GTK 4.18 puts
    /// first in Tab order.
    @Test func aPresentedStackFocusesItsTopScreen() throws {
        let window = TestStageWindow()
        let content = try #require(gtk_button_new_with_label("Next"))
        let root = ViewController(view: content, title: "First")
        root.navigationLeadingItem = gtk_button_new_with_label("Cancel")
        let navigation = NavigationController(rootViewController: root)
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)
        let focus = gtk_widget_get_root(content).flatMap { gtk_root_get_focus($0) }
        #expect(focus == content, "the focus is not on the top screen's button")
    }

    @Test func pushPopPushKeepsTheStackAndNamesTheBackButton() {
        let window = TestStageWindow()
        let navigation = NavigationController(rootViewController: screen("First"))
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)

        navigation.pushViewController(screen("Second"), animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
        // The bar follows on idle, after the frame that ended the push.
        #expect(StageHarness.pump { gtk_widget_get_visible(navigation.backButton) != 0 }, "the back button is shown")
        let tooltip = gtk_widget_get_tooltip_text(navigation.backButton).map { String(cString: $0) }
        #expect(tooltip == "Back to First", "the back button names where it goes")

        navigation.popViewController(animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(StageHarness.pump { gtk_widget_get_visible(navigation.backButton) == 0 }, "no way back from the root")

        navigation.pushViewController(screen("Third"), animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.topViewController?.title == "Third")
        #expect(navigation.contentStage.contains(navigation.topViewController?.view ?? window.root.view))
    }

    /// The screen a push leaves stays in the widget tree, hidden, until the
    /// stack's next change: a screen reader handling the focus change late
    /// can still ask about the control that lost the focus. The next push
    /// takes it out; a pop brings it back, shown.
    @Test func theScreenAPushLeavesStaysHiddenUntilTheNextChange() throws {
        let window = TestStageWindow()
        let button = try #require(gtk_button_new_with_label("Next"))
        let first = ViewController(view: button, title: "First")
        let navigation = NavigationController(rootViewController: first)
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)
        let stage = navigation.contentStage

        navigation.pushViewController(screen("Second"), animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(gtk_widget_get_parent(first.view) == stage.widget, "still in the widget tree")
        #expect(gtk_widget_get_visible(first.view) == 0, "hidden")
        #expect(gtk_widget_get_root(button) != nil, "its button still in the window, for a screen reader to ask about")
        #expect(!stage.contains(first.view), "not on the stage")

        navigation.popViewController(animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(stage.contains(first.view) && gtk_widget_get_visible(first.view) != 0, "popped to, it is shown again")

        let second = screen("Second")
        navigation.pushViewController(second, animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        navigation.pushViewController(screen("Third"), animated: true)
        #expect(gtk_widget_get_parent(first.view) == nil, "the next push took the first screen out")
        #expect(gtk_widget_get_visible(first.view) != 0, "shown again for whoever shows it next")
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(gtk_widget_get_parent(second.view) == stage.widget && gtk_widget_get_visible(second.view) == 0)
    }

    /// A screen a pop left, hidden on its stack's stage, goes on another
    /// stage at once, shown (no second parent), and one taken off for good
    /// leaves the tree shown.
    @Test func aScreenAPopLeftCanGoElsewhereAtOnce() {
        let window = TestStageWindow()
        let navigation = NavigationController(rootViewController: screen("First"))
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)
        let stage = navigation.contentStage
        for (index, leaving) in [screen("Second"), screen("Third")].enumerated() {
            navigation.pushViewController(leaving, animated: true)
            #expect(StageHarness.pump { !navigation.isTransitioning })
            navigation.popViewController(animated: true)
            #expect(StageHarness.pump { !navigation.isTransitioning })
            #expect(gtk_widget_get_parent(leaving.view) == stage.widget && gtk_widget_get_visible(leaving.view) == 0)
            if index == 0 {
                let other = Stage()
                other.addSubview(leaving.view)
                #expect(gtk_widget_get_parent(leaving.view) == other.widget, "on the other stage")
                #expect(gtk_widget_get_visible(leaving.view) != 0, "shown there")
                other.removeSubview(leaving.view)
            } else {
                stage.removeSubview(leaving.view)
                #expect(gtk_widget_get_parent(leaving.view) == nil, "taken off for good")
                #expect(gtk_widget_get_visible(leaving.view) != 0)
            }
        }
    }

    /// The root of a stack and a screen pushed onto it present onto one
    /// stage, the stack's, over its bar; either screen's dismiss takes the card away.
    @Test func everyScreenOfAStackPresentsOntoTheSameStage() throws {
        let window = TestStageWindow()
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

    /// A pop while a push is still sliding turns the push round from where
    /// it is (as a dismissal does a presentation coming in); then push, pop,
    /// push go on as before.
    @Test func aPopDuringAPushTurnsItRound() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(timeScale: 30)  // 9 s: a stalled machine still catches it mid-slide
        let slides = SlidingPushes()
        let navigation = NavigationController(rootViewController: screen("First"))
        navigation.delegate = slides
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)
        let second = screen("Second")
        navigation.pushViewController(second, animated: true)
        #expect(StageHarness.pump { navigation.contentStage.offset(of: second.view).x < 0.7 }, "the push came part way")
        try #require(navigation.isTransitioning, "still pushing when the pop comes")
        navigation.popViewController(animated: true)
        var path = [navigation.contentStage.offset(of: second.view).x]
        let ended = StageHarness.pump(timeout: 10) {
            if navigation.contentStage.contains(second.view) { path.append(navigation.contentStage.offset(of: second.view).x) }
            return !navigation.isTransitioning
        }
        #expect(ended)
        #expect(slides.endings == [.start], "the push ran back to its start, not on to its end")
        #expect(path.first.map { $0 > 0 && $0 < 0.7 } == true, "turned round part way: \(path.first ?? -1)")
        #expect(zip(path, path.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "the pushed screen went back the way it came: \(path)")
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(!navigation.contentStage.contains(second.view))
        #expect(second.navigationController == nil)

        window.stage.motion = Motion(timeScale: 0)
        navigation.pushViewController(screen("Third"), animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["First", "Third"])
    }
}

/// Pushes slide in from the trailing side, pops slide out to it: the
/// navigation delegate of `aPopDuringAPushTurnsItRound`.
@MainActor
final class SlidingPushes: NavigationControllerDelegate {
    /// Where each push or pop's animation ended, in order.
    private(set) var endings: [AnimatingPosition] = []

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        PushSlide(isPush: operation == .push) { [weak self] in self?.endings.append($0) }
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        nil
    }
}

/// Slides the pushed screen in by its width, or the popped one out.
@MainActor
final class PushSlide: TransitionAnimator {
    let isPush: Bool
    private let ended: @MainActor (AnimatingPosition) -> Void

    init(isPush: Bool, ended: @escaping @MainActor (AnimatingPosition) -> Void) {
        self.isPush = isPush
        self.ended = ended
        super.init(duration: 0.3)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let stage = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .linear, clockOwner: stage.widget)
        let moving = context.viewController(forKey: isPush ? .to : .from).view
        if isPush { stage.addSubview(moving) }
        animator.addAnimations { [isPush] progress in
            stage.setOffset(Point(x: isPush ? 1 - progress : progress, y: 0), of: moving)
        }
        animator.addCompletion { [ended] position in
            ended(position)
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        return animator
    }
}
