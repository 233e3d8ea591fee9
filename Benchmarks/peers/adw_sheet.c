/* The sheet's peer of `make bench` where libadwaita is 1.5 or later (the
 * Debian 13 root has 1.7): an AdwDialog shown as a bottom sheet, what a GTK
 * developer reaches for instead of the medal table's sheet. With "startup" it
 * prints when its first frame is painted; with "frames" it opens the sheet and
 * closes it and prints each transition's frame times, in the app's own JSON
 * lines ("sheet-in" until the sheet has stood still for three frames,
 * "sheet-out" until its content is no longer on screen: AdwDialog's "closed"
 * comes as the closing starts). */
#include <adwaita.h>
#include <string.h>

#include "peer_report.h"

typedef struct {
    GtkApplication *app;
    GtkWidget *window;
    AdwDialog *dialog;
    GtkWidget *sheet_content;
    int phase;            /* 0 waiting, 1 opening, 2 closing */
    GString *times;
    double last_top;
    int still_frames;
    gboolean frames_mode;
} Peer;

/* Where the sheet's content is drawn in the window, top edge; -1 off screen. */
static double content_top(Peer *peer) {
    graphene_point_t point = GRAPHENE_POINT_INIT(0, 0), out;
    if (!gtk_widget_get_mapped(peer->sheet_content) ||
        !gtk_widget_compute_point(peer->sheet_content, peer->window, &point, &out)) {
        return -1;
    }
    return out.y;
}

static void finish(Peer *peer, GdkFrameClock *clock);

static void after_paint(GdkFrameClock *clock, Peer *peer) {
    if (!peer->frames_mode) {
        printf("{\"event\":\"painted\",\"rss_kb\":%ld}\n", peer_resident_kb());
        fflush(stdout);
        finish(peer, clock);
        return;
    }
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (peer->phase == 0) {
        peer->phase = 1;
        adw_dialog_present(peer->dialog, peer->window);
        return;
    }
    g_string_append_printf(peer->times, "%" G_GINT64_FORMAT ",", now);
    if (peer->phase == 2 && !gtk_widget_get_mapped(peer->sheet_content)) {
        peer_emit_transition(peer->times, "sheet-out");
        printf("{\"event\":\"done\"}\n");
        fflush(stdout);
        finish(peer, clock);
        return;
    }
    if (peer->phase == 1) {
        double top = content_top(peer);
        peer->still_frames = top >= 0 && top == peer->last_top ? peer->still_frames + 1 : 0;
        peer->last_top = top;
        if (peer->still_frames >= 3) {
            peer_emit_transition(peer->times, "sheet-in");
            peer->phase = 2;
            adw_dialog_close(peer->dialog);
        }
    }
}

static void finish(Peer *peer, GdkFrameClock *clock) {
    g_signal_handlers_disconnect_by_func(clock, after_paint, peer);
    g_application_quit(G_APPLICATION(peer->app));
}

static gboolean keep_ticking(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    return G_SOURCE_CONTINUE;
}

static void mapped(GtkWidget *window, Peer *peer) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), peer);
    if (peer->frames_mode) gtk_widget_add_tick_callback(window, keep_ticking, NULL, NULL);
}

static void activate(GtkApplication *app, Peer *peer) {
    peer->window = adw_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(peer->window), "Peer");
    gtk_window_set_default_size(GTK_WINDOW(peer->window), 1000, 720);
    GtkWidget *view = adw_toolbar_view_new();
    adw_toolbar_view_add_top_bar(ADW_TOOLBAR_VIEW(view), adw_header_bar_new());
    adw_toolbar_view_set_content(ADW_TOOLBAR_VIEW(view), gtk_label_new("Pick a Games"));
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(peer->window), view);

    /* The medal table's sheet, as near as AdwDialog comes: a list of rows in
     * a bottom sheet with its handle. */
    peer->dialog = adw_dialog_new();
    adw_dialog_set_title(peer->dialog, "London 2012");
    adw_dialog_set_presentation_mode(peer->dialog, ADW_DIALOG_BOTTOM_SHEET);
    adw_dialog_set_content_height(peer->dialog, 480);
    GtkWidget *rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    for (int index = 1; index <= 30; index++) {
        char text[32];
        g_snprintf(text, sizeof text, "Nation %d", index);
        gtk_box_append(GTK_BOX(rows), gtk_label_new(text));
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), rows);
    peer->sheet_content = scrolled;
    adw_dialog_set_child(peer->dialog, scrolled);
    g_object_ref_sink(peer->dialog);

    g_signal_connect(peer->window, "map", G_CALLBACK(mapped), peer);
    gtk_window_present(GTK_WINDOW(peer->window));
}

int main(int argc, char **argv) {
    Peer peer = { 0 };
    peer.frames_mode = argc > 1 && strcmp(argv[1], "frames") == 0;
    peer.times = g_string_new(NULL);
    peer.last_top = -2;
    adw_init();
    peer.app = gtk_application_new("org.medalcount.SheetPeer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(peer.app, "activate", G_CALLBACK(activate), &peer);
    int status = g_application_run(G_APPLICATION(peer.app), 1, argv);
    g_clear_object(&peer.dialog);
    g_object_unref(peer.app);
    return status;
}
