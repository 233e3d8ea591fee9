import CGtk

/// The grabber at a sheet's top edge (UIKit's `prefersGrabberVisible`): a
/// short rounded bar in a button that takes no room of its own beyond it,
/// "Sheet Grabber" to a screen reader, with the detent in words as its
/// value; activated (a click, Space, Enter), it moves the sheet to its next
/// detent. Dragging it is the sheet's own drag.
@MainActor
final class SheetGrabber {
    /// The button.
    let widget: WidgetPointer
    /// What its activation does.
    var activated: @MainActor () -> Void
    private var clicked: SignalConnection?

    /// A grabber that calls `activated` when clicked or pressed from the keyboard.
    init(activated: @escaping @MainActor () -> Void) {
        self.activated = activated
        let button = cgtk_widget_new_with_role(gtk_button_get_type(), GTK_ACCESSIBLE_ROLE_BUTTON)
        g_object_ref_sink(gobject(button))
        widget = button
        gtk_widget_add_css_class(button, "sheet-grabber")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        let bar: WidgetPointer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(bar, "sheet-grabber-bar")
        gtk_widget_set_can_target(bar, 0)
        gtk_button_set_child(gcast(button), bar)
        // Translators: the handle at the top of a sheet, for screen readers.
        cgtk_accessible_set_label(button, tr("Sheet Grabber"))
        cgtk_accessible_forget_labelled_by(button)
        // Else its description is sent again as a change when it first takes the focus, and said twice.
        cgtk_accessible_publish_when_mapped(button)
        clicked = Signal.connect(button, .clicked) { [weak self] in self?.activated() }
    }

    isolated deinit {
        clicked?.disconnect()
        g_object_unref(gobject(widget))
    }

    /// Says the detent the sheet rests at, in words: the accessible value,
    /// and the description too, as GTK reports a value only for range
    /// widgets (a button's goes unheard).
    func describe(_ detentName: String) {
        cgtk_accessible_set_value_text(widget, detentName)
        cgtk_accessible_set_description(widget, detentName)
    }
}
