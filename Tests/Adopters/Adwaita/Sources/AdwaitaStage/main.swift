import CAdwaita
import GtkStage

/// The window's screen: a button that shows a sheet at its medium detent.
@MainActor
final class HomeScreen: ViewController {
    init() {
        let show: WidgetPointer = gtk_button_new_with_label("Show Sheet")
        gtk_widget_set_halign(show, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(show, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(show, 1)
        let view: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(gcast(view), show)
        super.init(view: view, title: "Adwaita")
        Signal.connect(show, .clicked) { [weak self] in self?.showSheet() }
    }

    private func showSheet() {
        let sheet = ViewController(view: gtk_label_new("A sheet over the window"), title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        sheet.sheetPresentationController?.detents = [.medium()]
        present(sheet, animated: true)
    }
}

/// A button in the header bar that counts its clicks.
@MainActor
func counter() -> WidgetPointer {
    let button: WidgetPointer = gtk_button_new_with_label("Count: 0")
    var clicks = 0
    Signal.connect(button, .clicked) {
        clicks += 1
        gtk_button_set_label(gcast(button), "Count: \(clicks)")
    }
    return button
}

var window: StageWindow?
let application: GtkPointer<GtkApplication> = gcast(adw_application_new("io.github.medalcount.GtkStage.Adwaita", CGTK_APPLICATION_FLAGS_DEFAULT))
cgtk_adw_add_dark_action(application)
Signal.connect(application, .activate) {
    if let window, window.isOpen { return window.present() }
    let made = StageWindow(root: HomeScreen(), gtkApplication: application, defaultSize: Size(width: 640, height: 720))
    let header: WidgetPointer = adw_header_bar_new()
    adw_header_bar_pack_start(OpaquePointer(header), counter())
    made.setTitlebar(header)
    window = made
    made.present()
}
_ = g_application_run(gcast(application), CommandLine.argc, CommandLine.unsafeArgv)
