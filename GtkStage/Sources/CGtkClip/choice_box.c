#include "choice_box.h"

struct _GtkStageChoiceBox {
    GtkWidget parent_instance;
    int spacing;
    gboolean first_goes_last;
    gboolean stacked;
};

G_DEFINE_FINAL_TYPE(GtkStageChoiceBox, gtkstage_choice_box, GTK_TYPE_WIDGET)

static int gtkstage_choice_box_count(GtkWidget *widget) {
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_should_layout(child)) count++;
    }
    return count;
}

/* The width the children need side by side: each as wide as the widest. */
static int gtkstage_choice_box_row_width(GtkStageChoiceBox *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    int widest = 0;
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
        if (natural > widest) widest = natural;
        count++;
    }
    return count == 0 ? 0 : widest * count + self->spacing * (count - 1);
}

/* Whether the children stack in `width` (-1: as wide as they like). */
static gboolean gtkstage_choice_box_stacks_in(GtkStageChoiceBox *self, int width) {
    return width >= 0 && width < gtkstage_choice_box_row_width(self);
}

/* The children in the order they are seen: stacked, the first goes last when asked. */
static GPtrArray *gtkstage_choice_box_seen(GtkStageChoiceBox *self, gboolean stacked) {
    GPtrArray *seen = g_ptr_array_new();
    GtkWidget *first = NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(self)); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        if (first == NULL && stacked && self->first_goes_last) {
            first = child;
            continue;
        }
        g_ptr_array_add(seen, child);
    }
    if (first) g_ptr_array_add(seen, first);
    return seen;
}

static void gtkstage_choice_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                        int *natural, int *minimum_baseline, int *natural_baseline) {
    GtkStageChoiceBox *self = GTKSTAGE_CHOICE_BOX(widget);
    *minimum_baseline = -1;
    *natural_baseline = -1;
    int count = gtkstage_choice_box_count(widget);
    if (count == 0) {
        *minimum = *natural = 0;
        return;
    }
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        /* Stacked, it needs the widest child's minimum; side by side, the row. */
        int widest_minimum = 0;
        for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
            if (!gtk_widget_should_layout(child)) continue;
            int child_minimum = 0;
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
            if (child_minimum > widest_minimum) widest_minimum = child_minimum;
        }
        *minimum = widest_minimum;
        *natural = MAX(widest_minimum, gtkstage_choice_box_row_width(self));
        return;
    }
    if (for_size < 0) {
        /* No width given: the least height is the stack's at its least
         * width, the natural one the row's at its natural width. */
        int stacked_minimum = 0, unused = 0, row_minimum = 0, row_natural = 0;
        int narrowest = 0;
        gtkstage_choice_box_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, &unused, &unused, &unused);
        gtkstage_choice_box_measure(widget, GTK_ORIENTATION_VERTICAL, narrowest, &stacked_minimum, &unused, &unused,
                                    &unused);
        gtkstage_choice_box_measure(widget, GTK_ORIENTATION_VERTICAL, gtkstage_choice_box_row_width(self), &row_minimum,
                                    &row_natural, &unused, &unused);
        *minimum = MIN(stacked_minimum, row_minimum);
        *natural = row_natural;
        return;
    }
    gboolean stacked = gtkstage_choice_box_stacks_in(self, for_size);
    int cell = stacked ? for_size : (for_size - self->spacing * (count - 1)) / count;
    int total_minimum = 0, total_natural = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, cell, &child_minimum, &child_natural, NULL, NULL);
        if (stacked) {
            total_minimum += child_minimum;
            total_natural += child_natural;
        } else {
            total_minimum = MAX(total_minimum, child_minimum);
            total_natural = MAX(total_natural, child_natural);
        }
    }
    if (stacked) {
        total_minimum += self->spacing * (count - 1);
        total_natural += self->spacing * (count - 1);
    }
    *minimum = total_minimum;
    *natural = total_natural;
}

