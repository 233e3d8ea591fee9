/* The peer of `make bench`: libadwaita 1.2's AdwFlap sliding a sidebar over
 * dimmed content, the nearest thing a GTK developer has to the app's
 * slide-in panel. With "startup" it prints when its first frame is painted;
 * with "frames" it reveals and hides the flap and prints each transition's
 * frame times, in the app's own JSON lines. */
#include <adwaita.h>
#include <string.h>

#include "peer_report.h"

typedef struct {
    GtkApplication *app;
    AdwFlap *flap;
    GdkFrameClock *clock;
    int phase;            /* 0 waiting, 1 revealing, 2 hiding */
    GString *times;
    gint64 last_change;
    gboolean frames_mode;
} Peer;

static void after_paint(GdkFrameClock *clock, Peer *peer) {
    if (!peer->frames_mode) {
        printf("{\"event\":\"painted\",\"rss_kb\":%ld}\n", peer_resident_kb());
        fflush(stdout);
        g_signal_handlers_disconnect_by_func(clock, after_paint, peer);
        g_application_quit(G_APPLICATION(peer->app));
        return;
    }
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    double progress = adw_flap_get_reveal_progress(peer->flap);
    if (peer->phase == 0) {
        peer->phase = 1;
        adw_flap_set_reveal_flap(peer->flap, TRUE);
        return;
    }
    g_string_append_printf(peer->times, "%" G_GINT64_FORMAT ",", now);
    if (peer->phase == 1 && progress >= 1.0) {
        peer_emit_transition(peer->times, "flap-in");
        peer->phase = 2;
        adw_flap_set_reveal_flap(peer->flap, FALSE);
    } else if (peer->phase == 2 && progress <= 0.0) {
        peer_emit_transition(peer->times, "flap-out");
        printf("{\"event\":\"done\"}\n");
        fflush(stdout);
        g_signal_handlers_disconnect_by_func(clock, after_paint, peer);
        g_application_quit(G_APPLICATION(peer->app));
    }
}

static gboolean keep_ticking(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    return G_SOURCE_CONTINUE;
}

static void mapped(GtkWidget *window, Peer *peer) {
    peer->clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(peer->clock, "after-paint", G_CALLBACK(after_paint), peer);
    if (peer->frames_mode) gtk_widget_add_tick_callback(window, keep_ticking, NULL, NULL);
}

static void activate(GtkApplication *app, Peer *peer) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Peer");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    peer->flap = ADW_FLAP(adw_flap_new());
    adw_flap_set_fold_policy(peer->flap, ADW_FLAP_FOLD_POLICY_ALWAYS);
    adw_flap_set_modal(peer->flap, TRUE);
    adw_flap_set_reveal_flap(peer->flap, FALSE);
    GtkWidget *sidebar = gtk_label_new("Summer Games");
    gtk_widget_set_size_request(sidebar, 660, -1);
    gtk_widget_add_css_class(sidebar, "background");
    adw_flap_set_flap(peer->flap, sidebar);
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_box_append(GTK_BOX(content), gtk_label_new("Pick a Games"));
    adw_flap_set_content(peer->flap, content);
    gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(peer->flap));
    g_signal_connect(window, "map", G_CALLBACK(mapped), peer);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    Peer peer = { 0 };
    peer.frames_mode = argc > 1 && strcmp(argv[1], "frames") == 0;
    peer.times = g_string_new(NULL);
    adw_init();
    peer.app = gtk_application_new("org.medalcount.Peer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(peer.app, "activate", G_CALLBACK(activate), &peer);
    int status = g_application_run(G_APPLICATION(peer.app), 1, argv);
    g_object_unref(peer.app);
    return status;
}
