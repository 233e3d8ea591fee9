import Localization
import Testing

@Suite struct MessageFormatTests {
    @Test func fillsPlaceholdersInOrder() {
        #expect(MessageFormat.fill("Summer %s", "2012") == "Summer 2012")
        #expect(MessageFormat.fill("%s of %s", "1", "3") == "1 of 3")
    }

    @Test func positionsLetATranslationMoveTheValues() {
        #expect(MessageFormat.fill("%2$s: %1$s", "a.json", "empty") == "empty: a.json")
        #expect(MessageFormat.fill("%1$d and %1$d", "7") == "7 and 7")
    }

    @Test func keepsPercentSignsAndUnknownConversions() {
        #expect(MessageFormat.fill("100%% of %s", "it") == "100% of it")
        #expect(MessageFormat.fill("%x stays", "unused") == "%x stays")
        #expect(MessageFormat.fill("ends with %", "unused") == "ends with %")
    }

    @Test func aMissingValueIsLeftEmpty() {
        #expect(MessageFormat.fill("%s and %s", "one") == "one and ")
    }
}
