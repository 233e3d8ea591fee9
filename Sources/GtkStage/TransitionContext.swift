import CGtk
import Presentation

/// What an animator needs to carry out one transition: the container, the
/// two screens and their views, the frames, and the call that ends it
/// (UIViewControllerContextTransitioning).
@MainActor
public final class TransitionContext {
    /// Which side of the transition a screen or view is on.
    public enum Key: Sendable {
        case from
        case to
    }

    public let containerView: Stage
    public let isAnimated: Bool
    /// Whether this transition brings a screen in (true) or takes it away.
    public let isPresentation: Bool
    /// Set when the transition is turned around: it will end where it began.
    public internal(set) var transitionWasCancelled = false

    private let controller: PresentationController
    private let onComplete: @MainActor (Bool) -> Void
    private var isComplete = false

    init(containerView: Stage, controller: PresentationController, isPresentation: Bool, isAnimated: Bool,
         onComplete: @escaping @MainActor (Bool) -> Void) {
        self.containerView = containerView
        self.controller = controller
        self.isPresentation = isPresentation
        self.isAnimated = isAnimated
        self.onComplete = onComplete
    }

    public func viewController(forKey key: Key) -> ViewController {
        switch (key, isPresentation) {
        case (.from, true), (.to, false): controller.presentingViewController
        case (.to, true), (.from, false): controller.presentedViewController
        }
    }

    /// The view the animator moves: the presented view on the side it is on.
    /// The presenting screen's view stays where it is, so it has none.
    public func view(forKey key: Key) -> WidgetPointer? {
        switch (key, isPresentation) {
        case (.to, true), (.from, false): controller.presentedView
        default: nil
        }
    }

    /// Where `viewController`'s view is when the transition starts.
    public func initialFrame(for viewController: ViewController) -> Rect {
        guard viewController === controller.presentedViewController, !isPresentation else { return .zero }
        return containerView.frame(of: controller.presentedView)
    }

    /// Where `viewController`'s view must be when the transition ends.
    public func finalFrame(for viewController: ViewController) -> Rect {
        guard viewController === controller.presentedViewController, isPresentation else { return .zero }
        return controller.isAdaptedToFullWindow ? containerView.bounds : controller.frameOfPresentedViewInContainerView
    }

    /// Ends the transition; `didComplete` false means it was cancelled and
    /// everything is back as it was. Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        onComplete(didComplete)
    }
}
