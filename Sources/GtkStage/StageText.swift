import CGtk

/// GtkStage's own words, looked up in its gettext domain, `gtkstage`; where
/// that has no translation, in the app's (the process's default domain), so
/// an app's catalog can translate them too.
enum StageText {
    /// The library's text domain.
    static let domain = "gtkstage"

    /// `message` translated: by the library's catalog, else by the app's.
    static func string(_ message: String) -> String {
        let own = String(cString: g_dgettext(domain, message))
        return own != message ? own : String(cString: g_dgettext(nil, message))
    }

    /// The name of a navigation bar's back button, going back to `title`.
    static func backTo(_ title: String) -> String {
        // Translators: %s is the title of the scene the button goes back to.
        tr("Back to %s").replacing("%1$s", with: title).replacing("%s", with: title)
    }
}

/// The mark `po/` extraction looks for (`xgettext --keyword=tr`), for the
/// library's strings.
private func tr(_ message: String) -> String {
    StageText.string(message)
}
