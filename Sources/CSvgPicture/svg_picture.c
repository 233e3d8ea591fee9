#include "svg_picture.h"

#include <math.h>

#include "svg_document.h"
#include "svg_render_queue.h"
#include "svg_texture_cache.h"

struct _MedalSvgPicture {
    GtkWidget parent_instance;
    char *file;
    char *fallback_file;
    GtkContentFit fit;
    int natural_width;      /* -1: the document's */
    int natural_height;
    gboolean resolved;      /* whether `document` has been looked up */
    const MedalSvgDocument *document;
    GdkTexture *texture;    /* drawn now; made for `texture_key` */
    MedalSvgRenderKey texture_key;
    guint render_id;        /* the idle that makes the exact texture */
    gboolean render_soon;   /* that idle comes before the next frame */
    double alpha;           /* the picture's own opacity, 0 to 1 */
};

G_DEFINE_FINAL_TYPE(MedalSvgPicture, medal_svg_picture, GTK_TYPE_WIDGET)

/* MARK: Document and layout */

static const MedalSvgDocument *picture_document(MedalSvgPicture *self) {
    if (!self->resolved) {
        self->resolved = TRUE;
        self->document = medal_svg_document_get(self->file);
        if (self->document == NULL) {
            self->document = medal_svg_document_get(self->fallback_file);
        }
    }
    return self->document;
}

/* A cover picture's rendering holds the whole document, not only the part
 * the picture shows, when that takes at most this many times the pixels: then
 * a picture of another shape can draw it scaled without empty bands (details
 * growing out of a square thumbnail) while its own is made off the main
 * thread. Past it (a picture far wider or taller than its document) only
 * the part shown is rendered. */
#define WHOLE_DOCUMENT_PIXELS 2.0

/* What a `width` x `height` picture (logical pixels) of `document` draws at
 * `scale`: the key of its rendering, and where that goes in the widget
 * (beyond it for a cover picture's whole document: the widget's overflow,
 * hidden from its init, clips it). The
 * rectangle is on the device pixel grid, so one texture pixel covers one
 * device pixel. */
static gboolean compute_layout(const MedalSvgDocument *document, GtkContentFit fit, int width, int height, int scale,
                               MedalSvgRenderKey *key, graphene_rect_t *bounds) {
    if (document == NULL || width <= 0 || height <= 0 || scale <= 0) {
        return FALSE;
    }
    int device_width = width * scale;
    int device_height = height * scale;
    double doc_width = medal_svg_document_get_width(document);
    double doc_height = medal_svg_document_get_height(document);
    double sx = device_width / doc_width;
    double sy = device_height / doc_height;
    double s = fit == GTK_CONTENT_FIT_COVER ? MAX(sx, sy) : MIN(sx, sy);
    key->document = document;
    key->doc_width = MAX(1, (int)round(doc_width * s));
    key->doc_height = MAX(1, (int)round(doc_height * s));
    key->width = MIN(key->doc_width, device_width);
    key->height = MIN(key->doc_height, device_height);
    if ((double)key->doc_width * key->doc_height <= WHOLE_DOCUMENT_PIXELS * key->width * key->height) {
        key->width = key->doc_width;
        key->height = key->doc_height;
    }
    int x = (int)floor((device_width - key->width) / 2.0);
    int y = (int)floor((device_height - key->height) / 2.0);
    *bounds = GRAPHENE_RECT_INIT((float)x / scale, (float)y / scale, (float)key->width / scale, (float)key->height / scale);
    return TRUE;
}

static gboolean picture_layout(MedalSvgPicture *self, MedalSvgRenderKey *key, graphene_rect_t *bounds) {
    GtkWidget *widget = GTK_WIDGET(self);
    return compute_layout(picture_document(self), self->fit, gtk_widget_get_width(widget), gtk_widget_get_height(widget),
                          gtk_widget_get_scale_factor(widget), key, bounds);
}

/* MARK: Textures */

