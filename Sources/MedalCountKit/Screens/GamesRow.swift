import CGtk
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage
import MedalData

/// One row of a Games list: the host country's flag, the host city and the
/// year. A list view makes a few and shows a different Games in each as it
/// scrolls (`show`), so nothing here is tied to one Games.
@MainActor
final class GamesRow {
    /// The row's content, the list item's child.
    let view: WidgetPointer
    private let flag: WidgetPointer
    private let host: WidgetPointer
    private let year: WidgetPointer

    init(flags: FlagImages) {
        view = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["games-row"])
        flag = Widgets.picture(
            file: flags.placeholderPath, name: "", fallback: flags.placeholderPath, naturalSize: FlagImages.Scale.row.size)
        gtk_widget_set_size_request(flag, 48, 36)
        gtk_widget_add_css_class(flag, "flag")
        Widgets.append(flag, to: view)
        host = Widgets.label("", classes: ["heading"], xalign: 0)
        // Shortened at the end in the narrowest windows, where "Garmisch-Partenkirchen"
        // would make the row wider than its panel (GTK 4.18+ warns then; 4.8 cut it off).
        gtk_label_set_ellipsize(gcast(host), PANGO_ELLIPSIZE_END)
        Widgets.expand(host, vertically: false)
        Widgets.append(host, to: view)
        year = Widgets.label("", classes: ["dim-label", "numeric"])
        Widgets.append(year, to: view)
    }

    /// Shows `games`: its flag (drawn at row size, from the prerendered
    /// cache when it is there), host and year.
    func show(_ games: Games, flags: FlagImages) {
        let country = CountryNameLookup.name(code: games.flag, dataName: games.country)
        flags.show(games.flag, country: country, scale: .row, in: flag)
        gtk_label_set_text(gcast(host), games.host)
        gtk_label_set_text(gcast(year), String(games.year))
    }
}
