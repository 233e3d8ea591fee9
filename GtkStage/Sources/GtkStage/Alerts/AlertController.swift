import CGtk
import CGtkClip
import Presentation

/// An alert (UIAlertController): a title, a message, up to a few text
/// fields and the actions a person chooses from, on a card in the middle of
/// the window over a dim. Present it as any screen; the action chosen runs
/// its handler once the alert has gone.
///
/// ```swift
/// let alert = AlertController(
///     title: "Discard Draft?", message: "Your changes will be lost.", preferredStyle: .alert)
/// let discard = AlertAction(title: "Discard", style: .destructive) { _ in draft.discard() }
/// alert.addAction(discard)
/// alert.addAction(AlertAction(title: "Keep Editing", style: .cancel))
/// alert.preferredAction = discard
/// present(alert, animated: true)
/// ```
///
/// It comes in by growing a little and fading in (a cross-fade when the
/// person turned animations off) and goes by fading out. Its buttons sit
/// side by side when they fit, the cancel action leading, and one above the
/// other when they do not, the cancel action at the bottom. A destructive
/// action wears the theme's destructive colour; the preferred action has the
/// focus (the first text field has it when there is one) and answers Enter;
/// Escape runs the cancel action, and does nothing in an alert without one;
/// a click beside the alert changes nothing. A screen reader hears its title
/// and its message as it appears (an alert dialog).
///
/// An alert with no action, with two cancel actions, or given an action
/// already added to another alert, is a programming error: a GLib critical
/// names the alert and the fault, and nothing is presented (UIKit raises).
@MainActor
public final class AlertController: ViewController {
    /// How the alert shows.
    public enum Style: Sendable {
        /// A card in the middle of the window.
        case alert
    }

    /// How the alert shows.
    public let preferredStyle: Style
    /// The alert's heading; empty, none is shown. It is also the alert's
    /// accessible name.
    public override var title: String {
        didSet {
            showText(title, in: titleLabel)
            if let card = presentedCard { cgtk_accessible_set_label(card, title) }
        }
    }
    /// What the alert says beneath its title; nil, nothing. It is also the
    /// alert's accessible description.
    public var message: String? {
        didSet {
            showText(message ?? "", in: messageLabel)
            if let card = presentedCard { cgtk_accessible_set_description(card, message ?? "") }
        }
    }
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action Enter runs and the focus starts on (UIKit's
    /// `preferredAction`): one of ``actions``; an action not added is ignored.
    public var preferredAction: AlertAction? {
        didSet { styleButtons() }
    }
    /// The text fields, in the order added (GtkEntry widgets, held by the alert).
    public private(set) var textFields: [WidgetPointer] = []

    private let titleLabel: WidgetPointer
    private let messageLabel: WidgetPointer
    private let fields: WidgetPointer
    private let choices: WidgetPointer
    /// Faults an app's code made in building the alert, reported again when it is presented.
    private var faults: [String] = []

    /// An alert of `preferredStyle` with `title` and `message` (either may be nil).
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        titleLabel = Self.label(classNamed: "alert-title")
        messageLabel = Self.label(classNamed: "alert-message")
        fields = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        choices = gtkstage_choice_box_new(Int32(Self.buttonSpacing))
        let card: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(card, "alert-card")
        super.init(view: card, title: title ?? "")
        modalPresentationStyle = .custom

        // The words scroll when the window is too short for them; the buttons stay.
        let words: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)
        gtk_widget_add_css_class(words, "alert-body")
        for part in [titleLabel, messageLabel, fields] { gtk_box_append(gcast(words), part) }
        let scroller: WidgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(gcast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(gcast(scroller), 1)
        gtk_scrolled_window_set_child(gcast(scroller), words)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_box_append(gcast(card), scroller)
        gtk_widget_add_css_class(choices, "alert-choices")
        gtk_box_append(gcast(card), choices)
        showText(self.title, in: titleLabel)
        showText(message ?? "", in: messageLabel)
        gtk_widget_set_visible(fields, 0)
        installKeys()
    }

    isolated deinit {
        for field in textFields { g_object_unref(gobject(field)) }
        // Its actions may go on living: they let go of its buttons.
        for action in actions { action.button = nil }
    }

    /// The room between two buttons, side by side or stacked.
    static let buttonSpacing = 12

    // MARK: Building it

