import Presentation
import Testing

/// A bottom sheet's detents: heights from the container's, the grabber's
/// cycle, where a release comes to rest, the drag past the largest, the dim.
@Suite("Sheet detents")
struct SheetDetentsTests {
    let twoThirds = SheetDetent.custom(identifier: "two-thirds") { $0.containerHeight * 2 / 3 }
    var sheet: SheetDetents {
        SheetDetents([.large(), twoThirds, .medium()], selected: "two-thirds")
    }

    @Test func itOpensAtTheSelectedDetentOrTheSmallest() {
        #expect(sheet.openingDetent(in: 640) == twoThirds)
        #expect(SheetDetents([.large(), .medium()]).openingDetent(in: 640) == .medium())
        #expect(SheetDetents([.medium()], selected: .large).openingDetent(in: 640) == .medium(), "not one of them: the smallest")
        #expect(SheetDetents([]).openingDetent(in: 640) == nil)
    }

    @Test(arguments: [300.0, 640, 1_200])
    func heightsFollowTheContainer(container: Double) {
        #expect(SheetDetent.medium().height(in: container) == container / 2)
        #expect(twoThirds.height(in: container).map { abs($0 - container * 2 / 3) < 1e-9 } == true)
        #expect(SheetDetent.large().height(in: container) == container - 48)
        #expect(sheet.stops(in: container).map(\.detent.identifier) == ["medium", "two-thirds", "large"])
    }

    /// A custom detent is given the large detent's height (UIKit's
    /// `maximumDetentValue`), and one whose resolver says nil is left out.
    @Test func aCustomDetentResolvesFromTheLargestAndMayNotApply() {
        let threeQuarters = SheetDetent.custom(identifier: "three-quarters") { $0.maximumDetentValue * 0.75 }
        #expect(threeQuarters.height(in: 448) == 300, "three quarters of 400")
        let tallOnly = SheetDetent.custom(identifier: "tall-only") { $0.containerHeight > 500 ? 400 : nil }
        let detents = SheetDetents([.medium(), tallOnly, .large()])
        #expect(detents.stops(in: 800).map(\.detent.identifier) == ["medium", "tall-only", "large"])
        #expect(detents.stops(in: 400).map(\.detent.identifier) == ["medium", "large"], "it does not apply at 400")
        let unnamed = (SheetDetent.custom { _ in 10 }, SheetDetent.custom { _ in 20 })
        #expect(unnamed.0 != unnamed.1, "custom detents made without a name each get their own")
    }

    @Test func scrollingFromTheTopGrowsToTheNextLargerDetentUntilTheLargest() {
        #expect(sheet.larger(than: 320, in: 640) == twoThirds, "from medium")
        #expect(sheet.larger(than: 640 * 2 / 3, in: 640) == .large(), "from two thirds")
        #expect(sheet.larger(than: 592, in: 640) == nil, "at large the content scrolls")
        #expect(sheet.larger(than: 400, in: 640) == twoThirds, "between detents: the next above")
        #expect(sheet.larger(than: 100, in: 640) == .medium())
    }

    @Test func heightsStayInsideTheContainer() {
        #expect(SheetDetent.large().height(in: 30) == 0, "a gap taller than the container leaves no sheet")
        #expect(SheetDetent.custom(identifier: "over") { $0.containerHeight * 1.5 }.height(in: 400) == 400)
        #expect(SheetDetent.custom(identifier: "broken") { _ in .nan }.height(in: 400) == 400)
        #expect(SheetDetent.medium().height(in: -10) == 0)
    }

    @Test func theOrderIsTheHeightsInThatContainer() {
        // 80 tall: large is 32, below medium's 40 and two thirds' 53.
        #expect(sheet.stops(in: 80).map(\.detent.identifier) == ["large", "medium", "two-thirds"])
    }

    @Test func theGrabberCyclesUpThenBackToTheSmallest() {
        #expect(sheet.next(after: .medium(), in: 640) == twoThirds)
        #expect(sheet.next(after: twoThirds, in: 640) == .large())
        #expect(sheet.next(after: .large(), in: 640) == .medium())
        #expect(sheet.next(after: SheetDetent.custom(identifier: "other") { _ in 64 }, in: 640) == .medium())
        #expect(SheetDetents([]).next(after: .medium(), in: 640) == nil)
    }

