import CGtk
import CGtkClip

/// A translucent black layer over the stage that reports clicks on it
/// (the dimming view of the tutorial's presentation controller).
///
/// It is a button that takes no keyboard focus: clicked, it closes what it
/// dims, and a screen reader offers it as a button named by the app (the
/// panel's own Escape does the same from the keyboard). Its colour is CSS
/// (`.dimming`'s `color`: black at 50%); its `opacity` is what transitions
/// animate, from 0 to 1 and back. That opacity scales the colour's alpha in
/// a shade filling the button (`GtkStageShade`), not the widget's opacity,
/// which would paint the colour through a window-sized offscreen group every
/// frame under GSK's cairo renderer.
@MainActor
public final class DimmingView {
    public let widget: WidgetPointer
    private let shade: OpaquePointer
    /// What a click on it does.
    public var onClick: @MainActor () -> Void
    private var clickConnection: SignalConnection?

    /// A dimming view named `label` for screen readers that calls `onClick` when it is clicked.
    public init(label: String, onClick: @escaping @MainActor () -> Void) {
        self.onClick = onClick
        let button: WidgetPointer = gtk_button_new()
        widget = button
        g_object_ref_sink(gobject(button))
        StageObservation.lifetime(.dimmingView, isAlive: true)
        gtk_widget_add_css_class(widget, "dimming")
        let shadeWidget: WidgetPointer = gtkstage_shade_new()
        g_object_ref_sink(gobject(shadeWidget))
        shade = gcast(shadeWidget)
        // The button is what the pointer finds, as before it had a child.
        gtk_widget_set_can_target(shadeWidget, 0)
        gtk_button_set_child(gcast(button), shadeWidget)
        gtk_widget_set_focusable(widget, 0)
        cgtk_accessible_set_label(widget, label)
        clickConnection = Signal.connect(widget, .clicked) { [weak self] in self?.onClick() }
    }

    isolated deinit {
        StageObservation.lifetime(.dimmingView, isAlive: false)
        clickConnection?.disconnect()
        g_object_unref(gobject(widget))
        g_object_unref(gobject(shade))
    }

    /// How far the dim is in: 0 clear (it still takes clicks), 1 the CSS colour as it is.
    public var opacity: Double {
        get { gtkstage_shade_get_level(shade) }
        set { gtkstage_shade_set_level(shade, newValue) }
    }
}
