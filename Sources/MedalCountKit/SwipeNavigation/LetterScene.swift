import CGtk
import GtkStage

/// A scene that knows the scene after it and can push it (the sample's
/// `pushToNextScene()`); a right-edge swipe asks for it.
@MainActor
public protocol NextScenePushing: AnyObject {
    func pushToNextScene()
}

/// One scene of the navigation stack: its letter, large, on its own colour.
@MainActor
public class LetterScene: ViewController {
    public let letter: String

    init(letter: String) {
        self.letter = letter
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        super.init(view: root, title: "Scene \(letter)")
        gtk_widget_add_css_class(root, "letter-scene")
        gtk_widget_add_css_class(root, "scene-\(letter.lowercased())")
        gtk_widget_set_focusable(root, 1)
        cgtk_accessible_set_label(root, "Scene \(letter)")
        let label = gtk_label_new(letter)!
        gtk_widget_add_css_class(label, "scene-letter")
        gtk_widget_set_vexpand(label, 1)
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(gcast(root), label)
        let hint = gtk_label_new(nil)!
        gtk_widget_add_css_class(hint, "dim-label")
        gtk_widget_set_margin_bottom(hint, 18)
        gtk_label_set_wrap(gcast(hint), 1)
        gtk_label_set_justify(gcast(hint), GTK_JUSTIFY_CENTER)
        gtk_label_set_text(gcast(hint), Self.hint(for: letter))
        gtk_box_append(gcast(root), hint)
    }

    private static func hint(for letter: String) -> String {
        switch letter {
        case "A": "Drag from the right edge for the next scene, from the left edge to close"
        case "C": "The last scene: drag from the left edge to go back"
        default: "Drag from the right edge for the next scene, from the left edge to go back"
        }
    }

    /// Scene A: the root of the stack, with a Cancel button that closes it.
    static func makeStack() -> LetterScene {
        let first = LinkedLetterScene(letter: "A") {
            LinkedLetterScene(letter: "B") { LetterScene(letter: "C") }
        }
        let cancel = gtk_button_new_with_label("Cancel")!
        first.navigationLeadingItem = cancel
        g_object_ref_sink(gobject(cancel))
        first.cancelConnection = Signal.connect(cancel, "clicked") { [weak first] in
            first?.navigationController?.dismiss(animated: true)
        }
        return first
    }
}

/// A scene with a next one.
@MainActor
final class LinkedLetterScene: LetterScene, NextScenePushing {
    private let makeNext: @MainActor () -> LetterScene
    fileprivate var cancelConnection: SignalConnection?

    init(letter: String, next: @escaping @MainActor () -> LetterScene) {
        makeNext = next
        super.init(letter: letter)
    }

    isolated deinit {
        if let item = navigationLeadingItem { g_object_unref(gobject(item)) }
    }

    func pushToNextScene() {
        navigationController?.pushViewController(makeNext(), animated: true)
    }
}
