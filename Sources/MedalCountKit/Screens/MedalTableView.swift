import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData

/// The medal table of one Games as a table for screen readers as well as
/// for the eye: a header row (Country, then a medal disc over the name of
/// each medal) and a row per nation (flag and name, gold, silver, bronze).
///
/// Its widgets carry the table roles (table, row, column header, cell),
/// which GTK reports the same way on every release from 4.8; a
/// GtkColumnView's header and rows have no names on GTK 4.8, where a
/// screen reader hears "GtkColumnViewTitle" and "GtkListItemWidget". Each
/// column's cells share a size group, so the columns line up. The nations'
/// rows are a GtkListBox's (a row group), so a row takes the focus and Up
/// and Down move between rows; Right (Left in a right-to-left table) steps
/// into a row's cells, each read with its column's name ("Gold 46"), and Up
/// and Down then keep the column (`TableCursor`).
@MainActor
final class MedalTableView {
    /// The table.
    let view: WidgetPointer
    /// The nations' rows, in order (tests).
    private(set) var rows: [WidgetPointer] = []
    /// Each nation's cells, in reading order (country, gold, silver, bronze).
    private(set) var cells: [[WidgetPointer]] = []
    private let columns: [UnsafeMutablePointer<GtkSizeGroup>]

    /// The medals in column order: CSS class and name (looked up anew, in
    /// the language of the moment).
    static var medals: [(String, String)] { [("gold", tr("Gold")), ("silver", tr("Silver")), ("bronze", tr("Bronze"))] }

