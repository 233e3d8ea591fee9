// A container that centres its one child at the child's natural width, for
// content that wraps (height-for-width) inside a scrolled window.
//
// `halign: center` on such content makes GTK measure its width for the height
// it is given (gtk_widget_allocate adjusts for the alignment), and GTK 4.18
// and later warn when that height is below the content's height at its narrowest
// ("Trying to measure GtkBox ... for height of 443, but it needs at least
// 764"), which wrapped content taller at its narrowest than the panel always
// is. This layout measures the child's width for no height (a height-for-width
// child's width does not depend on it) and allocates it filled, so neither
// GTK 4.8 nor 4.24 measures it for a height it cannot fit.
#ifndef CGTK_CENTERED_LAYOUT_H
#define CGTK_CENTERED_LAYOUT_H

#include <gtk/gtk.h>

static inline GtkSizeRequestMode cgtk_centered_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static inline void cgtk_centered_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                         int *minimum, int *natural, int *minimum_baseline,
                                         int *natural_baseline) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (child == NULL || !gtk_widget_should_layout(child)) return;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_measure(child, orientation, -1, minimum, natural, NULL, NULL);
        return;
    }
    int width = for_size;
    if (width >= 0) {
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, &child_natural, NULL, NULL);
        width = MAX(child_minimum, MIN(width, child_natural));
    }
    gtk_widget_measure(child, orientation, width, minimum, natural, NULL, NULL);
}

static inline void cgtk_centered_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (child == NULL || !gtk_widget_should_layout(child)) return;
    int minimum = 0, natural = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    int child_width = MAX(minimum, MIN(width, natural));
    GtkAllocation allocation = { (width - child_width) / 2, 0, child_width, height };
    gtk_widget_size_allocate(child, &allocation, -1);
}

/// A box whose one child, `child`, is centred at its natural width (or as
/// wide as the box, if narrower) and as tall as the box.
static inline GtkWidget *cgtk_centered_new(GtkWidget *child) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(box, gtk_custom_layout_new(cgtk_centered_request_mode, cgtk_centered_measure,
                                                             cgtk_centered_allocate));
    gtk_box_append(GTK_BOX(box), child);
    return box;
}

#endif
