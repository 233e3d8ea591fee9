#include "svg_render_queue.h"

#include "svg_texture_cache.h"

/* One picture waiting for a rendering. */
typedef struct {
    GObject *waiter;
    MedalSvgRenderedFunc func;
} Waiter;

/* One rendering on its way. The worker reads `key` and writes `surface`;
 * everything else is the main thread's. */
typedef struct {
    MedalSvgRenderKey key;
    GArray *waiters;
    cairo_surface_t *surface;
} Job;

static GThreadPool *worker = NULL;
/* Job*: requested, not yet delivered (main thread). */
static GPtrArray *pending = NULL;
static guint delivered = 0;

static Job *pending_job(const MedalSvgRenderKey *key) {
    for (guint i = 0; pending != NULL && i < pending->len; i++) {
        Job *job = g_ptr_array_index(pending, i);
        if (medal_svg_render_key_equal(&job->key, key)) {
            return job;
        }
    }
    return NULL;
}

/* On the main thread: the texture into the cache (unless the main thread
 * made one meanwhile: one texture per key, shared), then each waiter told. */
static gboolean deliver(gpointer data) {
    Job *job = data;
    g_ptr_array_remove(pending, job);
    delivered++;
    GdkTexture *texture = NULL;
    if (job->surface != NULL) {
        texture = medal_svg_texture_cache_lookup(&job->key);
        if (texture == NULL) {
            texture = medal_svg_texture_new_for_surface(g_steal_pointer(&job->surface));
            medal_svg_texture_cache_insert(&job->key, texture);
        }
        g_clear_pointer(&job->surface, cairo_surface_destroy);
    }
    for (guint i = 0; i < job->waiters->len; i++) {
        Waiter *waiter = &g_array_index(job->waiters, Waiter, i);
        waiter->func(waiter->waiter, &job->key, texture);
        g_object_unref(waiter->waiter);
    }
    g_clear_object(&texture);
    g_array_unref(job->waiters);
    g_free(job);
    return G_SOURCE_REMOVE;
}

/* Delivers `job` on the main context (GTK's, the default one) by a source
 * of the default priority: ahead of the next frame's layout and paint
 * (GDK_PRIORITY_REDRAW). Never g_main_context_invoke, which calls at once,
 * on the calling thread, whenever no thread is iterating the loop. */
static void deliver_soon(Job *job) {
    GSource *source = g_idle_source_new();
    g_source_set_priority(source, G_PRIORITY_DEFAULT);
    g_source_set_callback(source, deliver, job, NULL);
    g_source_set_static_name(source, "[medal] a rendering delivered");
    g_source_attach(source, g_main_context_default());
    g_source_unref(source);
}

/* On the worker. */
static void work(gpointer data, gpointer unused) {
    Job *job = data;
    job->surface = medal_svg_document_render_off_main(&job->key);
    deliver_soon(job);
}

void medal_svg_render_queue_request(const MedalSvgRenderKey *key, GObject *waiter, MedalSvgRenderedFunc func) {
    g_return_if_fail(key->document != NULL && G_IS_OBJECT(waiter) && func != NULL);
    if (pending == NULL) {
        pending = g_ptr_array_new();
    }
    Job *job = pending_job(key);
    if (job == NULL) {
        if (worker == NULL) {
            worker = g_thread_pool_new(work, NULL, 1, FALSE, NULL);
        }
        job = g_new0(Job, 1);
        job->key = *key;
        job->waiters = g_array_new(FALSE, FALSE, sizeof(Waiter));
        g_ptr_array_add(pending, job);
        /* Without a worker, the waiters are told there is no rendering. */
        if (worker == NULL || !g_thread_pool_push(worker, job, NULL)) {
            deliver_soon(job);
        }
    }
    for (guint i = 0; i < job->waiters->len; i++) {
        Waiter *known = &g_array_index(job->waiters, Waiter, i);
        if (known->waiter == waiter && known->func == func) {
            return;
        }
    }
    Waiter added = { g_object_ref(waiter), func };
    g_array_append_val(job->waiters, added);
}

guint medal_svg_render_queue_get_delivered_count(void) {
    return delivered;
}

guint medal_svg_render_queue_get_pending_count(void) {
    return pending != NULL ? pending->len : 0;
}
