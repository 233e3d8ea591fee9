"""Runs Examples/Zoom, GtkStage's zoom in a second app, as a person would: a
thumbnail clicked grows into its photo, a dialog named like it filling the
window; dragged down 45% of the window's height it lands back in its
thumbnail, dragged a tenth it springs back; Escape sends it home; the
keyboard opens one too. AT-SPI says what is shown. Prints 'N passed, M failed'."""

import os
import sys
import time

from examplewalk import check, finish, rest, start, stop, find as find_node
from appdriver import extents, holds, keyboard, name, role, screenshot, wait_for, xdotool

BINARY = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else "artifacts/examples"


def find(node, wanted, wanted_role):
    return find_node(node, lambda n: name(n) == wanted and role(n) == wanted_role)


def drag(start, dy):
    """A pointer drag from `start` (window coordinates) down by `dy`, in ten
    steps, let go at rest."""
    xdotool("mousemove", "--window", window, *start, "mousedown", "1")
    for step in range(1, 11):
        xdotool("mousemove", "--window", window, start[0], start[1] + dy * step // 10)
        time.sleep(0.03)  # the drag's speed (input)
    time.sleep(0.1)  # let go at rest: no fling (input)
    xdotool("mouseup", "1")


os.makedirs(OUT, exist_ok=True)
process, window, app = start(BINARY)
try:
    check("the Zoom window opens and is on the accessibility bus", window and app)
    thumbnails = [wait_for(lambda n=n: find(app, f"Photo {n}", "button") or find(app, f"Photo {n}", "push button"), 10)
                  for n in range(1, 7)]
    check("it shows six thumbnails, Photo 1 to Photo 6", all(thumbnails))
    frame = find(app, "Zoom", "frame")
    size = extents(frame) if frame else None
    photo = lambda n: find(app, f"Photo {n}", "dialog")

    def fills(r):
        """A photo's Rect filling the window, where it rests (its spring passes through it)."""
        return size is not None and r.width >= size.width - 2 and r.height >= size.height - 60

    def any_photo():
        return next((p for p in map(photo, range(1, 7)) if p is not None), None)

    def open_photo(n):
        box = extents(thumbnails[n - 1])
        xdotool("mousemove", "--window", window, box.x + box.width // 2, box.y + box.height // 2, "click", "1")
        shown = wait_for(lambda: photo(n), 10)
        rest(lambda: photo(n), at=fills)  # the spring settles (the checks say where)
        return shown

    check("clicking Photo 2 zooms it as a dialog named Photo 2", open_photo(2))
    grown = extents(photo(2)) if photo(2) else None
    check("... that fills the window", grown and size and grown.width >= size.width - 2 and grown.height >= size.height - 60,
          f"{grown} in {size}")
    screenshot(os.path.join(OUT, "zoom-1-open.png"))
    drag((size.width // 2, size.height // 3), int(size.height * 0.45))
    check("dragged down 45% of the window, it lands back in its thumbnail", wait_for(lambda: photo(2) is None, 10))
    check("... which shows again", wait_for(lambda: find(app, "Photo 2", "button") or find(app, "Photo 2", "push button"), 5))

    check("clicking Photo 3 zooms it", open_photo(3))
    drag((size.width // 2, size.height // 3), int(size.height * 0.1))
    rest(lambda: photo(3), at=fills)  # sprung back (the check says whether)
    again = extents(photo(3)) if photo(3) else None
    check("dragged down a tenth, it springs back to fill the window",
          again and again.width >= size.width - 2, f"{again} in {size}")
    keyboard().press("Escape", focus=int(window))
    check("Escape sends it home", wait_for(lambda: photo(3) is None, 10))

    holds(lambda: any_photo() is None)  # home for good
    keyboard().press("Tab", focus=int(window))
    keyboard().press("Return", focus=int(window))
    opened = wait_for(any_photo, 10)
    check("the keyboard opens a photo too (Tab, Return)", opened)
    rest(any_photo, at=fills)
    keyboard().press("Escape", focus=int(window))
    wait_for(lambda: not any(photo(n) for n in range(1, 7)), 10)
finally:
    errors = stop(process)
finish(errors)