/* Takes `texture` (a reference) as the one drawn, made for `key`. */
static void take_texture(MedalSvgPicture *self, GdkTexture *texture, const MedalSvgRenderKey *key) {
    g_clear_object(&self->texture);
    self->texture = texture;
    self->texture_key = *key;
}

/* librsvg could not draw the document shown: show the fallback, or nothing. */
static void give_up_on_document(MedalSvgPicture *self) {
    const MedalSvgDocument *fallback = medal_svg_document_get(self->fallback_file);
    self->document = fallback != self->document ? fallback : NULL;
    g_clear_object(&self->texture);
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

static GdkTexture *render(const MedalSvgRenderKey *key) {
    GdkTexture *texture = medal_svg_document_render(key);
    if (texture != NULL) {
        medal_svg_texture_cache_insert(key, texture);
    }
    return texture;
}

static void render_exact(MedalSvgPicture *self, const MedalSvgRenderKey *key) {
    GdkTexture *texture = medal_svg_texture_cache_lookup(key);
    if (texture == NULL) {
        texture = render(key);
    }
    if (texture != NULL) {
        take_texture(self, texture, key);
    } else {
        give_up_on_document(self);
    }
}

/* Told by the worker that `key` was rendered (and cached): drawn if it is
 * still the one the picture wants (else the next frame asks again). If the
 * worker could not draw it, the main thread tries, and gives up on the
 * document only if it cannot either. */
static void on_rendered(GObject *waiter, const MedalSvgRenderKey *key, GdkTexture *texture) {
    MedalSvgPicture *self = MEDAL_SVG_PICTURE(waiter);
    MedalSvgRenderKey wanted;
    graphene_rect_t bounds;
    if (!gtk_widget_get_mapped(GTK_WIDGET(self)) || !picture_layout(self, &wanted, &bounds) ||
        !medal_svg_render_key_equal(&wanted, key)) {
        return;
    }
    if (texture != NULL) {
        take_texture(self, g_object_ref(texture), key);
    } else {
        render_exact(self, key);
    }
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static gboolean render_on_idle(gpointer data) {
    MedalSvgPicture *self = data;
    self->render_id = 0;
    MedalSvgRenderKey key;
    graphene_rect_t bounds;
    if (gtk_widget_get_mapped(GTK_WIDGET(self)) && picture_layout(self, &key, &bounds) &&
        !(self->texture != NULL && medal_svg_render_key_equal(&self->texture_key, &key))) {
        render_exact(self, &key);
        gtk_widget_queue_draw(GTK_WIDGET(self));
    }
    return G_SOURCE_REMOVE;
}

/* Makes the exact texture on idle: at the default idle priority, once the
 * main loop has nothing else to do (a window being resized is not rendered
 * at every size it passes); or, `soon`, before the next frame, even while
 * slow frames keep the main loop busy (a software GL renderer's frames take
 * longer than the frame clock's period, and a default idle would wait for the
 * end of the animation). */
static void schedule_render(MedalSvgPicture *self, gboolean soon) {
    if (self->render_id != 0) {
        if (!soon || self->render_soon) {
            return;
        }
        g_clear_handle_id(&self->render_id, g_source_remove);
    }
    self->render_soon = soon;
    self->render_id = g_idle_add_full(soon ? GDK_PRIORITY_REDRAW - 10 : G_PRIORITY_DEFAULT_IDLE, render_on_idle,
                                      g_object_ref(self), g_object_unref);
}

/* Whether the rendering made for `made`, drawn scaled where one for `wanted`
 * goes, fills it. A cover picture's rendering is cropped to its own shape:
 * drawn for a wider or taller shape (a thumbnail's for the details growing
 * out of it) it would leave bands of nothing at the sides. */
static gboolean rendering_covers(const MedalSvgRenderKey *made, const MedalSvgRenderKey *wanted) {
    /* The part of the document each shows, as fractions of its width and height. */
    double made_left = -(double)medal_svg_render_key_document_x(made) / made->doc_width;
    double made_top = -(double)medal_svg_render_key_document_y(made) / made->doc_height;
    double wanted_left = -(double)medal_svg_render_key_document_x(wanted) / wanted->doc_width;
    double wanted_top = -(double)medal_svg_render_key_document_y(wanted) / wanted->doc_height;
    /* Half a pixel of the wanted rendering: rounding, not a band. */
    double slack_x = 0.5 / wanted->doc_width;
    double slack_y = 0.5 / wanted->doc_height;
    return made_left <= wanted_left + slack_x && made_top <= wanted_top + slack_y &&
           made_left + (double)made->width / made->doc_width >= wanted_left + (double)wanted->width / wanted->doc_width - slack_x &&
           made_top + (double)made->height / made->doc_height >= wanted_top + (double)wanted->height / wanted->doc_height - slack_y;
}

/* Chooses the texture to draw for `key`: the exact one if the cache has it;
 * else, for a picture's first draw, the nearest in the cache while the
 * exact one is made: by the worker (svg_render_queue.h), on idle for a
 * document with text, or here before the next frame if the nearest leaves
 * part of the picture empty; else the one the picture has, while the exact
 * one is made on idle; else (a first draw with nothing of its document
 * anywhere) the exact one, now. */
static void choose_texture(MedalSvgPicture *self, const MedalSvgRenderKey *key) {
    GdkTexture *exact = medal_svg_texture_cache_lookup(key);
    if (exact != NULL) {
        take_texture(self, exact, key);
        return;
    }
    if (self->texture == NULL) {
        MedalSvgRenderKey found;
        GdkTexture *closest = medal_svg_texture_cache_closest(key, &found);
        if (closest == NULL) {
            render_exact(self, key);
            return;
        }
        take_texture(self, closest, &found);
        if (!rendering_covers(&found, key)) {
            schedule_render(self, TRUE);
        } else if (medal_svg_document_has_text(key->document)) {
            schedule_render(self, FALSE);
        } else {
            medal_svg_render_queue_request(key, G_OBJECT(self), on_rendered);
        }
        return;
    }
    schedule_render(self, FALSE);
}

/* Whether `widget` is drawn by GSK's cairo renderer (software rendering:
 * virtual machines, remote sessions, GSK_RENDERER=cairo). */
static gboolean drawn_by_cairo(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
    return renderer != NULL && GSK_IS_CAIRO_RENDERER(renderer);
}

/* How the picture is drawn this frame. */
typedef struct {
    gboolean cairo;   /* paint the cairo surface (GSK's cairo renderer, see below) */
    double alpha;     /* the picture's own opacity */
} DrawStyle;

/* Appends `texture` stretched over `rect`. Under GSK's cairo renderer its
 * pixels are painted from the cairo surface they live in: GTK 4.8's would
 * convert a texture node's every pixel again on every frame (see
 * svg_document.h), and 4.18's draws the surface as fast as a texture node
 * (`make bench`'s texture_node_ratio) but leaves a texture node its own
 * filter and opacity group. The GL renderer keeps the texture node, which it
 * uploads once.
 *
 * Cairo resamples the surface with a bilinear filter, never its GOOD filter,
 * which convolves every pixel of a picture drawn smaller: a zoom draws the
 * full-window picture shrunk to a thumbnail through an ancestor's transform,
 * reusing the render node the picture last made (GTK snapshots it again only
 * when it changes), which at GDK_SCALE=2 took longer than a frame. At rest a
 * picture meets the device pixels one for one, and no filter is involved.
 *
 * The picture's alpha is painted with the pixels, in one pass: a widget's
 * opacity would make GSK's cairo renderer draw the whole picture into an
 * offscreen group first and then blend it. */
static void append_texture(GtkSnapshot *snapshot, GdkTexture *texture, const graphene_rect_t *rect, const DrawStyle *style) {
    cairo_surface_t *surface = style->cairo ? medal_svg_texture_get_surface(texture) : NULL;
    if (surface == NULL || rect->size.width <= 0 || rect->size.height <= 0) {
        if (style->alpha < 1) gtk_snapshot_push_opacity(snapshot, style->alpha);
        gtk_snapshot_append_texture(snapshot, texture, rect);
        if (style->alpha < 1) gtk_snapshot_pop(snapshot);
        return;
    }
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, rect);
    cairo_translate(cr, rect->origin.x, rect->origin.y);
    cairo_scale(cr, rect->size.width / gdk_texture_get_width(texture), rect->size.height / gdk_texture_get_height(texture));
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    cairo_rectangle(cr, 0, 0, gdk_texture_get_width(texture), gdk_texture_get_height(texture));
    if (style->alpha < 1) {
        cairo_clip(cr);
        cairo_paint_with_alpha(cr, style->alpha);
    } else {
        cairo_fill(cr);
    }
    cairo_destroy(cr);
}

/* Draws `texture`, made for `made`, where a rendering for `wanted` goes in
 * `bounds`: as is when they match, else scaled so that the document lands
 * where it should, clipped to `bounds` (until the exact one is made). */
static void draw_texture(GtkSnapshot *snapshot, GdkTexture *texture, const MedalSvgRenderKey *made,
                         const MedalSvgRenderKey *wanted, const graphene_rect_t *bounds, int scale, DrawStyle style) {
    if (medal_svg_render_key_equal(made, wanted)) {
        append_texture(snapshot, texture, bounds, &style);
        return;
    }
    float kx = (float)wanted->doc_width / (float)made->doc_width / (float)scale;
    float ky = (float)wanted->doc_height / (float)made->doc_height / (float)scale;
    float doc_x = bounds->origin.x + (float)medal_svg_render_key_document_x(wanted) / (float)scale;
    float doc_y = bounds->origin.y + (float)medal_svg_render_key_document_y(wanted) / (float)scale;
    graphene_rect_t rect = GRAPHENE_RECT_INIT(doc_x - (float)medal_svg_render_key_document_x(made) * kx,
                                              doc_y - (float)medal_svg_render_key_document_y(made) * ky,
                                              (float)made->width * kx, (float)made->height * ky);
    gtk_snapshot_push_clip(snapshot, bounds);
    append_texture(snapshot, texture, &rect, &style);
    gtk_snapshot_pop(snapshot);
}

/* MARK: GtkWidget */

static void medal_svg_picture_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    MedalSvgPicture *self = MEDAL_SVG_PICTURE(widget);
    MedalSvgRenderKey key;
    graphene_rect_t bounds;
    if (self->alpha <= 0 || !picture_layout(self, &key, &bounds)) {
        return;
    }
    if (self->texture != NULL && self->texture_key.document != key.document) {
        g_clear_object(&self->texture);
    }
    if (self->texture == NULL || !medal_svg_render_key_equal(&self->texture_key, &key)) {
        choose_texture(self, &key);
    }
    /* A failed rendering may have switched to the fallback: it draws next frame. */
    if (self->texture != NULL && self->texture_key.document == key.document) {
        DrawStyle style = { .cairo = drawn_by_cairo(widget), .alpha = self->alpha };
        draw_texture(snapshot, self->texture, &self->texture_key, &key, &bounds, gtk_widget_get_scale_factor(widget), style);
    }
}

