@_spi(GLib) import GtkStage
import Testing

/// Goes over the full stage while the stage is compact height.
@MainActor
final class FullWhenShort: AdaptivePresentationControllerDelegate {
    private(set) var asked: [TraitCollection] = []

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection traits: TraitCollection) -> AdaptiveStyle {
        asked.append(traits)
        return traits.verticalSizeClass == .compact ? .adapted(.overFullScreen) : .none
    }

    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        nil
    }
}

/// The stage's size classes come from the thresholds its app sets, and a
/// presentation adapts when they change, with no resize.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct SizeClassTests {
    @Test func newThresholdsReadTheTraitsAgainAndThePresentationAdapts() throws {
        let window = TestStageWindow(width: 640, height: 600)
        #expect(window.stage.sizeClassThresholds == .phoneLike)
        #expect(window.stage.traitCollection.verticalSizeClass == .regular, "about 560 px of stage is regular height for a phone-like reading")
        let transitions = CardTransitions()
        let adaptive = FullWhenShort()
        window.root.present(transitions.card(), animated: false)
        let controller = try #require(transitions.lastController)
        controller.delegate = adaptive
        window.waitUntil(.presented)
        window.frames(2)
        #expect(window.bounds(of: controller.presentedView).size == CardController.size)

        window.stage.sizeClassThresholds = SizeClassThresholds(compactWidth: 600, compactHeight: 720)
        #expect(window.stage.traitCollection.verticalSizeClass == .compact)
        #expect(StageHarness.pump { window.bounds(of: controller.presentedView) == window.stage.bounds }, "over the full stage")
        #expect(controller.isAdaptedToFullWindow)

        window.stage.sizeClassThresholds = .phoneLike
        #expect(StageHarness.pump { window.bounds(of: controller.presentedView).size == CardController.size }, "back to the card")
        #expect(adaptive.asked.last?.verticalSizeClass == .regular)
    }
}
