import Presentation

/// The arithmetic of the Beginner Cook pop: a details view that grows out of
/// a thumbnail to fill the container and shrinks back into it.
///
/// Progress runs from 0 (the details cover the thumbnail exactly) to 1 (they
/// fill the container); a spring takes it a little past 1 and back.
public struct PopGeometry: Sendable, Equatable {
    /// The thumbnail's frame in the container.
    public var originFrame: Rect
    /// The container's bounds: where the details rest.
    public var finalFrame: Rect
    /// The thumbnail's corner radius, in pixels on screen.
    public var thumbnailRadius: Double

    public init(originFrame: Rect, finalFrame: Rect, thumbnailRadius: Double) {
        self.originFrame = originFrame
        self.finalFrame = finalFrame
        self.thumbnailRadius = thumbnailRadius
    }

    /// The sample's `xScaleFactor`: how much narrower the thumbnail is than the details.
    public var xScaleFactor: Double { finalFrame.width > 0 ? originFrame.width / finalFrame.width : 0 }
    /// The sample's `yScaleFactor`.
    public var yScaleFactor: Double { finalFrame.height > 0 ? originFrame.height / finalFrame.height : 0 }

    /// How much of the thumbnail's size a spring's overshoot past it (below
    /// progress 0, on the way back) takes away per unit of progress: at the
    /// usual spring's deepest, a quarter below 0, the details are a little
    /// smaller than the thumbnail, never smaller than half of it.
    public static let undershootShrink = 0.5

    /// Where the details are drawn at `progress`. Not clamped: past 1 a
    /// spring grows them past the container; below 0 (shrinking back) they
    /// dip into the thumbnail around its centre instead of carrying on
    /// toward the container's far side, where their size would go through
    /// zero and they would be drawn mirrored.
    public func frame(at progress: Double) -> Rect {
        guard progress < 0 else { return originFrame.interpolated(to: finalFrame, fraction: progress) }
        let scale = max(1 + progress * Self.undershootShrink, 0.5)
        let width = originFrame.width * scale
        let height = originFrame.height * scale
        return Rect(
            x: originFrame.x + (originFrame.width - width) / 2, y: originFrame.y + (originFrame.height - height) / 2,
            width: width, height: height)
    }

    /// The corner radius on screen at `progress`: the thumbnail's at 0, square from 1 on.
    public func cornerRadius(at progress: Double) -> Double {
        thumbnailRadius * (1 - min(max(progress, 0), 1))
    }

    /// The corner in the details' own coordinates (they are drawn scaled), so
    /// that on screen it is round with `cornerRadius(at:)`: width and height.
    public func localCorner(at progress: Double) -> Size {
        let drawn = frame(at: progress)
        let radius = cornerRadius(at: progress)
        guard drawn.width > 0, drawn.height > 0 else { return .zero }
        return Size(width: radius * finalFrame.width / drawn.width, height: radius * finalFrame.height / drawn.height)
    }

    /// The opacity of the details' text and button at `progress`: nothing in
    /// the first third, so no text is seen squeezed into the thumbnail, then
    /// fading in to full as the view grows.
    public static func contentOpacity(at progress: Double) -> Double {
        min(max((progress - 1.0 / 3.0) / (2.0 / 3.0), 0), 1)
    }

    /// The opacity of the main screen's background picture for a window of
    /// `size`: faint when wider than tall, stronger when taller than wide.
    public static func backgroundOpacity(for size: Size) -> Double {
        size.width > size.height ? 0.25 : 0.55
    }
}
