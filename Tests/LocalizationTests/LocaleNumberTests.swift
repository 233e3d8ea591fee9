import Localization
import Testing

@Suite struct LocaleNumberTests {
    @Test func theCLocaleDoesNotGroup() {
        #expect(Localization.withLocale("C") { LocaleNumber.grouped(1_234_567) } == "1234567")
    }

    @Test func germanGroupsThousandsWithDots() throws {
        let text = try #require(
            Localization.withLocale("de_DE.UTF-8") { LocaleNumber.grouped(1_234_567) },
            "de_DE.UTF-8 is not installed: run scripts/setup.sh")
        #expect(text == "1.234.567")
        #expect(Localization.withLocale("de_DE.UTF-8") { LocaleNumber.grouped(-12) } == "-12")
    }

    @Test func anUnknownLocaleRunsNothing() {
        #expect(Localization.withLocale("xx_XX.NOPE") { LocaleNumber.grouped(1) } == nil)
    }
}
