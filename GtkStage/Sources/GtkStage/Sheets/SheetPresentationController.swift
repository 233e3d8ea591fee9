import CGtk
import Presentation

/// A sheet (UIKit's `UISheetPresentationController`): a screen presented
/// with `modalPresentationStyle = .pageSheet` (or `.formSheet`) rises from
/// the bottom edge and rests at one of its detents; a person drags it
/// between them (anywhere on it, a finger on its content when the content
/// cannot scroll that way), cycles them with its grabber, grows it by
/// scrolling its content on from the top, and dismisses it by a flick down,
/// a click on the dim or Escape, unless the delegate says no.
///
/// Get it from the screen before presenting it, and set it up as in UIKit:
///
/// ```swift
/// screen.modalPresentationStyle = .pageSheet
/// if let sheet = screen.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
///     sheet.largestUndimmedDetentIdentifier = .medium
/// }
/// present(screen, animated: true)
/// ```
///
/// How it shows depends on the container's size classes (the stage's
/// `sizeClassThresholds`): a bottom sheet; a `.formSheet` floats in the
/// middle of a window both wide and tall, sized to the screen's
/// `preferredContentSize`; in a short window it fills it, or stays a sheet
/// at its largest detent (`prefersEdgeAttachedInCompactHeight`). A sheet
/// presented from a sheet stacks over it, and the one beneath steps back.
@MainActor
public final class SheetPresentationController: PresentationController {
    /// How the sheet shows in the container of the moment.
    enum Form: Equatable {
        /// At its detents, attached to the bottom edge, as wide as the container.
        case bottom
        /// A short window's sheet (`prefersEdgeAttachedInCompactHeight`): at
        /// its largest detent when it came, then wherever a person puts it.
        case attached
        /// A form sheet in a wide and tall window: in the middle, sized to its content.
        case floating
        /// A short window's sheet that is not attached: the whole container.
        case fullWindow
    }

    /// The size of a floating sheet whose screen asks for none (UIKit's form sheet's).
    public static let defaultFloatingSize = Size(width: 540, height: 620)
    /// The room a floating sheet leaves around it, at the least.
    public static let floatingMargin = 24.0
    /// The corner radius of a sheet that asks for none.
    public static let defaultCornerRadius = 12.0
    /// How much smaller a sheet beneath another one is drawn, and how far up it steps.
    static let stepBackScale = 0.92
    static let stepBackRise = 10.0

    // MARK: Settings

    /// The heights the sheet rests at (UIKit's `detents`); `[.large()]`
    /// unless set, and when set to none.
    public var detents: [SheetDetent] = [.large()] {
        didSet { detentsDidChange() }
    }