    /// Adds `action` as a button. A second cancel action, or an action
    /// already added to an alert that still lives, is a fault: a critical,
    /// and the alert will not be presented.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, let cancel = cancelAction {
            report("has a cancel action, “\(cancel.title)”, and was given a second, “\(action.title)”; an alert has one at most")
            return
        }
        if let owner = action.alert {
            let which = owner === self ? "already" : "in another alert, \(owner.describe()),"
            report("was given the action “\(action.title)”, which is \(which) added; make an action for each alert")
            return
        }
        actions.append(action)
        action.alert = self
        let button: WidgetPointer = gtk_button_new_with_mnemonic(action.title)
        // A long title wraps rather than widening the card past the window.
        if let label = gtk_button_get_child(gcast(button)), gtk_widget_get_css_name(label).map({ String(cString: $0) }) == "label" {
            gtk_label_set_wrap(gcast(label), 1)
            gtk_label_set_wrap_mode(gcast(label), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(gcast(label), GTK_JUSTIFY_CENTER)
        }
        action.button = button
        gtk_widget_set_sensitive(button, action.isEnabled ? 1 : 0)
        Signal.connect(button, .clicked) { [weak self, weak action] in
            guard let self, let action else { return }
            self.choose(action)
        }
        // The cancel action leads a row and ends a stack.
        if action.style == .cancel {
            gtk_widget_insert_after(button, choices, nil)
            gtkstage_choice_box_set_first_goes_last(gcast(choices), 1)
        } else {
            gtkstage_choice_box_append(gcast(choices), button)
        }
        styleButtons()
    }

    /// Adds a text field below the message, set up by `configurationHandler`
    /// (a placeholder, its accessible name, visibility for a password).
    /// Enter in it runs the preferred action.
    public func addTextField(configurationHandler: ((WidgetPointer) -> Void)? = nil) {
        let entry: WidgetPointer = gtk_entry_new()
        g_object_ref_sink(gobject(entry))
        textFields.append(entry)
        gtk_box_append(gcast(fields), entry)
        gtk_widget_set_visible(fields, 1)
        Signal.connect(entry, .activate) { [weak self] in
            guard let self, let preferred = self.preferredAction, self.actions.contains(where: { $0 === preferred }) else { return }
            self.choose(preferred)
        }
        configurationHandler?(entry)
    }

    /// The cancel action, if there is one.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    // MARK: Presenting

    /// Why the alert cannot be presented, if it cannot (a critical names it).
    override var presentationFault: String? {
        var found = faults
        if actions.isEmpty { found.append("has no action: give it at least one, such as a cancel action") }
        guard !found.isEmpty else { return nil }
        return "\(describe()) \(found.joined(separator: "; ")), so it is not presented"
    }

    override var builtInTransitions: (any TransitioningDelegate)? { AlertTransitions() }

    /// The first text field, else the preferred action's button, else the
    /// first button in Tab order.
    public override var preferredFocusView: WidgetPointer? {
        if let field = textFields.first { return field }
        if let preferred = preferredAction, preferred.isEnabled, let button = preferred.button,
            gtk_widget_get_parent(button) == choices
        {
            return button
        }
        return nil
    }

    /// Runs `action`: the alert goes, and its handler runs once it has gone.
    /// Only while the alert is coming or up: once one is chosen it goes (or
    /// turns back), so a second click, or Enter meanwhile, does nothing.
    private func choose(_ action: AlertAction) {
        guard action.isEnabled, let presenting = presentingViewController, let stage = presenting.stage else { return }
        switch stage.presenter.phase(presentedBy: presenting) {
        case .presented, .presenting(.forward): break
        default: return
        }
        // The alert itself, even if it presents something meanwhile.
        presenting.dismiss(animated: true) { action.handler?(action) }
    }

    // MARK: Parts

    private static func label(classNamed name: String) -> WidgetPointer {
        let label: WidgetPointer = gtk_label_new(nil)
        gtk_label_set_wrap(gcast(label), 1)
        gtk_label_set_wrap_mode(gcast(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_justify(gcast(label), GTK_JUSTIFY_CENTER)
        gtk_label_set_xalign(gcast(label), 0.5)
        // Its natural width is the card's; wrapped, it asks for no more.
        gtk_label_set_max_width_chars(gcast(label), 20)
        gtk_widget_add_css_class(label, name)
        return label
    }

    private func showText(_ text: String, in label: WidgetPointer) {
        gtk_label_set_text(gcast(label), text)
        gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
    }

    /// The destructive colour on destructive actions, the suggested one on
    /// a preferred action that is not destructive.
    private func styleButtons() {
        for action in actions {
            guard let button = action.button else { continue }
            let preferred = action === preferredAction && action.style != .destructive
            if preferred { gtk_widget_add_css_class(button, "suggested-action") } else { gtk_widget_remove_css_class(button, "suggested-action") }
            if action.style == .destructive { gtk_widget_add_css_class(button, "destructive-action") }
        }
    }

    private func installKeys() {
        guard let keys = gtk_event_controller_key_new() else { return }
        Signal.connectKeyPressed(keys) { [weak self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape), let self else { return false }
            return self.escapePressed()
        }
        gtk_widget_add_controller(view, keys)
    }

    /// Escape runs the cancel action; without one, it does nothing. Either
    /// way it stops here, never closing what lies beneath the alert: true.
    func escapePressed() -> Bool {
        if let cancel = cancelAction { choose(cancel) }
        return true
    }

    /// The card that shows the alert while it is presented.
    private var presentedCard: WidgetPointer? {
        guard let presenting = presentingViewController else { return nil }
        return presenting.stage?.presenter.presentationController(presentedBy: presenting)?.presentedView
    }

    func describe() -> String {
        "AlertController “\(title)”"
    }

    private func report(_ fault: String) {
        faults.append(fault)
        cgtk_log_critical("GtkStage", "\(describe()) \(fault).")
    }
}
