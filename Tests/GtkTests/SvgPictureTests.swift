import CGtk
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage
import MedalData
import Testing

@testable import MedalCountKit

#if canImport(Glibc)
    import Glibc
#endif

/// Pictures are drawn crisp, one device pixel for one, at the window's scale
/// (`make test` runs this suite again under `GDK_SCALE=2`); they are shared,
/// kept within a bound, not made again while a transition moves them, and a
/// file that cannot be shown shows the placeholder.
@Suite(.serialized, .enabled(if: GtkHarness.hasDisplay))
@MainActor
struct SvgPictureTests {

    // MARK: Crisp

    @Test func theScaleIsTheOneTheRunAsksFor() {
        let window = TestWindow()
        let expected = getenv("GDK_SCALE").flatMap { Int32(String(cString: $0)) } ?? 1
        #expect(gtk_widget_get_scale_factor(window.stage.widget) == expected)
    }

    @Test func aFlagRowIsCrisp() throws {
        let window = TestWindow(width: 1200, height: 780)
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let list = try #require(window.mainScreen.presentedViewController as? GamesListScreen)
        let row = try #require(list.rowWidget(at: 0))
        let flag = try #require(PictureRendering.pictures(in: gcast(row)).first)
        expectCrisp(flag, file: window.mainScreen.flags.path(for: list.games[0].flag), cover: false, "\(list.games[0].country)'s flag")
    }

    @Test func theMedalsPictureIsCrisp() throws {
        let window = TestWindow(width: 1200, height: 780)
        let medals = try #require(PictureRendering.pictures(in: window.mainScreen.view).first)
        expectCrisp(medals, file: BundledResources.uri("medals.svg"), cover: false, "the medals")
    }

    @Test func aHerbThumbnailIsCrisp() throws {
        let demo = BeginnerCookTests.Demo(width: 1200, height: 780)
        let herb = try #require(try demo.screen.herbs.get().first)
        let thumbnail = try #require(PictureRendering.pictures(in: demo.screen.thumbnails[0]).first)
        expectCrisp(thumbnail, file: BundledResources.uri("herbs/\(herb.image)"), cover: true, "the \(herb.name) thumbnail")
    }

    /// Under GSK's cairo renderer a picture paints its cairo surface (a cairo
    /// node): GTK 4.8's converts a texture node's every pixel through floats
    /// on every frame, and 4.18's gives a texture node a filter and an
    /// opacity group of its own. The GL renderer keeps the texture it uploads
    /// once. `make test` runs the GTK tests with both renderers.
    @Test func aPictureDrawsWhatItsRendererDrawsCheaply() throws {
        let demo = BeginnerCookTests.Demo(width: 1200, height: 780)
        let thumbnail = try #require(PictureRendering.pictures(in: demo.screen.thumbnails[0]).first)
        GtkHarness.pumpFrames(2, of: thumbnail)
        let types = PictureRendering.nodeTypes(of: thumbnail)
        if PictureRendering.isDrawnByCairo(thumbnail) {
            #expect(types.contains(GSK_CAIRO_NODE) && !types.contains(GSK_TEXTURE_NODE), "GSK's cairo renderer: \(types)")
        } else {
            #expect(types.contains(GSK_TEXTURE_NODE) && !types.contains(GSK_CAIRO_NODE), "a texture node: \(types)")
        }
    }

