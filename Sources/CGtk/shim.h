// The few pieces of GTK that Swift cannot import directly: variadic calls,
// macros and construct-only properties. Everything else is called as is.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include "flags.h"
#include "versions.h"
#include "centered_layout.h"
#include "gl_renderer.h"

/// A GtkBox created with an accessible role, which is a construct-only property.
static inline GtkWidget *_Nonnull cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL));
}

/// A widget of `type` created with an accessible role (construct-only).
static inline GtkWidget *_Nonnull cgtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// A GtkListView over `model` with rows from `factory` (it takes both);
/// GTK never returns NULL here, which its header does not say.
static inline GtkWidget *_Nonnull cgtk_list_view_new(GtkSelectionModel *model, GtkListItemFactory *factory) {
    return gtk_list_view_new(model, factory);
}

/// Sets the accessible label (the name a screen reader says).
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Lets a selectable label take the focus without selecting its whole text
/// (GtkSettings's gtk-label-select-on-focus, for the whole process; the same
/// from GTK 4.8 to 4.24).
static inline void cgtk_settings_keep_label_selection_on_focus(void) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_set(settings, "gtk-label-select-on-focus", FALSE, NULL);
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

/// Says that reading goes on from `widget` to `next` (AT-SPI's FLOWS_TO; the
/// same call from GTK 4.8 to 4.24). A label that flows somewhere is no
/// longer an "unrelated" label, which Orca 48 reads as the static text of
/// every dialog and group around it before the label itself.
static inline void cgtk_accessible_set_flows_to(GtkWidget *widget, GtkWidget *next) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_FLOW_TO, next, NULL, -1);
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

/// Names the page called "main" of the first stack in `widget`'s tree (a
/// popover menu's top level, which has no title); whether it found one.
static inline gboolean cgtk_name_main_stack_page(GtkWidget *widget, const char *name) {
    if (GTK_IS_STACK(widget)) {
        GtkWidget *main_page = gtk_stack_get_child_by_name(GTK_STACK(widget), "main");
        if (main_page == NULL) return FALSE;
        gtk_accessible_update_property(GTK_ACCESSIBLE(gtk_stack_get_page(GTK_STACK(widget), main_page)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        return TRUE;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        if (cgtk_name_main_stack_page(child, name)) return TRUE;
    return FALSE;
}

/// Names a menu button's popover menu and its main page for screen readers,
/// which otherwise hear their class names ("GtkPopoverMenu menu",
/// "GtkStackPage panel"). Call it after gtk_menu_button_set_menu_model: a
/// new model makes a new popover.
static inline void cgtk_menu_button_name_menu(GtkWidget *menu_button, const char *name) {
    GtkPopover *popover = gtk_menu_button_get_popover(GTK_MENU_BUTTON(menu_button));
    if (popover == NULL) return;
    gtk_accessible_update_property(GTK_ACCESSIBLE(popover), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    cgtk_name_main_stack_page(GTK_WIDGET(popover), name);
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

/// A copy of gtk-theme-name (free it with g_free), or NULL.
static inline char *cgtk_settings_copy_theme_name(void) {
    GtkSettings *settings = gtk_settings_get_default();
    char *name = NULL;
    if (settings != NULL) {
        g_object_get(settings, "gtk-theme-name", &name, NULL);
    }
    return name;
}

/// Sets gtk-theme-name on the default settings ("HighContrast" for GTK's own).
static inline void cgtk_settings_set_theme_name(const char *name) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-theme-name", name, NULL);
    }
}

/// Sets gtk-enable-animations on the default settings (tests and benchmarks).
static inline void cgtk_settings_set_enable_animations(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-enable-animations", enabled, NULL);
    }
}

/// A GSettings backend that keeps values in memory (tests).
static inline GSettingsBackend *cgtk_memory_settings_backend_new(void) {
    return g_memory_settings_backend_new();
}

/// The GType of GtkBox, for checks in tests.
static inline GType cgtk_box_type(void) { return GTK_TYPE_BOX; }

/// Whether a widget is a GtkScrolledWindow (GTK_IS_SCROLLED_WINDOW is a macro).
static inline gboolean cgtk_is_scrolled_window(GtkWidget *widget) { return GTK_IS_SCROLLED_WINDOW(widget); }

#include "screen_reader.h"

#endif
