import CGtk
import GtkStage
import Presentation

/// Drags a bottom sheet by its grabber or its header between its detents,
/// with the pointer, a finger or two on a touchpad: the sheet follows (a third as far past the
/// largest), the dim with it, and on release the point the motion would
/// slow to picks the detent it runs to at the release's speed, or, far
/// enough below the smallest, dismisses it at that speed. A drag that starts
/// while the sheet runs between detents catches it where it is.
///
/// The gestures live on the stage, as the panel's dismissal drag does, and
/// take only presses on the grabber or on the sheet above its rows (its
/// header), and touchpad swipes with the pointer there; a drag on the rows
/// is the dismissal drag's, or, by a finger, the rows' own scrolling.
@MainActor
public final class SheetGrabberDrag: SwipeTrackerDelegate {
    /// The drags on the stage, while the sheet is up (tests drive it with synthetic input).
    public private(set) var tracker: SwipeTracker?
    private weak var controller: SlideInPresentationController?
    private let sheet: BottomSheet

    init(sheet: BottomSheet, controller: SlideInPresentationController) {
        self.sheet = sheet
        self.controller = controller
    }

    /// Listens for drags on `stage`, the container.
    func install(on stage: WidgetPointer) {
        guard tracker == nil else { return }
        let tracker = SwipeTracker(on: stage, axis: .vertical, delegate: self)
        tracker.startsEitherWay = true
        self.tracker = tracker
    }

    /// Stops listening; harmless twice.
    func uninstall() {
        tracker?.uninstall()
        tracker = nil
    }

    /// Whether `point`, in the stage, is on the grabber.
    func isOnGrabber(_ point: Point) -> Bool {
        guard let stage = controller?.containerView, gtk_widget_get_mapped(sheet.grabber) != 0 else { return false }
        return Widgets.bounds(of: sheet.grabber, in: stage)?.contains(point) ?? false
    }

    /// Whether `point`, in the stage, is on the sheet's grabber or header:
    /// the sheet from its top edge down to the bottom of the header its
    /// screen names (`SheetHeaderProviding`), while that is in view.
    func isOnHandle(_ point: Point) -> Bool {
        guard let controller, let stage = controller.containerView, gtk_widget_get_mapped(sheet.grabber) != 0 else {
            return false
        }
        if isOnGrabber(point) { return true }
        guard stage.presentationFrame(of: controller.presentedView).contains(point),
            let header = (controller.shownViewController as? SheetHeaderProviding)?.sheetHeader,
            gtk_widget_get_mapped(header) != 0, let headerFrame = Widgets.bounds(of: header, in: stage)
        else { return false }
        return point.y < headerFrame.maxY
    }

    private var containerHeight: Double { controller?.containerBounds.height ?? 0 }

    // MARK: SwipeTrackerDelegate

    /// Only a press on the grabber or the header, or a touchpad swipe with
    /// the pointer there (elsewhere, it is the dismissal drag's).
    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginAt point: Point?) -> Bool {
        guard let point = point ?? tracker.touchpadPoint else { return false }
        return isOnHandle(point)
    }

    /// The whole container: progress is the share of its height the sheet does not cover.
    public func swipeTrackerArea(_ tracker: SwipeTracker) -> Size {
        controller?.containerBounds.size ?? .zero
    }

    /// Down is toward a lower sheet.
    public func swipeTracker(_ tracker: SwipeTracker, distanceFor translation: Point) -> Double {
        translation.y
    }

    /// Takes the sheet where it is (a run between detents stops there),
    /// while it is presented and no transition runs.
    public func swipeTrackerTakeHold(_ tracker: SwipeTracker) -> Double? {
        guard controller?.isAtRest == true, containerHeight > 0 else { return nil }
        let height = sheet.stopRun()
        return 1 - height / containerHeight
    }

    /// The sheet follows, while it is at rest otherwise (a dismissal begun
    /// by Escape, or the whole window taken, leaves the drag nothing to move).
    public func swipeTracker(_ tracker: SwipeTracker, didMoveTo progress: Double) {
        guard controller?.isAtRest == true else { return }
        let container = containerHeight
        sheet.hold(atHeight: sheet.detents.heightFollowing(container * (1 - progress), in: container))
    }

    /// The sheet runs to the detent the release heads for, or is dismissed.
    public func swipeTracker(_ tracker: SwipeTracker, didEndWith release: SwipeSession.Release) {
        guard controller?.isAtRest == true else { return }
        let container = containerHeight
        // The release's velocity is in container heights a second, downward.
        let upward = -release.velocity * container
        switch sheet.detents.release(at: sheet.height(in: container), velocity: upward, in: container) {
        case let .rest(detent, _):
            sheet.move(to: detent, velocity: upward)
        case .dismiss:
            // Goes at the speed it was let go at: the dismissal's progress is
            // the share of its own height the sheet has gone down.
            let height = sheet.height(in: container)
            controller?.dragInteraction?.dismiss(releasedAt: height > 0 ? -upward / height : 0)
        }
    }
}
