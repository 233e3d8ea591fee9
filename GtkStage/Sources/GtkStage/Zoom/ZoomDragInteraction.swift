import CGtk
import Presentation

/// Lets a person grab a zoomed screen and drag it home, as UIKit's zoom
/// transition does: a drag down (pointer, finger, or two fingers on a
/// touchpad) or a touchpad pinch shrinks the screen toward its source view
/// under the input and lets it follow sideways; on release, where the motion
/// would come to rest decides whether it lands in its source or springs back
/// to full, on the zoom's spring, leaving at the release's speed.
///
/// A press on the screen while it grows or shrinks catches it where it is: a
/// drag then takes it over, and a release without one sends it home; so does
/// Escape while an input holds it (the input then goes nowhere). The source's
/// frame is asked for on every frame, so a landing after a resize ends where
/// the source is now.
///
/// It is the interaction controller the zoom's transitions vend for the
/// dismissal while a drag is on, and the delegate of the `SwipeTracker` on
/// the stage that reads the input. The zoom's options may refuse a grab
/// (`ZoomOptions.interactiveDismissShouldBegin`).
@MainActor
final class ZoomDragInteraction: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    /// True between a drag's start and its release: the transitions then
    /// vend this object for the dismissal.
    private(set) var wantsInteractiveStart = false
    /// The drags and touchpad swipes on the stage while the details are up
    /// (tests drive it with synthetic input).
    private(set) var tracker: SwipeTracker?
    /// Whether a press caught the running transition and holds it still.
    private(set) var hasCaught = false
    private unowned let controller: ZoomPresentationController
    /// Where the details were grabbed, while an input holds them.
    private var grab: ZoomDrag?
    /// Where the input went down, in the stage.
    private var pressPoint = Point.zero
    /// How far the input has moved from there.
    private var translation = Point.zero
    /// The offset from the pop's path a released drag left, fading as the run goes.
    private var releaseOffset: ZoomReleaseOffset?
    /// The offset from the pop's path now, for the release to start from.
    private var currentOffset = Point.zero
    /// Escape on the stage while an input holds the details.
    private var escape: (widget: WidgetPointer, controller: OpaquePointer)?

    /// Drags `controller`'s zoomed screen; a release runs on the zoom's spring.
    init(controller: ZoomPresentationController) {
        self.controller = controller
        super.init()
        releaseStyle = .spring(dampingRatio: controller.options.dampingRatio)
    }

    /// Listens for drags and touchpad swipes on `stage`, the container.
    func install(on stage: WidgetPointer) {
        guard tracker == nil else { return }
        let tracker = SwipeTracker(on: stage, axis: .vertical, delegate: self)
        // A caught transition may be pushed back up as well as down.
        tracker.startsEitherWay = true
        tracker.readsPinches = true
        self.tracker = tracker
        // In the capture phase: before the presentation's own Escape, which
        // cannot dismiss what a held transition is still doing.
        if let keys = gtk_event_controller_key_new() {
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            Signal.connectKeyPressed(keys) { [weak self] keyval, _ in
                keyval == UInt32(GDK_KEY_Escape) && self?.escapeWhileHeld() == true
            }
            gtk_widget_add_controller(stage, keys)
            escape = (stage, keys)
        }
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        tracker?.uninstall()
        tracker = nil
        if let escape { gtk_widget_remove_controller(escape.widget, escape.controller) }
        escape = nil
    }

    /// Escape while an input holds the details (a catch, or a drag under
    /// way): the input is dropped and they go home, as a release without a
    /// drag sends them; false when nothing holds them.
    @discardableResult
    func escapeWhileHeld() -> Bool {
        guard grab != nil, isDriving, tracker?.isSwiping == true || hasCaught else { return false }
        tracker?.cancel()
        sendHome()
        return true
    }

    /// How far the details are drawn from the pop's `pathFrame` at the
    /// transition's `progress`: under the input while it holds them, then
    /// fading to nothing as the released run ends.
    func offset(from pathFrame: Rect, progress: Double) -> Point {
        let offset: Point
        if let grab {
            let held = grab.offset(of: pathFrame, input: Point(x: pressPoint.x + translation.x, y: pressPoint.y + translation.y))
            // Full size, nothing to shrink: they stay in the window, not lifted
            // off it by a drag up (a release there would have no run to bring
            // them back on, and they would jump).
            let shrink = context.map { $0.isPresentation ? 1 - progress : progress } ?? progress
            let follow = ZoomDrag.follow(atShrink: shrink)
            offset = Point(x: held.x * follow, y: held.y * follow)
        } else {
            offset = releaseOffset?.offset(at: progress) ?? .zero
        }
        currentOffset = offset
        return offset
    }

    // MARK: SwipeTrackerDelegate

    /// A press or a pinch on the details (a touchpad's swipe wherever the
    /// pointer is, grabbing them there if it is on them); one while they
    /// move catches them.
    func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        guard let stage = controller.containerView else { return false }
        let frame = stage.presentationFrame(of: controller.presentedView)
        if let point, !frame.contains(point) { return false }
        let pointer = tracker.touchpadPoint.flatMap { frame.contains($0) ? $0 : nil }
        let press = point ?? pointer ?? Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        let moving = controller.runningTransition != nil
        if let shouldBegin = controller.options.interactiveDismissShouldBegin,
            !shouldBegin(ZoomOptions.InteractionContext(location: press, isAtRest: !moving))
        {
            return false
        }
        pressPoint = press
        translation = .zero
        grab = ZoomDrag(grabbedAt: press, in: frame)
        releaseOffset = nil
        currentOffset = .zero
        if !isDriving, let running = controller.runningTransition {
            takeOver(running)
            hasCaught = isDriving
        }
        return true
    }

    func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        let bounds = controller.containerBounds
        return Size(width: bounds.width, height: ZoomDrag.length(forContainerHeight: bounds.height))
    }

    /// Down is toward the thumbnail; the sideways part is followed, not counted.
    func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        self.translation = translation
        return translation.y
    }

    /// Pinched in, they shrink as far as a drag down would take them; the
    /// fingers' centre is the input they follow.
    func swipeTracker(_ tracker: SwipeTracker, distanceForPinch scale: Double, translation: Point) -> Double {
        self.translation = translation
        return ZoomDrag.distance(forPinch: scale, containerHeight: controller.containerBounds.height)
    }

    /// Takes over the transition the press caught, or starts an interactive
    /// dismissal of details at rest; the progress is how far they have shrunk.
    func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        if let context, isDriving {
            return context.isPresentation ? 1 - context.fractionComplete : context.fractionComplete
        }
        guard controller.phase == .presented else { return nil }
        wantsInteractiveStart = true
        controller.presentedViewController.dismiss(animated: true)
        wantsInteractiveStart = isDriving
        return isDriving ? 0 : nil
    }

    func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        updateTowardDismissal(progress)
    }

    /// Lands the details in the thumbnail when the motion would come to
    /// rest past half way, else springs them back, at the release's speed.
    func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        wantsInteractiveStart = false
        hasCaught = false
        guard let context else {
            grab = nil
            return
        }
        // A held presentation runs the other way round: sending the details
        // home cancels it, and its percent grows as they come out.
        let velocity = context.isPresentation ? -release.velocity : release.velocity
        let finishes = context.isPresentation != release.finishes
        releaseOffset = ZoomReleaseOffset(
            atRelease: currentOffset, releasedAt: context.fractionComplete, target: finishes ? 1 : 0)
        grab = nil
        if finishes {
            finish(velocity: velocity)
        } else {
            cancel(velocity: velocity)
        }
    }

    /// The transition ended: a later one starts on the pop's own path.
    func transitionDidEnd() {
        releaseOffset = nil
        currentOffset = .zero
    }

    /// A press that caught the details and lifted without a drag sends them
    /// home, as a click on them does.
    func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker) {
        guard hasCaught else {
            wantsInteractiveStart = false
            grab = nil
            return
        }
        sendHome()
    }

    /// Sends held details to their thumbnail from where they are now,
    /// leaving at rest, and lets go of them.
    private func sendHome() {
        wantsInteractiveStart = false
        hasCaught = false
        grab = nil
        guard let context else { return }
        let homeward: Double = context.isPresentation ? 0 : 1
        releaseOffset = ZoomReleaseOffset(atRelease: currentOffset, releasedAt: context.fractionComplete, target: homeward)
        if context.isPresentation {
            cancel(velocity: 0)
        } else {
            finish(velocity: 0)
        }
    }
}
