import MedalCountKit
import Testing

/// The medal table's keyboard: rows, then cells with the arrow keys.
@Suite("Table cursor")
struct TableCursorTests {
    private let rows = 5
    private let columns = 4

    private func move(_ cursor: TableCursor, _ moves: TableCursor.Move...) -> TableCursor? {
        var at: TableCursor? = cursor
        for step in moves { at = at?.moved(step, rows: rows, columns: columns) }
        return at
    }

    @Test func forwardStepsFromTheRowIntoItsCellsAndStopsAtTheLast() {
        let row = TableCursor(row: 2)
        #expect(move(row, .forward) == TableCursor(row: 2, column: 0))
        #expect(move(row, .forward, .forward, .forward, .forward) == TableCursor(row: 2, column: 3))
        #expect(move(row, .forward, .forward, .forward, .forward, .forward) == TableCursor(row: 2, column: 3), "the last cell keeps the key")
    }

    @Test func backwardFromTheFirstCellReturnsToTheRow() {
        #expect(move(TableCursor(row: 1, column: 2), .backward) == TableCursor(row: 1, column: 1))
        #expect(move(TableCursor(row: 1, column: 0), .backward) == TableCursor(row: 1))
        #expect(move(TableCursor(row: 1), .backward) == nil, "a whole row leaves Left and Right to the list")
    }

    @Test func upAndDownKeepTheColumnAndStopAtTheEdges() {
        #expect(move(TableCursor(row: 0, column: 1), .down, .down) == TableCursor(row: 2, column: 1))
        #expect(move(TableCursor(row: 4, column: 3), .down) == TableCursor(row: 4, column: 3))
        #expect(move(TableCursor(row: 0, column: 2), .up) == TableCursor(row: 0, column: 2))
        #expect(move(TableCursor(row: 3, column: 2), .up) == TableCursor(row: 2, column: 2))
    }

    @Test func betweenWholeRowsTheListMoves() {
        for step in [TableCursor.Move.up, .down, .home, .end] {
            #expect(TableCursor(row: 2).moved(step, rows: rows, columns: columns) == nil)
        }
    }

    @Test func homeAndEndGoToTheRowsEnds() {
        #expect(move(TableCursor(row: 3, column: 2), .home) == TableCursor(row: 3, column: 0))
        #expect(move(TableCursor(row: 3, column: 1), .end) == TableCursor(row: 3, column: 3))
    }

    @Test func anEmptyTableOrARowOutsideItTakesNoKey() {
        #expect(TableCursor(row: 0).moved(.forward, rows: 0, columns: 4) == nil)
        #expect(TableCursor(row: 0, column: 0).moved(.down, rows: 3, columns: 0) == nil)
        #expect(TableCursor(row: 7, column: 0).moved(.up, rows: 3, columns: 4) == nil)
    }
}
