import CGtk

/// A button of an alert or an action sheet, and what it does
/// (UIAlertAction): added to an ``AlertController`` with
/// ``AlertController/addAction(_:)``; its handler runs once, after the
/// alert's dismissal has ended.
@MainActor
public final class AlertAction {
    /// What an action does, as its button shows it.
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they are: at most one an alert; Escape runs it,
        /// and its button leads a row of buttons and ends a stack of them.
        case cancel
        /// Destroys or discards something: its button wears the theme's
        /// destructive colour.
        case destructive
    }

    /// The button's label, with a mnemonic if it has an underscore (`_Discard`).
    public let title: String
    /// What the action does.
    public let style: Style
    /// Whether its button can be chosen now (a text field's content may
    /// enable it); a disabled preferred action does not answer Enter.
    public var isEnabled = true {
        didSet { button.map { gtk_widget_set_sensitive($0, isEnabled ? 1 : 0) } }
    }
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The alert it was added to, while that alert lives.
    weak var alert: AlertController?
    /// The button showing it, made by its alert (held until the alert goes).
    var button: WidgetPointer? {
        didSet {
            if let button { g_object_ref(gobject(button)) }
            if let oldValue { g_object_unref(gobject(oldValue)) }
        }
    }

    /// An action titled `title` that runs `handler` after the alert has gone.
    public init(title: String, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    isolated deinit {
        if let button { g_object_unref(gobject(button)) }
    }
}
