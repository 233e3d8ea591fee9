import CGtk
import Presentation

/// An interruptible animation on a widget's frame clock, in the manner of
/// UIViewPropertyAnimator: steps receive the eased progress every frame, and
/// the animation can be paused, scrubbed, reversed and continued.
///
/// GTK has no implicit animations, so a step is a closure that sets the
/// animated properties for a progress between 0 (start values) and 1 (end
/// values). Time comes from `gdk_frame_clock_get_frame_time`, or, when its
/// stage's ``Motion/clock`` steps frame by frame, from the frames it has
/// drawn; there is no timer.
///
/// Its life is tied to the widget whose clock it runs on: when that widget
/// leaves its window (the window is closed mid-transition), no frame will
/// ever come, so the animator jumps to where it was heading and completes
/// there, and lets go of its steps and completions.
@MainActor
public final class FrameAnimator {
    private var timeline: AnimationTimeline
    private var steps: [@MainActor (Double) -> Void] = []
    private var completions: [@MainActor (AnimatingPosition) -> Void] = []
    private let clockOwner: WidgetPointer
    private var tick: TickCallback?
    private var completed = false
    /// The frame time of the last frame drawn while running.
    private var lastFrameTime: Double?
    private var detachment: DetachmentWatch?
    /// How the animation runs: its stage's motion when it was made.
    private let motion: Motion
    /// Under a stepped clock (``Motion/Clock/frames(each:)``), the frames
    /// this animator has drawn: its time is their count times the step.
    private var framesDrawn = 0
    /// The frame clock's counter when it last moved ``framesDrawn`` on (a
    /// start inside a frame does not count that frame twice).
    private var lastFrameCounter: Int64?

    /// An animator of `duration` seconds (before the stage's `Motion`) that
    /// takes its frames from `clockOwner`'s frame clock; its motion is that
    /// of the stage `clockOwner` is in.
    public init(duration: Double, curve: TimingCurve, clockOwner: WidgetPointer) {
        self.clockOwner = clockOwner
        g_object_ref(gobject(clockOwner))
        motion = Motion.governing(clockOwner)
        timeline = AnimationTimeline(duration: motion.duration(duration), curve: curve)
        detachment = DetachmentWatch(clockOwner) { [weak self] in self?.finishNow() }
    }

    /// An animator that runs even when the person turned animations off
    /// (its stage's time scale still applies): what replaces a motion under
    /// reduced motion, such as a short cross-fade instead of a zoom.
    init(duration: Double, curve: TimingCurve, clockOwner: WidgetPointer, ignoresReducedMotion: Bool) {
        self.clockOwner = clockOwner
        g_object_ref(gobject(clockOwner))
        var governing = Motion.governing(clockOwner)
        if ignoresReducedMotion { governing.followsReducedMotion = false }
        motion = governing
        timeline = AnimationTimeline(duration: motion.duration(duration), curve: curve)
        detachment = DetachmentWatch(clockOwner) { [weak self] in self?.finishNow() }
    }

    isolated deinit {
        tick?.remove()
        g_object_unref(gobject(clockOwner))
    }

    public var state: AnimationTimeline.State { timeline.state }
    public var isRunning: Bool { timeline.isRunning }
    /// The eased progress: 0 at the start values, 1 at the end values.
    public var fractionComplete: Double {
        get { timeline.progress }
        set {
            timeline.scrub(to: newValue)
            apply()
        }
    }

    /// Whether the animation heads back to its start values. Setting it while
    /// running turns the animation around from exactly where it is.
    public var isReversed: Bool {
        get { timeline.isReversed }
        set { timeline.setReversed(newValue, at: displayedTime()) }
    }

    /// Adds a step; it runs at once with the current progress so late
    /// additions join in place.
    public func addAnimations(_ step: @escaping @MainActor (Double) -> Void) {
        steps.append(step)
        step(timeline.progress)
    }

    /// Adds a closure to run once the animation ends, told where it stopped.
    public func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() {
        let time = runsFromNow()
        lastFrameTime = time
        timeline.start(at: time)
        apply()
        ensureTicking()
    }

