import Presentation

/// How a presented screen comes in and goes (UIKit's
/// `UIViewController.Transition`): set `ViewController.preferredTransition`
/// before presenting it; it takes the place of a transitioning delegate.
public enum PreferredTransition {
    /// The screen grows out of a view of the screen that presents it and
    /// shrinks back into wherever that view is then (UIKit's `.zoom`); a
    /// drag down, a touchpad pinch or a press while it moves takes it over.
    /// `sourceViewProvider` is asked each time for that view (nil: the
    /// screen grows from the middle of the window).
    case zoom(options: ZoomOptions = ZoomOptions(), sourceViewProvider: @MainActor (ZoomTransitionContext) -> WidgetPointer?)
}

/// What a zoom is given to find its source view (UIKit's `ZoomTransitionContext`).
@MainActor
public struct ZoomTransitionContext {
    /// The screen that zooms.
    public let zoomedViewController: ViewController
    /// The screen it grows out of and shrinks back into.
    public let sourceViewController: ViewController
}

/// How a zoom looks and behaves (UIKit's `ZoomOptions`, with the spring and
/// the source's corners, which UIKit reads from the source itself).
public struct ZoomOptions {
    /// What `interactiveDismissShouldBegin` is told.
    @MainActor
    public struct InteractionContext {
        /// Where the input went down, in the stage.
        public let location: Point
        /// Whether the zoomed screen is at rest (false: a press caught it moving).
        public let isAtRest: Bool
    }

    /// What `alignmentRectProvider` is told.
    @MainActor
    public struct AlignmentRectContext {
        /// The screen that zooms.
        public let zoomedViewController: ViewController
        /// The source view.
        public let sourceView: WidgetPointer
    }

    /// How long the zoom takes, in seconds.
    public var duration: Double
    /// Its spring's damping ratio: 1 settles without overshoot, below 1 it swings.
    public var dampingRatio: Double
    /// The source's corner radius: the zoomed screen's corners go from it to square.
    public var sourceCornerRadius: Double
    /// Whether a drag, a pinch or a press may take the zoomed screen (nil: always).
    public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?
    /// Where in the source the screen lands and grows from, in the source's
    /// own coordinates (nil: the whole source).
    public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> Rect?)?
    /// Told on every frame how far the screen has grown (0 in the source, 1
    /// filling the window, past 1 on a spring's swing): for what else grows
    /// with it (a text that fades in).
    public var growthChanged: (@MainActor (Double) -> Void)?

    public init(
        duration: Double = 0.5, dampingRatio: Double = 0.85, sourceCornerRadius: Double = 0,
        interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)? = nil,
        alignmentRectProvider: (@MainActor (AlignmentRectContext) -> Rect?)? = nil,
        growthChanged: (@MainActor (Double) -> Void)? = nil
    ) {
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.sourceCornerRadius = sourceCornerRadius
        self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
        self.alignmentRectProvider = alignmentRectProvider
        self.growthChanged = growthChanged
    }
}
