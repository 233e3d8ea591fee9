import CGtk
import CGtkClip
import Presentation

/// A navigation controller's own push and pop (UINavigationController's):
/// pushed, the new screen slides in from the trailing edge over the old
/// one, which moves a third as far the same way and dims; popped, the other
/// way round. Mirrored right to left. Used when the delegate gives no
/// animator of its own.
@MainActor
final class NavigationSlideAnimator: TransitionAnimator {
    /// How long a push or a pop takes.
    static let duration = 0.35
    /// How far the screen beneath moves, as a share of the width.
    static let parallax = 1.0 / 3

    private let operation: NavigationOperation

    init(operation: NavigationOperation) {
        self.operation = operation
        super.init(duration: Self.duration)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let stage = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .easeOut, clockOwner: stage.widget)
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            animator.addCompletion { _ in context.completeTransition(false) }
            return animator
        }
        let pushing = operation == .push
        // The screen on top moves the whole width; the one beneath a third, dimmed.
        let top = pushing ? toView : fromView
        let beneath = pushing ? fromView : toView
        if pushing {
            if !stage.contains(toView) { stage.addSubview(toView) }
        } else if !stage.contains(toView) {
            stage.insertSubview(toView, below: fromView)
        }
        let dim = NavigationDim(on: stage, below: top)
        // Toward the trailing edge is +1 left to right, -1 right to left.
        let trailing: Double = LayoutDirection(of: stage.widget) == .rightToLeft ? -1 : 1
        animator.addAnimations { progress in
            // How far the top screen is in: 1 at rest on top, 0 off at the trailing edge.
            let shown = pushing ? progress : 1 - progress
            stage.setOffset(Point(x: trailing * (1 - shown), y: 0), of: top)
            stage.setOffset(Point(x: -trailing * Self.parallax * shown, y: 0), of: beneath)
            dim.opacity = shown
        }
        animator.addCompletion { position in
            let completed = position == .end && !context.transitionWasCancelled
            stage.setOffset(.zero, of: top)
            stage.setOffset(.zero, of: beneath)
            dim.remove()
            context.completeTransition(completed)
        }
        return animator
    }
}

/// The shade over the screen beneath a push or pop, as it goes under.
@MainActor
private final class NavigationDim {
    private let widget: WidgetPointer
    private unowned let stage: Stage

    init(on stage: Stage, below top: WidgetPointer) {
        self.stage = stage
        // A shade, not a widget's opacity: no window-sized offscreen group per frame (see DimmingView).
        widget = gtkstage_shade_new()
        g_object_ref_sink(gobject(widget))
        gtk_widget_add_css_class(widget, "navigation-dim")
        gtk_widget_set_can_target(widget, 0)
        stage.insertSubview(widget, below: top)
        stage.setFrame(stage.bounds, of: widget)
    }

    isolated deinit {
        g_object_unref(gobject(widget))
    }

    var opacity: Double {
        get { gtkstage_shade_get_level(gcast(widget)) }
        set {
            gtkstage_shade_set_level(gcast(widget), newValue)
            stage.setFrame(stage.bounds, of: widget)
        }
    }

    func remove() {
        stage.removeSubview(widget)
    }
}
