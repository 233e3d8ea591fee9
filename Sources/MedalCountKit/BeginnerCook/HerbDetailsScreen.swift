import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData

/// A herb's details: its picture filling the view, its name, a few words and
/// a credit button over it (the sample's HerbDetailsViewController). A click
/// anywhere else closes it. GtkStage's zoom draws it inside a rounded clip.
@MainActor
public final class HerbDetailsScreen: ViewController {
    public let herb: Herb
    /// The text and button, faded in as the view grows (challenge 1).
    public let contentView: WidgetPointer
    public let creditButton: WidgetPointer
    /// The herb's few words, where the focus goes when the details open.
    public let aboutLabel: WidgetPointer
    private let refusal: WidgetPointer
    private var connections: [SignalConnection] = []
    private var click: StillClick?

    init(herb: Herb) {
        self.herb = herb
        // A named group, not an anonymous overlay a screen reader would call "GtkOverlay".
        let overlay = cgtk_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        contentView = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        // A link for screen readers, named after the page it opens.
        creditButton = cgtk_widget_new_with_role(gtk_button_get_type(), GTK_ACCESSIBLE_ROLE_LINK)
        gtk_button_set_label(gcast(creditButton), herb.credit)
        refusal = gtk_label_new(nil)!
        aboutLabel = Widgets.label(herb.description, xalign: 0)
        super.init(view: overlay, title: herb.name)
        gtk_widget_add_css_class(overlay, "herb-details")
        // Its picture covers the whole view: a zoom leaves the herbs beneath undrawn while it covers the window.
        isViewOpaque = true
        cgtk_accessible_set_label(overlay, herb.name)
        let picture = Widgets.picture(
            file: BundledResources.uri("herbs/\(herb.image)"), name: herb.name,
            fit: GTK_CONTENT_FIT_COVER)
        gtk_overlay_set_child(gcast(overlay), picture)

        gtk_widget_add_css_class(contentView, "herb-text")
        gtk_widget_set_valign(contentView, GTK_ALIGN_END)
        let name = Widgets.label(herb.name, classes: ["title-1"], xalign: 0)
        let about = aboutLabel
        gtk_label_set_wrap(gcast(about), 1)
        // The details open with the focus on their words (selectable, so they
        // take the focus), and a screen reader reads them first: Orca 43
        // reads no description of the dialog around the focus.
        gtk_label_set_selectable(gcast(about), 1)
        // Focused, nothing is selected: the app has no label that should be.
        cgtk_settings_keep_label_selection_on_focus()
        gtk_widget_add_css_class(about, "herb-about")
        gtk_widget_add_css_class(creditButton, "credit")
        gtk_widget_set_halign(creditButton, GTK_ALIGN_START)
        gtk_widget_set_tooltip_text(creditButton, herb.link)
        // After the tooltip, which would otherwise be the description.
        cgtk_accessible_forget_labelled_by(creditButton)
        cgtk_accessible_set_label(creditButton, herb.creditLink.name)
        cgtk_accessible_set_description(creditButton, herb.creditLink.about ?? herb.link)
        cgtk_accessible_publish_when_mapped(creditButton)
        // The words lead on to the credit. Related so, they are no longer
        // the static text Orca 48 reads of the dialog and of the group around
        // them as the details open, before the focused words a third time.
        cgtk_accessible_set_flows_to(about, creditButton)
        gtk_widget_add_css_class(refusal, "error-message")
        gtk_widget_set_visible(refusal, 0)
        gtk_label_set_wrap(gcast(refusal), 1)
        for child in [name, about, creditButton, refusal] { gtk_box_append(gcast(contentView), child) }
        gtk_overlay_add_overlay(gcast(overlay), contentView)

        connections.append(Signal.connect(creditButton, .clicked) { [weak self] in self?.openCredit() })
        // A click closes them; a drag let go elsewhere (across the zoom's axis) does not.
        click = StillClick(on: overlay) { [weak self] in self?.dismiss(animated: true) }
    }

    /// The text shown when a credit link is refused, if any.
    public var refusalMessage: String? {
        gtk_widget_get_visible(refusal) != 0 ? gtk_label_get_text(gcast(refusal)).map { String(cString: $0) } : nil
    }

    /// Opens the credit's page with the system's handler; only https pages.
    public func openCredit() {
        guard herb.hasOpenableLink else {
            // Translators: %s is a web address.
            let refusalText = MessageFormat.fill(tr("Only https links are opened; this one is not: %s"), herb.link)
            gtk_label_set_text(gcast(refusal), refusalText)
            gtk_widget_set_visible(refusal, 1)
            StandardError.write("MedalCount: refused to open \(herb.link): not an https link")
            return
        }
        let window = gtk_widget_get_root(view).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        cgtk_launch_uri(window, herb.link)
    }
}
