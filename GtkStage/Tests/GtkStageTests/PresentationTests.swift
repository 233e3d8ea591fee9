import Testing

@_spi(GLib) @testable import GtkStage

/// A custom presentation written against the library alone, as a second app
/// would: where it rests, how it goes, turning back mid-flight, what it
/// leaves alive, and each stage's own motion.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct PresentationTests {
    @Test func aCardRestsAtItsFrameOverTheDimAndTheDimDismissesIt() throws {
        let window = TestStageWindow()
        let transitions = CardTransitions()
        let card = transitions.card()
        window.root.present(card, animated: true)
        window.waitUntil(.presented)
        let controller = try #require(transitions.lastController)
        // Centred on the stage (a window's own title bar, under Wayland, makes the stage shorter than the window).
        let stage = window.stage.bounds
        let centred = Rect(x: (stage.width - 200) / 2, y: (stage.height - 100) / 2, width: 200, height: 100)
        #expect(stage.width > 200 && stage.height > 100)
        #expect(window.bounds(of: controller.presentedView) == centred)
        #expect(controller.dim.opacity == 1)
        #expect(window.bounds(of: controller.dim.widget) == window.stage.bounds)
        #expect(gtk_widget_get_can_target(window.root.view) == 0, "the covered screen takes no input")

        gtk_widget_activate(controller.dim.widget)  // the dim's click
        window.waitUntil(.dismissed)
        #expect(!window.stage.contains(controller.presentedView))
        #expect(!window.stage.contains(controller.dim.widget))
        #expect(gtk_widget_get_can_target(window.root.view) == 1)
        #expect(window.root.presentedViewController == nil)
    }

    @Test func aDismissalMidSlideTurnsBackFromWhereTheCardIs() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(timeScale: 30)  // 9 s: a stalled machine still catches it mid-slide
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: true)
        let controller = try #require(transitions.lastController)
        let rest = controller.frameOfPresentedViewInContainerView
        #expect(
            StageHarness.pump {
                let now = window.bounds(of: controller.presentedView)
                return now.width > 0 && now.y < rest.y + 60
            }, "the card rose past half way")
        window.root.dismiss(animated: true)
        #expect(window.phase == .presenting(.reversed))
        var previous = window.bounds(of: controller.presentedView).y
        var steps = 0
        while window.phase != .dismissed, steps < 2000 {
            g_main_context_iteration(nil, 1)
            guard window.stage.contains(controller.presentedView) else { break }
            let y = window.bounds(of: controller.presentedView).y
            #expect(y >= previous - 0.5, "the card went up again on its way down")
            previous = y
            steps += 1
        }
        window.waitUntil(.dismissed)
        #expect(previous > rest.y + 60, "it went back down from where it was")
    }

    @Test func aDismissedCardLeavesNothingAlive() {
        let window = TestStageWindow()
        weak var card: ViewController?
        weak var controller: CardController?
        do {
            let transitions = CardTransitions()
            let made = transitions.card()
            card = made
            window.root.present(made, animated: true)
            window.waitUntil(.presented)
            controller = transitions.lastController
            #expect(controller != nil)
            window.root.dismiss(animated: true)
            window.waitUntil(.dismissed)
        }
        #expect(StageHarness.pump { card == nil && controller == nil }, "the card or its controller outlived the dismissal")
        #expect(window.stage.presenter.activeCount == 0)
    }

    @Test func eachStageRunsAtItsOwnMotion() throws {
        let slow = TestStageWindow()
        slow.stage.motion = Motion(timeScale: 40)  // 12 s
        let normal = TestStageWindow()
        let transitions = CardTransitions()
        slow.root.present(transitions.card(), animated: true)
        normal.root.present(transitions.card(), animated: true)
        normal.waitUntil(.presented)
        #expect(slow.phase == .presenting(.forward), "the slowed stage is still sliding when the other has finished")
        slow.root.dismiss(animated: false)
        slow.waitUntil(.dismissed)
    }

    @Test func aStageWithoutAnimationsPresentsAtOnce() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(timeScale: 0)
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: true)
        window.frames(3)  // a 0.3 s slide would be a fifth of the way
        #expect(window.phase == .presented)
        let controller = try #require(transitions.lastController)
        #expect(window.bounds(of: controller.presentedView) == controller.frameOfPresentedViewInContainerView)
    }

    /// Escape (the key handler's way in) dismisses the card, and does
    /// nothing while its presentation controller says it may not close.
    @Test func escapeDismissesUnlessThePresentationSaysNo() throws {
        let window = TestStageWindow()
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: false)
        window.waitUntil(.presented)
        #expect(window.stage.presenter.escapePressed(presentedBy: window.root), "Escape was taken")
        window.waitUntil(.dismissed)

        window.root.present(transitions.card(), animated: false)
        window.waitUntil(.presented)
        let controller = try #require(transitions.lastController)
        controller.closesOnEscape = false
        #expect(window.stage.presenter.escapePressed(presentedBy: window.root), "Escape stops at the card, which stays")
        window.frames(3)
        #expect(window.phase == .presented, "the card stays")
        controller.closesOnEscape = true
        #expect(window.stage.presenter.escapePressed(presentedBy: window.root))
        window.waitUntil(.dismissed)
    }

    /// Present, dismiss, present the same screen: it shows again, in the new
    /// presentation's view (it stays in the old one's until then, as a press
    /// held in it may outlast the dismissal).
    @Test func aScreenPresentedAgainShowsAgain() throws {
        let window = TestStageWindow()
        let transitions = CardTransitions()
        let card = transitions.card()
        for round in 1...3 {
            window.root.present(card, animated: round != 2)
            window.waitUntil(.presented)
            let controller = try #require(transitions.lastController)
            #expect(gtk_widget_get_parent(card.view) == controller.presentedView, "round \(round): the card is in its presentation")
            #expect(window.bounds(of: card.view).size == CardController.size, "round \(round)")
            window.root.dismiss(animated: round != 3)
            window.waitUntil(.dismissed)
            #expect(gtk_widget_get_root(card.view) == nil, "round \(round): the card left the window with its presentation")
        }
    }
}
