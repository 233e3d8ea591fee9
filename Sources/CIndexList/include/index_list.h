/* A GListModel of a count of positions, for a list view over data the app
 * holds itself (its rows are bound by position): the count is all it stores,
 * and an item is made only when asked for, kept while something holds it.
 * GtkStringList makes a GObject per string up front, which for 20,000 rows
 * was 36 ms of a list's 80 ms opening. Main thread only, like the list view
 * it feeds: nothing in it is locked. */
#ifndef MEDAL_INDEX_LIST_H
#define MEDAL_INDEX_LIST_H

#include <gio/gio.h>

G_BEGIN_DECLS

/* One position of a MedalIndexList, holding its list while it lives. */
#define MEDAL_TYPE_INDEX_ITEM (medal_index_item_get_type())
G_DECLARE_FINAL_TYPE(MedalIndexItem, medal_index_item, MEDAL, INDEX_ITEM, GObject)

/* The list: a count, and the items made for it that are still held. */
#define MEDAL_TYPE_INDEX_LIST (medal_index_list_get_type())
G_DECLARE_FINAL_TYPE(MedalIndexList, medal_index_list, MEDAL, INDEX_LIST, GObject)

/* A list of `count` items, positions 0 to count - 1 (a full reference,
 * which gtk_no_selection_new and the like take). */
MedalIndexList *medal_index_list_new(guint count);
/* Counts `count` positions from now on, telling the list's views (the
 * items-changed signal) what came or went at the end. */
void medal_index_list_set_count(MedalIndexList *self, guint count);
/* The position an item stands for. */
guint medal_index_item_get_position(MedalIndexItem *self);
/* How many items exist now (made and still held): the tests' check that
 * the list makes what is shown, not what it counts. */
guint medal_index_list_get_n_alive(MedalIndexList *self);

G_END_DECLS

#endif
