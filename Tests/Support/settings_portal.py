"""A stand-in for the desktop's Settings portal, for tests: owns
org.freedesktop.portal.Desktop on the session bus it is given and answers
ReadOne and Read for org.freedesktop.appearance color-scheme and contrast.

    settings_portal.py COLOR_SCHEME CONTRAST [--no-read-one]

A line "KEY VALUE" on stdin changes a value and emits SettingChanged; it
prints "ready" once it owns the name. --no-read-one answers only Read, as
portals before version 2 do."""

import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
NAMESPACE = "org.freedesktop.appearance"
PATH = "/org/freedesktop/portal/desktop"
values = {"color-scheme": int(sys.argv[1]), "contrast": int(sys.argv[2])}
read_one = "--no-read-one" not in sys.argv


def call(connection, sender, path, interface, method, parameters, invocation):
    namespace, key = parameters.unpack()
    if namespace != NAMESPACE or key not in values or (method == "ReadOne" and not read_one):
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", f"{method} {namespace} {key}")
        return
    value = GLib.Variant("u", values[key])
    # ReadOne gives the value in a variant; Read, as old portals did, in a variant in a variant.
    invocation.return_value(GLib.Variant("(v)", (value if method == "ReadOne" else GLib.Variant("v", value),)))


bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
bus.register_object(PATH, Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0], call, None, None)


def owned(*_):
    print("ready", flush=True)


def line(channel, condition):
    text = channel.readline()
    if not text:
        loop.quit()
        return False
    key, value = text.split()
    values[key] = int(value)
    bus.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                    GLib.Variant("(ssv)", (NAMESPACE, key, GLib.Variant("u", values[key]))))
    bus.flush_sync(None)
    return True


Gio.bus_own_name_on_connection(bus, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, owned, None)
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.IO_IN | GLib.IO_HUP, line)
loop = GLib.MainLoop()
loop.run()
