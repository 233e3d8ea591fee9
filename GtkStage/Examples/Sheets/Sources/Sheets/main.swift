import GtkStage

/// The sheet's content: a switch that keeps it open, what it was asked,
/// a button to a second sheet, and fifty rows to scroll.
@MainActor
final class SheetScreen: ViewController, SheetPresentationControllerDelegate {
    private let keepOpen: WidgetPointer = gtk_switch_new()
    private let asked: WidgetPointer = gtk_label_new("")
    private var connections: [SignalConnection] = []

    init(title: String) {
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        super.init(view: box, title: title)
        let toggle: WidgetPointer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        let switchLabel: WidgetPointer = gtk_label_new("Keep Open")
        gtk_box_append(gcast(toggle), switchLabel)
        gtk_box_append(gcast(toggle), keepOpen)
        cgtk_accessible_set_label(keepOpen, "Keep Open")
        gtk_box_append(gcast(box), toggle)
        gtk_box_append(gcast(box), asked)
        let another: WidgetPointer = gtk_button_new_with_label("Show Another")
        gtk_box_append(gcast(box), another)
        connections.append(Signal.connect(another, .clicked) { [weak self] in self?.showAnother() })
        let rows: WidgetPointer = gtk_list_box_new()
        for number in 1...50 { gtk_list_box_append(OpaquePointer(rows), gtk_label_new("Row \(number)")) }
        let scrolled: WidgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), rows)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_box_append(gcast(box), scrolled)
        gtk_widget_set_margin_start(box, 12)
        gtk_widget_set_margin_end(box, 12)

        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = true
            sheet.delegate = self
        }
    }

    private func showAnother() {
        present(SheetScreen(title: "Second Sheet"), animated: true)
    }

    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
        gtk_switch_get_active(OpaquePointer(keepOpen)) == 0
    }

    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {
        gtk_label_set_text(OpaquePointer(asked), "Asked to close")
    }
}

/// The window's screen: a button that shows the sheet, and a counter that
/// stays clickable while the sheet rests at medium.
@MainActor
final class HomeScreen: ViewController {
    private var clicks = 0
    private var connections: [SignalConnection] = []

    init() {
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(box, 24)
        let show: WidgetPointer = gtk_button_new_with_label("Show Sheet")
        let count: WidgetPointer = gtk_button_new_with_label("Count: 0")
        gtk_box_append(gcast(box), show)
        gtk_box_append(gcast(box), count)
        super.init(view: box, title: "Sheets")
        connections.append(Signal.connect(show, .clicked) { [weak self] in self?.showSheet() })
        connections.append(
            Signal.connect(count, .clicked) { [weak self] in
                guard let self else { return }
                self.clicks += 1
                gtk_button_set_label(gcast(count), "Count: \(self.clicks)")
            })
    }

    private func showSheet() {
        present(SheetScreen(title: "Sheet"), animated: true)
    }
}

Application.run(id: "io.github.medalcount.GtkStage.Sheets", defaultSize: Size(width: 600, height: 640)) {
    HomeScreen()
}
