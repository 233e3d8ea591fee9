#include "svg_texture_cache.h"

#include <math.h>

/* One kept rendering: its key, its texture (a reference), and its place in the LRU order. */
typedef struct {
    MedalSvgRenderKey key;
    GdkTexture *texture;
    gsize bytes;
    GList *link;        /* in `recent`, whose head is the most recently used */
} Entry;

static GHashTable *entries = NULL;  /* MedalSvgRenderKey* -> Entry* (the key lives in the entry) */
static GQueue recent = G_QUEUE_INIT;
static gsize total_bytes = 0;
static gsize limit_bytes = 64 * 1024 * 1024;

static guint key_hash(gconstpointer data) {
    const MedalSvgRenderKey *key = data;
    guint hash = g_direct_hash(key->document);
    hash = hash * 31 + (guint)key->doc_width;
    hash = hash * 31 + (guint)key->doc_height;
    hash = hash * 31 + (guint)key->width;
    return hash * 31 + (guint)key->height;
}

static gboolean key_equal(gconstpointer a, gconstpointer b) {
    return medal_svg_render_key_equal(a, b);
}

static void entry_free(gpointer data) {
    Entry *entry = data;
    g_object_unref(entry->texture);
    g_free(entry);
}

static GHashTable *table(void) {
    if (entries == NULL) {
        entries = g_hash_table_new_full(key_hash, key_equal, NULL, entry_free);
    }
    return entries;
}

static void remove_entry(Entry *entry) {
    g_queue_delete_link(&recent, entry->link);
    total_bytes -= entry->bytes;
    g_hash_table_remove(table(), &entry->key);
}

static void trim(void) {
    while (total_bytes > limit_bytes && recent.tail != NULL) {
        remove_entry(recent.tail->data);
    }
}

GdkTexture *medal_svg_texture_cache_lookup(const MedalSvgRenderKey *key) {
    Entry *entry = g_hash_table_lookup(table(), key);
    if (entry == NULL) {
        return NULL;
    }
    g_queue_unlink(&recent, entry->link);
    g_queue_push_head_link(&recent, entry->link);
    return g_object_ref(entry->texture);
}

void medal_svg_texture_cache_insert(const MedalSvgRenderKey *key, GdkTexture *texture) {
    Entry *old = g_hash_table_lookup(table(), key);
    if (old != NULL) {
        remove_entry(old);
    }
    Entry *entry = g_new0(Entry, 1);
    entry->key = *key;
    entry->texture = g_object_ref(texture);
    entry->bytes = (gsize)gdk_texture_get_width(texture) * (gsize)gdk_texture_get_height(texture) * 4;
    g_queue_push_head(&recent, entry);
    entry->link = recent.head;
    g_hash_table_insert(table(), &entry->key, entry);
    total_bytes += entry->bytes;
    trim();
}

GdkTexture *medal_svg_texture_cache_closest(const MedalSvgRenderKey *key, MedalSvgRenderKey *found) {
    Entry *best = NULL;
    double best_distance = INFINITY;
    for (GList *link = recent.head; link != NULL; link = link->next) {
        Entry *entry = link->data;
        if (entry->key.document != key->document) {
            continue;
        }
        /* How many times larger or smaller, whichever way round. */
        double distance = fabs(log((double)entry->key.doc_width / key->doc_width)) +
                          fabs(log((double)entry->key.doc_height / key->doc_height));
        if (distance < best_distance) {
            best = entry;
            best_distance = distance;
        }
    }
    if (best == NULL) {
        return NULL;
    }
    *found = best->key;
    return g_object_ref(best->texture);
}

gsize medal_svg_texture_cache_get_bytes(void) {
    return total_bytes;
}

void medal_svg_texture_cache_set_limit(gsize bytes) {
    limit_bytes = bytes;
    trim();
}

void medal_svg_texture_cache_clear(void) {
    while (recent.tail != NULL) {
        remove_entry(recent.tail->data);
    }
}
