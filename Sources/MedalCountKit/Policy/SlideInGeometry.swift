import Presentation

/// Frame arithmetic of the slide-in presentation, in whole pixels.
///
/// A panel takes two thirds of the container along its direction's axis and all
/// of the other axis; right and bottom panels end flush with the far edge.
public enum SlideInGeometry {
    /// The fraction of the container a panel covers along its axis.
    public static let coverage: Double = 2.0 / 3.0

    /// The size of a panel presented from `direction` in a container of `parent`
    /// (`size(forChildContentContainer:withParentContainerSize:)`).
    public static func size(for direction: PresentationDirection, parent: Size) -> Size {
        if direction.isHorizontal {
            return Size(width: extent(of: parent.width), height: parent.height)
        }
        return Size(width: parent.width, height: extent(of: parent.height))
    }

    /// The frame of a presented panel (`frameOfPresentedViewInContainerView`).
    public static func frame(for direction: PresentationDirection, in container: Size) -> Rect {
        let size = size(for: direction, parent: container)
        switch direction {
        case .left, .top:
            return Rect(origin: .zero, size: size)
        case .right:
            return Rect(x: container.width - size.width, y: 0, width: size.width, height: size.height)
        case .bottom:
            return Rect(x: 0, y: container.height - size.height, width: size.width, height: size.height)
        }
    }

    /// Where the panel sits before it slides in and after it slides out: its
    /// presented frame moved off the container by its own size.
    public static func dismissedFrame(for direction: PresentationDirection, in container: Size) -> Rect {
        let presented = frame(for: direction, in: container)
        let offset = direction.offscreenOffset
        return presented.offsetBy(dx: offset.x * presented.width, dy: offset.y * presented.height)
    }

    /// Two thirds of `length`, rounded to a whole pixel.
    static func extent(of length: Double) -> Double {
        (length * coverage).rounded()
    }
}
