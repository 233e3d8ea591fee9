"""Runs Examples/Sheets, GtkStage's sheet in a second app, as a person would:
the sheet opens at medium with the window behind still working (its Count
button counts), its grabber takes it to large where the window is dimmed
and a click on the dim closes it, Keep Open refuses Escape and says so, a
second sheet stacks over the first and Escape takes only the top one, and a
wheel turned over the rows grows the sheet first. AT-SPI says what is shown.
Prints 'N passed, M failed'."""

import os
import sys
import time

from examplewalk import check, finish, start, stop, find as find_node
from appdriver import extents, keyboard, name, role, screenshot, wait_for, xdotool

BINARY = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else "artifacts/examples"


def find(node, wanted, wanted_role=None):
    """The first node named `wanted` (of `wanted_role`, or of any role but a
    label's when none is given) under `node`."""
    return find_node(node, lambda n: name(n) == wanted and (role(n) == wanted_role if wanted_role else role(n) != "label"))


def centre(node):
    box = extents(node)
    return box.x + box.width // 2, box.y + box.height // 2


def click(node):
    """A real click on `node`'s middle: its window coordinates (AT-SPI's)
    are the X window's, the example's window having no decorations."""
    xdotool("mousemove", "--window", window, *centre(node), "click", "1")


os.makedirs(OUT, exist_ok=True)
process, window, app = start(BINARY)
try:
    check("the Sheets window opens and is on the accessibility bus", window and app)
    show = wait_for(lambda: find(app, "Show Sheet", "button"), 10)
    count = find(app, "Count: 0", "button")
    check("it shows 'Show Sheet' and 'Count: 0'", show and count)
    sheet = lambda: find(app, "Sheet", "dialog")
    frame = wait_for(lambda: find(app, "Sheets", "frame"), 5)
    window_height = extents(frame).height if frame else 0

    click(show)
    check("Show Sheet presents a dialog named Sheet", wait_for(sheet, 10))
    time.sleep(0.6)
    opened = extents(sheet()).height if sheet() else 0
    check("... at medium, about half the window", 0.35 * window_height < opened < 0.6 * window_height,
          f"{opened} of {window_height}")
    screenshot(os.path.join(OUT, "sheets-1-medium.png"))
    click(find(app, "Count: 0", "button"))
    check("at medium the Count button behind still counts", wait_for(lambda: find(app, "Count: 1", "button"), 5))
    check("... and the sheet stays", sheet() is not None)

    grabber = find(app, "Sheet Grabber", "button") or find(app, "Sheet Grabber", "push button")
    check("the sheet has a grabber named Sheet Grabber", grabber)
    if grabber:
        click(grabber)
        time.sleep(0.8)
        grown = extents(sheet()).height if sheet() else 0
        check("the grabber takes it to large", grown > opened + 50, f"{grown} after {opened}")
        screenshot(os.path.join(OUT, "sheets-2-large.png"))
        xdotool("mousemove", "--window", window, 300, 20, "click", "1")
        check("at large a click on the dim above it dismisses it", wait_for(lambda: sheet() is None, 10))
        check("... and counts nothing", find(app, "Count: 1", "button") is not None)

    time.sleep(0.4)
    click(find(app, "Show Sheet", "button"))
    wait_for(sheet, 10)
    time.sleep(0.6)
    keep = find(app, "Keep Open")
    check("the sheet holds a Keep Open switch", keep is not None and role(keep) in ("switch", "toggle button", "check box"),
          keep and role(keep))
    if keep is not None:
        click(keep)
        time.sleep(0.3)
        keyboard().press("Escape", focus=int(window))
        time.sleep(0.8)
        check("with Keep Open on, Escape leaves the sheet up", sheet() is not None)
        check("... and it says it was asked to close", wait_for(lambda: find(app, "Asked to close", "label"), 5))
        click(keep)
        time.sleep(0.3)
    click(find(app, "Show Another", "button"))
    check("Show Another presents a Second Sheet over it", wait_for(lambda: find(app, "Second Sheet", "dialog"), 10))
    time.sleep(0.6)
    screenshot(os.path.join(OUT, "sheets-3-stacked.png"))
    keyboard().press("Escape", focus=int(window))
    check("Escape takes only the second sheet", wait_for(lambda: find(app, "Second Sheet", "dialog") is None, 10)
          and sheet() is not None)
    time.sleep(0.5)
    keyboard().press("Escape", focus=int(window))
    check("... and Escape again the first", wait_for(lambda: sheet() is None, 10))

    time.sleep(0.4)
    click(find(app, "Show Sheet", "button"))
    wait_for(sheet, 10)
    time.sleep(0.6)
    before = extents(sheet()).height
    row = find(app, "Row 3", "label")
    if row is not None:
        xdotool("mousemove", "--window", window, *centre(row), "click", "5")
        time.sleep(0.8)
    after = extents(sheet()).height if sheet() else 0
    check("a wheel turned over the rows at their top grows the sheet first", after > before + 50, f"{before} then {after}")
    keyboard().press("Escape", focus=int(window))
    wait_for(lambda: sheet() is None, 10)
finally:
    errors = stop(process)
finish(errors)
