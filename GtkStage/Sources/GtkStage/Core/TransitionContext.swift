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
    /// Whether a gesture drives the transition now.
    public internal(set) var isInteractive = false

    private let participants: TransitionParticipants
    private let onComplete: @MainActor (Bool) -> Void
    /// Asks the presenter's state machine whether a move is legal now.
    private let handle: @MainActor (TransitionEvent) -> TransitionEffect
    /// The frame-clock animator that carries the transition, once there is one.
    var animator: FrameAnimator?
    private var isComplete = false

    /// A context for a transition between `participants` inside `containerView`.
    /// `isPresentation` is true when the to-side comes in (a presentation, a
    /// push) and false when the from-side goes (a dismissal, a pop).
    init(
        containerView: Stage, participants: TransitionParticipants, isPresentation: Bool, isAnimated: Bool,
        handle: @escaping @MainActor (TransitionEvent) -> TransitionEffect,
        onComplete: @escaping @MainActor (Bool) -> Void
    ) {
        self.containerView = containerView
        self.participants = participants
        self.isPresentation = isPresentation
        self.isAnimated = isAnimated
        self.handle = handle
        self.onComplete = onComplete
    }

    // MARK: Interaction (the context's side of UIPercentDrivenInteractiveTransition)

    /// How far the transition has come: 0 at its start, 1 at its end.
    public var fractionComplete: Double { animator?.fractionComplete ?? 0 }

    /// Holds the transition where it is and hands it to a gesture.
    public func pauseInteractiveTransition() {
        guard !isComplete, handle(.interrupt) == .pause else { return }
        isInteractive = true
        animator?.pauseAnimation()
    }

    /// Moves a held transition to `percent` (0...1).
    public func updateInteractiveTransition(_ percent: Double) {
        guard isInteractive else { return }
        animator?.fractionComplete = min(max(percent, 0), 1)
    }

    /// Lets a held transition run on to its end, with `curve`, taking
    /// `durationFactor` times what the remaining distance takes normally.
    public func finishInteractiveTransition(curve: TimingCurve = .easeOut, durationFactor: Double = 1) {
        release(reversed: false, curve: curve, durationFactor: durationFactor)
    }

    /// Lets a held transition run on to its end from a gesture moving at
    /// `velocity` (percent per second, positive toward the end): it carries
    /// on at that speed and slows to rest at the end (or springs there, as
    /// `style` says).
    public func finishInteractiveTransition(velocity: Double, durationFactor: Double = 1, style: ReleaseStyle = .glide) {
        release(reversed: false, velocity: velocity, durationFactor: durationFactor, style: style)
    }

    /// Lets a held transition run back to where it began; it completes as cancelled.
    public func cancelInteractiveTransition(curve: TimingCurve = .easeOut, durationFactor: Double = 1) {
        release(reversed: true, curve: curve, durationFactor: durationFactor)
    }

    /// Lets a held transition run back to where it began from a gesture
    /// moving at `velocity` (percent per second, positive toward the end),
    /// gliding or springing as `style` says.
    public func cancelInteractiveTransition(velocity: Double, durationFactor: Double = 1, style: ReleaseStyle = .glide) {
        release(reversed: true, velocity: velocity, durationFactor: durationFactor, style: style)
    }

    /// Hands the transition back to its animator, run on with `curve`, or
    /// from the gesture's `velocity` when there is one.
    private func release(
        reversed: Bool, curve: TimingCurve = .easeOut, velocity: Double? = nil, durationFactor: Double,
        style: ReleaseStyle = .glide
    ) {
        guard isInteractive, handle(.resume(reversed: reversed)) == .resume(reversed: reversed) else { return }
        isInteractive = false
        transitionWasCancelled = reversed
        animator?.isReversed = reversed
        if let velocity {
            animator?.continueAnimation(
                releaseVelocity: reversed ? -velocity : velocity, durationFactor: durationFactor, style: style)
        } else {
            animator?.continueAnimation(curve: curve, durationFactor: durationFactor)
        }
    }

    public func viewController(forKey key: Key) -> ViewController {
        key == .from ? participants.from : participants.to
    }

    /// The view the animator moves on each side, nil for a side whose view
    /// stays where it is (the presenting screen's, in a presentation).
    public func view(forKey key: Key) -> WidgetPointer? {
        key == .from ? participants.fromView : participants.toView
    }

    /// Where `viewController`'s view is when the transition starts (.zero if unknown).
    public func initialFrame(for viewController: ViewController) -> Rect {
        guard viewController === participants.from, let view = participants.fromView else { return .zero }
        return containerView.frame(of: view)
    }

    /// Where `viewController`'s view must be when the transition ends (.zero if unknown).
    public func finalFrame(for viewController: ViewController) -> Rect {
        guard viewController === participants.to, participants.toView != nil else { return .zero }
        return participants.finalFrame()
    }

    /// Ends the transition; `didComplete` false means it was cancelled and
    /// everything is back as it was. Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        onComplete(didComplete)
    }
}

/// The two sides of a transition and where the incoming view will rest.
@MainActor
struct TransitionParticipants {
    var from: ViewController
    var to: ViewController
    var fromView: WidgetPointer?
    var toView: WidgetPointer?
    /// The final frame of `toView`, asked for when an animator wants it.
    var finalFrame: @MainActor () -> Rect

    init(
        from: ViewController, to: ViewController, fromView: WidgetPointer?, toView: WidgetPointer?,
        finalFrame: @escaping @MainActor () -> Rect
    ) {
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.finalFrame = finalFrame
    }

    /// The sides of presenting (`isPresentation`) or dismissing what `controller` presents.
    static func presentation(_ controller: PresentationController, isPresentation: Bool) -> TransitionParticipants {
        let presented = controller.presentedViewController
        let presenting = controller.presentingViewController
        let frame: @MainActor () -> Rect = { [unowned controller] in
            controller.isAdaptedToFullWindow ? controller.containerBounds : controller.frameOfPresentedViewInContainerView
        }
        return isPresentation
            ? TransitionParticipants(from: presenting, to: presented, fromView: nil, toView: controller.presentedView, finalFrame: frame)
            : TransitionParticipants(from: presented, to: presenting, fromView: controller.presentedView, toView: nil, finalFrame: frame)
    }
}
