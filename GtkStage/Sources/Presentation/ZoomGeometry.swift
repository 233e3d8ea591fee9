/// The arithmetic of a zoom: a screen that grows out of a source view to
/// fill the container and shrinks back into it, its corners going from the
/// source's radius to square.
///
/// Growth runs from 0 (the screen covers the source exactly) to 1 (it fills
/// the container); a spring takes it a little past 1 and back, and below 0
/// on the way home.
public struct ZoomGeometry: Sendable, Equatable {
    /// The source's frame in the container.
    public var sourceFrame: Rect
    /// The container's bounds: where the screen rests.
    public var finalFrame: Rect
    /// The source's corner radius, in pixels on screen.
    public var sourceCornerRadius: Double

    public init(sourceFrame: Rect, finalFrame: Rect, sourceCornerRadius: Double) {
        self.sourceFrame = sourceFrame
        self.finalFrame = finalFrame
        self.sourceCornerRadius = sourceCornerRadius
    }

    /// How much narrower the source is than the screen at rest (the
    /// tutorial's `xScaleFactor`).
    public var xScaleFactor: Double { finalFrame.width > 0 ? sourceFrame.width / finalFrame.width : 0 }
    /// How much shorter (the tutorial's `yScaleFactor`).
    public var yScaleFactor: Double { finalFrame.height > 0 ? sourceFrame.height / finalFrame.height : 0 }

    /// How much of the source's size a spring's swing past it (below growth
    /// 0, on the way home) takes away per unit of growth: at a lively
    /// spring's deepest, a quarter below 0, the screen is a little smaller
    /// than the source, never smaller than half of it.
    public static let undershootShrink = 0.5

    /// Where the screen is drawn at `growth`. Not clamped: past 1 a spring
    /// grows it past the container; below 0 it dips into the source around
    /// its centre instead of carrying on toward the container's far side,
    /// where its size would go through zero and it would be drawn mirrored.
    public func frame(at growth: Double) -> Rect {
        guard growth < 0 else { return sourceFrame.interpolated(to: finalFrame, fraction: growth) }
        let scale = max(1 + growth * Self.undershootShrink, 0.5)
        let width = sourceFrame.width * scale
        let height = sourceFrame.height * scale
        return Rect(
            x: sourceFrame.x + (sourceFrame.width - width) / 2, y: sourceFrame.y + (sourceFrame.height - height) / 2,
            width: width, height: height)
    }

    /// The corner radius on screen at `growth`: the source's at 0, square from 1 on.
    public func cornerRadius(at growth: Double) -> Double {
        sourceCornerRadius * (1 - min(max(growth, 0), 1))
    }

    /// The corner in the screen's own coordinates (it is drawn scaled), so
    /// that on screen it is round with `cornerRadius(at:)`: width and height.
    public func localCorner(at growth: Double) -> Size {
        let drawn = frame(at: growth)
        let radius = cornerRadius(at: growth)
        guard drawn.width > 0, drawn.height > 0 else { return .zero }
        return Size(width: radius * finalFrame.width / drawn.width, height: radius * finalFrame.height / drawn.height)
    }
}
