"""What the walks of the examples (example*-check.py) share: their checks and
summary, the example's process and its window on the accessibility bus, and
a search of its accessibility tree."""

import subprocess
import sys

import pyatspi

from appdriver import bad_lines, children, extents, wait_for, wait_for_rest, xdotool

results = []


def check(what, ok, detail=""):
    """Prints PASS or FAIL for `what`, with `detail` on a failure."""
    results.append(bool(ok))
    print(("PASS " if ok else "FAIL ") + what + ("" if ok or not detail else f"  ({detail})"), flush=True)


def application(pid):
    """The accessibility bus's application of process `pid`, or None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def find(node, test, depth=0):
    """The first node under `node` (itself included) that `test` accepts."""
    if node is None or depth > 40:
        return None
    if test(node):
        return node
    for child in children(node):
        found = find(child, test, depth + 1)
        if found is not None:
            return found
    return None


def rest(find_node, at=None, timeout=10.0, span=None):
    """Where the node `find_node()` gives comes to rest, as `extents` gives
    it (window coordinates), once `at` (a test of that Rect: the rest
    position, when it is known) accepts it and it stopped moving
    (appdriver.wait_for_rest); None if it does not by `timeout`. A wait for
    what the walk checks next, instead of a fixed sleep a slow machine
    outlasts."""
    def place():
        node = find_node()
        return extents(node) if node is not None else None
    options = {} if span is None else {"span": span}
    return wait_for_rest(place, until=at, timeout=timeout, **options)


def start(binary):
    """Starts the example; its process, its X window and its application on
    the bus (either None if it never came)."""
    process = subprocess.Popen([binary], stderr=subprocess.PIPE, text=True)
    window = wait_for(lambda: (xdotool("search", "--onlyvisible", "--pid", process.pid, check=False).split() or [None])[0], 30)
    app = wait_for(lambda: application(process.pid), 30)
    return process, window, app


def stop(process):
    """Ends the example; what it printed on standard error."""
    if process.poll() is None:
        process.terminate()
    return process.communicate(timeout=20)[1] or ""


def finish(errors):
    """Checks the example printed no GTK or GLib warning, prints the summary
    and exits with the walk's status."""
    bad = bad_lines(errors.splitlines())
    check("no GTK or GLib warnings" + (f": {bad}" if bad else ""), not bad)
    print(f"{sum(results)} passed, {len(results) - sum(results)} failed")
    sys.exit(0 if all(results) else 1)
