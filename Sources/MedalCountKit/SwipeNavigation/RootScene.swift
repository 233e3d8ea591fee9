import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import Presentation

/// The demo's first screen: a Proceed button that brings up the navigation
/// stack of scenes A, B and C.
@MainActor
public final class RootScene: ViewController {
    public let presentButton: WidgetPointer
    private let transitions = SwipeTransitionDelegate()
    private var connection: SignalConnection?
    private var stackSwipe: EdgeSwipeInteraction?
    /// The edge swipe of the stack while it is up.
    public var swipe: EdgeSwipeInteraction? { navigation == nil ? nil : stackSwipe }

    public init() {
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        presentButton = Widgets.button(tr("Proceed"), classes: ["suggested-action", "pill"])
        super.init(view: root, title: tr("Swipe Navigation"))
        gtk_widget_add_css_class(root, "root-scene")
        let label = gtk_label_new(
            tr("Proceed to a stack of scenes A, B and C, then move through it with its buttons or by swiping from the window's edges."))!
        gtk_label_set_wrap(gcast(label), 1)
        gtk_label_set_justify(gcast(label), GTK_JUSTIFY_CENTER)
        gtk_widget_set_valign(root, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(root, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(root, 24)
        gtk_widget_set_margin_end(root, 24)
        gtk_widget_set_halign(presentButton, GTK_ALIGN_CENTER)
        gtk_box_append(gcast(root), label)
        gtk_box_append(gcast(root), presentButton)
        connection = Signal.connect(presentButton, .clicked) { [weak self] in self?.presentStack() }
    }

    /// The presented navigation stack, if it is up.
    public var navigation: NavigationController? { presentedViewController as? NavigationController }

    public func presentStack() {
        guard presentedViewController == nil else { return }
        let navigation = NavigationController(rootViewController: LetterScene.makeStack())
        navigation.title = tr("Scenes")
        navigation.delegate = transitions
        // The tutorial's own edge swipes and keys, not the stack's built-in ones.
        navigation.isBackNavigationEnabled = false
        navigation.transitioningDelegate = transitions
        navigation.modalPresentationStyle = .custom
        let swipe = EdgeSwipeInteraction(navigation: navigation)
        swipe.install()
        transitions.swipe = swipe
        stackSwipe = swipe
        SwipeKeys.install(on: navigation)
        present(navigation, animated: true)
    }
}

/// The demo's keyboard: Alt with the arrow toward the trailing edge pushes
/// (Alt+Right in English), Alt with the other arrow or Escape pops (or closes
/// the stack at scene A; during a push, turns it round). Right to left the arrows swap, as libadwaita's
/// navigation does.
@MainActor
enum SwipeKeys {
    static func install(on navigation: NavigationController) {
        guard let keys = gtk_event_controller_key_new() else { return }
        Signal.connectKeyPressed(keys) { [weak navigation] keyval, state in
            guard let navigation else { return false }
            return handle(
                keyval, alt: cgtk_modifiers_have_alt(state) != 0,
                layout: LayoutDirection(of: navigation.view), in: navigation)
        }
        gtk_widget_add_controller(navigation.view, keys)
    }

    /// What a key press does to `navigation`, laid out in `layout`; true if the key was its.
    static func handle(
        _ keyval: UInt32, alt: Bool, layout: LayoutDirection,
        in navigation: NavigationController
    ) -> Bool {
        let forward = UInt32(layout == .leftToRight ? GDK_KEY_Right : GDK_KEY_Left)
        let back = UInt32(layout == .leftToRight ? GDK_KEY_Left : GDK_KEY_Right)
        switch (keyval, alt) {
        case (forward, true):
            (navigation.topViewController as? NextScenePushing)?.pushToNextScene()
            return true
        case (back, true), (UInt32(GDK_KEY_Escape), _):
            // During a push, back turns it round (even the first one, from A).
            if navigation.viewControllers.count > 1 || navigation.isTransitioning {
                navigation.popViewController(animated: true)
            } else {
                navigation.dismiss(animated: true)
            }
            return true
        default:
            return false
        }
    }
}
