import Testing

@_spi(GLib) @testable import GtkStage

/// GtkStage's zoom on its own, as a second app uses it: a screen grows out
/// of a source view and back, the source hidden while it is away; a drag,
/// a pinch or a press takes it; the options may refuse a grab or name where
/// it lands; reduced motion cross-fades.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct ZoomTests {
    /// A window with a source button at a known place, and a screen to zoom.
    @MainActor
    final class Gallery {
        let window = TestStageWindow(width: 640, height: 480)
        let source: WidgetPointer

        init() {
            let button: WidgetPointer = gtk_button_new_with_label("Source")
            gtk_widget_set_size_request(button, 120, 90)
            gtk_widget_set_halign(button, GTK_ALIGN_START)
            gtk_widget_set_valign(button, GTK_ALIGN_START)
            gtk_widget_set_margin_start(button, 40)
            gtk_widget_set_margin_top(button, 60)
            gtk_box_append(gcast(window.root.view), button)
            source = button
            window.frames(2)
        }

        var phase: TransitionPhase { window.phase }
        var controller: ZoomPresentationController? {
            window.stage.presenter.presentationController(presentedBy: window.root) as? ZoomPresentationController
        }

        /// Presents a screen zooming out of the source with `options`.
        func zoom(_ options: ZoomOptions = ZoomOptions(sourceCornerRadius: 10), animated: Bool = true, opaque: Bool = false) {
            let screen = ViewController(view: gtk_label_new("Zoomed"), title: "Zoomed")
            screen.isViewOpaque = opaque
            let source = source
            screen.preferredTransition = .zoom(options: options) { _ in source }
            window.root.present(screen, animated: animated)
        }

        var drawn: Rect { controller.map { window.stage.presentationFrame(of: $0.presentedView) } ?? .zero }

        /// A drag down the stage from its middle by `share` of a whole shrink, let go `pause` s after.
        func drag(_ share: Double, pause: Double = 0.3, at time: Double = 100) throws {
            let tracker = try #require(controller?.interactionTracker)
            let bounds = window.stage.bounds
            let length = ZoomDrag.length(forContainerHeight: bounds.height)
            tracker.dragBegan(at: Point(x: bounds.width / 2, y: bounds.height / 2))
            for step in 1...8 {
                tracker.dragMoved(to: Point(x: 0, y: length * share * Double(step) / 8), at: time + Double(step) * 0.05)
                window.frames(1)
            }
            tracker.dragEnded(at: Point(x: 0, y: length * share), time: time + 0.4 + pause)
        }
    }

    private func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1.5) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test func itGrowsOutOfItsSourceAndBackWithTheSourceHiddenMeanwhile() throws {
        let gallery = Gallery()
        let sourceFrame = try #require(gallery.window.stage.bounds(of: gallery.source))
        gallery.window.stage.motion = Motion(timeScale: 4, clock: .sixtyFramesASecond)
        gallery.zoom()
        #expect(near(gallery.drawn, sourceFrame), "it starts on its source: \(gallery.drawn) vs \(sourceFrame)")
        #expect(gtk_widget_get_opacity(gallery.source) == 0, "the source is hidden while the screen is away")
        let controller = try #require(gallery.controller)
        let geometry = ZoomGeometry(sourceFrame: sourceFrame, finalFrame: gallery.window.stage.bounds, sourceCornerRadius: 10)
        #expect(abs(controller.corner.width - geometry.localCorner(at: 0).width) < 0.5, "its corners start as the source's")
        gallery.window.stage.motion = Motion(timeScale: 1, clock: .sixtyFramesASecond)
        gallery.window.waitUntil(.presented)
        gallery.window.frames(2)
        #expect(near(gallery.window.bounds(of: controller.presentedView), gallery.window.stage.bounds))
        #expect(controller.corner == .zero, "square once it fills the window")
        gallery.window.root.dismiss(animated: true)
        gallery.window.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(gallery.source) == 1, "the source shows again")
        #expect(gallery.window.viewsAboveRoot.isEmpty)
    }

    /// While a springy zoom of an opaque screen covers the whole stage
    /// (overshooting it), the screen beneath is not drawn; while the stage
    /// shows around it, it is; once the zoom ends it is whole again at the
    /// opacity it had. A zoom dismissed while it covers the stage leaves it
    /// drawn too; a screen not said to be opaque never hides it.
    @Test func theScreenBeneathIsNotDrawnWhileTheZoomCoversTheStage() throws {
        let gallery = Gallery()
        let beneath = gallery.window.root.view
        gtk_widget_set_opacity(beneath, 0.9)
        let bounds = gallery.window.stage.bounds
        let springy = ZoomOptions(duration: 1, dampingRatio: 0.4, sourceCornerRadius: 10)
        var covered = 0
        var uncovered = 0
        /// One frame: whether the screen beneath is drawn as the zoom's place says.
        func frame() {
            gallery.window.frames(1)
            // At rest (presented, dismissed) the zoom no longer covers anything.
            guard gallery.controller != nil, gallery.phase != .presented, gallery.phase != .dismissed else { return }
            if gallery.drawn.contains(bounds) {
                covered += 1
                #expect(gtk_widget_get_opacity(beneath) == 0, "covered at \(gallery.drawn), still drawn")
            } else {
                uncovered += 1
                #expect(abs(gtk_widget_get_opacity(beneath) - 0.9) < 0.01, "shown around \(gallery.drawn), not drawn")
            }
        }
        gallery.zoom(springy, opaque: true)
        #expect(
            StageHarness.pump(timeout: 10) {
                frame()
                return gallery.phase == .presented
            })
        #expect(covered > 0 && uncovered > 0, "the spring covers the stage and shows it again: \(covered), \(uncovered)")
        #expect(abs(gtk_widget_get_opacity(beneath) - 0.9) < 0.01, "presented: drawn again as it was")

        gallery.window.root.dismiss(animated: false)
        gallery.window.waitUntil(.dismissed)
        gallery.zoom(springy, opaque: true)
        #expect(
            StageHarness.pump(timeout: 10) {
                gallery.window.frames(1)
                return gallery.drawn.contains(bounds) || gallery.phase == .presented
            })
        #expect(gtk_widget_get_opacity(beneath) == 0, "covering when dismissed")
        gallery.window.root.dismiss(animated: true)
        #expect(
            StageHarness.pump(timeout: 10) {
                frame()
                return gallery.phase == .dismissed
            })
        #expect(abs(gtk_widget_get_opacity(beneath) - 0.9) < 0.01, "dismissed while covering: drawn again as it was")
        #expect(gtk_widget_get_opacity(gallery.source) == 1)

        // Not said to be opaque: what is beneath shows through it, and is drawn all along.
        gallery.zoom(springy)
        var seeThroughCovered = 0
        var hidden = 0
        #expect(
            StageHarness.pump(timeout: 10) {
                gallery.window.frames(1)
                if gallery.drawn.contains(bounds) && gallery.phase != .presented { seeThroughCovered += 1 }
                if abs(gtk_widget_get_opacity(beneath) - 0.9) > 0.01 { hidden += 1 }
                return gallery.phase == .presented
            })
        #expect(seeThroughCovered > 0, "the see-through zoom covered the stage too")
        #expect(hidden == 0, "a see-through screen hid the one beneath in \(hidden) frames")
    }

    /// Caught while it covers the stage, then the window grows: the stage
    /// shows around the zoomed screen, so what is beneath is drawn again
    /// without waiting for the zoom's next frame.
    @Test func aStageThatGrowsUnderACaughtZoomDrawsWhatIsBeneathAgain() throws {
        let gallery = Gallery()
        let beneath = gallery.window.root.view
        let bounds = gallery.window.stage.bounds
        gallery.zoom(ZoomOptions(duration: 1, dampingRatio: 0.4, sourceCornerRadius: 10), opaque: true)
        #expect(
            StageHarness.pump(timeout: 10) {
                gallery.window.frames(1)
                return gtk_widget_get_opacity(beneath) == 0
            })
        let tracker = try #require(gallery.controller?.interactionTracker)
        tracker.dragBegan(at: Point(x: bounds.width / 2, y: bounds.height / 2))
        gallery.window.frames(2)
        let held = gallery.drawn
        #expect(held.contains(bounds) && gtk_widget_get_opacity(beneath) == 0, "caught while covering: \(held)")
        gallery.window.resize(width: 1000, height: 800)
        gallery.window.frames(2)
        #expect(!gallery.drawn.contains(gallery.window.stage.bounds), "the grown stage shows around it")
        #expect(gtk_widget_get_opacity(beneath) == 1, "the screen beneath is drawn again")
        // Let go unmoved, it goes home, as a caught zoom does.
        tracker.dragEnded(at: .zero, time: 101)
        gallery.window.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(beneath) == 1)
    }

    /// Dismissed at each of its first frames while it grows, it goes back
    /// into its source and the next zoom comes up whole.
    @Test func dismissedWhileItGrowsItGoesBackAndZoomsAgain() {
        let gallery = Gallery()
        for frame in [0, 1, 2, 4, 8] {
            gallery.zoom()
            gallery.window.frames(frame)
            gallery.window.root.dismiss(animated: true)
            gallery.window.waitUntil(.dismissed)
            #expect(gallery.window.viewsAboveRoot.isEmpty, "dismissed at frame \(frame): something stays")
            #expect(gtk_widget_get_opacity(gallery.source) == 1, "dismissed at frame \(frame): the source stays hidden")
        }
        gallery.zoom(animated: false)
        gallery.window.waitUntil(.presented)
        gallery.window.frames(2)
        #expect(gallery.controller.map { near(gallery.window.bounds(of: $0.presentedView), gallery.window.stage.bounds) } == true)
        gallery.window.root.dismiss(animated: false)
        gallery.window.waitUntil(.dismissed)
    }

    /// A drag of a tenth of the way home springs back; a small pinch springs
    /// back too, and a drag after it, past the whole way, lands it.
    @Test func aDragDecidesByWhereItWouldComeToRestAndAPinchThenADragWork() throws {
        let gallery = Gallery()
        gallery.zoom()
        gallery.window.waitUntil(.presented)
        try gallery.drag(0.1)
        gallery.window.waitUntil(.presented)
        gallery.window.frames(2)
        #expect(near(gallery.drawn, gallery.window.stage.bounds), "a tenth springs back to full")

        let tracker = try #require(gallery.controller?.interactionTracker)
        let pinch = try #require(tracker.pinch)
        let centre = Point(x: 320, y: 240)
        pinch.pinchBegan(at: centre)
        pinch.pinchMoved(scale: 0.9, center: centre, time: 200)
        gallery.window.frames(1)
        pinch.pinchEnded(time: 200.6)
        #expect(StageHarness.pump(timeout: 8) { gallery.phase == .presented }, "the small pinch springs back: \(gallery.phase)")
        gallery.window.frames(2)

        try gallery.drag(1.1, at: 300)
        gallery.window.waitUntil(.dismissed)
        #expect(gtk_widget_get_opacity(gallery.source) == 1)
    }

    @Test func theOptionsMayRefuseAGrabAndNameWhereItLands() throws {
        let gallery = Gallery()
        var asked = 0
        var options = ZoomOptions()
        options.interactiveDismissShouldBegin = { _ in
            asked += 1
            return false
        }
        options.alignmentRectProvider = { _ in Rect(x: 10, y: 10, width: 40, height: 30) }
        gallery.zoom(options)
        gallery.window.waitUntil(.presented)
        try gallery.drag(1.1)
        gallery.window.frames(3)
        #expect(asked >= 1 && gallery.phase == .presented, "the refused grab moved it: \(gallery.phase)")
        let sourceFrame = try #require(gallery.window.stage.bounds(of: gallery.source))
        let aligned = Rect(x: sourceFrame.x + 10, y: sourceFrame.y + 10, width: 40, height: 30)
        #expect(gallery.controller?.sourceFrame == aligned, "it lands in the aligned rect, not the whole source")
        gallery.window.root.dismiss(animated: true)
        gallery.window.waitUntil(.dismissed)
    }

    /// With animations off it does not jump: it fades in place, its frame
    /// the window's from the first frame.
    @Test func underReducedMotionItCrossFades() throws {
        let gallery = Gallery()
        let enabled = cgtk_settings_enable_animations()
        cgtk_settings_set_enable_animations(0)
        defer { cgtk_settings_set_enable_animations(enabled) }
        gallery.zoom()
        let controller = try #require(gallery.controller)
        gallery.window.frames(3)
        let opacity = gtk_widget_get_opacity(controller.presentedView)
        #expect(opacity > 0 && opacity < 1, "part way through a fade: \(opacity)")
        #expect(near(gallery.drawn, gallery.window.stage.bounds), "not scaled: \(gallery.drawn)")
        gallery.window.waitUntil(.presented)
        #expect(gtk_widget_get_opacity(controller.presentedView) == 1)
        gallery.window.root.dismiss(animated: true)
        gallery.window.waitUntil(.dismissed)
    }
}
