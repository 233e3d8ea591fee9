import Testing

@_spi(GLib) @testable import GtkStage

/// An `Application` that takes its command lines: the handler gets each
/// launch's arguments as given, its status is the run's when no window kept
/// it running, and the run lasts while a window it made is open or until
/// `quit()`.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct ApplicationTests {
    /// Every launch its own instance: nothing here waits on a session bus.
    private func application() -> Application {
        Application(id: "io.github.medalcount.GtkStage.Tests", isUnique: false)
    }

    private func screen() -> ViewController {
        ViewController(view: gtk_label_new("Home"), title: "Home")
    }

    /// Ends `application`'s run after `seconds` if nothing else has, and
    /// says whether it had to: a run that never ends fails the test instead
    /// of hanging it. Let go, it is cancelled.
    @MainActor
    private final class Deadline {
        private(set) var passed = false
        private var timeout: Timeout?

        init(_ application: Application, seconds: UInt32 = 10) {
            timeout = Timeout(milliseconds: seconds * 1000) { [weak self, weak application] in
                self?.passed = true
                // GLib's own call, not `quit()`, which a test here checks.
                if let application { g_application_quit(gcast(application.gtkApplication)) }
            }
        }
    }

    @Test func theHandlerGetsTheArgumentsAsGivenAndItsStatusEndsTheRun() {
        gtk_init()
        let application = application()
        var seen: [[String]] = []
        let status = application.run(arguments: ["cards", "--deck=two words", "-x", "--help", "é"]) { arguments in
            seen.append(arguments)
            return 3
        }
        #expect(seen == [["cards", "--deck=two words", "-x", "--help", "é"]], "GLib parses none of them, and calls once")
        #expect(status == 3, "no window kept it running: the handler's status is the run's")
    }

    /// A window of `application`, presented, that runs `mapped` with itself
    /// (held weakly: the window's own handler must not keep it) once shown.
    @discardableResult
    private func presentWindow(
        of application: Application, mapped: @escaping @MainActor (StageWindow?) -> Void
    ) -> StageWindow {
        let window = StageWindow(root: screen(), application: application)
        Signal.connect(window.widget, .map) { [weak window] in Idle.once { mapped(window) } }
        window.present()
        return window
    }

    @Test func aWindowMadeThereKeepsItRunningUntilItCloses() {
        gtk_init()
        let application = application()
        let deadline = Deadline(application)
        var openWhenClosed: Bool?
        application.run(arguments: ["cards"]) { _ in
            let window = self.presentWindow(of: application) { window in
                openWhenClosed = window?.isOpen
                if let widget = window?.widget { gtk_window_destroy(gcast(widget)) }
            }
            #expect(gtk_window_get_application(gcast(window.widget)) == application.gtkApplication)
            return 0
        }
        #expect(openWhenClosed == true, "the run lasted until the window, still open, was closed")
        #expect(!deadline.passed, "closing the last window ended the run")
    }

    @Test func quitEndsTheRunWithTheWindowStillOpen() {
        gtk_init()
        let application = application()
        let deadline = Deadline(application)
        var made: StageWindow?
        application.run(arguments: ["cards"]) { _ in
            made = self.presentWindow(of: application) { _ in application.quit() }
            return 0
        }
        #expect(!deadline.passed, "quit ended the run")
        #expect(made?.isOpen == true, "quit leaves the window to the app")
        if let widget = made?.widget { gtk_window_destroy(gcast(widget)) }
    }
}
