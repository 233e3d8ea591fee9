// The app's own C over GTK, beside what GtkStage brings (its CGtk module,
// included here for the helpers the app's C builds on): what Swift cannot
// import directly, the app's differences between GTK releases
// (app_versions.h), a screen reader's hearing of new windows
// (screen_reader.h), the renderer choice (gl_renderer.h) and the centred
// layout of the rotate prompt (centered_layout.h).
#ifndef CMEDALCOUNT_H
#define CMEDALCOUNT_H

// GtkStage's CGtk module, which the app builds on (its package is in the repository).
#include "../../GtkStage/Sources/CGtk/CGtk.h"
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include "app_flags.h"
#include "app_versions.h"
#include "centered_layout.h"
#include "gl_renderer.h"

/// A GtkListView over `model` with rows from `factory` (it takes both);
/// GTK never returns NULL here, which its header does not say.
static inline GtkWidget *_Nonnull cgtk_list_view_new(GtkSelectionModel *model, GtkListItemFactory *factory) {
    return gtk_list_view_new(model, factory);
}

/// Lets a selectable label take the focus without selecting its whole text
/// (GtkSettings's gtk-label-select-on-focus, for the whole process; the same
/// from GTK 4.8 to 4.24).
static inline void cgtk_settings_keep_label_selection_on_focus(void) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_set(settings, "gtk-label-select-on-focus", FALSE, NULL);
}

/// Says that reading goes on from `widget` to `next` (AT-SPI's FLOWS_TO; the
/// same call from GTK 4.8 to 4.24). A label that flows somewhere is no
/// longer an "unrelated" label, which Orca 48 reads as the static text of
/// every dialog and group around it before the label itself.
static inline void cgtk_accessible_set_flows_to(GtkWidget *widget, GtkWidget *next) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_FLOW_TO, next, NULL, -1);
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

/// A GSettings backend that keeps values in memory (tests).
static inline GSettingsBackend *cgtk_memory_settings_backend_new(void) {
    return g_memory_settings_backend_new();
}

#include "screen_reader.h"

#endif