static GtkSizeRequestMode medal_svg_picture_get_request_mode(GtkWidget *widget) {
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Natural: the natural size set, else the document's, keeping its aspect
 * for a given width or height; minimum: nothing, as a GtkPicture that can shrink. */
static void medal_svg_picture_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                      int *natural, int *minimum_baseline, int *natural_baseline) {
    MedalSvgPicture *self = MEDAL_SVG_PICTURE(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    const MedalSvgDocument *document = picture_document(self);
    double width = self->natural_width, height = self->natural_height;
    if (width < 0 || height < 0) {
        if (document == NULL) {
            return;
        }
        width = medal_svg_document_get_width(document);
        height = medal_svg_document_get_height(document);
    }
    if (for_size == 0 || width <= 0 || height <= 0) {
        return;
    }
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *natural = (int)ceil(for_size < 0 ? width : for_size * width / height);
    } else {
        *natural = (int)ceil(for_size < 0 ? height : for_size * height / width);
    }
}

static void medal_svg_picture_unmap(GtkWidget *widget) {
    MedalSvgPicture *self = MEDAL_SVG_PICTURE(widget);
    g_clear_handle_id(&self->render_id, g_source_remove);
    GTK_WIDGET_CLASS(medal_svg_picture_parent_class)->unmap(widget);
}

