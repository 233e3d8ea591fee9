"""A seeded monkey test of Medal Count's three demo windows.

Usage (under a display and a session bus; Tests/EndToEnd/monkey.sh sets both up):

    monkey.py PATH/TO/MedalCount [--seed S] [--events N] [--demo NAME[,NAME]]
              [--minimize] [--keep-going] [--out DIR] [--verbose]

For each demo window it launches the real binary with
G_DEBUG=fatal-criticals and sends N events made by random.Random from the
seed: xdotool clicks, keys (weighted toward the demo's own keys), drags
(mousedown/mousemove/mouseup, panels dragged back toward their edge), edge
swipes, window resizes (across the compact height, appdriver.COMPACT_HEIGHT)
and pauses, at full animation speed. It never clicks the header bar's menu
button or the window controls, and never sends Ctrl+Q, Ctrl+W or F10; Enter
and space are not sent while one of those has the keyboard focus or the
header's menu is open (the event is logged as skipped, so the sequence
stays the same).

After every burst of 10 to 20 events it waits until the window comes to
rest (the accessible tree unchanged for a while, polled with a deadline)
and checks: the app is alive and printed no GLib/GTK warning or critical;
at most one dialog (a presentation) is showing; the dim (the button named
"Dismiss" on the stage) is there exactly while a Medal Count panel is;
focus is inside an open panel; and what each demo adds (a panel rests at
its frame; the navigation stack shows one scene with a matching bar; herb
details fill the window, and with none open every thumbnail is drawn).
At the end Escape, pressed with settling, must bring the window to rest and
the opening buttons must work; Ctrl+Q must quit it, with no GLib/GTK warning
or critical up to its exit.

The whole event sequence comes from the seed (the window's size is read at
each step for positions), so a failing seed replays with `--seed S` (`make
monkey SEED=S`). The seed is printed first; the last line is `N passed, N
failed`. Events sent mid-animation depend on timing, so a replay sends
the same events but may not reach the same state every time.

`--minimize` shrinks the first N events (`--events N`, up to a failure) by
delta debugging, relaunching the app for each try, and prints the smallest
sequence that still fails the same check: first with the window settled
after every event (a failure that survives that replays every time), else
at the monkey's pace. `--keep-going` restarts the app after a failed burst
and goes on, to see more than the first failure of a run."""

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback

import pyatspi

import appdriver
from appdriver import (COMPACT_HEIGHT, App, bad_lines, children, extents, focused, keyboard, name,
                       panel_extent, role, safe, titled, visible, wait_for, walk, xdotool)

DEMOS = ["medal-count", "swipe-navigation", "beginner-cook"]
QUIET = 0.6        # how long the tree must stay unchanged to count as at rest, seconds
SETTLE_LIMIT = 10  # how long to wait for that before calling the window restless
PACE = 0.05        # the least time from one event to the next, for replays to match
KEY_SETTLE = 0.25  # how long a key may take to reach its widget before Enter or space is guarded
# The root scene's opening button, by the names it has had.
OPENERS = ("Present", "Proceed")
FORBIDDEN = {"Main Menu", "Beginner Cook Menu", "Minimize", "Maximize", "Close"}


# ---------------------------------------------------------------- the events

KEYS = {
    "medal-count": [("Escape", 5), ("Tab", 3), ("shift+Tab", 1), ("Return", 4), ("space", 2), ("Down", 3),
                    ("Up", 2), ("Home", 1), ("End", 1), ("Left", 1), ("Right", 1), ("alt+Left", 1),
                    ("alt+Right", 1), ("Page_Down", 1)],
    "swipe-navigation": [("alt+Right", 6), ("alt+Left", 5), ("Escape", 4), ("Return", 4), ("Tab", 2),
                         ("shift+Tab", 1), ("space", 2), ("Left", 1), ("Right", 1), ("Up", 1), ("Down", 1)],
    "beginner-cook": [("Return", 4), ("space", 2), ("Escape", 4), ("Tab", 3), ("shift+Tab", 1), ("Left", 2),
                      ("Right", 2), ("Up", 1), ("Down", 1), ("Home", 1), ("End", 1), ("alt+Left", 1),
                      ("alt+Right", 1)],
}
TARGETS = {
    "medal-count": [("Summer", 4), ("Winter", 4), ("Medal Count", 3), ("row", 4), ("dim", 3), ("panel", 2),
                    ("grabber", 2), ("point", 3)],
    "swipe-navigation": [("Present", 5), ("Cancel", 2), ("Back", 3), ("scene button", 2), ("point", 3)],
    "beginner-cook": [("thumbnail", 7), ("details", 3), ("credit", 1), ("point", 2)],
}
KINDS = {
    # event kind: weight
    "medal-count": [("key", 40), ("click", 30), ("drag", 14), ("sheet", 6), ("resize", 6), ("pause", 6),
                    ("drag-key", 2), ("drag-resize", 2)],
    "swipe-navigation": [("key", 40), ("click", 16), ("swipe", 22), ("drag", 4), ("resize", 6), ("pause", 7),
                         ("drag-key", 3), ("drag-resize", 2)],
    "beginner-cook": [("key", 40), ("click", 30), ("drag", 10), ("zoom", 8), ("resize", 8), ("pause", 8),
                      ("drag-key", 2), ("drag-resize", 2)],
}
MID_DRAG_KEYS = ["Escape", "alt+Left", "alt+Right", "Return", "Tab"]


def pick(rng, weighted):
    total = sum(weight for _, weight in weighted)
    value = rng.uniform(0, total)
    for item, weight in weighted:
        value -= weight
        if value <= 0:
            return item
    return weighted[-1][0]


def stage_size(rng):
    """A stage size: widths on both sides of 600, heights on both sides of COMPACT_HEIGHT."""
    width = rng.randint(380, 1180)
    height = rng.randint(300, COMPACT_HEIGHT - 10) if rng.random() < 0.45 else rng.randint(COMPACT_HEIGHT + 10, 700)
    return width, height


def drag_params(rng):
    return {"fx": round(rng.uniform(0.05, 0.95), 3), "fy": round(rng.uniform(0.05, 0.95), 3),
            "dist": round(rng.uniform(0.05, 1.1), 3), "dir": rng.choice(["left", "right", "down", "up"]),
            "steps": rng.randint(2, 12), "delay": rng.choice([0, 0, 5, 10, 20]),
            "panel": rng.random() < 0.7}


