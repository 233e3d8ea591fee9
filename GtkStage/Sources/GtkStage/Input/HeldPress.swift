import CGtk

/// Keeps a view on its stage while a pointer press that began inside it is
/// still held, and takes it off once the press is let go.
///
/// GTK 4.8 marks the pressed widget and its ancestors `:active` on a press
/// and unmarks them on the release. When the pressed widget leaves the window
/// first, the release (a broken implicit grab) unmarks whatever is under the
/// pointer instead, and GTK warns "Broken accounting of active state" for
/// each of those widgets. That happens whenever a press is held through the
/// end of a transition: hold a row of a presented list, press Escape, let
/// go over a button of the screen beneath. GTK 4.18 loses count too when
/// the release comes where the press was (a quick click on a panel that
/// finishes leaving). So a view that holds the press stays on the stage,
/// invisible and out of the pointer's way, until the release, and then
/// goes. GTK 4.24 keeps count itself, and its stages go without it
/// (`cgtk_loses_count_of_a_press_whose_widget_leaves`).
///
/// GTK 4.8 also lets go the implicit grab of a pressed widget that is taken
/// out of its window or hidden, so the release then goes to whatever is
/// under the pointer, outside the stage if the pointer is (the window shrank
/// under it): the stage's own drag never hears of it and the transition it
/// holds stays held. Where a stage keeps pressed views, a change that would
/// take out the widget holding the press (an adaptive swap of a presented
/// screen) waits for the release instead (`afterRelease`); GTK 4.24 hands
/// the press on to the parent, and the swap is made at once.
@MainActor
final class HeldPress {
    /// A view waiting for the release, and what it looked like before.
    private struct Pending {
        let view: WidgetPointer
        let opacity: Double
        let canTarget: Bool
    }

    private let stage: WidgetPointer
    /// Takes a view off the stage, once its press is let go.
    private let remove: @MainActor (WidgetPointer) -> Void
    /// The widget on the stage the held press began on, if a press is held
    /// (a reference is held).
    private var pressedWidget: WidgetPointer?
    private var pending: [Pending] = []
    /// What waits for the release, run once it has been let go.
    private var releaseActions: [@MainActor () -> Void] = []

    /// Watches the presses on `stage`; `remove` takes a view off it.
    init(on stage: WidgetPointer, remove: @escaping @MainActor (WidgetPointer) -> Void) {
        self.stage = stage
        self.remove = remove
        guard let controller = gtk_event_controller_legacy_new() else { return }
        // The capture phase sees every event bound for a widget on the stage,
        // before the widget does, and lets it go on.
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connectEvent(controller) { [weak self] event in
            self?.observe(event)
            return false
        }
        gtk_widget_add_controller(stage, controller)
    }

    isolated deinit {
        if let pressedWidget { g_object_unref(gobject(pressedWidget)) }
    }

    /// Whether the held press began on `widget` or inside it (any widget on
    /// the stage), and the pressed widget is still mapped (GTK has let go of
    /// a press whose widget was hidden, and nothing is gained by waiting).
    func isHeld(inside widget: WidgetPointer) -> Bool {
        guard let pressedWidget, gtk_widget_get_mapped(pressedWidget) != 0 else { return false }
        return pressedWidget == widget || gtk_widget_is_ancestor(pressedWidget, widget) != 0
    }

    /// Runs `action` once the held press is let go, after GTK has finished
    /// with the release.
    func afterRelease(_ action: @escaping @MainActor () -> Void) {
        releaseActions.append(action)
    }

    /// Whether `view` is waiting for the release to go.
    func isPending(_ view: WidgetPointer) -> Bool {
        pending.contains { $0.view == view }
    }

    /// Hides `view` (from sight, the pointer and screen readers) and takes
    /// it off once the held press is let go; the keyboard focus leaves the
    /// view now, as it would with the view.
    func removeAfterRelease(_ view: WidgetPointer) {
        guard !isPending(view) else { return }
        pending.append(
            Pending(
                view: view, opacity: gtk_widget_get_opacity(view),
                canTarget: gtk_widget_get_can_target(view) != 0))
        gtk_widget_set_opacity(view, 0)
        gtk_widget_set_can_target(view, 0)
        cgtk_accessible_set_hidden(view, 1)
        if Focus.isInside(view), let root = gtk_widget_get_root(view) { gtk_root_set_focus(root, nil) }
        Self.cancelInput(in: view)
    }

