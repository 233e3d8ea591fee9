/* How GSK's cairo path draws a picture: a texture node against a cairo node
 * painting the same 1000x720 pixels (Beginner Cook's details picture), each
 * drawn 100 times onto an image surface, in alternating rounds. GTK 4.8
 * converts a texture node's pixels on every draw; CSvgPicture paints its
 * cairo surface there instead (cgtk_cairo_renderer_converts_textures_each_draw).
 * Prints one JSON line: the medians of the rounds, in ms a draw, and what
 * versions.h says of this GTK. */
#include <gtk/gtk.h>
#include "app_versions.h"
#include <stdio.h>
#include <stdlib.h>

enum { WIDTH = 1000, HEIGHT = 720, DRAWS = 100, ROUNDS = 7 };

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Milliseconds a draw of `node` onto `target`, over DRAWS draws. */
static double time_draws(GskRenderNode *node, cairo_surface_t *target) {
    cairo_t *cr = cairo_create(target);
    gint64 start = g_get_monotonic_time();
    for (int i = 0; i < DRAWS; i++) gsk_render_node_draw(node, cr);
    double ms = (double)(g_get_monotonic_time() - start) / DRAWS / 1000.0;
    cairo_destroy(cr);
    return ms;
}

int main(void) {
    if (!gtk_init_check()) {
        fprintf(stderr, "texture_draw: no display to initialise GTK on\n");
        return 1;
    }
    cairo_surface_t *pixels = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(pixels);
    cairo_set_source_rgba(cr, 0.2, 0.5, 0.8, 0.9);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(pixels);
    int stride = cairo_image_surface_get_stride(pixels);
    GBytes *bytes = g_bytes_new(cairo_image_surface_get_data(pixels), (gsize)stride * HEIGHT);
    GdkTexture *texture = gdk_memory_texture_new(WIDTH, HEIGHT, GDK_MEMORY_DEFAULT, bytes, (gsize)stride);
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, WIDTH, HEIGHT);
    GskRenderNode *texture_node = gsk_texture_node_new(texture, &bounds);
    GskRenderNode *cairo_node = gsk_cairo_node_new(&bounds);
    cairo_t *paint = gsk_cairo_node_get_draw_context(cairo_node);
    cairo_set_source_surface(paint, pixels, 0, 0);
    cairo_paint(paint);
    cairo_destroy(paint);

    cairo_surface_t *target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    double texture_ms[ROUNDS], cairo_ms[ROUNDS];
    time_draws(texture_node, target); /* warm-up */
    time_draws(cairo_node, target);
    for (int round = 0; round < ROUNDS; round++) {
        texture_ms[round] = time_draws(texture_node, target);
        cairo_ms[round] = time_draws(cairo_node, target);
    }
    qsort(texture_ms, ROUNDS, sizeof(double), compare);
    qsort(cairo_ms, ROUNDS, sizeof(double), compare);
    printf("{\"event\": \"texture_draw\", \"gtk\": \"%u.%u.%u\", \"texture_node_ms\": %.3f, \"cairo_node_ms\": %.3f, "
           "\"converts_each_draw\": %s}\n",
           gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version(), texture_ms[ROUNDS / 2],
           cairo_ms[ROUNDS / 2], cgtk_cairo_renderer_converts_textures_each_draw() ? "true" : "false");

    cairo_surface_destroy(target);
    gsk_render_node_unref(cairo_node);
    gsk_render_node_unref(texture_node);
    g_object_unref(texture);
    g_bytes_unref(bytes);
    cairo_surface_destroy(pixels);
    return 0;
}
