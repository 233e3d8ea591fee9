import CGtk
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage

/// Small constructors for the widgets the screens are made of, so screen code
/// reads as layout rather than as C calls.
@MainActor
enum Widgets {
    /// A box; give it a `role` when a screen reader is to say its name (GTK
    /// 4.14+ makes a plain box "generic", which AT-SPI reports without one).
    static func box(
        _ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = [],
        role: GtkAccessibleRole? = nil
    ) -> WidgetPointer {
        let box: WidgetPointer =
            if let role {
                cgtk_box_new_with_role(orientation, role)
            } else {
                gtk_box_new(orientation, 0)
            }
        gtk_box_set_spacing(gcast(box), spacing)
        classes.forEach { gtk_widget_add_css_class(box, $0) }
        return box
    }

    static func append(_ child: WidgetPointer, to box: WidgetPointer) {
        gtk_box_append(gcast(box), child)
    }

    static func label(_ text: String, classes: [String] = [], xalign: Float = 0.5) -> WidgetPointer {
        let label = gtk_label_new(text)!
        classes.forEach { gtk_widget_add_css_class(label, $0) }
        gtk_label_set_xalign(gcast(label), xalign)
        return label
    }

    static func setText(_ text: String, of label: WidgetPointer) {
        gtk_label_set_text(gcast(label), text)
    }

    /// A picture of the SVG file at `path`, drawn by librsvg at the size and
    /// scale it is shown at (see `CSvgPicture`). It shrinks with its
    /// allocation and keeps its aspect: whole (`contain`) or filling it,
    /// cropped (`cover`). Its natural size is the SVG's own unless
    /// `naturalSize` is given; `fallback` is shown when the file cannot be.
    static func picture(
        file path: String, name: String, fit: GtkContentFit = GTK_CONTENT_FIT_CONTAIN,
        fallback: String? = nil, naturalSize: (width: Int32, height: Int32)? = nil
    ) -> WidgetPointer {
        let picture = medal_svg_picture_new(path, fallback)
        let svg: OpaquePointer = gcast(picture)
        medal_svg_picture_set_content_fit(svg, fit)
        if let naturalSize { medal_svg_picture_set_natural_size(svg, naturalSize.width, naturalSize.height) }
        cgtk_accessible_set_label(picture, name)
        cgtk_accessible_set_description(picture, name)
        return picture
    }

    static func button(_ title: String, classes: [String] = []) -> WidgetPointer {
        let button = gtk_button_new_with_label(title)!
        classes.forEach { gtk_widget_add_css_class(button, $0) }
        return button
    }

    /// `widget`'s bounds in `stage`'s coordinates, nil when GTK cannot say
    /// (not laid out, or not inside the stage).
    static func bounds(of widget: WidgetPointer, in stage: Stage) -> Rect? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, stage.widget, &bounds) != 0 else { return nil }
        return Rect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    static func setMargins(_ widget: WidgetPointer, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    static func expand(_ widget: WidgetPointer, horizontally: Bool = true, vertically: Bool = true) {
        gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
    }

    /// A scrolled window around `child` that scrolls vertically (or only
    /// `horizontally`) and never imposes a minimum size along that axis.
    ///
    /// Its scroll bars are for the pointer: screen readers and the keyboard
    /// move through the content itself, and GTK would offer them by their
    /// class names ("GtkScrollbar"), so they are hidden from assistive technologies.
    static func scrolled(_ child: WidgetPointer, horizontally: Bool = false) -> WidgetPointer {
        guard let scrolled = gtk_scrolled_window_new() else { return child }
        let window: OpaquePointer = gcast(scrolled)
        gtk_scrolled_window_set_policy(
            window, horizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            horizontally ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC)
        if horizontally {
            gtk_scrolled_window_set_propagate_natural_width(window, 0)
        } else {
            gtk_scrolled_window_set_propagate_natural_height(window, 0)
        }
        gtk_scrolled_window_set_child(window, child)
        for bar in [gtk_scrolled_window_get_hscrollbar(window), gtk_scrolled_window_get_vscrollbar(window)] {
            if let bar { cgtk_accessible_set_hidden(bar, 1) }
        }
        expand(scrolled)
        return scrolled
    }

    /// A demo's window for `application` (a plain window when nil, as in
    /// tests): GtkStage's window holding a stage with `root`, titled as
    /// `root`, under `header`, with the app's icon, never smaller than 360 x 300.
    static func window(
        application: Application?, root: ViewController,
        width: Int32, height: Int32, header: WidgetPointer
    ) -> StageWindow {
        let window = StageWindow(
            root: root, application: application, defaultSize: Size(width: Double(width), height: Double(height)))
        gtk_window_set_icon_name(gcast(window.widget), MedalCountApp.applicationID)
        gtk_widget_set_size_request(window.stage.widget, 360, 300)
        window.setTitlebar(header)
        return window
    }
}
