import CGtk

/// Where the keyboard focus is and how it moves into a view: the one place
/// the presenter, the navigation controller and the Tab trap ask.
@MainActor
enum Focus {
    /// Whether the focus is on `view` or on a widget inside it.
    static func isInside(_ view: WidgetPointer) -> Bool {
        widget(inside: view) != nil
    }

    /// The focus widget, when it is `view` or inside it.
    static func widget(inside view: WidgetPointer) -> WidgetPointer? {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root),
            focus == view || gtk_widget_is_ancestor(focus, view) != 0
        else { return nil }
        return focus
    }

    /// Whether `widget` and every widget it is in, short of its window, are
    /// visible: a screen a stage retired (`Stage.retireSubview`) is hidden
    /// but still in the window, and takes no focus. A window not shown yet
    /// does not count.
    static func isShown(_ widget: WidgetPointer) -> Bool {
        var current = widget
        while let parent = gtk_widget_get_parent(current) {
            if gtk_widget_get_visible(current) == 0 { return false }
            current = parent
        }
        return true
    }

    /// Gives the focus back to `widget` if it is still inside `view`, shown
    /// and focusable; whether it has it.
    static func give(back widget: WidgetPointer, inside view: WidgetPointer) -> Bool {
        guard widget == view || gtk_widget_is_ancestor(widget, view) != 0,
            gtk_widget_is_visible(widget) != 0, gtk_widget_get_focusable(widget) != 0,
            gtk_widget_is_sensitive(widget) != 0
        else { return false }
        return gtk_widget_grab_focus(widget) != 0
    }

    /// Moves the focus to the first focusable widget of `view` (the last one
    /// going backward), or to `view` itself when it has none; whether the
    /// focus is now inside `view`. A view outside any window takes no focus,
    /// nor does one that refuses it (a label that cannot be selected), which
    /// is left as focusable as it was.
    @discardableResult
    static func move(into view: WidgetPointer, direction: GtkDirectionType = GTK_DIR_TAB_FORWARD) -> Bool {
        guard gtk_widget_get_root(view) != nil, isShown(view) else { return false }
        if gtk_widget_child_focus(view, direction) != 0 { return true }
        let wasFocusable = gtk_widget_get_focusable(view)
        gtk_widget_set_focusable(view, 1)
        if gtk_widget_grab_focus(view) != 0 { return true }
        gtk_widget_set_focusable(view, wasFocusable)
        return false
    }

    /// Moves the focus into `view`, shown in a window, unless it is there
    /// already; onto `holder` when `view` takes none (`move(into:orOnto:)`).
    /// A widget taken off the stage takes the focus with it, and a window
    /// with the focus on nothing hears no keys, not even Escape.
    static func keep(in view: WidgetPointer, orOnto holder: WidgetPointer? = nil) {
        guard gtk_widget_get_root(view) != nil, isShown(view), !isInside(view) else { return }
        if let holder { move(into: view, orOnto: holder) } else { move(into: view) }
    }

    /// Moves the focus into `view`, or, when `view` takes none (a lone label
    /// that cannot be selected), onto `holder`, made focusable only while it
    /// stands in: the keys of whatever holds `view` (a stack's Alt+Left) need
    /// the focus inside it. `holder` is an ancestor of `view` that the caller
    /// owns; a container, it is never a Tab stop (GTK moves Tab into a box's
    /// children only), so Tab out of it does not come back to it.
    static func move(into view: WidgetPointer, orOnto holder: WidgetPointer) {
        if move(into: view) {
            gtk_widget_set_focusable(holder, 0)
            return
        }
        guard gtk_widget_get_root(holder) != nil else { return }
        gtk_widget_set_focusable(holder, 1)
        gtk_widget_grab_focus(holder)
    }
}

/// Keeps Tab and Shift+Tab inside a presented view: at its last focusable
/// widget Tab wraps to its first (and Shift+Tab the other way), and a view
/// with nothing focusable inside keeps the focus on itself. GTK would
/// otherwise move the focus out to the inert screen behind, or to nothing.
@MainActor
enum FocusTrap {
    /// Keeps Tab inside `view` while `isActive` says so (asked at each press:
    /// a sheet that leaves the window beneath active lets Tab go out to it).
    static func install(on view: WidgetPointer, while isActive: @escaping @MainActor () -> Bool) {
        guard let keys = gtk_event_controller_key_new() else { return }
        Signal.connectKeyPressed(keys) { keyval, state in
            guard isActive(), [GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab].map(UInt32.init).contains(keyval) else { return false }
            let backward = keyval == UInt32(GDK_KEY_ISO_Left_Tab) || cgtk_modifiers_have_shift(state) != 0
            moveFocus(in: view, direction: backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
            return true
        }
        gtk_widget_add_controller(view, keys)
    }

    /// Moves the focus one step within `view`, wrapping around at its ends.
    static func moveFocus(in view: WidgetPointer, direction: GtkDirectionType) {
        if gtk_widget_child_focus(view, direction) != 0 { return }
        // At an end: start again from the other end, inside the view.
        if let root = gtk_widget_get_root(view) { gtk_root_set_focus(root, nil) }
        Focus.move(into: view, direction: direction)
    }
}
