#include "index_list.h"

struct _MedalIndexItem {
    GObject parent_instance;
    MedalIndexList *list; /* strong: the list outlives its items */
    guint position;
};

struct _MedalIndexList {
    GObject parent_instance;
    guint count;
    /* position -> MedalIndexItem, not owned: an item leaves it when it goes. */
    GHashTable *alive;
};

static void medal_index_list_model_init(GListModelInterface *iface);

G_DEFINE_FINAL_TYPE(MedalIndexItem, medal_index_item, G_TYPE_OBJECT)
G_DEFINE_FINAL_TYPE_WITH_CODE(MedalIndexList, medal_index_list, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, medal_index_list_model_init))

static void medal_index_item_finalize(GObject *object) {
    MedalIndexItem *self = MEDAL_INDEX_ITEM(object);
    if (self->list != NULL) {
        g_hash_table_remove(self->list->alive, GUINT_TO_POINTER(self->position));
        g_clear_object(&self->list);
    }
    G_OBJECT_CLASS(medal_index_item_parent_class)->finalize(object);
}

static void medal_index_item_class_init(MedalIndexItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = medal_index_item_finalize;
}

static void medal_index_item_init(MedalIndexItem *self) { (void)self; }

guint medal_index_item_get_position(MedalIndexItem *self) {
    g_return_val_if_fail(MEDAL_IS_INDEX_ITEM(self), 0);
    return self->position;
}

static GType medal_index_list_get_item_type(GListModel *model) {
    (void)model;
    return MEDAL_TYPE_INDEX_ITEM;
}

static guint medal_index_list_get_n_items(GListModel *model) { return MEDAL_INDEX_LIST(model)->count; }

static gpointer medal_index_list_get_item(GListModel *model, guint position) {
    MedalIndexList *self = MEDAL_INDEX_LIST(model);
    if (position >= self->count) return NULL;
    MedalIndexItem *item = g_hash_table_lookup(self->alive, GUINT_TO_POINTER(position));
    if (item != NULL) return g_object_ref(item);
    item = g_object_new(MEDAL_TYPE_INDEX_ITEM, NULL);
    item->list = g_object_ref(self);
    item->position = position;
    g_hash_table_insert(self->alive, GUINT_TO_POINTER(position), item);
    return item;
}

static void medal_index_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = medal_index_list_get_item_type;
    iface->get_n_items = medal_index_list_get_n_items;
    iface->get_item = medal_index_list_get_item;
}

static void medal_index_list_finalize(GObject *object) {
    MedalIndexList *self = MEDAL_INDEX_LIST(object);
    /* Every item holds the list, so none is left when it goes. */
    g_warn_if_fail(g_hash_table_size(self->alive) == 0);
    g_hash_table_unref(self->alive);
    G_OBJECT_CLASS(medal_index_list_parent_class)->finalize(object);
}

static void medal_index_list_class_init(MedalIndexListClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = medal_index_list_finalize;
}

static void medal_index_list_init(MedalIndexList *self) { self->alive = g_hash_table_new(NULL, NULL); }

MedalIndexList *medal_index_list_new(guint count) {
    MedalIndexList *self = g_object_new(MEDAL_TYPE_INDEX_LIST, NULL);
    self->count = count;
    return self;
}

void medal_index_list_set_count(MedalIndexList *self, guint count) {
    g_return_if_fail(MEDAL_IS_INDEX_LIST(self));
    guint old = self->count;
    if (count == old) return;
    self->count = count;
    /* An item past a shorter count stays valid: it stands for its position
     * again if the count grows back. */
    if (count > old)
        g_list_model_items_changed(G_LIST_MODEL(self), old, 0, count - old);
    else
        g_list_model_items_changed(G_LIST_MODEL(self), count, old - count, 0);
}

guint medal_index_list_get_n_alive(MedalIndexList *self) {
    g_return_val_if_fail(MEDAL_IS_INDEX_LIST(self), 0);
    return g_hash_table_size(self->alive);
}
