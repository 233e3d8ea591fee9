import CGtk

/// Makes a press that moves past GTK's drag threshold no click, anywhere
/// inside a widget: UIKit cancels a touch's tap once a pan begins, and a
/// drag here is never a click either.
///
/// GTK's own click gesture stops counting presses once the pointer moves
/// past the threshold, yet still reports the release, and a button clicks
/// on any release inside it: a row dragged sideways and let go on itself
/// was picked, a button dragged across and let go on itself was pressed.
/// This gesture watches every press inside its widget (in the capture
/// phase, taking nothing from anyone) and, once the press has moved past
/// the threshold in any direction, cancels the click gestures that hold it,
/// from the widget pressed up to this one: a button then lets go without a
/// click, a row without being picked. Drags and scrolls go on as before.
///
/// A press moves past the threshold once it is 8 pixels from where it went
/// down, as the library's swipes count it (`SwipeSession`), so a motion that
/// is a swipe is never a click either.
///
/// Widgets whose own click gestures read a moving press are left alone: a
/// `GtkNotebook` (whose tabs are dragged to reorder them), a
/// `GtkSpinButton` (whose held arrows repeat), and any widget given to
/// `keepClicks(of:)`.
///
/// Every `Stage` has one on its widget; put one on other parts of a window
/// with `init(on:)` and keep it: its gesture does nothing once it is gone.
@_spi(GLib)
@MainActor
public final class DragCancelsClicks {
    /// How far a press may move and still be a click, in pixels.
    public static let threshold = 8.0
    private let installed: InstalledGesture
    /// The widget the press began on, while a press is held (a reference is held).
    private var pressed: WidgetPointer?
    /// Whether the press under way has moved past the threshold.
    private var hasMoved = false

    /// Watches the presses on `widget` and everything inside it.
    public init?(on widget: WidgetPointer) {
        guard let drag = gtk_gesture_drag_new() else { return nil }
        gtk_gesture_single_set_touch_only(drag, 0)
        gtk_gesture_single_set_exclusive(drag, 0)
        // Any button: a drag with the secondary one is no click either.
        gtk_gesture_single_set_button(drag, 0)
        var begin: (@MainActor (Double, Double) -> Void)?
        var update: (@MainActor (Double, Double) -> Void)?
        var end: (@MainActor (Double, Double) -> Void)?
        installed = InstalledGesture(drag, on: widget) { drag in
            [
                Signal.connectPoint(drag, .dragBegin) { x, y in begin?(x, y) },
                Signal.connectPoint(drag, .dragUpdate) { x, y in update?(x, y) },
                Signal.connectPoint(drag, .dragEnd) { x, y in end?(x, y) },
            ]
        }
        begin = { [weak self] x, y in self?.began(at: x, y, on: widget) }
        update = { [weak self] dx, dy in self?.moved(by: dx, dy, on: widget) }
        end = { [weak self] _, _ in self?.ended() }
    }

    /// The gesture stays with the widget, doing nothing once this is gone
    /// (the widget may already be gone itself).
    isolated deinit {
        if let pressed { g_object_unref(gobject(pressed)) }
    }

    private func began(at x: Double, _ y: Double, on widget: WidgetPointer) {
        ended()
        guard let target = gtk_widget_pick(widget, x, y, CGTK_PICK_DEFAULT) else { return }
        g_object_ref(gobject(target))
        pressed = target
    }

    private func moved(by dx: Double, _ dy: Double, on widget: WidgetPointer) {
        guard !hasMoved, let pressed, (dx * dx + dy * dy).squareRoot() >= Self.threshold else { return }
        hasMoved = true
        Self.cancelClicks(from: pressed, upTo: widget)
    }

    private static let keepsClicks = g_quark_from_string("gtkstage-keeps-clicks")

    /// Leaves the click gestures of `widget` itself alone when a press on it
    /// or inside it moves: for a widget that reads a moving press as a click
    /// of its own (a custom reorderable strip, a dial).
    public static func keepClicks(of widget: WidgetPointer) {
        g_object_set_qdata(gobject(widget), keepsClicks, UnsafeMutableRawPointer(bitPattern: 1))
    }

    /// Whether `widget`'s own click gestures read a moving press.
    private static func readsMovingPresses(_ widget: WidgetPointer) -> Bool {
        g_object_get_qdata(gobject(widget), keepsClicks) != nil
            || g_type_check_instance_is_a(gcast(widget), gtk_notebook_get_type()) != 0
            || g_type_check_instance_is_a(gcast(widget), gtk_spin_button_get_type()) != 0
    }

    private func ended() {
        if let pressed { g_object_unref(gobject(pressed)) }
        pressed = nil
        hasMoved = false
    }

    /// Cancels the click gestures that hold a press, on `widget` and each of
    /// its ancestors up to `top`: each lets the press go as cancelled (a
    /// button unpressed, no click, no release).
    static func cancelClicks(from widget: WidgetPointer, upTo top: WidgetPointer) {
        var current: WidgetPointer? = widget
        while let each = current {
            if !readsMovingPresses(each), let controllers = gtk_widget_observe_controllers(each) {
                for index in 0..<g_list_model_get_n_items(controllers) {
                    guard let item = g_list_model_get_item(controllers, index) else { continue }
                    defer { g_object_unref(item) }
                    let controller = OpaquePointer(item)
                    if g_type_check_instance_is_a(gcast(controller), gtk_gesture_click_get_type()) != 0,
                        gtk_gesture_is_active(controller) != 0
                    {
                        gtk_event_controller_reset(controller)
                    }
                }
                g_object_unref(gobject(controllers))
            }
            current = each == top ? nil : gtk_widget_get_parent(each)
        }
    }
}
