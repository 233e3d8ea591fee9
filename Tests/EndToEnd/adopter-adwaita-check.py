"""Runs an adopter of GtkStage on libadwaita (Tests/Adopters/Adwaita: an
AdwApplication whose window has an AdwHeaderBar above the stage) as a person
would: a sheet comes up; while it is up the header bar's button takes no
click and the focus stays in the sheet, so Escape still closes it; the
header works again once it is gone; in the dark style (Ctrl+D, libadwaita's
style manager, switched while the sheet is up) the sheet is lighter than
the window behind it, as libadwaita's raised surfaces are; nothing is
printed on standard error. Prints 'N passed, M failed'."""

import os
import sys

from examplewalk import check, finish, rest, start, stop, find as find_node
import subprocess

from appdriver import Image, extents, holds, keyboard, name, role, wait_for, xdotool

BINARY = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else "artifacts/examples"


def find(node, wanted, wanted_role=None):
    return find_node(node, lambda n: name(n) == wanted and (role(n) == wanted_role if wanted_role else True))


def button(app, label):
    return find(app, label, "button") or find(app, label, "push button")


def click(node):
    box = extents(node)
    xdotool("mousemove", "--window", window, box.x + box.width // 2, box.y + box.height // 2, "click", "1")


def focus_in(node):
    """Whether the keyboard focus is on `node` or inside it (AT-SPI's focused state)."""
    import pyatspi
    return find_node(node, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED)) is not None


os.makedirs(OUT, exist_ok=True)
process, window, app = start(BINARY)
try:
    check("the Adwaita window opens and is on the accessibility bus", window and app)
    frame = wait_for(lambda: find(app, "Adwaita", "frame"), 10)
    size = extents(frame) if frame else None
    check("its header bar has the Count button", wait_for(lambda: button(app, "Count: 0"), 10))
    sheet = lambda: find(app, "Sheet", "dialog")

    click(wait_for(lambda: button(app, "Show Sheet"), 10))
    check("Show Sheet presents a dialog named Sheet", wait_for(sheet, 10))
    rest(sheet, at=lambda r: size is not None and r.y + 50 < size.height)
    check("the focus is in the sheet", wait_for(lambda: sheet() is not None and focus_in(sheet()), 5))
    click(button(app, "Count: 0"))
    check("while the sheet is up, a click on the header bar's button does nothing",
          holds(lambda: button(app, "Count: 0") is not None, span=0.8))
    check("... and the focus stays in the sheet", sheet() is not None and focus_in(sheet()))
    keyboard().press("Escape", focus=int(window))
    check("Escape still closes the sheet", wait_for(lambda: sheet() is None, 10))
    holds(lambda: sheet() is None)
    click(button(app, "Count: 0"))
    check("with the sheet gone the header bar works again", wait_for(lambda: button(app, "Count: 1"), 5))

    click(button(app, "Show Sheet"))
    wait_for(sheet, 10)
    placed = rest(sheet, at=lambda r: size is not None and r.y + 50 < size.height)
    keyboard().press("ctrl+d", focus=int(window))  # libadwaita's style manager, to dark
    shot = os.path.join(OUT, "adwaita-dark-sheet.ppm")
    if placed and size:
        # The (dimmed) window above the sheet, at its medium detent, and its surface
        # well inside it, in the window's own screenshot (its coordinates
        # are AT-SPI's window coordinates).
        x = size.width // 2 - 20
        above = (x, max(placed.y - 40, 60))
        inside = (x, placed.y + placed.height // 2 + 40)

        def level(image, point):
            return sum(image.mean_color(point[0], point[1], point[0] + 40, point[1] + 10)) / 3 / 255

        def surfaces():
            subprocess.run(["import", "-window", str(window), "-depth", "8", shot], check=True, capture_output=True)
            image = Image(shot)
            return level(image, above), level(image, inside)

        dark = wait_for(lambda: (lambda w, s: (w, s) if w < 0.3 else None)(*surfaces()), 10)
        window_level, sheet_level = dark or surfaces()
        check("Ctrl+D switches libadwaita to the dark style while the sheet is up", window_level < 0.3,
              f"window at {window_level:.2f}")
        check("... where the sheet is lighter than the window behind it (@dialog_bg_color)",
              sheet_level > window_level + 0.08, f"sheet {sheet_level:.2f}, window {window_level:.2f}")
    else:
        check("the sheet came to rest", False)
    keyboard().press("Escape", focus=int(window))
    check("Escape closes the sheet in the dark style too", wait_for(lambda: sheet() is None, 10))
finally:
    errors = stop(process)
finish(errors)
