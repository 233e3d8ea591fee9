/* A parsed SVG file, and what it looks like at a given size in device pixels.
 *
 * Documents are read once per file and kept for the life of the process
 * (the app shows a few dozen small files); rendering one makes a new texture
 * each time: caching those is svg_texture_cache's job. Main thread only, but
 * for medal_svg_document_render_off_main. */
#ifndef MEDAL_SVG_DOCUMENT_H
#define MEDAL_SVG_DOCUMENT_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _MedalSvgDocument MedalSvgDocument;

/* What one rendering shows: the whole document scaled to `doc_width` x
 * `doc_height` device pixels, seen through a `width` x `height` window
 * centred on it (smaller than the document when it is cropped, as a cover
 * picture is). Two equal keys give the same pixels. */
typedef struct {
    const MedalSvgDocument *document;
    int doc_width;
    int doc_height;
    int width;
    int height;
} MedalSvgRenderKey;

/* The document in `path`, parsed on first use; NULL if it cannot be read or
 * parsed, or has no size. Owned by the process-wide table: never freed. */
const MedalSvgDocument *medal_svg_document_get(const char *path);

const char *medal_svg_document_get_path(const MedalSvgDocument *document);

/* The document's own size in logical pixels (its width and height, else its
 * viewBox). */
/* Whether the document has text. Such a document is rendered on the main
 * thread only: librsvg draws text with pango and cairo's FreeType fonts,
 * and cairo 1.16 (Debian 12's) loads FreeType glyphs unsafely from two
 * threads while GTK draws its own text. */
gboolean medal_svg_document_has_text(const MedalSvgDocument *document);

double medal_svg_document_get_width(const MedalSvgDocument *document);
double medal_svg_document_get_height(const MedalSvgDocument *document);

/* Where the document's top-left corner is in the key's window (0, or
 * negative when the document is cropped). */
int medal_svg_render_key_document_x(const MedalSvgRenderKey *key);
int medal_svg_render_key_document_y(const MedalSvgRenderKey *key);

gboolean medal_svg_render_key_equal(const MedalSvgRenderKey *a, const MedalSvgRenderKey *b);

/* A new texture of `key->width` x `key->height` pixels showing the key's
 * view of its document, or NULL if librsvg fails to draw it. */
GdkTexture *medal_svg_document_render(const MedalSvgRenderKey *key);

/* The same pixels as medal_svg_document_render's, as a new cairo image
 * surface, drawn with a second librsvg handle of the document that only this
 * uses (librsvg's handles are used by one thread at a time: a lock keeps it
 * so); NULL if librsvg fails. Any thread: svg_render_queue's worker. */
cairo_surface_t *medal_svg_document_render_off_main(const MedalSvgRenderKey *key);

/* A texture of `surface`'s pixels, taking its reference (what
 * medal_svg_document_render returns: the texture keeps the surface for the
 * cairo renderer, see below). Main thread. */
GdkTexture *medal_svg_texture_new_for_surface(cairo_surface_t *surface);

/* The cairo image surface that holds the pixels of a texture made by
 * medal_svg_document_render (shared, not a copy), or NULL for another texture.
 * GTK 4.8's cairo renderer converts a texture's every pixel through floats
 * each time it draws it (gdk_memory_convert has no same-format path), and
 * 4.18's gives a texture node a filter and an opacity group of its own, so a
 * picture drawn by GSK's cairo renderer paints this surface instead. */
cairo_surface_t *medal_svg_texture_get_surface(GdkTexture *texture);

/* How many renderings have been made on the main thread in this process
 * (for tests; svg_render_queue counts the worker's). */
guint medal_svg_document_get_main_thread_render_count(void);

G_END_DECLS

#endif
