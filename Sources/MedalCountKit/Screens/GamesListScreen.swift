import CGtk
import CIndexList
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData

/// The list of one season's Games under a seasonal header picture; picking a
/// row reports the Games (the tutorial's GamesTableViewController).
///
/// The rows are a GtkListView's over the Games' positions (`MedalIndexList`,
/// whose items are made only for the rows shown), made by a factory that
/// builds a few `GamesRow`s and shows a different Games in each as the list
/// scrolls: a list of 20,000 Games builds about 200 rows (GTK's own count
/// around the view), as a list of 1,000 does. The model counts a screenful
/// of Games while the list slides in and the rest once it stands still
/// (`ScreenfulCount`), so the frame that opens a list builds one screen's rows.
@MainActor
public final class GamesListScreen: ViewController {
    public let season: Season
    public let games: [Games]
    /// Called with the Games whose row was activated.
    public var onSelect: (@MainActor (Games) -> Void)?

    private let list: WidgetPointer
    private let flags: FlagImages
    /// The rows the factory has made, by their GtkListItem.
    private var rows: [UnsafeMutableRawPointer: GamesRow] = [:]
    /// Each row's click, by its GtkListItem.
    private var rowClicks: [UnsafeMutableRawPointer: RowClick] = [:]
    private var connections: [SignalConnection] = []
    private var counting: ScreenfulCount?

    /// How many rows the factory has made for this list (tests, the benchmark).
    public private(set) var rowsMade = 0

    /// A list of `games`, opening at `height` (the stage's): the rows that
    /// fill it are the ones built before it slides in.
    init(season: Season, games: [Games], flags: FlagImages, height: Int) {
        self.season = season
        self.games = games
        self.flags = flags
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["games-list", season.rawValue])
        let factory = gtk_signal_list_item_factory_new()
        // The positions alone: a row shows the Games at its position, and
        // tells screen readers its name (bind); nothing per Games is made up front.
        let positions = medal_index_list_new(guint(ScreenfulCount.first(of: games.count, height: height)))
        // The selection follows the keyboard's focus (the arrow keys select,
        // the first row starts selected), so the focused row is not read out
        // as "not selected"; picking is still activation.
        let model = gtk_single_selection_new(positions)
        // The view takes the model and the factory.
        list = cgtk_list_view_new(model, factory)
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

        // A click on a row picks it, as the list's single-click mode would;
        // that mode also selects the row under a resting pointer whenever
        // a row moves under it (the list sliding in, scrolling with the
        // keys), so the selection, and Orca, jumped away from the focus.
        gtk_widget_add_css_class(list, "navigation-sidebar")
        cgtk_accessible_set_label(list, title)
        if let factory { connectRows(of: factory) }
        connections.append(
            Signal.connectPosition(list, .activate) { [weak self] position in
                guard let self, self.games.indices.contains(position) else { return }
                self.onSelect?(self.games[position])
            })
        Widgets.append(Widgets.scrolled(list), to: root)
        if let positions {
            counting = ScreenfulCount(positions, total: games.count, shownBy: list) { [weak self] in
                self?.standsStill ?? false
            }
        }
    }

    /// Whether the list is not moving: shown in place, or not presented at all.
    private var standsStill: Bool {
        guard let presenting = presentingViewController, let stage = presenting.stage else { return true }
        return stage.presenter.phase(presentedBy: presenting) == .presented
    }

    /// How many Games the list's model counts now (tests).
    var gamesCounted: Int { counting?.counted ?? games.count }
    /// Whether the list's model counts every Games yet (tests).
    var countsEveryGames: Bool { counting?.isComplete ?? true }

    private func connectRows(of factory: OpaquePointer) {
        connections.append(
            Signal.connect(factory, .setup) { [weak self] item in
                guard let self, let item else { return }
                let row = GamesRow(flags: self.flags)
                gtk_list_item_set_child(OpaquePointer(item), row.view)
                self.rows[item] = row
                self.rowClicks[item] = self.pickOnClick(row.view, item: OpaquePointer(item))
                self.rowsMade += 1
            })
        connections.append(
            Signal.connect(factory, .bind) { [weak self] item in
                guard let self, let item, let row = self.rows[item] else { return }
                let listItem = OpaquePointer(item)
                let position = Int(gtk_list_item_get_position(listItem))
                guard self.games.indices.contains(position) else { return }
                row.show(self.games[position], flags: self.flags)
                cgtk_list_item_set_accessible_label(listItem, self.games[position].hostAndYear)
            })
        connections.append(
            Signal.connect(factory, .teardown) { [weak self] item in
                guard let item else { return }
                self?.rows[item] = nil
                self?.rowClicks.removeValue(forKey: item)?.remove()
            })
    }

    /// A primary click on the row that holds `view` (one press, released
    /// where it began) picks the Games that `item` shows then.
    private func pickOnClick(_ view: WidgetPointer, item: OpaquePointer) -> RowClick? {
        // The whole row, its padding too: GTK's row widget, the item's child's parent.
        let row = gtk_widget_get_parent(view).flatMap { $0 == list ? nil : $0 } ?? view
        return RowClick(on: row) { [weak self] in
            let position = Int(gtk_list_item_get_position(item))
            guard let self, self.games.indices.contains(position) else { return }
            self.onSelect?(self.games[position])
        }
    }

    /// Lays out, off screen, what a first open of a list shows (its title
    /// and a screenful of rows) and draws its texts with `window`'s renderer,
    /// so that the fonts and glyphs are ready before a list slides in.
    static func rehearse(season: Season, games: [Games], flags: FlagImages, with window: WidgetPointer) {
        // A screenful is all a first open shows: the rows built by hand below need no more.
        let rehearsal = GamesListScreen(
            season: season, games: Array(games.prefix(Self.rowsInAScreen)), flags: flags,
            height: Self.rowsInAScreen * ScreenfulCount.rowHeight)
        let rows = Widgets.box(GTK_ORIENTATION_VERTICAL)
        g_object_ref_sink(gobject(rows))
        defer { g_object_unref(gobject(rows)) }
        for item in games.prefix(Self.rowsInAScreen) {
            let row = GamesRow(flags: flags)
            row.show(item, flags: flags)
            Widgets.append(row.view, to: rows)
        }
        for tree in [rehearsal.view, rows] {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(tree, GTK_ORIENTATION_VERTICAL, 400, &minimum, &natural, nil, nil)
            GlyphWarmUp.draw(textsOf: tree, with: window)
        }
    }

    /// More rows than the tallest window shows at once.
    static let rowsInAScreen = 40

    /// The list view, for keyboard tests.
    public var listWidget: WidgetPointer { list }

    /// The position of the selected row, if one is (tests).
    public var selectedPosition: Int? {
        guard let model = gtk_list_view_get_model(gcast(list)) else { return nil }
        let selected = gtk_single_selection_get_selected(model)
        return selected == guint.max ? nil : Int(selected)  // GTK_INVALID_LIST_POSITION
    }

    /// The row widget showing the Games at `position` now, if the list has
    /// made one for it (tests).
    public func rowWidget(at position: Int) -> WidgetPointer? {
        rows.first { Int(gtk_list_item_get_position(OpaquePointer($0.key))) == position }
            .flatMap { gtk_widget_get_parent($0.value.view) }
    }
}