    /// Resets the event controllers of `view`'s tree, as GTK does for a
    /// widget taken out of its window: the release that ends the held press
    /// finishes no click or drag on a view that has gone (a quick click on
    /// Back as its panel leaves pops nothing).
    private static func cancelInput(in view: WidgetPointer) {
        for widget in WidgetTree.all(in: view, where: { _ in true }) {
            guard let controllers = gtk_widget_observe_controllers(widget) else { continue }
            defer { g_object_unref(gpointer(controllers)) }
            for index in 0..<g_list_model_get_n_items(controllers) {
                guard let controller = g_list_model_get_item(controllers, index) else { continue }
                gtk_event_controller_reset(OpaquePointer(controller))
                g_object_unref(controller)
            }
        }
    }

    /// Keeps `view` after all, shown as before, when it comes back to the
    /// stage before the release; returns whether it was waiting.
    @discardableResult
    func cancelRemoval(of view: WidgetPointer) -> Bool {
        guard let index = pending.firstIndex(where: { $0.view == view }) else { return false }
        let kept = pending.remove(at: index)
        show(kept)
        return true
    }

    private func observe(_ event: OpaquePointer) {
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS:
            if pressedWidget == nil, let picked = widget(at: event) { pressBegan(on: picked) }
        case GDK_TOUCH_BEGIN:
            touchBegan(sequence(of: event), on: pressedWidget == nil ? widget(at: event) : nil)
        case GDK_BUTTON_RELEASE:
            // The last button up ends the press (the state is the one before this release).
            let buttons = gdk_event_get_modifier_state(event).rawValue & buttonMask
            let thisButton = GDK_BUTTON1_MASK.rawValue << (gdk_button_event_get_button(event) - 1)
            if buttons & ~thisButton == 0 { endPress() }
        case GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            touchEnded(sequence(of: event))
        case GDK_GRAB_BROKEN:
            touches.removeAll()
            endPress()
        default:
            break
        }
    }

    private let buttonMask =
        GDK_BUTTON1_MASK.rawValue | GDK_BUTTON2_MASK.rawValue | GDK_BUTTON3_MASK.rawValue
        | GDK_BUTTON4_MASK.rawValue | GDK_BUTTON5_MASK.rawValue

    /// The fingers down, by their touch sequence: the press lasts until the last one lifts.
    private var touches: Set<UInt> = []

    private func sequence(of event: OpaquePointer) -> UInt {
        UInt(bitPattern: gdk_event_get_event_sequence(event))
    }

    /// A finger down (`sequence`); the first one down presses `widget`.
    func touchBegan(_ sequence: UInt, on widget: WidgetPointer?) {
        touches.insert(sequence)
        if pressedWidget == nil, let widget { pressBegan(on: widget) }
    }

    /// A finger up: the press ends with the last one.
    func touchEnded(_ sequence: UInt) {
        touches.remove(sequence)
        if touches.isEmpty { endPress() }
    }

    /// A press began on `widget`, on the stage (the event handler's and the
    /// tests' way in).
    func pressBegan(on widget: WidgetPointer) {
        g_object_ref(gobject(widget))
        if let pressedWidget { g_object_unref(gobject(pressedWidget)) }
        pressedWidget = widget
    }

    /// Ends the press; the views waiting for it go once GTK has finished
    /// with the release (it still travels to the pressed widget after this).
    /// Until then they stay pending: one put back on the stage in between
    /// (a push right after the release) is kept, not taken off after all.
    func endPress() {
        if let pressedWidget { g_object_unref(gobject(pressedWidget)) }
        pressedWidget = nil
        guard !pending.isEmpty || !releaseActions.isEmpty, !isFlushScheduled else { return }
        isFlushScheduled = true
        Idle.once { [weak self] in self?.flush() }
    }

    private var isFlushScheduled = false

    /// Takes off the views still waiting, unless a new press holds one,
    /// and runs what waited for the release.
    private func flush() {
        isFlushScheduled = false
        let leaving = pending.filter { !isHeld(inside: $0.view) }
        pending.removeAll { !isHeld(inside: $0.view) }
        for view in leaving {
            show(view)
            remove(view.view)
        }
        let actions = releaseActions
        releaseActions = []
        for action in actions { action() }
    }

    /// Undoes the hiding of `removeAfterRelease`.
    private func show(_ view: Pending) {
        gtk_widget_set_opacity(view.view, view.opacity)
        gtk_widget_set_can_target(view.view, view.canTarget ? 1 : 0)
        cgtk_accessible_set_hidden(view.view, 0)
    }

    /// The widget on the stage under the event's position, if any.
    private func widget(at event: OpaquePointer) -> WidgetPointer? {
        guard let point = EventPosition.point(of: event, in: stage),
            let picked = gtk_widget_pick(stage, point.x, point.y, CGTK_PICK_DEFAULT),
            picked != stage, gtk_widget_is_ancestor(picked, stage) != 0
        else { return nil }
        return picked
    }
}
