// The app's GLib, GIO and GTK flag values, spelled one way for GLib 2.74 to
// 2.90 (see GtkStage's CGtk/flags.h for why: GLib 2.88 imports its flags
// enums into Swift as OptionSet structs, and the zero members disappear).
#ifndef CMEDALCOUNT_APP_FLAGS_H
#define CMEDALCOUNT_APP_FLAGS_H

#include <gtk/gtk.h>

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

/// Whether a key event's modifier state holds none of Shift, Control, Alt, Super and Meta.
static inline gboolean cgtk_modifiers_are_plain(GdkModifierType state) {
    return (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK)) == 0;
}

#endif
