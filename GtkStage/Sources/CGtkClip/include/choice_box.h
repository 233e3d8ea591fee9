/* An alert's buttons: side by side, all as wide as the widest, when they
 * fit the width they are given, and one above the other when they do not
 * (libadwaita's rule for its alert dialog's responses). Side by side they
 * go in the order added; stacked, the first one added (an alert's cancel
 * button) goes to the bottom, and Tab follows what is seen. GtkBox cannot
 * choose its orientation by the width it is given; a measure and an
 * allocation of their own need a GtkWidget subclass, which Swift cannot
 * write. */
#ifndef GTKSTAGE_CHOICE_BOX_H
#define GTKSTAGE_CHOICE_BOX_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GTKSTAGE_TYPE_CHOICE_BOX (gtkstage_choice_box_get_type())
G_DECLARE_FINAL_TYPE(GtkStageChoiceBox, gtkstage_choice_box, GTKSTAGE, CHOICE_BOX, GtkWidget)

GtkWidget *gtkstage_choice_box_new(int spacing);
/* Adds `child` after the others. */
void gtkstage_choice_box_append(GtkStageChoiceBox *self, GtkWidget *child);
/* Whether the first child goes below the others when they are stacked
 * (an alert's cancel button: leading side by side, last stacked). */
void gtkstage_choice_box_set_first_goes_last(GtkStageChoiceBox *self, gboolean first_goes_last);
/* Whether the children were stacked in the last allocation. */
gboolean gtkstage_choice_box_get_stacked(GtkStageChoiceBox *self);

G_END_DECLS

#endif
