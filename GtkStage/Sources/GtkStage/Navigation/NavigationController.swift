import CGtk
import Presentation

/// Which way a navigation transition goes.
public enum NavigationOperation: Sendable {
    case push
    case pop
}

/// Vends the animator and interaction controller of each push and pop
/// (UINavigationControllerDelegate).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)?
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}

/// A stack of screens under a bar with a back button
/// (UINavigationController). Pushes and pops are transitions like
/// presentations: its delegate's animator moves the views inside the
/// controller's own stage, and an interaction controller may drive them.
///
/// Without an animator from the delegate it has UIKit's own motion: the
/// new screen slides in from the trailing edge over the old one, which
/// moves a third as far and dims, and back. Its screens are opaque, with the
/// theme's background. And it has ways back of its own
/// (`isBackNavigationEnabled`): a drag from the leading edge that follows the
/// finger, two fingers on a touchpad, Alt+Left (Alt+Right right to left),
/// and the back mouse button.
@MainActor
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController]
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The container of the screens' views.
    public let contentStage = Stage()
    public let backButton: WidgetPointer

    private let bar: WidgetPointer
    private let titleLabel: WidgetPointer
    private let leadingSlot: WidgetPointer
    private var machine = TransitionStateMachine()
    private var connections: [SignalConnection] = []

    /// Whether the stack's own ways back work: a drag from the leading
    /// edge, two fingers on a touchpad, Alt+Left (Alt+Right right to left)
    /// and the back mouse button. On unless an app that brings its own
    /// (a custom swipe, its own keys) turns it off.
    public var isBackNavigationEnabled = true
    /// The drag back from the leading edge, and the pop it drives.
    private lazy var popInteraction = NavigationPopInteraction(navigation: self)

    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        bar = gtk_center_box_new()!
        leadingSlot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        titleLabel = gtk_label_new("")!
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
        super.init(view: root, title: rootViewController.title)
        // Owned here as well as by the bar.
        g_object_ref_sink(gobject(backButton))
        // Its name is its own ("Back to A"), not its arrow image's.
        cgtk_accessible_forget_labelled_by(backButton)
        cgtk_accessible_publish_when_mapped(backButton)
        gtk_widget_add_css_class(root, "navigation-view")
        gtk_widget_add_css_class(bar, "navigation-bar")
        gtk_widget_add_css_class(titleLabel, "heading")
        gtk_center_box_set_start_widget(gcast(bar), leadingSlot)
        gtk_center_box_set_center_widget(gcast(bar), titleLabel)
        gtk_box_append(gcast(root), bar)
        gtk_box_append(gcast(root), contentStage.widget)
        connections.append(Signal.connect(backButton, .clicked) { [weak self] in self?.popViewController(animated: true) })
        installBackShortcuts(on: root)

        rootViewController.navigationController = self
        gtk_widget_add_css_class(rootViewController.view, "navigation-screen")
        contentStage.setRootViewController(rootViewController)
        updateBar()
    }

    isolated deinit {
        g_object_unref(gobject(backButton))
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// The stack's stage, which holds the top screen's view: presented, the
    /// stack starts in its screen, not in its bar (GTK 4.18 puts the bar's
    /// first button first in Tab order); a screen with nothing to focus (a
    /// lone label) leaves the focus on the stage, inside the stack, where
    /// Alt+Left is heard.
    override public var preferredFocusView: WidgetPointer? { contentStage.widget }
    public var isTransitioning: Bool { machine.isTransitioning }

    /// The transition under way, for a gesture to take over.
    public private(set) var runningTransition: TransitionContext?
    private var runningOperation: NavigationOperation?

    /// Pushes `viewController` onto the stack. Ignored while a push or pop
    /// runs, and for a screen already in a stack, this stack itself, or a
    /// stack this one is in (a loop of stacks).
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !isTransitioning, let top = topViewController, viewController.navigationController == nil,
            !holds(viewController)
        else { return }
        viewController.navigationController = self
        gtk_widget_add_css_class(viewController.view, "navigation-screen")
        transition(.push, from: top, to: viewController, animated: animated)
    }

    /// Alt+Left (Alt+Right right to left) and the back mouse button pop, while
    /// the stack's own ways back are on.
    private func installBackShortcuts(on root: WidgetPointer) {
        if let keys = gtk_event_controller_key_new() {
            Signal.connectKeyPressed(keys) { [weak self] keyval, state in
                self?.handleBackKey(keyval, alt: cgtk_modifiers_have_alt(state) != 0) ?? false
            }
            gtk_widget_add_controller(root, keys)
        }
        if let click = gtk_gesture_click_new() {
            gtk_gesture_single_set_button(click, 8)  // the back button of a mouse
            connections.append(
                Signal.connectClick(click, .pressed) { [weak self] _, _, _ in
                    guard let self, self.isBackNavigationEnabled else { return }
                    self.popViewController(animated: true)
                })
            gtk_widget_add_controller(root, click)
        }
        _ = popInteraction
    }

    /// Alt with the arrow toward the leading edge (Alt+Left, Alt+Right right
    /// to left) pops, while the stack's own ways back are on and there is a
    /// screen to go back to; whether the key was taken.
    func handleBackKey(_ keyval: UInt32, alt: Bool) -> Bool {
        guard isBackNavigationEnabled, alt, viewControllers.count > 1 else { return false }
        let back = LayoutDirection(of: view) == .rightToLeft ? GDK_KEY_Right : GDK_KEY_Left
        guard keyval == UInt32(back) else { return false }
        popViewController(animated: true)
        return true
    }

    /// The drag back's swipe tracker, for tests that feed it input.
    public var backSwipeTracker: SwipeTracker? { popInteraction.tracker }

    /// Whether `screen` is this stack or one of the stacks it is in.
    private func holds(_ screen: ViewController) -> Bool {
        var stack: NavigationController? = self
        while let current = stack {
            if current === screen { return true }
            stack = current.navigationController
        }
        return false
    }

    /// Pops the top screen. While a push is still running (and no gesture
    /// holds it), turns the push round instead: the screen goes back from
    /// where it is, as a dismissal does a presentation still coming in.
    public func popViewController(animated: Bool) {
        if runningOperation == .push, let running = runningTransition, !running.isInteractive {
            if machine.handle(.dismissRequested) == .reverse { TransitionDriver.reverse(running) }
            return
        }
        guard !isTransitioning, viewControllers.count > 1, let top = topViewController else { return }
        transition(.pop, from: top, to: viewControllers[viewControllers.count - 2], animated: animated)
    }

    private func transition(_ operation: NavigationOperation, from: ViewController, to: ViewController, animated: Bool) {
        machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        let stage = contentStage
        // Neither screen takes clicks while it moves, as in UIKit: a click
        // 50 ms into a push would land on the screen sliding away. Each gets
        // back what it had when the transition ends, whichever way.
        let targets = (from: gtk_widget_get_can_target(from.view), to: gtk_widget_get_can_target(to.view))
        gtk_widget_set_can_target(from.view, 0)
        gtk_widget_set_can_target(to.view, 0)
        let participants = TransitionParticipants(
            from: from, to: to, fromView: from.view, toView: to.view,
            finalFrame: { stage.bounds })
        let context = TransitionContext(
            containerView: stage, participants: participants, isPresentation: operation == .push,
            isAnimated: animated,
            handle: { [weak self] event in
                self?.machine.handle(event) ?? .ignore
            },
            onComplete: { [weak self] completed in
                gtk_widget_set_can_target(from.view, targets.from)
                gtk_widget_set_can_target(to.view, targets.to)
                self?.transitionDidEnd(operation, from: from, to: to, completed: completed)
            })
        runningTransition = context
        runningOperation = operation
        let animatorObject =
            delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? NavigationSlideAnimator(operation: operation)
        TransitionDriver.start(
            context, animator: animatorObject, coordinator: nil,
            interaction: { [weak self] animator in
                guard let self else { return nil }
                if let own = self.delegate?.navigationController(self, interactionControllerFor: animator) { return own }
                return self.popInteraction.wantsInteractiveStart ? self.popInteraction : nil
            },
            placeWithoutAnimator: {
                if !stage.contains(to.view) { stage.addSubview(to.view) }
            })
        // A push or pop by key or button takes the focus along at once, while
        // the screen it leaves is still in the window: a screen reader asks
        // about the control that lost the focus after the event, and one
        // already taken out of the window reads as gone, after which Orca
        // reads the window again from its title. From the bar too (the back
        // button), where the end of the transition would move it anyway. A
        // gesture keeps the focus until it ends (it may be cancelled).
        if runningTransition === context, !context.isInteractive,
            Focus.isInside(from.view) || standsInForFocus || Focus.isInside(bar), stage.contains(to.view)
        {
            moveFocus(into: to)
        }
    }

    /// Moves the focus into `screen`'s view, or onto the stack's stage when
    /// that view takes none (a lone label): Alt+Left is the stack's, heard
    /// only with the focus inside it.
    private func moveFocus(into screen: ViewController) {
        Focus.move(into: screen.view, orOnto: contentStage.widget)
    }

    /// Whether the stack's stage itself has the focus, standing in for a
    /// screen with nothing to focus.
    private var standsInForFocus: Bool { Focus.widget(inside: contentStage.widget) == contentStage.widget }

    private func transitionDidEnd(_ operation: NavigationOperation, from: ViewController, to: ViewController, completed: Bool) {
        _ = machine.handle(.transitionEnded(completed: completed))
        runningTransition = nil
        runningOperation = nil
        // The focus goes straight to the screen that stays when it is on the
        // one that leaves: taken off the stage with it, the focus would be on
        // nothing for a moment, and a screen reader then reads the window
        // again from its title.
        let staying = completed ? to : from
        let leaving = completed ? from : to
        if Focus.isInside(leaving.view) { moveFocus(into: staying) }
        // Retired, not removed: a screen reader may still ask about the
        // control that had the focus there (see `Stage.retireSubview`).
        if completed {
            contentStage.retireSubview(from.view)
            switch operation {
            case .push: viewControllers.append(to)
            case .pop:
                viewControllers.removeLast()
                from.navigationController = nil
            }
        } else {
            contentStage.retireSubview(to.view)
            if operation == .push { to.navigationController = nil }
        }
        // The bar and focus follow between this frame and the next, outside
        // the frame-clock tick that ended the transition.
        Idle.once(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            guard let self else { return }
            self.updateBar()
            if let top = self.topViewController { Focus.keep(in: top.view, orOnto: self.contentStage.widget) }
        }
    }

    private func updateBar() {
        let showsBack = viewControllers.count > 1
        // The back button leaves with the last pop: its focus goes to the top screen first.
        if !showsBack, Focus.isInside(backButton), let top = topViewController { moveFocus(into: top) }
        // The back button stays in the bar, hidden at the root: a button taken
        // out of the window as it loses the focus is gone before a screen
        // reader asks about it, which then reads the window again from its title.
        if gtk_widget_get_parent(backButton) == nil { gtk_box_append(gcast(leadingSlot), backButton) }
        gtk_widget_set_visible(backButton, showsBack ? 1 : 0)
        var child = gtk_widget_get_first_child(leadingSlot)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if current != backButton { gtk_box_remove(gcast(leadingSlot), current) }
        }
        if showsBack {
            let previous = viewControllers[viewControllers.count - 2]
            let backName = StageText.backTo(previous.title)
            gtk_widget_set_tooltip_text(backButton, backName)
            cgtk_accessible_set_label(backButton, backName)
        } else if let item = viewControllers.first?.navigationLeadingItem {
            gtk_box_append(gcast(leadingSlot), item)
        }
        gtk_label_set_text(gcast(titleLabel), topViewController?.title ?? "")
    }
}