    /// Holds the animation where it is (an interruption).
    public func pauseAnimation() {
        timeline.pause(at: displayedTime())
        tick?.remove()
        tick = nil
        apply()
    }

    /// Runs a paused animation on to its target (or its start, if reversed).
    public func continueAnimation(curve: TimingCurve? = nil, durationFactor: Double = 1) {
        let time = runsFromNow()
        lastFrameTime = time
        timeline.continueAnimation(at: time, curve: curve, durationFactor: durationFactor)
        ensureTicking()
    }

    /// Runs a paused animation on to its target as a released gesture carries
    /// it: leaving at `velocity` (progress per second toward the target, as
    /// the gesture moved in real time) and slowing to rest there, or, with
    /// a `.spring` style, springing to it.
    public func continueAnimation(releaseVelocity velocity: Double, durationFactor: Double = 1, style: ReleaseStyle = .glide) {
        let time = runsFromNow()
        lastFrameTime = time
        // A slowed-down stage (`Motion.timeScale`) slows the carry-on too.
        let scale = motion.duration(1)
        timeline.continueAnimation(
            at: time, releaseVelocity: scale > 0 ? velocity / scale : 0, durationFactor: durationFactor, style: style)
        ensureTicking()
    }

    /// Stops where it is without running the completions (used on teardown).
    public func stopAnimation() {
        timeline.stop()
        tick?.remove()
        tick = nil
        completed = true
        release()
    }

    /// Jumps to where the animation was heading (its start, if reversed) and
    /// completes there at once, without waiting for a frame.
    public func finishNow() {
        guard !completed else { return }
        timeline.skipToTarget()
        tick?.remove()
        tick = nil
        apply()
        guard case let .finished(position) = timeline.state else { return }
        finish(at: position)
    }

    private func now() -> Double {
        if case let .frames(each) = motion.clock { return Double(framesDrawn) * each }
        if let clock = gtk_widget_get_frame_clock(clockOwner) {
            return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        }
        return Double(g_get_monotonic_time()) / 1_000_000
    }

    /// The time of what is on screen. Between frames the clock may report a
    /// later time than the last frame drawn; turning around at that time would
    /// first move the panel on by the gap, a visible jump forward.
    private func displayedTime() -> Double {
        lastFrameTime ?? now()
    }

    private func apply() {
        let progress = timeline.progress
        for step in steps { step(progress) }
    }

    /// Ticks until the timeline finishes. A timeline that finished at once
    /// (zero duration) still completes on the next frame, never re-entrantly.
    private func ensureTicking() {
        guard tick == nil || tick?.isAttached == false else { return }
        tick = TickCallback(on: clockOwner) { [weak self] frameTime in
            guard let self else { return false }
            return StageObservation.measure { self.frame(at: self.steppedTime() ?? frameTime) }
        }
    }

    /// The time a run starts at: now, and under a stepped clock the frame
    /// now on screen is where its steps count from.
    private func runsFromNow() -> Double {
        lastFrameCounter = frameCounter()
        return now()
    }

    private func frameCounter() -> Int64? {
        gtk_widget_get_frame_clock(clockOwner).map { Int64(gdk_frame_clock_get_frame_counter($0)) }
    }

    /// A new frame's time under a stepped clock (one step on from the last
    /// frame's); nil on the frame clock's time.
    private func steppedTime() -> Double? {
        guard case .frames = motion.clock else { return nil }
        let counter = frameCounter()
        if counter == nil || counter != lastFrameCounter {
            framesDrawn += 1
            lastFrameCounter = counter
        }
        return now()
    }

    private func frame(at time: Double) -> Bool {
        lastFrameTime = time
        timeline.advance(to: time)
        apply()
        guard case let .finished(position) = timeline.state else {
            return timeline.isRunning
        }
        tick = nil
        finish(at: position)
        return false
    }

    private func finish(at position: AnimatingPosition) {
        guard !completed else { return }
        completed = true
        let completions = self.completions
        release()
        for completion in completions { completion(position) }
    }

    /// Lets go of the steps, completions and the watch on the widget: a
    /// finished animator keeps nothing alive.
    private func release() {
        steps = []
        completions = []
        detachment?.cancel()
        detachment = nil
    }
}
