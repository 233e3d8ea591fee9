import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// The moment a widget's window has painted its first frame: work handed to
/// `then` waits for it (and runs at once once it is past), so that what the
/// first frame does not show is done after it, not before.
@MainActor
final class FirstFrame {
    private var waiting: [@MainActor () -> Void] = []
    private(set) var hasPassed = false
    private var mapped: SignalConnection?
    private var painted: SignalConnection?

    /// Watches `widget`: its first frame is the first one painted after it is mapped.
    init(of widget: WidgetPointer) {
        if gtk_widget_get_mapped(widget) != 0 {
            watchPaint(of: widget)
        } else {
            mapped = Signal.connect(widget, .map) { [weak self] in self?.watchPaint(of: widget) }
        }
    }

    isolated deinit {
        mapped?.disconnect()
        painted?.disconnect()
    }

    /// Runs `work` after the first frame (at once if it has been painted).
    func then(_ work: @escaping @MainActor () -> Void) {
        if hasPassed { work() } else { waiting.append(work) }
    }

    private func watchPaint(of widget: WidgetPointer) {
        guard painted == nil, let clock = gtk_widget_get_frame_clock(widget) else { return }
        mapped?.disconnect()
        painted = Signal.connect(clock, .afterPaint) { [weak self] in self?.pass() }
    }

    private func pass() {
        guard !hasPassed else { return }
        hasPassed = true
        painted?.disconnect()
        let work = waiting
        waiting = []
        work.forEach { $0() }
    }
}
