"""Reads the sanitizer logs of one `make test SANITIZE=address` run and fails
if any holds a finding: a memory error, a crash caught by AddressSanitizer, or
a leak not suppressed by scripts/asan/lsan.supp. Each finding's log is printed
whole (up to a limit; the file stays in the folder).

Usage: python3 scripts/asan/reports.py DIR   (DIR holds asan.PID files:
ASAN_OPTIONS=log_path=DIR/asan). Exit status 1 if any finding.

Three kinds of leak are set aside rather than failed, each alone in a log
or with the others, never with anything else. First, a log whose only leaks are
*direct* leaks of Swift weak-reference side tables (allocated in
swift::RefCounts<...>::formWeakReference). Swift keeps the pointer to an
object's side table in the object's reference count, shifted and tagged, where
LeakSanitizer cannot see it; once the last weak variable is gone, the side
table of an object that is still alive at exit looks unreferenced, although
the object and everything it holds are reachable. A real leak never looks like
that alone: if the object itself is leaked, it is reported too (the side table
points to it), so the log has other leaks and fails, side tables included.
Suppressing formWeakReference in lsan.supp instead would hide leaked cycles
that hold a weakly referenced object (LeakSanitizer forgives what a suppressed
block points to), so it is done here.
Second, GIO's module object
for its dconf settings backend, one direct leak of 96 bytes (a GIOModule) and
one indirect leak of 58 bytes (its file name,
/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so), both allocated in
g_malloc with no caller LeakSanitizer can unwind through GLib. Valgrind's full
stack (`valgrind --leak-check=full` of the app started and quit with Ctrl+Q)
shows where it comes from: g_io_module_new in
g_io_modules_scan_all_in_directory_with_scope, from g_vfs_get_default, from
gtk_css_provider_load_from_resource in gtk_settings_get_for_display, inside
gtk_init: GTK's start-up, once per process, before any code of ours runs. It
appeared in every app process on this machine on 2026-12-01 with the same
sources that had none the day before (the cause is not understood). Anything
of ours leaked alongside adds entries, and the log fails (Swift side tables,
set aside as above, may share the log).
Third, Mesa's 128-byte block of lsan.supp's swrast_dri.so entry (one direct
leak, allocated in realloc) when its only caller is an unloaded module. Our
own code is never unloaded, so a block of ours always names our module and
cannot take this shape; any unloaded module's block would. GTK 4.8 tries EGL first as it opens an X11 display: EGL
loads the driver, which allocates the block, and unloads it when GTK turns to
GLX, which loads the driver again (seen with gdb: dlclose from libEGL_mesa in
gdk_display_prepare_gl). The block's caller is an address of the first
mapping: where the second lands at the same address, LeakSanitizer names
swrast_dri.so (+0xbfed5 on Debian 12's Mesa 22.3.6) and the suppression
matches; where it lands elsewhere, it names no module. Both were seen in one
run of `make test SANITIZE=address` here (1 process in 28 the second way).
"""

import os
import re
import sys

LIMIT = 400  # lines printed per log; the rest is in the file
SIDE_TABLE = "formWeakReference"
GIO_MODULE = [("Direct", 96), ("Indirect", 58)]


def leaks(text):
    """The leak entries of a LeakSanitizer report: (kind, entry text)."""
    parts = re.split(r"\n(?=(?:Direct|Indirect) leak of )", text)
    found = []
    for part in parts:
        match = re.match(r"(Direct|Indirect) leak of ", part)
        if match:
            entry = part.split("\n\n")[0]
            found.append((match.group(1), entry))
    return found


def gio_module(entries):
    """GIO's dconf module object and its file name among the leaks, if both
    are there: each one block allocated in g_malloc with nothing else on the
    stack. Returns (the two, the rest)."""
    found, rest = [], []
    for kind, entry in entries:
        match = re.match(r"(?:Direct|Indirect) leak of (\d+) byte\(s\) in 1 object\(s\)", entry)
        frames = re.findall(r"^\s+#\d+ .*$", entry, re.M)
        names = re.findall(r"^\s+#\d+ \S+ in (\S+)", entry, re.M)
        shape = (kind, int(match.group(1))) if match else None
        if shape in GIO_MODULE and len(frames) == 2 and names == ["malloc", "g_malloc"] and shape not in [s for s, _ in found]:
            found.append((shape, (kind, entry)))
        else:
            rest.append((kind, entry))
    if sorted(shape for shape, _ in found) != sorted(GIO_MODULE):
        return [], entries
    return [entry for _, entry in found], rest


def unloaded_mesa_block(entries):
    """Mesa's 128-byte block among the leaks, if it is there: one direct
    leak allocated in realloc whose only caller is a module unloaded before
    the check (every frame of its stack is one of those two). Returns (it,
    the rest)."""
    for index, (kind, entry) in enumerate(entries):
        frames = re.findall(r"^\s+#\d+ .*$", entry, re.M)
        if (
            kind == "Direct"
            and entry.startswith("Direct leak of 128 byte(s) in 1 object(s)")
            and len(frames) == 2
            and re.search(r" in realloc( |$)", frames[0])
            and frames[1].rstrip().endswith("(<unknown module>)")
        ):
            return [(kind, entry)], entries[:index] + entries[index + 1:]
    return [], entries


def classify(text):
    """'error'; or what was set aside, a list of 'side-tables', 'gio-module'
    and 'mesa-block' (each once at most, and only when nothing else is in
    the log); or None (nothing: only suppression statistics or warnings)."""
    if re.search(r"ERROR: AddressSanitizer", text):
        return "error"
    if re.search(r"ERROR: LeakSanitizer", text):
        entries = leaks(text)
        rest = [(kind, entry) for kind, entry in entries if not (kind == "Direct" and SIDE_TABLE in entry)]
        aside = ["side-tables"] if len(rest) < len(entries) else []
        for name, take in (("gio-module", gio_module), ("mesa-block", unloaded_mesa_block)):
            taken, rest = take(rest)
            if taken:
                aside.append(name)
        if entries and not rest:
            return aside
        return "error"
    if "ERROR:" in text:
        return "error"
    return None


WHAT = {
    "side-tables": "Swift weak-reference side tables of objects alive at exit (not a leak)",
    "gio-module": "GIO's dconf module object from GTK's start-up",
    "mesa-block": "Mesa's driver block, its driver unloaded after GTK's EGL attempt",
}


def main():
    folder = sys.argv[1]
    names = sorted(n for n in os.listdir(folder) if n.startswith("asan.")) if os.path.isdir(folder) else []
    failed, set_aside = [], []
    for name in names:
        path = os.path.join(folder, name)
        with open(path, errors="replace") as f:
            text = f.read()
        kind = classify(text)
        if kind == "error":
            failed.append((path, text))
        elif kind:
            set_aside.append((path, kind))
    for path, kinds in set_aside:
        print(f"asan: {path}: only " + "; ".join(WHAT[k] for k in kinds) + f" (see {__file__})")
    for path, text in failed:
        lines = text.strip("\n").splitlines()
        print(f"\n==== AddressSanitizer report {path} ({len(lines)} lines)")
        print("\n".join(lines[:LIMIT]))
        if len(lines) > LIMIT:
            print(f"... {len(lines) - LIMIT} more lines in {path}")
        summary = [line for line in lines if line.startswith("SUMMARY:")]
        if summary and len(lines) > LIMIT:
            print(summary[-1])
    print(f"asan: {len(names)} sanitizer log(s) in {folder}: {len(failed)} with findings, {len(set_aside)} set aside")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
