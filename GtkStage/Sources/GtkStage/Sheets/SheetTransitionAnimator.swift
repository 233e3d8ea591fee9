import CGtk
import Presentation

/// Brings a sheet in and takes it away: a bottom sheet slides up from the
/// bottom edge and back down (from wherever a drag left it), a floating one
/// fades in rising a little and fades out sinking.
@MainActor
final class SheetTransitionAnimator: TransitionAnimator {
    /// How long the sheet takes to come or go.
    static let duration = 0.3
    /// How far a floating sheet rises as it fades in, in its own heights.
    static let floatingRise = 0.04

    private let isPresentation: Bool
    private weak var controller: SheetPresentationController?

    init(isPresentation: Bool, controller: SheetPresentationController?) {
        self.isPresentation = isPresentation
        self.controller = controller
        super.init(duration: Self.duration)
    }

    override func makeAnimator(using context: TransitionContext, duration: Double) -> FrameAnimator {
        let container = context.containerView
        let animator = FrameAnimator(duration: duration, curve: .easeInOut, clockOwner: container.widget)
        let key: TransitionContext.Key = isPresentation ? .to : .from
        guard let sheet = context.view(forKey: key) else {
            animator.addCompletion { _ in context.completeTransition(false) }
            return animator
        }
        if isPresentation { container.addSubview(sheet) }
        let floats = controller?.form == .floating
        let presenting = isPresentation
        // A dismissal leaves from where a drag left the sheet.
        let start = presenting ? (floats ? Self.floatingRise : 1) : container.offset(of: sheet).y
        let end = presenting ? 0 : (floats ? Self.floatingRise : 1)
        animator.addAnimations { progress in
            container.setOffset(Point(x: 0, y: start + (end - start) * progress), of: sheet)
            if floats { gtk_widget_set_opacity(sheet, presenting ? progress : 1 - progress) }
        }
        animator.addCompletion { position in
            let completed = position == .end && !context.transitionWasCancelled
            if floats { gtk_widget_set_opacity(sheet, 1) }
            context.completeTransition(completed)
        }
        return animator
    }
}
