import GtkStage

/// A screen with its title as a heading and what else it holds, in the
/// middle of a view that fills the stack.
@MainActor
func screen(_ title: String, holding extra: WidgetPointer? = nil) -> ViewController {
    let view: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    gtk_widget_set_vexpand(box, 1)
    let heading: WidgetPointer = gtk_label_new(title)
    gtk_widget_add_css_class(heading, "title-1")
    gtk_box_append(gcast(box), heading)
    if let extra { gtk_box_append(gcast(box), extra) }
    gtk_box_append(gcast(view), box)
    return ViewController(view: view, title: title)
}

/// The inbox: its button pushes a message onto the stack.
@MainActor
final class Mail {
    let inbox: ViewController
    let navigation: NavigationController
    private var connection: SignalConnection?

    init() {
        let open: WidgetPointer = gtk_button_new_with_label("Open Message")
        gtk_widget_set_halign(open, GTK_ALIGN_CENTER)
        inbox = screen("Inbox", holding: open)
        navigation = NavigationController(rootViewController: inbox)
        connection = Signal.connect(open, .clicked) { [weak self] in self?.openMessage() }
    }

    private func openMessage() {
        let body: WidgetPointer = gtk_label_new("Lunch on Friday? The usual place, at one.")
        navigation.pushViewController(screen("Message", holding: body), animated: true)
    }
}

gtk_init()
let stage = Stage()
let mail = Mail()
stage.setRootViewController(mail.navigation)
let window: WidgetPointer = gtk_window_new()
gtk_window_set_title(gcast(window), "Navigation")
gtk_window_set_default_size(gcast(window), 640, 480)
gtk_window_set_child(gcast(window), stage.widget)
gtk_window_present(gcast(window))
while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 {
    g_main_context_iteration(nil, 1)
}
