/* A one-child container that draws its child inside a rounded clip whose
 * corner size can change every frame: CSS border-radius is static, and a
 * snapshot override needs a GtkWidget subclass, which Swift cannot write. */
#ifndef GTKSTAGE_CLIP_BIN_H
#define GTKSTAGE_CLIP_BIN_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GTKSTAGE_TYPE_CLIP_BIN (gtkstage_clip_bin_get_type())
G_DECLARE_FINAL_TYPE(GtkStageClipBin, gtkstage_clip_bin, GTKSTAGE, CLIP_BIN, GtkWidget)

GtkWidget *gtkstage_clip_bin_new(void);
void gtkstage_clip_bin_set_child(GtkStageClipBin *self, GtkWidget *child);
/* Elliptical corners: `width` and `height` of each corner, in the widget's
 * own (untransformed) coordinates, so a scaled-down widget can still look
 * round on screen. 0 for square corners. */
void gtkstage_clip_bin_set_corner(GtkStageClipBin *self, float width, float height);
float gtkstage_clip_bin_get_corner_width(GtkStageClipBin *self);
float gtkstage_clip_bin_get_corner_height(GtkStageClipBin *self);

G_END_DECLS

#endif
