// The app's differences between GTK 4.8 and the newer releases it runs on (the
// library's are in GtkStage's CGtk/versions.h), in one place: each call here uses the newer API where the headers have it
// (GTK_CHECK_VERSION) and GTK 4.8's call otherwise, so the Swift code has no
// version test and compiles without a deprecation warning on 4.8 to 4.24;
// and which of GTK 4.8's bugs a release still has, for the workarounds that
// ask (the bottom of this file). The test runs' one difference, the Wayland
// leg's renderer (GTK 4.8's GL renderer stalls there: FirstFrameTests), is
// in scripts/test.sh.
//
// One deprecation has no replacement in GTK: GtkShortcutsWindow (the app's
// Keyboard Shortcuts window, built from GtkBuilder XML, so no compiler warns)
// is deprecated from 4.18 in favour of libadwaita's AdwShortcutsDialog, which
// the app does not use. It still works on 4.18 and 4.24 and is kept.
#ifndef CMEDALCOUNT_APP_VERSIONS_H
#define CMEDALCOUNT_APP_VERSIONS_H

#include <gtk/gtk.h>
#include <stdio.h>

/// Readies a window that is never shown for publishing its accessible object
/// (cgtk_show_when_heard's stand-in). GTK 4.8 publishes the accessible of any
/// widget in a window; GTK 4.18 and 4.24 only a realized widget's
/// (gtk_accessible_platform_changed), so there the window is realized: a
/// surface, never mapped, so nothing shows.
static inline void cgtk_window_ready_to_publish(GtkWidget *window) {
#if GTK_CHECK_VERSION(4, 18, 0)
    gtk_widget_realize(window);
#else
    (void)window;
#endif
}

/// Tells screen readers `message` about `widget` at once (GTK 4.14's
/// gtk_accessible_announce). GTK 4.8 cannot announce: there the message goes
/// ahead of the focus instead (cgtk_accessible_describe_for_focus), and this
/// does nothing.
static inline void cgtk_accessible_announce(GtkWidget *widget, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_announce(GTK_ACCESSIBLE(widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
    (void)widget;
    (void)message;
#endif
}

/// On GTK 4.8, describes `widget` with `message` (none: NULL) before the
/// focus comes to it, so that a screen reader speaks the message once, with
/// the widget's name, when it does (a description changed on the focused
/// widget is spoken twice), and again each time until it is taken back.
/// GTK 4.14 and later announce instead (cgtk_accessible_announce): nothing here.
/// Taking it back also takes away a description that came from a tooltip.
static inline void cgtk_accessible_describe_for_focus(GtkWidget *widget, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    (void)widget;
    (void)message;
#else
    if (message != NULL)
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
    else
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
#endif
}

#if GTK_CHECK_VERSION(4, 10, 0)
static inline void cgtk_uri_launched(GObject *source, GAsyncResult *result, gpointer data) {
    (void)data;
    GError *error = NULL;
    if (!gtk_uri_launcher_launch_finish(GTK_URI_LAUNCHER(source), result, &error)) {
        if (!g_error_matches(error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)) {
            fprintf(stderr, "Could not open %s: %s\n", gtk_uri_launcher_get_uri(GTK_URI_LAUNCHER(source)),
                    error->message);
        }
        g_error_free(error);
    }
}
#endif

/// Opens `uri` in the desktop's handler for it (a web browser for https),
/// over `parent`. GTK 4.10 replaced gtk_show_uri with GtkUriLauncher; a
/// failure is written to standard error in both.
static inline void cgtk_launch_uri(GtkWindow *parent, const char *uri) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkUriLauncher *launcher = gtk_uri_launcher_new(uri);
    gtk_uri_launcher_launch(launcher, parent, NULL, cgtk_uri_launched, NULL);
    g_object_unref(launcher);
#else
    gtk_show_uri(parent, uri, GDK_CURRENT_TIME);
#endif
}

/// Sets the app's colour scheme: dark or light. GTK 4.20 deprecated
/// gtk-application-prefer-dark-theme (it warns when it is set) for
/// gtk-interface-color-scheme.
static inline void cgtk_settings_set_prefer_dark(gboolean dark) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings == NULL) return;
#if GTK_CHECK_VERSION(4, 20, 0)
    g_object_set(settings, "gtk-interface-color-scheme",
                 dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_LIGHT, NULL);
