#include "svg_document.h"

#include <librsvg/rsvg.h>
#include <math.h>

struct _MedalSvgDocument {
    char *path;
    GBytes *contents;            /* the file as first read: both handles parse these */
    gboolean has_text;
    RsvgHandle *handle;          /* the main thread's */
    GMutex worker_lock;          /* held while the worker's handle is made or draws */
    RsvgHandle *worker_handle;   /* off the main thread; made on first use */
    gboolean worker_failed;      /* it could not be made: not tried again */
    double width;
    double height;
};

/* path -> MedalSvgDocument*, or NULL for a file that failed (not retried). */
static GHashTable *documents = NULL;
/* Renderings made on the main thread (only it counts them). */
static guint main_renders = 0;

static gboolean document_size(RsvgHandle *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)) {
        return *width > 0 && *height > 0;
    }
    gboolean has_width, has_height, has_viewbox;
    RsvgLength length_width, length_height;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &length_width, &has_height, &length_height,
                                         &has_viewbox, &viewbox);
    if (!has_viewbox || viewbox.width <= 0 || viewbox.height <= 0) {
        return FALSE;
    }
    *width = viewbox.width;
    *height = viewbox.height;
    return TRUE;
}

/* A handle parsing `contents`, the file `path` as read, or NULL. Any thread. */
static RsvgHandle *handle_new(GBytes *contents, const char *path) {
    GError *error = NULL;
    GFile *base = g_file_new_for_commandline_arg(path);
    GInputStream *stream = g_memory_input_stream_new_from_bytes(contents);
    RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, base, RSVG_HANDLE_FLAGS_NONE, NULL, &error);
    g_object_unref(stream);
    g_object_unref(base);
    if (handle == NULL) {
        g_debug("MedalSvgDocument: cannot parse %s: %s", path, error != NULL ? error->message : "unknown error");
        g_clear_error(&error);
        return NULL;
    }
    rsvg_handle_set_dpi(handle, 96);
    return handle;
}

/* Whether the SVG source in `contents` has a text element. */
static gboolean contents_have_text(GBytes *contents) {
    gsize size = 0;
    const char *data = g_bytes_get_data(contents, &size);
    return data != NULL && g_strstr_len(data, (gssize)size, "<text") != NULL;
}

/* `path` is a file's path or a URI: the app's own pictures are
 * resource:// URIs into the bundle built into the binary, which
 * rsvg_handle_new_from_file does not open (librsvg 2.54). The file is read
 * once: the worker's handle parses the same bytes, whatever happens to the
 * file later. */
static MedalSvgDocument *document_load(const char *path) {
    GError *error = NULL;
    GFile *file = g_file_new_for_commandline_arg(path);
    GBytes *contents = g_file_load_bytes(file, NULL, NULL, &error);
    g_object_unref(file);
    if (contents == NULL) {
        g_debug("MedalSvgDocument: cannot read %s: %s", path, error != NULL ? error->message : "unknown error");
        g_clear_error(&error);
        return NULL;
    }
    RsvgHandle *handle = handle_new(contents, path);
    double width = 0, height = 0;
    if (handle == NULL || !document_size(handle, &width, &height)) {
        if (handle != NULL) g_debug("MedalSvgDocument: %s has no size", path);
        g_clear_object(&handle);
        g_bytes_unref(contents);
        return NULL;
    }
    MedalSvgDocument *document = g_new0(MedalSvgDocument, 1);
    document->path = g_strdup(path);
    document->contents = contents;
    document->has_text = contents_have_text(contents);
    document->handle = handle;
    g_mutex_init(&document->worker_lock);
    document->width = width;
    document->height = height;
    return document;
}

const MedalSvgDocument *medal_svg_document_get(const char *path) {
    if (path == NULL) {
        return NULL;
    }
    if (documents == NULL) {
        documents = g_hash_table_new(g_str_hash, g_str_equal);
    }
    gpointer found = NULL;
    if (g_hash_table_lookup_extended(documents, path, NULL, &found)) {
        return found;
    }
    MedalSvgDocument *document = document_load(path);
    g_hash_table_insert(documents, document != NULL ? document->path : g_strdup(path), document);
    return document;
}

const char *medal_svg_document_get_path(const MedalSvgDocument *document) {
    return document->path;
}

gboolean medal_svg_document_has_text(const MedalSvgDocument *document) {
    return document->has_text;
}

