/* The app's bundled files (stylesheet, pictures, icons, herbs' data) as a
 * GResource compiled into the binary, under /io/github/medalcount/MedalCount. */
#ifndef MEDAL_RESOURCES_H
#define MEDAL_RESOURCES_H

#include <gio/gio.h>

G_BEGIN_DECLS

/* Registers the bundle with GIO once (later calls do nothing), so that
 * `resource://` URIs, g_resources_lookup_data and GTK's *_from_resource
 * functions find its files. */
void medal_resources_register(void);

G_END_DECLS

#endif
