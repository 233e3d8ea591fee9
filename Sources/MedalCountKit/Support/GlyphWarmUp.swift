import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// Draws the texts of a widget tree once, off screen, with a window's
/// renderer, so that their glyphs are rasterized into the renderer's glyph
/// cache (shared by the display's GL renderers) before a frame needs them.
/// The tree need not be in a window: its labels are measured first.
@MainActor
enum GlyphWarmUp {
    /// Renders every label's text under `root` with the renderer of `window`
    /// (nothing happens before the window is realized).
    static func draw(textsOf root: WidgetPointer, with window: WidgetPointer) {
        guard let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native),
            let snapshot = gtk_snapshot_new()
        else { return }
        var color = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var width: Int32 = 1
        var height: Int32 = 1
        let labels = WidgetTree.all(in: root) { widget in
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                gtk_label_get_type()) != 0
        }
        for label in labels {
            guard let layout = gtk_label_get_layout(gcast(label)) else { continue }
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, nil, &logical)
            width = max(width, logical.width)
            height = max(height, logical.height)
            // All at one place: only the glyphs matter, not the picture.
            gtk_snapshot_append_layout(snapshot, layout, &color)
        }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
            g_object_unref(gobject(texture))
        }
    }
}
