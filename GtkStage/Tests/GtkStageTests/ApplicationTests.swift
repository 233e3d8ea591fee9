import Testing

@_spi(GLib) @testable import GtkStage

/// An `Application` that takes its command lines: the handler gets each
/// launch's arguments as given, its status is the run's, and the run lasts
/// while a window it made is open or until `quit()`.
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

    @Test func theHandlerGetsTheArgumentsAsGivenAndItsStatusEndsTheRun() {
        gtk_init()
        let application = application()
        var seen: [[String]] = []
        let status = application.run(arguments: ["cards", "--deck=two words", "-x", "é"]) { arguments in
            seen.append(arguments)
            return 3
        }
        #expect(seen == [["cards", "--deck=two words", "-x", "é"]], "GLib reads none of them, and calls once")
        #expect(status == 3)
        #expect(application.window == nil, "the handler makes the windows")
    }

    @Test func aWindowMadeThereKeepsItRunningUntilItCloses() {
        gtk_init()
        let application = application()
        var mapped = false
        var stillOpenWhenClosed = false
        let status = application.run(arguments: ["cards"]) { _ in
            let window = StageWindow(root: self.screen(), application: application)
            #expect(gtk_window_get_application(gcast(window.widget)) == application.gtkApplication)
            let widget = window.widget
            // Weak: the window's own handler must not keep it.
            Signal.connect(widget, .map) { [weak window] in
                mapped = true
                Idle.once {
                    stillOpenWhenClosed = window?.isOpen == true
                    gtk_window_destroy(gcast(widget))
                }
            }
            window.present()
            return 0
        }
        #expect(mapped, "the run lasted until the window was shown")
        #expect(stillOpenWhenClosed)
        #expect(status == 0)
    }

    @Test func quitEndsTheRunWithTheWindowStillOpen() {
        gtk_init()
        let application = application()
        var made: StageWindow?
        let status = application.run(arguments: ["cards"]) { _ in
            let window = StageWindow(root: self.screen(), application: application)
            made = window
            Signal.connect(window.widget, .map) { Idle.once { application.quit() } }
            window.present()
            return 0
        }
        #expect(status == 0)
        #expect(made?.isOpen == true, "quit leaves the window to the app")
        if let widget = made?.widget { gtk_window_destroy(gcast(widget)) }
        #expect(made?.isOpen == false)
    }
}
