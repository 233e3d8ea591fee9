// A window shown only once a running screen reader can hear it. GTK starts
// the application's registration with the AT-SPI registry (its Embed call,
// on an idle) when it publishes its first accessible object, which for a
// new application is the window, as it maps; the window's first events
// (active, focused) then go out before the registry knows the application,
// and Orca drops them ("[DEAD]", "potentially-defunct source"): a window
// opened with Orca running was mostly silent (GTK 4.8, Orca 43: 14 of 15).
#ifndef CGTK_SCREEN_READER_H
#define CGTK_SCREEN_READER_H

#include <gtk/gtk.h>

/// What cgtk_show_when_heard calls back, once.
typedef void (*CgtkHeard)(void *data);

typedef struct {
    CgtkHeard heard;
    void *data;
    GtkWidget *herald; /* the stand-in window that started the registration */
    gboolean done;
    int waiting; /* the timeout and the registry's answer */
} CgtkHearing;

static inline void cgtk_hearing_release(CgtkHearing *hearing) {
    if (--hearing->waiting == 0) g_free(hearing);
}

/// Calls back once, whatever comes first, and lets the stand-in go.
static inline void cgtk_hearing_finish(CgtkHearing *hearing) {
    if (hearing->done) return;
    hearing->done = TRUE;
    if (hearing->herald != NULL) gtk_window_destroy(GTK_WINDOW(hearing->herald));
    hearing->herald = NULL;
    hearing->heard(hearing->data);
}

static inline gboolean cgtk_hearing_timed_out(gpointer data) {
    CgtkHearing *hearing = data;
    cgtk_hearing_finish(hearing);
    cgtk_hearing_release(hearing);
    return G_SOURCE_REMOVE;
}

static inline void cgtk_hearing_answered(GObject *source, GAsyncResult *result, gpointer data) {
    CgtkHearing *hearing = data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (reply != NULL) g_variant_unref(reply);
    /* The connection was only for this call. */
    g_dbus_connection_close(G_DBUS_CONNECTION(source), NULL, NULL, NULL);
    g_object_unref(source);
    cgtk_hearing_finish(hearing);
    cgtk_hearing_release(hearing);
}

static inline void cgtk_hearing_connected(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source;
    CgtkHearing *hearing = data;
    GDBusConnection *bus = g_dbus_connection_new_for_address_finish(result, NULL);
    if (bus == NULL) {
        cgtk_hearing_finish(hearing);
        cgtk_hearing_release(hearing);
        return;
    }
    /* Asked after GTK's Embed went out (its idle ran while this connected):
     * the registry answers in turn, so it knows the application by then. */
    g_dbus_connection_call(bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                           "org.a11y.atspi.Accessible", "GetChildCount", NULL, NULL, G_DBUS_CALL_FLAGS_NONE,
                           -1, NULL, cgtk_hearing_answered, hearing);
}

/// Whether a screen reader says it is running (org.a11y.Status's
/// ScreenReaderEnabled, asked on the default application's session bus
/// connection: without one, none is), and then the accessibility bus's
/// address (free it with g_free); asked synchronously, within 250 ms.
static inline gboolean cgtk_screen_reader_bus(char **address) {
    *address = NULL;
    GApplication *application = g_application_get_default();
    GDBusConnection *session = application != NULL ? g_application_get_dbus_connection(application) : NULL;
    if (session == NULL) return FALSE;
    gboolean enabled = FALSE;
    GVariant *reply = g_dbus_connection_call_sync(
        session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
        g_variant_new("(ss)", "org.a11y.Status", "ScreenReaderEnabled"), G_VARIANT_TYPE("(v)"),
        G_DBUS_CALL_FLAGS_NO_AUTO_START, 250, NULL, NULL);
    if (reply != NULL) {
        GVariant *value = NULL;
        g_variant_get(reply, "(v)", &value);
        enabled = g_variant_is_of_type(value, G_VARIANT_TYPE_BOOLEAN) && g_variant_get_boolean(value);
        g_variant_unref(value);
        g_variant_unref(reply);
    }
    if (!enabled) return FALSE;
    reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
                                        G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 250, NULL, NULL);
    if (reply != NULL) {
        g_variant_get(reply, "(s)", address);
        g_variant_unref(reply);
    }
    return *address != NULL;
}

/// Calls `heard(data)` once a new window can be shown to a running screen
/// reader: at once when none runs (or GTK's accessibility is not AT-SPI),
/// else once the AT-SPI registry has answered a call made after GTK
/// registered the application, or after `timeout_ms`. A window that is
/// never shown starts the registration: publishing one of the real window's
/// own widgets first would publish the window before it maps, where GTK
/// 4.8 gives it no role ("filler" instead of "frame").
static inline void cgtk_show_when_heard(guint timeout_ms, CgtkHeard heard, void *data) {
    char *address = NULL;
    const char *a11y = g_getenv("GTK_A11Y");
    if ((a11y != NULL && g_strcmp0(a11y, "atspi") != 0) || !cgtk_screen_reader_bus(&address)) {
        heard(data);
        return;
    }
    CgtkHearing *hearing = g_new0(CgtkHearing, 1);
    hearing->heard = heard;
    hearing->data = data;
    hearing->waiting = 2;
    hearing->herald = gtk_window_new();
    gtk_widget_set_focusable(hearing->herald, !gtk_widget_get_focusable(hearing->herald));
    g_timeout_add(timeout_ms, cgtk_hearing_timed_out, hearing);
    g_dbus_connection_new_for_address(address,
                                      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                          G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                      NULL, NULL, cgtk_hearing_connected, hearing);
    g_free(address);
}

#endif
