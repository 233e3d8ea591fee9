import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization

/// Asks for a taller window: shown over the whole window instead of the
/// medal table when the window is too short for it.
@MainActor
public final class RotatePromptScreen: ViewController {
    public static var message: String { tr("Make the window taller to see the medal count") }

    init() {
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 18, classes: ["rotate-prompt"])
        super.init(view: root, title: tr("Medal Count"))
        gtk_widget_set_valign(root, GTK_ALIGN_FILL)
        let picture = Widgets.picture(
            file: BundledResources.uri("rotate-prompt.svg"),
            name: tr("A window turning from wide to tall"))
        Widgets.expand(picture)
        gtk_widget_set_size_request(picture, 96, 64)
        Widgets.append(picture, to: root)
        let label = Widgets.label(Self.message, classes: ["title-3"])
        gtk_label_set_wrap(gcast(label), 1)
        gtk_label_set_justify(gcast(label), GTK_JUSTIFY_CENTER)
        gtk_widget_set_margin_bottom(label, 24)
        Widgets.append(label, to: root)
        Widgets.setMargins(root, 12)
    }
}
