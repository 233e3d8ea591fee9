import CGtk
import GtkStage
import Presentation

/// Drives pushes, pops and the stack's dismissal from drags that start at
/// the window's edges: from the trailing edge (the right one in English) the
/// next scene fades in, from the leading edge the top scene fades out (at
/// scene A, the whole stack). Right to left, the edges swap, as iOS mirrors
/// its back swipe. The percent is the drag's distance over the width. A
/// two-finger touchpad swipe anywhere does the same as a drag from the edge
/// it moves away from, the content moving as scrolled content does.
@MainActor
public final class EdgeSwipeInteraction: PercentDrivenInteractiveTransition {
    /// How wide the band at each edge where a swipe may start is, in pixels,
    /// for a pointer.
    public static let edgeWidth = 32.0
    /// For a finger, whose touch is wider and less precise than a pointer
    /// (48 pixels: the usual smallest touch target).
    public static let touchEdgeWidth = 48.0
    public static let dragThreshold = 8.0

    /// Weak: the stack may be dismissed (and gone) while this object is still held.
    private weak var navigation: NavigationController?
    /// True from when a swipe takes hold until it starts its transition: the
    /// delegates then vend this object.
    public private(set) var wantsInteractiveStart = false
    /// The pointer and touch drags.
    public private(set) var gesture: DragGesture?
    /// The touchpad swipes (tests feed it synthetic scroll sequences).
    public private(set) var swipeGesture: TouchpadSwipeGesture?
    /// The input the current sequence comes from, which claims or denies it.
    private weak var input: (any SequenceClaiming)?
    private var deceleration = ReleaseDecision.dragDeceleration
    private var height = 1.0
    /// The edge the swipe started at: leading goes back, trailing forward.
    private var edge: HorizontalEdge?
    private var layout = LayoutDirection.leftToRight
    private var isClaimed = false
    private var width = 1.0
    private var velocity = VelocityTracker()
    private var lastPercent = 0.0

    init(navigation: NavigationController) {
        self.navigation = navigation
        super.init()
    }

    /// Listens for edge swipes on `widget`.
    func install(on widget: WidgetPointer) {
        gesture = DragGesture(on: widget, began: { [weak self] start in
            guard let self else { return }
            self.dragBegan(atX: start.x, width: Double(gtk_widget_get_width(widget)), layout: LayoutDirection(of: widget),
                           band: self.gesture?.isTouch == true ? Self.touchEdgeWidth : Self.edgeWidth)
        }, moved: { [weak self] offset, time in
            self?.dragMoved(to: offset, at: time)
        }, ended: { [weak self] offset, time in
            self?.dragEnded(at: offset, time: time)
        })
        swipeGesture = TouchpadSwipeGesture(on: widget, began: { [weak self] in
            self?.swipeBegan(size: Size(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget))),
                             layout: LayoutDirection(of: widget))
        }, moved: { [weak self] swipe, time in
            self?.swipeMoved(swipe, at: time)
        }, ended: { [weak self] swipe, time in
            self?.swipeEnded(swipe, at: time)
        })
    }

    // MARK: The gesture's handlers (tests drive these with synthetic drags)

    /// A press at `x` in a view `width` wide laid out in `layout`: a swipe
    /// only if it is in an edge band `band` pixels wide.
    public func dragBegan(atX x: Double, width: Double, layout: LayoutDirection, band: Double = edgeWidth) {
        input = gesture
        deceleration = ReleaseDecision.dragDeceleration
        self.width = max(width, 1)
        self.layout = layout
        isClaimed = false
        velocity.reset()
        edge = EdgeSwipeGeometry.edge(atX: x, width: width, band: band, layout: layout)
        if edge == nil { deny() }
    }

    public func dragMoved(to offset: Point, at time: Double) {
        guard let edge else { return }
        let inward = EdgeSwipeGeometry.inwardDistance(from: edge, dx: offset.x, layout: layout)
        if !isClaimed {
            guard abs(offset.x) >= Self.dragThreshold else { return }
            guard inward > 0, abs(offset.x) >= abs(offset.y), begin(edge) else {
                self.edge = nil
                deny()
                return
            }
            isClaimed = true
            input?.claim()
        }
        lastPercent = min(max(inward / width, 0), 1)
        velocity.add(inward, at: time)
        update(lastPercent)
    }

    public func dragEnded(at offset: Point, time: Double) {
        defer {
            edge = nil
            isClaimed = false
        }
        guard isClaimed, isDriving, let edge else { return }
        velocity.add(EdgeSwipeGeometry.inwardDistance(from: edge, dx: offset.x, layout: layout), at: time)
        let speed = velocity.velocity / width
        if ReleaseDecision.shouldFinish(percent: lastPercent, velocity: speed, deceleration: deceleration) {
            finish(velocity: speed)
        } else {
            cancel(velocity: speed)
        }
    }

    // MARK: Touchpad swipes (tests drive these with synthetic swipes)

    /// Two fingers start scrolling over a view of `size` laid out in `layout`.
    public func swipeBegan(size: Size, layout: LayoutDirection) {
        input = swipeGesture
        deceleration = ReleaseDecision.touchpadDeceleration
        width = max(size.width, 1)
        height = max(size.height, 1)
        self.layout = layout
        isClaimed = false
        velocity.reset()
        edge = nil
    }

    /// The swipe so far: once it has moved, it is a drag from the edge it
    /// moves away from (toward the leading side: from the trailing edge, the
    /// next scene).
    public func swipeMoved(_ swipe: TouchpadSwipe, at time: Double) {
        let translation = swipe.translation(over: Size(width: width, height: height))
        if edge == nil, !isClaimed {
            let towardTrailing = layout.towardTrailing(translation.x)
            guard towardTrailing != 0 else { return }
            edge = towardTrailing < 0 ? .trailing : .leading
        }
        dragMoved(to: translation, at: time)
    }

    public func swipeEnded(_ swipe: TouchpadSwipe, at time: Double) {
        dragEnded(at: swipe.translation(over: Size(width: width, height: height)), time: time)
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

    private func deny() {
        input?.deny()
    }
}
