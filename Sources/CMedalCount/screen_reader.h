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
// GtkStage's CGtk module, which the app builds on (its package is in the repository).
#include "../../GtkStage/Sources/CGtk/CGtk.h"
#include "app_flags.h"
#include "app_versions.h"

/// What cgtk_show_when_heard calls back, once; `listening` says whether a
/// screen reader runs.
typedef void (*CgtkHeard)(void *data, gboolean listening);

typedef struct {
    CgtkHeard heard;
    void *data;
    GDBusConnection *bus; /* the accessibility bus, while the call waits its turn */
    gboolean done;
    int waiting;   /* the timeout and the chain of round trips */
    int rounds;    /* round trips still to make, one after another */
    char *address; /* the accessibility bus's, for the next round */
} CgtkHearing;

/// Whether the registry has answered once: the application is known to it
/// from then on, and later windows are shown at once.
static gboolean cgtk_registry_knows_us = FALSE;

static inline void cgtk_hearing_release(CgtkHearing *hearing) {
    if (--hearing->waiting != 0) return;
    g_free(hearing->address);
    g_free(hearing);
}

static inline void cgtk_hearing_connected(GObject *source, GAsyncResult *result, gpointer data);

/// Calls back once, whatever comes first.
static inline void cgtk_hearing_finish(CgtkHearing *hearing) {
    if (hearing->done) return;
    hearing->done = TRUE;
    hearing->heard(hearing->data, TRUE);
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
    if (reply != NULL && --hearing->rounds > 0 && !hearing->done) {
        /* Again, on a new connection, once GTK has handled what came for
         * it meanwhile (the low-priority idle in cgtk_hearing_connected):
         * what GTK sends on the registry's answer to its registration (its
         * question for the event listeners) goes out before the next call. */
        g_dbus_connection_new_for_address(hearing->address, CGTK_DBUS_CONNECTION_MESSAGE_BUS_CLIENT, NULL, NULL,
                                          cgtk_hearing_connected, hearing);
        return;
    }
    /* Known once the last round is answered: a window shown meanwhile waits too. */
    if (reply != NULL && hearing->rounds <= 0) cgtk_registry_knows_us = TRUE;
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

/// Reads the boolean `property` of org.a11y.Status from the bus launcher
/// (250 ms at most): FALSE when the launcher has no such property.
static inline gboolean cgtk_a11y_status(GDBusConnection *session, const char *property, gboolean *value) {
    *value = FALSE;
    GVariant *reply = g_dbus_connection_call_sync(
        session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get",
        g_variant_new("(ss)", "org.a11y.Status", property), G_VARIANT_TYPE("(v)"),
        G_DBUS_CALL_FLAGS_NO_AUTO_START, 250, NULL, NULL);
    if (reply == NULL) return FALSE;
    GVariant *boxed = NULL;
    g_variant_get(reply, "(v)", &boxed);
    *value = g_variant_is_of_type(boxed, G_VARIANT_TYPE_BOOLEAN) && g_variant_get_boolean(boxed);
    g_variant_unref(boxed);
    g_variant_unref(reply);
    return TRUE;
}

/// Whether a screen reader says it is running (org.a11y.Status's
/// ScreenReaderEnabled, asked on the default application's session bus
/// connection: without one, none is; at-spi2-core 2.62 and later have no
/// such property, and there its IsEnabled, set by any assistive technology,
/// stands for it), and then the accessibility bus's address (free it with
/// g_free): AT_SPI_BUS_ADDRESS, as GTK takes it, or asked of the bus
/// launcher. Asked synchronously, 250 ms at most a call.
static inline gboolean cgtk_screen_reader_bus(char **address) {
    *address = NULL;
    GApplication *application = g_application_get_default();
    GDBusConnection *session = application != NULL ? g_application_get_dbus_connection(application) : NULL;
    if (session == NULL) return FALSE;
    gboolean enabled = FALSE;
    if (!cgtk_a11y_status(session, "ScreenReaderEnabled", &enabled)) cgtk_a11y_status(session, "IsEnabled", &enabled);
    if (!enabled) return FALSE;
    const char *given = g_getenv("AT_SPI_BUS_ADDRESS");
    if (given != NULL && *given != '\0') {
        *address = g_strdup(given);
        return TRUE;
    }
    GVariant *reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
                                        G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 250, NULL, NULL);
    if (reply != NULL) {
        g_variant_get(reply, "(s)", address);
        g_variant_unref(reply);
    }
    return *address != NULL;
}

