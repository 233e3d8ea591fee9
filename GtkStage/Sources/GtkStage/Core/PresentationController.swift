import CGtk
import Presentation

/// Owns a presentation's chrome and geometry (UIPresentationController).
///
/// The base class presents full-window with no chrome. Subclasses override
/// the frame, the size of the presented content and the transition hooks.
/// `presentedView` is a wrapper that holds the shown screen's view and carries
/// the dialog accessible role; adaptation swaps what it holds.
@MainActor
open class PresentationController {
    /// The screen presented.
    public var presentedViewController: ViewController { presented.screen }
    /// The screen that presents it (set again when a sheet controller made
    /// ahead of its presentation is presented).
    public internal(set) unowned var presentingViewController: ViewController
    /// The presented screen, held strongly, or not when the screen holds
    /// this controller itself (its `sheetPresentationController`).
    private let presented: PresentedScreen
    /// The stage the presentation happens on, set when it begins.
    public internal(set) weak var containerView: Stage?
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The coordinator of the transition under way, nil at rest.
    public internal(set) var transitionCoordinator: TransitionCoordinator?
    /// The widget placed on the stage: a dialog wrapping the shown screen.
    public let presentedView: WidgetPointer
    /// The screen the presented view holds now: the presented screen, or the
    /// replacement the adaptive delegate gave for a short window.
    public internal(set) var shownViewController: ViewController?
    /// The style in force after adaptation.
    public internal(set) var adaptiveStyle: AdaptiveStyle = .none

