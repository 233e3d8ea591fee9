import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation
import Testing

@testable import MedalCountKit

/// The Swipe Navigation demo, driven by synthetic edge swipes.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct SwipeNavigationTests {
    /// A demo window with the stack presented and at rest on scene A.
    @MainActor
    final class Demo {
        let window: SwipeNavigationWindow

        init() {
            GtkHarness.prepare()
            window = SwipeNavigationWindow(application: nil)
            gtk_window_set_default_size(gcast(window.window), 700, 500)
            window.present()
            let stage = window.stage
            #expect(GtkHarness.pump { stage.bounds.width > 0 && gtk_widget_get_mapped(stage.widget) != 0 })
        }

        isolated deinit {
            gtk_window_destroy(gcast(window.window))
        }

        var stage: Stage { window.stage }
        var root: RootScene { window.rootScene }
        var navigation: NavigationController? { root.navigation }
        var phase: TransitionPhase { window.stage.presenter.phase(presentedBy: root) }
        var letters: [String] { navigation?.viewControllers.compactMap { ($0 as? LetterScene)?.letter } ?? [] }
        /// The presented view that wraps the stack (what the presentation fades).
        var stackView: WidgetPointer? { window.stage.presenter.presentationController(presentedBy: root)?.presentedView }
        var width: Double { Double(gtk_widget_get_width(navigation?.view ?? window.stage.widget)) }

        func frames(_ count: Int) { GtkHarness.pumpFrames(count, of: window.stage.widget) }

        func presentStack() {
            root.presentStack()
            let reached = GtkHarness.pump { self.phase == .presented }
            #expect(reached, "the stack never came up")
        }

        /// A swipe from `edge`, inward to `fraction` of the width, in slow
        /// steps, let go after holding still (so the position decides).
        func swipe(from edge: HorizontalEdge, to fraction: Double, release: Bool = true) {
            guard let swipe = root.swipe else { return }
            let start = edge == .leading ? 5.0 : width - 5
            let sign = edge == .leading ? 1.0 : -1.0
            swipe.tracker?.dragBegan(at: Point(x: start, y: 100))
            for step in 1...8 {
                swipe.tracker?.dragMoved(to: Point(x: sign * width * fraction * Double(step) / 8, y: 0), at: 100 + Double(step) * 0.06)
                frames(1)
            }
            if release {
                swipe.tracker?.dragEnded(at: Point(x: sign * width * fraction, y: 0), time: 100.7)
            }
        }

        func waitUntilIdle() {
            let settled = GtkHarness.pump { self.navigation?.isTransitioning != true && (self.phase == .presented || self.phase == .dismissed) }
            #expect(settled)
            frames(2)
        }
    }

    @Test func presentFadesTheStackInAndRemovesTheRootFromView() {
        let demo = Demo()
        demo.stage.motion = Motion(timeScale: 10)
        demo.root.presentStack()
        #expect(GtkHarness.pump { (demo.stackView.map { gtk_widget_get_opacity($0) } ?? 0) > 0.1 })
        if let stack = demo.stackView {
            let opacity = gtk_widget_get_opacity(stack)
            #expect(opacity > 0 && opacity < 1, "mid-fade the stack is part way in")
        }
        #expect(GtkHarness.pump { demo.phase == .presented })
        demo.frames(2)
        #expect(gtk_widget_get_visible(demo.root.view) == 0, "the presenter's view stays under the stack")
        #expect(demo.letters == ["A"])
    }

    @Test func pushFollowsTheSwipeAndFinishesPastHalfWay() {
        let demo = Demo()
        demo.presentStack()
        demo.swipe(from: .trailing, to: 0.25, release: false)
        let incoming = demo.navigation.flatMap { gtk_widget_get_last_child($0.contentStage.widget) }
        #expect(incoming != nil && incoming != demo.navigation?.topViewController?.view, "scene B is on the stage")
        for fraction in [0.25, 0.5, 0.75] {
            if let swipe = demo.root.swipe {
                swipe.tracker?.dragMoved(to: Point(x: -demo.width * fraction, y: 0), at: 101 + fraction)
            }
            demo.frames(1)
            if let incoming {
                #expect(abs(gtk_widget_get_opacity(incoming) - fraction) < 0.02, "opacity at \(fraction)")
            }
        }
        demo.root.swipe?.tracker?.dragEnded(at: Point(x: -demo.width * 0.75, y: 0), time: 102)
        demo.waitUntilIdle()
        #expect(demo.letters == ["A", "B"])
    }

    @Test func pushReleasedEarlyRestoresTheScene() {
        let demo = Demo()
        demo.presentStack()
        demo.swipe(from: .trailing, to: 0.3)
        demo.waitUntilIdle()
        #expect(demo.letters == ["A"])
        // The scene a transition left stays, hidden, until the stage's next
        // change, for a screen reader (Stage.retireSubview): one shown, at
        // most one hidden.
        let children = demo.navigation.map { nav -> (shown: Int, hidden: Int) in
            var counts = (shown: 0, hidden: 0)
            var child = gtk_widget_get_first_child(nav.contentStage.widget)
            while let current = child {
                if gtk_widget_get_visible(current) != 0 { counts.shown += 1 } else { counts.hidden += 1 }
                child = gtk_widget_get_next_sibling(current)
            }
            return counts
        }
        #expect(children?.shown == 1, "the cancelled scene was left on the stage")
        #expect((children?.hidden ?? 0) <= 1, "more than the one scene left hidden")
    }

    @Test func swipesReachCAndNoFurther() {
        let demo = Demo()
        demo.presentStack()
        demo.swipe(from: .trailing, to: 0.7)
        demo.waitUntilIdle()
        demo.swipe(from: .trailing, to: 0.7)
        demo.waitUntilIdle()
        #expect(demo.letters == ["A", "B", "C"])
        demo.swipe(from: .trailing, to: 0.7)
        demo.waitUntilIdle()
        #expect(demo.letters == ["A", "B", "C"], "C has no next scene")
    }

    @Test func popFollowsTheSwipeAndCancelsBeforeHalfWay() {
        let demo = Demo()
        demo.presentStack()
        demo.swipe(from: .trailing, to: 0.7)
        demo.waitUntilIdle()
        demo.swipe(from: .leading, to: 0.3)
        demo.waitUntilIdle()
        #expect(demo.letters == ["A", "B"])
        if let top = demo.navigation?.topViewController {
            #expect(gtk_widget_get_opacity(top.view) == 1, "a cancelled pop restores the scene exactly")
        }
        demo.swipe(from: .leading, to: 0.7)
        demo.waitUntilIdle()
        #expect(demo.letters == ["A"])
    }

    @Test func swipeFromTheLeftAtADismissesTheStack() {
        let demo = Demo()
        demo.presentStack()
        demo.swipe(from: .leading, to: 0.4, release: false)
        #expect(demo.phase == .dismissing(.interrupted))
        if let stack = demo.stackView {
            #expect(abs(gtk_widget_get_opacity(stack) - 0.6) < 0.02)
        }
        #expect(gtk_widget_get_visible(demo.root.view) == 1, "the root shows through while the stack fades")
        demo.root.swipe?.tracker?.dragEnded(at: Point(x: demo.width * 0.4, y: 0), time: 100.7)
        demo.waitUntilIdle()
        #expect(demo.phase == .presented, "released before half way, the stack stays")
        #expect(gtk_widget_get_visible(demo.root.view) == 0)

        demo.swipe(from: .leading, to: 0.8)
        demo.waitUntilIdle()
        #expect(demo.phase == .dismissed)
        #expect(gtk_widget_get_visible(demo.root.view) == 1)
    }

    @Test func aDragAwayFromTheEdgesDoesNothing() {
        let demo = Demo()
        demo.presentStack()
        guard let swipe = demo.root.swipe else { return }
        swipe.tracker?.dragBegan(at: Point(x: demo.width / 2, y: 100))
        swipe.tracker?.dragMoved(to: Point(x: -200, y: 0), at: 100.1)
        swipe.tracker?.dragEnded(at: Point(x: -200, y: 0), time: 100.2)
        demo.frames(3)
        #expect(demo.letters == ["A"])
        #expect(demo.navigation?.isTransitioning == false)
    }

    /// Alt+Left while the first push (A to B) still runs turns it round: the
    /// stack stays up at A (it used to read "at scene A" and close the stack).
    @Test func backDuringTheFirstPushTurnsItRound() throws {
        let demo = Demo()
        demo.presentStack()
        demo.window.stage.motion = Motion(timeScale: 20)
        let navigation = try #require(demo.navigation)
        #expect(SwipeKeys.handle(UInt32(GDK_KEY_Right), alt: true, layout: .leftToRight, in: navigation))
        demo.frames(3)
        try #require(navigation.isTransitioning, "the push to B is under way")
        #expect(SwipeKeys.handle(UInt32(GDK_KEY_Left), alt: true, layout: .leftToRight, in: navigation))
        #expect(GtkHarness.pump(timeout: 20) { !navigation.isTransitioning })
        demo.waitUntilIdle()
        #expect(demo.phase == .presented, "the stack is still up")
        #expect(demo.letters == ["A"])
    }

    /// One way of moving through the stack: keys (the stack's key handler,
    /// given Alt+Right and Alt+Left), edge swipes, or the scenes' buttons and
    /// the back button.
    enum Route: CaseIterable {
        case keys, swipes, buttons
    }

    private func push(_ demo: Demo, by route: Route) {
        switch route {
        case .keys:
            if let navigation = demo.navigation {
                #expect(SwipeKeys.handle(UInt32(GDK_KEY_Right), alt: true, layout: .leftToRight, in: navigation), "Alt+Right is the stack's")
            }
        case .swipes: demo.swipe(from: .trailing, to: 0.7)
        case .buttons:
            if let button = (demo.navigation?.topViewController as? LinkedLetterScene)?.forwardButton {
                press(button, demo)
            } else {
                Issue.record("the top scene has no forward button")
            }
        }
        demo.waitUntilIdle()
    }

    private func pop(_ demo: Demo, by route: Route) {
        switch route {
        case .keys:
            if let navigation = demo.navigation {
                #expect(SwipeKeys.handle(UInt32(GDK_KEY_Left), alt: true, layout: .leftToRight, in: navigation), "Alt+Left is the stack's")
            }
        case .swipes: demo.swipe(from: .leading, to: 0.7)
        case .buttons:
            if let back = demo.navigation?.backButton { press(back, demo) }
        }
        demo.waitUntilIdle()
    }

    /// Activates `button` as Enter or a click would; GTK emits `clicked` a
    /// moment later, so wait until the stack starts to move.
    private func press(_ button: WidgetPointer, _ demo: Demo) {
        gtk_widget_activate(button)
        #expect(GtkHarness.pump { demo.navigation?.isTransitioning == true }, "the button started no transition")
    }

    /// Pushes and pops by the scenes' buttons, the back button and the keys
    /// take the focus straight into the next screen while the one left is
    /// still in the window (a screen reader asks about the control that lost
    /// the focus afterwards): the focus is never on nothing, and it is in the
    /// next screen before the transition ends.
    @Test func pushesAndPopsNeverLeaveTheFocusOnNothing() throws {
        let demo = Demo()
        demo.presentStack()
        let navigation = try #require(demo.navigation)
        let window = demo.window.window
        var lost: [[String]] = []
        let watch = Signal.connect(
            window, .notify("focus-widget"),
            withArgument: { _ in
                let focus = gtk_window_get_focus(gcast(window))
                if focus == nil || focus.map({ gtk_widget_get_root($0) == nil }) == true { lost.append(demo.letters) }
            })
        defer { watch.disconnect() }
        /// Starts a transition with `start`, then waits until the focus is
        /// in the view of the screen `letter`, which must happen while it runs.
        func expectFocus(on letter: String, _ step: String, start: () -> Void) {
            start()
            var seenWhileRunning = false
            let arrived = GtkHarness.pump {
                guard let focus = gtk_window_get_focus(gcast(window)),
                    let scene = navigation.viewControllers.first(where: { ($0 as? LetterScene)?.letter == letter })
                        ?? self.incoming(navigation, letter)
                else { return false }
                // Scene C has no control: the focus is on its view itself.
                let inside = focus == scene.view || gtk_widget_is_ancestor(focus, scene.view) != 0
                if inside && navigation.isTransitioning { seenWhileRunning = true }
                return inside
            }
            #expect(arrived, "\(step): the focus never reached scene \(letter)")
            #expect(seenWhileRunning, "\(step): the focus reached scene \(letter) only after the transition")
            demo.waitUntilIdle()
        }
        let forwardA = try #require((navigation.topViewController as? LinkedLetterScene)?.forwardButton)
        gtk_widget_grab_focus(forwardA)
        expectFocus(on: "B", "B's button") { self.press(forwardA, demo) }
        let forwardB = try #require((navigation.topViewController as? LinkedLetterScene)?.forwardButton)
        gtk_widget_grab_focus(forwardB)
        expectFocus(on: "C", "C's button") { self.press(forwardB, demo) }
        gtk_widget_grab_focus(navigation.backButton)
        expectFocus(on: "B", "the back button") { self.press(navigation.backButton, demo) }
        expectFocus(on: "A", "Alt+Left") {
            #expect(SwipeKeys.handle(UInt32(GDK_KEY_Left), alt: true, layout: .leftToRight, in: navigation))
        }
        #expect(demo.letters == ["A"])
        #expect(lost.isEmpty, "the focus was on nothing with the stack at \(lost)")
    }

    /// How long (frame-clock seconds) the transition `start` begins runs.
    private func runLength(_ demo: Demo, _ start: () -> Void) -> Double {
        guard let clock = gtk_widget_get_frame_clock(demo.window.stage.widget) else { return 0 }
        start()
        let began = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        var ended = began
        _ = GtkHarness.pump {
            demo.frames(1)
            ended = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            return demo.navigation?.isTransitioning != true
        }
        demo.waitUntilIdle()
        return ended - began
    }

    /// Pushes and pops by button, one after another, each fade for their
    /// whole half second: the scene left stays in the window all that time,
    /// for a screen reader that asks about the button that lost the focus.
    @Test func aPushAfterAPopRunsItsWholeFade() throws {
        let demo = Demo()
        demo.presentStack()
        let navigation = try #require(demo.navigation)
        var lengths: [Double] = []
        for step in 0..<5 {
            if step % 2 == 0 {
                let forward = try #require((navigation.topViewController as? LinkedLetterScene)?.forwardButton)
                gtk_widget_grab_focus(forward)
                lengths.append(runLength(demo) { self.press(forward, demo) })
            } else {
                gtk_widget_grab_focus(navigation.backButton)
                lengths.append(runLength(demo) { self.press(navigation.backButton, demo) })
            }
        }
        #expect(lengths.allSatisfy { $0 > 0.4 }, "each push and pop fades for its 0.5 s: \(lengths)")
    }

    /// The screen `letter` that a running push brings in (not yet in the stack).
    private func incoming(_ navigation: NavigationController, _ letter: String) -> ViewController? {
        navigation.runningTransition.map { $0.viewController(forKey: .to) }.flatMap {
            ($0 as? LetterScene)?.letter == letter ? $0 : nil
        }
    }

    @Test(arguments: Route.allCases)
    func pushPopPushKeepsTheBackButton(route: Route) throws {
        let demo = Demo()
        demo.presentStack()
        let navigation = try #require(demo.navigation)
        let back = navigation.backButton
        let watch = FinalizationWatch(back)
        push(demo, by: route)
        #expect(demo.letters == ["A", "B"])
        pop(demo, by: route)
        #expect(demo.letters == ["A"])
        #expect(GtkHarness.pump { gtk_widget_get_visible(back) == 0 }, "scene A shows Cancel, not Back")
        #expect(!watch.isFinalized, "the back button was freed")
        push(demo, by: route)
        #expect(demo.letters == ["A", "B"])
        #expect(GtkHarness.pump { gtk_widget_get_visible(back) != 0 }, "Back is in the bar again")
        #expect(String(cString: gtk_widget_get_tooltip_text(back)) == "Back to A")
        // Named by its own label, not by its arrow image ("GtkImage Back to A").
        #expect(gtk_test_accessible_has_relation(gcast(back), GTK_ACCESSIBLE_RELATION_LABELLED_BY) == 0)
        push(demo, by: route)
        pop(demo, by: route)
        pop(demo, by: route)
        push(demo, by: route)
        #expect(demo.letters == ["A", "B"])
        #expect(!watch.isFinalized)
    }

    @Test func scenesHaveOneLetterTitlesTheirColoursAndButtonsToTheNext() throws {
        let demo = Demo()
        demo.presentStack()
        var seen: [(String, String?)] = []
        for _ in 0..<3 {
            let top = try #require(demo.navigation?.topViewController as? LetterScene)
            #expect(top.title == top.letter)
            #expect(gtk_widget_has_css_class(top.view, "scene-\(top.letter.lowercased())") != 0)
            let forward = (top as? LinkedLetterScene).flatMap { gtk_button_get_label(gcast($0.forwardButton)) }
            seen.append((top.letter, forward.map { String(cString: $0) }))
            if forward != nil { push(demo, by: .buttons) }
        }
        #expect(seen.map(\.0) == ["A", "B", "C"])
        #expect(seen.map(\.1) == ["B", "C", nil], "B on scene A, C on scene B, none on C")
    }

    @Test func proceedPresentsTheStack() {
        let demo = Demo()
        #expect(String(cString: gtk_button_get_label(gcast(demo.root.presentButton))) == "Proceed")
        gtk_widget_activate(demo.root.presentButton)
        #expect(GtkHarness.pump { demo.phase != .dismissed })
        #expect(GtkHarness.pump { demo.phase == .presented })
        #expect(demo.letters == ["A"])
    }

    /// Where the keyboard focus is, if anywhere.
    private func focus(in demo: Demo) -> WidgetPointer? {
        gtk_widget_get_root(demo.window.window).flatMap { gtk_root_get_focus($0) }
    }

    private func focusIsIn(_ view: WidgetPointer, _ demo: Demo) -> Bool {
        guard let focus = focus(in: demo) else { return false }
        return focus == view || gtk_widget_is_ancestor(focus, view) != 0
    }

    @Test func theFocusStaysInTheTopSceneWhateverTheSwipesDo() throws {
        let demo = Demo()
        demo.presentStack()
        push(demo, by: .buttons)
        push(demo, by: .buttons)
        let c = try #require(demo.navigation?.topViewController)
        #expect(GtkHarness.pump { self.focusIsIn(c.view, demo) }, "scene C has the focus once pushed")
        // A pop cancelled, then one that goes: the focus is never left on nothing.
        demo.swipe(from: .leading, to: 0.3)
        demo.waitUntilIdle()
        #expect(GtkHarness.pump { self.focusIsIn(c.view, demo) }, "a cancelled pop leaves the focus in C")
        demo.swipe(from: .leading, to: 0.8)
        demo.waitUntilIdle()
        let b = try #require(demo.navigation?.topViewController)
        #expect(b !== c)
        #expect(GtkHarness.pump { self.focusIsIn(b.view, demo) }, "after the pop the focus is in B, not on nothing")
        #expect(SwipeKeys.handle(UInt32(GDK_KEY_Escape), alt: false, layout: .leftToRight, in: try #require(demo.navigation)))
        demo.waitUntilIdle()
        let a = try #require(demo.navigation?.topViewController)
        #expect(GtkHarness.pump { self.focusIsIn(a.view, demo) })
    }
}
