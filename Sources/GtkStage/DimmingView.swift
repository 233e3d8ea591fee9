import CGtk

/// A translucent black layer over the stage that reports clicks on it
/// (the dimming view of the tutorial's presentation controller).
///
/// It is a button that takes no keyboard focus: clicked, it closes what it
/// dims, and a screen reader offers it as a button named by the app (the
/// panel's own Escape does the same from the keyboard). Its colour is CSS
/// (`.dimming`: black at 50%); its opacity is what transitions animate,
/// from 0 to 1 and back.
@MainActor
public final class DimmingView {
    public let widget: WidgetPointer
    /// What a click on it does.
    public var onClick: @MainActor () -> Void
    private var clickConnection: SignalConnection?

    /// A dimming view named `label` for screen readers that calls `onClick` when it is clicked.
    public init(label: String, onClick: @escaping @MainActor () -> Void) {
        self.onClick = onClick
        widget = gtk_button_new() ?? gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        g_object_ref_sink(gobject(widget))
        StageObservation.lifetime(.dimmingView, isAlive: true)
        gtk_widget_add_css_class(widget, "dimming")
        gtk_widget_set_opacity(widget, 0)
        gtk_widget_set_focusable(widget, 0)
        cgtk_accessible_set_label(widget, label)
        clickConnection = Signal.connect(widget, .clicked) { [weak self] in self?.onClick() }
    }

    isolated deinit {
        StageObservation.lifetime(.dimmingView, isAlive: false)
        clickConnection?.disconnect()
        g_object_unref(gobject(widget))
    }

    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }
}
