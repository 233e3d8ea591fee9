import CGtk
import GtkStage
import Localization
import Presentation

/// The chrome and geometry of a slide-in presentation: a dimming view over
/// the whole container, and a panel covering two thirds of it on one side;
/// a bottom panel with detents is a sheet whose height is its detent's,
/// with a grabber at its top edge.
@MainActor
public final class SlideInPresentationController: PresentationController {
    public let direction: PresentationDirection
    /// Drags the panel back toward its edge (the dismissal's interaction controller).
    public private(set) var dragInteraction: SlideInDragInteraction?
    /// The sheet's detents and grabber, for a bottom panel made with detents.
    public private(set) var sheet: BottomSheet?
    /// Drags the sheet by its grabber between its detents.
    public private(set) var grabberDrag: SheetGrabberDrag?
    /// Grows the sheet when its rows are scrolled on from their top.
    private(set) var scrollExpansion: SheetScrollExpansion?
    /// Whether the sheet rests at its largest detent, attached to the
    /// bottom edge, in a container of these traits (a short window under the
    /// attached-sheet policy); asked at every layout.
    var attachesInCompactHeight: @MainActor (TraitCollection) -> Bool = { _ in false }
    /// The detent the sheet rested at before a short window attached it at
    /// its largest; it goes back there when the window is tall again.
    private var detentBeforeAttaching: SheetDetent?
    /// The sheet's count of moves when it was attached: more by the time the
    /// window is tall again, and a person moved it while it was attached.
    private var movesWhenAttached = 0
    private var dimmingView: DimmingView?
    /// How far the dim has come in with the presentation (0 to 1); the
    /// sheet's height sets how dark it is at 1.
    private var dimProgress = 0.0

    /// A panel presented from `direction`; from the bottom with
    /// `sheetDetents`, a sheet that rests at them, with a grabber.
    public init(
        presentedViewController: ViewController, presenting: ViewController, direction: PresentationDirection,
        sheetDetents: SheetDetents? = nil
    ) {
        self.direction = direction
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        gtk_widget_add_css_class(presentedView, "slide-in-panel")
        gtk_widget_add_css_class(presentedView, "from-\(direction.rawValue)")
        if direction == .bottom, let detents = sheetDetents, let opening = detents.openingDetent(in: 0) {
            let sheet = BottomSheet(
                detents: detents, opening: opening,
                containerHeight: { [weak self] in self?.containerBounds.height ?? 0 },
                clockOwner: { [weak self] in self?.containerView?.widget },
                heightChanged: { [weak self] in self?.sheetHeightChanged() })
            gtk_widget_add_css_class(presentedView, "bottom-sheet")
            // The grabber heads the sheet; the shown screen follows it in the wrapper.
            gtk_box_prepend(gcast(presentedView), sheet.grabber)
            sheet.canMove = { [weak self] in self?.isAtRest ?? false }
            self.sheet = sheet
            let grabberDrag = SheetGrabberDrag(sheet: sheet, controller: self)
            self.grabberDrag = grabberDrag
            scrollExpansion = SheetScrollExpansion(
                sheet: sheet, containerHeight: { [weak self] in self?.containerBounds.height ?? 0 })
        }
        dimmingView = DimmingView(label: tr("Dismiss")) { [weak self] in
            self?.presentedViewController.dismiss(animated: true)
        }
        dragInteraction = SlideInDragInteraction(direction: direction, controller: self)
        if let grabberDrag {
            // A press on the grabber or the header is the grabber's drag, not the dismissal's.
            dragInteraction?.ignoresPress = { [weak grabberDrag] point in grabberDrag?.isOnHandle(point) ?? false }
        }
    }