static void medal_svg_picture_css_changed(GtkWidget *widget, GtkCssStyleChange *change) {
    GTK_WIDGET_CLASS(medal_svg_picture_parent_class)->css_changed(widget, change);
    gtk_widget_queue_draw(widget);
}

static void on_scale_factor_changed(GObject *object, GParamSpec *pspec, gpointer data) {
    gtk_widget_queue_draw(GTK_WIDGET(object));
}

static void medal_svg_picture_dispose(GObject *object) {
    MedalSvgPicture *self = MEDAL_SVG_PICTURE(object);
    g_clear_handle_id(&self->render_id, g_source_remove);
    g_clear_object(&self->texture);
    G_OBJECT_CLASS(medal_svg_picture_parent_class)->dispose(object);
}

static void medal_svg_picture_finalize(GObject *object) {
    MedalSvgPicture *self = MEDAL_SVG_PICTURE(object);
    g_free(self->file);
    g_free(self->fallback_file);
    G_OBJECT_CLASS(medal_svg_picture_parent_class)->finalize(object);
}

static void medal_svg_picture_class_init(MedalSvgPictureClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = medal_svg_picture_dispose;
    object_class->finalize = medal_svg_picture_finalize;
    widget_class->snapshot = medal_svg_picture_snapshot;
    widget_class->get_request_mode = medal_svg_picture_get_request_mode;
    widget_class->measure = medal_svg_picture_measure;
    widget_class->unmap = medal_svg_picture_unmap;
    widget_class->css_changed = medal_svg_picture_css_changed;
    gtk_widget_class_set_css_name(widget_class, "picture");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void medal_svg_picture_init(MedalSvgPicture *self) {
    self->fit = GTK_CONTENT_FIT_CONTAIN;
    self->alpha = 1;
    self->natural_width = -1;
    self->natural_height = -1;
    gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_HIDDEN);
    g_signal_connect(self, "notify::scale-factor", G_CALLBACK(on_scale_factor_changed), NULL);
}

