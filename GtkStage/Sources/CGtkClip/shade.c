#include "shade.h"

struct _GtkStageShade {
    GtkWidget parent_instance;
    double level;
};

G_DEFINE_FINAL_TYPE(GtkStageShade, gtkstage_shade, GTK_TYPE_WIDGET)

/* The CSS `color`: GTK 4.10 reads it from the widget, 4.8 from its style context. */
static void gtkstage_shade_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

static void gtkstage_shade_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkStageShade *self = GTKSTAGE_SHADE(widget);
    if (self->level <= 0) {
        return;
    }
    GdkRGBA color;
    gtkstage_shade_get_color(widget, &color);
    color.alpha *= (float)self->level;
    if (color.alpha <= 0) {
        return;
    }
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, gtk_widget_get_width(widget), gtk_widget_get_height(widget));
    gtk_snapshot_append_color(snapshot, &color, &bounds);
}

static void gtkstage_shade_class_init(GtkStageShadeClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->snapshot = gtkstage_shade_snapshot;
    gtk_widget_class_set_css_name(widget_class, "shade");
    /* Only a look: what it dims, or the button holding it, is what a screen reader offers. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void gtkstage_shade_init(GtkStageShade *self) {
    self->level = 0;
}

GtkWidget *gtkstage_shade_new(void) {
    return g_object_new(GTKSTAGE_TYPE_SHADE, NULL);
}

void gtkstage_shade_set_level(GtkStageShade *self, double level) {
    g_return_if_fail(GTKSTAGE_IS_SHADE(self));
    double clamped = level > 0 ? (level < 1 ? level : 1) : 0;
    if (self->level == clamped) {
        return;
    }
    self->level = clamped;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

double gtkstage_shade_get_level(GtkStageShade *self) {
    g_return_val_if_fail(GTKSTAGE_IS_SHADE(self), 0);
    return self->level;
}
