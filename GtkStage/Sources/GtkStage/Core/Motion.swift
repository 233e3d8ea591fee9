import CGtk

/// How a stage's animations run: at a time scale (slowed down for a demo or
/// a test, sped up for a benchmark's soak), on the frame clock's time or a
/// frame at a time (``Clock``), and not at all when the person turned
/// animations off (GTK's `gtk-enable-animations`) and the stage follows
/// that preference.
public struct Motion: Sendable, Equatable {
    /// Where a stage's animations take their time from.
    public enum Clock: Sendable, Equatable {
        /// The frame clock's time: an animation lasts its duration however
        /// many frames fit in it, and a slow or busy machine shows fewer of
        /// them. What people see; the default.
        case frameTime
        /// Every frame an animation draws moves it on by `seconds` however
        /// long the frame took, so its Nth frame is always at the same point
        /// of it, on a fast machine or a loaded one. For tests that step an
        /// animation frame by frame (Compose's test clock does the same),
        /// and for recording one frame by frame.
        case frames(each: Double)

        /// Stepped at 60 frames a second: the frames a quiet machine draws.
        public static let sixtyFramesASecond = Clock.frames(each: 1.0 / 60)
    }

    /// Multiplies every animation's duration; 1 is normal speed.
    public var timeScale: Double
    /// Whether animations are skipped (zero long) when GTK's
    /// `gtk-enable-animations` is off: the person's reduced-motion choice.
    public var followsReducedMotion: Bool
    /// Where the animations' time comes from.
    public var clock: Clock

    /// Normal speed on the frame clock's time, following the person's choice.
    public init(timeScale: Double = 1, followsReducedMotion: Bool = true, clock: Clock = .frameTime) {
        self.timeScale = timeScale
        self.followsReducedMotion = followsReducedMotion
        self.clock = clock
    }

    /// The duration an animation of `seconds` takes now under this motion.
    @MainActor
    public func duration(_ seconds: Double) -> Double {
        if followsReducedMotion && cgtk_settings_enable_animations() == 0 { return 0 }
        return seconds * timeScale
    }

    /// Whether the person's reduced-motion choice (GTK's
    /// `gtk-enable-animations` off) holds for the stage `widget` is in: an
    /// animator then puts a short cross-fade in place of its motion.
    @MainActor
    static func isReduced(at widget: WidgetPointer) -> Bool {
        governing(widget).followsReducedMotion && cgtk_settings_enable_animations() == 0
    }

    /// The motion of the stage `widget` is in (or is): the nearest stage
    /// that sets one, else the standard one.
    @MainActor
    static func governing(_ widget: WidgetPointer) -> Motion {
        var current: WidgetPointer? = widget
        while let candidate = current {
            if let motion = Stage.stage(of: candidate)?.motion { return motion }
            current = gtk_widget_get_parent(candidate)
        }
        return Motion()
    }
}
