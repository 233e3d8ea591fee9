import Presentation

/// The Beginner Cook pop's own choices beside the library's zoom: how its
/// text fades in as the details grow (the tutorial's first challenge), and
/// how faint the main screen's background picture is for a window's shape.
public enum PopGeometry {
    /// The opacity of the details' text and button at `growth`: nothing in
    /// the first third, so no text is seen squeezed into the thumbnail, then
    /// fading in to full as the view grows.
    public static func contentOpacity(at growth: Double) -> Double {
        min(max((growth - 1.0 / 3.0) / (2.0 / 3.0), 0), 1)
    }

    /// The opacity of the main screen's background picture for a window of
    /// `size`: faint when wider than tall, stronger when taller than wide.
    public static func backgroundOpacity(for size: Size) -> Double {
        size.width > size.height ? 0.25 : 0.55
    }
}
