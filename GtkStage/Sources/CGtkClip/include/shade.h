/* A layer of one colour at a level that changes every frame: the dim behind
 * a presentation and beneath a pushed screen. Its colour is its CSS `color`
 * (inherited, so an app restyles it on the dim's own class); its level
 * scales that colour's alpha. A widget's opacity would paint the colour into
 * a window-sized offscreen group every frame under GSK's cairo renderer; a
 * colour node with the alpha already applied is one fill. */
#ifndef GTKSTAGE_SHADE_H
#define GTKSTAGE_SHADE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GTKSTAGE_TYPE_SHADE (gtkstage_shade_get_type())
G_DECLARE_FINAL_TYPE(GtkStageShade, gtkstage_shade, GTKSTAGE, SHADE, GtkWidget)

GtkWidget *gtkstage_shade_new(void);
/* From 0 (nothing drawn) to 1 (the CSS colour as it is); clamped. */
void gtkstage_shade_set_level(GtkStageShade *self, double level);
double gtkstage_shade_get_level(GtkStageShade *self);

G_END_DECLS

#endif