/* Its height depends on its width: stacked, it is taller. */
static GtkSizeRequestMode gtkstage_choice_box_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void gtkstage_choice_box_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkStageChoiceBox *self = GTKSTAGE_CHOICE_BOX(widget);
    gboolean stacked = gtkstage_choice_box_stacks_in(self, width);
    self->stacked = stacked;
    GPtrArray *seen = gtkstage_choice_box_seen(self, stacked);
    int count = (int)seen->len;
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    /* Stacked, each as tall as it likes when they all fit, else its minimum. */
    gboolean natural_heights = TRUE;
    if (stacked) {
        int total = self->spacing * (count - 1);
        for (int index = 0; index < count; index++) {
            int natural = 0;
            gtk_widget_measure(g_ptr_array_index(seen, index), GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
            total += natural;
        }
        natural_heights = total <= height;
    }
    int y = 0;
    for (int index = 0; index < count; index++) {
        GtkWidget *child = g_ptr_array_index(seen, index);
        if (stacked) {
            int minimum = 0, natural = 0;
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
            int child_height = natural_heights ? natural : minimum;
            gtk_widget_size_allocate(child, &(GtkAllocation){0, y, width, child_height}, -1);
            y += child_height + self->spacing;
        } else {
            /* Equal cells; what a division leaves goes to the last. */
            int cell = (width - self->spacing * (count - 1)) / count;
            int x = index * (cell + self->spacing);
            int cell_width = index == count - 1 ? width - x : cell;
            if (rtl) x = width - x - cell_width;
            gtk_widget_size_allocate(child, &(GtkAllocation){x, 0, cell_width, height}, -1);
        }
    }
    g_ptr_array_unref(seen);
}

/* Tab and Shift+Tab in the order the buttons are seen (stacked, the first
 * one added is last); the arrows as GTK moves them, by where they are. */
static gboolean gtkstage_choice_box_focus(GtkWidget *widget, GtkDirectionType direction) {
    GtkStageChoiceBox *self = GTKSTAGE_CHOICE_BOX(widget);
    if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD) {
        return GTK_WIDGET_CLASS(gtkstage_choice_box_parent_class)->focus(widget, direction);
    }
    GPtrArray *seen = gtkstage_choice_box_seen(self, self->stacked);
    int count = (int)seen->len;
    GtkWidget *focus_child = gtk_widget_get_focus_child(widget);
    int step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
    int start = step > 0 ? 0 : count - 1;
    if (focus_child) {
        for (int index = 0; index < count; index++) {
            if (g_ptr_array_index(seen, index) == focus_child) {
                /* The focus inside a child moves on within it first. */
                if (gtk_widget_child_focus(focus_child, direction)) {
                    g_ptr_array_unref(seen);
                    return TRUE;
                }
                start = index + step;
                break;
            }
        }
    }
    for (int index = start; index >= 0 && index < count; index += step) {
        if (gtk_widget_child_focus(g_ptr_array_index(seen, index), direction)) {
            g_ptr_array_unref(seen);
            return TRUE;
        }
    }
    g_ptr_array_unref(seen);
    return FALSE;
}

static void gtkstage_choice_box_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkstage_choice_box_parent_class)->dispose(object);
}

static void gtkstage_choice_box_class_init(GtkStageChoiceBoxClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = gtkstage_choice_box_dispose;
    widget_class->get_request_mode = gtkstage_choice_box_get_request_mode;
    widget_class->measure = gtkstage_choice_box_measure;
    widget_class->size_allocate = gtkstage_choice_box_size_allocate;
    widget_class->focus = gtkstage_choice_box_focus;
    gtk_widget_class_set_css_name(widget_class, "choices");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkstage_choice_box_init(GtkStageChoiceBox *self) {
    self->spacing = 0;
    self->first_goes_last = FALSE;
    self->stacked = FALSE;
}

GtkWidget *gtkstage_choice_box_new(int spacing) {
    GtkStageChoiceBox *self = g_object_new(GTKSTAGE_TYPE_CHOICE_BOX, NULL);
    self->spacing = MAX(spacing, 0);
    return GTK_WIDGET(self);
}

void gtkstage_choice_box_append(GtkStageChoiceBox *self, GtkWidget *child) {
    g_return_if_fail(GTKSTAGE_IS_CHOICE_BOX(self));
    g_return_if_fail(GTK_IS_WIDGET(child));
    gtk_widget_insert_before(child, GTK_WIDGET(self), NULL);
}

void gtkstage_choice_box_set_first_goes_last(GtkStageChoiceBox *self, gboolean first_goes_last) {
    g_return_if_fail(GTKSTAGE_IS_CHOICE_BOX(self));
    if (self->first_goes_last == !!first_goes_last) return;
    self->first_goes_last = !!first_goes_last;
    gtk_widget_queue_allocate(GTK_WIDGET(self));
}

gboolean gtkstage_choice_box_get_stacked(GtkStageChoiceBox *self) {
    g_return_val_if_fail(GTKSTAGE_IS_CHOICE_BOX(self), FALSE);
    return self->stacked;
}
