"""Drives one running MedalCount process from outside: xdotool for input,
AT-SPI (pyatspi) for what is on screen, `import` for pixels.

The same approach as scripts/e2e.py (the window found with xdotool by pid,
the accessible tree found by pid, positions relative to the window's frame),
with what a long run needs besides: stderr read as it comes, timestamped, so
a warning can be placed among the events that caused it, and calls that
survive the tree changing under them."""

import subprocess
import threading
import time

import pyatspi


def wait_for(predicate, timeout=10.0, interval=0.05):
    """Polls `predicate` until it is truthy or `timeout` passes; returns its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


def xdotool(*args, check=True):
    result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True)
    if check and result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")
    return result.stdout.strip()


def press_ctrl_q(pid, point):
    """Ctrl+Q as a person presses it, to the app `pid` with the pointer on
    `point` in its window: without a window manager the keyboard focus
    follows the pointer, and XTest sends real key events through the X
    server (not events sent to one window). Returns the windows the process
    shows; with none, nothing is sent."""
    windows = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                             capture_output=True, text=True).stdout.split()
    if windows:
        subprocess.run(["xdotool", "mousemove", str(point[0]), str(point[1])], capture_output=True)
        time.sleep(0.1)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "ctrl+q"], capture_output=True)
    return windows


def screen_size():
    text = xdotool("getdisplaygeometry")
    width, height = text.split()
    return int(width), int(height)


class Image:
    """A screenshot of the whole screen, as RGB bytes (read from a PPM)."""

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


def screenshot(path):
    subprocess.run(["import", "-window", "root", "-depth", "8", path], check=True, capture_output=True)
    return Image(path)


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
    """(x, y, width, height) in window coordinates, or None."""
    def read():
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return (ext.x, ext.y, ext.width, ext.height)
    return safe(read)


def children(node):
    return [child for child in (safe(lambda: list(node), []) or []) if child is not None]


def role(node):
    return safe(node.getRoleName, "")


def name(node):
    return safe(lambda: node.name, "") or ""


# Whose children a search does not enter: a row's flag and labels are never
# what it looks for, and every AT-SPI call is a round trip to the app.
PRUNE = ("list item",)


def walk(node, depth=0, limit=None, prune=PRUNE):
    """Yields (depth, node) for `node` and its descendants (to `limit` levels)."""
    yield depth, node
    if (limit is not None and depth >= limit) or (prune and depth > 0 and role(node) in prune):
        return
    for child in children(node):
        yield from walk(child, depth + 1, limit, prune)


class App:
    """One running MedalCount process, its X window and its accessible tree."""

    def __init__(self, binary, args=(), env=None, log_path=None, cwd=None):
        self.log = open(log_path, "a") if log_path else None
        self._geometry = None
        self.stderr_lines = []  # (monotonic time, line)
        self.process = subprocess.Popen([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                        env=env, cwd=cwd, text=True, errors="replace")
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
                               + f"; {getattr(self, 'trouble', '')}")
        self.frame = wait_for(lambda: next((c for c in children(self.root) if role(c) == "frame"), None), 10)
        # The client-side decoration draws a shadow around the frame: its
        # width is the margin between the X window and the frame. Wait until
        # the frame has had its first layout at the window's size.
        if not wait_for(lambda: self._margin() is not None and 0 <= min(self._margin()) <= 64, 15):
            raise RuntimeError(f"the window never settled: margin {self._margin()}")
        self.margin = self._margin()
        self.stage, self.header = self._parts()
        self.header_height = extents(self.stage)[1]

    def _read_stderr(self):
        for line in self.process.stderr:
            self.stderr_lines.append((time.monotonic(), line.rstrip("\n")))
            if self.log:
                self.log.write(line)
                self.log.flush()

    def _search(self):
        result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                                capture_output=True, text=True)
        windows = result.stdout.split()
        return windows[0] if windows else None

    def _accessible(self):
        try:
            desktop = pyatspi.Registry.getDesktop(0)
            # Newest first: an app that has just quit may still be listed a moment.
            listed = list(desktop)
        except Exception as error:
            self.trouble = f"the desktop: {error}"
            return None
        self.trouble = f"{len(listed)} apps listed: {[safe(a.get_process_id) for a in listed if a is not None]}"
        for app in reversed([a for a in listed if a is not None]):
            if safe(app.get_process_id) == self.process.pid:
                if any(role(c) == "frame" for c in children(app)):
                    return app
        return None

    def _margin(self):
        geometry = safe(self.geometry)
        frame = extents(self.frame)
        if not geometry or not frame or frame[2] <= 1:
            return None
        return (geometry["WIDTH"] - frame[2]) // 2, (geometry["HEIGHT"] - frame[3]) // 2

    def _parts(self):
        """The stage (the window's child) and the header bar, among the frame's children."""
        def split():
            parts = [c for c in children(self.frame) if extents(c)]
            if len(parts) < 2:
                return None
            parts.sort(key=lambda c: extents(c)[1])
            return parts[-1], parts[0]  # the header is above the stage
        found = wait_for(split, 10)
        if not found:
            raise RuntimeError("no stage and header bar under the frame")
        return found

    # Where things are.

    def alive(self):
        return self.process.poll() is None

    def geometry(self):
        text = xdotool("getwindowgeometry", "--shell", self.window)
        return {key: int(value) for key, value in (line.split("=") for line in text.splitlines()) if key != "SCREEN"}

    def cached_geometry(self):
        """The X window's geometry as last read: only this driver resizes
        the window (call forget_geometry after doing it another way)."""
        if self._geometry is None:
            self._geometry = self.geometry()
        return self._geometry

    def forget_geometry(self):
        self._geometry = None

    def content_rect(self):
        """The stage's rectangle on screen."""
        g = self.cached_geometry()
        mx, my = self.margin
        x, y = g["X"] + mx, g["Y"] + my + self.header_height
        return x, y, g["WIDTH"] - 2 * mx, g["HEIGHT"] - 2 * my - self.header_height

    def frame_origin(self):
        g = self.cached_geometry()
        return g["X"] + self.margin[0], g["Y"] + self.margin[1]

    def to_screen(self, rect):
        """A window-coordinates rectangle (an AT-SPI extent) on screen."""
        ox, oy = self.frame_origin()
        return ox + rect[0], oy + rect[1], rect[2], rect[3]

    def find(self, predicate, root=None, limit=None):
        for _, node in walk(root or self.frame, limit=limit):
            if safe(lambda: predicate(node), False):
                return node
        return None

    def find_all(self, predicate, root=None, limit=None):
        return [node for _, node in walk(root or self.frame, limit=limit) if safe(lambda: predicate(node), False)]

    def named(self, wanted, wanted_role=None, root=None):
        return self.find(lambda a: name(a) == wanted and (wanted_role is None or role(a) == wanted_role) and visible(a),
                         root)

    def focus(self):
        """The focused accessible, or None."""
        return self.find(focused)

    # Input.

    def key(self, keys):
        xdotool("key", "--window", self.window, keys)

    def click_at(self, x, y):
        xdotool("mousemove", x, y, "click", "1")

    def resize(self, width, height):
        xdotool("windowsize", self.window, width, height)
        self.forget_geometry()

    # The end.

    def quit(self):
        """Quits as a person does, with Ctrl+Q, so the app ends its own way
        (and LeakSanitizer, in a sanitized run, looks at it); a SIGTERM only
        if that fails. Returns whether Ctrl+Q did it (exit status 0)."""
        by_itself = False
        if self.alive():
            x, y, width, height = self.content_rect()
            press_ctrl_q(self.process.pid, (x + width // 2, y + height // 2))
            try:
                by_itself = self.process.wait(timeout=20) == 0
            except subprocess.TimeoutExpired:
                pass
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
        return by_itself
