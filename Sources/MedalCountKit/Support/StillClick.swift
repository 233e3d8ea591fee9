import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation

/// A click that is let go where it was pressed: a press that moved further
/// than a drag's threshold (a drag across the swipe's axis, which the swipe
/// tracker let go) is no click, so it does not close what it was dragged on.
@MainActor
final class StillClick {
    /// How far, in pixels, a press may move and still click: the swipes' threshold.
    static let threshold = 8.0

    private var pressed: Point?
    private var connections: [SignalConnection] = []

    /// Calls `clicked` for each still click on `widget`.
    init?(on widget: WidgetPointer, clicked: @escaping @MainActor () -> Void) {
        guard let gesture = gtk_gesture_click_new() else { return nil }
        connections.append(
            Signal.connectClick(gesture, .pressed) { [weak self] _, x, y in self?.pressed = Point(x: x, y: y) })
        connections.append(
            Signal.connectClick(gesture, .released) { [weak self] _, x, y in
                guard let self else { return }
                let start = self.pressed ?? Point(x: x, y: y)
                self.pressed = nil
                guard Self.isStill(from: start, to: Point(x: x, y: y)) else { return }
                clicked()
            })
        gtk_widget_add_controller(widget, gesture)
    }

    /// Whether a press at `start` let go at `end` is a click.
    static func isStill(from start: Point, to end: Point) -> Bool {
        let dx = end.x - start.x
        let dy = end.y - start.y
        return (dx * dx + dy * dy).squareRoot() <= threshold
    }
}
