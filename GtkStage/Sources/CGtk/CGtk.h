// GTK 4 for Swift, as GtkStage brings it (`import GtkStage` re-exports this
// module): GTK's own headers, the flag values spelled one way on every
// release (flags.h), and the few pieces of GTK that Swift cannot import
// directly (variadic calls, macros, construct-only properties) which the
// library itself needs. Everything else is GTK's C API, called as is.
#ifndef CGTK_H
#define CGTK_H

#include <gtk/gtk.h>
#include "flags.h"
#include "versions.h"

/// A GtkBox created with an accessible role, which is a construct-only property.
static inline GtkWidget *_Nonnull cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL));
}

/// A widget of `type` created with an accessible role (construct-only).
static inline GtkWidget *_Nonnull cgtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// Sets the accessible label (the name a screen reader says).
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets the accessible description.
static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Sets the accessible value in words (a grabber's detent, a slider's
/// setting); the same property from GTK 4.8 to 4.24.
static inline void cgtk_accessible_set_value_text(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// Names a button by its own label alone: GTK labels a button by its child
/// (LABELLED_BY), and for an icon's image a screen reader then speaks the
/// image's class name before the label ("GtkImage Back to A").
static inline void cgtk_accessible_forget_labelled_by(GtkWidget *widget) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/// Publishes `widget`'s accessible object (a "map" handler).
static inline void cgtk_publish_accessible(GtkWidget *widget, gpointer data) {
    (void)data;
    /* A change of focusability is GTK's one public way to publish a widget's
     * accessible object (gtk_accessible_platform_changed realizes its AT
     * context); changed and changed back, nothing else moves. */
    gboolean focusable = gtk_widget_get_focusable(widget);
    gtk_widget_set_focusable(widget, !focusable);
    gtk_widget_set_focusable(widget, focusable);
}

/// Publishes `widget`'s accessible object to screen readers whenever it is
/// mapped, before it can take the focus. GTK (4.8 to 4.24) holds back the
/// property changes of an accessible not yet published and sends them all
/// when it first takes the focus; a screen reader then speaks its
/// description a second time, as a change ("Go to scene B. Go to scene B").
static inline void cgtk_accessible_publish_when_mapped(GtkWidget *widget) {
    g_signal_connect(widget, "map", G_CALLBACK(cgtk_publish_accessible), NULL);
}

/// Hides a widget and its children from screen readers (or offers them again).
static inline void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// Whether GTK animations are enabled (the motion preference of GTK 4.8).
static inline gboolean cgtk_settings_enable_animations(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean enabled = TRUE;
    if (settings != NULL) {
        g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    }
    return enabled;
}

/// Sets gtk-enable-animations on the default settings (tests and benchmarks).
static inline void cgtk_settings_set_enable_animations(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-enable-animations", enabled, NULL);
    }
}

/// Whether `type` is a class whose instances GObject checks (an
/// instantiatable type) or an interface: what a checked cast can test.
static inline gboolean cgtk_type_is_object_or_interface(GType type) {
    return G_TYPE_IS_INSTANTIATABLE(type) || G_TYPE_IS_INTERFACE(type);
}

/// Whether `widget` is marked `:active` (pressed, or holding a pressed child).
static inline gboolean cgtk_widget_is_active(GtkWidget *widget) {
    return (gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_ACTIVE) != 0;
}

/// The GType of GtkBox, for checks in tests.
static inline GType cgtk_box_type(void) { return GTK_TYPE_BOX; }

/// Whether a widget is a GtkScrolledWindow (GTK_IS_SCROLLED_WINDOW is a macro).
static inline gboolean cgtk_is_scrolled_window(GtkWidget *widget) { return GTK_IS_SCROLLED_WINDOW(widget); }

/// Logs `message` as a GLib critical of `domain` (g_log is variadic): a
/// programming error that GLib's own checks would report so.
static inline void cgtk_log_critical(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_CRITICAL, "%s", message);
}

/// Logs `message` as a GLib warning of `domain`.
static inline void cgtk_log_warning(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_WARNING, "%s", message);
}

static inline void cgtk_application_quit_activated(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action;
    (void)parameter;
    g_application_quit(G_APPLICATION(data));
}

/// Gives `application` a "quit" action (app.quit) that Ctrl+Q runs, as a
/// GNOME app has: it ends the application's run (g_application_quit), and
/// its windows close as the process exits.
static inline void cgtk_application_add_quit(GtkApplication *application) {
    GSimpleAction *quit = g_simple_action_new("quit", NULL);
    g_signal_connect_object(quit, "activate", G_CALLBACK(cgtk_application_quit_activated), application, 0);
    g_action_map_add_action(G_ACTION_MAP(application), G_ACTION(quit));
    g_object_unref(quit);
    const char *accels[] = {"<Control>q", NULL};
    gtk_application_set_accels_for_action(application, "app.quit", accels);
}

#endif
