/* Renderings made off the main thread: one worker renders each requested key
 * once, however many pictures wait for it, while the main thread keeps
 * drawing frames; the texture goes into svg_texture_cache and each waiting
 * picture is told, on the main thread, before the next frame.
 *
 * One worker, not one per core: the main thread keeps a core of its own for
 * its frames (this runs on two-core machines), and librsvg's handles are
 * used by one thread at a time (svg_document.h). Requests are served in the
 * order they come. Main thread only, but for the worker itself. */
#ifndef MEDAL_SVG_RENDER_QUEUE_H
#define MEDAL_SVG_RENDER_QUEUE_H

#include "svg_document.h"

G_BEGIN_DECLS

/* Told, on the main thread, that `key` was rendered: `texture` (borrowed;
 * NULL if librsvg could not draw it) is in the texture cache. */
typedef void (*MedalSvgRenderedFunc)(GObject *waiter, const MedalSvgRenderKey *key, GdkTexture *texture);

/* Renders `key` on the worker unless it is already on its way, and tells
 * `waiter` (kept alive until then) through `func` once it is done. */
void medal_svg_render_queue_request(const MedalSvgRenderKey *key, GObject *waiter, MedalSvgRenderedFunc func);

G_END_DECLS

#endif
