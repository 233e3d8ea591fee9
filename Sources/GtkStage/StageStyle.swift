import CGtk

/// The look of GtkStage's own parts: the stage, the dimming view, a presented
/// view and the navigation bar. Loaded once per display, the default one when
/// the first stage is made and any other when a stage is first shown on it,
/// above the theme (which GTK loads at the settings' priority) and
/// below the application, so an app restyles any of them with its own
/// stylesheet. Colours are the theme's named colours, right in the light,
/// dark and high-contrast styles.
@MainActor
enum StageStyle {
    /// Where the stylesheet goes among a display's style providers.
    static let priority = UInt32((GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) / 2)

    private static let key = "gtkstage-style"

    static let css = """
        .stage {
          background-color: @theme_bg_color;
        }

        /* The dimming view: black at 50%; transitions animate its opacity. */
        button.dimming,
        button.dimming:hover,
        button.dimming:active {
          background: rgba(0, 0, 0, 0.5);
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

        /* Only when the view itself has the focus, not a widget inside it. */
        .presented-view:focus:focus-visible {
          outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
          outline-offset: -2px;
        }

        .navigation-bar {
          padding: 6px;
          min-height: 34px;
          border-bottom: 1px solid @borders;
          background-color: @theme_bg_color;
        }
        """

    /// Loads the stylesheet for `display`, once.
    static func install(on display: OpaquePointer?) {
        guard let display, g_object_get_data(gobject(display), key) == nil,
            let provider = gtk_css_provider_new()
        else { return }
        cgtk_css_provider_load_string(provider, css)
        gtk_style_context_add_provider_for_display(display, gcast(provider), priority)
        // The display keeps the provider (and so the mark) for its life.
        g_object_set_data_full(gobject(display), key, UnsafeMutableRawPointer(provider)) { g_object_unref($0) }
    }
}
