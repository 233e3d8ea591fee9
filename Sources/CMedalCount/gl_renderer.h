// What OpenGL a display offers, asked before any window is realized, and the
// renderer its windows get, so the app can choose (MedalCountKit's
// RendererChoice).
#ifndef CGTK_GL_RENDERER_H
#define CGTK_GL_RENDERER_H

#include <dlfcn.h>
#include <gtk/gtk.h>

/// A copy of the GL_RENDERER string of `display`'s OpenGL (free it with
/// g_free), such as "llvmpipe (LLVM 15.0.6, 256 bits)", or NULL when the
/// display has no OpenGL. It realizes the GL context GDK shares among the
/// display's windows (gdk_display_prepare_gl), which GTK's GL renderer
/// makes anyway. glGetString is libepoxy's, which GTK links: looked up, not
/// linked, so the app does not depend on libepoxy itself.
static inline char *cgtk_display_copy_gl_renderer(GdkDisplay *display) {
    GError *error = NULL;
    GdkGLContext *context = gdk_display_create_gl_context(display, &error);
    if (context == NULL) {
        g_clear_error(&error);
        return NULL;
    }
    char *renderer = NULL;
    if (gdk_gl_context_realize(context, &error)) {
        gdk_gl_context_make_current(context);
        /* epoxy aborts a call without a current context: asked only with one. */
        void *process = dlopen(NULL, RTLD_LAZY);
        if (gdk_gl_context_get_current() == context && process != NULL) {
            typedef const unsigned char *(*GetString)(unsigned int name);
            GetString *get_string = (GetString *)dlsym(process, "epoxy_glGetString");
            if (get_string != NULL && *get_string != NULL) {
                const unsigned char *name = (*get_string)(0x1F01 /* GL_RENDERER */);
                if (name != NULL) renderer = g_strdup((const char *)name);
            }
        }
        if (process != NULL) dlclose(process);
        gdk_gl_context_clear_current();
    }
    g_clear_error(&error);
    g_object_unref(context);
    return renderer;
}

/// Makes GSK give every window of `display` the renderer named `name`
/// ("cairo", "gl"), as GSK_RENDERER would but for this display alone: the
/// variable is inherited by the programs the app starts, this is not. GSK
/// reads the display's "gsk-renderer" data first, before GSK_RENDERER, on
/// every release from 4.0 (gskrenderer.c's get_renderer_for_display; seen
/// choosing cairo on 4.8.3 and 4.24.1 with GSK_RENDERER=gl set), so the app
/// sets it only when the user has not set the variable.
static inline void cgtk_display_set_renderer(GdkDisplay *display, const char *name) {
    g_object_set_data_full(G_OBJECT(display), "gsk-renderer", g_strdup(name), g_free);
}

#endif
