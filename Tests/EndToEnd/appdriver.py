"""Drives one running MedalCount process from outside, for Tests/EndToEnd/e2e.py and
Tests/EndToEnd/monkey.py: xdotool for the pointer, XTEST (python-xlib) for keys, AT-SPI (pyatspi) for what is on
screen, ImageMagick's `import` for pixels.

The window is found with xdotool by the process id, and the accessible tree
by the same id. The app's stderr is read as it comes, timestamped, so a
warning can be placed among the events that caused it. Every AT-SPI call may
meet a tree that changed under it: the helpers give a default (None, "",
False) for a node that went away.

What differs between the releases the app runs on (GTK 4.8, 4.18 and 4.24,
at-spi2-core 2.46 to 2.62, Xvfb 21.1.7 to 21.1.25) is handled here, each in
one place: role() names a node's role by its number; name() reads a menu
item's name where GTK 4.18+ gives it by a labelled-by relation;
App.to_screen() places window coordinates on the screen from an origin it
measures; Keyboard presses keys by keycode; App._place_on_screen() and
App.at_least_minimum() do what a window manager would; and GTK_OWN_WARNINGS
lists, by release, the warnings GTK prints whatever the app does. The app's own layout rules that the checks measure against (the
panels' two thirds, the compact height) are defined once, below."""

import collections
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

import pyatspi
from Xlib import X, XK
from Xlib import display as xdisplay
from Xlib.error import XError
from Xlib.ext import xtest

# ---------------------------------------------------------------- warnings

# What the app must never print: GLib's log lines of level warning and worse
# ("(MedalCount:123): Gtk-CRITICAL **: ..."), and the runtime's fatal errors.
BAD_LINE = re.compile(r"(WARNING|CRITICAL|ERROR) \*\*|Fatal error|^\*\*$|assertion .* failed")

# Warnings GTK prints by itself, whatever the app does, each with the GTK
# releases it is printed on: a plain GTK program of a few lines prints it
# just the same there. The drivers set these aside, and only these, when they
# fail a run on any warning of the app's.
GTK_OWN_WARNINGS = (
    # GTK 4.24 on X11 with no window manager: resize a window, then open a
    # popover (a GtkWindow holding a GtkMenuButton with a menu model,
    # `xdotool windowsize`, F10 through XTEST: three runs in three). Not on
    # GTK 4.8 or 4.18.
    ((4, 24), "gdk_frame_timings_submitted() called on submitted frame."),
)


def gtk_version():
    """The GTK 4 the app runs with here, as (major, minor) (from pkg-config)."""
    global _gtk_version
    if _gtk_version is None:
        text = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True).stdout
        _gtk_version = tuple(int(part) for part in (text.strip().split(".") + ["0", "0"])[:2])
    return _gtk_version


_gtk_version = None


def bad_lines(lines):
    """The lines of `lines` (stderr lines, or (time, line) pairs) that say
    something went wrong: BAD_LINE, less GTK_OWN_WARNINGS of this GTK."""
    def text(line):
        return line[1] if isinstance(line, tuple) else line
    own = [message for since, message in GTK_OWN_WARNINGS if gtk_version() >= since]
    return [line for line in lines
            if BAD_LINE.search(text(line)) and not any(message in text(line) for message in own)]


# ---------------------------------------------------------------- the keyboard

