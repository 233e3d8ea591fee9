import CGtk
import GtkStage
import Localization
import MedalData

/// The list of one season's Games under a seasonal header picture; picking a
/// row reports the Games (the tutorial's GamesTableViewController).
@MainActor
public final class GamesListScreen: ViewController {
    public let season: Season
    public let games: [Games]
    /// Called with the Games whose row was activated.
    public var onSelect: (@MainActor (Games) -> Void)?

    private let list: WidgetPointer
    private var rowActivated: SignalConnection?

    init(season: Season, games: [Games], flags: FlagImages) {
        self.season = season
        self.games = games
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["games-list", season.rawValue])
        list = gtk_list_box_new()!
        let title = Translations.gamesTitle(season)
        super.init(view: root, title: title)

        let header = Widgets.picture(
            file: BundledResources.uri("\(season.rawValue)-header.svg"),
            name: season == .summer ? tr("Summer Games illustration") : tr("Winter Games illustration"),
            fit: GTK_CONTENT_FIT_COVER)
        gtk_widget_add_css_class(header, "season-header")
        gtk_widget_set_size_request(header, -1, 96)
        Widgets.append(header, to: root)
        Widgets.append(Widgets.label(title, classes: ["title-2", "list-title"], xalign: 0), to: root)

        gtk_list_box_set_selection_mode(gcast(list), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(gcast(list), 1)
        gtk_widget_add_css_class(list, "navigation-sidebar")
        cgtk_accessible_set_label(list, title)
        for item in games {
            gtk_list_box_append(gcast(list), row(for: item, flags: flags))
        }
        rowActivated = Signal.connect(
            list, .rowActivated,
            withArgument: { [weak self] row in
                guard let self, let row else { return }
                let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
                guard self.games.indices.contains(index) else { return }
                self.onSelect?(self.games[index])
            })
        Widgets.append(Widgets.scrolled(list), to: root)
    }

    private func row(for games: Games, flags: FlagImages) -> WidgetPointer {
        let row = gtk_list_box_row_new()!
        let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["games-row"])
        let flag = flags.picture(
            for: games.flag, country: CountryNameLookup.name(code: games.flag, dataName: games.country),
            scale: .row)
        gtk_widget_set_size_request(flag, 48, 36)
        gtk_widget_add_css_class(flag, "flag")
        Widgets.append(flag, to: content)
        let host = Widgets.label(games.host, classes: ["heading"], xalign: 0)
        // Shortened at the end in the narrowest windows, where "Garmisch-Partenkirchen"
        // would make the row wider than its panel (GTK 4.18+ warns then; 4.8 cut it off).
        gtk_label_set_ellipsize(gcast(host), PANGO_ELLIPSIZE_END)
        Widgets.expand(host, vertically: false)
        Widgets.append(host, to: content)
        Widgets.append(Widgets.label(String(games.year), classes: ["dim-label", "numeric"]), to: content)
        gtk_list_box_row_set_child(gcast(row), content)
        cgtk_accessible_set_label(row, "\(games.host) \(games.year)")
        return row
    }

    /// The list's rows, for keyboard tests.
    public var listWidget: WidgetPointer { list }
}