    /// A picture's own alpha draws its pixels at that opacity in one pass:
    /// under GSK's cairo renderer no opacity node (which would draw the
    /// picture into an offscreen group first), and at 0 nothing at all.
    @Test func aPicturesAlphaDrawsItsPixelsAtThatOpacity() throws {
        let file = try svgFile(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="black"/></svg>"#)
        defer { unlink(file) }
        let host = HostWindow()
        let picture = Widgets.picture(file: file, name: "Black")
        host.show(picture, width: 100, height: 100)
        let svg: OpaquePointer = gcast(picture)
        #expect(medal_svg_picture_get_alpha(svg) == 1)
        func alphaAtTheMiddle() throws -> Int {
            GtkHarness.pumpFrames(1, of: picture)
            let pixels = try #require(PictureRendering.render(picture))
            let row = pixels.height / 2 * pixels.stride
            let column = pixels.width / 2 * 4
            return Int(pixels.bytes[row + column + 3])
        }
        #expect(try alphaAtTheMiddle() == 255)
        medal_svg_picture_set_alpha(svg, 0.25)
        #expect(abs(try alphaAtTheMiddle() - 64) <= 2, "a quarter opaque")
        let types = PictureRendering.nodeTypes(of: picture)
        if PictureRendering.isDrawnByCairo(picture) {
            #expect(!types.contains(GSK_OPACITY_NODE), "no offscreen group: \(types)")
        }
        medal_svg_picture_set_alpha(svg, 0)
        GtkHarness.pumpFrames(1, of: picture)
        let hidden = PictureRendering.nodeTypes(of: picture)
        #expect(!hidden.contains(GSK_CAIRO_NODE) && !hidden.contains(GSK_TEXTURE_NODE), "nothing drawn at 0: \(hidden)")
        medal_svg_picture_set_alpha(svg, 7)
        #expect(medal_svg_picture_get_alpha(svg) == 1, "held between 0 and 1")
    }

    /// A new picture first drawn from another picture's rendering of its
    /// document draws it scaled while the worker makes its own, off the main
    /// thread, even while frames keep the main loop from ever being idle (a
    /// software GL renderer's). A cover thumbnail's rendering holds the whole
    /// document, so pictures of other shapes growing out of it borrow it
    /// without empty bands.
    @Test func aBorrowedRenderingIsReplacedByOneMadeOffTheMainThread() throws {
        let (file, host, thumbnail, scale) = try thumbnailShown(documentWidth: 200)
        defer { unlink(file) }
        #expect(textureWidth(thumbnail) == 200 * scale, "the square thumbnail's rendering is not the whole document")
        let busy = busyLikeSlowFrames()
        defer { g_source_remove(busy) }
        let onMainThread = medal_svg_picture_get_main_thread_render_count()
        // Each of another size: 300x150 and 320x160 device pixels a scale.
        for (name, width, height) in [("Same shape", Int32(150), Int32(150)), ("Wide", 320, 150)] {
            let picture = Widgets.picture(file: file, name: name, fit: GTK_CONTENT_FIT_COVER)
            host.show(picture, width: width, height: height)
            let replaced = GtkHarness.pump(timeout: 10) { medal_svg_picture_is_exact(gcast(picture)) != 0 }
            #expect(replaced, "\(name) still draws a borrowed rendering (texture \(textureWidth(picture)) px)")
            #expect(textureWidth(picture) == (width == 150 ? 300 : 320) * scale, "\(name)'s rendering")
        }
        #expect(medal_svg_picture_get_main_thread_render_count() == onMainThread, "the main thread rendered")
    }

    /// A borrowed rendering that would leave bands (a thumbnail's crop of a
    /// document far wider than it, for a wide picture) is replaced by one
    /// made on the main thread before the next frame, even while frames keep
    /// the main loop from ever being idle.
    @Test func aBorrowedRenderingThatLeavesBandsIsReplacedBeforeTheNextFrame() throws {
        let (file, host, thumbnail, scale) = try thumbnailShown(documentWidth: 400)
        defer { unlink(file) }
        #expect(textureWidth(thumbnail) == 100 * scale, "a thumbnail four times narrower than its document renders only its part")
        let busy = busyLikeSlowFrames()
        defer { g_source_remove(busy) }
        let onMainThread = medal_svg_picture_get_main_thread_render_count()
        let wide = Widgets.picture(file: file, name: "Wide", fit: GTK_CONTENT_FIT_COVER)
        host.show(wide, width: 300, height: 150)
        let replaced = GtkHarness.pump(timeout: 10) { textureWidth(wide) == 600 * scale }
        #expect(replaced, "the wide picture still shows the square crop, with empty bands (texture \(textureWidth(wide)) px)")
        #expect(medal_svg_picture_get_main_thread_render_count() == onMainThread + 1, "made elsewhere than on the main thread")
        #expect(medal_svg_picture_get_pending_render_count() == 0, "asked of the worker too")
    }

    // MARK: Placeholder

    @Test(arguments: [false, true])
    func aFileThatCannotBeShownShowsThePlaceholder(broken: Bool) throws {
        let file = broken ? try brokenFile() : "/nonexistent/flag.svg"
        defer { if broken { unlink(file) } }
        let placeholder = FlagImages().placeholderPath
        let host = HostWindow()
        let picture = Widgets.picture(file: file, name: "Nowhere", fallback: placeholder)
        host.show(picture, width: 96, height: 72)
        #expect(shownFile(picture) == placeholder)
        expectCrisp(picture, file: placeholder, cover: false, "the placeholder")
    }

    @Test func withoutAPlaceholderABrokenFileDrawsNothingAndNothingBreaks() throws {
        let file = try brokenFile()
        defer { unlink(file) }
        let host = HostWindow()
        let picture = Widgets.picture(file: file, name: "Nothing")
        host.show(picture, width: 96, height: 72, waitForTexture: false)
        #expect(shownFile(picture) == nil)
        #expect(medal_svg_picture_get_texture(gcast(picture)) == nil)
    }

    // MARK: Sharing, bound, transitions, scale

    @Test func rowsShowingTheSameFlagDrawOneTexture() throws {
        let window = TestWindow()
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        let list = try #require(window.mainScreen.presentedViewController as? GamesListScreen)
        let rows = list.games.indices.filter { list.games[$0].flag == "us" }
        try #require(rows.count >= 2, "the Summer list has two Games in the United States")
        let textures = try rows.map { index in
            let row = try #require(list.rowWidget(at: index))
            let flag = try #require(PictureRendering.pictures(in: gcast(row)).first)
            return medal_svg_picture_get_texture(gcast(flag))
        }
        #expect(textures[0] != nil)
        #expect(Set(textures.map { $0.map { UInt(bitPattern: $0) } }).count == 1)
    }

    @Test func theCacheKeepsToItsBoundAndLetsTheOldestGo() {
        GtkHarness.prepare()
        drainWorker()
        let medals = BundledResources.uri("medals.svg")
        let limit = 200_000
        medal_svg_picture_clear_cache()
        medal_svg_picture_set_cache_limit(gsize(limit))
        defer { medal_svg_picture_set_cache_limit(64 << 20) }
        let widths: [Int32] = [100, 150, 200, 250]  // 30, 67, 120, 188 kB
        for width in widths { medal_svg_picture_prerender(medals, nil, GTK_CONTENT_FIT_CONTAIN, width, width * 3 / 4, 1) }
        #expect(medal_svg_picture_get_cache_bytes() > 0)
        #expect(medal_svg_picture_get_cache_bytes() <= gsize(limit))
        let before = medal_svg_picture_get_render_count()
        medal_svg_picture_prerender(medals, nil, GTK_CONTENT_FIT_CONTAIN, 250, 187, 1)
        #expect(medal_svg_picture_get_render_count() == before, "the newest is kept")
        medal_svg_picture_prerender(medals, nil, GTK_CONTENT_FIT_CONTAIN, 100, 75, 1)
        #expect(medal_svg_picture_get_render_count() == before + 1, "the oldest was let go")
    }

    @Test func aSlideMovesTheRenderingsItStartsWith() throws {
        let window = TestWindow()
        let flags = window.mainScreen.flags
        #expect(GtkHarness.pump(timeout: 30) { flags.prerendersPending == 0 }, "the flags were never prerendered")
        drainWorker()
        medal_svg_picture_clear_cache()
        for round in 1...2 {
            window.mainScreen.showGames(.summer)
            window.frames(2)
            let afterFirstFrames = medal_svg_picture_get_render_count()
            window.waitUntil(.presented)
            #expect(medal_svg_picture_get_render_count() == afterFirstFrames, "slide-in \(round) rendered again while sliding")
            let before = medal_svg_picture_get_render_count()
            window.mainScreen.dismiss(animated: true)
            window.waitUntil(.dismissed)
            #expect(medal_svg_picture_get_render_count() == before, "slide-out \(round) rendered")
        }
        let before = medal_svg_picture_get_render_count()
        window.mainScreen.showGames(.summer)
        window.waitUntil(.presented)
        #expect(medal_svg_picture_get_render_count() == before, "a list shown again rendered anew")
    }

    @Test func thePopMovesOneRenderingOfTheDetails() throws {
        let demo = BeginnerCookTests.Demo()
        drainWorker()
        let before = medal_svg_picture_get_render_count()
        let onMainThread = medal_svg_picture_get_main_thread_render_count()
        demo.screen.showDetails(at: 0)
        demo.waitUntil(.presented)
        let picture = try #require(demo.details.flatMap { PictureRendering.pictures(in: $0.view).first })
        #expect(GtkHarness.pump(timeout: 10) { medal_svg_picture_is_exact(gcast(picture)) != 0 }, "the details never got their own rendering")
        // The details' own rendering, once, made off the main thread while
        // the thumbnail's (the whole herb) is drawn scaled.
        #expect(medal_svg_picture_get_render_count() == before + 1, "the pop rendered per frame")
        #expect(medal_svg_picture_get_main_thread_render_count() == onMainThread, "the pop rendered on the main thread")
        demo.details?.dismiss(animated: true)
        demo.waitUntil(.dismissed)
        drainWorker()
        let again = medal_svg_picture_get_render_count()
        demo.screen.showDetails(at: 0)
        demo.waitUntil(.presented)
        #expect(medal_svg_picture_get_render_count() == again, "the same details rendered anew")
    }

    /// GDK reads `GDK_SCALE` when it opens a display: a second connection
    /// opened with another value is a display of another scale. The notify
    /// of a live scale change (a window moving between monitors) cannot be
    /// made under Xvfb; a picture moved between the two is. X11 only: on
    /// Wayland the test stops (cancelled) once the first window is checked.
    @Test func aPictureMovedToAWindowOfAnotherScaleIsRenderedForIt() throws {
        let first = HostWindow()
        let picture = Widgets.picture(file: BundledResources.uri("medals.svg"), name: "Olympic medals")
        first.show(picture, width: 200, height: 150)
        let scale = gtk_widget_get_scale_factor(picture)
        #expect(textureWidth(picture) == 200 * scale)
        if GtkHarness.isWayland {
            try Test.cancel(
                """
                X11 only: GDK_SCALE is read by GDK's X11 backend alone. On Wayland a window's scale is \
                its output's, and the headless Weston has one output, so there is no display of another scale
                """)
        }
        let otherScale: Int32 = scale == 1 ? 2 : 1
        let other = try #require(Self.display(ofScale: otherScale))
        let second = HostWindow(display: other)
        g_object_ref(gobject(picture))
        first.remove(picture)
        second.show(picture, width: 200, height: 150)
        g_object_unref(gobject(picture))
        #expect(gtk_widget_get_scale_factor(picture) == otherScale)
        #expect(GtkHarness.pump { textureWidth(picture) == 200 * otherScale }, "never rendered for scale \(otherScale)")
        expectCrisp(picture, file: BundledResources.uri("medals.svg"), cover: false, "the medals moved to scale \(otherScale)")
    }

    // MARK: Helpers

    /// Second connections to the X display, by scale, opened once and kept
    /// for the process: closing one while the default display runs leaves
    /// GTK 4.18+ a device of the closed one in its X11 event dispatch
    /// (`gdk_x11_device_get_id: assertion 'GDK_IS_DEVICE (device)' failed`,
    /// later, in another test).
    private static var displays: [Int32: OpaquePointer] = [:]

    /// A connection to the X display whose windows have `scale` (GDK reads
    /// `GDK_SCALE` when it opens a display).
    private static func display(ofScale scale: Int32) -> OpaquePointer? {
        if let display = displays[scale] { return display }
        let saved = getenv("GDK_SCALE").map { String(cString: $0) }
        setenv("GDK_SCALE", String(scale), 1)
        let display = gdk_display_open(getenv("DISPLAY"))
        if let saved { setenv("GDK_SCALE", saved, 1) } else { unsetenv("GDK_SCALE") }
        displays[scale] = display
        return display
    }

    /// What `picture` drew against librsvg's own rendering of `file` at the
    /// same device size, once its exact rendering is made and drawn: within
    /// 2% per pixel, and with as much fine detail, within 10%.
    private func expectCrisp(
        _ picture: WidgetPointer, file: String, cover: Bool, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let scale = gtk_widget_get_scale_factor(picture)
        guard
            let reference = PictureRendering.reference(
                file: file, cover: cover, width: gtk_widget_get_width(picture),
                height: gtk_widget_get_height(picture), scale: scale)
        else {
            Issue.record("librsvg could not draw \(file)", sourceLocation: sourceLocation)
            return
        }
        settle(picture)
        guard let drawn = PictureRendering.render(picture) else {
            Issue.record("\(what) could not be rendered", sourceLocation: sourceLocation)
            return
        }
        let part = drawn.cropped(x: reference.x, y: reference.y, width: reference.pixels.width, height: reference.pixels.height)
        let difference = part.meanDifference(from: reference.pixels)
        let detail = part.detail / reference.pixels.detail
        let figures =
            "\(what) at scale \(scale), \(reference.pixels.width)x\(reference.pixels.height) px: "
            + "difference \((difference * 1000).rounded() / 10)%, detail \((detail * 1000).rounded() / 10)% of librsvg's"
        print("SvgPictureTests: " + figures)
        #expect(difference <= 0.02, "\(figures)", sourceLocation: sourceLocation)
        #expect(abs(detail - 1) <= 0.1, "\(figures)", sourceLocation: sourceLocation)
    }

    /// A 100x100 cover thumbnail of a new `documentWidth` x 100 document (a
    /// white bar on green) shown in a window, the worker drained first.
    private func thumbnailShown(documentWidth: Int) throws -> (
        file: String, host: HostWindow, thumbnail: WidgetPointer, scale: Int32
    ) {
        drainWorker()
        let file = try svgFile(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(documentWidth)" height="100">"#
                + #"<rect width="\#(documentWidth)" height="100" fill="seagreen"/>"#
                + #"<rect x="\#(documentWidth / 2 - 10)" y="10" width="20" height="80" fill="white"/></svg>"#)
        let host = HostWindow()
        let thumbnail = Widgets.picture(file: file, name: "Thumbnail", fit: GTK_CONTENT_FIT_COVER)
        host.show(thumbnail, width: 100, height: 100)
        return (file, host, thumbnail, gtk_widget_get_scale_factor(host.window))
    }

    /// An idle source that keeps the main loop busy below the frame clock and
    /// above the default idle, as slow frames do (remove it when done).
    private func busyLikeSlowFrames() -> guint {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE - 10, { _ in 1 }, nil, nil)
    }

    /// Waits until the worker has delivered every rendering asked of it (by
    /// this test or one before it), so that the render counts stand still.
    private func drainWorker(sourceLocation: SourceLocation = #_sourceLocation) {
        let drained = GtkHarness.pump(timeout: 30) { medal_svg_picture_get_pending_render_count() == 0 }
        #expect(drained, "the worker never delivered", sourceLocation: sourceLocation)
    }

    /// Lets `picture` make its exact rendering (off the main thread) and draw it.
    private func settle(_ picture: WidgetPointer) {
        if medalSvgPicture(picture) {
            let made = GtkHarness.pump { medal_svg_picture_is_exact(gcast(picture)) != 0 }
            #expect(made, "the exact rendering was never made")
        }
        GtkHarness.pumpFrames(2, of: picture)
    }

    private func medalSvgPicture(_ widget: WidgetPointer) -> Bool {
        g_type_check_instance_is_a(gcast(widget), medal_svg_picture_get_type()) != 0
    }

    private func textureWidth(_ picture: WidgetPointer) -> Int32 {
        medal_svg_picture_get_texture(gcast(picture)).map { gdk_texture_get_width($0) } ?? 0
    }

    private func shownFile(_ picture: WidgetPointer) -> String? {
        medal_svg_picture_get_shown_file(gcast(picture)).map { String(cString: $0) }
    }

    /// A file that is not an SVG, in the temporary folder.
    private func brokenFile() throws -> String {
        try svgFile("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\"")
    }

    /// A new file holding `text`, in the temporary folder (a document no other test draws).
    private func svgFile(_ text: String) throws -> String {
        var name: UnsafeMutablePointer<gchar>?
        let descriptor = g_file_open_tmp("medalcount-test-XXXXXX.svg", &name, nil)
        let path = try #require(name.map { String(cString: $0) })
        g_free(name)
        close(descriptor)
        #expect(g_file_set_contents(path, text, -1, nil) != 0)
        return path
    }
}

/// A plain window holding one widget at a fixed size, on the default display
/// or another one, destroyed with the test.
@MainActor
final class HostWindow {
    let window: WidgetPointer
    private let box: WidgetPointer

    init(display: OpaquePointer? = nil) {
        GtkHarness.prepare()
        window = gtk_window_new()
        if let display { gtk_window_set_display(gcast(window), display) }
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_halign(box, GTK_ALIGN_START)
        gtk_widget_set_valign(box, GTK_ALIGN_START)
        gtk_window_set_child(gcast(window), box)
    }

    isolated deinit {
        gtk_window_destroy(gcast(window))
    }

    /// Shows `widget` at `width` x `height` and waits until it has been drawn
    /// (with its texture, unless told not to wait for one).
    func show(_ widget: WidgetPointer, width: Int32, height: Int32, waitForTexture: Bool = true) {
        gtk_widget_set_size_request(widget, width, height)
        medal_svg_picture_set_natural_size(gcast(widget), width, height)
        gtk_box_append(gcast(box), widget)
        gtk_window_present(gcast(window))
        let drawn = GtkHarness.pump {
            gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) == width
                && (!waitForTexture || medal_svg_picture_get_texture(gcast(widget)) != nil)
        }
        #expect(drawn, "the picture was never drawn")
        GtkHarness.pumpFrames(2, of: widget)
    }

    func remove(_ widget: WidgetPointer) {
        gtk_box_remove(gcast(box), widget)
    }
}
