import CGtk

/// How a stage's animations run: at a time scale (slowed down for a demo or
/// a test, sped up for a benchmark's soak), and not at all when the person
/// turned animations off (GTK's `gtk-enable-animations`) and the stage
/// follows that preference.
public struct Motion: Sendable, Equatable {
    /// Multiplies every animation's duration; 1 is normal speed.
    public var timeScale: Double
    /// Whether animations are skipped (zero long) when GTK's
    /// `gtk-enable-animations` is off: the person's reduced-motion choice.
    public var followsReducedMotion: Bool

    /// Normal speed, following the person's choice.
    public init(timeScale: Double = 1, followsReducedMotion: Bool = true) {
        self.timeScale = timeScale
        self.followsReducedMotion = followsReducedMotion
    }

    /// The duration an animation of `seconds` takes now under this motion.
    @MainActor
    public func duration(_ seconds: Double) -> Double {
        if followsReducedMotion && cgtk_settings_enable_animations() == 0 { return 0 }
        return seconds * timeScale
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
