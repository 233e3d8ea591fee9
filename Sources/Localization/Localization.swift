import CIntl

#if canImport(Glibc)
    import Glibc
#endif

/// GNU gettext for the app: binds its text domain and iso-codes' domains,
/// and looks messages up, singular, plural or in another domain.
///
/// Lookups follow the process's locale (`setlocale(LC_ALL, "")` in
/// `setUp`), or a thread's own while `withLocale` runs. Under the C locale
/// every lookup returns the English text it was given.
public enum Localization {
    /// The app's text domain: `medalcount.mo` in every language folder.
    public static let domain = "medalcount"
    /// Where Debian's `iso-codes` installs its catalogs.
    public static let systemLocaleFolder = "/usr/share/locale"
    /// The iso-codes domains the country names come from.
    public static let isoDomains = ["iso_3166-1", "iso_3166-3"]

    /// Takes the locale from the environment (`LANG`, `LC_ALL`...) and binds
    /// the text domains; call once, first thing in the process.
    public static func setUp(localeFolder: String) {
        setlocale(LC_ALL, "")
        bind(localeFolder: localeFolder)
        textdomain(domain)
    }

    /// Binds the app's domain to `localeFolder` (holding
    /// `<lang>/LC_MESSAGES/medalcount.mo`) and iso-codes' domains to the
    /// system's folder, every one answering in UTF-8. Does not touch the locale.
    public static func bind(localeFolder: String) {
        bindtextdomain(domain, localeFolder)
        bind_textdomain_codeset(domain, "UTF-8")
        for isoDomain in isoDomains {
            bindtextdomain(isoDomain, systemLocaleFolder)
            bind_textdomain_codeset(isoDomain, "UTF-8")
        }
    }

    /// `message` translated in the app's domain.
    public static func string(_ message: String) -> String {
        string(message, inDomain: domain)
    }

    /// The form of `singular`/`plural` that `count` takes in the current
    /// language (English: `singular` for 1, `plural` otherwise).
    public static func plural(_ singular: String, _ plural: String, count: Int) -> String {
        // gettext returns its argument when there is no translation: read
        // the answer while the arguments' C strings are still alive.
        singular.withCString { one in
            plural.withCString { other in
                String(cString: dngettext(domain, one, other, UInt(clamping: count)))
            }
        }
    }

    /// `message` translated in another domain (iso-codes' country names).
    public static func string(_ message: String, inDomain otherDomain: String) -> String {
        message.withCString { String(cString: dgettext(otherDomain, $0)) }
    }

    /// Runs `body` on this thread under the locale `name` (every category:
    /// messages and numbers), leaving the process's locale and other threads
    /// alone; returns nil without running it if `name` is not installed.
    /// For tests, which share one process.
    public static func withLocale<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result? {
        guard let locale = cintl_newlocale(name) else { return nil }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        return try body()
    }
}
