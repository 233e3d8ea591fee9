// libadwaita for Swift, and the one call Swift cannot make (variadic).
#include <adwaita.h>

/// Gives `application` an action "dark" that Ctrl+D runs, switching the style
/// manager between forced dark and forced light.
static inline void cgtk_adw_dark_toggled(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action;
    (void)parameter;
    (void)data;
    AdwStyleManager *manager = adw_style_manager_get_default();
    adw_style_manager_set_color_scheme(manager, adw_style_manager_get_dark(manager) ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                                                   : ADW_COLOR_SCHEME_FORCE_DARK);
}

static inline void cgtk_adw_add_dark_action(GtkApplication *application) {
    GSimpleAction *dark = g_simple_action_new("dark", NULL);
    g_signal_connect(dark, "activate", G_CALLBACK(cgtk_adw_dark_toggled), NULL);
    g_action_map_add_action(G_ACTION_MAP(application), G_ACTION(dark));
    g_object_unref(dark);
    const char *accels[] = {"<Control>d", NULL};
    gtk_application_set_accels_for_action(application, "app.dark", accels);
}
