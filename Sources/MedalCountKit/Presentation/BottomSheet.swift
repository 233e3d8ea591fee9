import CGtk
import GtkStage
import Localization
import Presentation

/// A bottom sheet's resting height and its grabber (UIKit's
/// `UISheetPresentationController` detents and `prefersGrabberVisible`):
/// the detent it rests at, the runs from one detent to another, and the
/// button at its top edge that moves it to the next detent.
///
/// The presentation controller places the sheet; this says how tall it is,
/// worked out from the container's height each time, so a resize keeps the
/// detent, not the pixels. While a run is under way the height is the run's.
@MainActor
public final class BottomSheet {
    /// How long a run between two detents takes at the animation's own pace.
    public static let runDuration = 0.3

    /// The detents and the choices between them.
    public let detents: SheetDetents
    /// The detent the sheet rests at, or is running to.
    public private(set) var detent: SheetDetent
    /// The grabber: a short rounded bar in a button, "Sheet Grabber" to a
    /// screen reader, whose activation moves to the next detent.
    public let grabber: WidgetPointer
    /// The height a run holds the sheet at; nil at rest.
    private var heldHeight: Double?
    private var run: FrameAnimator?
    private var clicked: SignalConnection?
    /// The container's height of the moment.
    private let containerHeight: @MainActor () -> Double
    /// Places the sheet and its dim again after the height changed.
    private let heightChanged: @MainActor () -> Void
    /// The widget whose frame clock runs the runs (the stage).
    private let clockOwner: @MainActor () -> WidgetPointer?
    /// Whether the sheet may move between detents now: presented, and no
    /// transition running (the presentation controller says).
    var canMove: @MainActor () -> Bool = { true }

