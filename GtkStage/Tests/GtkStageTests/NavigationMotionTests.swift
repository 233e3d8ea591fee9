import CGtkClip
import Testing

@_spi(GLib) @testable import GtkStage

/// A navigation controller's own motion, without a delegate: a push slides
/// the new screen in from the trailing edge over the old one, which moves a
/// third as far (mirrored right to left); a drag from the leading edge pops
/// under the finger and finishes or goes back by where it would rest; Alt
/// with the arrow toward the leading edge pops; all of it off when the app
/// turns it off; and a push during a pop changes nothing of the stack.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct NavigationMotionTests {
    private func screen(_ title: String) -> ViewController {
        ViewController(view: gtk_label_new(title), title: title)
    }

    /// A presented stack of one screen on `window`, slowed by `timeScale`.
    private func stack(in window: TestStageWindow, timeScale: Double = 1) -> NavigationController {
        let navigation = NavigationController(rootViewController: screen("Inbox"))
        window.root.present(navigation, animated: false)
        window.waitUntil(.presented)
        navigation.contentStage.motion = Motion(timeScale: timeScale)
        window.frames(2)
        return navigation
    }

    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func aPushSlidesInFromTheTrailingEdgeWithTheOldScreenAThirdBehind(direction: GtkTextDirection) throws {
        let before = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(before) }
        let window = TestStageWindow()
        let navigation = stack(in: window, timeScale: 8)
        let inbox = try #require(navigation.topViewController)
        let message = screen("Message")
        navigation.pushViewController(message, animated: true)
        window.frames(10)
        let stage = navigation.contentStage
        let width = stage.bounds.width
        let incoming = stage.offset(of: message.view).x
        let outgoing = stage.offset(of: inbox.view).x
        let trailing: Double = direction == GTK_TEXT_DIR_RTL ? -1 : 1
        #expect(incoming * trailing > 0.05 && incoming * trailing < 0.95, "the new screen part way in from the trailing edge: \(incoming)")
        #expect(abs(outgoing - (-trailing * (1 - incoming * trailing) / 3)) < 0.02, "the old one a third as far: \(outgoing), new \(incoming)")
        #expect(stage.presentationFrame(of: message.view).width == width)
        #expect(gtk_widget_has_css_class(message.view, "navigation-screen") != 0, "screens are opaque")
        // The shade over the old screen is as far in as the new screen.
        var child = gtk_widget_get_first_child(stage.widget)
        while let widget = child, gtk_widget_has_css_class(widget, "navigation-dim") == 0 { child = gtk_widget_get_next_sibling(widget) }
        let shade = try #require(child, "a shade over the old screen")
        g_object_ref(gobject(shade))
        defer { g_object_unref(gobject(shade)) }
        let level = gtkstage_shade_get_level(gcast(shade))
        #expect(abs(level - (1 - abs(incoming))) < 0.02, "the shade at \(level), the new screen \(incoming) from its place")
        #expect(gtk_widget_get_opacity(shade) == 1, "a level, not an opacity group")
        navigation.contentStage.motion = Motion(timeScale: 1)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(stage.offset(of: message.view) == .zero)
        #expect(!stage.contains(inbox.view), "the old screen leaves the stage")
        #expect(!stage.contains(shade), "and the shade with it")
    }

    /// A drag from the leading edge pops under the finger; a short one goes back.
    @Test func aDragFromTheLeadingEdgePopsAndAShortOneGoesBack() throws {
        let window = TestStageWindow()
        let navigation = stack(in: window)
        navigation.pushViewController(screen("Message"), animated: false)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        let tracker = try #require(navigation.backSwipeTracker)
        let width = navigation.contentStage.bounds.width
        func drag(to share: Double, pause: Double, at start: Double) {
            tracker.dragBegan(at: Point(x: 6, y: 100))
            for step in 1...8 {
                tracker.dragMoved(to: Point(x: width * share * Double(step) / 8, y: 0), at: start + Double(step) * 0.05)
                window.frames(1)
            }
            tracker.dragEnded(at: Point(x: width * share, y: 0), time: start + 0.4 + pause)
        }
        drag(to: 0.15, pause: 0.4, at: 100)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["Inbox", "Message"], "a short drag went back")
        drag(to: 0.7, pause: 0.4, at: 200)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["Inbox"], "a drag past half way popped")
        // Not from the middle of the screen.
        navigation.pushViewController(screen("Message"), animated: false)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        tracker.dragBegan(at: Point(x: width / 2, y: 100))
        tracker.dragMoved(to: Point(x: width * 0.6, y: 0), at: 300)
        #expect(!tracker.isSwiping, "a drag from the middle is no pop")
        tracker.dragEnded(at: Point(x: width * 0.6, y: 0), time: 300.2)
    }

    /// Alt+Left pops (Alt+Right right to left); the app may turn the stack's
    /// ways back off, and then neither the key nor a drag pops.
    @Test func altLeftPopsUnlessTheAppTurnsItOff() throws {
        let window = TestStageWindow()
        let navigation = stack(in: window)
        navigation.pushViewController(screen("Message"), animated: false)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        navigation.isBackNavigationEnabled = false
        #expect(!navigation.handleBackKey(UInt32(GDK_KEY_Left), alt: true), "turned off, Alt+Left is not the stack's")
        let tracker = try #require(navigation.backSwipeTracker)
        tracker.dragBegan(at: Point(x: 6, y: 100))
        tracker.dragMoved(to: Point(x: 300, y: 0), at: 10)
        #expect(!tracker.isSwiping, "turned off, the edge drag is not the stack's")
        tracker.dragEnded(at: Point(x: 300, y: 0), time: 10.2)
        navigation.isBackNavigationEnabled = true
        #expect(!navigation.handleBackKey(UInt32(GDK_KEY_Right), alt: true), "Alt+Right is forward, not back, left to right")
        #expect(navigation.handleBackKey(UInt32(GDK_KEY_Left), alt: true))
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.count == 1)
    }

    /// A screen with nothing to focus (a lone label) leaves the focus inside
    /// the stack, on its stage, where Alt+Left is heard: presented, pushed
    /// from a button and popped back to it. The stage is focusable only
    /// while it stands in, and the label is left unfocusable, as it was.
    @Test func aScreenWithNothingToFocusKeepsTheFocusInTheStack() throws {
        let window = TestStageWindow()
        let navigation = stack(in: window)
        let stage = navigation.contentStage.widget
        #expect(Focus.widget(inside: navigation.view) == stage, "presented, the stack of a lone label holds the focus")
        #expect(gtk_widget_get_focusable(stage) != 0)

        let reply = gtk_button_new_with_label("Reply")!
        navigation.pushViewController(ViewController(view: reply, title: "Message"), animated: false)
        #expect(StageHarness.pump { Focus.widget(inside: navigation.view) == reply }, "a screen with a button takes the focus")
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(gtk_widget_get_focusable(stage) == 0, "the stage stood in only while nothing else could")

        let note = screen("Note")
        navigation.pushViewController(note, animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(
            StageHarness.pump { Focus.widget(inside: navigation.view) == stage }, "pushed from a button, a lone label leaves the focus on the stage")
        #expect(gtk_widget_get_focusable(note.view) == 0, "the label is left as it was")

        // From the stage standing in, a push takes the focus along at its
        // start, as from a screen's button; popped, the stage stands in again.
        let again = gtk_button_new_with_label("Again")!
        navigation.pushViewController(ViewController(view: again, title: "Again"), animated: true)
        #expect(navigation.isTransitioning)
        #expect(Focus.widget(inside: navigation.view) == again, "the focus goes along at the push's start")
        #expect(StageHarness.pump { !navigation.isTransitioning })
        navigation.popViewController(animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(StageHarness.pump { Focus.widget(inside: navigation.view) == stage }, "back on the lone label, the stage")

        navigation.popViewController(animated: true)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(StageHarness.pump { Focus.widget(inside: navigation.view) == reply }, "popped, the focus is back on the button")
        #expect(gtk_widget_get_focusable(stage) == 0)
    }

    /// Neither screen takes a click while a push moves them (a click 50 ms
    /// in landed on the screen sliding away, and presented from it); each
    /// has what it had again at the end, a screen that took none included,
    /// whichever way the transition ends.
    @Test func noScreenTakesClicksWhileItMoves() throws {
        let window = TestStageWindow()
        let navigation = stack(in: window, timeScale: 8)
        let inbox = try #require(navigation.topViewController)
        let button = gtk_button_new_with_label("Reply")!
        let message = ViewController(view: button, title: "Message")
        navigation.pushViewController(message, animated: true)
        window.frames(6)
        #expect(navigation.isTransitioning)
        #expect(gtk_widget_get_can_target(inbox.view) == 0 && gtk_widget_get_can_target(button) == 0)
        let stage = navigation.contentStage
        let middle = stage.presentationFrame(of: button)
        let picked = gtk_widget_pick(stage.widget, middle.x + middle.width / 2, middle.y + middle.height / 2, CGTK_PICK_DEFAULT)
        #expect(picked != button, "the screen sliding in took a click")
        navigation.contentStage.motion = Motion(timeScale: 1)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(gtk_widget_get_can_target(button) != 0 && gtk_widget_get_can_target(inbox.view) != 0)

        // A screen the app made untargetable stays so, after a pop turned round.
        gtk_widget_set_can_target(inbox.view, 0)
        navigation.contentStage.motion = Motion(timeScale: 8)
        navigation.popViewController(animated: true)
        window.frames(3)
        navigation.pushViewController(screen("Draft"), animated: true)
        navigation.contentStage.motion = Motion(timeScale: 1)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(gtk_widget_get_can_target(inbox.view) == 0, "the app's choice kept")
        #expect(gtk_widget_get_can_target(button) != 0)
    }

    /// A push asked for while a pop runs is refused: the stack ends as the
    /// pop leaves it, and the screen asked for can be pushed after.
    @Test func aPushDuringAPopChangesNothing() {
        let window = TestStageWindow()
        let navigation = stack(in: window, timeScale: 6)
        navigation.pushViewController(screen("Message"), animated: false)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        navigation.popViewController(animated: true)
        window.frames(3)
        let late = screen("Draft")
        navigation.pushViewController(late, animated: true)
        navigation.contentStage.motion = Motion(timeScale: 1)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["Inbox"])
        #expect(late.navigationController == nil)
        navigation.pushViewController(late, animated: false)
        #expect(StageHarness.pump { !navigation.isTransitioning })
        #expect(navigation.viewControllers.map(\.title) == ["Inbox", "Draft"])
    }
}
