import CGtk
import Presentation

/// A navigation controller's own way back by hand (UINavigationController's
/// interactive pop gesture): a drag from the leading edge, or two fingers
/// on a touchpad anywhere, pops the top screen under the input; on release
/// the pop finishes when the motion would come to rest past half way, and
/// goes back otherwise, at the release's speed. Mirrored right to left.
///
/// It is the interaction controller of a pop it starts, and the delegate of
/// the `SwipeTracker` on the stack's content stage.
@MainActor
final class NavigationPopInteraction: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    /// How far from the leading edge a drag may start, in pixels.
    static let edgeBand = 32.0

    private unowned let navigation: NavigationController
    private(set) var tracker: SwipeTracker?
    /// True while a pop this starts asks for its interaction controller.
    private(set) var wantsInteractiveStart = false

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init()
        tracker = SwipeTracker(on: navigation.contentStage.widget, axis: .horizontal, delegate: self)
    }

    private var layout: LayoutDirection { LayoutDirection(of: navigation.contentStage.widget) }

    func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        guard navigation.isBackNavigationEnabled, navigation.viewControllers.count > 1, !navigation.isTransitioning else {
            return false
        }
        guard let point else { return true }
        let width = navigation.contentStage.bounds.width
        return EdgeSwipeGeometry.edge(atX: point.x, width: width, band: Self.edgeBand, layout: layout) == .leading
    }

    func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        navigation.contentStage.bounds.size
    }

    /// Toward the trailing edge is toward the pop's end.
    func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        layout.towardTrailing(translation.x)
    }

    func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        wantsInteractiveStart = true
        navigation.popViewController(animated: true)
        wantsInteractiveStart = false
        return isDriving ? 0 : nil
    }

    func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        update(progress)
    }

    func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        if release.finishes {
            finish(velocity: release.velocity)
        } else {
            cancel(velocity: release.velocity)
        }
    }
}