/* MARK: Public */

GtkWidget *medal_svg_picture_new(const char *file, const char *fallback_file) {
    MedalSvgPicture *self = g_object_new(MEDAL_TYPE_SVG_PICTURE, NULL);
    self->file = g_strdup(file);
    self->fallback_file = g_strdup(fallback_file);
    /* Parsed now, as GtkPicture loads its file: not in the first frame's layout. */
    picture_document(self);
    return GTK_WIDGET(self);
}

void medal_svg_picture_set_file(MedalSvgPicture *self, const char *file) {
    g_return_if_fail(MEDAL_IS_SVG_PICTURE(self));
    if (g_strcmp0(self->file, file) == 0) {
        return;
    }
    g_free(self->file);
    self->file = g_strdup(file);
    self->resolved = FALSE;
    self->document = NULL;
    picture_document(self);
    g_clear_handle_id(&self->render_id, g_source_remove);
    g_clear_object(&self->texture);
    gtk_widget_queue_draw(GTK_WIDGET(self));
    if (self->natural_width < 0 || self->natural_height < 0) {
        gtk_widget_queue_resize(GTK_WIDGET(self));
    }
}

void medal_svg_picture_set_content_fit(MedalSvgPicture *self, GtkContentFit fit) {
    g_return_if_fail(MEDAL_IS_SVG_PICTURE(self));
    g_return_if_fail(fit == GTK_CONTENT_FIT_CONTAIN || fit == GTK_CONTENT_FIT_COVER);
    if (self->fit != fit) {
        self->fit = fit;
        gtk_widget_queue_draw(GTK_WIDGET(self));
    }
}