def make_event(rng, demo):
    kind = pick(rng, KINDS[demo])
    if kind == "key":
        return {"type": "key", "keys": pick(rng, KEYS[demo])}
    if kind == "click":
        return {"type": "click", "target": pick(rng, TARGETS[demo]), "fx": round(rng.uniform(0.02, 0.98), 3),
                "fy": round(rng.uniform(0.02, 0.98), 3)}
    if kind == "swipe":
        return {"type": "swipe", "edge": rng.choice(["left", "right"]),
                # mostly inside the 32 px band; sometimes just outside it
                "inset": rng.randint(1, 31) if rng.random() < 0.85 else rng.randint(33, 60),
                "fy": round(rng.uniform(0.1, 0.9), 3), "dist": round(rng.uniform(0.02, 0.95), 3),
                "steps": rng.randint(2, 12), "delay": rng.choice([0, 0, 5, 10, 20]),
                "back": round(rng.uniform(0.2, 1.0), 3) if rng.random() < 0.2 else 0}
    if kind in ("drag", "drag-key", "drag-resize"):
        event = {"type": kind, **drag_params(rng)}
        if kind == "drag-key":
            event["keys"] = rng.choice(MID_DRAG_KEYS)
        if kind == "drag-resize":
            event["size"] = stage_size(rng)
        return event
    if kind == "zoom":
        # A herb's details grabbed: down by a share of a whole shrink (40% of
        # the height; past 1 lands them, below a half mostly springs them
        # back), a little sideways, quick or slow.
        return {"type": "zoom", "fx": round(rng.uniform(0.1, 0.9), 3), "fy": round(rng.uniform(0.1, 0.7), 3),
                "dist": round(rng.uniform(0.05, 1.2), 3), "side": round(rng.uniform(-0.2, 0.2), 3),
                "steps": rng.randint(3, 14), "delay": rng.choice([0, 5, 10, 20, 40])}
    if kind == "sheet":
        # The medal table's sheet grabbed by its grabber: up or down by a
        # share of the stage's height, slow drags landing at a detent and
        # quick ones flicking it (down far enough, away).
        return {"type": "sheet", "dist": round(rng.uniform(-0.5, 0.6), 3), "steps": rng.randint(2, 12),
                "delay": rng.choice([0, 5, 10, 20, 40])}
    if kind == "resize":
        return {"type": "resize", "size": stage_size(rng)}
    return {"type": "pause", "seconds": rng.choice([0.05, 0.1, 0.2, 0.3, 0.5, 0.8])}


def make_plan(seed, demo, count):
    """The events and where the checks go: bursts of 10 to 20 events. The
    plan for fewer events is a prefix of the plan for more."""
    rng = random.Random(f"{seed}/{demo}")
    events, checks = [], []
    while len(events) < count:
        size = rng.randint(10, 20)
        for _ in range(size):
            events.append(make_event(rng, demo))
        checks.append(min(len(events), count))
    return events[:count], checks


def describe(event):
    kind = event["type"]
    if kind == "key":
        return f"key {event['keys']}"
    if kind == "click":
        where = f" (or {event['fx']},{event['fy']})" if event["target"] != "point" else f" {event['fx']},{event['fy']}"
        return f"click {event['target']}{where}"
    if kind == "swipe":
        back = f", back {event['back']}" if event["back"] else ""
        return (f"swipe from {event['edge']} edge +{event['inset']}px at y {event['fy']}, {event['dist']} of the width"
                f" in {event['steps']} steps/{event['delay']}ms{back}")
    if kind in ("drag", "drag-key", "drag-resize"):
        what = "panel toward its edge" if event["panel"] else f"{event['dir']}"
        text = (f"{kind} from {event['fx']},{event['fy']} {what} by {event['dist']}"
                f" in {event['steps']} steps/{event['delay']}ms")
        if kind == "drag-key":
            text += f", {event['keys']} mid-way"
        if kind == "drag-resize":
            text += f", stage {event['size'][0]}x{event['size'][1]} mid-way"
        return text
    if kind == "zoom":
        return (f"zoom drag from {event['fx']},{event['fy']} down {event['dist']} of a shrink, {event['side']}"
                f" of the width across, in {event['steps']} steps/{event['delay']}ms")
    if kind == "sheet":
        return (f"sheet drag from the grabber {'down' if event['dist'] > 0 else 'up'} {abs(event['dist'])} of the"
                f" height in {event['steps']} steps/{event['delay']}ms")
    if kind == "resize":
        return f"resize stage to {event['size'][0]}x{event['size'][1]}"
    return f"pause {event['seconds']}s"


# ---------------------------------------------------------------- one window

