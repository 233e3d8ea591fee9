import Presentation
import Testing

@Suite("Transition state machine")
struct TransitionStateMachineTests {
    @Test func presentThenDismissRunsTheFullCycle() {
        var machine = TransitionStateMachine()
        #expect(machine.handle(.presentRequested) == .beginPresentation)
        #expect(machine.phase == .presenting(.forward))
        #expect(machine.handle(.transitionEnded(completed: true)) == .finish(.presentation, completed: true))
        #expect(machine.phase == .presented)
        #expect(machine.handle(.dismissRequested) == .beginDismissal)
        #expect(machine.phase == .dismissing(.forward))
        #expect(machine.handle(.transitionEnded(completed: true)) == .finish(.dismissal, completed: true))
        #expect(machine.phase == .dismissed)
        #expect(!machine.isActive)
    }

    @Test func dismissWhilePresentingReversesAndEndsDismissed() {
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        #expect(machine.handle(.dismissRequested) == .reverse)
        #expect(machine.phase == .presenting(.reversed))
        #expect(machine.handle(.dismissRequested) == .ignore)
        #expect(machine.handle(.transitionEnded(completed: false)) == .finish(.presentation, completed: false))
        #expect(machine.phase == .dismissed)
    }

    @Test func panelsDoNotStack() {
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        #expect(machine.handle(.presentRequested) == .ignore)
        _ = machine.handle(.transitionEnded(completed: true))
        #expect(machine.handle(.presentRequested) == .ignore)
    }

    @Test func dismissingTwiceIsIgnored() {
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        _ = machine.handle(.transitionEnded(completed: true))
        _ = machine.handle(.dismissRequested)
        #expect(machine.handle(.dismissRequested) == .ignore)
    }

    @Test func reversedPresentationCanBeTakenOverAndFinished() {
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        _ = machine.handle(.dismissRequested)
        #expect(machine.handle(.interrupt) == .pause)
        #expect(machine.handle(.resume(reversed: false)) == .resume(reversed: false))
        #expect(machine.handle(.transitionEnded(completed: true)) == .finish(.presentation, completed: true))
        #expect(machine.phase == .presented)
    }

    @Test func interruptedDismissalCanBeCancelledBackToPresented() {
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        _ = machine.handle(.transitionEnded(completed: true))
        _ = machine.handle(.dismissRequested)
        #expect(machine.handle(.interrupt) == .pause)
        #expect(machine.phase == .dismissing(.interrupted))
        #expect(machine.handle(.interrupt) == .ignore)
        #expect(machine.handle(.resume(reversed: true)) == .resume(reversed: true))
        #expect(machine.handle(.transitionEnded(completed: false)) == .finish(.dismissal, completed: false))
        #expect(machine.phase == .presented)
    }

    @Test func interruptedPresentationCanBeFinished() {
        var machine = TransitionStateMachine()
        _ = machine.handle(.presentRequested)
        #expect(machine.handle(.interrupt) == .pause)
        #expect(machine.handle(.dismissRequested) == .ignore, "the gesture holding it decides")
        #expect(machine.handle(.resume(reversed: false)) == .resume(reversed: false))
        #expect(machine.phase == .presenting(.forward))
        #expect(machine.isTransitioning)
    }

    @Test func nothingHappensWhileDismissed() {
        var machine = TransitionStateMachine()
        #expect(machine.handle(.dismissRequested) == .ignore)
        #expect(machine.handle(.interrupt) == .ignore)
        #expect(machine.handle(.transitionEnded(completed: true)) == .ignore)
        #expect(machine.phase == .dismissed)
    }
}
