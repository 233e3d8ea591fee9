import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation

#if canImport(Glibc)
    import Glibc
#endif

/// A real drag (the X server's own pointer, moved through XTEST by
/// `xdotool`) that measures input latency: the frames from the one in which
/// GTK delivered the first motion past the drag threshold to the first frame
/// painted with the dragged thing moved. It reports a `latency` line named
/// after the step. The drag moves a short way, holds still and lets go, so
/// what it grabbed springs back where it was.
///
/// Only where XTEST reaches the app: on the private X display the benchmark
/// and the tests start (`with-display.sh`); elsewhere the step passes.
@MainActor
final class InputLatencyProbe {
    /// What the drag grabs, as the bench reaches it.
    struct Target {
        /// The window the drag happens in.
        var window: @MainActor () -> WidgetPointer?
        /// Where the press goes, in the window's coordinates; nil when there
        /// is nothing to grab (the step then ends).
        var pressPoint: @MainActor () -> (x: Double, y: Double)?
        /// The drag's way and length, in pixels.
        var offset: @MainActor () -> (dx: Double, dy: Double)
        /// The widgets that move as the drag takes them.
        var moving: @MainActor () -> [WidgetPointer]
        /// Whether what the release started is over.
        var hasSettled: @MainActor () -> Bool
    }

    /// Whether XTEST can reach the app's windows here.
    static var isAvailable: Bool {
        guard g_getenv("MEDALCOUNT_PRIVATE_DISPLAY") != nil, g_getenv("WAYLAND_DISPLAY") == nil,
            let display = gdk_display_get_default()
        else { return false }
        return String(cString: g_type_name(gobject(display).pointee.g_type_instance.g_class.pointee.g_type)) == "GdkX11Display"
    }

    private let name: String
    private let target: Target
    private let keep: @MainActor (SignalConnection) -> Void
    private var driver: OpaquePointer?
    private var started = false
    private var press: (x: Double, y: Double)?
    /// The frame in which the first motion past the threshold came, and
    /// where the moving widgets were drawn just before it.
    private var motionFrame: gint64?
    /// The last frame painted so far: a motion that comes while it is still
    /// the frame counter's came between frames, and the next frame is its first.
    private var lastPainted: gint64 = -1
    private var before: [Double] = []
    private var reported = false
    private var connections: [SignalConnection] = []
    private var controller: OpaquePointer?

    /// A probe reported as `name`; `keep` holds its connections for as
    /// long as the bench runs.
    init(name: String, target: Target, keep: @escaping @MainActor (SignalConnection) -> Void) {
        self.name = name
        self.target = target
        self.keep = keep
    }

    /// Starts the drag on the first call, then says whether it is over.
    func step() -> Bool {
        if !started {
            started = true
            guard Self.isAvailable, let window = target.window(), let point = target.pressPoint() else { return true }
            begin(in: window, at: point)
            return false
        }
        guard let driver else { return true }
        // GSubprocess drops its identifier once the process has exited.
        guard g_subprocess_get_identifier(driver) == nil else { return false }
        guard target.hasSettled() else { return false }
        finish()
        return true
    }

    private func begin(in window: WidgetPointer, at point: (x: Double, y: Double)) {
        press = point
        watchMotion(of: window)
        watchPaints(of: window)
        let title = gtk_window_get_title(gcast(window)).map { String(cString: $0) } ?? ""
        driver = spawnDriver(title: title, from: point, scale: Double(gtk_widget_get_scale_factor(window)))
        if driver == nil { finish() }
    }

