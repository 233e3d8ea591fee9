import GtkStage
import Testing

/// GtkStage styles its own parts: a second app that brings no stylesheet
/// still gets a dim that dims.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct StyleTests {
    /// The mean colour of `widget` drawn on its own, as 0...255 per channel.
    private func meanColour(of widget: WidgetPointer) -> (red: Double, green: Double, blue: Double)? {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(gobject(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        cairo_set_source_rgb(cr, 1, 1, 1)  // what lies under the dim: white
        cairo_paint(cr)
        gsk_render_node_draw(node, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var sums = (0.0, 0.0, 0.0)
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                let pixel = data.advanced(by: y * stride + x * 4)
                sums.0 += Double(pixel[2])
                sums.1 += Double(pixel[1])
                sums.2 += Double(pixel[0])
            }
        }
        let count = Double(width) * Double(height)
        return (sums.0 / count, sums.1 / count, sums.2 / count)
    }

    /// The mean colour of a card's dim over white, in `window`.
    private func dimColour(in window: StageWindow) throws -> (red: Double, green: Double, blue: Double) {
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: false)
        window.waitUntil(.presented)
        let dim = try #require(transitions.lastController?.dim.widget)
        window.frames(2)
        return try #require(meanColour(of: dim))
    }

    @Test func theDimDimsWhatIsUnderIt() throws {
        let colour = try dimColour(in: StageWindow())
        // Black at 50% over white: about 128 in each channel.
        #expect(
            abs(colour.red - 128) < 12 && abs(colour.green - 128) < 12 && abs(colour.blue - 128) < 12,
            "the dim drew \(colour) over white")
    }

    /// A second connection to the display, opened once and kept for the
    /// process (closing one under a running default display leaves GTK 4.18+
    /// a device of it in its event dispatch).
    private static let secondDisplay: OpaquePointer? = gdk_display_open(gdk_display_get_name(gdk_display_get_default()))

    /// A window on another display than the default gets the library's style too.
    @Test func aStageOnAnotherDisplayIsStyledToo() throws {
        let display = try #require(Self.secondDisplay)
        #expect(display != gdk_display_get_default())
        let window = StageWindow(display: display)
        #expect(gtk_widget_get_display(window.stage.widget) == display)
        let colour = try dimColour(in: window)
        #expect(abs(colour.red - 128) < 12 && abs(colour.blue - 128) < 12, "the dim drew \(colour) over white on the second display")
    }
}
