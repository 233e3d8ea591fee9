import CGtk
import Presentation

/// Carries out presentations on a stage: finds the presentation controller
/// and animator, runs the transition, adapts to size changes, and keeps focus
/// and input where a person expects them. It plays the part UIKit plays
/// inside `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
@MainActor
public final class Presenter {
    private unowned let stage: Stage
    private var presentations: [ActivePresentation] = []
    /// The rest of the window, inert while a modal presentation is up here.
    private let windowModality = WindowModality()
    /// Presentations off the stage whose screens beneath wait for their
    /// input and focus (`finishEndings`).
    private var endings: [ActivePresentation] = []

    init(stage: Stage) {
        self.stage = stage
    }

    /// How many presentations are up or on their way in or out.
    public var activeCount: Int { presentations.count }

    /// The presentation controller of what `presenting` presents, if anything.
    public func presentationController(presentedBy presenting: ViewController) -> PresentationController? {
        presentation(presentedBy: presenting)?.controller
    }

    /// The transition under way for what `presenting` presents, if any: a
    /// gesture can take it over (`PercentDrivenInteractiveTransition.takeOver`).
    public func runningTransition(presentedBy presenting: ViewController) -> TransitionContext? {
        guard let presentation = presentation(presentedBy: presenting), presentation.machine.isTransitioning else { return nil }
        return presentation.context
    }

    /// The phase of what `presenting` presents (`.dismissed` when nothing is).
    public func phase(presentedBy presenting: ViewController) -> TransitionPhase {
        presentation(presentedBy: presenting)?.machine.phase ?? .dismissed
    }

    // MARK: Presenting and dismissing

    public func present(
        _ presented: ViewController, from presenting: ViewController, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        guard presenting.presentedViewController == nil, presented.presentingViewController == nil else {
            // Already presenting (or presented): nothing changes, and the app is told, as UIKit tells it.
            Self.warnRefused(presented, on: presenting)
            return
        }
        if let fault = presented.presentationFault {
            cgtk_log_critical("GtkStage", fault)
            return
        }
        finishEndings()
        let style = presented.modalPresentationStyle
        let delegate: (any TransitioningDelegate)?
        if let builtIn = presented.builtInTransitions {
            delegate = builtIn
        } else if let transition = presented.preferredTransition {
            delegate = ZoomTransitions(transition)
        } else if style.isSheet {
            delegate = SheetTransitions()
        } else if style == .fullScreen {
            delegate = FullScreenTransitions()
        } else {
            delegate = style == .custom ? presented.transitioningDelegate : nil
            if style == .custom && delegate == nil { Self.warnNoDelegate(presented) }
        }
        let controller =
            delegate?.presentationController(forPresented: presented, presenting: presenting, source: presenting)
            ?? PresentationController(presentedViewController: presented, presenting: presenting)
        controller.presentingViewController = presenting
        controller.containerView = stage

        let presentation = ActivePresentation(
            presented: presented, presenting: presenting,
            controller: controller, transitioningDelegate: delegate)
        if let completion { presentation.presentCompletions.append(completion) }
        presentations.append(presentation)
        presenting.presented = presented
        presented.presentingViewController = presenting
        rememberFocus(for: presentation)

        guard presentation.machine.handle(.presentRequested) == .beginPresentation else { return }
        adapt(presentation, to: stage.traitCollection)
        installEscape(on: presentation)
        if controller.trapsFocus {
            // Not while a sheet leaves the window beneath active: Tab goes out to it.
            FocusTrap.install(on: controller.presentedView) { [weak controller] in controller?.isModal ?? false }
        }
        presenting.setCovered(controller.isModal)
        updateWindowModality()
        beginTransition(of: presentation, isPresentation: true, animated: animated)
        // The screen shown may be the adaptive delegate's replacement (a
        // short window's prompt): its preferred view, never one of a screen
        // that is not in the window.
        moveFocus(into: presentation)
    }

    /// Moves the focus to the preferred view of the screen `presentation`
    /// shows (the presented one, or the adaptive delegate's replacement: a
    /// short window's prompt), never to one of a screen not in the window;
    /// else (none, or one that takes no focus: a lone label) into the
    /// presented view.
    private func moveFocus(into presentation: ActivePresentation) {
        let controller = presentation.controller
        let shown = controller.shownViewController ?? presentation.presented
        let preferred = shown.preferredFocusView.flatMap {
            $0 == controller.presentedView || gtk_widget_is_ancestor($0, controller.presentedView) != 0 ? $0 : nil
        }
        if let preferred, Focus.move(into: preferred) { return }
        Focus.move(into: controller.presentedView)
    }