class Keyboard:
    """Real key presses through XTEST, each key by its keycode, with exactly
    the modifiers asked for. `xdotool key` picks modifiers from the keysym's
    place in the keymap, and on Debian 13 and sid (Xvfb 21.1.16+) it holds
    Alt for F10 (the key's fifth level, Ctrl+Alt+F10, switches consoles):
    the app saw Alt+F10, and F10 never opened the main menu."""

    MODIFIERS = {"ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L", "shift": "Shift_L",
                 "super": "Super_L"}

    def __init__(self):
        self.display = xdisplay.Display()

    def _keycodes(self, combo):
        """The keycodes to hold, in order, for one combination ("ctrl+q")."""
        names = combo.split("+")
        codes = []
        for name in names[:-1]:
            modifier = self.MODIFIERS.get(name.lower())
            if modifier is None:
                raise ValueError(f"{combo!r}: {name!r} is not a modifier")
            codes.append(self.display.keysym_to_keycode(XK.string_to_keysym(modifier)))
        keysym = XK.string_to_keysym(names[-1])
        if keysym == X.NoSymbol:
            raise ValueError(f"{combo!r}: no key is called {names[-1]!r}")
        keycode = self.display.keysym_to_keycode(keysym)
        if keycode == 0:
            raise ValueError(f"{combo!r}: the keymap has no {names[-1]!r}")
        # A keysym on the shifted level ("question", "Q") needs Shift held.
        if self.display.keycode_to_keysym(keycode, 0) != keysym and \
                self.display.keycode_to_keysym(keycode, 1) == keysym:
            shift = self.display.keysym_to_keycode(XK.string_to_keysym("Shift_L"))
            if shift not in codes:
                codes.append(shift)
        codes.append(keycode)
        return codes

    def press(self, keys, focus=None):
        """Presses each space-separated combination of `keys` in turn; with
        `focus` (an X window id), that window gets the keyboard focus first,
        as a click would give it (there is no window manager)."""
        if focus is not None:
            try:
                window = self.display.create_resource_object("window", focus)
                window.set_input_focus(X.RevertToPointerRoot, X.CurrentTime)
                self.display.sync()
            except XError as error:
                raise RuntimeError(f"window {focus} cannot take the keyboard focus: {error}") from error
        for combo in keys.split():
            codes = self._keycodes(combo)
            for code in codes:
                xtest.fake_input(self.display, X.KeyPress, code)
            for code in reversed(codes):
                xtest.fake_input(self.display, X.KeyRelease, code)
            self.display.sync()
            time.sleep(0.02)  # a person's pace between keys (input timing)


_keyboard = None


def keyboard():
    """The one Keyboard of this process (one X connection)."""
    global _keyboard
    if _keyboard is None:
        _keyboard = Keyboard()
    return _keyboard


# ---------------------------------------------------------------- the app's rules

# A slide-in panel covers two thirds of the stage along its axis, rounded to a
# whole pixel: SlideInGeometry.coverage and SlideInGeometry.extent(of:) in
# Sources/MedalCountKit/Policy/SlideInGeometry.swift.
PANEL_COVERAGE = 2.0 / 3.0
# A stage shorter than this is compact height (the medal table adapts there):
# TraitCollection.compactHeightLimit in GtkStage/Sources/Presentation/TraitCollection.swift.
COMPACT_HEIGHT = 480


def panel_extent(length):
    """A panel's length along its axis in a stage `length` long: two thirds,
    rounded half away from zero as Swift's `rounded()` does (Python's
    round() would round half to even)."""
    return int(length * PANEL_COVERAGE + 0.5)


# ---------------------------------------------------------------- roles

# The role AT-SPI calls ATSPI_ROLE_PUSH_BUTTON up to at-spi2-core 2.46 and
# ATSPI_ROLE_BUTTON from 2.56: renamed, with the same number (43). pyatspi
# 2.46 spells it ROLE_PUSH_BUTTON; one that follows the rename may not.
_BUTTON = getattr(pyatspi, "ROLE_BUTTON", None) or pyatspi.ROLE_PUSH_BUTTON

# The roles these scripts look for (and panels, most of any tree), by their
# number in the AT-SPI protocol (what Accessible.getRole() returns, the same
# on every release), under the one name the scripts use for each. getRoleName() is not compared anywhere:
# it spells role 43 "push button" with at-spi2-core 2.46 (Debian 12) and
# "button" from 2.56 (Debian 13 and sid).
ROLES = {int(number): spelled for number, spelled in (
    (pyatspi.ROLE_APPLICATION, "application"),
    (pyatspi.ROLE_FRAME, "frame"),
    (pyatspi.ROLE_DIALOG, "dialog"),
    (pyatspi.ROLE_PANEL, "panel"),
    (_BUTTON, "button"),
    (pyatspi.ROLE_LABEL, "label"),
    (pyatspi.ROLE_LINK, "link"),
    (pyatspi.ROLE_IMAGE, "image"),
    (pyatspi.ROLE_LIST, "list"),
    (pyatspi.ROLE_LIST_ITEM, "list item"),
    (pyatspi.ROLE_TABLE, "table"),
    (pyatspi.ROLE_TREE_TABLE, "tree table"),
    (pyatspi.ROLE_TABLE_ROW, "table row"),
    (pyatspi.ROLE_TABLE_CELL, "table cell"),
    # GTK reports its column-header role as a filler (gtkatspiutils.c maps
    # it to nothing); a release that maps it may use either AT-SPI role.
    (pyatspi.ROLE_COLUMN_HEADER, "column header"),
    (pyatspi.ROLE_TABLE_COLUMN_HEADER, "column header"),
    (pyatspi.ROLE_SCROLL_PANE, "scroll pane"),
    (pyatspi.ROLE_MENU, "menu"),
    # A menu's check and radio items: GTK 4.18+ reports them all as menu
    # items with a "checkable" state.
    (pyatspi.ROLE_MENU_ITEM, "menu item"),
    (pyatspi.ROLE_CHECK_MENU_ITEM, "menu item"),
    (pyatspi.ROLE_RADIO_MENU_ITEM, "menu item"),
    (pyatspi.ROLE_POPUP_MENU, "popup menu"),
)}


