import GtkStage

/// A screen shown in a bottom sheet that has a header above its rows: a
/// drag that starts there moves the sheet between its detents, as one on
/// the grabber does (a drag on the rows is the dismissal's, or the rows').
@MainActor
protocol SheetHeaderProviding: AnyObject {
    /// The header's widget (a title above the rows), nil for none.
    var sheetHeader: WidgetPointer? { get }
}
