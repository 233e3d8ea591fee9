/* A one-child container that draws its child inside a rounded clip whose
 * corner size can change every frame: CSS border-radius is static, and a
 * snapshot override needs a GtkWidget subclass, which Swift cannot write. */
#ifndef MEDAL_CLIP_BIN_H
#define MEDAL_CLIP_BIN_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MEDAL_TYPE_CLIP_BIN (medal_clip_bin_get_type())
G_DECLARE_FINAL_TYPE(MedalClipBin, medal_clip_bin, MEDAL, CLIP_BIN, GtkWidget)

GtkWidget *medal_clip_bin_new(void);
void medal_clip_bin_set_child(MedalClipBin *self, GtkWidget *child);
/* Elliptical corners: `width` and `height` of each corner, in the widget's
 * own (untransformed) coordinates, so a scaled-down widget can still look
 * round on screen. 0 for square corners. */
void medal_clip_bin_set_corner(MedalClipBin *self, float width, float height);
float medal_clip_bin_get_corner_width(MedalClipBin *self);
float medal_clip_bin_get_corner_height(MedalClipBin *self);

G_END_DECLS

#endif
