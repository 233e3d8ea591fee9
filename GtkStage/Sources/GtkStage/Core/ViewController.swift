import CGtk
import Presentation

/// A screen: a root widget plus the presentation relationships UIKit keeps on
/// UIViewController. A screen does not know how it is presented; whoever
/// presents it sets its `transitioningDelegate` and `modalPresentationStyle`.
@MainActor
open class ViewController {
    /// The screen's root widget, owned (a strong reference) by the screen.
    public let view: WidgetPointer
    /// A short name: the accessible name of a panel that presents this screen.
    open var title: String

    /// Vends the presentation controller and animators (UIKit's is weak too).
    public weak var transitioningDelegate: (any TransitioningDelegate)?
    /// `.custom` asks the transitioning delegate for a presentation controller.
    public var modalPresentationStyle: PresentationStyle = .overFullScreen

    /// The screen that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// The screen this one presents, from the start of its presentation to the
    /// end of its dismissal; for a screen of a navigation stack, what the
    /// stack presents (it presents for its screens).
    public var presentedViewController: ViewController? {
        if let navigationController { return navigationController.presentedViewController }
        return presented
    }
    /// What this screen itself presents (the presenter keeps it).
    var presented: ViewController?

    /// The navigation controller whose stack holds this screen, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// A widget a navigation controller shows at the leading end of its bar
    /// while this screen is its root (UIKit's leftBarButtonItem). The screen
    /// owns it: it comes and goes from the bar.
    public var navigationLeadingItem: WidgetPointer? {
        didSet {
            if let navigationLeadingItem { g_object_ref_sink(gobject(navigationLeadingItem)) }
            if let oldValue { g_object_unref(gobject(oldValue)) }
        }
    }

    /// The stage of a root screen; presented screens find it through their presenter.
    weak var hostStage: Stage?

    /// How this screen comes in when presented, in place of a transitioning
    /// delegate (UIKit's `preferredTransition`): `.zoom` grows it out of a
    /// view of the screen that presents it. Nil: as its
    /// `modalPresentationStyle` says.
    public var preferredTransition: PreferredTransition?

    /// The size this screen asks for where a presentation sizes it to its
    /// content: a floating sheet, an attached sheet that follows it (UIKit's
    /// `preferredContentSize`). Zero leaves the size to the presentation.
    public var preferredContentSize = Size.zero

    /// Whether this screen's view draws every pixel of its bounds opaquely
    /// (UIView's `isOpaque`, a drawing hint): while such a screen covers
    /// the whole stage in a zoom, what is beneath it is left undrawn. False
    /// by default; a screen with see-through parts must leave it false, or
    /// what is behind it disappears while the zoom covers the stage.
    public var isViewOpaque = false

    /// The sheet controller that presents this screen while its
    /// `modalPresentationStyle` is `.pageSheet` or `.formSheet` (UIKit's
    /// `sheetPresentationController`), nil in other styles. Made when first
    /// asked for, so it is set up before `present`; it keeps its settings
    /// from one presentation of the screen to the next.
    public var sheetPresentationController: SheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheetController { return sheetController }
        let made = SheetPresentationController(sheetOf: self)
        sheetController = made
        return made
    }
    private var sheetController: SheetPresentationController?

    public init(view: WidgetPointer, title: String) {
        self.view = view
        self.title = title
        g_object_ref_sink(gobject(view))
        StageObservation.lifetime(.viewController, isAlive: true)
    }

    isolated deinit {
        StageObservation.lifetime(.viewController, isAlive: false)
        if let navigationLeadingItem { g_object_unref(gobject(navigationLeadingItem)) }
        g_object_unref(gobject(view))
    }

    /// The stage this screen presents onto, if any: its own as a stage's
    /// root, its presenter's, or, for every screen of a navigation stack
    /// (the root as much as a pushed one), the stack's.
    public var stage: Stage? {
        if let navigationController { return navigationController.stage }
        return hostStage ?? presentingViewController?.stage
    }

    /// Presents `viewController` over this screen. A screen of a navigation
    /// stack presents from the stack (UIKit's presentation context), over its
    /// bar as well. Ignored if the presenter already presents something:
    /// panels do not stack.
    public func present(_ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        if let navigationController {
            navigationController.present(viewController, animated: animated, completion: completion)
            return
        }
        guard let stage else { return }
        stage.presenter.present(viewController, from: self, animated: animated, completion: completion)
    }

    /// Dismisses what this screen presents or, if it presents nothing, this
    /// screen itself (as UIKit does). A screen of a navigation stack asks
    /// the stack: what it presents goes, or else the stack.
    ///
    /// An animated dismissal ends in two steps: the frame that ends it
    /// takes the presented screen away and uncovers the screen beneath
    /// (`setCovered(false)`); once that frame is drawn the focus goes back
    /// and `completion` runs, before the main loop handles anything else.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        if let navigationController {
            navigationController.dismiss(animated: animated, completion: completion)
            return
        }
        let presenting = presentedViewController != nil ? self : presentingViewController
        guard let presenting, let stage = presenting.stage else { return }
        stage.presenter.dismiss(presentedBy: presenting, animated: animated, completion: completion)
    }

    /// Where the focus goes when this screen is presented: a view inside its
    /// own, or nil (the default) for its first focusable widget in Tab order
    /// (UIKit's preferredFocusEnvironments).
    open var preferredFocusView: WidgetPointer? { nil }

    /// Why this screen cannot be presented as it is (an alert with no
    /// action), said in a critical; nil when it can.
    var presentationFault: String? { nil }

    /// The presentation this kind of screen always has (an alert's), in
    /// place of its style and transitioning delegate; nil for most.
    var builtInTransitions: (any TransitioningDelegate)? { nil }

    /// Called (for a stage's root screen) after its stage changed size.
    open func viewWillTransition(to size: Size) {}

    /// Called (for a stage's root screen) in every allocation of its stage,
    /// before anything is placed, with the size it is laid out at (UIKit's
    /// viewWillLayoutSubviews). Only what needs no relayout may change here,
    /// such as an opacity; widget-tree changes wait for `viewWillTransition`.
    open func viewWillLayout(at size: Size) {}

    /// Called when a presentation starts covering this screen and when it no
    /// longer does. While covered the screen takes no pointer or keyboard
    /// input and screen readers do not offer it; subclasses extend this to
    /// their header widgets.
    open func setCovered(_ covered: Bool) {
        gtk_widget_set_can_target(view, covered ? 0 : 1)
        gtk_widget_set_can_focus(view, covered ? 0 : 1)
        cgtk_accessible_set_hidden(view, covered ? 1 : 0)
    }
}