    /// The detent the sheet rests at (UIKit's `selectedDetentIdentifier`);
    /// set before the presentation, it opens there (nil: at the smallest);
    /// after one, it reads where the sheet was left, and opens there next.
    /// Set while it is up, it goes there: with a run inside
    /// `animateChanges`, at once outside it.
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
        get { isUp ? sheetHeight.detent.identifier : selection }
        set { select(newValue) }
    }

    /// The largest detent at which the content behind the sheet is not
    /// dimmed and takes clicks, keys and scrolling while the sheet stays
    /// (UIKit's `largestUndimmedDetentIdentifier`); nil: dimmed at every detent.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier? {
        didSet { detentsDidChange() }
    }

    /// Whether the sheet shows a grabber at its top edge (UIKit's `prefersGrabberVisible`).
    public var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The radius of the sheet's corners (UIKit's `preferredCornerRadius`);
    /// nil: `defaultCornerRadius`.
    public var preferredCornerRadius: Double? {
        didSet { applyCornerRadius() }
    }

    /// Whether scrolling the content on from its top grows the sheet to its
    /// next detent before the content scrolls (UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`); on unless set.
    public var prefersScrollingExpandsWhenScrolledToEdge = true {
        didSet {
            guard isUp, prefersScrollingExpandsWhenScrolledToEdge != oldValue else { return }
            scrollExpansion.uninstall()
            if prefersScrollingExpandsWhenScrolledToEdge { scrollExpansion.install(in: presentedView) }
        }
    }

    /// Whether, in a short window, the sheet stays a sheet attached to the
    /// bottom edge at its largest detent, instead of filling the window
    /// (UIKit's `prefersEdgeAttachedInCompactHeight`).
    public var prefersEdgeAttachedInCompactHeight = false {
        didSet { containerTraitsDidChange() }
    }

    /// Whether an attached sheet is as wide as its screen's
    /// `preferredContentSize`, in the middle, rather than the whole width
    /// (UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { containerView?.setNeedsLayout() }
    }

    /// What a screen reader calls each detent (the grabber's value); the
    /// medium and large detents have names of their own, others their identifier.
    public var detentNames: [SheetDetent.Identifier: String] = [:] {
        didSet { describeDetent() }
    }

    /// Makes the changes to `selectedDetentIdentifier` inside `changes` run
    /// to their detent (UIKit's `animateChanges(_:)`).
    public func animateChanges(_ changes: () -> Void) {
        animatesChanges += 1
        defer { animatesChanges -= 1 }
        changes()
    }

    // MARK: State

    /// The selection asked for before the presentation, or where the last one left it.
    private var selection: SheetDetent.Identifier?
    /// How deep inside `animateChanges` the app is.
    private var animatesChanges = 0
    /// The sheet's height: its detent, runs and holds.
    private(set) lazy var sheetHeight = SheetHeight(
        detents: resolvedDetents,
        containerHeight: { [weak self] in self?.containerBounds.height ?? 0 },
        clockOwner: { [weak self] in self?.containerView?.widget },
        heightChanged: { [weak self] in self?.sheetHeightChanged() })
    /// The grabber, shown while the sheet prefers one and is a bottom sheet.
    let grabber: SheetGrabber
    /// The dim behind the sheet; a click on it dismisses, when a person may.
    let dim: DimmingView
    /// Moves the sheet between detents and away, and drives its dismissal.
    private(set) lazy var drag = SheetDrag(controller: self)
    /// Grows the sheet when its content is scrolled on from the top.
    private(set) lazy var scrollExpansion = SheetScrollExpansion(controller: self)
    /// How far the dim has come in with the presentation (0 to 1).
    private var dimProgress = 0.0
    /// How the sheet shows now.
    private(set) var form = Form.bottom
    /// The detent before a short window attached the sheet at its largest,
    /// and the count of a person's moves then.
    private var detentBeforeAttaching: SheetDetent?
    private var movesWhenAttached = 0
    /// Whether the content behind was active at the last look, to tell the presenter of a change.
    private var wasModal = true
    /// Runs the sheet back up to its detent after a drag below it.
    private var offsetRun: FrameAnimator?
    /// The sheet this one stacks over, which steps back while this is up.
    private weak var sheetBeneath: SheetPresentationController?
    /// How far this sheet has stepped back for one stacked over it (0 to 1).
    private var stepBack = 0.0
    /// The style class that gives the corners their radius.
    private var cornerClass: String?

    /// The sheet of `screen`, which holds it (`ViewController.sheetPresentationController`).
    init(sheetOf screen: ViewController) {
        dim = DimmingView(label: tr("Dismiss")) {}
        grabber = SheetGrabber {}
        super.init(heldBy: screen, presenting: screen)
        dim.onClick = { [weak self] in self?.attemptDismissal() }
        grabber.activated = { [weak self] in self?.grabberActivated() }
        gtk_widget_add_css_class(presentedView, "sheet")
        gtk_widget_set_overflow(presentedView, GTK_OVERFLOW_HIDDEN)
        gtk_box_prepend(gcast(presentedView), grabber.widget)
        updateGrabber()
        applyCornerRadius()
    }

    /// The detents as the core works with them.
    var resolvedDetents: SheetDetents {
        SheetDetents(detents.isEmpty ? [.large()] : detents, selected: selection, largestUndimmed: largestUndimmedDetentIdentifier)
    }

    /// Whether the sheet is presented or on its way.
    private var isUp: Bool { containerView != nil }

    /// Whether the sheet rests presented at its detents, no transition
    /// running: when it may move between them.
    var isAtRest: Bool {
        guard let stage = containerView, !isAdaptedToFullWindow, form == .bottom || form == .attached else { return false }
        return stage.presenter.phase(presentedBy: presentingViewController) == .presented
    }

    // MARK: Presentation

    override public func presentationTransitionWillBegin() {
        guard let stage = containerView else { return }
        sheetHeight.detents = resolvedDetents
        if let opening = sheetHeight.detents.openingDetent(in: containerBounds.height) { sheetHeight.rest(at: opening) }
        describeDetent()
        detentBeforeAttaching = nil
        stage.setOffset(.zero, of: presentedView)
        containerTraitsDidChange()
        drag.install(on: stage)
        scrollExpansion.uninstall()
        if prefersScrollingExpandsWhenScrolledToEdge { scrollExpansion.install(in: presentedView) }
        stage.addSubview(dim.widget)
        // The presenter covered the screen beneath before the sheet knew its detent.
        wasModal = isModal
        setNeedsModalityUpdate()
        sheetBeneath = findSheetBeneath()
        let beneath = sheetBeneath
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            setDimProgress(1)
            beneath?.setStepBack(1)
            return
        }
        setDimProgress(0)
        coordinator.animate(alongsideTransition: { [weak self] progress in
            self?.setDimProgress(progress)
            beneath?.setStepBack(progress)
        })
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { leave() }
    }

    override public func dismissalTransitionWillBegin() {
        sheetHeight.stopRun()
        offsetRun?.stopAnimation()
        offsetRun = nil
        let beneath = sheetBeneath
        let start = dimProgress
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            setDimProgress(0)
            beneath?.setStepBack(0)
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] progress in
            self?.setDimProgress(start * (1 - progress))
            beneath?.setStepBack(1 - progress)
        })
    }

    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            leave()
        } else {
            // Taken back: up at its detent again, dim and all.
            setDimProgress(1)
            sheetBeneath?.setStepBack(1)
            runOffsetBack()
        }
    }

    /// The presentation is over (dismissed, or turned back): the sheet
    /// stops listening, and the sheet beneath steps forward again.
    private func leave() {
        // Presented again, it opens where it was left.
        selection = sheetHeight.detent.identifier
        drag.uninstall()
        scrollExpansion.uninstall()
        offsetRun?.stopAnimation()
        offsetRun = nil
        sheetBeneath?.setStepBack(0)
        sheetBeneath = nil
    }

    /// The sheet whose screen presents this one, if it is a sheet.
    private func findSheetBeneath() -> SheetPresentationController? {
        guard let stage = containerView, let beneathPresenter = presentingViewController.presentingViewController,
            let beneath = stage.presenter.presentationController(presentedBy: beneathPresenter) as? SheetPresentationController,
            beneath !== self
        else { return nil }
        return beneath
    }

    // MARK: Layout

    override public var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerBounds
        switch form {
        case .fullWindow:
            return bounds
        case .floating:
            let wanted = presentedViewController.preferredContentSize
            let size = wanted.width > 0 && wanted.height > 0 ? wanted : Self.defaultFloatingSize
            let width = min(size.width, max(bounds.width - 2 * Self.floatingMargin, 0))
            let height = min(size.height, max(bounds.height - 2 * Self.floatingMargin, 0))
            return Rect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
        case .bottom, .attached:
            let height = sheetHeight.height(in: bounds.height)
            var width = bounds.width
            let wanted = presentedViewController.preferredContentSize.width
            if form == .attached, widthFollowsPreferredContentSizeWhenEdgeAttached, wanted > 0 {
                width = min(wanted, bounds.width)
            }
            return Rect(x: ((bounds.width - width) / 2).rounded(), y: bounds.height - height, width: width, height: height)
        }
    }

    override public func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        frameOfPresentedViewInContainerView.size
    }

    override public func containerViewWillLayoutSubviews() {
        guard let stage = containerView else { return }
        stage.setFrame(containerBounds, of: dim.widget)
        let frame = frameOfPresentedViewInContainerView
        stage.setFrame(frame, of: presentedView)
        stage.setDrawnRect(stepBack > 0 ? steppedBack(frame) : nil, of: presentedView)
        applyDim()
    }

    /// Where a sheet at `frame` is drawn while one stacked over it is up:
    /// a little smaller, its top a little higher, showing above the new one.
    private func steppedBack(_ frame: Rect) -> Rect {
        let scale = 1 - (1 - Self.stepBackScale) * stepBack
        let width = frame.width * scale
        return Rect(
            x: frame.x + (frame.width - width) / 2, y: max(frame.y - Self.stepBackRise * stepBack, 0),
            width: width, height: frame.height * scale)
    }

    /// Steps back for a sheet stacked over this one (1), or forward again (0).
    func setStepBack(_ amount: Double) {
        stepBack = min(max(amount, 0), 1)
        containerView?.setNeedsLayout()
    }

    /// The container's size classes changed, or the presentation begins:
    /// the sheet takes the form they ask for (a change of form keeps its
    /// content and focus: only its frame and chrome change).
    override func containerTraitsDidChange() {
        guard let stage = containerView else { return }
        let traits = stage.traitCollection
        let floats =
            presentedViewController.modalPresentationStyle == .formSheet && traits.horizontalSizeClass == .regular
            && traits.verticalSizeClass == .regular
        let newForm: Form =
            floats ? .floating : traits.verticalSizeClass == .compact ? (prefersEdgeAttachedInCompactHeight ? .attached : .fullWindow) : .bottom
        attach(newForm == .attached)
        if newForm != form {
            form = newForm
            sheetHeight.settle()
            gtk_widget_remove_css_class(presentedView, "floating")
            if form == .floating { gtk_widget_add_css_class(presentedView, "floating") }
            updateGrabber()
            updateModality()
        }
        stage.setNeedsLayout()
    }

    /// In a short window an attached sheet rests at its largest detent;
    /// tall again, it goes back to the one it had, or stays at the one a
    /// person moved it to while it was attached.
    private func attach(_ attaches: Bool) {
        if attaches, detentBeforeAttaching == nil,
            let largest = sheetHeight.detents.stops(in: containerBounds.height).last?.detent
        {
            detentBeforeAttaching = sheetHeight.detent
            movesWhenAttached = sheetHeight.moves
            sheetHeight.rest(at: largest)
            detentDidChange(byPerson: false)
        } else if !attaches, let before = detentBeforeAttaching {
            detentBeforeAttaching = nil
            sheetHeight.rest(at: sheetHeight.moves == movesWhenAttached ? before : sheetHeight.detent)
            detentDidChange(byPerson: false)
        }
    }

    /// Whether the sheet is attached at its largest detent for a short window now.
    public var isAttachedInCompactHeight: Bool { form == .attached }

    /// Over the whole window (a short window's replacement screen) a sheet has no grabber.
    override public func adaptiveStyleDidChange() {
        sheetHeight.settle()
        updateGrabber()
        updateModality()
    }

    /// The sheet's height changed (a run, a drag, a detent): it and its dim follow.
    private func sheetHeightChanged() {
        guard let stage = containerView, stage.contains(presentedView) else { return }
        stage.setFrame(frameOfPresentedViewInContainerView, of: presentedView)
        applyDim()
    }

    // MARK: Dim and modality

    /// Whether the content behind is covered: except while the sheet rests
    /// at or below its largest undimmed detent.
    override public var isModal: Bool {
        guard form == .bottom || form == .attached, !isAdaptedToFullWindow else { return true }
        return !sheetHeight.detents.leavesContentBehindActive(at: sheetHeight.detent, in: containerBounds.height)
    }

    private func setDimProgress(_ progress: Double) {
        dimProgress = progress
        applyDim()
    }

    /// The dim: as far in as the presentation, as dark as the sheet's height
    /// asks; it takes clicks only while the sheet is modal.
    private func applyDim() {
        let level: Double
        switch form {
        case .floating, .fullWindow:
            level = 1
        case .bottom, .attached:
            let container = containerBounds.height
            let offset = containerView.map { $0.offset(of: presentedView).y } ?? 0
            let shown = sheetHeight.height(in: container) * (1 - min(max(offset, 0), 1))
            level = sheetHeight.detents.dimming(atHeight: shown, in: container)
        }
        dim.opacity = dimProgress * level
        gtk_widget_set_can_target(dim.widget, isModal ? 1 : 0)
    }

    /// Tells the presenter when the content behind became active or covered.
    private func updateModality() {
        applyDim()
        let modal = isModal
        guard modal != wasModal else { return }
        wasModal = modal
        setNeedsModalityUpdate()
    }

    // MARK: Detents

    private func detentsDidChange() {
        sheetHeight.detents = resolvedDetents
        guard isUp else { return }
        let container = containerBounds.height
        if sheetHeight.detents.height(of: sheetHeight.detent, in: container) == nil,
            let nearest = sheetHeight.detents.nearest(to: sheetHeight.height(in: container), in: container)
        {
            sheetHeight.rest(at: nearest.detent)
        }
        detentDidChange(byPerson: false)
    }

    private func select(_ identifier: SheetDetent.Identifier?) {
        selection = identifier
        guard isUp, let detent = sheetHeight.detents.detent(identifier), detent != sheetHeight.detent else { return }
        sheetHeight.move(to: detent, animated: animatesChanges > 0 && isAtRest, byPerson: false)
        detentDidChange(byPerson: false)
    }

    /// Moves the sheet to `detent` as a person asked (the grabber, a drag's
    /// release, a scroll), leaving at `velocity` (points a second, upward).
    func personMoved(to detent: SheetDetent, velocity: Double = 0) {
        let changed = detent != sheetHeight.detent
        sheetHeight.move(to: detent, velocity: velocity)
        if changed { detentDidChange(byPerson: true) }
    }

    /// The detent changed: the grabber says so, the dim and the content
    /// behind follow, and the delegate hears of a person's change.
    private func detentDidChange(byPerson: Bool) {
        describeDetent()
        updateModality()
        if byPerson, let delegate = delegate as? SheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// The grabber's activation: the next detent up, from the largest the smallest.
    private func grabberActivated() {
        guard isAtRest, let next = sheetHeight.detents.next(after: sheetHeight.detent, in: containerBounds.height) else { return }
        personMoved(to: next)
    }

    /// The name of `detent` for a screen reader.
    func name(of detent: SheetDetent) -> String {
        if let name = detentNames[detent.identifier] { return name }
        switch detent.identifier {
        // Translators: a sheet at half the window's height (its grabber's value, for screen readers).
        case .medium: return tr("Half Height")
        // Translators: a sheet at nearly the window's full height (its grabber's value, for screen readers).
        case .large: return tr("Full Height")
        default: return detent.identifier.rawValue
        }
    }

    private func describeDetent() {
        grabber.describe(name(of: sheetHeight.detent))
    }

    private func updateGrabber() {
        let shows = prefersGrabberVisible && (form == .bottom || form == .attached) && !isAdaptedToFullWindow
        gtk_widget_set_visible(grabber.widget, shows ? 1 : 0)
        describeDetent()
    }

    private func applyCornerRadius() {
        if let cornerClass { gtk_widget_remove_css_class(presentedView, cornerClass) }
        let made = StageStyle.cornerRadiusClass(preferredCornerRadius ?? Self.defaultCornerRadius)
        gtk_widget_add_css_class(presentedView, made)
        cornerClass = made
    }

    // MARK: Drags below the smallest detent

    /// How far below its detent a drag has pulled the sheet, in its own heights.
    var pullDown: Double {
        containerView.map { $0.offset(of: presentedView).y } ?? 0
    }

    /// Pulls the sheet down by `share` of its height (a drag below its
    /// smallest detent), the dim lightening with it.
    func setPullDown(_ share: Double) {
        offsetRun?.stopAnimation()
        offsetRun = nil
        containerView?.setOffset(Point(x: 0, y: min(max(share, 0), 1)), of: presentedView)
        applyDim()
    }

    /// Runs a pulled-down sheet back up to its detent.
    func runOffsetBack() {
        guard let stage = containerView else { return }
        let start = stage.offset(of: presentedView).y
        guard start > 0 else { return }
        let animator = FrameAnimator(duration: SheetHeight.runDuration, curve: .easeOut, clockOwner: stage.widget)
        animator.addAnimations { [weak self] progress in
            guard let self, let stage = self.containerView else { return }
            stage.setOffset(Point(x: 0, y: start * (1 - progress)), of: self.presentedView)
            self.applyDim()
        }
        animator.addCompletion { [weak self] _ in
            if self?.offsetRun === animator { self?.offsetRun = nil }
        }
        offsetRun = animator
        animator.startAnimation()
    }

    /// Grows the sheet to its next detent from a scroll on its content's top
    /// (`SheetScrollExpansion`); whether it did.
    func growFromScroll() -> Bool {
        guard isAtRest else { return false }
        if sheetHeight.isGrowing { return true }
        let container = containerBounds.height
        guard let larger = sheetHeight.detents.larger(than: sheetHeight.height(in: container), in: container) else { return false }
        personMoved(to: larger)
        return true
    }

    /// The dimming view's widget, for tests.
    public var dimmingWidget: WidgetPointer { dim.widget }
    /// The grabber's widget, for tests and screen-reader walks.
    public var grabberWidget: WidgetPointer { grabber.widget }
    /// The grabber's value in words, for tests.
    var describedDetent: String { name(of: sheetHeight.detent) }
    /// Whether the sheet is on its way to a detent: a run between detents,
    /// or the way back up after a drag below them (tests, the benchmark).
    public var isRunningBetweenDetents: Bool { sheetHeight.isRunning || offsetRun != nil }
    /// The drag that moves the sheet (tests drive it with synthetic input).
    public var dragTracker: SwipeTracker? { drag.tracker }
    override public var interactionTracker: SwipeTracker? { drag.tracker }
}