    public func dismiss(presentedBy presenting: ViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let presentation = presentation(presentedBy: presenting) else { return }
        // What is presented over it goes at once (UIKit dismisses the chain
        // above a screen with it): left up, it would be stranded there.
        if let above = self.presentation(presentedBy: presentation.presented) {
            dismiss(presentedBy: above.presenting, animated: false, completion: nil)
        }
        switch presentation.machine.handle(.dismissRequested) {
        case .beginDismissal:
            if let completion { presentation.dismissCompletions.append(completion) }
            beginTransition(of: presentation, isPresentation: false, animated: animated)
        case .reverse:
            // Dismissed while still coming in: run the presentation back from
            // where it is; it ends as a cancelled presentation.
            if let completion { presentation.dismissCompletions.append(completion) }
            if let context = presentation.context { TransitionDriver.reverse(context) }
        default:
            if let completion, case .dismissing = presentation.machine.phase {
                presentation.dismissCompletions.append(completion)
            }
        }
    }

    // MARK: Transitions

    private func beginTransition(of presentation: ActivePresentation, isPresentation: Bool, animated: Bool) {
        let controller = presentation.controller
        let delegate = presentation.transitioningDelegate
        let animatorObject =
            isPresentation
            ? delegate?.animationController(
                forPresented: presentation.presented, presenting: presentation.presenting,
                source: presentation.presenting)
            : delegate?.animationController(forDismissed: presentation.presented)

        let participants = TransitionParticipants.presentation(controller, isPresentation: isPresentation)
        let context = TransitionContext(
            containerView: stage, participants: participants, isPresentation: isPresentation,
            isAnimated: animated,
            handle: { [weak presentation] event in
                presentation?.machine.handle(event) ?? .ignore
            },
            onComplete: { [weak self, weak presentation] completed in
                guard let self, let presentation else { return }
                self.transitionDidEnd(presentation, completed: completed)
            })
        let coordinator = TransitionCoordinator(context: context)
        presentation.context = context
        presentation.coordinator = coordinator
        controller.transitionCoordinator = coordinator

        // What the controller and the animator add to the stage as the
        // presentation begins is its chrome, taken off with it.
        let outer = stage.subviewAdded
        if isPresentation { stage.subviewAdded = { [weak presentation] view in presentation?.recordChrome(view) } }
        defer { stage.subviewAdded = outer }
        if isPresentation {
            controller.dismissalDrag?.install(on: stage)
            if let dim = controller.dimmingView {
                stage.addSubview(dim.widget)
                stage.setFrame(stage.bounds, of: dim.widget)
                Self.fade(dim, in: true, along: coordinator)
            }
            controller.presentationTransitionWillBegin()
        } else {
            if controller.shouldRemovePresentersView { gtk_widget_set_visible(presentation.presenting.view, 1) }
            if let dim = controller.dimmingView { Self.fade(dim, in: false, along: coordinator) }
            controller.dismissalTransitionWillBegin()
        }

        let stage = stage
        TransitionDriver.start(
            context, animator: animatorObject, coordinator: coordinator,
            interaction: { animator in
                isPresentation
                    ? delegate?.interactionControllerForPresentation(using: animator)
                    : delegate?.interactionControllerForDismissal(using: animator)
                        ?? controller.dismissalDrag?.interactionForDismissal
            },
            placeWithoutAnimator: {
                if isPresentation { stage.addSubview(controller.presentedView) }
            })
    }

    private func transitionDidEnd(_ presentation: ActivePresentation, completed: Bool) {
        guard case let .finish(kind, completed) = presentation.machine.handle(.transitionEnded(completed: completed)) else {
            return
        }
        let controller = presentation.controller
        presentation.context = nil
        presentation.coordinator?.transitionDidEnd()
        presentation.coordinator = nil
        controller.transitionCoordinator = nil

        if controller.shouldRemovePresentersView {
            let presentedAndShown = (kind == .presentation) == completed
            gtk_widget_set_visible(presentation.presenting.view, presentedAndShown ? 0 : 1)
        }
        switch kind {
        case .presentation:
            controller.presentationTransitionDidEnd(completed)
            run(&presentation.presentCompletions)
            if completed { Focus.keep(in: controller.presentedView) } else { tearDown(presentation) }
            // Turned back by a person (Escape while it came in): it is gone.
            if !completed { controller.personsDismissalEnded(completed: true) }
        case .dismissal:
            controller.dismissalTransitionDidEnd(completed)
            if completed { tearDown(presentation) }
            controller.personsDismissalEnded(completed: completed)
        }
    }

    /// The controller's `isModal` changed: the screen beneath is covered or
    /// uncovered to match, while the presentation is up or coming.
    func modalityChanged(of controller: PresentationController) {
        guard let presentation = presentations.first(where: { $0.controller === controller }) else { return }
        presentation.presenting.setCovered(controller.isModal)
        updateWindowModality()
    }

