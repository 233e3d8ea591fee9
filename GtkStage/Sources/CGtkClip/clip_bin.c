#include "clip_bin.h"

struct _GtkStageClipBin {
    GtkWidget parent_instance;
    GtkWidget *child;
    float corner_width;
    float corner_height;
};

G_DEFINE_FINAL_TYPE(GtkStageClipBin, gtkstage_clip_bin, GTK_TYPE_WIDGET)

static void gtkstage_clip_bin_dispose(GObject *object) {
    GtkStageClipBin *self = GTKSTAGE_CLIP_BIN(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(gtkstage_clip_bin_parent_class)->dispose(object);
}

static void gtkstage_clip_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                   int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkStageClipBin *self = GTKSTAGE_CLIP_BIN(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (self->child != NULL && gtk_widget_get_visible(self->child)) {
        gtk_widget_measure(self->child, orientation, for_size, minimum, natural, NULL, NULL);
    }
}

static void gtkstage_clip_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkStageClipBin *self = GTKSTAGE_CLIP_BIN(widget);
    if (self->child != NULL && gtk_widget_get_visible(self->child)) {
        gtk_widget_allocate(self->child, width, height, baseline, NULL);
    }
}

static void gtkstage_clip_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkStageClipBin *self = GTKSTAGE_CLIP_BIN(widget);
    if (self->child == NULL) {
        return;
    }
    float width = gtk_widget_get_width(widget);
    float height = gtk_widget_get_height(widget);
    gboolean rounded = self->corner_width > 0 && self->corner_height > 0;
    if (rounded) {
        GskRoundedRect clip;
        graphene_size_t corner = GRAPHENE_SIZE_INIT(MIN(self->corner_width, width / 2), MIN(self->corner_height, height / 2));
        gsk_rounded_rect_init(&clip, &GRAPHENE_RECT_INIT(0, 0, width, height), &corner, &corner, &corner, &corner);
        gtk_snapshot_push_rounded_clip(snapshot, &clip);
    }
    gtk_widget_snapshot_child(widget, self->child, snapshot);
    if (rounded) {
        gtk_snapshot_pop(snapshot);
    }
}

static void gtkstage_clip_bin_class_init(GtkStageClipBinClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = gtkstage_clip_bin_dispose;
    widget_class->measure = gtkstage_clip_bin_measure;
    widget_class->size_allocate = gtkstage_clip_bin_size_allocate;
    widget_class->snapshot = gtkstage_clip_bin_snapshot;
    gtk_widget_class_set_css_name(widget_class, "clipbin");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkstage_clip_bin_init(GtkStageClipBin *self) {
    self->child = NULL;
    self->corner_width = 0;
    self->corner_height = 0;
}

GtkWidget *gtkstage_clip_bin_new(void) {
    return g_object_new(GTKSTAGE_TYPE_CLIP_BIN, NULL);
}

void gtkstage_clip_bin_set_child(GtkStageClipBin *self, GtkWidget *child) {
    g_return_if_fail(GTKSTAGE_IS_CLIP_BIN(self));
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (child != NULL) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

void gtkstage_clip_bin_set_corner(GtkStageClipBin *self, float width, float height) {
    g_return_if_fail(GTKSTAGE_IS_CLIP_BIN(self));
    if (self->corner_width == width && self->corner_height == height) {
        return;
    }
    self->corner_width = width;
    self->corner_height = height;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

float gtkstage_clip_bin_get_corner_width(GtkStageClipBin *self) {
    g_return_val_if_fail(GTKSTAGE_IS_CLIP_BIN(self), 0);
    return self->corner_width;
}

float gtkstage_clip_bin_get_corner_height(GtkStageClipBin *self) {
    g_return_val_if_fail(GTKSTAGE_IS_CLIP_BIN(self), 0);
    return self->corner_height;
}
