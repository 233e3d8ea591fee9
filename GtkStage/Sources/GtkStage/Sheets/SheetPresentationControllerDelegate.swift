/// Told of a sheet's changes a person makes (UISheetPresentationControllerDelegate),
/// and asked, as every adaptive delegate is, how the sheet adapts and
/// whether a person may dismiss it.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// A person moved the sheet to another detent (a drag, the grabber, a
    /// scroll from the content's top): `selectedDetentIdentifier` is the new one.
    /// A change the app makes itself is not told.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) {}
}
