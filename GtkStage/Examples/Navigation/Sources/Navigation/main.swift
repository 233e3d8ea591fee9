import GtkStage

/// A screen's view: its title as a heading and what else it holds, in the
/// middle of a view that fills the stack.
@MainActor
func screenView(_ title: String, holding extra: WidgetPointer? = nil) -> WidgetPointer {
    let view: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    gtk_widget_set_vexpand(box, 1)
    let heading: WidgetPointer = gtk_label_new(title)
    gtk_widget_add_css_class(heading, "title-1")
    gtk_box_append(gcast(box), heading)
    if let extra { gtk_box_append(gcast(box), extra) }
    gtk_box_append(gcast(view), box)
    return view
}

/// The inbox: its button pushes a message onto the stack it is in.
@MainActor
final class InboxScreen: ViewController {
    private var connection: SignalConnection?

    init() {
        let open: WidgetPointer = gtk_button_new_with_label("Open Message")
        gtk_widget_set_halign(open, GTK_ALIGN_CENTER)
        super.init(view: screenView("Inbox", holding: open), title: "Inbox")
        connection = Signal.connect(open, .clicked) { [weak self] in self?.openMessage() }
    }

    private func openMessage() {
        let body: WidgetPointer = gtk_label_new("Lunch on Friday? The usual place, at one.")
        navigationController?.pushViewController(
            ViewController(view: screenView("Message", holding: body), title: "Message"), animated: true)
    }
}

Application.run(id: "io.github.medalcount.GtkStage.Navigation", defaultSize: Size(width: 640, height: 480)) {
    let navigation = NavigationController(rootViewController: InboxScreen())
    navigation.title = "Navigation"
    return navigation
}
