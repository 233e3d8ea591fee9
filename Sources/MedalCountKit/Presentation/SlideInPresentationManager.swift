import GtkStage
import Presentation

/// The transitioning delegate of the slide-in presentations: it vends the
/// presentation controller and the animators for a direction, and as the
/// adaptive delegate it decides what a short window shows.
@MainActor
public final class SlideInPresentationManager: TransitioningDelegate, AdaptivePresentationControllerDelegate {
    /// The edge the next presentation slides in from.
    public var direction: PresentationDirection = .left
    /// Whether the presented screen leaves its panel when the height is compact.
    public var disableCompactHeight = false
    /// What a compact-height presentation shows instead of the panel.
    public var compactHeightPolicy: CompactHeightPolicy

    /// The presentation controller of the presentation under way, whose drag
    /// interaction drives the dismissal while a drag is on.
    private weak var currentController: SlideInPresentationController?

    /// Makes the screen shown instead of the presented one under the
    /// rotate-prompt policy.
    private let makeRotatePrompt: @MainActor () -> ViewController

    public init(compactHeightPolicy: CompactHeightPolicy, makeRotatePrompt: @escaping @MainActor () -> ViewController) {
        self.compactHeightPolicy = compactHeightPolicy
        self.makeRotatePrompt = makeRotatePrompt
    }

    // MARK: TransitioningDelegate

    public func presentationController(forPresented presented: ViewController, presenting: ViewController,
                                       source: ViewController) -> PresentationController? {
        let controller = SlideInPresentationController(presentedViewController: presented, presenting: presenting,
                                                       direction: direction)
        controller.delegate = self
        currentController = controller
        return controller
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any AnimatedTransitioning)? {
        SlideInPresentationAnimator(direction: direction, isPresentation: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        SlideInPresentationAnimator(direction: direction, isPresentation: false)
    }

    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard let drag = currentController?.dragInteraction, drag.wantsInteractiveStart else { return nil }
        return drag
    }

    // MARK: AdaptivePresentationControllerDelegate

    public func adaptivePresentationStyle(for controller: PresentationController,
                                          traitCollection traits: TraitCollection) -> AdaptiveStyle {
        AdaptivePresentation.style(for: traits, disableCompactHeight: disableCompactHeight)
    }

    public func presentationController(_ controller: PresentationController,
                                       viewControllerForAdaptivePresentationStyle style: PresentationStyle) -> ViewController? {
        guard AdaptivePresentation.showsRotatePrompt(for: .adapted(style), policy: compactHeightPolicy) else { return nil }
        return makeRotatePrompt()
    }
}
