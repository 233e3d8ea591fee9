"""Reads the sanitizer logs of one `make test SANITIZE=address` run and fails
if any holds a finding: a memory error, a crash caught by AddressSanitizer, or
a leak not suppressed by scripts/asan/lsan.supp. Each finding's log is printed
whole (up to a limit; the file stays in the folder).

Usage: python3 scripts/asan/reports.py DIR   (DIR holds asan.PID files:
ASAN_OPTIONS=log_path=DIR/asan). Exit status 1 if any finding.

One report is set aside rather than failed: a log whose only leaks are
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
"""

import os
import re
import sys

LIMIT = 400  # lines printed per log; the rest is in the file
SIDE_TABLE = "formWeakReference"


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


def classify(text):
    """'error', 'side-tables' (set aside), or None (nothing: only suppression
    statistics or warnings)."""
    if re.search(r"ERROR: AddressSanitizer", text):
        return "error"
    if re.search(r"ERROR: LeakSanitizer", text):
        entries = leaks(text)
        if entries and all(kind == "Direct" and SIDE_TABLE in entry for kind, entry in entries):
            return "side-tables"
        return "error"
    if "ERROR:" in text:
        return "error"
    return None


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
        elif kind == "side-tables":
            set_aside.append(path)
    for path in set_aside:
        print(f"asan: {path}: only Swift weak-reference side tables of objects alive at exit (not a leak; see {__file__})")
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
