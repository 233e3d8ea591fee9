/// Where the keyboard is in a table read a row at a time or a cell at a
/// time: on a whole row, or on one of its cells.
///
/// The arrow keys in reading order (forward is Right in a left-to-right
/// table, Left in a right-to-left one) step from a row into its first cell
/// and along its cells, and back out to the row; Up and Down keep the
/// column. A move the row's list does itself (Up and Down between rows,
/// Home and End) is `nil`, left to the list.
public struct TableCursor: Equatable, Sendable {
    /// The row, from 0.
    public var row: Int
    /// The cell, from 0 in reading order; nil for the whole row.
    public var column: Int?

    /// A key's step through the table.
    public enum Move: Sendable, CaseIterable {
        /// To the next cell in reading order (or into the row's first).
        case forward
        /// To the previous cell (or from the first back out to the row).
        case backward
        /// The same column, one row up.
        case up
        /// The same column, one row down.
        case down
        /// The row's first cell.
        case home
        /// The row's last cell.
        case end
    }

    /// The cursor on `row`, on `column` or on the whole row.
    public init(row: Int, column: Int? = nil) {
        self.row = row
        self.column = column
    }

    /// Where `move` takes the cursor in a table of `rows` rows of `columns`
    /// cells: itself at an edge (the key is taken, nothing moves), nil for
    /// a move the list makes between whole rows.
    public func moved(_ move: Move, rows: Int, columns: Int) -> TableCursor? {
        guard rows > 0, columns > 0, (0..<rows).contains(row) else { return nil }
        guard let column else {
            return move == .forward ? TableCursor(row: row, column: 0) : nil
        }
        let last = columns - 1
        switch move {
        case .forward: return TableCursor(row: row, column: min(column + 1, last))
        case .backward: return column == 0 ? TableCursor(row: row) : TableCursor(row: row, column: min(column - 1, last))
        case .up: return TableCursor(row: max(row - 1, 0), column: min(column, last))
        case .down: return TableCursor(row: min(row + 1, rows - 1), column: min(column, last))
        case .home: return TableCursor(row: row, column: 0)
        case .end: return TableCursor(row: row, column: last)
        }
    }
}
