import Localization
import MedalData

/// The app's side of gettext: binds the catalogs found beside the app (see
/// `AppPaths.locale`) and words the texts made from data, such as a season
/// and a year, in the reader's language.
public enum Translations {
    /// For the app, first thing: the locale from the environment, then the domains.
    public static func setUp(paths: AppPaths) {
        Localization.setUp(localeFolder: paths.locale)
    }

    /// The domains only, for tests (GTK sets the process's locale in `gtk_init`).
    public static func bind(paths: AppPaths) {
        Localization.bind(localeFolder: paths.locale)
    }

    /// "Summer" or "Winter".
    public static func seasonName(_ season: Season) -> String {
        switch season {
        case .summer: tr("Summer")
        case .winter: tr("Winter")
        }
    }

    /// "Summer Games" or "Winter Games": a list's title.
    public static func gamesTitle(_ season: Season) -> String {
        switch season {
        case .summer: tr("Summer Games")
        case .winter: tr("Winter Games")
        }
    }

    /// "Summer 2012": the main screen's line under the host city.
    public static func seasonAndYear(_ games: Games) -> String {
        let year = String(games.year)
        return switch games.season {
        // Translators: %s is a year, such as 2012.
        case .summer: MessageFormat.fill(tr("Summer %s"), year)
        // Translators: %s is a year, such as 2014.
        case .winter: MessageFormat.fill(tr("Winter %s"), year)
        }
    }

    /// A data file that could not be read, as the window says it: the file
    /// and the problem (the problem's own words stay English).
    public static func loadError(_ error: DataFileError) -> String {
        // Translators: %1$s is a file's path, %2$s what is wrong with it (in English).
        MessageFormat.fill(tr("Could not load %1$s: %2$s."), error.file, error.problem)
    }
}
