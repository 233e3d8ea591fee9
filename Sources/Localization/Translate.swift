/// The marks `po/` extraction looks for (`xgettext --keyword=tr
/// --keyword=trn:1,2 --keyword=N_`): short, so a marked string reads as
/// the string.

/// `message` translated in the app's domain.
public func tr(_ message: String) -> String {
    Localization.string(message)
}

/// The form of `singular`/`plural` for `count`, translated.
public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    Localization.plural(singular, plural, count: count)
}

/// Marks `message` for extraction only; it is translated later, where it
/// is shown (a name the data holds, looked up by `tr` at run time).
// swift-format-ignore: AlwaysUseLowerCamelCase
// gettext's name for it, which xgettext looks for.
public func N_(_ message: String) -> String {
    message
}
