import MedalCountKit
import Presentation
import Testing

/// The demos' own rules, moved out of the core with the code: the medal
/// table's compact-height policy and rotate prompt, and the slide-in panels'
/// edges in both reading orders.
@Suite("The demos' presentation policy")
struct DemoPolicyTests {
    static let sizes = [Size(width: 900, height: 600), Size(width: 1000, height: 720), Size(width: 361, height: 300)]

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

    @Test func anAttachedSheetKeepsItsPresentationWhenShortAndOnlyThen() {
        let short = TraitCollection(containerSize: Size(width: 900, height: 400))
        let tall = TraitCollection(containerSize: Size(width: 900, height: 600))
        #expect(AdaptivePresentation.style(for: short, disableCompactHeight: true, policy: .attachedSheet) == .none)
        #expect(AdaptivePresentation.style(for: short, disableCompactHeight: true, policy: .fullscreen) == .adapted(.overFullScreen))
        #expect(AdaptivePresentation.attachesSheet(in: short, disableCompactHeight: true, policy: .attachedSheet))
        #expect(!AdaptivePresentation.attachesSheet(in: tall, disableCompactHeight: true, policy: .attachedSheet))
        #expect(!AdaptivePresentation.attachesSheet(in: short, disableCompactHeight: false, policy: .attachedSheet))
        #expect(!AdaptivePresentation.attachesSheet(in: short, disableCompactHeight: true, policy: .rotatePrompt))
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
        #expect(CompactHeightPolicy(rawValue: "sheet") == .attachedSheet)
        #expect(CompactHeightPolicy(rawValue: "sideways") == nil)
    }

    @Test(arguments: sizes)
    func aLeadingPanelSitsAtTheLeadingSideInBothOrders(container: Size) {
        let ltr = SlideInGeometry.frame(for: PresentationEdge.leading.resolved(for: .leftToRight), in: container)
        let rtl = SlideInGeometry.frame(for: PresentationEdge.leading.resolved(for: .rightToLeft), in: container)
        #expect(ltr.x == 0, "left to right: flush with the left edge")
        #expect(rtl.maxX == container.width, "right to left: flush with the right edge")
        #expect(ltr.width == rtl.width && ltr.width == (container.width * 2 / 3).rounded())
        // Off screen beyond its own side, so it slides in from there.
        #expect(SlideInGeometry.dismissedFrame(for: .right, in: container).x == container.width)
        #expect(SlideInGeometry.dismissedFrame(for: .left, in: container).maxX == 0)
    }

    @Test(arguments: sizes)
    func aDragTowardTheLeadingPanelsOwnEdgeDismissesIt(container: Size) {
        let quarter = SlideInGeometry.size(for: .left, parent: container).width / 4
        let ltr = PresentationEdge.leading.resolved(for: .leftToRight)
        let rtl = PresentationEdge.leading.resolved(for: .rightToLeft)
        // Left to right the Summer panel goes back to the left; right to left, to the right.
        #expect(ltr.distance(of: Point(x: -quarter, y: 0)) == quarter)
        #expect(rtl.distance(of: Point(x: quarter, y: 0)) == quarter)
        #expect(rtl.distance(of: Point(x: -quarter, y: 0)) == -quarter)
    }

}