    override public func presentationTransitionWillBegin() {
        guard let dimmingView, let containerView else { return }
        if let sheet, let opening = sheet.detents.openingDetent(in: containerBounds.height) {
            sheet.rest(at: opening)
            // Opened in a short window under the attached-sheet policy: at the largest from the first frame.
            detentBeforeAttaching = nil
            attachInCompactHeight()
        }
        dragInteraction?.install(on: containerView.widget)
        grabberDrag?.install(on: containerView.widget)
        scrollExpansion?.install(in: presentedView)
        containerView.addSubview(dimmingView.widget)
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            setDimProgress(1)
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] progress in self?.setDimProgress(progress) })
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    override public func dismissalTransitionWillBegin() {
        guard dimmingView != nil else { return }
        sheet?.stopRun()
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            setDimProgress(0)
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] progress in self?.setDimProgress(1 - progress) })
    }

    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            removeChrome()
        } else if let sheet {
            // Stopped where the dismissal took it: back to its detent.
            sheet.move(to: sheet.detent)
        }
    }

    /// Whether the panel is presented with no transition running and not
    /// adapted to the whole window: when a sheet may move between detents.
    var isAtRest: Bool {
        guard let stage = containerView, !isAdaptedToFullWindow else { return false }
        return stage.presenter.phase(presentedBy: presentingViewController) == .presented
    }

    override public func containerViewWillLayoutSubviews() {
        attachInCompactHeight()
        if let dimmingView { containerView?.setFrame(containerBounds, of: dimmingView.widget) }
        containerView?.setFrame(frameOfPresentedViewInContainerView, of: presentedView)
        if sheet != nil { applyDim() }
    }

    /// Over the whole window (a short window's full-window table or rotate
    /// prompt) a sheet has no grabber.
    override public func adaptiveStyleDidChange() {
        guard let sheet else { return }
        sheet.settle()
        gtk_widget_set_visible(sheet.grabber, isAdaptedToFullWindow ? 0 : 1)
    }

    override public func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        guard let sheet else { return SlideInGeometry.size(for: direction, parent: parentSize) }
        return Size(width: parentSize.width, height: sheet.height(in: parentSize.height))
    }

    override public var frameOfPresentedViewInContainerView: Rect {
        let container = containerBounds.size
        guard let sheet else { return SlideInGeometry.frame(for: direction, in: container) }
        let height = sheet.height(in: container.height)
        return Rect(x: 0, y: container.height - height, width: container.width, height: height)
    }

    /// Whether the sheet is attached at its largest detent for a short window now.
    public var isAttachedInCompactHeight: Bool { detentBeforeAttaching != nil }

    /// In a short window under the attached-sheet policy the sheet rests at
    /// its largest detent; tall again, it goes back to the one it had, or
    /// stays at the one a person moved it to while it was attached.
    private func attachInCompactHeight() {
        guard let sheet, let stage = containerView else { return }
        let attaches = attachesInCompactHeight(stage.traitCollection)
        if attaches, detentBeforeAttaching == nil,
            let largest = sheet.detents.stops(in: containerBounds.height).last?.detent
        {
            detentBeforeAttaching = sheet.detent
            movesWhenAttached = sheet.moves
            sheet.rest(at: largest)
        } else if !attaches, let before = detentBeforeAttaching {
            detentBeforeAttaching = nil
            // Moved by hand while attached, it stays where the person put it.
            sheet.rest(at: sheet.moves == movesWhenAttached ? before : sheet.detent)
        }
    }

    /// The sheet's height changed (a run, the grabber): the sheet and the dim follow.
    private func sheetHeightChanged() {
        guard let containerView, containerView.contains(presentedView) else { return }
        containerView.setFrame(frameOfPresentedViewInContainerView, of: presentedView)
        applyDim()
    }

    private func setDimProgress(_ progress: Double) {
        dimProgress = progress
        applyDim()
    }

    /// The dim: as far in as the presentation, as dark as the sheet's height asks.
    private func applyDim() {
        guard let dimmingView else { return }
        let level = sheet.map { $0.dimming(in: containerBounds.height) } ?? 1
        dimmingView.opacity = dimProgress * level
    }

    /// The dimming view's widget, for tests and screenshots.
    public var dimmingWidget: WidgetPointer? { dimmingView?.widget }

    /// Takes the dimming view off the stage and stops listening for drags.
    private func removeChrome() {
        if let dimmingView { containerView?.removeSubview(dimmingView.widget) }
        dragInteraction?.uninstall()
        grabberDrag?.uninstall()
        scrollExpansion?.uninstall()
    }
}