    init(games: Games, flags: FlagImages) {
        view = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["medal-columns"], role: GTK_ACCESSIBLE_ROLE_TABLE)
        columns = (0..<4).compactMap { _ in gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL) }
        // Translators: the medal table's name for screen readers; %s is the Games, as in "London 2012".
        cgtk_accessible_set_label(view, MessageFormat.fill(tr("%s medal table"), games.hostAndYear))
        Widgets.append(headerRow(), to: view)
        let body = cgtk_widget_new_with_role(gtk_list_box_get_type(), GTK_ACCESSIBLE_ROLE_ROW_GROUP)
        gtk_list_box_set_selection_mode(gcast(body), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(body, "medal-rows")
        // Translators: the medal table's rows, one per nation, for screen readers.
        cgtk_accessible_set_label(body, tr("Nations"))
        for winner in games.medalWinners {
            let (row, rowCells) = nationRow(winner, flags: flags)
            rows.append(row)
            cells.append(rowCells)
            gtk_list_box_append(gcast(body), row)
        }
        Widgets.append(body, to: view)
        stepsThroughCells(body)
    }

    /// Where the focus is in the nations' rows, if it is in them.
    var cursor: TableCursor? {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root) else { return nil }
        for (row, widget) in rows.enumerated() {
            if widget == focus { return TableCursor(row: row) }
            if let column = cells[row].firstIndex(of: focus) { return TableCursor(row: row, column: column) }
        }
        return nil
    }

    /// Moves the focus to `cursor`'s row or cell.
    func focus(_ cursor: TableCursor) {
        guard rows.indices.contains(cursor.row) else { return }
        guard let column = cursor.column else {
            gtk_widget_grab_focus(rows[cursor.row])
            return
        }
        guard cells[cursor.row].indices.contains(column) else { return }
        let cell = cells[cursor.row][column]
        // A cell takes the focus only while the arrow keys hold it there,
        // so Tab passes over the table's cells.
        gtk_widget_set_focusable(cell, 1)
        gtk_widget_grab_focus(cell)
    }

    /// The arrow keys, Home and End step through a row's cells; taken
    /// before the list's own bindings, which move between whole rows.
    private func stepsThroughCells(_ body: WidgetPointer) {
        guard let keys = gtk_event_controller_key_new() else { return }
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(keys) { [weak self] keyval, state in
            guard let self, cgtk_modifiers_are_plain(state) != 0, let cursor = self.cursor,
                let move = Self.move(for: keyval, in: LayoutDirection(of: body)),
                let next = cursor.moved(move, rows: self.rows.count, columns: self.cells.first?.count ?? 0)
            else { return false }
            self.focus(next)
            return true
        }
        gtk_widget_add_controller(body, keys)
    }

    /// The step a key takes through the cells, in `direction`'s reading order.
    private static func move(for keyval: UInt32, in direction: LayoutDirection) -> TableCursor.Move? {
        let rightToLeft = direction == .rightToLeft
        switch Int32(keyval) {
        case GDK_KEY_Right, GDK_KEY_KP_Right: return rightToLeft ? .backward : .forward
        case GDK_KEY_Left, GDK_KEY_KP_Left: return rightToLeft ? .forward : .backward
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        default: return nil
        }
    }

    isolated deinit {
        for group in columns { g_object_unref(gobject(group)) }
    }

    /// The cells of a row, one per column, in a box.
    private func cells(_ cells: [WidgetPointer], role: GtkAccessibleRole) -> WidgetPointer {
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 18, role: role)
        for (column, cell) in cells.enumerated() {
            if column < columns.count { gtk_size_group_add_widget(columns[column], cell) }
            Widgets.append(cell, to: row)
        }
        return row
    }

    private func headerRow() -> WidgetPointer {
        let country = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["medal-header"], role: GTK_ACCESSIBLE_ROLE_COLUMN_HEADER)
        // Translators: the medal table's first column header: the nation that won the medals.
        let countryName = tr("Country")
        cgtk_accessible_set_label(country, countryName)
        let countryLabel = Widgets.label(countryName, classes: ["dim-label", "caption-heading"], xalign: 0)
        gtk_widget_set_valign(countryLabel, GTK_ALIGN_END)
        Widgets.expand(countryLabel)
        Widgets.append(countryLabel, to: country)
        Widgets.expand(country, vertically: false)
        var cells = [country]
        for (medal, name) in Self.medals {
            let header = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["medal-header"], role: GTK_ACCESSIBLE_ROLE_COLUMN_HEADER)
            cgtk_accessible_set_label(header, name)
            let disc = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["medal-disc", medal])
            gtk_widget_set_halign(disc, GTK_ALIGN_CENTER)
            Widgets.append(disc, to: header)
            Widgets.append(Widgets.label(name, classes: ["dim-label", "caption-heading"]), to: header)
            cells.append(header)
        }
        // The header's own parts say nothing more than its name.
        for cell in cells { hideContent(of: cell) }
        let row = self.cells(cells, role: GTK_ACCESSIBLE_ROLE_ROW)
        gtk_widget_add_css_class(row, "medal-header-row")
        cgtk_accessible_set_label(row, ([countryName] + Self.medals.map(\.1)).joined(separator: ", "))
        return row
    }

    private func nationRow(_ winner: MedalWinner, flags: FlagImages) -> (WidgetPointer, [WidgetPointer]) {
        let country = CountryNameLookup.name(code: winner.flag, dataName: winner.country)
        let countryCell = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, role: GTK_ACCESSIBLE_ROLE_CELL)
        cgtk_accessible_set_label(countryCell, country)
        let flag = flags.picture(for: winner.flag, country: country, scale: .row)
        gtk_widget_set_size_request(flag, 40, 30)
        gtk_widget_add_css_class(flag, "flag")
        Widgets.append(flag, to: countryCell)
        let name = Widgets.label(country, classes: ["country"], xalign: 0)
        Widgets.expand(name, vertically: false)
        // "United Team of Germany" wraps in a narrow window rather than
        // pushing the bronze column out of it.
        gtk_label_set_wrap(gcast(name), 1)
        gtk_label_set_wrap_mode(gcast(name), PANGO_WRAP_WORD_CHAR)
        Widgets.append(name, to: countryCell)
        Widgets.expand(countryCell, vertically: false)
        var cells = [countryCell]
        var spoken = [country]
        for ((_, medal), count) in zip(Self.medals, [winner.gold, winner.silver, winner.bronze]) {
            let number = LocaleNumber.grouped(count)
            let cell = Widgets.box(GTK_ORIENTATION_HORIZONTAL, role: GTK_ACCESSIBLE_ROLE_CELL)
            // Translators: a cell of the medal table for screen readers: a medal and its count, as in "Gold 46".
            let said = MessageFormat.fill(tr("%1$s %2$s"), medal, number)
            cgtk_accessible_set_label(cell, said)
            let label = Widgets.label(number, classes: ["numeric", "count"], xalign: 1)
            // Orca 48 (GTK 4.18+) reads a focused cell by its children's
            // names, hidden or not, not its own: the number says its column too.
            cgtk_accessible_set_label(label, said)
            Widgets.expand(label, vertically: false)
            Widgets.append(label, to: cell)
            cells.append(cell)
            spoken.append(said)
        }
        for cell in cells {
            hideContent(of: cell)
            gtk_widget_add_css_class(cell, "medal-cell")
            Self.letGoOfFocus(cell)
        }
        let total = winner.gold + winner.silver + winner.bronze
        // Translators: a nation's row in the medal table, described for screen readers; %s is a number.
        let medalsInAll = MessageFormat.fill(trn("%s medal in all", "%s medals in all", total), LocaleNumber.grouped(total))
        let row = cgtk_widget_new_with_role(gtk_list_box_row_get_type(), GTK_ACCESSIBLE_ROLE_ROW)
        gtk_widget_add_css_class(row, "medal-row")
        gtk_list_box_row_set_activatable(gcast(row), 0)
        // A list box row holds one child: the cells' box, a plain panel.
        gtk_list_box_row_set_child(gcast(row), self.cells(cells, role: GTK_ACCESSIBLE_ROLE_GENERIC))
        cgtk_accessible_set_label(row, spoken.joined(separator: ", "))
        cgtk_accessible_set_description(row, medalsInAll)
        cgtk_accessible_publish_when_mapped(row)
        return (row, cells)
    }

    /// Takes `cell` out of the focus chain again once the focus leaves it
    /// for another widget. A window that goes inactive takes `has-focus`
    /// from it too, but it stays the window's focus widget: it keeps its
    /// focus (and its ring) for when the window is active again.
    private static func letGoOfFocus(_ cell: WidgetPointer) {
        Signal.connect(
            cell, .notify("has-focus"),
            withArgument: { _ in
                guard gtk_widget_has_focus(cell) == 0 else { return }
                if let root = gtk_widget_get_root(cell), gtk_root_get_focus(root) == cell { return }
                gtk_widget_set_focusable(cell, 0)
            })
    }

    /// Hides what is inside a named cell from screen readers: its name says
    /// it. GTK 4.8 leaves hidden children out of AT-SPI; GTK 4.18 still
    /// lists them, and Orca 48 reads a focused cell by its children's names,
    /// so a cell's number carries the cell's name as well.
    private func hideContent(of cell: WidgetPointer) {
        var child = gtk_widget_get_first_child(cell)
        while let current = child {
            cgtk_accessible_set_hidden(current, 1)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
