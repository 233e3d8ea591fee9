/* The start-up baseline of `make bench`: plain GTK 4 in C, a window of the
 * app's size with a header bar, a picture and a label. It prints one JSON
 * line when its first frame with content has been painted, and quits. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static long resident_kb(void) {
    FILE *file = fopen("/proc/self/status", "r");
    char line[256];
    long kb = 0;
    while (file != NULL && fgets(line, sizeof line, file) != NULL) {
        if (strncmp(line, "VmRSS:", 6) == 0) {
            sscanf(line + 6, "%ld", &kb);
        }
    }
    if (file != NULL) fclose(file);
    return kb;
}

static void painted(GdkFrameClock *clock, gpointer app) {
    printf("{\"event\":\"painted\",\"rss_kb\":%ld}\n", resident_kb());
    fflush(stdout);
    g_signal_handlers_disconnect_by_func(clock, painted, app);
    g_application_quit(G_APPLICATION(app));
}

static void mapped(GtkWidget *window, gpointer app) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(painted), app);
}

static void activate(GtkApplication *app, gpointer picture_path) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *picture = gtk_picture_new_for_filename(picture_path);
    gtk_widget_set_vexpand(picture, TRUE);
    gtk_box_append(GTK_BOX(box), picture);
    gtk_box_append(GTK_BOX(box), gtk_label_new("Pick a Games"));
    gtk_window_set_child(GTK_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(mapped), app);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.medalcount.Baseline", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), argc > 1 ? argv[1] : "medals.svg");
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
