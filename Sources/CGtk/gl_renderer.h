// What OpenGL a display offers, asked before any window is realized, so the
// app can choose its windows' renderer (MedalCountKit's RendererChoice).
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

#endif
