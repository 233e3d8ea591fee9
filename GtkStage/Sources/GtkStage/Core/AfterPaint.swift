import CGtk

/// Runs work that can wait for the frame being made (the focus handed back,
/// a dismissal's completions) once that frame is painted, so that it does not
/// hold the frame up; outside a frame-clock tick it runs at once.
///
/// The work runs in the clock's paint phase, after GDK's own paint handler
/// has drawn the window, in the same main-loop dispatch as the tick: no
/// input event comes in between. It also runs before the clock's
/// after-paint, where GtkWindow would move a focus whose widget left the
/// window to the first focusable one. Should the clock be frozen and skip
/// the paint, a high-priority idle runs the work instead, before any input
/// is handled.
@MainActor
enum AfterPaint {
    /// The work, run by whichever of the paint handler and the idle comes first.
    @MainActor
    private final class Once {
        private var work: (@MainActor () -> Void)?
        var connection: SignalConnection?
        init(_ work: @escaping @MainActor () -> Void) { self.work = work }

        func run() {
            connection?.disconnect()
            connection = nil
            guard let work else { return }
            self.work = nil
            StageObservation.measure { work() }
        }
    }

    /// Runs `work` once the frame of the tick running now is painted, or
    /// now when no tick is running.
    static func run(_ work: @escaping @MainActor () -> Void) {
        guard let clock = TickCallback.clockTicking else {
            work()
            return
        }
        let once = Once(work)
        once.connection = Signal.connect(clock, .paint) { once.run() }
        Idle.once(priority: G_PRIORITY_HIGH) { once.run() }
    }
}
