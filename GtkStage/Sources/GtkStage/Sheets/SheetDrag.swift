import CGtk
import Presentation

/// A sheet's drag: a pointer, a finger or two fingers on a touchpad, anywhere
/// on the sheet, move it between its detents (a third as far past the
/// largest) and pull it down below the smallest; on release the point the
/// motion would slow to picks the detent it runs to at the release's speed,
/// or, far enough below the smallest, dismisses it at that speed, unless
/// the delegate says no, when it springs back. A finger or a touchpad on
/// content that can still scroll the way it moves scrolls the content
/// instead. A drag while the sheet comes in or goes catches the transition
/// where it is.
///
/// It is the interaction controller of the sheet's dismissal while a drag
/// lets it go, and the delegate of the `SwipeTracker` on the stage.
@MainActor
final class SheetDrag: PercentDrivenInteractiveTransition, SwipeTrackerDelegate {
    /// What the drag under way moves.
    private enum Mode {
        /// The sheet at rest: between its detents, or pulled down below them.
        case detents
        /// A presentation or dismissal under way, caught by the press.
        case transition
    }

    /// The drags and touchpad swipes on the stage while the sheet is up.
    private(set) var tracker: SwipeTracker?
    /// True while the drag starts the sheet's dismissal: the sheet's
    /// transitions then vend this object for it.
    private(set) var wantsInteractiveStart = false
    private unowned let controller: SheetPresentationController
    private var mode = Mode.detents
    /// Where the input went down, in the stage (nil for a touchpad swipe).
    private var pressPoint: Point?

    init(controller: SheetPresentationController) {
        self.controller = controller
        super.init()
    }

    /// The stage the tracker listens on (weak: a stage gone with its
    /// window leaves its widget, and the tracker on it, to GTK).
    private weak var installedStage: Stage?

    /// Listens on `stage`, the container (a drag's offsets there are not
    /// carried along by the sheet it moves). A sheet presented again on
    /// another stage (its window closed while it was up) moves there.
    func install(on stage: Stage) {
        if tracker != nil, installedStage === stage { return }
        if installedStage != nil { tracker?.uninstall() }
        let tracker = SwipeTracker(on: stage.widget, axis: .vertical, delegate: self)
        tracker.startsEitherWay = true
        self.tracker = tracker
        installedStage = stage
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        if installedStage != nil { tracker?.uninstall() }
        tracker = nil
        installedStage = nil
    }

    private var containerHeight: Double { controller.containerBounds.height }

    private var runningTransition: TransitionContext? { controller.runningTransition }

    // MARK: SwipeTrackerDelegate