#else
    g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

/// Whether the app's colour scheme is dark (see cgtk_settings_set_prefer_dark).
static inline gboolean cgtk_settings_prefers_dark(void) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings == NULL) return FALSE;
#if GTK_CHECK_VERSION(4, 20, 0)
    GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
    g_object_get(settings, "gtk-interface-color-scheme", &scheme, NULL);
    return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
    gboolean dark = FALSE;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
#endif
}

/// Names a list row for screen readers ("London 2012"). GTK 4.12 gave
/// GtkListItem an accessible label; on 4.8 the row widget that holds the
/// item's child (role list item) is named directly.
static inline void cgtk_list_item_set_accessible_label(GtkListItem *item, const char *label) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_list_item_set_accessible_label(item, label);
#else
    GtkWidget *child = gtk_list_item_get_child(item);
    GtkWidget *row = child != NULL ? gtk_widget_get_parent(child) : NULL;
    if (row != NULL) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
#endif
}

/// Whether GSK's cairo renderer converts a texture node's pixels anew each
/// time it draws it: GTK 4.8's gdk_memory_convert has no same-format path,
/// so a 1000x720 texture node costs 8 times a cairo node painting the same
/// pixels (8.1 ms against 1.0 ms a draw on 4.8.3; 0.76 against 0.76 ms on
/// 4.18.6, 0.85 against 0.88 ms on 4.24.1: `make bench`'s texture_node_ratio,
/// which fails the bench when it disagrees with this). Releases
/// between 4.8 and 4.18 were not tried, so they count as 4.8. (CSvgPicture
/// paints its pictures' cairo surfaces under any cairo renderer; the bench
/// and the picture tests read this.)
static inline gboolean cgtk_cairo_renderer_converts_textures_each_draw(void) {
#if GTK_CHECK_VERSION(4, 18, 0)
    return FALSE;
#else
    return TRUE;
#endif
}

/// Whether GTK loses count of such a press when the pointer moves before the
/// release (a press held through a transition, let go further on): 4.8
/// does, 4.18 does not (a motion hands the press back to the parent),
/// 4.24 does not. Only HeldPressTests asks: the stage keeps pressed views
/// wherever the release in place goes wrong.
static inline gboolean cgtk_loses_count_of_a_press_let_go_elsewhere(void) {
#if GTK_CHECK_VERSION(4, 18, 0)
    return FALSE;
#else
    return TRUE;
#endif
}

/// Publishes a window not yet shown, as the window it will be, so that
/// showing it sends no change of its "showing" state (GTK 4.8; later
/// releases: nothing). GTK sends that change inverted as a window maps (its
/// hidden state going false sends showing false: 4.8, and 4.18 with visible
/// too), and a screen reader that had read the window's states first (GTK
/// reports any window as showing) kept the wrong one and took the window
/// for one not showing: its opening went unspoken (Orca 43, about 1 opening
/// in 8 beside a load). Here, before the window is realized, its accessible
/// gets the window role (GTK gives it that only as it maps) and is marked
/// not hidden, and a change of its focusability publishes it at once (GTK
/// 4.8 realizes a window's accessible on such a change, 4.18 no longer for
/// a window not realized); GTK sends a state change only for a realized
/// widget and forgets the ones it did not send, so mapping the window later
/// changes nothing more. On 4.18 and later, marking it not hidden early
/// would only add the window to the screen reader's cache before the
/// inverted change: nothing is done there.
static inline void cgtk_window_publish_showing(GtkWidget *window) {
#if GTK_CHECK_VERSION(4, 10, 0)
    (void)window;
#else
    /* Once only: a window hidden and shown again stays realized, and gets
     * the inverted change again (none here is: the demos' windows are
     * destroyed when closed). Windows only: a dialog keeps its own role. */
    if (gtk_widget_get_realized(window) ||
        gtk_widget_class_get_accessible_role(GTK_WIDGET_GET_CLASS(window)) != GTK_ACCESSIBLE_ROLE_WINDOW)
        return;
    g_object_set(window, "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW, NULL);
    gtk_accessible_update_state(GTK_ACCESSIBLE(window), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE, -1);
    gboolean focusable = gtk_widget_get_focusable(window);
    gtk_widget_set_focusable(window, !focusable);
    gtk_widget_set_focusable(window, focusable);
#endif
}

#endif
