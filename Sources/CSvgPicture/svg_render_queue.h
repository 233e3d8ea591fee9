/* Renderings made off the main thread: a worker renders each requested key
 * once, however many pictures wait for it, while the main thread keeps
 * drawing frames; the texture goes into svg_texture_cache and each waiting
 * picture is told on the main thread, at the default priority, so before
 * the next frame once the rendering is done.
 *
 * One worker: the main thread keeps the rest of the machine for its frames,
 * and librsvg's handles are used by one thread at a time (svg_document.h).
 * Requests are served in the order they come. Not for documents with text
 * (medal_svg_document_has_text). Main thread only, but for the worker
 * itself. */
#ifndef MEDAL_SVG_RENDER_QUEUE_H
#define MEDAL_SVG_RENDER_QUEUE_H

#include "svg_document.h"

G_BEGIN_DECLS

/* Told, on the main thread, that `key` was rendered: `texture` (borrowed) is
 * the cache's rendering of it; NULL if the worker could not draw it (the
 * main thread may still). */
typedef void (*MedalSvgRenderedFunc)(GObject *waiter, const MedalSvgRenderKey *key, GdkTexture *texture);

/* Renders `key` on the worker unless it is already on its way, and tells
 * `waiter` (kept alive until then) through `func` once it is done. */
void medal_svg_render_queue_request(const MedalSvgRenderKey *key, GObject *waiter, MedalSvgRenderedFunc func);

/* For tests: the renderings the worker has delivered in this process, and
 * those requested and not delivered yet. */
guint medal_svg_render_queue_get_delivered_count(void);
guint medal_svg_render_queue_get_pending_count(void);

G_END_DECLS

#endif
