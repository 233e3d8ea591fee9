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
    GDBusConnection *bus; /* the accessibility bus, while the call waits its turn */
    gboolean done;
    int waiting; /* the timeout and the registry's answer */
} CgtkHearing;

/// Whether the registry has answered once: the application is known to it
/// from then on, and later windows are shown at once.
static gboolean cgtk_registry_knows_us = FALSE;

static inline void cgtk_hearing_release(CgtkHearing *hearing) {
    if (--hearing->waiting == 0) g_free(hearing);
}

/// Calls back once, whatever comes first.
static inline void cgtk_hearing_finish(CgtkHearing *hearing) {
    if (hearing->done) return;
    hearing->done = TRUE;
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
    if (reply != NULL) {
        g_variant_unref(reply);
        cgtk_registry_knows_us = TRUE;
    }
    /* The connection was only for this call. */
    g_dbus_connection_close(G_DBUS_CONNECTION(source), NULL, NULL, NULL);
    g_object_unref(source);
    cgtk_hearing_finish(hearing);
    cgtk_hearing_release(hearing);
}

/// Asks the registry anything (its root's child count): only the order of
/// the answer matters. On a low-priority idle, which cannot run while
/// GTK's registration idle (default idle priority) still waits, so GTK's
/// Embed goes out first and the registry, answering in turn, knows the
/// application by the time it answers this.
static inline gboolean cgtk_hearing_ask(gpointer data) {
    CgtkHearing *hearing = data;
    g_dbus_connection_call(hearing->bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                           "org.freedesktop.DBus.Properties", "Get",
                           g_variant_new("(ss)", "org.a11y.atspi.Accessible", "ChildCount"), NULL,
                           G_DBUS_CALL_FLAGS_NONE, -1, NULL, cgtk_hearing_answered, hearing);
    hearing->bus = NULL; /* the call holds it now; cgtk_hearing_answered lets it go */
    return G_SOURCE_REMOVE;
}

static inline void cgtk_hearing_connected(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source;
    CgtkHearing *hearing = data;
    hearing->bus = g_dbus_connection_new_for_address_finish(result, NULL);
    if (hearing->bus == NULL) {
        cgtk_hearing_finish(hearing);
        cgtk_hearing_release(hearing);
        return;
    }
    g_idle_add_full(G_PRIORITY_LOW, cgtk_hearing_ask, hearing, NULL);
}

/// Whether a screen reader says it is running (org.a11y.Status's
/// ScreenReaderEnabled, asked on the default application's session bus
/// connection: without one, none is), and then the accessibility bus's
/// address (free it with g_free): AT_SPI_BUS_ADDRESS, as GTK takes it, or
/// asked of the bus launcher. Asked synchronously, 250 ms at most a call.
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
    const char *given = g_getenv("AT_SPI_BUS_ADDRESS");
    if (given != NULL && *given != '\0') {
        *address = g_strdup(given);
        return TRUE;
    }
    reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
                                        G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 250, NULL, NULL);
    if (reply != NULL) {
        g_variant_get(reply, "(s)", address);
        g_variant_unref(reply);
    }
    return *address != NULL;
}

/// Calls `heard(data)` once a new window can be shown to a running screen
/// reader, maybe before it returns: at once when none runs (or GTK's
/// accessibility is not AT-SPI) or the registry already knows the
/// application, else once the AT-SPI registry has answered a call made
/// after GTK's registration went out, or after `timeout_ms`.
///
/// A window that is never shown, made once, starts the registration:
/// publishing one of the real window's own widgets would publish the window
/// before it maps, where GTK 4.8 gives it no role ("filler" instead of
/// "frame"). Heard with Orca on GTK 4.8 only. GTK 4.24 publishes nothing
/// for a widget that is not realized, so there the stand-in starts nothing
/// and the wait only costs a round trip to the registry.
static inline void cgtk_show_when_heard(guint timeout_ms, CgtkHeard heard, void *data) {
    static GtkWidget *stand_in = NULL;
    char *address = NULL;
    const char *a11y = g_getenv("GTK_A11Y");
    if (cgtk_registry_knows_us || (a11y != NULL && g_ascii_strcasecmp(a11y, "atspi") != 0) ||
        !cgtk_screen_reader_bus(&address)) {
        heard(data);
        return;
    }
    CgtkHearing *hearing = g_new0(CgtkHearing, 1);
    hearing->heard = heard;
    hearing->data = data;
    hearing->waiting = 2;
    if (stand_in == NULL) {
        /* GTK's list of toplevels holds it; it lives as long as the process. */
        stand_in = gtk_window_new();
        cgtk_publish_accessible(stand_in, NULL);
    }
    g_timeout_add(timeout_ms, cgtk_hearing_timed_out, hearing);
    g_dbus_connection_new_for_address(address, CGTK_DBUS_CONNECTION_MESSAGE_BUS_CLIENT, NULL, NULL,
                                      cgtk_hearing_connected, hearing);
    g_free(address);
}

#endif