def role(node, strict=False):
    """`node`'s role under the name ROLES gives it, the same on every
    at-spi2-core release (a role not listed there as AT-SPI spells it, for
    messages). For a node that went away: "", or the error when `strict`."""
    def read():
        return ROLES.get(int(node.getRole())) or node.getRoleName()
    return read() if strict else safe(read, "")


def _known_role(spelled):
    """`spelled` if it is one of ROLES' names (or None): a role asked for by
    another name (an at-spi2-core spelling such as "push button") would
    never match, so it is an error at once rather than a search that finds
    nothing."""
    if spelled is not None and spelled not in ROLES.values():
        raise ValueError(f"{spelled!r} is not a role name of appdriver.ROLES ({', '.join(ROLES.values())})")
    return spelled


# ---------------------------------------------------------------- waiting, input, pixels

def wait_for(predicate, timeout=10.0, interval=0.05):
    """Polls `predicate` until it is truthy or `timeout` passes; returns its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


# How long a value must stay the same, and over how many polls, for
# wait_for_rest to call it at rest: some 18 frames at 60 a second, and
# several even when a loaded machine draws one in 50 ms. Each poll of the
# accessible tree is answered by the app's main loop, the one that draws the
# frames, so polls answered over this span are frames the app had time to
# draw: a panel still moving would have moved.
REST_SPAN = 0.3
REST_POLLS = 5


def wait_for_rest(read, until=None, timeout=10.0, span=REST_SPAN, polls=REST_POLLS, interval=0.05):
    """Waits for something the app animates to come to rest, instead of a
    fixed sleep that a slow machine outlasts: polls `read` until it gives a
    value (not None) that `until` accepts, when given, and that stays the
    same for `polls` polls in a row spanning `span` seconds. Returns that
    value, or None when nothing came to rest so by `timeout` (a check that
    follows then fails on it, never hangs).

    Where the rest is known, say so in `until` (a panel's edge at the
    window's): a transition may hold still at its start until its first
    frame, which on a loaded machine comes late, and a spring passes
    through its rest on the way. Where it is not known, `until` should at
    least tell the value from the one before the input (a height other than
    the last), for the same reason. A "nothing happens" check passes a
    longer `span`: how long the app is given to do the wrong thing."""
    deadline = time.monotonic() + timeout
    value, since, count = None, 0.0, 0
    while True:
        now = time.monotonic()
        current = read()
        if current is not None and (until is None or until(current)):
            if count and current == value:
                count += 1
                if count >= polls and now - since >= span:
                    return current
            else:
                value, since, count = current, now, 1
        else:
            value, count = None, 0
        if now > deadline:
            return None
        time.sleep(interval)


def holds(predicate, timeout=10.0, span=REST_SPAN):
    """Whether `predicate` comes to hold and keeps holding for `span`
    seconds (wait_for_rest of a truth) by `timeout`: a state the app
    reaches at the end of a transition, not one it passes through."""
    return bool(wait_for_rest(lambda: bool(predicate()), until=bool, timeout=timeout, span=span))


def samples(read, seconds, interval=0.05):
    """Every value `read` gives, polled for `seconds`: for a check that
    something stays as it is all along (a fixed time on purpose: the time
    the app is given to do the wrong thing)."""
    seen = []
    deadline = time.monotonic() + seconds
    while True:
        seen.append(read())
        if time.monotonic() > deadline:
            return seen
        time.sleep(interval)


def xdotool(*args, check=True):
    """Runs xdotool with `args`; its output. A failure raises RuntimeError unless not `check`."""
    result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True)
    if check and result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")
    return result.stdout.strip()


def screen_size():
    """The X screen's (width, height) in device pixels."""
    width, height = xdotool("getdisplaygeometry").split()
    return int(width), int(height)


def screenshot(path):
    """Saves the whole screen to `path` (its extension names the format: .png
    to keep, .ppm for Image) and returns `path`."""
    subprocess.run(["import", "-window", "root", "-depth", "8", path], check=True, capture_output=True)
    return path


class Image:
    """A screenshot saved as a PPM, read into RGB bytes, for many looks at
    one screen without a process for each."""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        # P6\n<w> <h>\n<max>\n<bytes>; no comments in what ImageMagick writes.
        fields = []
        index = 0
        while len(fields) < 4:
            while data[index:index + 1].isspace():
                index += 1
            start = index
            while not data[index:index + 1].isspace():
                index += 1
            fields.append(data[start:index])
        self.width, self.height = int(fields[1]), int(fields[2])
        self.pixels = data[index + 1:]
        if int(fields[3]) > 255:  # 16 bits a sample: keep the high bytes
            self.pixels = self.pixels[0::2]

    def mean_color(self, x0, y0, x1, y1):
        """The mean RGB of the pixels in [x0, x1) x [y0, y1) (clipped to the screen)."""
        x0, y0 = max(0, int(x0)), max(0, int(y0))
        x1, y1 = min(self.width, max(x0 + 1, int(x1))), min(self.height, max(y0 + 1, int(y1)))
        totals, count = [0, 0, 0], 0
        for row in range(y0, y1):
            start = (row * self.width + x0) * 3
            line = self.pixels[start:start + (x1 - x0) * 3]
            for channel in range(3):
                totals[channel] += sum(line[channel::3])
            count += x1 - x0
        return tuple(t / max(count, 1) for t in totals)


def wait_for_still_pixels(box, timeout=10.0, span=REST_SPAN, shots=3, changed_from=None, app=None):
    """Waits until the pixels of `box` (x, y, width, height on screen) stop
    changing: the same in `shots` screenshots in a row spanning `span`
    seconds, and, with `changed_from` (a PPM screenshot taken before the
    input), other than there (a fade that has not begun yet is still too).
    For what AT-SPI does not show: a fade (opacity), a picture drawn off the
    main thread, the frame that follows a transition's end. With `app`
    (an App), each shot follows a call its main loop answers, so still
    shots are frames the app had time to draw, not a stalled app's.
    Returns whether they did by `timeout`."""
    x, y, w, h = (int(v) for v in box)

    def crop(image):
        x0, x1 = max(0, x), min(image.width, x + w)
        return [image.pixels[(row * image.width + x0) * 3:(row * image.width + x1) * 3]
                for row in range(max(0, y), min(image.height, y + h))]
    earlier = crop(Image(changed_from)) if changed_from else None
    path = tempfile.NamedTemporaryFile(prefix="appdriver-", suffix=".ppm", delete=False).name
    try:
        deadline = time.monotonic() + timeout
        last, since, count = None, 0.0, 0
        while True:
            now = time.monotonic()
            if app is not None:
                extents(app.frame)  # a call the app's main loop answers (never cached)
            rows = crop(Image(screenshot(path)))
            if rows == earlier:
                last, count = None, 0
            elif rows == last:
                count += 1
                if count >= shots and now - since >= span:
                    return True
            else:
                last, since, count = rows, now, 1
            if now > deadline:
                return False
            time.sleep(0.05)
    finally:
        os.unlink(path)


def pixel(path, x, y):
    """The RGB of one pixel of a saved screenshot, through ImageMagick."""
    text = subprocess.run(["convert", path, "-crop", f"1x1+{x}+{y}", "-depth", "8", "txt:-"],
                          check=True, capture_output=True, text=True).stdout
    inside = text.splitlines()[1].split("(")[1].split(")")[0]
    return tuple(int(float(v)) for v in inside.split(",")[:3])


def region_difference(first, second, box):
    """RMSE (0..1) between the same box (x, y, width, height on screen) of two screenshots."""
    x, y, w, h = box
    crop = f"{w}x{h}+{x}+{y}"
    result = subprocess.run(["compare", "-metric", "RMSE", f"{first}[{crop}]", f"{second}[{crop}]", "null:"],
                            capture_output=True, text=True)
    text = result.stderr.strip()
    return float(text.split("(")[1].split(")")[0]) if "(" in text else 1.0


def brightness(rgb):
    return sum(rgb) / 3


# ---------------------------------------------------------------- the accessible tree

# An AT-SPI extent: (x, y, width, height), in logical pixels.
Rect = collections.namedtuple("Rect", "x y width height")


def safe(function, default=None):
    """Calls `function`; an accessible that vanished mid-call gives `default`."""
    try:
        return function()
    except Exception:
        return default


def visible(node):
    return safe(lambda: node.getState().contains(pyatspi.STATE_VISIBLE), False)


def focused(node):
    return safe(lambda: node.getState().contains(pyatspi.STATE_FOCUSED), False)


def extents(node):
    """`node`'s Rect in window coordinates as AT-SPI reports them (what
    those count from differs between releases: see App.to_screen), or None."""
    def read():
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return Rect(ext.x, ext.y, ext.width, ext.height)
    return safe(read)


def children(node, strict=False):
    """`node`'s children that are there; [] for a node that went away, or the error when `strict`."""
    listed = list(node) if strict else (safe(lambda: list(node), []) or [])
    return [child for child in listed if child is not None]


def name(node):
    """`node`'s accessible name: its own name or, for a menu item without
    one, the text of what it is labelled by, as a screen reader computes it.
    GTK 4.8 names a menu's items; GTK 4.18+ leaves their name empty and
    points at their label with a labelled-by relation instead. (Only menu
    items: one more round trip for every unnamed panel would slow the walks.)"""
    own = safe(lambda: node.name, "") or ""
    if own or role(node) != "menu item":  # (one round trip less for the many unnamed panels)
        return own
    def labels():
        for relation in node.getRelationSet():
            if relation.getRelationType() != pyatspi.RELATION_LABELLED_BY:
                continue
            for index in range(relation.getNTargets()):
                target = relation.getTarget(index)
                text = target.name or safe(lambda: target.queryText().getText(0, -1), "")
                if text:
                    yield text
    return " ".join(safe(lambda: list(labels()), []))


def titled(named, title):
    """Whether a presentation named `named` has the title `title`: named so,
    or, for one that names what it shows after its title (the medal table:
    "Medal Count, London 2012"), `title`, a comma and more."""
    return named == title or named.startswith(title + ", ")


def walk(node, depth=0, limit=None, prune=(), strict=False):
    """Yields (depth, node) for `node` and its descendants, depth first (to
    `limit` levels), not entering the children of a node whose role is in
    `prune`. With `strict`, a node that goes away mid-walk raises instead of
    being passed over."""
    yield depth, node
    if (limit is not None and depth >= limit) or (prune and depth > 0 and role(node, strict) in prune):
        return
    for child in children(node, strict):
        yield from walk(child, depth + 1, limit, prune, strict)


# ---------------------------------------------------------------- the app

class App:
    """One running MedalCount process: its X window, its accessible tree
    (`root` the application, `frame` its first window, `header` the header
    bar, `stage` the window's content below it) and its stderr
    (`stderr_lines`, (monotonic time, line) pairs, also appended to
    `log_path`). Positions on screen are in device pixels, AT-SPI's in
    logical pixels: `scale` is the run's GDK_SCALE.

    Searches start at the application unless given a root, depth first, and
    do not enter the children of nodes whose role is in `prune` (every
    AT-SPI call is a round trip to the app: the monkey skips rows)."""

    def __init__(self, binary, args=(), env=None, cwd=None, log_path=None, scale=1, prune=()):
        self.args = tuple(args)
        self.scale = scale
        self.prune = prune
        self.log = open(log_path, "a") if log_path else None
        self._geometry = None
        self.header_height = None  # set last of all by _attach
        self.stderr_lines = []  # (monotonic time, line)
        self.quit_by_itself = False
        self.trouble = ""  # what the last look for the app on the accessibility bus met
        self.process = subprocess.Popen([binary, *args], stdout=self.log or subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, env=env, cwd=cwd, text=True, errors="replace")
        self._reader = threading.Thread(target=self._read_stderr, daemon=True)
        self._reader.start()
        try:
            self._attach()
        except BaseException:
            self.quit()  # no process left behind for the next one to meet
            raise

    def _attach(self):
        """Finds the window and the accessible tree, once the first layout is done."""
        self.window = wait_for(self._search, 30)
        if not self.window:
            raise RuntimeError("the MedalCount window never appeared")
        self.root = wait_for(self._accessible, 30)
        if not self.root:
            raise RuntimeError(f"MedalCount (pid {self.process.pid}) never appeared on the accessibility bus"
                               + ("" if self.alive() else f" (it exited: {self.process.returncode})")
                               + f"; {self.trouble}")
        self._place_on_screen()
        self.frame = wait_for(lambda: next((c for c in children(self.root) if role(c) == "frame"), None), 10)
        self.stage, self.header = self._parts()
        # Before its first layout the stage is not yet the window's width.
        if not wait_for(lambda: self._margin() is not None and 0 <= min(self._margin()) <= 64 * self.scale, 15):
            raise RuntimeError(f"the window never settled: margin {self._margin()}")
        self.margin = self._margin()
        geometry = self.geometry()
        stage = extents(self.stage)
        self.header_height = (geometry["HEIGHT"] - 2 * self.margin[1]) // self.scale - stage.height
        # Where the frame's top-left corner (inside the shadow) is in window
        # coordinates: the stage is as wide as the frame and at its bottom.
        self.origin = (stage.x, stage.y - self.header_height)

    def _place_on_screen(self):
        """Moves the window to the screen's top-left corner if it is not
        wholly on the screen, as a window manager would place it: GTK 4.24
        on X11 puts a right-to-left window at x = -999 when nothing places
        it (seen under Hebrew on Debian sid)."""
        g = self.geometry()
        width, height = screen_size()
        if g["X"] >= 0 and g["Y"] >= 0 and g["X"] + g["WIDTH"] <= width and g["Y"] + g["HEIGHT"] <= height:
            return
        xdotool("windowmove", self.window, 0, 0)
        if not wait_for(lambda: (lambda m: m["X"] >= 0 and m["Y"] >= 0)(self.geometry()), 5):
            raise RuntimeError(f"the window stays off the screen: {self.geometry()}")

    def _read_stderr(self):
        for line in self.process.stderr:
            self.stderr_lines.append((time.monotonic(), line.rstrip("\n")))
            if self.log:
                self.log.write(line)
                self.log.flush()

    def _search(self):
        windows = xdotool("search", "--onlyvisible", "--pid", self.process.pid, check=False).split()
        return windows[0] if windows else None

    def _accessible(self):
        try:
            listed = [a for a in pyatspi.Registry.getDesktop(0) if a is not None]
        except Exception as error:
            self.trouble = f"the desktop: {error}"
            return None
        self.trouble = f"{len(listed)} apps listed: {[safe(a.get_process_id) for a in listed]}"
        # Newest first: an app that has just quit may still be listed a moment.
        for app in reversed(listed):
            if safe(app.get_process_id) == self.process.pid and any(role(c) == "frame" for c in children(app)):
                return app
        return None

    def _margin(self):
        """The client-side decoration's shadow around the frame, in device
        pixels, the same each way: (X window width - stage width) / 2, as the
        stage is as wide as the frame. Not from the frame's own extents,
        which GTK 4.18+ gives as the whole surface, shadow included (GTK 4.8:
        the frame alone). None before the stage has a width."""
        geometry = safe(self.geometry)
        stage = extents(self.stage)
        if not geometry or not stage or stage.width <= 1:
            return None
        margin = (geometry["WIDTH"] - self.scale * stage.width) // 2
        return margin, margin

    def _parts(self):
        """The stage (the window's child) and the header bar, among the frame's children."""
        def split():
            parts = [c for c in children(self.frame) if extents(c)]
            if len(parts) < 2:
                return None
            parts.sort(key=lambda c: extents(c).y)
            return parts[-1], parts[0]  # the header is above the stage
        found = wait_for(split, 10)
        if not found:
            raise RuntimeError("no stage and header bar under the frame")
        return found

    def alive(self):
        return self.process.poll() is None

    def stderr_text(self):
        """Everything the app wrote on stderr so far."""
        return "".join(line + "\n" for _, line in self.stderr_lines)

    # ------------------------------------------------------------ where things are

    def geometry(self):
        """The X window's geometry (X, Y, WIDTH, HEIGHT, in device pixels), read now."""
        text = xdotool("getwindowgeometry", "--shell", self.window)
        return {key: int(value) for key, value in (line.split("=") for line in text.splitlines()) if key != "SCREEN"}

    def cached_geometry(self):
        """The X window's geometry as last read: only this driver moves or
        resizes the window (call forget_geometry after doing it another way)."""
        if self._geometry is None:
            self._geometry = self.geometry()
        return self._geometry

    def forget_geometry(self):
        self._geometry = None

    def to_screen(self, rect):
        """A Rect in window coordinates (an AT-SPI WINDOW_COORDS extent,
        logical pixels) on screen (device pixels): the one conversion.

        The frame is drawn `margin` inside the X window (the shadow of the
        client-side decoration around it), and window coordinates count from
        `origin`, where the frame's top-left corner is: (0, 0) on GTK 4.8;
        (-5, -5) on GTK 4.18 and 4.24, whose frame reports the whole surface,
        shadow included, and everything in it 5 px up and to the left of
        where it is drawn. Both are measured from the stage, as wide as the
        frame and at its bottom, never assumed. (The header bar's buttons are
        reported some 6 px further left on 4.18+; clicks at their middle
        still land on them.)"""
        g = self.cached_geometry()
        s = self.scale
        return Rect(g["X"] + self.margin[0] + s * (rect[0] - self.origin[0]),
                    g["Y"] + self.margin[1] + s * (rect[1] - self.origin[1]),
                    s * rect[2], s * rect[3])

    def rect(self, node):
        """`node`'s extents relative to the frame's top-left corner (logical
        pixels), the same on every release (see to_screen), or None."""
        ext = extents(node)
        if ext is None:
            return None
        return Rect(ext.x - self.origin[0], ext.y - self.origin[1], ext.width, ext.height)

    def frame_rect(self):
        """The frame, inside its shadow: (0, 0, width, height), from the X
        window's size."""
        g = self.cached_geometry()
        return Rect(0, 0, (g["WIDTH"] - 2 * self.margin[0]) // self.scale,
                    (g["HEIGHT"] - 2 * self.margin[1]) // self.scale)

    def rest(self, node, at=None, timeout=10.0, span=REST_SPAN):
        """Where `node` (a node, or a callable that finds it again at each
        poll) comes to rest, as App.rect gives it, once `at` (a test of the
        Rect: the rest position, when it is known) accepts it and it has
        stopped moving (wait_for_rest); None if it is not there and still
        by `timeout`, or not there at all. AT-SPI's extents follow a panel
        or a sheet as it moves (the stage places it with a transform)."""
        find = node if callable(node) else (lambda: node)

        def place():
            found = find()
            return self.rect(found) if found is not None else None
        return wait_for_rest(place, until=at, timeout=timeout, span=span)

    def center(self, node):
        """The middle of `node` on screen."""
        x, y, w, h = self.to_screen(extents(node))
        return x + w // 2, y + h // 2

    def content_extents(self):
        """Where the stage is, in window coordinates, from the X window's
        size (no AT-SPI call): below the header bar, as wide as the frame."""
        frame = self.frame_rect()
        return Rect(self.origin[0], self.origin[1] + self.header_height, frame.width, frame.height - self.header_height)

    def content_rect(self):
        """The stage's rectangle on screen."""
        return self.to_screen(self.content_extents())

    def content_point(self, fx, fy):
        """The point on screen at fractions `fx`, `fy` of the stage."""
        x, y, w, h = self.content_rect()
        return x + int(w * fx), y + int(h * fy)

    def window_size_for(self, width, height):
        """The X window size (device pixels) that gives a stage of `width` x
        `height` (logical pixels), or the window's minimum where that is larger."""
        return self.at_least_minimum(self.scale * width + 2 * self.margin[0],
                                     self.scale * (height + self.header_height) + 2 * self.margin[1])

    def minimum_size(self):
        """The smallest size the app lets its window take (device pixels), as
        it tells window managers (WM_NORMAL_HINTS), or (0, 0). GTK computes it
        from the window's content: the header bar's buttons decide the width,
        and on GTK 4.18+ a window made narrower (xdotool can, with no window
        manager to refuse) makes GTK warn that the header bar does not fit."""
        try:
            window = keyboard().display.create_resource_object("window", int(self.window))
            hints = window.get_wm_normal_hints()
        except (XError, ValueError):
            return 0, 0
        if hints is None or not hints.flags & 16:  # PMinSize
            return 0, 0
        return hints.min_width, hints.min_height

    def at_least_minimum(self, width, height):
        """`width` x `height` grown to the window's minimum size, as a window manager would."""
        minimum = self.minimum_size()
        return max(int(width), minimum[0]), max(int(height), minimum[1])

    # ------------------------------------------------------------ finding

    def find(self, predicate, root=None, limit=None):
        """The first node under `root` (the application) for which `predicate` holds, or None."""
        for _, node in walk(root or self.root, limit=limit, prune=self.prune):
            if safe(lambda: predicate(node), False):
                return node
        return None

    def find_all(self, predicate, root=None, limit=None):
        return [node for _, node in walk(root or self.root, limit=limit, prune=self.prune)
                if safe(lambda: predicate(node), False)]

    def named(self, wanted, wanted_role=None, root=None):
        """The first node named `wanted` (of `wanted_role`, a name of ROLES,
        when given), shown or not, or None."""
        _known_role(wanted_role)
        return self.find(lambda a: name(a) == wanted and (wanted_role is None or role(a) == wanted_role), root)

    def shown(self, wanted, wanted_role=None, root=None):
        """The first visible node named `wanted` (of `wanted_role`), or None."""
        _known_role(wanted_role)
        return self.find(lambda a: name(a) == wanted and (wanted_role is None or role(a) == wanted_role)
                         and visible(a), root)

    def showing(self, wanted, wanted_role=None, root=None):
        """Whether a node named `wanted` (of `wanted_role`) is visible. A
        bool, for wait_for: an accessible with no children is falsy."""
        return self.shown(wanted, wanted_role, root) is not None

    def dialog(self, title):
        """The dialog (a presented panel or stack) named `title`, or None."""
        return self.named(title, "dialog")

    def dialog_titled(self, title):
        """The dialog `titled` `title` (the medal table: "Medal Count,
        London 2012" for "Medal Count"), or None."""
        return self.find(lambda a: role(a) == "dialog" and titled(name(a), title))

    def focus(self):
        """The focused accessible, or None."""
        return self.find(focused)

    def focus_path(self):
        """The focused accessible and the innermost dialog it is in, or Nones."""
        node = self.focus()
        if node is None:
            return None, None
        inside, parent = None, node
        for _ in range(40):
            if parent is None or role(parent) in ("frame", "application", ""):
                break
            if role(parent) == "dialog" and inside is None:
                inside = parent
            parent = safe(lambda: parent.parent)
        return node, inside

    # ------------------------------------------------------------ input

    def key(self, keys):
        """Presses `keys` (xdotool's syntax: "F10", "ctrl+q", "shift+Tab
        Return") as a person does: the app's window gets the keyboard focus
        and the keys go through the X server (XTEST), by keycode."""
        keyboard().press(keys, focus=int(self.window))

    def click_at(self, x, y):
        """Clicks at a point on screen."""
        xdotool("mousemove", x, y, "click", 1)

    def click(self, node):
        """Clicks the middle of `node`."""
        if node is None:
            raise ValueError("nothing to click (the node was not found)")
        self.click_at(*self.center(node))

    def drag(self, start, end, steps=12, midway=None):
        """Presses at `start`, moves to `end` (points on screen) in `steps`,
        calls `midway` half-way (a screenshot, say), releases."""
        xdotool("mousemove", *start)
        xdotool("mousedown", 1)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step // steps
            y = start[1] + (end[1] - start[1]) * step // steps
            xdotool("mousemove", x, y)
            time.sleep(0.03)  # the drag's speed (input, not a wait for the app)
            if midway and step == steps // 2:
                midway()
        time.sleep(0.05)  # let go at rest: no fling (input timing)
        xdotool("mouseup", 1)

    def resize(self, width, height):
        """Resizes the X window to `width` x `height` device pixels (no
        smaller than its minimum size, as a window manager would)."""
        xdotool("windowsize", self.window, *self.at_least_minimum(width, height))
        self.forget_geometry()

    # ------------------------------------------------------------ the end

    def _press_ctrl_q(self):
        """Ctrl+Q as a person presses it, with the pointer on the stage and
        the keys through the X server (the driver's keyboard). Returns the
        windows the process shows; with none, nothing is sent."""
        windows = xdotool("search", "--onlyvisible", "--pid", self.process.pid, check=False).split()
        if windows:
            xdotool("mousemove", *self.content_point(0.5, 0.5), check=False)
            time.sleep(0.1)  # the pointer comes, then the keys, as a person's do (input timing)
            keyboard().press("ctrl+q", focus=int(self.window))
        return windows

    def quit(self, shot=None):
        """Quits as a person does, with Ctrl+Q, so the app ends its own way
        (and LeakSanitizer, in a sanitized run, looks at it); a SIGTERM only
        if that fails. Returns whether Ctrl+Q did it (exit status 0), also
        kept in `quit_by_itself`. When Ctrl+Q did not, what the display
        looked like goes to stderr (and a screenshot to `shot`, if given)."""
        self.quit_by_itself = False
        if self.alive() and self.header_height is not None:  # attached: there is a stage to point at
            windows = safe(self._press_ctrl_q, [])
            try:
                self.quit_by_itself = self.process.wait(timeout=20) == 0
            except subprocess.TimeoutExpired:
                focus = xdotool("getwindowfocus", check=False)
                pointer = xdotool("getmouselocation", check=False)
                print(f"appdriver: Ctrl+Q did not quit pid {self.process.pid}: windows {windows}, focus {focus},"
                      f" pointer {pointer}", file=sys.stderr, flush=True)
                if shot:
                    screenshot(shot)
        if self.alive():
            self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._reader.join(timeout=5)
        if self.log:
            self.log.close()
            self.log = None
        return self.quit_by_itself