    init(
        detents: SheetDetents, opening: SheetDetent, containerHeight: @escaping @MainActor () -> Double,
        clockOwner: @escaping @MainActor () -> WidgetPointer?, heightChanged: @escaping @MainActor () -> Void
    ) {
        self.detents = detents
        detent = opening
        self.containerHeight = containerHeight
        self.clockOwner = clockOwner
        self.heightChanged = heightChanged
        let button = cgtk_widget_new_with_role(gtk_button_get_type(), GTK_ACCESSIBLE_ROLE_BUTTON)
        g_object_ref_sink(gobject(button))
        grabber = button
        gtk_widget_add_css_class(button, "sheet-grabber")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        let bar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, classes: ["sheet-grabber-bar"])
        gtk_widget_set_can_target(bar, 0)
        gtk_button_set_child(gcast(button), bar)
        // Translators: the handle at the top of the medal table's sheet, for screen readers.
        cgtk_accessible_set_label(button, tr("Sheet Grabber"))
        cgtk_accessible_forget_labelled_by(button)
        // Else its description is sent again as a change when it first takes the focus, and said twice.
        cgtk_accessible_publish_when_mapped(button)
        clicked = Signal.connect(button, .clicked) { [weak self] in self?.moveToNextDetent() }
        describeDetent()
    }

    isolated deinit {
        run?.stopAnimation()
        clicked?.disconnect()
        g_object_unref(gobject(grabber))
    }

    /// The sheet's height in whole pixels in a container `container` tall.
    public func height(in container: Double) -> Double {
        (heldHeight ?? detent.height(in: container)).rounded()
    }

    /// How dim the content behind is at the sheet's height (0 clear, 1 fully dimmed).
    public func dimming(in container: Double) -> Double {
        detents.dimming(atHeight: height(in: container), in: container)
    }

    /// Whether a run between detents is under way.
    public var isRunning: Bool { run != nil }

    /// How many times the sheet has been sent to a detent (the grabber, a
    /// drag's release, a scroll), not counting a rest where a presentation
    /// or a change of window puts it: whether a person moved it meanwhile.
    public private(set) var moves = 0

    /// Whether a run under way is growing the sheet (toward a taller detent).
    public var isGrowing: Bool {
        let container = containerHeight()
        return run != nil && detent.height(in: container) > height(in: container)
    }

    /// Moves to the next larger detent, and from the largest to the
    /// smallest: what the grabber's activation does.
    public func moveToNextDetent() {
        guard canMove(), let next = detents.next(after: detent, in: containerHeight()) else { return }
        // The description says the new detent (a screen reader speaks a
        // change of the focused widget's description). Not announced:
        // GTK 4.24's gtk_accessible_announce on the grabber crashed the
        // GTK tests (a NULL call after a gtk_root_get_focus critical).
        move(to: next)
    }

    /// Rests at `detent` at once, with no run (where a presentation opens).
    public func rest(at detent: SheetDetent) {
        cancelRun()
        self.detent = detent
        heldHeight = nil
        describeDetent()
        heightChanged()
    }

    /// Runs from the height of the moment to `target`'s, leaving at
    /// `velocity` (points per second, upward positive; 0 eases in), at once
    /// under reduced motion. A run under way is taken over where it is.
    public func move(to target: SheetDetent, velocity: Double = 0) {
        moves += 1
        let container = containerHeight()
        let start = height(in: container)
        stopRun()
        detent = target
        describeDetent()
        let end = target.height(in: container)
        guard let clock = clockOwner(), abs(end - start) >= 0.5 else {
            heldHeight = nil
            heightChanged()
            return
        }
        let distance = end - start
        let speedToward = velocity * (distance > 0 ? 1 : -1) / abs(distance)
        let animator = FrameAnimator(duration: Self.runDuration, curve: .easeInOut, clockOwner: clock)
        animator.addAnimations { [weak self] progress in
            guard let self else { return }
            // The target's height of the moment: a resize during the run lands where the detent now is.
            let to = target.height(in: self.containerHeight())
            self.heldHeight = start + (to - start) * progress
            self.heightChanged()
        }
        animator.addCompletion { [weak self] _ in
            guard let self, self.run === animator else { return }
            self.run = nil
            self.heldHeight = nil
            self.heightChanged()
        }
        run = animator
        heldHeight = start
        if speedToward > 0 {
            animator.pauseAnimation()
            animator.continueAnimation(releaseVelocity: speedToward)
        } else {
            animator.startAnimation()
        }
    }

    /// Stops a run where it is; the sheet rests at that height until told
    /// where to go (a drag that caught it). Returns the height.
    @discardableResult
    public func stopRun() -> Double {
        let container = containerHeight()
        let now = height(in: container)
        if cancelRun() { heldHeight = now }
        return now
    }

    /// Holds the sheet at `height` (a drag moving it), stopping a run.
    public func hold(atHeight height: Double) {
        cancelRun()
        heldHeight = height
        heightChanged()
    }

    /// Rests at its detent at once, ending a run or a drag's hold (the
    /// presentation changes style under it).
    public func settle() {
        rest(at: detent)
    }

    /// Stops a run under way without its completion; returns whether one was.
    @discardableResult
    private func cancelRun() -> Bool {
        guard let run else { return false }
        self.run = nil
        run.stopAnimation()
        return true
    }

    /// The grabber's accessible value and description: the detent, in
    /// words. GTK reports a value only for range widgets (a button's goes
    /// unheard), so the description carries it to a screen reader too.
    private func describeDetent() {
        let name = Self.name(of: detent)
        cgtk_accessible_set_value_text(grabber, name)
        cgtk_accessible_set_description(grabber, name)
    }

    /// The detent the grabber's description says, for tests.
    var describedDetent: String { Self.name(of: detent) }

    /// A detent in words, for the grabber's value.
    static func name(of detent: SheetDetent) -> String {
        switch detent {
        // Translators: the medal table's sheet at half the window's height (the grabber's value).
        case .medium: return tr("Half Height")
        // Translators: the medal table's sheet at two thirds of the window's height (the grabber's value).
        case MedalSheetDetents.twoThirds: return tr("Two Thirds Height")
        // Translators: the medal table's sheet at nearly the window's full height (the grabber's value).
        case MedalSheetDetents.large: return tr("Full Height")
        default: return detent.identifier
        }
    }
}
