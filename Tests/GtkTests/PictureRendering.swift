import CGtk
import CMedalCount
import CRsvg
@_spi(GLib) import GtkStage

/// Renders what a picture widget drew, and what librsvg itself draws of the
/// same SVG at the same device size, for the picture tests to compare.
@MainActor
enum PictureRendering {
    /// What `widget` drew in its window at its last frame, rendered by the
    /// window's renderer at the widget's scale factor: one pixel per device pixel.
    static func render(_ widget: WidgetPointer) -> RenderedPixels? {
        let scale = gtk_widget_get_scale_factor(widget)
        let width = gtk_widget_get_width(widget) * scale
        let height = gtk_widget_get_height(widget) * scale
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native),
            let paintable = gtk_widget_paintable_new(widget),
            let snapshot = gtk_snapshot_new()
        else { return nil }
        defer { g_object_unref(gobject(paintable)) }
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable, snapshot, Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget)))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        defer { g_object_unref(gobject(texture)) }
        let stride = Int(width) * 4
        var bytes = [UInt8](repeating: 0, count: stride * Int(height))
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
        return RenderedPixels(width: Int(width), height: Int(height), bytes: bytes, stride: stride)
    }

    /// The kinds of render node `widget` draws itself with, outermost first.
    static func nodeTypes(of widget: WidgetPointer) -> [GskRenderNodeType] {
        guard let paintable = gtk_widget_paintable_new(widget), let snapshot = gtk_snapshot_new() else { return [] }
        defer { g_object_unref(gobject(paintable)) }
        gdk_paintable_snapshot(paintable, snapshot, Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget)))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        var types: [GskRenderNodeType] = []
        func visit(_ node: OpaquePointer) {
            let type = gsk_render_node_get_node_type(node)
            types.append(type)
            switch type {
            case GSK_CONTAINER_NODE:
                for index in 0..<gsk_container_node_get_n_children(node) {
                    if let child = gsk_container_node_get_child(node, index) { visit(child) }
                }
            case GSK_CLIP_NODE: gsk_clip_node_get_child(node).map(visit)
            case GSK_ROUNDED_CLIP_NODE: gsk_rounded_clip_node_get_child(node).map(visit)
            case GSK_TRANSFORM_NODE: gsk_transform_node_get_child(node).map(visit)
            case GSK_OPACITY_NODE: gsk_opacity_node_get_child(node).map(visit)
            case GSK_DEBUG_NODE: gsk_debug_node_get_child(node).map(visit)
            default: break
            }
        }
        visit(node)
        return types
    }

    /// Whether `widget`'s window is drawn by GSK's cairo renderer.
    static func isDrawnByCairo(_ widget: WidgetPointer) -> Bool {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else { return false }
        return g_type_check_instance_is_a(gcast(renderer), gsk_cairo_renderer_get_type()) != 0
    }

    /// librsvg's handle for a file's path or a URI (the bundle's `resource://`).
    private static func open(_ file: String) -> UnsafeMutablePointer<RsvgHandle>? {
        guard let gfile = g_file_new_for_commandline_arg(file) else { return nil }
        defer { g_object_unref(gobject(gfile)) }
        return rsvg_handle_new_from_gfile_sync(gfile, RSVG_HANDLE_FLAGS_NONE, nil, nil)
    }

    /// The SVG's own size in logical pixels, as librsvg reads it.
    static func intrinsicSize(of file: String) -> (width: Double, height: Double)? {
        guard let handle = open(file) else { return nil }
        defer { g_object_unref(gobject(handle)) }
        rsvg_handle_set_dpi(handle, 96)
        var width = 0.0
        var height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else { return nil }
        return (width, height)
    }

    /// Where a picture of `file` in a `width` x `height` widget (logical
    /// pixels) at `scale` is drawn, in device pixels, and librsvg's own
    /// rendering of it there: the SVG scaled to fit (contain) or fill
    /// (cover) the widget, rounded to whole device pixels, centred.
    static func reference(file: String, cover: Bool, width: Int32, height: Int32, scale: Int32)
        -> (x: Int, y: Int, pixels: RenderedPixels)?
    {
        guard let size = intrinsicSize(of: file), let handle = open(file) else { return nil }
        defer { g_object_unref(gobject(handle)) }
        rsvg_handle_set_dpi(handle, 96)
        let deviceWidth = Int(width * scale)
        let deviceHeight = Int(height * scale)
        let sx = Double(deviceWidth) / size.width
        let sy = Double(deviceHeight) / size.height
        let factor = cover ? max(sx, sy) : min(sx, sy)
        let documentWidth = Int((size.width * factor).rounded())
        let documentHeight = Int((size.height * factor).rounded())
        let drawnWidth = min(documentWidth, deviceWidth)
        let drawnHeight = min(documentHeight, deviceHeight)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(drawnWidth), Int32(drawnHeight)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        var viewport = RsvgRectangle(
            x: ((Double(drawnWidth) - Double(documentWidth)) / 2).rounded(.down),
            y: ((Double(drawnHeight) - Double(documentHeight)) / 2).rounded(.down),
            width: Double(documentWidth), height: Double(documentHeight))
        let drawn = rsvg_handle_render_document(handle, cr, &viewport, nil) != 0
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard drawn, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * drawnHeight))
        return (
            (deviceWidth - drawnWidth) / 2, (deviceHeight - drawnHeight) / 2,
            RenderedPixels(width: drawnWidth, height: drawnHeight, bytes: bytes, stride: stride)
        )
    }

    /// The picture widgets under `root`, depth first: the app's SVG pictures,
    /// or GtkPicture (so that the same checks can be run against a build
    /// that still used it).
    static func pictures(in root: WidgetPointer) -> [WidgetPointer] {
        var found: [WidgetPointer] = []
        func visit(_ widget: WidgetPointer) {
            let typeName = String(cString: g_type_name(gobject(widget).pointee.g_type_instance.g_class.pointee.g_type))
            if typeName == "MedalSvgPicture" || typeName == "GtkPicture" { found.append(widget) }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root)
        return found
    }
}