GtkContentFit medal_svg_picture_get_content_fit(MedalSvgPicture *self) {
    g_return_val_if_fail(MEDAL_IS_SVG_PICTURE(self), GTK_CONTENT_FIT_CONTAIN);
    return self->fit;
}

void medal_svg_picture_set_natural_size(MedalSvgPicture *self, int width, int height) {
    g_return_if_fail(MEDAL_IS_SVG_PICTURE(self));
    self->natural_width = width;
    self->natural_height = height;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

void medal_svg_picture_set_alpha(MedalSvgPicture *self, double alpha) {
    g_return_if_fail(MEDAL_IS_SVG_PICTURE(self));
    alpha = CLAMP(alpha, 0, 1);
    if (self->alpha != alpha) {
        self->alpha = alpha;
        gtk_widget_queue_draw(GTK_WIDGET(self));
    }
}

double medal_svg_picture_get_alpha(MedalSvgPicture *self) {
    g_return_val_if_fail(MEDAL_IS_SVG_PICTURE(self), 1);
    return self->alpha;
}

const char *medal_svg_picture_get_shown_file(MedalSvgPicture *self) {
    g_return_val_if_fail(MEDAL_IS_SVG_PICTURE(self), NULL);
    const MedalSvgDocument *document = picture_document(self);
    return document != NULL ? medal_svg_document_get_path(document) : NULL;
}

GdkTexture *medal_svg_picture_get_texture(MedalSvgPicture *self) {
    g_return_val_if_fail(MEDAL_IS_SVG_PICTURE(self), NULL);
    return self->texture;
}

gboolean medal_svg_picture_is_exact(MedalSvgPicture *self) {
    g_return_val_if_fail(MEDAL_IS_SVG_PICTURE(self), FALSE);
    MedalSvgRenderKey key;
    graphene_rect_t bounds;
    return self->texture != NULL && picture_layout(self, &key, &bounds) && medal_svg_render_key_equal(&self->texture_key, &key);
}

void medal_svg_picture_prerender(const char *file, const char *fallback_file, GtkContentFit fit,
                                 int width, int height, int scale_factor) {
    const MedalSvgDocument *document = medal_svg_document_get(file);
    if (document == NULL) {
        document = medal_svg_document_get(fallback_file);
    }
    MedalSvgRenderKey key;
    graphene_rect_t bounds;
    if (!compute_layout(document, fit, width, height, scale_factor, &key, &bounds)) {
        return;
    }
    GdkTexture *texture = medal_svg_texture_cache_lookup(&key);
    if (texture == NULL) {
        texture = render(&key);
    }
    g_clear_object(&texture);
}

guint medal_svg_picture_get_render_count(void) {
    return medal_svg_document_get_main_thread_render_count() + medal_svg_render_queue_get_delivered_count();
}

guint medal_svg_picture_get_main_thread_render_count(void) {
    return medal_svg_document_get_main_thread_render_count();
}

guint medal_svg_picture_get_pending_render_count(void) {
    return medal_svg_render_queue_get_pending_count();
}

gsize medal_svg_picture_get_cache_bytes(void) {
    return medal_svg_texture_cache_get_bytes();
}

void medal_svg_picture_set_cache_limit(gsize bytes) {
    medal_svg_texture_cache_set_limit(bytes);
}

void medal_svg_picture_clear_cache(void) {
    medal_svg_texture_cache_clear();
}
