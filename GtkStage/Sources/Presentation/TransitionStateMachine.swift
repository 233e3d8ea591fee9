/// Which way a transition goes.
public enum TransitionKind: Sendable, Hashable {
    case presentation
    case dismissal
}

/// How a running transition is moving.
public enum TransitionMotion: Sendable, Hashable {
    /// Toward its end: presented for a presentation, gone for a dismissal.
    case forward
    /// Back toward where it started: it will complete as cancelled.
    case reversed
    /// Held still by someone else (a gesture) until it is resumed.
    case interrupted
}

/// Where a presentation is in its life.
public enum TransitionPhase: Sendable, Hashable {
    case dismissed
    case presenting(TransitionMotion)
    case presented
    case dismissing(TransitionMotion)
}

/// Something that asks a presentation to change.
package enum TransitionEvent: Sendable, Hashable {
    case presentRequested
    case dismissRequested
    /// A gesture takes hold of the running transition.
    case interrupt
    /// The gesture lets go: run on to the end, or back (`reversed`).
    case resume(reversed: Bool)
    /// The transition's animation reached its end or its start.
    case transitionEnded(completed: Bool)
}

/// What the presenter must do in answer to an event.
package enum TransitionEffect: Sendable, Hashable {
    case beginPresentation
    case beginDismissal
    /// Turn the running animation around, from where it is.
    case reverse
    case pause
    case resume(reversed: Bool)
    /// Tell the presentation controller the transition ended, and whether it completed.
    case finish(TransitionKind, completed: Bool)
    /// Nothing to do; the event does not apply in this phase.
    case ignore
}

/// The life of one presentation slot: presenting, presented, dismissing,
/// dismissed, with interruptions and reversals in between. It holds no time
/// and no views, only which moves are legal, so it is tested on its own.
package struct TransitionStateMachine: Sendable {
    package private(set) var phase: TransitionPhase = .dismissed

    package init() {}

    /// Whether something is presented or on its way in or out.
    package var isActive: Bool { phase != .dismissed }

    /// Whether a transition is under way (not at rest).
    package var isTransitioning: Bool {
        switch phase {
        case .presenting, .dismissing: true
        case .dismissed, .presented: false
        }
    }

    /// Applies `event` and says what to do about it.
    package mutating func handle(_ event: TransitionEvent) -> TransitionEffect {
        switch (phase, event) {
        case (.dismissed, .presentRequested):
            phase = .presenting(.forward)
            return .beginPresentation

        case (.presented, .dismissRequested):
            phase = .dismissing(.forward)
            return .beginDismissal

        // While a gesture holds the transition, it decides; a dismissal
        // request waits for nobody and is ignored.
        case (.presenting(.forward), .dismissRequested):
            phase = .presenting(.reversed)
            return .reverse

        case (.presenting(let motion), .interrupt) where motion != .interrupted:
            phase = .presenting(.interrupted)
            return .pause

        case (.dismissing(let motion), .interrupt) where motion != .interrupted:
            phase = .dismissing(.interrupted)
            return .pause

        case (.presenting(.interrupted), .resume(let reversed)):
            phase = .presenting(reversed ? .reversed : .forward)
            return .resume(reversed: reversed)

        case (.dismissing(.interrupted), .resume(let reversed)):
            phase = .dismissing(reversed ? .reversed : .forward)
            return .resume(reversed: reversed)

        case (.presenting, .transitionEnded(let completed)):
            phase = completed ? .presented : .dismissed
            return .finish(.presentation, completed: completed)

        case (.dismissing, .transitionEnded(let completed)):
            phase = completed ? .dismissed : .presented
            return .finish(.dismissal, completed: completed)

        default:
            return .ignore
        }
    }
}
