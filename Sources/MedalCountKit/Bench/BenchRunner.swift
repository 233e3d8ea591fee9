import CGtk
import GtkStage
import MedalData
import Presentation

#if canImport(Glibc)
    import Glibc
#endif

/// The app's scripted mode for `make bench`: it drives the real windows and
/// presentations and prints what it measured, one JSON object per line on
/// standard output, for `bench/run.py` to turn into tables.
@MainActor
final class BenchRunner {
    /// One thing to do, and how to know it is over.
    private struct Step {
        var name: String?  // recorded if named
        var start: @MainActor () -> Void
        var isDone: @MainActor () -> Bool
        /// The window whose frames the step records (each window has its own clock).
        var window: WidgetPointer?
    }

    private let scenario: BenchScenario
    private let paths: AppPaths
    private let options: LaunchOptions
    private let quit: @MainActor () -> Void
    private var medalWindow: MedalCountWindow?
    private var swipeWindow: SwipeNavigationWindow?
    private var cookWindow: BeginnerCookWindow?
    private var steps: [Step] = []
    private var current: Step?
    /// The step's frames: when each was drawn, GtkStage's code before its
    /// paint (ticks, layout) and the code it left until after the paint.
    private var frames: [(time: Int64, ours: BenchObserver.FrameTotal, afterPaint: BenchObserver.FrameTotal)] = []
    private var connections: [SignalConnection] = []
    private var ticks: [TickCallback] = []
    private var soakCycles: Int
    /// GtkStage's observer for the run: frame times and live objects.
    private let observer = BenchObserver()

    init(scenario: BenchScenario, paths: AppPaths, options: LaunchOptions, quit: @escaping @MainActor () -> Void) {
        self.scenario = scenario
        StageObservation.observer = observer
        self.paths = paths
        self.options = options
        self.quit = quit
        soakCycles = options.soakCycles
    }

    func start(window: MedalCountWindow) {
        medalWindow = window
        switch scenario {
        case .startup: watchFirstPaint(of: window.window)
        case .frames: runFrames(window)
        case .resize: runResize(window)
        case .soak: runSoak(window)
        case .lists: runLists(window)
        }
    }

    // MARK: Start-up

