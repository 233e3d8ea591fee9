// librsvg (the GNOME SVG library) as a Swift module, for the tests' reference
// renderings; the app draws SVGs through CSvgPicture, which uses it from C.
#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
