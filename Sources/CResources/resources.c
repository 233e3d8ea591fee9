/* The bundle compiled by scripts/resources.sh, embedded with C23's #embed
 * (clang has it in every C mode). GResource reads its data in place, so
 * the bytes are aligned as its format wants and never copied. */
#include "medal_resources.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

#if !__has_embed("../../.build/resources/medalcount.gresource")
#error "The resource bundle is missing: build with `make build` (or run scripts/resources.sh before swift build)."
#endif

static const unsigned char bundle[] __attribute__((aligned(16))) = {
#embed "../../.build/resources/medalcount.gresource"
};

void medal_resources_register(void) {
    static gsize registered = 0;
    if (g_once_init_enter(&registered)) {
        GBytes *bytes = g_bytes_new_static(bundle, sizeof bundle);
        GError *error = NULL;
        GResource *resource = g_resource_new_from_data(bytes, &error);
        g_bytes_unref(bytes);
        if (resource != NULL) {
            /* Registered for the life of the process, as glib-compile-resources' own code does. */
            g_resources_register(resource);
            g_resource_unref(resource);
        } else {
            g_critical("MedalCount: the built-in resource bundle is damaged: %s", error->message);
            g_error_free(error);
        }
        g_once_init_leave(&registered, 1);
    }
}
