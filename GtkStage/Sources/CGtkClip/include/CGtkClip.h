/* The CGtkClip module's umbrella header: every header of the module, named.
 * With an umbrella header SwiftPM's module map names this file rather than
 * the include folder, and clang checks a cached module against the files it
 * names: a header added here rebuilds the module in every package that
 * depends on GtkStage. Against a folder, clang kept an adopter's cached
 * module without the new header's functions. */
#ifndef CGTKCLIP_H
#define CGTKCLIP_H

#include "clip_bin.h"
#include "shade.h"
#include "choice_box.h"

#endif
