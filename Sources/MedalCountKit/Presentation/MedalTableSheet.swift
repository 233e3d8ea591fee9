@_spi(GLib) import GtkStage
import Localization
import Presentation

/// The medal table's choices as a sheet, the demo's only part of it: its
/// detents (half, the tutorial's two thirds where it opens, large), its
/// grabber, and what a short window shows (the rotate prompt, the table
/// over the whole window, or the sheet attached at its largest detent), as
/// the sheet's adaptive delegate. GtkStage's `SheetPresentationController`
/// does the rest.
@MainActor
final class MedalTableSheet: SheetPresentationControllerDelegate {
    /// What a short window shows, asked each time (the main menu changes it).
    private let policy: @MainActor () -> CompactHeightPolicy

    init(policy: @escaping @MainActor () -> CompactHeightPolicy) {
        self.policy = policy
    }

    /// Sets up `table`'s sheet, with this as its delegate (which the caller keeps).
    func configure(_ table: ViewController) {
        table.modalPresentationStyle = .pageSheet
        guard let sheet = table.sheetPresentationController else { return }
        sheet.detents = MedalSheetDetents.all
        sheet.selectedDetentIdentifier = MedalSheetDetents.twoThirds.identifier
        sheet.prefersGrabberVisible = true
        // Translators: the medal table's sheet at two thirds of the window's height (the grabber's value).
        sheet.detentNames[MedalSheetDetents.twoThirds.identifier] = tr("Two Thirds Height")
        sheet.delegate = self
        follow(sheet)
    }

    /// Keeps `sheet` a sheet in a short window when the policy says so.
    func follow(_ sheet: SheetPresentationController) {
        sheet.prefersEdgeAttachedInCompactHeight = policy() == .attachedSheet
    }

    // MARK: AdaptivePresentationControllerDelegate

    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection traits: TraitCollection
    ) -> AdaptiveStyle {
        AdaptivePresentation.style(for: traits, disableCompactHeight: true, policy: policy())
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        AdaptivePresentation.showsRotatePrompt(for: .adapted(style), policy: policy()) ? RotatePromptScreen() : nil
    }
}