    @Test func aSlowReleaseRestsAtTheNearestDetent() {
        // 640 tall: medium 320, two thirds 426.7, large 592.
        #expect(sheet.release(at: 330, velocity: 0, in: 640) == .rest(.medium(), height: 320))
        #expect(sheet.release(at: 400, velocity: 0, in: 640) == .rest(twoThirds, height: 640 * 2.0 / 3))
        #expect(sheet.release(at: 600, velocity: 0, in: 640) == .rest(.large(), height: 592))
        #expect(sheet.release(at: 200, velocity: 0, in: 640) == .rest(.medium(), height: 320), "above half of medium")
        #expect(sheet.release(at: 150, velocity: 0, in: 640) == .dismiss, "below half of medium")
    }

    @Test func theReleasesSpeedDecidesWhereItHeads() {
        // At 0.998 a millisecond, 1000 points a second goes on for 499 points.
        #expect(sheet.release(at: 430, velocity: 400, in: 640) == .rest(.large(), height: 592), "a flick up")
        #expect(sheet.release(at: 430, velocity: -200, in: 640) == .rest(.medium(), height: 320), "a push down")
        #expect(sheet.release(at: 430, velocity: -1_000, in: 640) == .dismiss, "a flick down")
        #expect(sheet.release(at: 430, velocity: 50, in: 640) == .rest(twoThirds, height: 640 * 2.0 / 3), "a drift")
    }

    @Test func aSheetThatStaysNeverDismisses() {
        let attached = SheetDetents([.large()], dismissesBelowSmallest: false)
        #expect(attached.release(at: 100, velocity: -3_000, in: 640) == .rest(.large(), height: 592))
        #expect(SheetDetents([]).release(at: 100, velocity: 0, in: 640) == .dismiss)
    }

    @Test func aResizeKeepsTheDetentNotThePixels() {
        let at640 = sheet.height(of: twoThirds, in: 640)
        let at900 = sheet.height(of: twoThirds, in: 900)
        #expect(at640.map { abs($0 - 640 * 2.0 / 3) < 1e-9 } == true)
        #expect(at900.map { abs($0 - 600) < 1e-9 } == true)
        #expect(sheet.height(of: .custom(identifier: "stranger") { _ in 100 }, in: 640) == nil)
    }

    @Test func aDragPastTheLargestGoesAThirdAsFar() {
        #expect(sheet.heightFollowing(500, in: 640) == 500)
        #expect(abs(sheet.heightFollowing(622, in: 640) - 602) < 1e-9, "30 past large's 592 goes 10")
        #expect(sheet.heightFollowing(2_000, in: 640) == 640, "never taller than the container")
        #expect(sheet.heightFollowing(-40, in: 640) == 0)
    }

    @Test func dimmedAtEveryDetentItClearsOnlyAsTheSheetGoes() {
        #expect(sheet.dimming(atHeight: 0, in: 640) == 0)
        #expect(sheet.dimming(atHeight: 160, in: 640) == 0.5, "half of medium, half dim")
        #expect(sheet.dimming(atHeight: 320, in: 640) == 1, "full from medium up")
        #expect(sheet.dimming(atHeight: 592, in: 640) == 1)
        #expect(!sheet.leavesContentBehindActive(at: .medium(), in: 640))
    }

    /// UIKit's `largestUndimmedDetentIdentifier`: clear up to it, dimmed
    /// from the next detent up, the content behind active only up to it.
    @Test func belowTheLargestUndimmedDetentTheContentBehindIsClearAndActive() {
        let nonModal = SheetDetents([.large(), twoThirds, .medium()], largestUndimmed: .medium)
        #expect(nonModal.dimming(atHeight: 200, in: 640) == 0)
        #expect(nonModal.dimming(atHeight: 320, in: 640) == 0, "clear at medium")
        #expect(nonModal.dimming(atHeight: 272, in: 543) == 0, "at medium's whole pixels too (271.5 drawn 272)")
        let between = nonModal.dimming(atHeight: 320 + 640.0 / 12, in: 640)
        #expect(abs(between - 0.5) < 1e-9, "half way from medium to two thirds")
        #expect(nonModal.dimming(atHeight: 640 * 2.0 / 3, in: 640) == 1, "dimmed from two thirds")
        #expect(nonModal.leavesContentBehindActive(at: .medium(), in: 640))
        #expect(!nonModal.leavesContentBehindActive(at: twoThirds, in: 640))
        let neverDimmed = SheetDetents([.medium(), .large()], largestUndimmed: .large)
        #expect(neverDimmed.dimming(atHeight: 592, in: 640) == 0)
        #expect(neverDimmed.leavesContentBehindActive(at: .large(), in: 640))
    }
}