    private func watchFirstPaint(of window: WidgetPointer) {
        afterPaint(of: window) { [weak self] _ in
            guard let self else { return }
            Self.emit(#"{"event":"painted","rss_kb":\#(ProcessMemory.residentKilobytes())}"#)
            self.quit()
        }
    }

    // MARK: Frames

    private func runFrames(_ window: MedalCountWindow) {
        let main = window.mainScreen
        let presenter = window.stage.presenter
        func phase() -> TransitionPhase { presenter.phase(presentedBy: main) }
        let games = (try? GamesLoader.load(from: paths.gamesFile))?.summer.first
        // The first slide-in starts as a person's first click would: after the
        // first frame, once the main loop has nothing left to do at idle
        // priority (the start-up's deferred work), not inside the first frame.
        var settled = false
        afterPaint(of: window.window) { _ in
            Idle.once(priority: G_PRIORITY_LOW + 10) { settled = true }
        }
        steps = [
            Step(name: nil, start: {}, isDone: { gtk_widget_get_mapped(window.stage.widget) != 0 && settled }),
            Step(name: "summer-in", start: { main.showGames(.summer) }, isDone: { phase() == .presented }),
            Step(name: "summer-out", start: { main.dismiss(animated: true) }, isDone: { phase() == .dismissed }),
            Step(name: "winter-in", start: { main.showGames(.winter) }, isDone: { phase() == .presented }),
            Step(name: "winter-out", start: { main.dismiss(animated: true) }, isDone: { phase() == .dismissed }),
            Step(name: nil, start: { if let games { main.select(games) } }, isDone: { phase() == .dismissed }),
            Step(name: "medal-count-in", start: { main.showMedalCount() }, isDone: { phase() == .presented }),
        ]
        steps += sheetSteps(window)
        steps += [
            Step(name: "medal-count-out", start: { main.dismiss(animated: true) }, isDone: { phase() == .dismissed })
        ]
        steps += exampleSheetSteps(window)
        steps += [
            Step(name: nil, start: { main.showGames(.summer) }, isDone: { phase() == .presented })
        ]
        steps.append(dragStep(window))
        steps += swipeSteps() + cookSteps()
        record(on: window.window)
        advance()
    }

    /// A drag of the Summer panel to 70% of its width at 2.1 widths a
    /// second (a third of a second), then let go: the panel glides out.
    private func dragStep(_ window: MedalCountWindow) -> Step {
        let stage = window.stage
        let main = window.mainScreen
        var controller: SlideInPresentationController? { Self.panel(of: window) }
        var tracker: SwipeTracker? { controller?.dragInteraction?.tracker }
        let target = ScriptedDrag.Target(
            extent: {
                guard let controller, tracker != nil else { return nil }
                return stage.frame(of: controller.presentedView).width
            },
            press: {
                guard let controller else { return }
                let frame = stage.presentationFrame(of: controller.presentedView)
                tracker?.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
            },
            move: { along, time in tracker?.dragMoved(to: Point(x: -along, y: 0), at: time) },
            release: { along, time in tracker?.dragEnded(at: Point(x: -along, y: 0), time: time) },
            drawnAlong: {
                guard let controller else { return 0 }
                let panel = controller.presentedView
                // Once off the stage, the panel is all the way out.
                guard stage.contains(panel) else { return stage.frame(of: panel).width }
                return controller.frameOfPresentedViewInContainerView.x - stage.presentationFrame(of: panel).x
            },
            hasSettled: { stage.presenter.phase(presentedBy: main) == .dismissed })
        return scripted("summer-drag", speed: 2.1, reach: 0.7, target: target, on: { window.window })
    }

    /// The medal table's sheet: a change of detent inside `animateChanges`
    /// runs it from two thirds to large, then a drag on the grabber pulls it down at 0.9
    /// stage heights a second for a tenth of the stage and lets go; the
    /// release picks the detent it runs to, at the release's speed.
    private func sheetSteps(_ window: MedalCountWindow) -> [Step] {
        let stage = window.stage
        var sheet: SheetPresentationController? {
            stage.presenter.presentationController(presentedBy: window.mainScreen) as? SheetPresentationController
        }
        var tracker: SwipeTracker? { sheet?.dragTracker }
        var top: Double { sheet.map { stage.presentationFrame(of: $0.presentedView).y } ?? 0 }
        var pressedTop = 0.0
        let target = ScriptedDrag.Target(
            extent: { sheet != nil && tracker != nil ? stage.bounds.height : nil },
            press: {
                guard let sheet, let grabber = stage.bounds(of: sheet.grabberWidget) else { return }
                pressedTop = top
                tracker?.dragBegan(at: Point(x: grabber.x + grabber.width / 2, y: grabber.y + grabber.height / 2))
            },
            move: { along, time in tracker?.dragMoved(to: Point(x: 0, y: along), at: time) },
            release: { along, time in tracker?.dragEnded(at: Point(x: 0, y: along), time: time) },
            drawnAlong: { top - pressedTop },
            hasSettled: { sheet?.isRunningBetweenDetents != true })
        return [
            Step(
                name: "sheet-detent",
                start: { sheet.map { sheet in sheet.animateChanges { sheet.selectedDetentIdentifier = .large } } },
                isDone: { sheet?.isRunningBetweenDetents != true }),
            scripted("sheet-drag", speed: 0.9, reach: 0.1, target: target, on: { window.window }),
        ]
    }

    /// GtkStage's sheet as `Examples/Sheets` sets it up, over the main
    /// screen: fifty rows, medium and large, opening at medium with the
    /// window behind active; it comes in, a drag on it pulls it up from
    /// medium by a fifth of the stage at 0.9 stage heights a second and lets
    /// go (it runs to large), and it goes.
    private func exampleSheetSteps(_ window: MedalCountWindow) -> [Step] {
        let stage = window.stage
        let main = window.mainScreen
        var sheet: SheetPresentationController? {
            stage.presenter.presentationController(presentedBy: main) as? SheetPresentationController
        }
        var top: Double { sheet.map { stage.presentationFrame(of: $0.presentedView).y } ?? 0 }
        var pressedTop = 0.0
        let target = ScriptedDrag.Target(
            extent: { sheet?.dragTracker != nil ? stage.bounds.height : nil },
            press: {
                guard let sheet else { return }
                pressedTop = top
                let frame = stage.presentationFrame(of: sheet.presentedView)
                sheet.dragTracker?.dragBegan(at: Point(x: frame.x + frame.width / 2, y: frame.y + 60))
            },
            move: { along, time in sheet?.dragTracker?.dragMoved(to: Point(x: 0, y: -along), at: time) },
            release: { along, time in sheet?.dragTracker?.dragEnded(at: Point(x: 0, y: -along), time: time) },
            drawnAlong: { pressedTop - top },
            hasSettled: { sheet?.isRunningBetweenDetents != true })
        return [
            Step(
                name: "example-sheet-in", start: { main.present(Self.exampleSheet(), animated: true) },
                isDone: { stage.presenter.phase(presentedBy: main) == .presented }),
            scripted("example-sheet-drag", speed: 0.9, reach: 0.2, target: target, on: { window.window }),
            Step(
                name: "example-sheet-out", start: { main.dismiss(animated: true) },
                isDone: { stage.presenter.phase(presentedBy: main) == .dismissed }),
        ]
    }

    /// A screen of fifty rows set up as `Examples/Sheets` sets up its sheet.
    private static func exampleSheet() -> ViewController {
        let rows = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        for number in 1...50 { Widgets.append(Widgets.label("Row \(number)"), to: rows) }
        let screen = ViewController(view: Widgets.scrolled(rows), title: "Sheet")
        screen.modalPresentationStyle = .pageSheet
        if let sheet = screen.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        return screen
    }

    /// The presentation controller of the panel or sheet up in `window`, if any.
    private static func panel(of window: MedalCountWindow) -> SlideInPresentationController? {
        window.stage.presenter.presentationController(presentedBy: window.mainScreen) as? SlideInPresentationController
    }

    /// A step that plays `target`'s drag (`ScriptedDrag`) on `window`'s frame
    /// clock, the speed after its release read as `reading` says.
    private func scripted(
        _ name: String, speed: Double, reach: Double, reading: ReleaseSpeedProbe.Reading = .mean(over: ReleaseSpeedProbe.span),
        target: ScriptedDrag.Target, on window: @escaping @MainActor () -> WidgetPointer?
    ) -> Step {
        let drag = ScriptedDrag(name: name, speed: speed, reach: reach, reading: reading, target: target) { [weak self] made in
            self?.connections.append(made)
        }
        return Step(
            name: name, start: {},
            isDone: {
                guard let widget = window(), let clock = gtk_widget_get_frame_clock(widget) else { return true }
                return drag.frame(of: clock)
            })
    }

    private func swipeSteps() -> [Step] {
        var swipe: SwipeNavigationWindow?
        func phase() -> TransitionPhase {
            guard let swipe else { return .dismissed }
            return swipe.stage.presenter.phase(presentedBy: swipe.rootScene)
        }
        return [
            Step(
                name: nil,
                start: { [weak self] in
                    guard let self else { return }
                    let made = SwipeNavigationWindow(application: nil)
                    made.stage.motion = Motion(timeScale: self.options.timeScale)
                    made.present()
                    swipe = made
                    self.swipeWindow = made
                    self.record(on: made.window)
                }, isDone: { swipe.map { gtk_widget_get_mapped($0.stage.widget) != 0 } ?? true }),
            Step(name: "stack-fade-in", start: { swipe?.rootScene.presentStack() }, isDone: { phase() == .presented }),
            Step(
                name: "push-fade",
                start: {
                    (swipe?.rootScene.navigation?.topViewController as? NextScenePushing)?.pushToNextScene()
                }, isDone: { swipe?.rootScene.navigation?.viewControllers.count == 2 && swipe?.rootScene.navigation?.isTransitioning == false }),
            Step(
                name: "pop-fade", start: { swipe?.rootScene.navigation?.popViewController(animated: true) },
                isDone: { swipe?.rootScene.navigation?.viewControllers.count == 1 && swipe?.rootScene.navigation?.isTransitioning == false }),
            Step(name: "stack-fade-out", start: { swipe?.rootScene.navigation?.dismiss(animated: true) }, isDone: { phase() == .dismissed }),
        ]
    }

    private func cookSteps() -> [Step] {
        var cook: BeginnerCookWindow?
        func phase() -> TransitionPhase {
            guard let cook else { return .dismissed }
            return cook.stage.presenter.phase(presentedBy: cook.herbsScreen)
        }
        return [
            Step(
                name: nil,
                start: { [weak self] in
                    guard let self else { return }
                    let made = BeginnerCookWindow(application: nil, usesFade: false)
                    made.stage.motion = Motion(timeScale: self.options.timeScale)
                    made.present()
                    cook = made
                    self.cookWindow = made
                    self.record(on: made.window)
                }, isDone: { cook.map { gtk_widget_get_mapped($0.stage.widget) != 0 && $0.stage.bounds.width > 0 } ?? true }),
            Step(name: nil, start: {}, isDone: { true }),
            Step(name: "herb-pop-out", start: { cook?.herbsScreen.showDetails(at: 0) }, isDone: { phase() == .presented }),
            Step(
                name: "herb-pop-back", start: { cook?.herbsScreen.presentedViewController?.dismiss(animated: true) },
                isDone: { phase() == .dismissed }),
            Step(name: nil, start: { cook?.herbsScreen.showDetails(at: 0) }, isDone: { phase() == .presented }),
            zoomStep { cook },
        ]
    }

    /// The herb zoom grabbed: the open details dragged down from their
    /// middle at 1.5 whole shrinks a second to 60% of one, then let go; they
    /// land in their thumbnail on the pop's spring, leaving at the release's
    /// speed. Positions are the transition's progress in pixels of the drag
    /// (the details' own frame also moves by the offset the input leaves,
    /// which fades as they land), and the spring's speed is the one it
    /// leaves at (`ReleaseSpeedProbe.Reading.leaving`).
    private func zoomStep(_ window: @escaping @MainActor () -> BeginnerCookWindow?) -> Step {
        var stage: Stage? { window()?.stage }
        var tracker: SwipeTracker? {
            guard let cook = window() else { return nil }
            return cook.stage.presenter.presentationController(presentedBy: cook.herbsScreen)?.interactionTracker
        }
        let target = ScriptedDrag.Target(
            extent: {
                guard let stage, tracker != nil else { return nil }
                return ZoomDrag.length(forContainerHeight: stage.bounds.height)
            },
            press: {
                guard let stage else { return }
                tracker?.dragBegan(at: Point(x: stage.bounds.width / 2, y: stage.bounds.height / 2))
            },
            move: { along, time in tracker?.dragMoved(to: Point(x: 0, y: along), at: time) },
            release: { along, time in tracker?.dragEnded(at: Point(x: 0, y: along), time: time) },
            drawnAlong: {
                guard let stage, let screen = window()?.herbsScreen else { return 0 }
                let length = ZoomDrag.length(forContainerHeight: stage.bounds.height)
                guard let running = stage.presenter.runningTransition(presentedBy: screen) else {
                    return stage.presenter.phase(presentedBy: screen) == .dismissed ? length : 0
                }
                return running.fractionComplete * length
            },
            hasSettled: {
                guard let stage, let screen = window()?.herbsScreen else { return true }
                return stage.presenter.runningTransition(presentedBy: screen) == nil
            })
        return scripted("herb-zoom-drag", speed: 1.5, reach: 0.6, reading: .leaving, target: target, on: { window()?.window })
    }

    /// Records every painted frame of `window` into the current step, and
    /// moves the script on from the frame clock.
    private func record(on window: WidgetPointer) {
        // GtkStage's code before the paint (ticks, layout), taken in the
        // paint phase by a handler connected before any of GtkStage's
        // (`AfterPaint`, a dismissal's end), whose work is taken apart after it.
        var beforePaint = BenchObserver.FrameTotal()
        onFrame(of: window, at: .paint, once: false) { [weak self] _ in
            guard let self else { return }
            beforePaint = self.observer.takeFrameTotal()
        }
        onFrame(of: window, at: .afterPaint, once: false) { [weak self] clock in
            guard let self else { return }
            let afterPaint = self.observer.takeFrameTotal()
            if self.current?.name != nil, (self.current?.window ?? self.medalWindow?.window) == window {
                self.frames.append((Int64(gdk_frame_clock_get_frame_time(clock)), beforePaint, afterPaint))
            }
            beforePaint = BenchObserver.FrameTotal()
        }
        ticks.append(
            TickCallback(on: window) { [weak self] _ in
                self?.tick()
                return true
            })
    }

    private func tick() {
        guard let step = current else { return }
        if step.isDone() { finishStep() }
    }

    private func finishStep() {
        if let name = current?.name {
            let times = frames.map { String($0.time) }.joined(separator: ",")
            let ours = frames.map { String($0.ours.cpu) }.joined(separator: ",")
            let wall = frames.map { String($0.ours.wall) }.joined(separator: ",")
            let afterPaint = frames.map { String($0.afterPaint.cpu) }.joined(separator: ",")
            Self.emit(
                #"{"event":"transition","name":"\#(name)","renderer":"\#(renderer())","frame_times_us":[\#(times)],"#
                    + #""ours_us":[\#(ours)],"ours_wall_us":[\#(wall)],"after_paint_us":[\#(afterPaint)]}"#)
        }
        frames = []
        advance()
    }

    private func advance() {
        if var next = steps.first, next.window == nil {
            next.window = swipeWindowFor(next.name) ?? nil
            steps[0] = next
        }
        guard !steps.isEmpty else {
            current = nil
            Self.emit(#"{"event":"done"}"#)
            ticks.forEach { $0.remove() }
            quit()
            return
        }
        let next = steps.removeFirst()
        current = next
        next.start()
    }

    /// The window a named step's frames come from: the demo it belongs to.
    private func swipeWindowFor(_ name: String?) -> WidgetPointer? {
        guard let name else { return nil }
        if ["stack-fade-in", "push-fade", "pop-fade", "stack-fade-out"].contains(name) { return swipeWindow?.window }
        if name.hasPrefix("herb-") { return cookWindow?.window }
        return medalWindow?.window
    }

    private func renderer() -> String {
        guard let window = medalWindow?.window, let native = gtk_widget_get_native(window),
            let renderer = gtk_native_get_renderer(native)
        else { return "unknown" }
        return String(cString: g_type_name(gobject(renderer).pointee.g_type_instance.g_class.pointee.g_type))
    }

    // MARK: Resize storm

    private func runResize(_ window: MedalCountWindow) {
        let stage = window.stage
        let main = window.mainScreen
        let observer = observer
        var announced = false
        afterPaint(of: window.window, once: false) { _ in
            let ours = observer.takeFrameTotal()
            guard stage.presenter.phase(presentedBy: main) == .presented,
                let controller = stage.presenter.presentationController(presentedBy: main)
            else { return }
            if !announced {
                announced = true
                Self.emit(#"{"event":"ready"}"#)
                return
            }
            var rect = graphene_rect_t()
            _ = gtk_widget_compute_bounds(controller.presentedView, stage.widget, &rect)
            let placed = Rect(
                x: Double(rect.origin.x), y: Double(rect.origin.y),
                width: Double(rect.size.width), height: Double(rect.size.height))
            let expected = SlideInGeometry.frame(
                for: .left,
                in: Size(
                    width: Double(gtk_widget_get_width(stage.widget)),
                    height: Double(gtk_widget_get_height(stage.widget))))
            let misplaced = placed != expected ? 1 : 0
            Self.emit(#"{"event":"frame","misplaced":\#(misplaced),"layout_us":\#(ours.wall),"width":\#(Int(expected.width * 1.5))}"#)
        }
        main.showGames(.summer)
    }

    // MARK: Soak

    private func runSoak(_ window: MedalCountWindow) {
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

    // MARK: Lists

    /// Opens the Summer list once the window has settled and times the
    /// open from the call to the end of the frame it is made in (the list
    /// built, laid out with its rows and painted at the slide's start); then
    /// scrolls the list 40 px a frame for 120 frames (a fast wheel), and
    /// reports the open, the rows the list made and the scroll's frame
    /// times (bench/run.py counts the dropped ones, as for the transitions).
    private func runLists(_ window: MedalCountWindow) {
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

    // MARK: Helpers

    /// Calls `action` after frames of `window` are painted (the first one
    /// only when `once`), from when the window is mapped.
    private func afterPaint(
        of window: WidgetPointer, once: Bool = true,
        _ action: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        onFrame(of: window, at: .afterPaint, once: once, action)
    }

    /// Calls `action` at `phase` of `window`'s frames (the first one only
    /// when `once`), from when the window is mapped.
    private func onFrame(
        of window: WidgetPointer, at phase: SignalName<SignalShape.Plain>, once: Bool,
        _ action: @escaping @MainActor (OpaquePointer) -> Void
    ) {
        var attached = false
        func attach() {
            guard !attached, let clock = gtk_widget_get_frame_clock(window) else { return }
            attached = true
            // Weak: the handler's box holds this closure, which must not
            // hold the connection that holds the box.
            weak var connection: SignalConnection?
            let made = Signal.connect(clock, phase) {
                action(clock)
                if once { connection?.disconnect() }
            }
            connection = made
            connections.append(made)
        }
        if gtk_widget_get_mapped(window) != 0 {
            attach()
        } else {
            connections.append(Signal.connect(window, .map) { attach() })
        }
    }

    /// Where measures go: standard output, one line at once (no buffering:
    /// the benchmark reads them while the app runs). Tests collect them instead.
    static var output: @MainActor (String) -> Void = { line in
        let text = line + "\n"
        _ = text.withCString { write(1, $0, strlen($0)) }
    }

    static func emit(_ line: String) {
        output(line)
    }

    /// Closes the demo windows the frames scenario opened.
    func closeWindows() {
        for window in [swipeWindow?.window, cookWindow?.window].compactMap({ $0 }) {
            gtk_window_destroy(gcast(window))
        }
        swipeWindow = nil
        cookWindow = nil
    }
}
