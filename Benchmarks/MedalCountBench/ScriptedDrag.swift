import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation

/// A drag the benchmark plays on the frame clock as a hand makes it: a
/// press, then one move per frame at the frame clock's time at a steady
/// speed (a share of the dragged extent a second, so the same gesture at
/// any frame rate), let go at a reach, and watched as it is painted after
/// the release until `ReleaseSpeedProbe` has what it needs, which it
/// reports as a `release` line named after the step.
@MainActor
final class ScriptedDrag {
    /// What the drag presses and moves, as the bench reaches it.
    struct Target {
        /// The length speeds and reaches are shares of, in pixels; nil when
        /// there is nothing to drag (the step then ends).
        var extent: @MainActor () -> Double?
        /// Presses where the drag starts.
        var press: @MainActor () -> Void
        /// The input is `along` pixels down the drag at `time` seconds.
        var move: @MainActor (_ along: Double, _ time: Double) -> Void
        /// The input lifts `along` pixels down the drag at `time` seconds.
        var release: @MainActor (_ along: Double, _ time: Double) -> Void
        /// How far down the drag the dragged thing is drawn now, in pixels.
        var drawnAlong: @MainActor () -> Double
        /// Whether what the release started is over.
        var hasSettled: @MainActor () -> Bool
    }

    private let name: String
    private let speed: Double
    private let reach: Double
    private let target: Target
    private let keep: @MainActor (SignalConnection) -> Void
    private var probe: ReleaseSpeedProbe
    private var start: Double?
    private var released = false
    private weak var watch: SignalConnection?

    /// A drag reported as `name`, at `speed` extents a second, let go at
    /// `reach` of the extent (or the frame just past it), its release's
    /// speed read as `reading` says; `keep` holds the probe's
    /// frame connection for as long as the bench runs.
    init(
        name: String, speed: Double, reach: Double, reading: ReleaseSpeedProbe.Reading, target: Target,
        keep: @escaping @MainActor (SignalConnection) -> Void
    ) {
        self.name = name
        self.speed = speed
        self.reach = reach
        self.target = target
        self.keep = keep
        probe = ReleaseSpeedProbe(reading: reading)
    }

    /// One frame of the drag at `clock`'s time; whether it is over.
    func frame(of clock: OpaquePointer) -> Bool {
        guard let extent = target.extent() else {
            watch?.disconnect()
            return true
        }
        let now = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        guard !released else { return target.hasSettled() }
        guard let start else {
            target.press()
            self.start = now
            return false
        }
        // The first move comes a frame after the press, as the pointer's
        // would; the last may pass the reach a little, not clipped to it, so
        // the input keeps its speed to the end.
        let along = extent * min(speed * (now - start), 0.95)
        guard along > 0 else { return false }
        target.move(along, now)
        probe.pointerMoved(to: along, at: now)
        guard along >= extent * reach else { return false }
        released = true
        target.release(along, now)
        probe.released(at: now)
        watchAfterRelease(clock)
        return false
    }

    /// After each paint: where the dragged thing was drawn in that frame.
    private func watchAfterRelease(_ clock: OpaquePointer) {
        let made = Signal.connect(clock, .afterPaint) { [weak self] in
            guard let self else { return }
            let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            self.probe.drawn(at: self.target.drawnAlong(), time: time)
            guard self.probe.hasEnough else { return }
            if let speeds = self.probe.speeds {
                BenchRunner.emit(
                    #"{"event":"release","name":"\#(self.name)","pointer_px_s":\#(Int(speeds.pointer)),"#
                        + #""after_px_s":\#(Int(speeds.dragged)),"ratio":\#(speeds.ratio),"reading":"\#(self.probe.readingName)"}"#)
            }
            self.watch?.disconnect()
        }
        watch = made
        keep(made)
    }
}
