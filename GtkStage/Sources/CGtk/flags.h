// GLib, GIO and GTK flag values spelled one way for GLib 2.74 to 2.90.
//
// GLib 2.88 marks its flags enums G_GNUC_FLAG_ENUM, so Swift imports them
// there as OptionSet structs whose members have other names, and the zero
// `_NONE` members disappear: `G_APPLICATION_NON_UNIQUE` compiles against
// GLib 2.74 and not against 2.90. The app and the tests use these typed
// constants instead, which C spells the same on every release. Values that
// are combined are combined here, so Swift never needs OR on a flags type.
#ifndef CGTK_FLAGS_H
#define CGTK_FLAGS_H

#include <gtk/gtk.h>

// GApplication
/// One instance: a second launch activates the first (G_APPLICATION_DEFAULT_FLAGS).
static const GApplicationFlags CGTK_APPLICATION_FLAGS_DEFAULT = (GApplicationFlags)0;
/// The app handles its command line in the primary instance.
static const GApplicationFlags CGTK_APPLICATION_FLAGS_COMMAND_LINE = G_APPLICATION_HANDLES_COMMAND_LINE;
/// The same, and every launch is its own instance (tests, benchmarks).
static const GApplicationFlags CGTK_APPLICATION_FLAGS_COMMAND_LINE_NON_UNIQUE =
    (GApplicationFlags)(G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_NON_UNIQUE);

// GOption (GOptionEntry.flags is a plain gint)
/// An option left out of --help.
static const gint CGTK_OPTION_FLAG_HIDDEN = G_OPTION_FLAG_HIDDEN;

// GSignal
/// g_signal_connect_data's default: after no handler, swapped not.
static const GConnectFlags CGTK_CONNECT_DEFAULT = (GConnectFlags)0;

// GResource
/// No lookup flags.
static const GResourceLookupFlags CGTK_RESOURCE_LOOKUP_NONE = (GResourceLookupFlags)0;

// GDBus
/// No call flags.
static const GDBusCallFlags CGTK_DBUS_CALL_NONE = (GDBusCallFlags)0;
/// A call that does not start the service if it is not running.
static const GDBusCallFlags CGTK_DBUS_CALL_NO_AUTO_START = G_DBUS_CALL_FLAGS_NO_AUTO_START;
/// No signal subscription flags.
static const GDBusSignalFlags CGTK_DBUS_SIGNAL_NONE = (GDBusSignalFlags)0;
/// A client connection to a message bus (a private bus in tests).
static const GDBusConnectionFlags CGTK_DBUS_CONNECTION_MESSAGE_BUS_CLIENT =
    (GDBusConnectionFlags)(G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION);

// GFile tests and subprocesses
/// g_file_test: the path is a folder.
static const GFileTest CGTK_FILE_TEST_IS_DIR = G_FILE_TEST_IS_DIR;

/// A subprocess whose standard output is read.
static const GSubprocessFlags CGTK_SUBPROCESS_STDOUT_PIPE = G_SUBPROCESS_FLAGS_STDOUT_PIPE;
/// A subprocess whose standard input is written and standard output read.
static const GSubprocessFlags CGTK_SUBPROCESS_STDIN_STDOUT_PIPES =
    (GSubprocessFlags)(G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
/// A subprocess whose standard output and error go nowhere.
static const GSubprocessFlags CGTK_SUBPROCESS_SILENCED =
    (GSubprocessFlags)(G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);

// GLib's log
/// The levels of a warning or worse: errors, criticals and warnings.
static const GLogLevelFlags CGTK_LOG_LEVELS_WARNING_OR_WORSE =
    (GLogLevelFlags)(G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);

// GTK and GDK
/// A scroll controller that reports both axes.
static const GtkEventControllerScrollFlags CGTK_SCROLL_BOTH_AXES = GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES;
/// A scroll controller that reports the vertical axis only.
static const GtkEventControllerScrollFlags CGTK_SCROLL_VERTICAL = GTK_EVENT_CONTROLLER_SCROLL_VERTICAL;
/// gtk_widget_pick's default: sensitive, targetable widgets only. (Spelled
/// here: a test module that sees GTK through a re-export found no
/// GTK_PICK_DEFAULT on a clean build, its enum then owned by another module.)
static const GtkPickFlags CGTK_PICK_DEFAULT = GTK_PICK_DEFAULT;
/// Whether `widget` is marked `:active` (pressed, or holding a pressed child).
static inline gboolean cgtk_widget_is_active(GtkWidget *widget) {
    return (gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_ACTIVE) != 0;
}
/// Whether a key event's modifier state holds Shift.
static inline gboolean cgtk_modifiers_have_shift(GdkModifierType state) { return (state & GDK_SHIFT_MASK) != 0; }
/// Whether a key event's modifier state holds Alt.
static inline gboolean cgtk_modifiers_have_alt(GdkModifierType state) { return (state & GDK_ALT_MASK) != 0; }
/// Whether a key event's modifier state holds none of Shift, Control, Alt, Super and Meta.
static inline gboolean cgtk_modifiers_are_plain(GdkModifierType state) {
    return (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)) == 0;
}

#endif
