import Localization
import Testing

/// Plurals from the compiled catalogs: ngettext picks the form of the language.
@Suite struct PluralTests {
    init() { Catalog.bind() }

    @Test func englishHasOneAndOther() {
        let forms = Localization.withLocale("C") {
            [1, 2, 0].map { trn("%s medal in all", "%s medals in all", $0) }
        }
        #expect(forms == ["%s medal in all", "%s medals in all", "%s medals in all"])
    }

    @Test func germanFormsComeFromTheCatalog() throws {
        let forms = try #require(
            Localization.withLocale("de_DE.UTF-8") {
                [1, 46].map { MessageFormat.fill(trn("%s medal in all", "%s medals in all", $0), LocaleNumber.grouped($0)) }
            })
        #expect(forms == ["1 Medaille insgesamt", "46 Medaillen insgesamt"])
        #expect(Localization.withLocale("de_DE.UTF-8") { tr("Summer Games") } == "Sommerspiele")
    }

    @Test func hebrewFormsComeFromTheCatalog() throws {
        let forms = try #require(
            Localization.withLocale("he_IL.UTF-8") {
                [1, 46].map { MessageFormat.fill(trn("%s medal in all", "%s medals in all", $0), LocaleNumber.grouped($0)) }
            })
        #expect(forms == ["מדליה אחת בסך הכול", "46 מדליות בסך הכול"])
    }
}
