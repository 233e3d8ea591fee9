import CGtk
import CMedalCount
@_spi(Benchmark) @_spi(GLib) import GtkStage
import MedalCountKit
import Presentation

#if canImport(Glibc)
    import Glibc
#endif

/// The benchmark's driver of the app: it runs one scenario on the real
/// windows and presentations and prints what it measured, one JSON object per
/// line on standard output, for `Benchmarks/run.py` to turn into tables.
///
/// Each scenario lives in a file of its own (`FramesScenario.swift`,
/// `ResizeScenario.swift`, `SoakScenario.swift`, `ListsScenario.swift`);
/// this file holds the steps' machinery and the frame recording.
@MainActor
final class BenchRunner {
    /// One thing to do, and how to know it is over.
    struct Step {
        var name: String?  // recorded if named
        var start: @MainActor () -> Void
        var isDone: @MainActor () -> Bool
        /// The window whose frames the step records (each window has its own clock).
        var window: WidgetPointer?
    }

    let scenario: BenchScenario
    let paths: AppPaths
    let options: LaunchOptions
    let quit: @MainActor () -> Void
    var medalWindow: MedalCountWindow?
    var swipeWindow: SwipeNavigationWindow?
    var cookWindow: BeginnerCookWindow?
    var steps: [Step] = []
    private var current: Step?
    /// The step's frames: when each was drawn, GtkStage's code before its
    /// paint (ticks, layout) and the code it left until after the paint.
    private var frames: [(time: Int64, ours: BenchObserver.FrameTotal, afterPaint: BenchObserver.FrameTotal, paint: Int64)] = []
    var connections: [SignalConnection] = []
    var ticks: [TickCallback] = []
    /// Present/dismiss cycles of the soak scenario.
    let soakCycles: Int
    /// GtkStage's observer for the run: frame times and live objects.
    let observer = BenchObserver()

    /// A runner of `scenario` on the app as `options` set it up; `quit`
    /// ends the app once the scenario is over.
    init(
        scenario: BenchScenario, paths: AppPaths, options: LaunchOptions, soakCycles: Int = 1000,
        quit: @escaping @MainActor () -> Void
    ) {
        self.scenario = scenario
        StageObservation.observer = observer
        self.paths = paths
        self.options = options
        self.quit = quit
        self.soakCycles = soakCycles
    }

    /// Starts the scenario on Medal Count's window, shown.
    func start(window: MedalCountWindow) {
        medalWindow = window
        switch scenario {
        case .startup: watchFirstPaint(of: window.window)
        case .frames: runFrames(window)
        case .resize: runResize(window)
        case .soak: runSoak(window)
        case .lists: runLists(window)
        }
    }

    // MARK: Start-up

