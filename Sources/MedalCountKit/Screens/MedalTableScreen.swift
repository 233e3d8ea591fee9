import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData

/// The medal table of one Games: five nations with their gold, silver and
/// bronze counts, in a table whose headers show medal discs. A click
/// anywhere on it dismisses it (the tutorial's MedalCountViewController).
@MainActor
public final class MedalTableScreen: ViewController {
    public let games: Games
    private let table: MedalTableView
    /// The Games' name over the table.
    let heading: WidgetPointer
    private var click: StillClick?

    init(games: Games, flags: FlagImages) {
        self.games = games
        table = MedalTableView(games: games, flags: flags)
        let title = Widgets.label(games.hostAndYear, classes: ["title-2"])
        heading = title
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["medal-table"])
        // Translators: the medal table's name (a screen reader says it as it opens); %s is the Games, as in "London 2012".
        super.init(view: root, title: MessageFormat.fill(tr("Medal Count, %s"), games.hostAndYear))

        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        Widgets.setMargins(content, 24)
        Widgets.append(title, to: content)
        Widgets.append(table.view, to: content)
        // Centred without `halign: center`, which makes GTK 4.18+ warn for wrapped content (CGtk/centered_layout.h).
        Widgets.append(Widgets.scrolled(cgtk_centered_new(content)), to: root)

        // A click dismisses it; a drag let go elsewhere (across the sheet's axis) does not.
        click = StillClick(on: root) { [weak self] in self?.dismiss(animated: true) }
    }

    /// The first nation's row: where the focus goes as the table opens
    /// (not the sheet's grabber above it).
    override public var preferredFocusView: WidgetPointer? { table.rows.first }

    /// The table of nations, for tests.
    var tableWidget: WidgetPointer { table.view }

    /// The nations' rows, for tests.
    var nationRows: [WidgetPointer] { table.rows }

    /// Each nation's cells, for tests.
    var nationCells: [[WidgetPointer]] { table.cells }
}