    /// `xdotool` presses, moves once a refresh (six moves), holds still a
    /// quarter of a second (the release then has no speed: it springs
    /// back) and lets go, then leaves the pointer in a corner.
    /// X's pixels are device pixels: `scale` of the window's each.
    private func spawnDriver(title: String, from point: (x: Double, y: Double), scale: Double) -> OpaquePointer? {
        // The window's title as a pattern that matches only itself; and no
        // more than ten seconds for all of it, should the window not be found.
        let pattern = title.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
        var arguments = [
            "timeout", "10", "xdotool", "search", "--sync", "--onlyvisible", "--pid", String(getpid()), "--name", "^\(pattern)$",
            "mousemove", "--window", "%1", coordinate(point.x * scale), coordinate(point.y * scale), "mousedown", "1", "sleep", "0.1",
        ]
        let moves = 6
        let offset = target.offset()
        for index in 1...moves {
            let share = Double(index) / Double(moves)
            arguments += [
                "mousemove", "--window", "%1", coordinate((point.x + offset.dx * share) * scale),
                coordinate((point.y + offset.dy * share) * scale), "sleep", "0.017",
            ]
        }
        arguments += ["sleep", "0.25", "mouseup", "1", "mousemove", "4000", "4000"]
        var cStrings = arguments.map { strdup($0) }
        cStrings.append(nil)
        defer { cStrings.forEach { free($0) } }
        var error: UnsafeMutablePointer<GError>?
        let flags = CGTK_SUBPROCESS_SILENCED
        let made = cStrings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                    g_subprocess_newv($0, flags, &error)
                }
            } ?? nil
        }
        if let error {
            BenchRunner.emit(#"{"event":"latency","name":"\#(name)","error":"xdotool: \#(String(cString: error.pointee.message))"}"#)
            g_error_free(error)
        }
        return made
    }

    private func coordinate(_ value: Double) -> String { String(Int(value.rounded())) }

    /// Sees each motion of the window's pointer before any widget does
    /// (the capture phase), and notes the frame of the first one past GTK's
    /// drag threshold.
    private func watchMotion(of window: WidgetPointer) {
        guard let motion = gtk_event_controller_motion_new() else { return }
        gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, motion)
        controller = motion
        let threshold = DragCancelsClicks.threshold
        connections.append(
            Signal.connectPoint(motion, .motion) { [weak self] x, y in
                guard let self, self.motionFrame == nil, let press = self.press,
                    ((x - press.x) * (x - press.x) + (y - press.y) * (y - press.y)).squareRoot() >= threshold,
                    let clock = gtk_widget_get_frame_clock(window)
                else { return }
                // GTK hands events over at the start of a frame (its flush-events
                // phase), after the counter moved on; one that comes between
                // frames is first seen by the next.
                let counter = gdk_frame_clock_get_frame_counter(clock)
                self.motionFrame = counter == self.lastPainted ? counter + 1 : counter
                self.before = self.drawnPlaces()
            })
    }

    /// After each paint of the window: whether the moving widgets were
    /// drawn elsewhere than before the motion, and in how many frames.
    private func watchPaints(of window: WidgetPointer) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        let made = Signal.connect(clock, .afterPaint) { [weak self] in
            guard let self else { return }
            self.lastPainted = gdk_frame_clock_get_frame_counter(clock)
            guard !self.reported, let motionFrame = self.motionFrame else { return }
            let now = self.drawnPlaces()
            guard now.count == self.before.count, zip(now, self.before).contains(where: { abs($0 - $1) > 0.5 }) else { return }
            self.reported = true
            let frames = gdk_frame_clock_get_frame_counter(clock) - motionFrame
            BenchRunner.emit(#"{"event":"latency","name":"\#(self.name)","frames":\#(frames)}"#)
        }
        connections.append(made)
        keep(made)
    }

    /// Where each moving widget is drawn (bounds in its window, transforms
    /// included) and how opaque it is.
    private func drawnPlaces() -> [Double] {
        target.moving().flatMap { widget -> [Double] in
            var rect = graphene_rect_t()
            guard let root = gtk_widget_get_root(widget), gtk_widget_compute_bounds(widget, gcast(root), &rect) != 0 else {
                return [0, 0, 0, 0, 0]
            }
            return [
                Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height),
                100 * gtk_widget_get_opacity(widget),
            ]
        }
    }

    private func finish() {
        if !reported, motionFrame != nil || driver != nil {
            BenchRunner.emit(#"{"event":"latency","name":"\#(name)","frames":null}"#)
            reported = true
        }
        connections.forEach { $0.disconnect() }
        connections = []
        if let controller, let widget = gtk_event_controller_get_widget(controller) {
            gtk_widget_remove_controller(widget, controller)
        }
        controller = nil
        if let driver { g_object_unref(gpointer(driver)) }
        driver = nil
    }
}

extension BenchRunner {
    /// A step that plays `target`'s real drag and reports its input latency
    /// as `name`.
    func latencyStep(_ name: String, target: InputLatencyProbe.Target) -> Step {
        let probe = InputLatencyProbe(name: name, target: target) { [weak self] made in
            self?.connections.append(made)
        }
        return Step(name: nil, start: {}, isDone: { probe.step() })
    }

    /// The middle of `widget` in its window's coordinates.
    static func middle(of widget: WidgetPointer?) -> (x: Double, y: Double)? {
        guard let widget else { return nil }
        return point(Double(gtk_widget_get_width(widget)) / 2, Double(gtk_widget_get_height(widget)) / 2, in: widget)
    }

    /// (`x`, `y`) of `widget` in its window's coordinates.
    static func point(_ x: Double, _ y: Double, in widget: WidgetPointer?) -> (x: Double, y: Double)? {
        guard let widget, let root = gtk_widget_get_root(widget) else { return nil }
        var rootX = 0.0
        var rootY = 0.0
        guard cgtk_widget_compute_point(widget, gcast(root), x, y, &rootX, &rootY) != 0 else { return nil }
        return (rootX, rootY)
    }
}

extension SignalName where Shape == SignalShape.Point {
    /// GtkEventControllerMotion's `motion`: where the pointer is.
    static let motion = Self("motion")
}
