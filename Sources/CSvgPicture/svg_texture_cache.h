/* The renderings of SVG documents the process keeps, shared by every picture
 * that shows the same document at the same size: the rows of a list showing
 * one flag draw one texture. Bounded in bytes; the least recently used are
 * let go first (a picture still showing one keeps its own reference).
 * Main thread only. */
#ifndef MEDAL_SVG_TEXTURE_CACHE_H
#define MEDAL_SVG_TEXTURE_CACHE_H

#include "svg_document.h"

G_BEGIN_DECLS

/* The texture made for `key`, as a new reference, or NULL. */
GdkTexture *medal_svg_texture_cache_lookup(const MedalSvgRenderKey *key);

/* Keeps `texture` (a reference of its own) as the rendering of `key`. */
void medal_svg_texture_cache_insert(const MedalSvgRenderKey *key, GdkTexture *texture);

/* The kept rendering of `key`'s document whose size is nearest `key`'s, as a
 * new reference with its key in `found`, or NULL if there is none. */
GdkTexture *medal_svg_texture_cache_closest(const MedalSvgRenderKey *key, MedalSvgRenderKey *found);

/* The bytes of pixels kept, and the bound (64 MiB unless set). */
gsize medal_svg_texture_cache_get_bytes(void);
void medal_svg_texture_cache_set_limit(gsize bytes);

/* Lets every kept rendering go. */
void medal_svg_texture_cache_clear(void);

G_END_DECLS

#endif