double medal_svg_document_get_width(const MedalSvgDocument *document) {
    return document->width;
}

double medal_svg_document_get_height(const MedalSvgDocument *document) {
    return document->height;
}

int medal_svg_render_key_document_x(const MedalSvgRenderKey *key) {
    return (int)floor((key->width - key->doc_width) / 2.0);
}

int medal_svg_render_key_document_y(const MedalSvgRenderKey *key) {
    return (int)floor((key->height - key->doc_height) / 2.0);
}

gboolean medal_svg_render_key_equal(const MedalSvgRenderKey *a, const MedalSvgRenderKey *b) {
    return a->document == b->document && a->doc_width == b->doc_width && a->doc_height == b->doc_height &&
           a->width == b->width && a->height == b->height;
}

/* The quark under which a texture keeps its cairo surface. */
static GQuark surface_quark(void) {
    static GQuark quark = 0;
    if (quark == 0) {
        quark = g_quark_from_static_string("medal-svg-surface");
    }
    return quark;
}

/* `key`'s view of its document drawn by `handle` into a new image surface, or NULL. */
static cairo_surface_t *render_surface(RsvgHandle *handle, const MedalSvgRenderKey *key) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, key->width, key->height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_t *cr = cairo_create(surface);
    RsvgRectangle viewport = {
        medal_svg_render_key_document_x(key), medal_svg_render_key_document_y(key),
        key->doc_width, key->doc_height,
    };
    GError *error = NULL;
    gboolean drawn = rsvg_handle_render_document(handle, cr, &viewport, &error);
    cairo_destroy(cr);
    if (!drawn) {
        g_debug("MedalSvgDocument: cannot draw %s: %s", key->document->path, error != NULL ? error->message : "unknown error");
        g_clear_error(&error);
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_surface_flush(surface);
    return surface;
}

GdkTexture *medal_svg_texture_new_for_surface(cairo_surface_t *surface) {
    int width = cairo_image_surface_get_width(surface);
    int height = cairo_image_surface_get_height(surface);
    /* The texture reads the surface's pixels in place; the bytes own the surface. */
    int stride = cairo_image_surface_get_stride(surface);
    GBytes *bytes = g_bytes_new_with_free_func(cairo_image_surface_get_data(surface), (gsize)stride * (gsize)height,
                                               (GDestroyNotify)cairo_surface_destroy, surface);
    GdkTexture *texture = gdk_memory_texture_new(width, height, GDK_MEMORY_DEFAULT, bytes, (gsize)stride);
    g_bytes_unref(bytes);
    /* The same pixels as a cairo surface, for the cairo renderer (see the
     * header). A cairo node painting it records a copy-on-write snapshot of
     * it; nothing writes to it after this, so that is never a copy, and a
     * node outliving the texture keeps the pixels alive. */
    g_object_set_qdata_full(G_OBJECT(texture), surface_quark(), cairo_surface_reference(surface),
                            (GDestroyNotify)cairo_surface_destroy);
    return texture;
}

GdkTexture *medal_svg_document_render(const MedalSvgRenderKey *key) {
    g_return_val_if_fail(key->document != NULL && key->width > 0 && key->height > 0, NULL);
    cairo_surface_t *surface = render_surface(key->document->handle, key);
    main_renders++;
    return surface != NULL ? medal_svg_texture_new_for_surface(surface) : NULL;
}

cairo_surface_t *medal_svg_document_render_off_main(const MedalSvgRenderKey *key) {
    g_return_val_if_fail(key->document != NULL && key->width > 0 && key->height > 0, NULL);
    /* Documents are never freed, and path, size and lock never change. */
    MedalSvgDocument *document = (MedalSvgDocument *)key->document;
    g_mutex_lock(&document->worker_lock);
    if (document->worker_handle == NULL && !document->worker_failed) {
        document->worker_handle = handle_new(document->contents, document->path);
        document->worker_failed = document->worker_handle == NULL;
    }
    cairo_surface_t *surface = document->worker_handle != NULL ? render_surface(document->worker_handle, key) : NULL;
    g_mutex_unlock(&document->worker_lock);
    return surface;
}

cairo_surface_t *medal_svg_texture_get_surface(GdkTexture *texture) {
    g_return_val_if_fail(GDK_IS_TEXTURE(texture), NULL);
    return g_object_get_qdata(G_OBJECT(texture), surface_quark());
}

guint medal_svg_document_get_main_thread_render_count(void) {
    return main_renders;
}