/// Calls `heard(data, TRUE)` once the AT-SPI registry, on the accessibility
/// bus at `address`, has answered a call made after what the application
/// sent it so far, or after `timeout_ms`. Two round trips, one after the
/// other: GTK sends its registration, and only on the registry's answer to
/// it (GTK 4.18 and later) its question for the registered event listeners,
/// whose answer it needs before it sends any event; a window that became
/// active in between went unannounced.
static inline void cgtk_registry_round_trip_at(const char *address, guint timeout_ms, CgtkHeard heard, void *data) {
    CgtkHearing *hearing = g_new0(CgtkHearing, 1);
    hearing->heard = heard;
    hearing->data = data;
    hearing->waiting = 2;
    hearing->rounds = 2;
    hearing->address = g_strdup(address);
    g_timeout_add(timeout_ms, cgtk_hearing_timed_out, hearing);
    g_dbus_connection_new_for_address(address, CGTK_DBUS_CONNECTION_MESSAGE_BUS_CLIENT, NULL, NULL,
                                      cgtk_hearing_connected, hearing);
}

/// As cgtk_registry_round_trip_at, the bus found as cgtk_screen_reader_bus
/// does; `heard(data, FALSE)` at once when no screen reader runs.
static inline void cgtk_registry_round_trip(guint timeout_ms, CgtkHeard heard, void *data) {
    char *address = NULL;
    if (!cgtk_screen_reader_bus(&address)) {
        heard(data, FALSE);
        return;
    }
    cgtk_registry_round_trip_at(address, timeout_ms, heard, data);
    g_free(address);
}

/// Calls `heard(data, listening)` once a new window can be shown to a
/// running screen reader, maybe before it returns: at once when none runs
/// (or GTK's accessibility is not AT-SPI) or the registry already knows the
/// application, else once the AT-SPI registry has answered two calls, one
/// after the other, made after GTK's registration went out
/// (cgtk_registry_round_trip_at), or after `timeout_ms`.
///
/// A window that is never shown, made once, starts the registration:
/// publishing one of the real window's own widgets would publish the window
/// before it maps, where GTK 4.8 gives it no role ("filler" instead of
/// "frame"). GTK 4.18 and 4.24 publish nothing for a widget that is not
/// realized, so there the stand-in is realized first (never mapped:
/// cgtk_window_ready_to_publish); without it their registration began as
/// the first window mapped, whose first events then named objects not yet on
/// the bus, and Orca held that window as defunct.
static inline void cgtk_show_when_heard(guint timeout_ms, CgtkHeard heard, void *data) {
    static GtkWidget *stand_in = NULL;
    char *address = NULL;
    const char *a11y = g_getenv("GTK_A11Y");
    if ((a11y != NULL && g_ascii_strcasecmp(a11y, "atspi") != 0) || !cgtk_screen_reader_bus(&address)) {
        heard(data, FALSE);
        return;
    }
    if (cgtk_registry_knows_us) {
        g_free(address);
        heard(data, TRUE);
        return;
    }
    if (stand_in == NULL) {
        /* GTK's list of toplevels holds it; it lives as long as the process. */
        stand_in = gtk_window_new();
        cgtk_window_ready_to_publish(stand_in);
        cgtk_publish_accessible(stand_in, NULL);
    }
    cgtk_registry_round_trip_at(address, timeout_ms, heard, data);
    g_free(address);
}

/* A window presented window first. GTK (4.8 to 4.24, _gtk_window_set_is_active)
 * tells the accessibility bus that the focused control got focus before it
 * tells it that the window became active; Orca (43) then speaks the control
 * alone, as if it were in the window it already had, and never the window's
 * title. A window that has no focus yet when it becomes active goes out
 * alone, and Orca speaks its title; the focus that follows is spoken in it.
 * GTK 4.18 and later send no event until the registry has told them who
 * listens: the focus waits for the registry after the activation too (two
 * round trips, cgtk_registry_round_trip_at; with GTK 4.18 and Orca 47 the
 * opening was otherwise silent in about half the runs). */
