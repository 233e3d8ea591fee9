import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation

/// The soak scenario: a panel presented and dismissed many times, then
/// memory and GtkStage's live objects reported.
extension BenchRunner {
    func runSoak(_ window: MedalCountWindow) {
        // Counted once whatever was pending release has gone; then the cycles begin.
        Idle.once(priority: G_PRIORITY_LOW + 10) { [weak self] in
            guard let self else { return }
            self.startSoakCycles(window, liveBefore: self.observer.liveObjects)
        }
    }

    private func startSoakCycles(_ window: MedalCountWindow, liveBefore: Int) {
        let observer = observer
        let main = window.mainScreen
        let presenter = window.stage.presenter
        var cycle = 0
        var firstRSS = 0
        var baseline = (rss: 0, heap: 0)
        var presenting = false
        var sampling = false
        // Caches (GTK's CSS and text, the allocator's arenas) fill over the
        // first cycles; drift is measured from a warmed-up process.
        let warmedUp = max(10, soakCycles / 5)
        /// Samples memory as every sample is taken: after a dismissal, once the
        /// dismissed screen has been let go (on a low-priority idle), before
        /// the next cycle starts; then runs `took`.
        func sample(_ took: @escaping @MainActor (_ rss: Int, _ heap: Int) -> Void) {
            sampling = true
            Idle.once(priority: G_PRIORITY_LOW + 10) {
                sampling = false
                took(ProcessMemory.residentKilobytes(), ProcessMemory.heapInUseKilobytes())
            }
        }
        func nextCycle() {
            cycle += 1
            main.showGames(cycle % 2 == 0 ? .summer : .winter)
            presenting = true
        }
        ticks.append(
            TickCallback(on: window.window) { [weak self] _ in
                guard let self else { return false }
                guard !sampling else { return true }
                let phase = presenter.phase(presentedBy: main)
                if presenting, phase == .presented {
                    main.dismiss(animated: true)
                    presenting = false
                } else if !presenting, phase == .dismissed {
                    if cycle == self.soakCycles {
                        sample { [weak self] rss, heap in
                            // A soak too short to reach the sampling cycles samples here.
                            if cycle <= 10 { firstRSS = rss }
                            if cycle <= warmedUp { baseline = (rss, heap) }
                            let live = observer.liveObjects - liveBefore
                            Self.emit(
                                #"{"event":"soak","cycles":\#(cycle),"rss_start_kb":\#(firstRSS),"rss_before_kb":\#(baseline.rss),"rss_after_kb":\#(rss),"heap_before_kb":\#(baseline.heap),"heap_after_kb":\#(heap),"live_objects":\#(live),"active_presentations":\#(presenter.activeCount)}"#
                            )
                            self?.quit()
                        }
                        return false
                    }
                    if cycle == 10 || cycle == warmedUp {
                        let at = cycle
                        sample { rss, heap in
                            if at == 10 { firstRSS = rss }
                            if at == warmedUp { baseline = (rss, heap) }
                            nextCycle()
                        }
                    } else {
                        nextCycle()
                    }
                }
                return true
            })
    }
}