    /// Takes a dismissed (or cancelled) presentation off the stage, its
    /// chrome too, and gives the presenting screen its input and focus back.
    private func tearDown(_ presentation: ActivePresentation) {
        stage.removeSubview(presentation.controller.presentedView)
        // A controller that takes its chrome off only when a dismissal
        // completes would leave it on the stage after a presentation that
        // turned back (a dim at no opacity over the window, taking its clicks).
        for view in presentation.chrome { stage.removeSubview(view) }
        presentation.controller.dismissalDrag?.uninstall()
        presentations.removeAll { $0 === presentation }
        presentation.presenting.presented = nil
        presentation.presented.presentingViewController = nil
        presentation.controller.containerView = nil
        presentation.controller.presentationDidEnd()
        // What the screen beneath shows uncovered belongs in this frame.
        presentation.presenting.setCovered(false)
        updateWindowModality()
        // The focus and the completions wait until the frame is painted (or
        // until something is presented first).
        endings.append(presentation)
        AfterPaint.run { [weak self] in self?.finishEndings() }
    }

    /// Gives the screens beneath ended presentations the focus back, unless
    /// they present again, and runs the dismissals' completions.
    private func finishEndings() {
        let ended = endings
        endings = []
        for presentation in ended {
            if presentation.presenting.presented == nil { restoreFocus(for: presentation) }
            run(&presentation.dismissCompletions)
        }
        // The dismissed screens' widgets are destroyed when the last reference
        // goes; holding them until the main loop is idle keeps that work out
        // of the frames.
        if !ended.isEmpty { Idle.once(priority: G_PRIORITY_LOW) { withExtendedLifetime(ended) {} } }
    }

    private func run(_ completions: inout [@MainActor () -> Void]) {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }

    /// Fades a presentation's dim in or out along its transition (at once
    /// when it is not animated).
    private static func fade(_ dim: DimmingView, in fadesIn: Bool, along coordinator: TransitionCoordinator) {
        guard coordinator.isAnimated else {
            dim.opacity = fadesIn ? 1 : 0
            return
        }
        coordinator.animate(alongsideTransition: { progress in dim.opacity = fadesIn ? progress : 1 - progress })
    }

    /// Makes the rest of the window inert while a modal presentation is up
    /// on this stage, and lets it go once none is.
    private func updateWindowModality() {
        windowModality.update(modal: presentations.contains { $0.controller.isModal }, stage: stage.widget)
    }

    /// Logs a GLib warning for a `.custom` presentation whose screen has no
    /// transitioning delegate (the screen's reference is weak: one made in
    /// place and kept by nothing is gone by then): it is presented plainly.
    private static func warnNoDelegate(_ presented: ViewController) {
        cgtk_log_warning(
            "GtkStage",
            "\(type(of: presented)) “\(presented.title)” is presented .custom without a transitioning delegate, "
                + "so it is shown plainly over the whole stage. The screen holds its delegate weakly: keep the "
                + "delegate alive (in a property of the presenting screen) until present(_:animated:) is called.")
    }

    /// Logs a GLib warning for a present that was refused because
    /// `presenting` already presents a screen or `presented` is presented.
    private static func warnRefused(_ presented: ViewController, on presenting: ViewController) {
        func named(_ screen: ViewController) -> String { "\(type(of: screen)) “\(screen.title)”" }
        let reason =
            if let shown = presenting.presentedViewController {
                "which is already presenting \(named(shown))"
            } else {
                "but it is already presented by \(presented.presentingViewController.map(named) ?? "another screen")"
            }
        cgtk_log_warning(
            "GtkStage",
            "Attempt to present \(named(presented)) on \(named(presenting)), \(reason): nothing changes. "
                + "Dismiss it first, or present from the screen it presents.")
    }

    private func presentation(presentedBy presenting: ViewController) -> ActivePresentation? {
        presentations.first { $0.presenting === presenting }
    }

    /// The controllers of the presentations over `controller`'s, nearest first.
    func controllers(above controller: PresentationController) -> [PresentationController] {
        var found: [PresentationController] = []
        var screen = controller.presentedViewController
        while let next = presentation(presentedBy: screen) {
            found.append(next.controller)
            screen = next.presented
        }
        return found
    }

    // MARK: Adaptivity

    /// Asks each presentation's adaptive delegate again for its style and its
    /// replacement screen, as a change of size class does, and swaps what
    /// changed: for a delegate whose answer hangs on more than the traits
    /// (an app's setting, changed while a presentation is up).
    public func updateAdaptivePresentations() {
        for presentation in presentations { adapt(presentation, to: stage.traitCollection, askingAgain: true) }
    }

