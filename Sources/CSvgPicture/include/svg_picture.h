/* A picture of an SVG file drawn crisp at any size and scale: librsvg renders
 * it for the size it is drawn at, in device pixels (the widget knows its
 * scale factor, which a GdkPaintable cannot), and the texture is drawn one
 * device pixel for one. Renderings are shared and kept in a bounded cache;
 * when the size changes, the nearest one is drawn scaled while the exact one
 * is made (for a new picture, by a worker thread). A file that cannot be read
 * or drawn shows the fallback. */
#ifndef MEDAL_SVG_PICTURE_H
#define MEDAL_SVG_PICTURE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MEDAL_TYPE_SVG_PICTURE (medal_svg_picture_get_type())
G_DECLARE_FINAL_TYPE(MedalSvgPicture, medal_svg_picture, MEDAL, SVG_PICTURE, GtkWidget)

/* A picture of `file`, or of `fallback_file` (may be NULL) when `file`
 * cannot be shown. Contain fit; its natural size is the SVG's own. Never
 * NULL (Swift imports it so). */
__attribute__((returns_nonnull)) GtkWidget *medal_svg_picture_new(const char *file, const char *fallback_file);

/* Shows `file` instead (the fallback stays): a recycled list row's flag.
 * The texture drawn is let go at once, so the old picture never shows. */
void medal_svg_picture_set_file(MedalSvgPicture *self, const char *file);

/* GTK_CONTENT_FIT_CONTAIN (the default: all of it, letterboxed) or
 * GTK_CONTENT_FIT_COVER (fills the widget, cropped). */
void medal_svg_picture_set_content_fit(MedalSvgPicture *self, GtkContentFit fit);
GtkContentFit medal_svg_picture_get_content_fit(MedalSvgPicture *self);

/* The size the picture asks for, in logical pixels, instead of the SVG's
 * own; -1 for the SVG's own. It can always shrink to nothing. */
void medal_svg_picture_set_natural_size(MedalSvgPicture *self, int width, int height);

/* The picture's own opacity, 0 to 1 (1 unless set): drawn with its pixels in
 * one pass, where a widget's opacity below 1 makes GSK's cairo renderer draw
 * the picture into an offscreen group first and blend that (a full-window
 * background at GDK_SCALE=2 took most of a frame so). */
void medal_svg_picture_set_alpha(MedalSvgPicture *self, double alpha);
double medal_svg_picture_get_alpha(MedalSvgPicture *self);

/* The file shown: the picture's, the fallback, or NULL if neither can be. */
const char *medal_svg_picture_get_shown_file(MedalSvgPicture *self);

/* The texture drawn now (no reference is given), or NULL before the first draw. */
GdkTexture *medal_svg_picture_get_texture(MedalSvgPicture *self);

/* Whether the texture the picture draws is its own rendering for its size
 * and scale, not another drawn scaled until that is made. */
gboolean medal_svg_picture_is_exact(MedalSvgPicture *self);

/* Renders, ahead of need, what a `width` x `height` picture of `file` (or of
 * the fallback) would draw at `scale_factor`, so that pictures created later
 * find it in the cache. */
void medal_svg_picture_prerender(const char *file, const char *fallback_file, GtkContentFit fit,
                                 int width, int height, int scale_factor);

/* For tests: how many renderings librsvg has made in this process (the
 * worker's once delivered), how many of them on the main thread, how many
 * the worker has still to deliver, the bytes the cache holds, its bound, and
 * emptying it. */
guint medal_svg_picture_get_render_count(void);
guint medal_svg_picture_get_main_thread_render_count(void);
guint medal_svg_picture_get_pending_render_count(void);
gsize medal_svg_picture_get_cache_bytes(void);
void medal_svg_picture_set_cache_limit(gsize bytes);
void medal_svg_picture_clear_cache(void);

G_END_DECLS

#endif