typedef struct {
    GtkWindow *window; /* weak */
    GtkWidget *focus;  /* weak, or NULL: the window's first control */
    gulong handler;
    guint timeout;
} CgtkFocusLater;

static inline void cgtk_focus_later_free(CgtkFocusLater *later) {
    if (later->window != NULL) g_object_remove_weak_pointer(G_OBJECT(later->window), (gpointer *)&later->window);
    if (later->focus != NULL) g_object_remove_weak_pointer(G_OBJECT(later->focus), (gpointer *)&later->focus);
    g_free(later);
}

/// Gives the window its focus back, once: it became active, or it waited too long.
static inline void cgtk_focus_later_now(CgtkFocusLater *later) {
    GtkWindow *window = later->window;
    if (window != NULL) {
        if (later->handler != 0) g_signal_handler_disconnect(window, later->handler);
        gtk_widget_set_can_focus(GTK_WIDGET(window), TRUE);
        if (later->focus == NULL || !gtk_widget_grab_focus(later->focus)) {
            if (gtk_window_get_focus(window) == NULL) gtk_widget_child_focus(GTK_WIDGET(window), GTK_DIR_TAB_FORWARD);
        }
    }
    if (later->timeout != 0) g_source_remove(later->timeout);
    cgtk_focus_later_free(later);
}

static inline gboolean cgtk_focus_later_idle(gpointer data) {
    cgtk_focus_later_now(data);
    return G_SOURCE_REMOVE;
}

/// The registry answered (or took too long): the focus, once GTK has
/// handled what came for it meanwhile (a low-priority idle).
static inline void cgtk_focus_later_heard(void *data, gboolean listening) {
    (void)listening;
    g_idle_add_full(G_PRIORITY_LOW, cgtk_focus_later_idle, data, NULL);
}

static inline void cgtk_focus_later_active(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    CgtkFocusLater *later = data;
    if (!gtk_window_is_active(GTK_WINDOW(object)) || later->timeout == 0) return;
    /* From here the round trip's own timeout guarantees the focus. */
    g_source_remove(later->timeout);
    later->timeout = 0;
    g_signal_handler_disconnect(object, later->handler);
    later->handler = 0;
    cgtk_registry_round_trip(500, cgtk_focus_later_heard, later);
}

static inline gboolean cgtk_focus_later_timed_out(gpointer data) {
    CgtkFocusLater *later = data;
    later->timeout = 0;
    cgtk_focus_later_now(later);
    return G_SOURCE_REMOVE;
}

/// Presents `window` and focuses `focus` (NULL: the window's first control,
/// as GTK would). With `window_first`, for a screen reader, the focus waits
/// until the window is active (`timeout_ms` at most), so that the window's
/// activation is heard before the focus. A window that is active already,
/// or has a focus already, is presented as it is.
static inline void cgtk_window_present_focusing(GtkWindow *window, GtkWidget *focus, gboolean window_first,
                                                guint timeout_ms) {
    if (window_first) cgtk_window_publish_showing(GTK_WIDGET(window));
    if (!window_first || gtk_window_is_active(window) || gtk_window_get_focus(window) != NULL) {
        gtk_window_present(window);
        if (focus != NULL) gtk_widget_grab_focus(focus);
        return;
    }
    CgtkFocusLater *later = g_new0(CgtkFocusLater, 1);
    later->window = window;
    g_object_add_weak_pointer(G_OBJECT(window), (gpointer *)&later->window);
    if (focus != NULL) {
        later->focus = focus;
        g_object_add_weak_pointer(G_OBJECT(focus), (gpointer *)&later->focus);
    }
    /* No focus while it is not active: gtk_window_show's own first focus finds none. */
    gtk_widget_set_can_focus(GTK_WIDGET(window), FALSE);
    later->handler = g_signal_connect(window, "notify::is-active", G_CALLBACK(cgtk_focus_later_active), later);
    later->timeout = g_timeout_add(timeout_ms, cgtk_focus_later_timed_out, later);
    gtk_window_present(window);
}

#endif