    /// Asks the adaptive delegate for the style in `traits` and, when it
    /// changes (or, `askingAgain`, when the screen to show does), swaps the
    /// shown screen (the presented one or its replacement).
    private func adapt(_ presentation: ActivePresentation, to traits: TraitCollection, askingAgain: Bool = false) {
        let controller = presentation.controller
        let style = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits) ?? .none
        let styleChanges = style != controller.adaptiveStyle || presentation.shown == nil
        guard styleChanges || askingAgain else { return }
        // The presented view holds a pointer press (a drag of the panel while
        // the window shrinks, on the screen shown or on the controller's
        // chrome in the view): swapped out or hidden now, GTK would lose the
        // press's release and the drag would hold its transition for good.
        // The change waits for the release, whatever it turns out to swap.
        if presentation.shown != nil,
            stage.afterRelease(
                ofPressInside: controller.presentedView,
                { [weak self, weak presentation] in
                    guard let self, let presentation, self.presentations.contains(where: { $0 === presentation }) else { return }
                    self.adapt(presentation, to: self.stage.traitCollection, askingAgain: askingAgain)
                })
        {
            return
        }

        var shown = presentation.presented
        if case let .adapted(adaptedStyle) = style,
            let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: adaptedStyle)
        {
            shown = replacement
        }
        // Asked again to the same answer (the presented screen, or a
        // replacement as before): what is shown stays, focus and all.
        if !styleChanges, let current = presentation.shown,
            (current === presentation.presented) == (shown === presentation.presented)
        {
            return
        }
        if shown !== presentation.presented { shown.presentingViewController = presentation.presenting }
        // Read before the controller changes its chrome: the focus may be on
        // a part of it that this style hides (a sheet's grabber), and a
        // hidden focus widget leaves the window's focus on nothing. Held, as
        // the screen swapped out may take it with it.
        let focused = Focus.widget(inside: controller.presentedView)
        if let focused { g_object_ref(gobject(focused)) }
        defer { if let focused { g_object_unref(gobject(focused)) } }
        // Asked again to another screen in the same style (the prompt or the
        // table over the whole window), only the screen changes.
        if styleChanges {
            controller.adaptiveStyle = style
            controller.adaptiveStyleDidChange()
        }
        presentation.show(shown)
        stage.setNeedsLayout()
        // Where the focus was, it stays if the screen shown still shows it
        // (a nation of a table that now fills the window); else it goes to
        // the new screen's preferred view (the table's first nation, not the
        // grabber above it, now hidden).
        if let focused {
            if !Focus.give(back: focused, inside: shown.view) { moveFocus(into: presentation) }
        } else {
            Focus.keep(in: controller.presentedView)
        }
    }

    // MARK: Keyboard

    private func installEscape(on presentation: ActivePresentation) {
        guard let keys = gtk_event_controller_key_new() else { return }
        let presenting = presentation.presenting
        Signal.connectKeyPressed(keys) { [weak self, weak presenting] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape), let self, let presenting else { return false }
            return self.escapePressed(presentedBy: presenting)
        }
        gtk_widget_add_controller(presentation.controller.presentedView, keys)
    }

    /// Escape inside what `presenting` presents: dismisses it, unless its
    /// presentation controller says no (`dismissesOnEscape`). Either way the
    /// key is taken while the presentation is up, so it never closes a
    /// presentation around this one; returns whether it was.
    func escapePressed(presentedBy presenting: ViewController) -> Bool {
        guard let presentation = presentation(presentedBy: presenting) else { return false }
        if presentation.controller.dismissesOnEscape { presentation.controller.attemptDismissal() }
        return true
    }

    private func rememberFocus(for presentation: ActivePresentation) {
        guard let root = gtk_widget_get_root(stage.widget), let focus = gtk_root_get_focus(root) else { return }
        g_object_ref(gobject(focus))
        presentation.focusToRestore = focus
    }

    private func restoreFocus(for presentation: ActivePresentation) {
        guard let widget = presentation.focusToRestore, gtk_widget_get_root(widget) != nil, Focus.isShown(widget) else { return }
        gtk_widget_grab_focus(widget)
    }
}

extension Presenter: StageLayoutDelegate {
    func stageWillLayout(_ stage: Stage) {
        for presentation in presentations {
            let controller = presentation.controller
            if let dim = controller.dimmingView { stage.setFrame(stage.bounds, of: dim.widget) }
            controller.containerViewWillLayoutSubviews()
            if controller.isAdaptedToFullWindow {
                stage.setFrame(stage.bounds, of: controller.presentedView)
            }
        }
    }

    func stage(_ stage: Stage, traitCollectionDidChange traits: TraitCollection) {
        for presentation in presentations {
            presentation.controller.containerTraitsDidChange()
            adapt(presentation, to: traits)
        }
    }
}