    /// A controller of `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        presented = PresentedScreen(presentedViewController, strongly: true)
        self.presentingViewController = presentingViewController
        presentedView = Self.makePresentedView(titled: presentedViewController.title, role: GTK_ACCESSIBLE_ROLE_DIALOG)
    }

    /// A controller whose presented view has `accessibleRole` (an alert's).
    init(presentedViewController: ViewController, presenting presentingViewController: ViewController, accessibleRole: GtkAccessibleRole) {
        presented = PresentedScreen(presentedViewController, strongly: true)
        self.presentingViewController = presentingViewController
        presentedView = Self.makePresentedView(titled: presentedViewController.title, role: accessibleRole)
    }

    /// A controller of `presentedViewController`, presented by
    /// `presentingViewController`, that the presented screen keeps (a
    /// sheet's), which then does not keep the screen.
    init(heldBy presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        presented = PresentedScreen(presentedViewController, strongly: false)
        self.presentingViewController = presentingViewController
        presentedView = Self.makePresentedView(titled: presentedViewController.title, role: GTK_ACCESSIBLE_ROLE_DIALOG)
    }

    /// The dialog that wraps the shown screen, held, named `title`.
    private static func makePresentedView(titled title: String, role: GtkAccessibleRole) -> WidgetPointer {
        let view = cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, role)
        g_object_ref_sink(gobject(view))
        StageObservation.lifetime(.presentationController, isAlive: true)
        gtk_widget_add_css_class(view, "presented-view")
        cgtk_accessible_set_label(view, title)
        return view
    }

    isolated deinit {
        StageObservation.lifetime(.presentationController, isAlive: false)
        g_object_unref(gobject(presentedView))
    }

    /// Whether the presenting screen's view leaves the stage once the
    /// presentation is complete (it comes back when the dismissal begins).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether Escape inside the presented view dismisses it (libadwaita's
    /// `can-close`); asked at each press, so it may change while presented.
    /// When it does not, the key still stops there.
    open var dismissesOnEscape: Bool { true }

    /// Whether Tab and the arrow keys stay inside the presented view while it
    /// is up (a modal panel); asked when the presentation begins.
    open var trapsFocus: Bool { true }

    /// The stage's bounds, or nothing before the presentation begins.
    public var containerBounds: Rect { containerView?.bounds ?? .zero }

    /// A dim beneath the presented view, over the whole stage: set one in
    /// your initializer, capturing the controller weakly (it keeps the dim):
    /// `dimmingView = DimmingView(label: "Dismiss") { [weak self] in self?.attemptDismissal() }`.
    /// The presentation puts it on the stage as it begins, fades it in and
    /// out along the transitions, keeps it over the whole stage, and takes it
    /// away with itself. A controller that draws its own chrome leaves it nil.
    public var dimmingView: DimmingView?

    /// Lets a person drag the presented view away to dismiss it: set one in
    /// your initializer (`dismissalDrag = DismissDragInteraction(toward: .bottom)`).
    /// The presentation installs it on its stage as it begins and takes it
    /// away with itself; it drives the dismissal unless the transitioning
    /// delegate vends an interaction controller of its own.
    public var dismissalDrag: DismissDragInteraction? {
        didSet {
            oldValue?.uninstall()
            dismissalDrag?.controller = self
            if let stage = containerView, phase != .dismissed { dismissalDrag?.install(on: stage) }
        }
    }

    /// The transition of this presentation under way (coming in or going),
    /// for an interaction to take over; nil while it rests.
    public var runningTransition: TransitionContext? {
        containerView?.presenter.runningTransition(presentedBy: presentingViewController)
    }

    /// Where this presentation is: presenting, presented, dismissing, dismissed.
    public var phase: TransitionPhase {
        containerView?.presenter.phase(presentedBy: presentingViewController) ?? .dismissed
    }

    /// Where the presented view rests once presented. Full window by default.
    open var frameOfPresentedViewInContainerView: Rect { containerBounds }

    /// The size of the presented content in a container of `parentSize`.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// The presentation begins: add the chrome (a `DimmingView`) to
    /// `containerView` and animate it along (`transitionCoordinator`). What
    /// is added to the stage here, or by the animator as it starts, leaves
    /// the stage with the presented view when the presentation turns back
    /// or its dismissal completes, whether this controller takes it off or not.
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called in every layout of the stage, before anything is placed: set
    /// the frames of the chrome and of the presented view here.
    open func containerViewWillLayoutSubviews() {
        containerView?.setFrame(frameOfPresentedViewInContainerView, of: presentedView)
    }

    /// Called when the adaptive style has changed (`adaptiveStyle` is the
    /// new one), before the shown screen is swapped and the focus moves into
    /// the presented view: show or hide the chrome that belongs to one style
    /// here (a sheet's grabber), so the focus never lands on what goes.
    open func adaptiveStyleDidChange() {}

    /// The swipe tracker of the drag that moves this presentation (a
    /// sheet's, a zoom's), nil for one with none of the library's: for
    /// tests and benchmarks that feed it input.
    open var interactionTracker: SwipeTracker? { nil }

    /// The presentation is over and off the stage: the controller lets go
    /// of the screen it showed and, kept by its screen for another
    /// presentation, of the screen that presented it.
    func presentationDidEnd() {
        shownViewController = nil
        if !presented.holdsScreen { presentingViewController = presentedViewController }
    }

    /// The box the shown screen's view goes in: the presented view itself,
    /// or one inside it (a zoom's, inside its rounded clip).
    var contentBox: WidgetPointer { presentedView }

    /// The container's size classes changed (and the presentation begins):
    /// a sheet takes the form they ask for. Called before the adaptive delegate is asked.
    func containerTraitsDidChange() {}

    /// Whether the presentation is adapted to a full-window style now.
    public var isAdaptedToFullWindow: Bool { adaptiveStyle == .adapted(.overFullScreen) }

    /// Whether the screen beneath is covered: it takes no input, and Tab
    /// stays inside the presented view (when `trapsFocus`). A sheet that
    /// rests at or below its largest undimmed detent is not. Asked when the
    /// presentation begins and whenever `setNeedsModalityUpdate()` is called.
    open var isModal: Bool { true }

    /// Tells the presenter that `isModal` changed: the screen beneath is
    /// covered or uncovered to match.
    public func setNeedsModalityUpdate() {
        containerView?.presenter.modalityChanged(of: self)
    }

    // MARK: Dismissal by a person

    /// Whether a dismissal a person began (a drag, a click on the dim,
    /// Escape) is under way, to tell the delegate once it has gone.
    var isDismissedByPerson = false

    /// What a click on the dim, Escape and a drag down do: asks the delegate
    /// (`presentationControllerShouldDismiss`); refused, tells it of the
    /// attempt and returns false, leaving the presentation as it is; else
    /// tells it the dismissal begins and dismisses. Call it from the chrome
    /// a subclass adds (UIKit does it for its own sheets).
    /// This presentation goes with whatever is presented over it; each of
    /// their delegates is asked first, and the first to refuse is told of
    /// the attempt. A dismissal already under way is not asked about again.
    @discardableResult
    public func attemptDismissal(animated: Bool = true) -> Bool {
        guard let stage = containerView else { return false }
        if isDismissedByPerson { return true }
        guard acceptsDismissalByPerson() else { return false }
        stage.presenter.dismiss(presentedBy: presentingViewController, animated: animated, completion: nil)
        return true
    }

    /// The delegates' answer to a person's dismissal of this presentation
    /// and of those over it, the refusing one told of the attempt; when all
    /// say yes, this one's delegate hears the dismissal begins. For a drag
    /// that starts the dismissal itself.
    func acceptsDismissalByPerson() -> Bool {
        let above = containerView?.presenter.controllers(above: self) ?? []
        for controller in above.reversed() + [self] {
            if let delegate = controller.delegate, !delegate.presentationControllerShouldDismiss(controller) {
                delegate.presentationControllerDidAttemptToDismiss(controller)
                return false
            }
        }
        isDismissedByPerson = true
        delegate?.presentationControllerWillDismiss(self)
        return true
    }

    /// The presentation ended with it gone (`completed`: a dismissal that
    /// ran to its end, or a presentation turned back) or up again: the
    /// delegate hears that a person's dismissal is complete; one taken back
    /// (a drag let go short) ends quietly.
    func personsDismissalEnded(completed: Bool) {
        guard isDismissedByPerson else { return }
        isDismissedByPerson = false
        if completed { delegate?.presentationControllerDidDismiss(self) }
    }
}

/// The presented screen as a presentation controller holds it.
@MainActor
private final class PresentedScreen {
    private let strong: ViewController?
    unowned let screen: ViewController

    init(_ screen: ViewController, strongly: Bool) {
        self.screen = screen
        strong = strongly ? screen : nil
    }

    /// Whether the controller keeps the screen (false: the screen keeps it).
    var holdsScreen: Bool { strong != nil }
}
