import CGtk

/// How animations should run in this process: GTK's motion preference
/// (`gtk-enable-animations`) and a time scale for demos and benchmarks.
@MainActor
public enum Motion {
    /// Multiplies every animation's duration; 1 is normal speed.
    public static var timeScale: Double = 1

    /// The duration an animation of `seconds` should take now: scaled, and
    /// zero when the user turned animations off.
    public static func effectiveDuration(_ seconds: Double) -> Double {
        cgtk_settings_enable_animations() != 0 ? seconds * timeScale : 0
    }
}
