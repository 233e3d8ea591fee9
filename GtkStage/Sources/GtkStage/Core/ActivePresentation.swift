import CGtk
import Presentation

/// Everything the presenter keeps about one presented screen while it is up.
@MainActor
final class ActivePresentation {
    let presented: ViewController
    let presenting: ViewController
    let controller: PresentationController
    /// Held for the whole presentation; the screen's own reference is weak.
    let transitioningDelegate: (any TransitioningDelegate)?
    var machine = TransitionStateMachine()
    /// The screen inside the presented view: the presented one or its
    /// adaptive replacement.
    var shown: ViewController?
    /// The transition under way (which holds its frame animator) and its coordinator.
    var context: TransitionContext?
    var coordinator: TransitionCoordinator?
    var presentCompletions: [@MainActor () -> Void] = []
    var dismissCompletions: [@MainActor () -> Void] = []
    /// The widget to give focus back to after the dismissal (a reference is held).
    var focusToRestore: WidgetPointer?
    /// What the presentation controller and the animator added to the stage
    /// as this presentation began, besides the presented view (the chrome:
    /// a dim); each is held, and taken off the stage with the presented
    /// view (`Presenter.tearDown`).
    private(set) var chrome: [WidgetPointer] = []

    init(
        presented: ViewController, presenting: ViewController, controller: PresentationController,
        transitioningDelegate: (any TransitioningDelegate)?
    ) {
        self.presented = presented
        self.presenting = presenting
        self.controller = controller
        self.transitioningDelegate = transitioningDelegate
    }

    isolated deinit {
        if let focusToRestore { g_object_unref(gobject(focusToRestore)) }
        for view in chrome { g_object_unref(gobject(view)) }
    }

    /// Records `view`, added to the stage as the presentation began, as chrome.
    func recordChrome(_ view: WidgetPointer) {
        guard view != controller.presentedView, !chrome.contains(view) else { return }
        g_object_ref(gobject(view))
        chrome.append(view)
    }

    /// Puts `viewController`'s view inside the presented view, replacing what was there.
    func show(_ viewController: ViewController) {
        guard viewController !== shown else { return }
        let wrapper = controller.contentBox
        if let shown, gtk_widget_get_parent(shown.view) == wrapper {
            gtk_box_remove(gcast(wrapper), shown.view)
        }
        // A screen presented before is still in its last presentation's view
        // (which kept it until then, as a press held in it may outlast the
        // dismissal): it moves here now.
        if let parent = gtk_widget_get_parent(viewController.view), parent != wrapper,
            g_type_check_instance_is_a(gcast(parent), cgtk_box_type()) != 0
        {
            gtk_box_remove(gcast(parent), viewController.view)
        }
        shown = viewController
        controller.shownViewController = viewController
        gtk_widget_set_hexpand(viewController.view, 1)
        gtk_widget_set_vexpand(viewController.view, 1)
        // A sheet's controller, kept by its screen, wraps it again in the same view.
        if gtk_widget_get_parent(viewController.view) != wrapper { gtk_box_append(gcast(wrapper), viewController.view) }
    }
}