    private func watchFirstPaint(of window: WidgetPointer) {
        afterPaint(of: window) { [weak self] _ in
            guard let self else { return }
            Self.emit(#"{"event":"painted","rss_kb":\#(ProcessMemory.residentKilobytes())}"#)
            self.quit()
        }
    }

    /// Records every painted frame of `window` into the current step, and
    /// moves the script on from the frame clock.
    func record(on window: WidgetPointer) {
        // GtkStage's code before the paint (ticks, layout), taken in the
        // paint phase by a handler connected before any of GtkStage's
        // (`AfterPaint`, a dismissal's end), whose work is taken apart after it.
        var beforePaint = BenchObserver.FrameTotal()
        // The paint itself (GSK's renderer, the copy to the window): from the
        // end of GTK's layout handler to the end of GDK's paint handler, both
        // connected before these.
        // Taken only when both are of the same frame (a frame may lay out and not paint).
        var laidOut: (frame: Int64, time: Int64)?
        var paint: Int64 = 0
        onFrame(of: window, at: .layout, once: false) { clock in
            laidOut = (Int64(gdk_frame_clock_get_frame_counter(clock)), Int64(g_get_monotonic_time()))
        }
        onFrame(of: window, at: .paint, once: false) { [weak self] clock in
            guard let self else { return }
            if let laidOut, laidOut.frame == Int64(gdk_frame_clock_get_frame_counter(clock)) {
                paint = Int64(g_get_monotonic_time()) - laidOut.time
            }
            beforePaint = self.observer.takeFrameTotal()
        }
        onFrame(of: window, at: .afterPaint, once: false) { [weak self] clock in
            guard let self else { return }
            let afterPaint = self.observer.takeFrameTotal()
            if self.current?.name != nil, (self.current?.window ?? self.medalWindow?.window) == window {
                self.frames.append((Int64(gdk_frame_clock_get_frame_time(clock)), beforePaint, afterPaint, paint))
            }
            beforePaint = BenchObserver.FrameTotal()
            paint = 0
        }
        ticks.append(
            TickCallback(on: window) { [weak self] _ in
                self?.tick()
                return true
            })
    }

    private func tick() {
        guard let step = current else { return }
        if step.isDone() { finishStep() }
    }

    private func finishStep() {
        if let name = current?.name {
            let times = frames.map { String($0.time) }.joined(separator: ",")
            let ours = frames.map { String($0.ours.cpu) }.joined(separator: ",")
            let wall = frames.map { String($0.ours.wall) }.joined(separator: ",")
            let afterPaint = frames.map { String($0.afterPaint.cpu) }.joined(separator: ",")
            let paint = frames.map { String($0.paint) }.joined(separator: ",")
            Self.emit(
                #"{"event":"transition","name":"\#(name)","renderer":"\#(renderer())","frame_times_us":[\#(times)],"#
                    + #""ours_us":[\#(ours)],"ours_wall_us":[\#(wall)],"after_paint_us":[\#(afterPaint)],"paint_us":[\#(paint)]}"#)
        }
        frames = []
        advance()
    }

    /// Starts the next step, or ends the run after the last.
    func advance() {
        if var next = steps.first, next.window == nil {
            next.window = swipeWindowFor(next.name) ?? nil
            steps[0] = next
        }
        guard !steps.isEmpty else {
            current = nil
            Self.emit(#"{"event":"done"}"#)
            ticks.forEach { $0.remove() }
            quit()
            return
        }
        let next = steps.removeFirst()
        current = next
        next.start()
    }

    /// The window a named step's frames come from: the demo it belongs to.
    private func swipeWindowFor(_ name: String?) -> WidgetPointer? {
        guard let name else { return nil }
        if ["stack-fade-in", "push-fade", "pop-fade", "stack-fade-out"].contains(name) { return swipeWindow?.window }
        if name.hasPrefix("herb-") { return cookWindow?.window }
        return medalWindow?.window
    }

    func renderer() -> String {
        guard let window = medalWindow?.window, let native = gtk_widget_get_native(window),
            let renderer = gtk_native_get_renderer(native)
        else { return "unknown" }
        return String(cString: g_type_name(gobject(renderer).pointee.g_type_instance.g_class.pointee.g_type))
    }

    // MARK: Helpers

    /// Calls `action` after frames of `window` are painted (the first one
    /// only when `once`), from when the window is mapped.
    func afterPaint(
        of window: WidgetPointer, once: Bool = true,
        _ action: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        onFrame(of: window, at: .afterPaint, once: once, action)
    }

    /// Calls `action` at `phase` of `window`'s frames (the first one only
    /// when `once`), from when the window is mapped.
    func onFrame(
        of window: WidgetPointer, at phase: SignalName<SignalShape.Plain>, once: Bool,
        _ action: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        var attached = false
        func attach() {
            guard !attached, let clock = gtk_widget_get_frame_clock(window) else { return }
            attached = true
            // Weak: the handler's box holds this closure, which must not
            // hold the connection that holds the box.
            weak var connection: SignalConnection?
            let made = Signal.connect(clock, phase) {
                action(clock)
                if once { connection?.disconnect() }
            }
            connection = made
            connections.append(made)
        }
        if gtk_widget_get_mapped(window) != 0 {
            attach()
        } else {
            connections.append(Signal.connect(window, .map) { attach() })
        }
    }

    /// Where measures go: standard output, one line at once (no buffering:
    /// the benchmark reads them while the app runs). Tests collect them instead.
    static var output: @MainActor (String) -> Void = { line in
        let text = line + "\n"
        _ = text.withCString { write(1, $0, strlen($0)) }
    }

    static func emit(_ line: String) {
        output(line)
    }

    /// Closes the demo windows the frames scenario opened.
    func closeWindows() {
        for window in [swipeWindow?.window, cookWindow?.window].compactMap({ $0 }) {
            gtk_window_destroy(gcast(window))
        }
        swipeWindow = nil
        cookWindow = nil
    }
}
