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
    public let presentedViewController: ViewController
    public unowned let presentingViewController: ViewController
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

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        presentedView = cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, GTK_ACCESSIBLE_ROLE_DIALOG)
        g_object_ref_sink(gobject(presentedView))
        StageObservation.lifetime(.presentationController, isAlive: true)
        gtk_widget_add_css_class(presentedView, "presented-view")
        cgtk_accessible_set_label(presentedView, presentedViewController.title)
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

    /// Whether the presentation is adapted to a full-window style now.
    public var isAdaptedToFullWindow: Bool { adaptiveStyle == .adapted(.overFullScreen) }
}
