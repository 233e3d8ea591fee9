@_spi(GLib) import GtkStage
import Presentation

/// The transitioning delegate of one slide-in presentation: it vends the
/// presentation controller and the animators for the edge it was made for,
/// and as the adaptive delegate it decides what a short window shows.
///
/// The edge is asked for in reading order (Summer from the leading edge,
/// where its button is) and resolved to a side when the presentation
/// starts, by the direction the presenting screen lays out in.
///
/// One is made for each presentation, and the presenter keeps it for as long
/// as that presentation lasts, so what one presentation was asked for (its
/// edge, whether it keeps its panel in a short window) can never reach
/// another's transitions: a refused present leaves nothing behind.
@MainActor
public final class SlideInPresentationManager: TransitioningDelegate, AdaptivePresentationControllerDelegate {
    /// The edge the panel slides in from and back out to, in reading order.
    public let edge: PresentationEdge
    /// Whether the presented screen leaves its panel when the height is compact.
    public let disableCompactHeight: Bool

    /// What a compact-height presentation shows instead of the panel, asked
    /// each time (the main menu can change it while the panel is up).
    private let compactHeightPolicy: @MainActor () -> CompactHeightPolicy
    /// Makes the screen shown instead of the presented one under the
    /// rotate-prompt policy.
    private let makeRotatePrompt: @MainActor () -> ViewController

    /// A delegate for a panel from `edge`.
    public init(
        edge: PresentationEdge, disableCompactHeight: Bool,
        compactHeightPolicy: @escaping @MainActor () -> CompactHeightPolicy,
        makeRotatePrompt: @escaping @MainActor () -> ViewController
    ) {
        self.edge = edge
        self.disableCompactHeight = disableCompactHeight
        self.compactHeightPolicy = compactHeightPolicy
        self.makeRotatePrompt = makeRotatePrompt
    }

    // MARK: TransitioningDelegate

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> PresentationController? {
        let side = edge.resolved(for: LayoutDirection(of: presenting.view))
        resolvedSide = side
        let made = SlideInPresentationController(presentedViewController: presented, presenting: presenting, direction: side)
        made.delegate = self
        return made
    }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        SlideInPresentationAnimator(direction: side, isPresentation: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        SlideInPresentationAnimator(direction: side, isPresentation: false)
    }

    /// The side the edge was resolved to when the presentation started
    /// (the presentation controller's, which placed the panel).
    private var resolvedSide: PresentationDirection?

    /// The side the panel slides along; the presentation controller is
    /// always asked for first, so the fallback is never reached in practice.
    private var side: PresentationDirection {
        resolvedSide ?? edge.resolved(for: .leftToRight)
    }

    // MARK: AdaptivePresentationControllerDelegate

    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection traits: TraitCollection
    ) -> AdaptiveStyle {
        AdaptivePresentation.style(for: traits, disableCompactHeight: disableCompactHeight, policy: compactHeightPolicy())
    }

    public func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: PresentationStyle
    ) -> ViewController? {
        guard AdaptivePresentation.showsRotatePrompt(for: .adapted(style), policy: compactHeightPolicy()) else { return nil }
        return makeRotatePrompt()
    }
}
