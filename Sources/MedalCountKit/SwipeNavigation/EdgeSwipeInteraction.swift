import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Presentation

/// Drives pushes, pops and the stack's dismissal from drags that start at
/// the window's edges: from the trailing edge (the right one in English) the
/// next scene fades in, from the leading edge the top scene fades out (at
/// scene A, the whole stack). Right to left, the edges swap, as iOS mirrors
/// its back swipe. The percent is the drag's distance over the width. A
/// two-finger touchpad swipe anywhere does the same as a drag from the edge
/// it moves away from, the content moving as scrolled content does. The
/// input is read by a `SwipeTracker`, of which this is the delegate.
@MainActor
public final class EdgeSwipeInteraction: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    /// How wide the band at each edge where a swipe may start is, in pixels,
    /// for a pointer.
    public static let edgeWidth = 32.0
    /// For a finger, whose touch is wider and less precise than a pointer
    /// (48 pixels: the usual smallest touch target).
    public static let touchEdgeWidth = 48.0
    /// Weak: the stack may be dismissed (and gone) while this object is still held.
    private weak var navigation: NavigationController?
    /// True from when a swipe takes hold until it starts its transition: the
    /// delegates then vend this object.
    public private(set) var wantsInteractiveStart = false
    /// The drags and touchpad swipes on the stack's view (tests drive it
    /// with synthetic input).
    public private(set) var tracker: SwipeTracker?
    /// The edge the swipe started at: leading goes back, trailing forward.
    private var edge: HorizontalEdge?
    private var layout = LayoutDirection.leftToRight

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init()
    }

    /// Listens for edge swipes on the stack's view.
    func install() {
        guard let navigation else { return }
        tracker = SwipeTracker(on: navigation.view, axis: .horizontal, delegate: self)
    }

    /// The stack's view, while the stack is there.
    private var widget: WidgetPointer? { navigation?.view }

    // MARK: SwipeTrackerDelegate

    /// A press only in an edge band (wider for a finger); a touchpad swipe
    /// anywhere, its edge decided by the way it first moves.
    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        guard let widget else { return false }
        layout = LayoutDirection(of: widget)
        guard let point else {
            edge = nil
            return true
        }
        let band = tracker.source == .touch ? Self.touchEdgeWidth : Self.edgeWidth
        edge = EdgeSwipeGeometry.edge(atX: point.x, width: Double(gtk_widget_get_width(widget)), band: band, layout: layout)
        return edge != nil
    }

    public func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        guard let widget else { return .zero }
        return Size(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// How far into the view from its edge. A touchpad swipe is a drag from
    /// the edge it moves away from (toward the leading side: from the
    /// trailing edge, the next scene), once it has moved.
    public func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        if edge == nil, tracker.source == .touchpad, !tracker.isSwiping {
            let towardTrailing = layout.towardTrailing(translation.x)
            if towardTrailing != 0 { edge = towardTrailing < 0 ? .trailing : .leading }
        }
        guard let edge else { return 0 }
        return EdgeSwipeGeometry.inwardDistance(from: edge, dx: translation.x, layout: layout)
    }

    public func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        guard let edge, begin(edge) else { return nil }
        return 0
    }

    public func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        update(progress)
    }

    public func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        edge = nil
        guard isDriving else { return }
        if release.finishes {
            finish(velocity: release.velocity)
        } else {
            cancel(velocity: release.velocity)
        }
    }

    /// Starts the transition the edge asks for; false if there is none here.
    private func begin(_ edge: HorizontalEdge) -> Bool {
        guard let navigation, !navigation.isTransitioning else { return false }
        wantsInteractiveStart = true
        defer { wantsInteractiveStart = false }
        switch edge {
        case .trailing:
            guard let scene = navigation.topViewController as? NextScenePushing else { return false }
            scene.pushToNextScene()
        case .leading:
            if navigation.viewControllers.count > 1 {
                navigation.popViewController(animated: true)
            } else {
                navigation.dismiss(animated: true)
            }
        }
        return isDriving
    }
}
