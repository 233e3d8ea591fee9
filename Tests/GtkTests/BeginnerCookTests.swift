import CGtk
import CMedalCount
import MedalData
import Presentation
import Testing

@_spi(GLib) @testable import GtkStage
@testable import MedalCountKit

/// Beginner Cook on real widgets: the pop held at chosen progress values by
/// taking its transition over, as a gesture would.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct BeginnerCookTests {
    @MainActor
    final class Demo {
        let window: BeginnerCookWindow

        init(usesFade: Bool = false, width: Int32 = 900, height: Int32 = 640) {
            GtkHarness.prepare()
            window = BeginnerCookWindow(application: nil, usesFade: usesFade)
            gtk_window_set_default_size(gcast(window.window), width, height)
            window.present()
            let stage = window.stage
            #expect(GtkHarness.pump { stage.bounds.width > 0 && gtk_widget_get_mapped(stage.widget) != 0 })
            frames(2)
        }

        isolated deinit {
            gtk_window_destroy(gcast(window.window))
        }

        var screen: HerbsScreen { window.herbsScreen }
        var stage: Stage { window.stage }
        var phase: TransitionPhase { stage.presenter.phase(presentedBy: screen) }
        var controller: PresentationController? { stage.presenter.presentationController(presentedBy: screen) }
        var details: HerbDetailsScreen? { screen.presentedViewController as? HerbDetailsScreen }

        func frames(_ count: Int) { GtkHarness.pumpFrames(count, of: stage.widget) }

        func bounds(of widget: WidgetPointer) -> Rect { GtkHarness.bounds(of: widget, in: stage) }

        /// Opens herb `index` and holds its pop at the start.
        func openHeld(_ index: Int) -> TransitionContext? {
            screen.showDetails(at: index)
            guard let context = stage.presenter.runningTransition(presentedBy: screen) else { return nil }
            context.pauseInteractiveTransition()
            return context
        }

        func hold(_ context: TransitionContext, at progress: Double) {
            context.updateInteractiveTransition(progress)
            frames(1)
        }

        func waitUntil(_ expected: TransitionPhase) {
            let reached = GtkHarness.pump(timeout: 8) { self.phase == expected }
            #expect(reached, "phase stayed \(phase)")
            frames(1)
        }
    }

    private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Opened from the keyboard, the details take the focus on their words
    /// (a screen reader reads them first), with nothing selected, and Tab
    /// goes on to the credit link; Escape gives the focus back to the herb.
    @Test func detailsOpenWithTheFocusOnTheirWords() throws {
        let demo = Demo()
        let root: WidgetPointer = gcast(demo.window.window)
        let thumbnail = demo.screen.thumbnails[1]
        gtk_widget_grab_focus(thumbnail)
        demo.screen.showDetails(at: 1)
        demo.waitUntil(.presented)
        let details = try #require(demo.details)
        #expect(GtkHarness.pump { gtk_root_get_focus(gcast(root)) == details.aboutLabel }, "the focus is not on the words")
        var start: Int32 = -1
        var end: Int32 = -1
        let selected = gtk_label_get_selection_bounds(gcast(details.aboutLabel), &start, &end) != 0
        #expect(!selected, "the words are selected (\(start)...\(end))")
        #expect(gtk_widget_child_focus(details.view, GTK_DIR_TAB_FORWARD) != 0)
        #expect(gtk_root_get_focus(gcast(root)) == details.creditButton, "Tab does not reach the credit")
        details.dismiss(animated: false)
        demo.waitUntil(.dismissed)
        #expect(GtkHarness.pump { gtk_root_get_focus(gcast(root)) == thumbnail }, "the focus did not go back to the herb")
    }

    @Test func detailsStartOnTheThumbnailAndEndFillingTheWindow() throws {
        let demo = Demo()
        let thumbnail = demo.screen.thumbnails[0]
        let thumbnailRect = demo.bounds(of: thumbnail)
        let context = try #require(demo.openHeld(0))
        let view = try #require(demo.controller?.presentedView)
        demo.hold(context, at: 0)
        #expect(near(demo.bounds(of: view), thumbnailRect), "\(demo.bounds(of: view)) vs \(thumbnailRect)")
        #expect(gtk_widget_get_opacity(thumbnail) == 0, "the thumbnail hides while its details are up")
        demo.hold(context, at: 1)
        #expect(near(demo.bounds(of: view), demo.stage.bounds))
        context.finishInteractiveTransition()
        demo.waitUntil(.presented)
        #expect(near(demo.bounds(of: view), demo.stage.bounds))
        #expect(gtk_widget_get_opacity(thumbnail) == 0)
    }

    @Test func textFadesAndCornersRoundWithTheProgress() throws {
        let demo = Demo()
        let thumbnailRect = demo.bounds(of: demo.screen.thumbnails[1])
        let context = try #require(demo.openHeld(1))
        let details = try #require(demo.details)
        let zoom = try #require(demo.controller as? ZoomPresentationController)
        let geometry = ZoomGeometry(
            sourceFrame: thumbnailRect, finalFrame: demo.stage.bounds,
            sourceCornerRadius: HerbsScreen.thumbnailRadius)
        for progress in [0.0, 0.25, 0.5, 0.75, 1.0] {
            demo.hold(context, at: progress)
            #expect(
                abs(gtk_widget_get_opacity(details.contentView) - PopGeometry.contentOpacity(at: progress)) < 0.005,
                "GTK keeps opacity in 1/255 steps")
            let expected = geometry.localCorner(at: progress)
            #expect(
                abs(zoom.corner.width - expected.width) < 0.5 && abs(zoom.corner.height - expected.height) < 0.5,
                "corner at \(progress): \(zoom.corner) vs \(expected)")
        }
        #expect(gtk_widget_get_opacity(details.contentView) == 1)
        #expect(zoom.corner == .zero)
        context.finishInteractiveTransition()
        demo.waitUntil(.presented)
    }

    @Test func dismissalLandsInTheThumbnailWhichThenReappears() throws {
        let demo = Demo()
        demo.stage.motion = Motion(timeScale: 0.2, clock: .sixtyFramesASecond)
        let thumbnail = demo.screen.thumbnails[2]
        demo.screen.showDetails(at: 2)
        demo.waitUntil(.presented)
        demo.details?.dismiss(animated: true)
        let context = try #require(demo.stage.presenter.runningTransition(presentedBy: demo.screen))
        context.pauseInteractiveTransition()
        let view = try #require(demo.controller?.presentedView)
        demo.hold(context, at: 1)
        #expect(near(demo.bounds(of: view), demo.bounds(of: thumbnail)), "the landing matches the thumbnail")
        #expect(gtk_widget_get_opacity(thumbnail) == 0, "hidden until the details land")
        context.finishInteractiveTransition()
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(thumbnail) == 1)
    }

    @Test func anotherThumbnailWhilePoppingShowsNoSecondDetails() {
        let demo = Demo()
        demo.stage.motion = Motion(timeScale: 5)
        demo.screen.showDetails(at: 0)
        demo.frames(3)
        demo.screen.showDetails(at: 3)
        demo.frames(3)
        #expect(demo.stage.presenter.activeCount == 1)
        #expect(demo.details?.herb.name == "Basil")
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[3]) == 1)
    }

    @Test func dismissWhilePoppingTurnsBackAndShowsTheThumbnail() {
        let demo = Demo()
        demo.stage.motion = Motion(timeScale: 5)
        demo.screen.showDetails(at: 4)
        demo.frames(10)
        demo.details?.dismiss(animated: true)
        #expect(demo.phase == .presenting(.reversed))
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(demo.screen.thumbnails[4]) == 1)
    }

    @Test func detailsKeepFillingTheWindowWhenResized() throws {
        let demo = Demo()
        demo.screen.showDetails(at: 0)
        demo.waitUntil(.presented)
        let view = try #require(demo.controller?.presentedView)
        gtk_window_set_default_size(gcast(demo.window.window), 600, 800)
        let stage = demo.stage
        #expect(GtkHarness.pump { stage.bounds.height > stage.bounds.width })
        demo.frames(2)
        #expect(near(demo.bounds(of: view), demo.stage.bounds))
    }

    @Test func backgroundFollowsTheWindowsShape() {
        let demo = Demo(width: 900, height: 600)
        let screen = demo.screen
        #expect(GtkHarness.pump { abs(screen.backgroundAlpha - 0.25) < 0.005 })
        // Drawn at the picture's own alpha: the widget itself stays opaque
        // (no offscreen group for GSK's cairo renderer to blend).
        #expect(gtk_widget_get_opacity(screen.background) == 1)
        // Frame by frame, so the fade's 0.3 s are 18 frames on any machine:
        // under the sanitizer one frame could take the whole fade.
        demo.stage.motion = Motion(clock: .sixtyFramesASecond)
        gtk_window_set_default_size(gcast(demo.window.window), 500, 800)
        var sawBetween = false
        // Eighteen frames: a sanitizer's may take a third of a second each.
        let settled = GtkHarness.pump(timeout: 30) {
            let opacity = screen.backgroundAlpha
            if opacity > 0.26 && opacity < 0.54 { sawBetween = true }
            return abs(opacity - 0.55) < 0.005
        }
        #expect(settled, "a tall window shows the background at 55%")
        #expect(sawBetween, "the change is animated, not a jump")
    }

    @Test func theFadeOptionFadesInsteadOfPopping() throws {
        let demo = Demo(usesFade: true)
        let context = try #require(demo.openHeld(0))
        let view = try #require(demo.controller?.presentedView)
        demo.hold(context, at: 0.5)
        #expect(abs(gtk_widget_get_opacity(view) - 0.5) < 0.01)
        #expect(near(demo.bounds(of: view), demo.stage.bounds), "a fade does not move the view")
        context.finishInteractiveTransition()
        demo.waitUntil(.presented)
    }

    /// The credit is a link for screen readers, named by its own words, not
    /// by its label's text (the end-to-end walk reads the name and description).
    @Test func theCreditIsALinkNamedAfterItsPage() {
        GtkHarness.prepare()
        let herb = Herb(
            name: "Dill", image: "basil.svg", description: "Feathery.", credit: "Drawn here · Dill on Wikipedia",
            link: "https://example.org/dill")
        let details = HerbDetailsScreen(herb: herb)
        let credit: OpaquePointer = gcast(details.creditButton)
        #expect(gtk_test_accessible_has_role(credit, GTK_ACCESSIBLE_ROLE_LINK) != 0)
        #expect(gtk_test_accessible_has_relation(credit, GTK_ACCESSIBLE_RELATION_LABELLED_BY) == 0, "named by its label's text")
    }

    @Test func onlyHttpsCreditsAreOpened() {
        GtkHarness.prepare()
        let herb = Herb(
            name: "Dill", image: "basil.svg", description: "Feathery.", credit: "Someone",
            link: "http://example.org/dill")
        let details = HerbDetailsScreen(herb: herb)
        #expect(details.refusalMessage == nil)
        details.openCredit()
        #expect(details.refusalMessage?.contains("http://example.org/dill") == true)
        #expect(details.refusalMessage?.contains("https") == true)
    }

    @Test func detailsClosedAfterAResizeLandWhereTheThumbnailIsNow() throws {
        let demo = Demo(width: 900, height: 640)
        let thumbnail = demo.screen.thumbnails[1]
        demo.screen.showDetails(at: 1)
        demo.waitUntil(.presented)
        let before = demo.bounds(of: thumbnail)
        gtk_window_set_default_size(gcast(demo.window.window), 760, 780)
        let stage = demo.stage
        #expect(GtkHarness.pump { stage.bounds.height > 700 })
        demo.frames(2)
        let after = demo.bounds(of: thumbnail)
        #expect(!near(before, after, 20), "the resize moved the thumbnail (\(before) to \(after))")

        demo.details?.dismiss(animated: true)
        let context = try #require(demo.stage.presenter.runningTransition(presentedBy: demo.screen))
        context.pauseInteractiveTransition()
        let view = try #require(demo.controller?.presentedView)
        demo.hold(context, at: 1)
        #expect(near(demo.bounds(of: view), after), "landed at \(demo.bounds(of: view)), the thumbnail is at \(after)")
        context.finishInteractiveTransition()
        demo.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(thumbnail) == 1)
    }

    @Test(arguments: [(Int32(900), Int32(640)), (1600, 700), (500, 800)])
    func thumbnailsStaySquareInAnyWindow(width: Int32, height: Int32) {
        let demo = Demo(width: width, height: height)
        for thumbnail in demo.screen.thumbnails {
            let bounds = demo.bounds(of: thumbnail)
            #expect(
                bounds.width == Double(HerbsScreen.thumbnailSize) && bounds.height == bounds.width,
                "a thumbnail is \(bounds.width)x\(bounds.height) in a \(width)x\(height) window")
        }
    }

    /// The background's opacity on every frame from the window's first.
    private func launchOpacities(width: Int32, height: Int32) -> [Double] {
        GtkHarness.prepare()
        let window = BeginnerCookWindow(application: nil, usesFade: false)
        defer { gtk_window_destroy(gcast(window.window)) }
        gtk_window_set_default_size(gcast(window.window), width, height)
        var seen: [Double] = []
        let screen = window.herbsScreen
        window.present()
        // Read after each frame is painted: what the person saw.
        guard let clock = gtk_widget_get_frame_clock(window.stage.widget) else {
            Issue.record("no frame clock once presented")
            return []
        }
        let painted = Signal.connect(clock, .afterPaint) { seen.append(screen.backgroundAlpha) }
        gdk_frame_clock_begin_updating(clock)
        GtkHarness.pump { seen.count >= 30 }
        gdk_frame_clock_end_updating(clock)
        painted.disconnect()
        return seen
    }

    @Test func theBackgroundStartsAtItsOpacityWithoutAFade() {
        let wide = launchOpacities(width: 900, height: 640)
        #expect(wide.count >= 30)
        #expect(wide.allSatisfy { abs($0 - 0.25) < 0.005 }, "a wide window shows 25% from its first frame painted: \(wide)")
        let tall = launchOpacities(width: 520, height: 780)
        #expect(tall.count >= 30)
        #expect(tall.allSatisfy { abs($0 - 0.55) < 0.005 }, "a tall window shows 55% from its first frame painted: \(tall)")
    }

    @Test func theSimpleFadeTakesASecondOfFrames() throws {
        let demo = Demo(usesFade: true)
        let clock = try #require(gtk_widget_get_frame_clock(demo.stage.widget))
        demo.screen.showDetails(at: 0)
        let view = try #require(demo.controller?.presentedView)
        let start = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        var samples: [(time: Double, opacity: Double)] = []
        GtkHarness.pump(timeout: 10) {
            demo.frames(1)
            samples.append((Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000 - start, gtk_widget_get_opacity(view)))
            return demo.phase == .presented
        }
        // The fade's length from the frames it painted, whatever frames were
        // skipped or late: each part-way opacity names how far through the
        // eased curve it was, and the clock says when.
        let partway = samples.filter { $0.opacity > 0.05 && $0.opacity < 0.95 }
        let first = try #require(partway.first, "frames part way through: \(samples)")
        let last = try #require(partway.last)
        let through = { (opacity: Double) in Self.timeFraction(ofEaseInOutProgress: opacity) }
        let span = through(last.opacity) - through(first.opacity)
        #expect(span > 0.3, "frames far enough apart to measure: \(partway)")
        let duration = (last.time - first.time) / span
        #expect(duration > 0.8 && duration < 1.25, "the fade takes \(duration) s (1 s expected): \(partway)")
        #expect(samples.contains { $0.opacity > 0.3 && $0.opacity < 0.7 }, "a frame part way through")
    }

    /// The time fraction at which the ease-in-out curve reaches `progress`.
    private static func timeFraction(ofEaseInOutProgress progress: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if TimingCurve.easeInOut.progress(at: middle) < progress { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    @Test func theSimpleFadeRunsForOneSecond() throws {
        let transitions = SimpleFadeTransitions()
        let presented = ViewController(view: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), title: "Herb")
        let fade = try #require(
            transitions.animationController(
                forPresented: presented, presenting: presented,
                source: presented) as? FadeTransitionAnimator)
        #expect(fade.duration == 1)
        let back = try #require(transitions.animationController(forDismissed: presented) as? FadeTransitionAnimator)
        #expect(back.duration == 1 && !back.isForward)
        #expect(FadeTransitionAnimator(isForward: true).duration == 0.5, "Swipe Navigation's fades stay at 0.5 s")
    }
}