    /// A press on the sheet, or a touchpad swipe with the pointer on it
    /// (anywhere, when GTK does not say where the pointer is).
    func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        guard let stage = controller.containerView, !controller.isAdaptedToFullWindow, controller.form != .fullWindow else {
            return false
        }
        let press = point ?? tracker.touchpadPoint
        pressPoint = point
        guard let press else { return true }
        return stage.presentationFrame(of: controller.presentedView).contains(press)
    }

    /// A caught transition spans the sheet's height; at rest, the container's.
    func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        mode = runningTransition == nil ? .detents : .transition
        guard mode == .transition, let stage = controller.containerView else { return controller.containerBounds.size }
        return stage.frame(of: controller.presentedView).size
    }

    /// Down is toward a lower sheet.
    func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        translation.y
    }

    /// A finger or the touchpad on content that can still scroll the way it
    /// went scrolls it; a push up on content at its top grows a sheet that
    /// can grow, as scrolling it on does.
    func swipeTracker(_ tracker: SwipeTracker, contentScrollsBy translation: Point) -> Bool {
        guard translation.y != 0, pressIsOnScrolledContent else { return false }
        let forward = translation.y < 0
        if forward, mode == .detents, controller.prefersScrollingExpandsWhenScrolledToEdge,
            controller.sheetHeight.detents.larger(
                than: controller.sheetHeight.height(in: containerHeight), in: containerHeight) != nil,
            !ScrolledContent.canScroll(in: controller.presentedView, horizontally: false, forward: false)
        {
            return false
        }
        return ScrolledContent.canScroll(in: controller.presentedView, horizontally: false, forward: forward)
    }

    /// Whether the input went down on the sheet's scrolled content (a
    /// touchpad swipe is over wherever the pointer is, taken as the content).
    private var pressIsOnScrolledContent: Bool {
        guard let pressPoint else { return true }
        guard let stage = controller.containerView,
            let scrolled = WidgetTree.first(in: controller.presentedView, where: { cgtk_is_scrolled_window($0) != 0 }),
            let frame = stage.bounds(of: scrolled)
        else { return false }
        return frame.contains(pressPoint)
    }

    /// Takes the transition under way over, or the sheet at rest where it
    /// is (a run between detents stops there).
    func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        switch mode {
        case .transition:
            guard let running = runningTransition else { return nil }
            return takeOverTowardDismissal(running)
        case .detents:
            guard controller.isAtRest, containerHeight > 0 else { return nil }
            let height = controller.sheetHeight.stopRun()
            let shown = height * (1 - controller.pullDown)
            controller.setPullDown(controller.pullDown)
            return 1 - shown / containerHeight
        }
    }

    func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        switch mode {
        case .transition:
            updateTowardDismissal(progress)
        case .detents:
            guard controller.isAtRest else { return }
            follow(toHeight: containerHeight * (1 - progress))
        }
    }

    /// The sheet under the input: between its detents it is that tall;
    /// below the smallest it stays that tall and goes down instead.
    private func follow(toHeight proposed: Double) {
        let container = containerHeight
        let detents = controller.sheetHeight.detents
        guard let smallest = detents.stops(in: container).first?.height, smallest > 0 else { return }
        if proposed >= smallest {
            controller.setPullDown(0)
            controller.sheetHeight.hold(atHeight: detents.heightFollowing(proposed, in: container))
        } else {
            controller.sheetHeight.hold(atHeight: smallest)
            controller.setPullDown((smallest - proposed) / smallest)
        }
    }

    func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        switch mode {
        case .transition:
            wantsInteractiveStart = false
            guard let context else { return }
            // A held presentation runs the other way round: dismissing it is
            // cancelling it, and its percent grows as the sheet comes in.
            let velocity = context.isPresentation ? -release.velocity : release.velocity
            if context.isPresentation {
                // Sent away while it came in, it goes only if a person may
                // dismiss it; refused, it comes up from where it is.
                if release.finishes, controller.acceptsDismissalByPerson() {
                    cancel(velocity: velocity)
                } else {
                    finish(velocity: release.finishes ? 0 : velocity)
                }
            } else if release.finishes {
                finish(velocity: velocity)
            } else {
                cancel(velocity: velocity)
            }
        case .detents:
            guard controller.isAtRest else { return }
            // Where the input was let go, which may be after its last motion.
            follow(toHeight: containerHeight * (1 - release.progress))
            // The release's velocity is in container heights a second, downward.
            let upward = -release.velocity * containerHeight
            letGo(upwardVelocity: upward)
        }
    }

    /// The sheet let go at rest: it runs to the detent the motion heads
    /// for, or goes, or, refused, springs back to the smallest.
    private func letGo(upwardVelocity upward: Double) {
        let container = containerHeight
        let height = controller.sheetHeight.height(in: container)
        let shown = height * (1 - controller.pullDown)
        switch controller.sheetHeight.detents.release(at: shown, velocity: upward, in: container) {
        case let .rest(detent, _):
            controller.personMoved(to: detent, velocity: upward)
            controller.runOffsetBack()
        case .dismiss:
            guard controller.acceptsDismissalByPerson() else {
                if let smallest = controller.sheetHeight.detents.stops(in: container).first?.detent {
                    controller.personMoved(to: smallest)
                }
                controller.runOffsetBack()
                return
            }
            dismiss(downwardVelocity: -upward, from: shown)
        }
    }

    /// Starts the dismissal from where the sheet is and lets it run on at
    /// `downward` points a second.
    private func dismiss(downwardVelocity downward: Double, from shown: Double) {
        wantsInteractiveStart = true
        controller.containerView?.presenter.dismiss(presentedBy: controller.presentingViewController, animated: true, completion: nil)
        wantsInteractiveStart = false
        guard isDriving else { return }
        // The dismissal's progress is the share of what is still shown that has gone.
        finish(velocity: shown > 0.5 ? max(downward, 0) / shown : 0)
    }
}