class Monkey:
    """One demo window under the monkey."""

    def __init__(self, binary, demo, env, out, verbose=False, fresh_log=True):
        self.demo = demo
        self.verbose = verbose
        log = os.path.join(out, f"{demo}-stderr.log")
        if fresh_log and os.path.exists(log):
            os.remove(log)
        args = [] if demo == "medal-count" else [f"--demo={demo}"]
        # Searches do not enter a row: its flag and labels are never what
        # the monkey looks for, and every AT-SPI call is a round trip.
        self.app = App(binary, args, env=env, log_path=log, prune=("list item",))
        try:
            self._start(out)
        except BaseException:
            self.app.quit()
            raise

    def _start(self, out):
        demo = self.demo
        self.out = out
        self.screen = appdriver.screen_size()
        geometry = self.app.geometry()
        self.initial_size = (geometry["WIDTH"], geometry["HEIGHT"])
        self.position = (geometry["X"], geometry["Y"])
        # The main menu's focusable part is a toggle button inside the menu
        # button (GTK 4.18 and later name both "Main Menu").
        controls = self.app.find_all(lambda a: role(a) in ("button", "toggle button"), root=self.app.header)
        self.header_buttons = {name(b): b for b in controls if role(b) == "button" and name(b) in ("Summer", "Winter")}
        self.forbidden = [b for b in controls if name(b) in FORBIDDEN
                          and safe(lambda: b.getState().contains(pyatspi.STATE_FOCUSABLE), True)]
        self.event_times = []  # (monotonic time, event index)
        self.warning_seen = 0  # how many stderr lines were looked at
        self.skipped = 0
        self.last_key_sent = None  # monotonic time of the last key sent (guarded_key)
        self.reference = {}
        self._thumbnails = []
        self._lasting = {}
        self._per_dialog = None
        self.notes = []
        self.sending = 0.0   # seconds spent sending events
        self.checking = 0.0  # and settling and checking
        self.settle()
        if demo == "beginner-cook":
            # What each thumbnail looks like, once two looks agree (the
            # pictures are decoded and painted after the window maps).
            def stable():
                previous, self.reference = self.reference, self.thumbnail_pixels()
                return self.reference and previous.keys() == self.reference.keys() and all(
                    color_difference(previous[h], self.reference[h]) < 2 for h in previous)
            appdriver.wait_for(stable, 10, interval=0.2)

    # ------------------------------------------------------------ reading

    def dialogs(self):
        """The showing dialogs anywhere in the window (lists and tables not
        entered: their rows hold none). Slow: once per check."""
        found = []

        def visit(node, depth):
            r = role(node)
            if r == "dialog" and visible(node):
                found.append(node)
            if r in ("list", "table", "tree table", "list item") or depth > 8:
                return
            for child in children(node):
                visit(child, depth + 1)
        visit(self.app.frame, 0)
        return found

    def presented(self):
        """The showing dialogs on the stage, where presentations go. Fast:
        a presented view is the stage's last child, looked at first."""
        count = safe(lambda: self.app.stage.childCount, 0) or 0
        last = safe(lambda: self.app.stage.getChildAtIndex(count - 1)) if count else None
        if last is not None and role(last) == "dialog" and visible(last):
            return [last]
        if last is not None and count <= 2:
            return []  # the root view alone, or with a dim on its way out
        return [c for c in children(self.app.stage) if role(c) == "dialog" and visible(c)]

    def in_dialog(self, dialog, key, find):
        """What `find(dialog)` gives, kept while the same dialog is up (every
        call to the app costs a frame while it animates)."""
        if self._per_dialog is None or not safe(lambda: self._per_dialog[0] == dialog, False):
            self._per_dialog = (dialog, {})
        found = self._per_dialog[1]
        if key not in found or found[key] is None:
            found[key] = find(dialog)
        return found[key]

    def dims(self):
        return [c for c in children(self.app.stage) if role(c) == "button" and name(c) == "Dismiss" and visible(c)]

    def stage_rect(self):
        return extents(self.app.stage)

    def snapshot(self):
        """What must stay the same for the window to count as at rest: the
        stage's children and, inside a presentation, its first three levels
        (a navigation stack's bar and scenes), lists and scroll panes not
        entered. Cheap enough to poll."""
        nodes = []

        def visit(node, depth):
            r = role(node)
            nodes.append((depth, r, name(node), extents(node)))
            if depth < 4 and r not in ("list", "table", "scroll pane", "label", "button", "image"):
                for child in children(node):
                    visit(child, depth + 1)
        for child in children(self.app.stage):
            if role(child) == "dialog":
                visit(child, 1)
            else:
                nodes.append((1, role(child), name(child), extents(child)))
        return extents(self.app.frame), tuple(nodes)

    def settle(self, quiet=QUIET, limit=SETTLE_LIMIT):
        """Waits until the tree is unchanged for `quiet` seconds; False if it never is."""
        self.app.forget_geometry()
        moved = safe(self.app.geometry)
        if moved and (moved["X"], moved["Y"]) != self.position:
            # A press on the header bar that GTK took for a window drag moved
            # it (there is no window manager): put it back, say so.
            self.notes.append(f"the window had moved to {moved['X']},{moved['Y']}; moved back")
            xdotool("windowmove", self.app.window, *self.position, check=False)
            self.app.forget_geometry()
        start = time.monotonic()
        last, since = None, start
        while True:
            if not self.app.alive():
                return False
            now = time.monotonic()
            current = self.snapshot()
            if current != last:
                last, since = current, now
            elif now - since >= quiet:
                return True
            if now - start > limit:
                return False
            time.sleep(0.08)

    def thumbnails(self):
        """The herb thumbnails (found once: the herbs screen keeps them)."""
        if not self._thumbnails:
            row = self.app.find(lambda a: role(a) == "button" and visible(a), root=self.app.stage)
            strip = safe(lambda: row.parent) if row is not None else None
            self._thumbnails = [c for c in children(strip) if role(c) == "button"] if strip is not None else []
        return self._thumbnails

    def opener(self):
        """Swipe Navigation's button that presents the stack."""
        for title in OPENERS:
            node = self.lasting(title)
            if node is not None:
                return node
        return None

    def stack_parts(self):
        """The presented navigation stack: its bar's labels and buttons and
        the scenes on its stage (found by place, not by name: dialog >
        navigation view > bar, stage > scenes)."""
        dialogs = self.presented()
        if not dialogs:
            return None
        view = next(iter(children(dialogs[0])), None)
        parts = children(view) if view is not None else []
        if len(parts) < 2:
            return None
        bar, stage = parts[0], parts[-1]
        items = list(walk(bar, limit=3))
        return {
            "dialog": dialogs[0],
            "labels": [name(n) for _, n in items if role(n) == "label" and visible(n)],
            "buttons": [name(n) for _, n in items if role(n) == "button" and visible(n)],
            "scenes": [c for c in children(stage) if visible(c)],
        }

    def lasting(self, title):
        """A button the window keeps for its whole life (Medal Count,
        Present), found once and then only asked where it is."""
        node = self._lasting.get(title)
        if node is None or not visible(node):
            node = self.app.shown(title, "button", root=self.app.stage)
            if node is not None:
                self._lasting[title] = node
        return node

    def thumbnail_pixels(self):
        """What the middle of every thumbnail wholly on screen looks like, by
        herb: the mean colours of a 6 x 6 grid of cells over the middle of
        its picture. The picture covers its box (content-fit cover), so the
        cells are placed in the picture's own coordinates and a thumbnail
        drawn at another size (a wide window stretches them) still matches."""
        thumbs = self.thumbnails()
        if not thumbs:
            return {}
        pane = None
        parent = safe(lambda: thumbs[0].parent)
        for _ in range(4):
            if parent is None:
                break
            if role(parent) == "scroll pane":
                pane = extents(parent)
                break
            parent = safe(lambda: parent.parent)
        stage = self.stage_rect()
        boxes = {}
        for thumb in thumbs:
            ext = extents(thumb)
            if ext and pane and inside(ext, pane) and inside(ext, stage) and ext[2] > 20 and ext[3] > 20:
                boxes[name(thumb)] = self.app.to_screen(ext)
        if not boxes:
            return {}
        image = appdriver.Image(appdriver.screenshot(os.path.join(self.out, f"{self.demo}-screen.ppm")))
        cells = {}
        for herb, (x, y, w, h) in boxes.items():
            width, height = picture_size(herb)
            scale = max(w / width, h / height)  # GTK_CONTENT_FIT_COVER
            reach = min(0.3 * height, 0.45 * min(w, h) / scale)  # picture pixels, inside the box
            cx, cy = x + w / 2, y + h / 2
            edges = [(-reach + 2 * reach * i / 6) * scale for i in range(7)]
            cells[herb] = [image.mean_color(cx + edges[i], cy + edges[j], cx + edges[i + 1], cy + edges[j + 1])
                           for j in range(6) for i in range(6)]
        return cells

    def new_bad_lines(self):
        lines = self.app.stderr_lines[self.warning_seen:]
        self.warning_seen += len(lines)
        return bad_lines(lines)

    def event_before(self, moment):
        index = None
        for t, i in self.event_times:
            if t <= moment:
                index = i
        return index

    # ------------------------------------------------------------ doing

    def content_point(self, fx, fy):
        """The point on screen at fractions of the stage, kept off its very edges."""
        return self.app.content_point(min(max(fx, 0.005), 0.995), min(max(fy, 0.005), 0.995))

    def window_size_for(self, stage):
        """The window size for a stage of `stage` (width, height), kept on the screen."""
        width, height = self.app.window_size_for(*stage)
        return (min(width, self.screen[0] - self.position[0]), min(height, self.screen[1] - self.position[1]))

    def clamp(self, x, y):
        return min(max(int(x), 0), self.screen[0] - 1), min(max(int(y), 0), self.screen[1] - 1)

    def point_in(self, rect, fx, fy):
        """A point at a fraction of a window-coordinates rectangle, on screen
        (None for no rectangle: the node went away meanwhile)."""
        if not rect:
            return None
        x, y, w, h = self.app.to_screen(rect)
        return x + int(w * fx), y + int(h * fy)

    def stage_or_window(self):
        """The stage's extents, or where it is expected from the window's size."""
        stage = self.stage_rect()
        if stage:
            return stage
        return self.app.content_extents()

    def resolve_click(self, event):
        """Where a click at `event`'s target lands now, on screen."""
        target, fx, fy = event["target"], event["fx"], event["fy"]
        stage = self.stage_or_window()
        point = None
        if target in self.header_buttons:
            ext = extents(self.header_buttons[target])
            if ext and ext[2] > 0:
                point = self.point_in(ext, 0.5, 0.5)
        elif target in ("Medal Count", "Present"):
            node = self.lasting(target) if target != "Present" else self.opener()
            point = self.point_in(extents(node), 0.5, 0.5) if node is not None else None
        elif target in ("Cancel", "Back"):
            dialogs = self.presented()
            node = self.app.find(lambda a: role(a) == "button" and visible(a) and (
                name(a) == "Cancel" if target == "Cancel" else name(a).startswith("Back to")),
                root=dialogs[0], limit=4) if dialogs else None
            point = self.point_in(extents(node), 0.5, 0.5) if node is not None else None
        elif target == "row":
            point = self.row_point(fx, stage)
        elif target == "grabber":
            grabber = self.grabber()
            point = self.point_in(extents(grabber), 0.5, 0.5) if grabber is not None else None
        elif target in ("dim", "panel", "details"):
            dialogs = self.presented()
            panel = extents(dialogs[0]) if dialogs else None
            if panel:
                if target in ("panel", "details"):
                    point = self.point_in(overlap(panel, stage) or panel, fx, fy)
                else:
                    free = uncovered(stage, panel)
                    if free:
                        point = self.point_in(free, fx, fy)
        elif target == "scene button":
            stack = self.stack_parts()
            buttons = self.app.find_all(lambda a: role(a) == "button" and visible(a),
                                        root=stack["scenes"][0]) if stack and stack["scenes"] else []
            if buttons:
                point = self.point_in(extents(buttons[int(fx * len(buttons)) % len(buttons)]), 0.5, 0.5)
        elif target == "credit":
            dialogs = self.presented()
            node = self.in_dialog(dialogs[0], "credit", lambda d: self.app.find(
                lambda a: role(a) == "button" and visible(a), root=d, limit=5)) if dialogs else None
            point = self.point_in(extents(node), 0.5, 0.5) if node is not None else None
        elif target == "thumbnail":
            thumbs = self.thumbnails()
            if thumbs:
                box = overlap(extents(thumbs[int(fx * len(thumbs)) % len(thumbs)]), stage)
                point = self.point_in(box, 0.5, 0.5)
        # Only the stage, and the Summer and Winter buttons in the header bar:
        # never the rest of the header (menu, window controls, a double
        # click that maximizes) nor the shadow around the frame (where a
        # press starts a resize).
        x, y, w, h = self.app.content_rect()
        if point is not None and target in self.header_buttons:
            top = y - self.app.scale * self.app.header_height
            if not (x <= point[0] < x + w and top + 2 <= point[1] < y - 2):
                point = None
        elif point is not None and not (x <= point[0] < x + w and y <= point[1] < y + h):
            point = None
        if point is None:
            point = self.content_point(fx, fy)
        return self.clamp(*point)

    def grabber(self):
        """The medal table's sheet grabber, when the open sheet shows one."""
        dialogs = self.presented()
        if not dialogs or not titled(name(dialogs[0]), "Medal Count"):
            return None
        return self.in_dialog(dialogs[0], "grabber", lambda d: self.app.find(
            lambda a: role(a) == "button" and visible(a) and name(a) == "Sheet Grabber", root=d, limit=4))

    def row_point(self, fx, stage):
        """The middle of a row of the list in the open panel, picked by `fx`
        among the rows in view. Rows are all one height, so two of them
        say which are in view."""
        dialogs = self.presented()
        if not dialogs:
            return None
        rows = self.in_dialog(dialogs[0], "list", lambda d: self.app.find(lambda a: role(a) == "list", root=d, limit=5))
        pane = self.in_dialog(dialogs[0], "pane", lambda d: safe(lambda: rows.parent.parent) if rows else None)
        count = safe(lambda: rows.childCount, 0) if rows is not None else 0
        view = overlap(extents(pane), stage) if pane is not None else None
        if not count or not view:
            return None
        first = extents(safe(lambda: rows.getChildAtIndex(0)))
        second = extents(safe(lambda: rows.getChildAtIndex(1))) if count > 1 else None
        if not first:
            return None
        pitch = (second[1] - first[1]) if second and second[1] > first[1] else first[3] + 1
        top = max(0, -(-(view[1] - first[1]) // pitch))
        bottom = min(count, (view[1] + view[3] - first[1] - first[3]) // pitch + 1)
        if bottom <= top:
            return None
        index = top + int(fx * (bottom - top)) % (bottom - top)
        box = overlap(extents(safe(lambda: rows.getChildAtIndex(index))), view)
        return self.point_in(box, 0.5, 0.5)

    def drag_path(self, event):
        """Start and end of a drag on screen: a panel toward its edge, or a free drag."""
        stage = self.stage_or_window()
        dialogs = self.presented() if event["panel"] else []
        direction = event["dir"]
        # The part of the panel on the stage (a sliver of one sliding away is
        # no place to press: that may be the window's resize border).
        panel = overlap(extents(dialogs[0]), stage) if dialogs else None
        if panel and panel[2] > 8 and panel[3] > 8:
            start = self.point_in(panel, event["fx"], event["fy"])
            if panel[0] <= stage[0] + 1 and panel[2] < stage[2] - 2:
                direction = "left"
            elif panel[0] > stage[0] + 1 and panel[0] + panel[2] >= stage[0] + stage[2] - 1:
                direction = "right"
            elif panel[1] > stage[1] + 1:
                direction = "down"
            size = panel[2] if direction in ("left", "right") else panel[3]
        else:
            start = self.content_point(event["fx"], event["fy"])
            size = stage[2] if direction in ("left", "right") else stage[3]
        dx, dy = {"left": (-1, 0), "right": (1, 0), "down": (0, 1), "up": (0, -1)}[direction]
        distance = event["dist"] * size
        start = self.inside_content(start)
        return start, self.clamp(start[0] + dx * distance, start[1] + dy * distance)

    def inside_content(self, point):
        """`point` moved onto the stage if it is off it: presses start on the
        stage only, never on the header bar or the resize border."""
        x, y, w, h = self.app.content_rect()
        return min(max(int(point[0]), x + 1), x + w - 2), min(max(int(point[1]), y + 1), y + h - 2)

    def swipe_path(self, event):
        x, y, w, h = self.app.content_rect()
        yy = y + int(h * event["fy"])
        if event["edge"] == "left":
            start = (x + event["inset"], yy)
            end = (start[0] + event["dist"] * w, yy)
        else:
            start = (x + w - 1 - event["inset"], yy)
            end = (start[0] - event["dist"] * w, yy)
        return self.inside_content(start), self.clamp(*end)

    def guarded_key(self, keys):
        """Enter and space would press the focused widget: not the main menu
        button or a window control. A key sent just before may still be on
        its way (GTK hands a key to its widgets at the window's next frame,
        while AT-SPI answers at once), so the focus is read only once that
        key has had KEY_SETTLE to land. With the header's menu open the focus is
        in it (its Quit item, say): no Enter or space then either."""
        if keys not in ("Return", "space", "KP_Enter"):
            return True
        if self.last_key_sent is not None:
            wait = self.last_key_sent + KEY_SETTLE - time.monotonic()
            if wait > 0:
                time.sleep(wait)
        if any(focused(b) for b in self.forbidden):
            return False
        return not self.header_menus()

    def sent_key(self):
        """Notes that a key went to the app (see guarded_key)."""
        self.last_key_sent = time.monotonic()

    def drag_commands(self, start, end, steps, delay, middle=None, back=0):
        commands = ["mousemove", start[0], start[1], "mousedown", 1]
        points = [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
                  for i in range(1, steps + 1)]
        if back:
            back_end = (end[0] - (end[0] - start[0]) * back, end[1] - (end[1] - start[1]) * back)
            points += [(end[0] + (back_end[0] - end[0]) * i / 4, end[1] + (back_end[1] - end[1]) * i / 4)
                       for i in range(1, 5)]
        for i, (px, py) in enumerate(points):
            commands += ["mousemove", *self.clamp(px, py)]
            if delay:
                commands += ["sleep", delay / 1000]
            if middle and i == len(points) // 2:
                commands += middle
        return commands + ["mouseup", 1]

    def drag_with_key(self, start, end, steps, delay, keys):
        """A drag with `keys` pressed half way, through the driver's keyboard
        (XTEST by keycode): the drag's two halves are two xdotool runs, the
        button held between them."""
        commands = self.drag_commands(start, end, steps, delay, middle=["KEYS"])
        split = commands.index("KEYS")
        xdotool(*commands[:split])
        keyboard().press(keys, focus=int(self.app.window))
        self.sent_key()
        xdotool(*commands[split + 1:])

    def send(self, index, event):
        """Sends one event; returns a note for the log (what it hit)."""
        started = time.monotonic()
        try:
            return self._send(index, event)
        finally:
            self.sending += time.monotonic() - started

    def _send(self, index, event):
        if self.event_times:
            wait = self.event_times[-1][0] + PACE - time.monotonic()
            if wait > 0:
                time.sleep(wait)
        self.event_times.append((time.monotonic(), index))
        kind = event["type"]
        if kind == "key":
            if not self.guarded_key(event["keys"]):
                self.skipped += 1
                return "skipped: focus on a header control or in its menu"
            self.app.key(event["keys"])
            self.sent_key()
        elif kind == "click":
            x, y = self.resolve_click(event)
            xdotool("mousemove", x, y, "click", 1)
            return f"at {x},{y}"
        elif kind == "swipe":
            start, end = self.swipe_path(event)
            xdotool(*self.drag_commands(start, end, event["steps"], event["delay"], back=event["back"]))
            return f"{start} -> {end}"
        elif kind in ("drag", "drag-key", "drag-resize"):
            start, end = self.drag_path(event)
            middle = None
            if kind == "drag-key" and self.guarded_key(event["keys"]):
                self.drag_with_key(start, end, event["steps"], event["delay"], event["keys"])
                self.app.forget_geometry()
                return f"{start} -> {end}"
            if kind == "drag-resize":
                middle = ["windowsize", self.app.window, *self.window_size_for(event["size"])]
            xdotool(*self.drag_commands(start, end, event["steps"], event["delay"], middle=middle))
            self.app.forget_geometry()
            return f"{start} -> {end}"
        elif kind == "zoom":
            # Down from a point of the stage (on the details when they are
            # up, or mid-pop: a press there catches them).
            stage = self.stage_or_window()
            start = self.inside_content(self.content_point(event["fx"], event["fy"]))
            end = self.clamp(start[0] + event["side"] * stage[2], start[1] + event["dist"] * 0.4 * stage[3])
            xdotool(*self.drag_commands(start, end, event["steps"], event["delay"]))
            return f"{start} -> {end}"
        elif kind == "sheet":
            # The medal table opened first when it can be (a click on its
            # button, as a person who means to drag the sheet would), then a
            # drag from the grabber, perhaps while the sheet still slides in;
            # with no grabber, from the stage's middle (what any drag does).
            stage = self.stage_or_window()
            grabber = self.grabber()
            opener = self.lasting("Medal Count") if grabber is None and not self.presented() else None
            if opener is not None and safe(lambda: opener.getState().contains(pyatspi.STATE_SENSITIVE), False):
                xdotool("mousemove", *self.point_in(extents(opener), 0.5, 0.5), "click", 1)
                grabber = wait_for(self.grabber, 2)
            # On the content even when the grabber, still sliding in, is past
            # the stage's bottom: never on the shadow around the frame below
            # it, where a press starts a resize and GTK 4.8 lost count of it
            # ("Broken accounting of active state": seed 655669682, 3 replays
            # of 7 beside a load; none of 6 on the content's edge).
            at_grabber = self.point_in(extents(grabber), 0.5, 0.5) if grabber is not None else None
            start = self.inside_content(at_grabber or self.content_point(0.5, 0.5))
            end = self.clamp(start[0], start[1] + event["dist"] * stage[3])
            xdotool(*self.drag_commands(start, end, event["steps"], event["delay"]))
            self.app.forget_geometry()
            return f"{start} -> {end}"
        elif kind == "resize":
            self.app.resize(*self.window_size_for(event["size"]))
        elif kind == "pause":
            time.sleep(event["seconds"])
        return ""

    # ------------------------------------------------------------ checking

    def checks(self):
        """The invariants, at rest: a list of (passed, name, detail)."""
        results = []
        if not self.app.alive():
            bad = self.new_bad_lines()
            return [(False, "the app is alive", exit_text(self.app.process.returncode)
                     + (f" after: {bad[0][1]}" if bad else ""))]
        results.append((True, "alive", ""))
        bad = self.new_bad_lines()
        results.append((not bad, "no GLib/GTK warnings or criticals", "; ".join(line for _, line in bad[:3])))
        dialogs = self.dialogs()
        names = [name(d) for d in dialogs]
        results.append((len(dialogs) <= 1, "at most one presentation", f"dialogs {names}"))
        dims = self.dims()
        stage = self.stage_rect()
        if self.demo == "medal-count":
            ok = len(dims) == len(dialogs) and all(close(extents(d), stage) for d in dims)
            results.append((ok, "the dim is there exactly while a panel is",
                            f"{len(dims)} dims {[extents(d) for d in dims]} over stage {stage}, dialogs {names}"))
        else:
            results.append((not dims, "no dim (this demo has none)", f"{len(dims)} dims"))
        if dialogs:
            node, inside_dialog = self.app.focus_path()
            ok = inside_dialog is not None and any(safe(lambda: inside_dialog == d, False) for d in dialogs)
            results.append((ok, f"focus inside the open panel '{names[0]}'",
                            f"focus on {describe_node(node)}" + (f" in dialog '{name(inside_dialog)}'"
                                                                  if inside_dialog is not None else "")))
        results += getattr(self, "checks_" + self.demo.replace("-", "_"))(dialogs, stage)
        return results

    def checks_medal_count(self, dialogs, stage):
        results = []
        for dialog in dialogs:
            title, ext = name(dialog), extents(dialog)
            expected = panel_frames(title, stage)
            results.append((any(close(ext, frame, 1) for frame in expected),
                            f"the panel '{title}' rests at its frame", f"at {ext}, expected one of {expected}"))
        return results

    def checks_swipe_navigation(self, dialogs, stage):
        results = []
        if not dialogs:
            results.append((self.opener() is not None, "with no stack, its opening button is shown", ""))
            return results
        results.append((close(extents(dialogs[0]), stage), "the stack fills the window",
                        f"{extents(dialogs[0])} vs {stage}"))
        parts = self.stack_parts()
        scenes = parts["scenes"] if parts else []
        titles = [name(c) for c in scenes]
        results.append((len(scenes) == 1, "the stack shows one scene at rest", f"scenes {titles}"))
        if len(scenes) == 1 and titles[0]:
            letter = titles[0][-1]  # "Scene B" is scene B
            buttons = parts["buttons"]
            back = [b for b in buttons if b.startswith("Back to")]
            if letter == "A":
                bar_ok = "Cancel" in buttons and not back
            else:
                bar_ok = "Cancel" not in buttons and len(back) == 1 and back[0].endswith(chr(ord(letter) - 1))
            title_ok = any(label == titles[0] or label.endswith(letter) for label in parts["labels"])
            results.append((bar_ok and title_ok, f"the bar matches scene {letter}",
                            f"bar labels {parts['labels']}, buttons {buttons}"))
        return results

    def checks_beginner_cook(self, dialogs, stage):
        results = []
        if dialogs:
            results.append((close(extents(dialogs[0]), stage), f"the details of '{name(dialogs[0])}' fill the window",
                            f"{extents(dialogs[0])} vs {stage}"))
            return results
        results.append(self.thumbnails_shown())
        return results

    def thumbnails_shown(self):
        pixels = self.thumbnail_pixels()
        missing = []
        for herb, crop in pixels.items():
            if herb in self.reference:
                difference = color_difference(crop, self.reference[herb])
                if difference > 12:
                    missing.append(f"{herb} ({difference:.0f})")
        if missing:
            shutil.copy(os.path.join(self.out, f"{self.demo}-screen.ppm"),
                        os.path.join(self.out, f"{self.demo}-thumbnails-missing.ppm"))
        return (not missing, "every herb thumbnail is drawn", f"not drawn: {', '.join(missing)}"
                if missing else f"{len(pixels)} checked")

    def run_checks(self, confirm=True):
        """Settles, checks; a failure (other than a death or a warning) is
        looked at again after a longer wait, so a slow frame is not a bug."""
        started = time.monotonic()
        try:
            return self._run_checks(confirm)
        finally:
            self.checking += time.monotonic() - started

    def header_menus(self):
        """The header's menus that are showing."""
        return [n for _, n in walk(self.app.header, limit=9) if role(n) in ("menu", "popup menu") and visible(n)]

    def close_stray_menu(self):
        """The header's menu open means the Enter/space guard missed (the
        focus moved between the look and the key): the monkey's slip, not
        the app's. Close it and say so."""
        if self.header_menus():
            self.notes.append("a header menu was open (the Enter/space guard missed); closed it with Escape")
            self.app.key("Escape")
            self.settle()

    def _run_checks(self, confirm):
        rested = self.settle()
        if self.app.alive():
            self.close_stray_menu()
        results = self.checks()
        failed = [r for r in results if not r[0]]
        definitive = ("the app is alive", "no GLib/GTK warnings or criticals")
        if confirm and failed and all(r[1] not in definitive for r in failed):
            time.sleep(1.5)
            rested = self.settle(limit=SETTLE_LIMIT)
            again = self.checks()
            # keep the warning result from the first look (lines are read once)
            results = [r for r in results if r[1] == definitive[1]] + [r for r in again if r[1] != definitive[1]]
        if not rested and self.app.alive():
            results.append((False, "the window comes to rest", f"still changing after {SETTLE_LIMIT}s"))
        return results


# ---------------------------------------------------------------- geometry

def inside(inner, outer):
    return (inner and outer and inner[0] >= outer[0] - 1 and inner[1] >= outer[1] - 1
            and inner[0] + inner[2] <= outer[0] + outer[2] + 1 and inner[1] + inner[3] <= outer[1] + outer[3] + 1)


def overlap(a, b):
    if not a or not b:
        return None
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (x0, y0, x1 - x0, y1 - y0) if x1 - x0 > 2 and y1 - y0 > 2 else None


def uncovered(stage, panel):
    """The largest band of `stage` beside `panel`."""
    bands = [
        (stage[0], stage[1], panel[0] - stage[0], stage[3]),                                       # left
        (panel[0] + panel[2], stage[1], stage[0] + stage[2] - panel[0] - panel[2], stage[3]),       # right
        (stage[0], stage[1], stage[2], panel[1] - stage[1]),                                       # above
    ]
    bands = [b for b in bands if b[2] > 4 and b[3] > 4]
    return max(bands, key=lambda b: b[2] * b[3]) if bands else None


def picture_size(herb):
    """The herb picture's own size (its SVG's width and height), 640 x 480 if unknown."""
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    try:
        with open(os.path.join(here, "Resources", "herbs", herb.lower() + ".svg")) as f:
            head = f.read(400)
        width = float(re.search(r'\bwidth="([0-9.]+)', head).group(1))
        height = float(re.search(r'\bheight="([0-9.]+)', head).group(1))
        return width, height
    except (OSError, AttributeError, ValueError):
        return 640.0, 480.0


def color_difference(first, second):
    """Mean absolute difference (0..255) between two lists of mean colours."""
    if len(first) != len(second) or not first:
        return 255.0
    return sum(abs(p - q) for a, b in zip(first, second) for p, q in zip(a, b)) / (3 * len(first))


def close(a, b, tolerance=1):
    return bool(a and b) and all(abs(p - q) <= tolerance for p, q in zip(a, b))


def panel_frames(title, stage):
    """Where a Medal Count panel may rest (SlideInGeometry, the full-window
    adaptation of the medal table when the stage is under COMPACT_HEIGHT,
    and the table's sheet at each of its detents: half the stage, two
    thirds, the stage less 48 px; MedalSheetDetents)."""
    x, y, w, h = stage
    if title == "Summer Games":
        return [(x, y, panel_extent(w), h)]
    if title == "Winter Games":
        return [(x + w - panel_extent(w), y, panel_extent(w), h)]
    if titled(title, "Medal Count"):
        if h < COMPACT_HEIGHT:
            return [(x, y, w, h)]
        return [(x, y + h - height, w, height) for height in (int(h / 2 + 0.5), panel_extent(h), h - 48)]
    return []


def clock():
    """The wall-clock time as GLib prints it in log lines (HH:MM:SS.mmm)."""
    now = time.time()
    return time.strftime("%H:%M:%S", time.localtime(now)) + f".{int(now * 1000) % 1000:03d}"


def describe_node(node):
    if node is None:
        return "nothing"
    return f"{role(node)} '{name(node)}'"


def exit_text(code):
    if code is None:
        return "running"
    if code < 0:
        try:
            return f"it died of {signal.Signals(-code).name}"
        except ValueError:
            return f"it died of signal {-code}"
    return f"it exited with status {code}"


# ---------------------------------------------------------------- running

class Tally:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def record(self, results, label, quiet_pass=True):
        passes = [r for r in results if r[0]]
        fails = [r for r in results if not r[0]]
        self.passed += len(passes)
        self.failed += len(fails)
        if passes and quiet_pass:
            print(f"PASS {label}: {'; '.join(r[1] for r in passes)}", flush=True)
        elif passes:
            for r in passes:
                print(f"PASS {label}: {r[1]}", flush=True)
        for r in fails:
            print(f"FAIL {label}: {r[1]}  ({r[2]})", flush=True)
        return not fails


def app_env(out):
    """The app's environment: criticals are fatal, and a link the app opens
    goes to a stand-in handler that only writes it down (no browser)."""
    env = dict(os.environ)
    env["G_DEBUG"] = "fatal-criticals"
    env.pop("GTK_A11Y", None)
    home = tempfile.mkdtemp(prefix="monkey-home-")
    config, data = os.path.join(home, "config"), os.path.join(home, "data")
    os.makedirs(os.path.join(data, "applications"))
    os.makedirs(config)
    handler = os.path.join(home, "open-link")
    with open(handler, "w") as f:
        f.write(f'#!/bin/sh\necho "$1" >> "{os.path.join(out, "opened-links.txt")}"\n')
    os.chmod(handler, 0o755)
    with open(os.path.join(data, "applications", "monkey-links.desktop"), "w") as f:
        f.write("[Desktop Entry]\nType=Application\nName=Monkey links\nNoDisplay=true\n"
                f"Exec={handler} %u\nMimeType=x-scheme-handler/https;x-scheme-handler/http;\n")
    with open(os.path.join(config, "mimeapps.list"), "w") as f:
        f.write("[Default Applications]\nx-scheme-handler/https=monkey-links.desktop\n"
                "x-scheme-handler/http=monkey-links.desktop\n")
    env["XDG_CONFIG_HOME"] = config
    env["XDG_DATA_HOME"] = data
    # What the app remembers (window sizes, the style) goes to a file in the
    # private config folder, not to the machine's settings.
    env["GSETTINGS_BACKEND"] = "keyfile"
    return env, home


def run_demo(binary, demo, seed, count, out, env, tally, verbose, keep_going=False):
    """Runs the plan against one demo window; returns the failing event index
    (or None). With `keep_going`, a failed burst restarts the app and the
    plan goes on (to find more than the first failure)."""
    events, checkpoints = make_plan(seed, demo, count)
    started = time.monotonic()
    monkey = launch(binary, demo, env, out, verbose)
    print(f"monkey: {demo}: {len(events)} events in {len(checkpoints)} bursts", flush=True)
    failed_at = None
    first = 0
    with open(os.path.join(out, f"{demo}-events.txt"), "w") as log:
        for burst, end in enumerate(checkpoints, 1):
            for index in range(first, end):
                try:
                    note = monkey.send(index, events[index])
                except RuntimeError as error:
                    # xdotool lost the window: the app died (the checks say how) or closed it.
                    note = f"failed: {str(error).splitlines()[0]}"
                    if monkey.app.alive():
                        appdriver.wait_for(lambda: not monkey.app.alive(), 3)
                took = time.monotonic() - monkey.event_times[-1][0] if monkey.event_times else 0
                line = f"{index + 1:4d} {describe(events[index])}" + (f"  [{note}]" if note else "")
                log.write(f"{clock()} {line}  ({took * 1000:.0f} ms)\n")
                if verbose:
                    print("     " + line, flush=True)
                if not monkey.app.alive():
                    break
            died = not monkey.app.alive()
            results = monkey.run_checks()
            label = f"{demo} burst {burst} (events {first + 1}-{end})"
            for note in monkey.notes:
                print(f"monkey: {label}: {note}", flush=True)
                log.write(f"---- {note}\n")
            monkey.notes.clear()
            if not tally.record(results, label):
                # Place the failure: a death or a warning after the event sent last before it.
                moments = [t for t, _ in bad_lines(monkey.app.stderr_lines)]
                culprit = monkey.event_before(moments[0]) if moments else None
                if culprit is None:
                    culprit = monkey.event_times[-1][1] if monkey.event_times else end - 1
                failed_at = culprit
                print(f"monkey: {demo}: failed after event {culprit + 1} of {len(events)}"
                      f"{' (the app died)' if died or not monkey.app.alive() else ''}; the events up to it:", flush=True)
                for index in range(max(0, culprit - 24), culprit + 1):
                    print(f"  {index + 1:4d} {describe(events[index])}", flush=True)
                tail = [line for _, line in monkey.app.stderr_lines[-6:]]
                if tail:
                    print("monkey: the app's stderr ends:\n    " + "\n    ".join(tail), flush=True)
                print(f"monkey: replay: make monkey SEED={seed} DEMO={demo} EVENTS={count}"
                      f"  (or minimize: make monkey SEED={seed} DEMO={demo} EVENTS={culprit + 1} MINIMIZE=1)",
                      flush=True)
                if not keep_going or end >= len(events):
                    break
                print(f"monkey: {demo}: restarting the app to go on from event {end + 1}", flush=True)
                log.write(f"---- restarted after event {end}\n")
                monkey.app.quit()
                spent = (monkey.sending, monkey.checking)
                monkey = launch(binary, demo, env, out, verbose, fresh_log=False)
                monkey.sending, monkey.checking = spent
            first = end
        if monkey.skipped:
            print(f"monkey: {demo}: {monkey.skipped} Enter/space presses skipped (focus on a header control or in its menu)")
    if monkey.app.alive():
        tally.record(finale(monkey), f"{demo} at the end", quiet_pass=False)
    else:
        tally.record([(False, "the app is alive at the end", exit_text(monkey.app.process.returncode))],
                     f"{demo} at the end")
    if monkey.app.alive():
        quit = monkey.app.quit()
        # What the app says while it quits counts too: a warning after the
        # last check would otherwise go unseen.
        bad = monkey.new_bad_lines()
        tally.record([(quit, "Ctrl+Q quits it, exit status 0", exit_text(monkey.app.process.returncode)),
                      (not bad, "no GLib/GTK warnings or criticals up to its exit",
                       "; ".join(line for _, line in bad[:3]))],
                     f"{demo} at the end")
    print(f"monkey: {demo}: {time.monotonic() - started:.1f}s ({monkey.sending:.1f}s sending events,"
          f" {monkey.checking:.1f}s settling and checking)", flush=True)
    return failed_at


def launch(binary, demo, env, out, verbose=False, fresh_log=True):
    """A Monkey on a new app; a second try if the first never showed up
    (on a loaded machine the accessibility bus can be slow to list it)."""
    try:
        return Monkey(binary, demo, env, out, verbose, fresh_log)
    except RuntimeError as error:
        print(f"monkey: {demo}: {error}; starting it again", flush=True)
        return Monkey(binary, demo, env, out, verbose, fresh_log=False)


def finale(monkey):
    """Escape brings everything to rest, and the opening buttons work."""
    app = monkey.app
    results = []
    app.resize(*monkey.initial_size)
    monkey.settle()
    for _ in range(6):
        if not monkey.presented():
            break
        app.key("Escape")
        monkey.settle()
    dialogs, dims = monkey.dialogs(), monkey.dims()
    focus, _ = app.focus_path() if dialogs else (None, None)
    results.append((not dialogs and not dims, "Escape, pressed with settling, brings it to rest (no dialog, no dim)",
                    f"dialogs {[name(d) for d in dialogs]}, {len(dims)} dims, focus on {describe_node(focus)}"))
    if dialogs:
        return results + [(not monkey.new_bad_lines(), "no GLib/GTK warnings or criticals", "")]

    def opens(click, title, extra=None):
        click()
        shown = appdriver.wait_for(lambda: any(titled(name(d), title) for d in monkey.presented()), 5)
        monkey.settle(quiet=0.4)
        ok = shown and (extra() if extra else True)
        node, inside_dialog = app.focus_path()
        results.append((bool(ok), f"it opens '{title}'", f"dialogs {[name(d) for d in monkey.presented()]}"))
        if shown:
            results.append((inside_dialog is not None and titled(name(inside_dialog), title),
                            f"focus moves into '{title}'", f"focus on {describe_node(node)}"))
        app.key("Escape")
        gone = appdriver.wait_for(lambda: not monkey.presented() and not monkey.dims(), 5)
        results.append((bool(gone), f"Escape closes '{title}'", f"dialogs {[name(d) for d in monkey.presented()]}"))

    def click_node(node):
        def click():
            x, y = monkey.point_in(extents(node), 0.5, 0.5)
            app.click_at(x, y)
        return click

    if monkey.demo == "medal-count":
        opens(click_node(monkey.header_buttons["Summer"]), "Summer Games", lambda: len(monkey.dims()) == 1)
        opens(click_node(monkey.header_buttons["Winter"]), "Winter Games", lambda: len(monkey.dims()) == 1)
        button = app.shown("Medal Count", "button", root=app.stage)
        if button is not None:
            opens(click_node(button), "Medal Count", lambda: len(monkey.dims()) == 1)
    elif monkey.demo == "swipe-navigation":
        button = monkey.opener()
        results.append((button is not None, "the opening button is shown", ""))
        if button is not None:
            opens(click_node(button), "Scenes", lambda: bool(monkey.stack_parts() and monkey.stack_parts()["scenes"]))
    else:
        def thumbnails_drawn():
            # The last frame may still be on its way to the screen: look again for a while.
            looks = []
            appdriver.wait_for(lambda: looks.append(monkey.thumbnails_shown()) or looks[-1][0], 3, interval=0.2)
            return looks[-1]
        results.append(thumbnails_drawn())
        thumbs = monkey.thumbnails()
        stage = monkey.stage_rect()
        shown = [t for t in thumbs if inside(extents(t), stage)]
        results.append((bool(shown), "a herb thumbnail is on screen", f"{len(thumbs)} thumbnails"))
        if shown:
            opens(click_node(shown[0]), name(shown[0]))
            results.append(thumbnails_drawn())
    results.append((app.alive(), "the app is alive", exit_text(app.process.returncode)))
    bad = monkey.new_bad_lines()
    results.append((not bad, "no GLib/GTK warnings or criticals", "; ".join(line for _, line in bad[:3])))
    return results


# ---------------------------------------------------------------- minimizing

def fails_with(binary, demo, events, indices, out, env, settled=False, tries=1):
    """Replays only `indices` of `events` (settling after each when
    `settled`), then settles and checks once; the failed checks of the first
    of `tries` runs that fails, or None."""
    for _ in range(tries):
        monkey = Monkey(binary, demo, env, out)
        try:
            for index in indices:
                try:
                    monkey.send(index, events[index])
                except RuntimeError:
                    pass
                if not monkey.app.alive():
                    break
                if settled:
                    monkey.settle(quiet=0.5)
            failed = [r for r in monkey.run_checks() if not r[0]]
            if failed:
                return failed
        finally:
            monkey.app.quit()
    return None


def minimize(binary, demo, seed, count, out, env, budget=60):
    """Delta debugging (ddmin) over the events up to event `count`. First
    with the window settled after every event: a failure that survives that
    does not depend on timing and replays every time. Otherwise at the
    monkey's pace, each try run twice."""
    events, _ = make_plan(seed, demo, count)
    window = list(range(count))
    print(f"monkey: minimizing {demo} seed {seed}, events 1-{count}", flush=True)
    settled, tries = True, 1
    original = set()

    def same(result):
        # Only the same failure counts: a shrunk sequence may show another.
        return result if result and (not original or original & {r[1] for r in result}) else None

    why = same(fails_with(binary, demo, events, window, out, env, settled=True))
    runs = 1
    if why is None:
        settled, tries = False, 2
        why = same(fails_with(binary, demo, events, window, out, env, tries=3))
        runs += 1
        if why is None:
            print("monkey: the failure did not come back in three replays; not minimized", flush=True)
            return None
    original.update(r[1] for r in why if r[1] != "alive")
    print(f"monkey: it fails {'with the window settled after every event' if settled else 'at the monkey pace'}",
          flush=True)
    chunks = 2
    while len(window) >= 2 and runs < budget:
        size = -(-len(window) // chunks)
        parts = [window[i:i + size] for i in range(0, len(window), size)]
        candidates = [(part, 2) for part in parts]
        if chunks > 2:
            candidates += [([i for i in window if i not in part], max(chunks - 1, 2)) for part in parts]
        for candidate, next_chunks in candidates:
            if runs >= budget:
                break
            runs += 1
            result = same(fails_with(binary, demo, events, candidate, out, env, settled=settled, tries=tries))
            if result:
                window, why, chunks = candidate, result, next_chunks
                print(f"monkey:   {len(window)} events still fail", flush=True)
                break
        else:
            if chunks >= len(window):
                break
            chunks = min(len(window), chunks * 2)
    note = "settling after each" if settled else "at the monkey pace"
    print(f"monkey: {demo} seed {seed}: these {len(window)} events fail ({note}; {runs} runs):", flush=True)
    for index in window:
        print(f"  {index + 1:4d} {describe(events[index])}", flush=True)
    for r in why:
        print(f"  -> {r[1]}  ({r[2]})", flush=True)
    return window


# What the buses say on their own (activations, the fd limit, the
# registry's greeting, libatspi's note that GTK 4.8 has no cache interface).
CHATTER = re.compile(r"^dbus-daemon\[|^SpiRegistry daemon is running|dbind-WARNING \*\*: .*Error in GetItems|^$")
TALLY = re.compile(r"^(\d+) passed, (\d+) failed$")


def run_part(options, demo, seed):
    """Runs one demo in a child process with its own session and
    accessibility buses (a bus that a previous app left in a bad state
    cannot hide the next one), passing its lines on; returns its tally."""
    command = ["dbus-run-session", "--", sys.executable, os.path.abspath(__file__), options.binary,
               "--part", demo, "--seed", str(seed), "--events", str(options.events)]
    command += ["--out", options.out] if options.out else []
    command += [flag for flag, on in (("--minimize", options.minimize), ("--verbose", options.verbose),
                                      ("--keep-going", options.keep_going)) if on]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace")

    def pass_stderr():
        for line in child.stderr:
            if not CHATTER.search(line.rstrip("\n")):
                sys.stderr.write(line)
                sys.stderr.flush()
    errors = threading.Thread(target=pass_stderr, daemon=True)
    errors.start()
    tally = None
    for line in child.stdout:
        line = line.rstrip("\n")
        match = TALLY.match(line)
        if match:
            tally = (int(match.group(1)), int(match.group(2)))
        elif not CHATTER.search(line):
            print(line, flush=True)
    child.wait()
    errors.join(timeout=5)
    if tally is None:
        print(f"FAIL {demo}: the monkey ran to the end  (it stopped with status {child.returncode})", flush=True)
        return 0, 1
    return tally


def main():
    parser = argparse.ArgumentParser(description="A seeded monkey test of Medal Count's demo windows.")
    parser.add_argument("binary")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--events", type=int, default=300, help="events per demo")
    parser.add_argument("--demo", default="all", help="all, or a comma-separated list of " + ", ".join(DEMOS))
    parser.add_argument("--out", default=None)
    parser.add_argument("--minimize", action="store_true", help="shrink the events that fail")
    parser.add_argument("--verbose", action="store_true", help="print every event")
    parser.add_argument("--keep-going", action="store_true", help="after a failure restart the app and go on")
    parser.add_argument("--part", default=None, help=argparse.SUPPRESS)  # one demo, in a child process
    options = parser.parse_args()

    if options.part is None:
        seed = options.seed if options.seed is not None else int(time.time() * 1000) % 1_000_000_000
        print(f"monkey: seed {seed}", flush=True)
        demos = DEMOS if options.demo in ("", "all") else options.demo.split(",")
        unknown = [d for d in demos if d not in DEMOS]
        if unknown:
            parser.error(f"unknown demo {unknown[0]}; one of {', '.join(DEMOS)}")
        passed = failed = 0
        for demo in demos:
            p, f = run_part(options, demo, seed)
            passed, failed = passed + p, failed + f
        if failed:
            print(f"monkey: failed with seed {seed}: replay with `make monkey SEED={seed} EVENTS={options.events}`")
        print(f"{passed} passed, {failed} failed", flush=True)
        return 1 if failed else 0

    demo, seed = options.part, options.seed
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = options.out or os.path.join(here, "artifacts", "monkey")
    os.makedirs(out, exist_ok=True)
    env, home = app_env(out)
    tally = Tally()
    try:
        if options.minimize:
            minimize(options.binary, demo, seed, options.events, out, env)
            print("0 passed, 0 failed", flush=True)
            return 0
        try:
            run_demo(options.binary, demo, seed, options.events, out, env, tally, options.verbose,
                     options.keep_going)
        except Exception as error:  # the monkey itself broke: say so, count it
            where = traceback.extract_tb(error.__traceback__)[-1]
            tally.record([(False, "the monkey ran to the end",
                           f"{type(error).__name__}: {error} at {os.path.basename(where.filename)}:{where.lineno}")],
                         demo)
        print(f"{tally.passed} passed, {tally.failed} failed", flush=True)
        return 1 if tally.failed else 0
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
