import CGtk

/// The look of GtkStage's own parts: the stage, the dimming view, a presented
/// view and the navigation bar. Loaded once per display, the default one when
/// the first stage is made and any other when a stage is first shown on it,
/// above the theme (which GTK loads at the settings' priority) and
/// below the application, so an app restyles any of them with its own
/// stylesheet. Colours are the theme's named colours, right in the light,
/// dark and high-contrast styles; under libadwaita, libadwaita's where it
/// names its own (a sheet's surface, the dim).
@MainActor
enum StageStyle {
    /// Where the stylesheet goes among a display's style providers.
    static let priority = UInt32((GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) / 2)

    private static let key = "gtkstage-style"

    static let css = """
        .stage {
          background-color: @theme_bg_color;
        }

        /* The dimming view: black at 50%, its `color` (the shade inside
           draws it; transitions animate the shade's level). */
        button.dimming,
        button.dimming:hover,
        button.dimming:active,
        button.dimming:backdrop {
          color: rgba(0, 0, 0, 0.5);
          background: none;
          border: none;
          border-radius: 0;
          box-shadow: none;
          outline: none;
          padding: 0;
          min-width: 0;
          min-height: 0;
        }

        .presented-view {
          background-color: @theme_bg_color;
          box-shadow: 0 0 24px rgba(0, 0, 0, 0.35);
        }

        /* Only when the view itself has the focus, not a widget inside it
           (a stack's stage holds it for a screen with nothing to focus). */
        .presented-view:focus:focus-visible,
        .stage:focus:focus-visible {
          outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
          outline-offset: -2px;
        }

        /* A sheet: the theme's view colour; its corners come from a
           corner-radius-N class (SheetPresentationController). */
        .presented-view.sheet {
          background-color: @theme_base_color;
        }

        /* A zoomed screen draws itself: no panel background or shadow. */
        .zoomed-view {
          background: none;
          box-shadow: none;
        }

        /* A form sheet floating in a wide window: a card with a deeper shadow. */
        .presented-view.sheet.floating {
          box-shadow: 0 8px 36px rgba(0, 0, 0, 0.4);
        }

        /* An alert: a rounded card with a deep shadow, its title a heading,
           its buttons below its words. */
        .presented-view.alert {
          border-radius: 12px;
          box-shadow: 0 8px 36px rgba(0, 0, 0, 0.4);
        }

        .alert .alert-body {
          padding: 24px 24px 0 24px;
        }

        .alert .alert-title {
          font-weight: 800;
          font-size: 136%;
        }

        .alert .alert-choices {
          padding: 24px;
        }

        /* A sheet's grabber: a short rounded bar in a faint foreground colour
           (light on dark, dark on light), outlined in the theme's border
           colour, which the high-contrast theme makes strong. */
        .sheet .sheet-grabber {
          min-height: 0;
          padding: 8px 24px;
          background: none;
          box-shadow: none;
          border-color: transparent;
        }

        .sheet .sheet-grabber-bar {
          min-width: 36px;
          min-height: 3px;
          border-radius: 3px;
          border: 1px solid @borders;
          background-color: alpha(@theme_fg_color, 0.35);
        }

        .sheet .sheet-grabber:hover .sheet-grabber-bar {
          background-color: alpha(@theme_fg_color, 0.55);
        }

        .sheet .sheet-grabber:focus-visible .sheet-grabber-bar {
          background-color: @theme_selected_bg_color;
        }

        /* A navigation stack's screens are opaque, with an edge shadow as
           one slides over another; the one beneath dims. */
        .navigation-screen {
          background-color: @theme_bg_color;
          box-shadow: 0 0 12px rgba(0, 0, 0, 0.2);
        }

        /* The shade beneath a push: its `color`, drawn at the push's level. */
        .navigation-dim {
          color: rgba(0, 0, 0, 0.12);
        }

        .navigation-bar {
          padding: 6px;
          min-height: 34px;
          border-bottom: 1px solid @borders;
          background-color: @theme_bg_color;
        }
        """

    /// What changes under libadwaita's stylesheet, in its named colours:
    /// a sheet is a raised surface (lighter in the dark style, as a dialog
    /// is), and a dim is libadwaita's shade.
    static let adwaitaCSS = """
        .presented-view.sheet,
        .presented-view.alert {
          background-color: @dialog_bg_color;
        }

        button.dimming,
        button.dimming:hover,
        button.dimming:active,
        button.dimming:backdrop {
          color: @shade_color;
        }
        """

    /// Whether libadwaita runs in the process (an AdwApplication, or
    /// adw_init()): its stylesheet, and so its named colours, are there.
    static var isAdwaitaLoaded: Bool { g_type_from_name("AdwStyleManager") != 0 }

    /// Loads the stylesheet for `display`, once, with the corner radii asked for so far.
    static func install(on display: OpaquePointer?) {
        guard let display, g_object_get_data(gobject(display), key) == nil,
            let provider = gtk_css_provider_new()
        else { return }
        cgtk_css_provider_load_string(provider, isAdwaitaLoaded ? css + "\n" + adwaitaCSS : css)
        gtk_style_context_add_provider_for_display(display, gcast(provider), priority)
        // The display keeps the provider (and so the mark) for its life.
        g_object_set_data_full(gobject(display), key, UnsafeMutableRawPointer(provider)) { g_object_unref($0) }
        loadRadii(on: display)
    }

    // MARK: Corner radii

    private static let radiiKey = "gtkstage-radii"
    /// The corner radii sheets have asked for, in whole pixels.
    private static var radii: Set<Int> = []

    /// The style class that rounds a sheet's corners by `radius` pixels (its
    /// top corners, and all four when it floats), made on first use on
    /// every display the library styles.
    static func cornerRadiusClass(_ radius: Double) -> String {
        // A radius that is no number, or past any window, is none or the largest.
        let pixels = radius.isFinite ? Int(min(max(radius, 0), 10_000).rounded()) : (radius > 0 ? 10_000 : 0)
        if radii.insert(pixels).inserted {
            var displays = gdk_display_manager_list_displays(gdk_display_manager_get())
            let list = displays
            while let node = displays {
                if let display = node.pointee.data, g_object_get_data(display.assumingMemoryBound(to: GObject.self), key) != nil {
                    loadRadii(on: OpaquePointer(display))
                }
                displays = node.pointee.next
            }
            g_slist_free(list)
        }
        return "corner-radius-\(pixels)"
    }

    /// The rules for every radius asked for, loaded (again) for `display`.
    private static func loadRadii(on display: OpaquePointer) {
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = g_object_get_data(gobject(display), radiiKey) {
            provider = existing.assumingMemoryBound(to: GtkCssProvider.self)
        } else {
            guard let made = gtk_css_provider_new() else { return }
            gtk_style_context_add_provider_for_display(display, gcast(made), priority)
            g_object_set_data_full(gobject(display), radiiKey, UnsafeMutableRawPointer(made)) { g_object_unref($0) }
            provider = made
        }
        let rules = radii.sorted().map { pixels in
            """
            .sheet.corner-radius-\(pixels) { border-top-left-radius: \(pixels)px; border-top-right-radius: \(pixels)px; }
            .sheet.floating.corner-radius-\(pixels) { border-radius: \(pixels)px; }
            """
        }
        cgtk_css_provider_load_string(provider, rules.joined(separator: "\n"))
    }
}
