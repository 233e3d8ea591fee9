import CGtk

/// GtkStage's own words, looked up in its gettext domain, `gtkstage`; where
/// that has no translation, in the app's (the process's default domain), so
/// an app's catalog can translate them too.
enum StageText {
    /// The library's text domain.
    static let domain = "gtkstage"

    /// `message` translated: by the library's catalog, else by the app's.
    /// gettext returns its argument when it has no translation: the answer
    /// is read while the argument's C string is still alive.
    static func string(_ message: String) -> String {
        message.withCString { text in
            let own = g_dgettext(domain, text)
            if let own, own != text { return String(cString: own) }
            return g_dgettext(nil, text).map { String(cString: $0) } ?? message
        }
    }

    /// The name of a navigation bar's back button, going back to `title`.
    static func backTo(_ title: String) -> String {
        // Translators: %s is the title of the scene the button goes back to.
        let template = tr("Back to %s")
        return template.contains("%1$s") ? template.replacing("%1$s", with: title) : template.replacing("%s", with: title)
    }
}

/// The mark `po/` extraction looks for (`xgettext --keyword=tr`), for the
/// library's strings.
func tr(_ message: String) -> String {
    StageText.string(message)
}
