@_spi(GLib) import GtkStage
import Testing

/// GtkStage styles its own parts: a second app that brings no stylesheet
/// still gets a dim that dims.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct StyleTests {
    /// `widget` drawn on its own, as GTK draws it in a frame: its render node.
    private func renderNode(of widget: WidgetPointer) -> OpaquePointer? {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(gobject(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Whether `node` or a node inside it is an opacity node: an offscreen
    /// group the size of its bounds under GSK's cairo renderer.
    private func hasOpacityNode(_ node: OpaquePointer) -> Bool {
        switch gsk_render_node_get_node_type(node) {
        case GSK_OPACITY_NODE: return true
        case GSK_CONTAINER_NODE:
            return (0..<gsk_container_node_get_n_children(node)).contains { index in
                gsk_container_node_get_child(node, index).map(hasOpacityNode) ?? false
            }
        case GSK_TRANSFORM_NODE: return gsk_transform_node_get_child(node).map(hasOpacityNode) ?? false
        case GSK_CLIP_NODE: return gsk_clip_node_get_child(node).map(hasOpacityNode) ?? false
        case GSK_ROUNDED_CLIP_NODE: return gsk_rounded_clip_node_get_child(node).map(hasOpacityNode) ?? false
        default: return false
        }
    }

    /// The mean colour of `widget` drawn on its own, as 0...255 per channel.
    private func meanColour(of widget: WidgetPointer) -> (red: Double, green: Double, blue: Double)? {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard let node = renderNode(of: widget) else { return nil }
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
    private func dimColour(in window: TestStageWindow) throws -> (red: Double, green: Double, blue: Double) {
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: false)
        window.waitUntil(.presented)
        let dim = try #require(transitions.lastController?.dim.widget)
        window.frames(2)
        return try #require(meanColour(of: dim))
    }

    @Test func theDimDimsWhatIsUnderIt() throws {
        let colour = try dimColour(in: TestStageWindow())
        // Black at 50% over white: about 128 in each channel.
        #expect(
            abs(colour.red - 128) < 12 && abs(colour.green - 128) < 12 && abs(colour.blue - 128) < 12,
            "the dim drew \(colour) over white")
    }

    /// A dim on its way in is its colour at a lower alpha, drawn in one
    /// fill: no opacity node, which GSK's cairo renderer would paint through
    /// a window-sized offscreen group every frame of every transition.
    @Test func aDimHalfInIsOneFillWithoutAnOffscreenGroup() throws {
        let window = TestStageWindow()
        let transitions = CardTransitions()
        window.root.present(transitions.card(), animated: false)
        window.waitUntil(.presented)
        let dim = try #require(transitions.lastController?.dim)
        dim.opacity = 0.5
        window.frames(2)
        #expect(dimLevel(dim.widget) == 0.5)
        let node = try #require(renderNode(of: dim.widget))
        defer { gsk_render_node_unref(node) }
        #expect(!hasOpacityNode(node), "the half-in dim draws through an opacity node")
        let colour = try #require(meanColour(of: dim.widget))
        // Black at 25% over white: about 191 in each channel.
        #expect(
            abs(colour.red - 191) < 12 && abs(colour.green - 191) < 12 && abs(colour.blue - 191) < 12,
            "the half-in dim drew \(colour) over white")
        dim.opacity = 0
        window.frames(2)
        #expect(gtk_widget_get_width(dim.widget) > 0 && gtk_widget_get_height(dim.widget) > 0, "still covering the stage")
        let clear = renderNode(of: dim.widget)
        defer { clear.map(gsk_render_node_unref) }
        #expect(clear == nil, "a dim at 0 draws nothing")
    }

    /// A second connection to the display, opened once and kept for the
    /// process (closing one under a running default display leaves GTK 4.18+
    /// a device of it in its event dispatch).
    private static let secondDisplay: OpaquePointer? = gdk_display_open(gdk_display_get_name(gdk_display_get_default()))

    /// A window on another display than the default gets the library's style too.
    @Test func aStageOnAnotherDisplayIsStyledToo() throws {
        let display = try #require(Self.secondDisplay)
        #expect(display != gdk_display_get_default())
        let window = TestStageWindow(display: display)
        #expect(gtk_widget_get_display(window.stage.widget) == display)
        let colour = try dimColour(in: window)
        #expect(abs(colour.red - 128) < 12 && abs(colour.blue - 128) < 12, "the dim drew \(colour) over white on the second display")
    }
}
