import Presentation
import Testing

@Suite("Size classes and adaptation")
struct TraitCollectionTests {
    @Test func heightBelow480IsCompact() {
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 479)).verticalSizeClass == .compact)
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 479.5)).verticalSizeClass == .compact)
    }

    @Test func height480IsRegular() {
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 480)).verticalSizeClass == .regular)
        #expect(TraitCollection(containerSize: Size(width: 1000, height: 720)).verticalSizeClass == .regular)
    }

    @Test func widthThresholdIs600() {
        #expect(TraitCollection(containerSize: Size(width: 599, height: 720)).horizontalSizeClass == .compact)
        #expect(TraitCollection(containerSize: Size(width: 600, height: 720)).horizontalSizeClass == .regular)
    }

    @Test func gamesListsKeepTheirPanelsWhenShort() {
        let short = TraitCollection(containerSize: Size(width: 900, height: 400))
        #expect(AdaptivePresentation.style(for: short, disableCompactHeight: false) == .none)
    }

    @Test func medalTableGoesFullScreenWhenShort() {
        let short = TraitCollection(containerSize: Size(width: 900, height: 400))
        #expect(AdaptivePresentation.style(for: short, disableCompactHeight: true) == .adapted(.overFullScreen))
    }

    @Test func medalTableKeepsItsPanelWhenTall() {
        let tall = TraitCollection(containerSize: Size(width: 900, height: 600))
        #expect(AdaptivePresentation.style(for: tall, disableCompactHeight: true) == .none)
    }

    @Test func rotatePromptOnlyUnderItsPolicyAndOnlyWhenAdapted() {
        let adapted = AdaptiveStyle.adapted(.overFullScreen)
        #expect(AdaptivePresentation.showsRotatePrompt(for: adapted, policy: .rotatePrompt))
        #expect(!AdaptivePresentation.showsRotatePrompt(for: adapted, policy: .fullscreen))
        #expect(!AdaptivePresentation.showsRotatePrompt(for: .none, policy: .rotatePrompt))
    }

    @Test func policyParsesItsCommandLineSpelling() {
        #expect(CompactHeightPolicy(rawValue: "fullscreen") == .fullscreen)
        #expect(CompactHeightPolicy(rawValue: "rotate-prompt") == .rotatePrompt)
        #expect(CompactHeightPolicy(rawValue: "sideways") == nil)
    }
}
