import CGtk
import CMedalCount
import Localization

/// The keys the app answers to, grouped as the shortcuts window shows them:
/// the one place their descriptions are written.
///
/// Each entry is a key the code really handles: the app's accelerators
/// (`MedalCountApp`), GTK's own keys the windows rely on (F10 for the primary
/// menu, Tab, the arrows and Enter), the presenter's Escape and Swipe
/// Navigation's `SwipeKeys`.
enum KeyboardShortcuts {
    /// One key (or several keys doing the same), in GTK's accelerator syntax
    /// (space-separated for alternatives), and what it does.
    struct Shortcut: Equatable {
        let accelerator: String
        let title: String
    }

    /// A titled group of shortcuts (a demo, or the whole app).
    struct Group: Equatable {
        let title: String
        let shortcuts: [Shortcut]
    }

    /// The window's title.
    static var windowTitle: String { tr("Keyboard Shortcuts") }

    /// The main menus' item that opens the window.
    static var menuItem: String { tr("Keyboard Shortcuts") }

    /// The app's accelerators for `app.shortcuts`: Ctrl+? and, by convention, Ctrl+/.
    static let openAccelerators = ["<Control>question", "<Control>slash"]

    /// The groups, with Swipe Navigation's arrows as they work left to right
    /// or, with `rightToLeft`, mirrored (Alt+Left goes forward).
    static func groups(rightToLeft: Bool = false) -> [Group] {
        let forward = rightToLeft ? "<Alt>Left" : "<Alt>Right"
        let back = rightToLeft ? "<Alt>Right" : "<Alt>Left"
        return [
            Group(
                title: tr("General"),
                shortcuts: [
                    Shortcut(accelerator: openAccelerators.joined(separator: " "), title: tr("Show Keyboard Shortcuts")),
                    Shortcut(accelerator: "F10", title: tr("Open the Main Menu")),
                    Shortcut(accelerator: "<Control>q", title: tr("Quit")),
                    Shortcut(accelerator: "Tab <Shift>Tab", title: tr("Move the Focus")),
                ]),
            Group(
                title: tr("Medal Count"),
                shortcuts: [
                    Shortcut(accelerator: "Up Down", title: tr("Move Through a List of Games")),
                    Shortcut(accelerator: "Return", title: tr("Pick the Games or Press the Button in Focus")),
                    Shortcut(accelerator: "Escape", title: tr("Close the Panel")),
                ]),
            Group(
                title: tr("Swipe Navigation"),
                shortcuts: [
                    Shortcut(accelerator: "Return", title: tr("Proceed")),
                    Shortcut(accelerator: forward, title: tr("Next Scene")),
                    Shortcut(accelerator: "\(back) Escape", title: tr("Previous Scene, or Close at Scene A")),
                ]),
            Group(
                title: tr("Beginner Cook"),
                shortcuts: [
                    Shortcut(accelerator: "Return", title: tr("Show the Details of the Herb in Focus")),
                    Shortcut(accelerator: "Escape", title: tr("Close the Details")),
                ]),
        ]
    }
}
