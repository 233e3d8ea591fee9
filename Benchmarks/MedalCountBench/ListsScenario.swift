import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation

/// The lists scenario: the Summer list of a games file opened and
/// scrolled, its open time, rows and frames reported.
extension BenchRunner {
    /// Opens the Summer list once the window has settled and times the
    /// open from the call to the end of the frame it is made in (the list
    /// built, laid out with its rows and painted at the slide's start); then
    /// scrolls the list 40 px a frame for 120 frames (a fast wheel), and
    /// reports the open, the rows the list made and the scroll's frame
    /// times (bench/run.py counts the dropped ones, as for the transitions).
    func runLists(_ window: MedalCountWindow) {
        let main = window.mainScreen
        var settled = false
        afterPaint(of: window.window) { _ in
            Idle.once(priority: G_PRIORITY_LOW + 10) { settled = true }
        }
        var openedAt: gint64?
        var openMs = 0.0
        var scrollFrames: [Int64] = []
        var list: GamesListScreen?
        var waited = 0
        let wait = TickCallback(on: window.window) { [weak self] _ in
            guard let self else { return false }
            guard settled, main.isPreparedForFirstOpen else { return true }
            openedAt = g_get_monotonic_time()
            main.showGames(.summer)
            list = main.presentedViewController as? GamesListScreen
            guard list != nil else {
                // No list to time: the games file did not load (its error is on standard error).
                self.finishLists(#"{"event":"list","error":"no Summer list opened"}"#)
                return false
            }
            self.afterPaint(of: window.window) { _ in
                openMs = Double(g_get_monotonic_time() - (openedAt ?? 0)) / 1000
            }
            return false
        }
        ticks.append(wait)
        let scroll = TickCallback(on: window.window) { [weak self] frameTime in
            guard let self else { return false }
            guard let list, openMs > 0, window.stage.presenter.phase(presentedBy: main) == .presented else {
                if openedAt != nil { waited += 1 }
                // Ten seconds of frames after the open without the list up: report it rather than hang.
                if waited > 600 { self.finishLists(#"{"event":"list","error":"the Summer list was not up after 600 frames"}"#) }
                return waited <= 600
            }
            guard let adjustment = gtk_scrollable_get_vadjustment(gcast(list.listWidget)) else {
                self.finishLists(#"{"event":"list","error":"the list has no scroll adjustment"}"#)
                return false
            }
            scrollFrames.append(Int64(frameTime * 1_000_000))
            if scrollFrames.count > 120 {
                let open = String((openMs * 10).rounded() / 10)
                let times = scrollFrames.map(String.init).joined(separator: ",")
                self.finishLists(
                    #"{"event":"list","games":\#(list.games.count),"open_ms":\#(open),"rows":\#(list.rowsMade),"#
                        + #""scroll_frames":\#(scrollFrames.count - 1),"scroll_times_us":[\#(times)],"renderer":"\#(self.renderer())"}"#)
                return false
            }
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 40)
            return true
        }
        ticks.append(scroll)
    }

    /// Ends the lists scenario with its report.
    private func finishLists(_ line: String) {
        Self.emit(line)
        ticks.forEach { $0.remove() }
        quit()
    }
}
