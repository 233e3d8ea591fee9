import CGtk
import GtkStage
import Localization
import MedalData

/// The medal table of one Games: five nations with their gold, silver and
/// bronze counts under a header of medal discs. A click anywhere on it
/// dismisses it (the tutorial's MedalCountViewController).
@MainActor
public final class MedalTableScreen: ViewController {
    public let games: Games
    private var click: SignalConnection?

    init(games: Games, flags: FlagImages) {
        self.games = games
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["medal-table"])
        super.init(view: root, title: tr("Medal Count"))

        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        Widgets.setMargins(content, 24)
        Widgets.append(Widgets.label("\(games.host) \(games.year)", classes: ["title-2"]), to: content)
        Widgets.append(table(flags: flags), to: content)
        // Centred without `halign: center`, which makes GTK 4.18+ warn for wrapped content (CGtk/centered_layout.h).
        Widgets.append(Widgets.scrolled(cgtk_centered_new(content)), to: root)

        if let gesture = gtk_gesture_click_new() {
            click = Signal.connectClick(gesture, .released) { [weak self] _, _, _ in
                self?.dismiss(animated: true)
            }
            gtk_widget_add_controller(root, gesture)
        }
    }

    private func table(flags: FlagImages) -> WidgetPointer {
        let grid = gtk_grid_new()!
        gtk_widget_add_css_class(grid, "medal-grid")
        gtk_grid_set_column_spacing(gcast(grid), 18)
        gtk_grid_set_row_spacing(gcast(grid), 10)
        let medals = [("gold", tr("Gold")), ("silver", tr("Silver")), ("bronze", tr("Bronze"))]
        for (column, (medal, medalName)) in medals.enumerated() {
            let disc = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["medal-disc", medal], role: GTK_ACCESSIBLE_ROLE_IMG)
            gtk_widget_set_halign(disc, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(disc, GTK_ALIGN_CENTER)
            cgtk_accessible_set_label(disc, medalName)
            gtk_grid_attach(gcast(grid), disc, Int32(column + 2), 0, 1, 1)
        }
        for (index, winner) in games.medalWinners.enumerated() {
            let row = Int32(index + 1)
            let country = CountryNameLookup.name(code: winner.flag, dataName: winner.country)
            let flag = flags.picture(for: winner.flag, country: country, scale: .row)
            gtk_widget_set_size_request(flag, 40, 30)
            gtk_widget_add_css_class(flag, "flag")
            gtk_grid_attach(gcast(grid), flag, 0, row, 1, 1)
            let name = Widgets.label(country, classes: ["country"], xalign: 0)
            let total = winner.gold + winner.silver + winner.bronze
            // Translators: said after a nation's name in the medal table; %s is a number.
            let medalsInAll = trn("%s medal in all", "%s medals in all", total)
            cgtk_accessible_set_description(name, MessageFormat.fill(medalsInAll, LocaleNumber.grouped(total)))
            gtk_widget_set_hexpand(name, 1)
            // "United Team of Germany" wraps in a narrow window rather than
            // pushing the bronze column out of it.
            gtk_label_set_wrap(gcast(name), 1)
            gtk_label_set_wrap_mode(gcast(name), PANGO_WRAP_WORD_CHAR)
            gtk_grid_attach(gcast(grid), name, 1, row, 1, 1)
            for (column, count) in [winner.gold, winner.silver, winner.bronze].enumerated() {
                let label = Widgets.label(LocaleNumber.grouped(count), classes: ["numeric", "count"], xalign: 1)
                gtk_grid_attach(gcast(grid), label, Int32(column + 2), row, 1, 1)
            }
        }
        return grid
    }
}
