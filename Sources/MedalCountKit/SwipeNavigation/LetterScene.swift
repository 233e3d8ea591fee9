import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization

/// A scene that knows the scene after it and can push it (the sample's
/// `pushToNextScene()`); a right-edge swipe, Alt+Right and the scene's
/// forward button ask for it.
@MainActor
public protocol NextScenePushing: AnyObject {
    func pushToNextScene()
}

/// One scene of the navigation stack: its letter, large, in white on the
/// scene's own colour (olive, maroon, navy), with a one-letter title.
@MainActor
public class LetterScene: ViewController {
    public let letter: String
    /// The column holding the letter, the forward button (if any) and the hint.
    fileprivate let column: WidgetPointer

    init(letter: String) {
        self.letter = letter
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, role: GTK_ACCESSIBLE_ROLE_GROUP)
        column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 18)
        super.init(view: root, title: letter)
        gtk_widget_add_css_class(root, "letter-scene")
        gtk_widget_add_css_class(root, "scene-\(letter.lowercased())")
        gtk_widget_set_focusable(root, 1)
        // Translators: %s is a scene's letter: A, B or C.
        cgtk_accessible_set_label(root, MessageFormat.fill(tr("Scene %s"), letter))
        gtk_widget_set_valign(column, GTK_ALIGN_CENTER)
        Widgets.expand(column)
        Widgets.setMargins(column, 24)
        Widgets.append(column, to: root)
        let label = Widgets.label(letter, classes: ["scene-letter"])
        Widgets.append(label, to: column)
        let hint = Widgets.label(Self.hint(for: letter), classes: ["scene-hint"])
        gtk_label_set_wrap(gcast(hint), 1)
        gtk_label_set_justify(gcast(hint), GTK_JUSTIFY_CENTER)
        Widgets.append(hint, to: column)
    }

    /// The hint under a scene's letter. The edges are those of a
    /// left-to-right window; a right-to-left language's translation names
    /// the mirrored ones, as its window swaps them.
    private static func hint(for letter: String) -> String {
        switch letter {
        // Translators: in a right-to-left language the edges swap: next from the left, close from the right.
        case "A": tr("Drag from the right edge for the next scene, from the left edge to close")
        // Translators: in a right-to-left language, back is from the right edge.
        case "C": tr("The last scene: drag from the left edge to go back")
        // Translators: in a right-to-left language the edges swap: next from the left, back from the right.
        default: tr("Drag from the right edge for the next scene, from the left edge to go back")
        }
    }

    /// Scene A: the root of the stack, with a Cancel button that closes it.
    static func makeStack() -> LetterScene {
        let first = LinkedLetterScene(letter: "A", nextLetter: "B") {
            LinkedLetterScene(letter: "B", nextLetter: "C") { LetterScene(letter: "C") }
        }
        let cancel = Widgets.button(tr("Cancel"))
        first.navigationLeadingItem = cancel
        first.connections.append(
            Signal.connect(cancel, .clicked) { [weak first] in
                first?.navigationController?.dismiss(animated: true)
            })
        return first
    }
}

/// A scene with a next one, and a button named after it that pushes it.
@MainActor
final class LinkedLetterScene: LetterScene, NextScenePushing {
    /// The button that pushes the next scene ("B" on scene A, "C" on scene B).
    let forwardButton: WidgetPointer
    private let makeNext: @MainActor () -> LetterScene
    fileprivate var connections: [SignalConnection] = []

    init(letter: String, nextLetter: String, next: @escaping @MainActor () -> LetterScene) {
        makeNext = next
        forwardButton = Widgets.button(nextLetter, classes: ["scene-forward", "pill"])
        super.init(letter: letter)
        gtk_widget_set_halign(forwardButton, GTK_ALIGN_CENTER)
        // Translators: %s is a scene's letter: B or C.
        gtk_widget_set_tooltip_text(forwardButton, MessageFormat.fill(tr("Go to scene %s"), nextLetter))
        cgtk_accessible_set_label(forwardButton, nextLetter)
        cgtk_accessible_publish_when_mapped(forwardButton)
        gtk_box_insert_child_after(gcast(column), forwardButton, gtk_widget_get_first_child(column))
        connections.append(Signal.connect(forwardButton, .clicked) { [weak self] in self?.pushToNextScene() })
    }

    func pushToNextScene() {
        navigationController?.pushViewController(makeNext(), animated: true)
    }
}
