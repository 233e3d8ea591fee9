import CGtk

/// Runs work that nothing in the frame being made shows (focus handed back,
/// the screen beneath given its input again) once that frame is painted,
/// so it does not hold up the frame; outside a frame-clock tick it runs at once.
///
/// The frame clock paints in the same main-loop dispatch as its tick, so
/// nothing else (no input event, no idle) can come in between. Should the
/// clock skip the paint, a high-priority idle runs the work instead, before
/// any input is handled.
@MainActor
enum AfterPaint {
    @MainActor
    private final class Once {
        var work: (@MainActor () -> Void)?
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

    /// Runs `work` after the frame of the tick running now is painted, or
    /// now when no tick is running.
    static func run(_ work: @escaping @MainActor () -> Void) {
        guard let clock = TickCallback.clockTicking else {
            work()
            return
        }
        let once = Once(work)
        once.connection = Signal.connect(clock, .afterPaint) { once.run() }
        Idle.once(priority: G_PRIORITY_HIGH) { once.run() }
    }
}
