// GLib, GIO and GTK flag values spelled one way for GLib 2.74 to 2.90.
//
// GLib 2.88 marks its flags enums G_GNUC_FLAG_ENUM, so Swift imports them
// there as OptionSet structs whose members have other names, and the zero
// `_NONE` members disappear: `G_APPLICATION_NON_UNIQUE` compiles against
// GLib 2.74 and not against 2.90. The library uses these typed constants
// instead, which C spells the same on every release (an app keeps its own
// the same way). Values that are combined are combined here, so Swift never
// needs OR on a flags type.
#ifndef CGTK_FLAGS_H
#define CGTK_FLAGS_H

#include <gtk/gtk.h>

// GApplication
/// One instance: a second launch activates the first (G_APPLICATION_DEFAULT_FLAGS).
static const GApplicationFlags CGTK_APPLICATION_FLAGS_DEFAULT = (GApplicationFlags)0;

/// An application's flags: one instance (`unique`) or one per launch, and
/// whether the primary instance takes every launch's command line.
static inline GApplicationFlags cgtk_application_flags(gboolean unique, gboolean handles_command_line) {
    unsigned flags = 0;
    if (!unique) flags |= G_APPLICATION_NON_UNIQUE;
    if (handles_command_line) flags |= G_APPLICATION_HANDLES_COMMAND_LINE;
    return (GApplicationFlags)flags;
}

// GLib's log
/// A log handler's mask for criticals (programming errors reported), made
/// fatal or not (G_DEBUG=fatal-criticals): GLib hands a message to a
/// handler whose mask holds every flag of its level.
static const GLogLevelFlags CGTK_LOG_CRITICALS =
    (GLogLevelFlags)(G_LOG_LEVEL_CRITICAL | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION);

// GSignal
/// g_signal_connect_data's default: after no handler, swapped not.
static const GConnectFlags CGTK_CONNECT_DEFAULT = (GConnectFlags)0;

// GTK and GDK
/// A scroll controller that reports both axes.
static const GtkEventControllerScrollFlags CGTK_SCROLL_BOTH_AXES = GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES;

/// A scroll controller that reports the vertical axis only.
static const GtkEventControllerScrollFlags CGTK_SCROLL_VERTICAL = GTK_EVENT_CONTROLLER_SCROLL_VERTICAL;

/// gtk_widget_pick's default: sensitive, targetable widgets only. (Spelled
/// here: a test module that sees GTK through a re-export found no
/// GTK_PICK_DEFAULT on a clean build, its enum then owned by another module.)
static const GtkPickFlags CGTK_PICK_DEFAULT = GTK_PICK_DEFAULT;

/// Whether a key event's modifier state holds Shift.
static inline gboolean cgtk_modifiers_have_shift(GdkModifierType state) { return (state & GDK_SHIFT_MASK) != 0; }

/// Whether a key event's modifier state holds Alt.
static inline gboolean cgtk_modifiers_have_alt(GdkModifierType state) { return (state & GDK_ALT_MASK) != 0; }

#endif
