"""Runs Examples/Sheets, GtkStage's sheet in a second app, as a person would:
the sheet opens at medium with the window behind still working (its Count
button counts), its grabber takes it to large where the window is dimmed
and a click on the dim closes it, Keep Open refuses Escape and says so, a
second sheet stacks over the first and Escape takes only the top one, and a
wheel turned over the rows grows the sheet first. AT-SPI says what is shown.
Prints 'N passed, M failed'."""

import os
import sys

import pyatspi

from examplewalk import check, finish, rest, start, stop, find as find_node
from appdriver import extents, holds, keyboard, name, role, screenshot, wait_for, wait_for_rest, xdotool

BINARY = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else "artifacts/examples"


def find(node, wanted, wanted_role=None):
    """The first node named `wanted` (of `wanted_role`, or of any role but a
    label's when none is given) under `node`."""
    return find_node(node, lambda n: name(n) == wanted and (role(n) == wanted_role if wanted_role else role(n) != "label"))


def centre(node):
    box = extents(node)
    return box.x + box.width // 2, box.y + box.height // 2


def height(node_of):
    """The height of the node `node_of()` gives, or None without one."""
    node = node_of()
    box = extents(node) if node is not None else None
    return box.height if box is not None else None


def switched_on(node):
    """Whether a switch is on, as AT-SPI says (checked or pressed)."""
    states = node.getState()
    return states.contains(pyatspi.STATE_CHECKED) or states.contains(pyatspi.STATE_PRESSED)


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

    def risen(r):
        """A sheet's Rect well up from below the window (where it starts), to be at rest."""
        return r.y + 50 < window_height

    def up(dialog):
        """Waits for the sheet `dialog()` gives to rise and rest."""
        rest(dialog, at=risen)

    click(show)
    check("Show Sheet presents a dialog named Sheet", wait_for(sheet, 10))
    up(sheet)
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
        grown = wait_for_rest(lambda: height(sheet), until=lambda h: h > opened + 50) or height(sheet) or 0
        check("the grabber takes it to large", grown > opened + 50, f"{grown} after {opened}")
        screenshot(os.path.join(OUT, "sheets-2-large.png"))
        xdotool("mousemove", "--window", window, 300, 20, "click", "1")
        check("at large a click on the dim above it dismisses it", wait_for(lambda: sheet() is None, 10))
        check("... and counts nothing", find(app, "Count: 1", "button") is not None)

    holds(lambda: sheet() is None)  # gone for good
    click(find(app, "Show Sheet", "button"))
    wait_for(sheet, 10)
    up(sheet)
    keep = find(app, "Keep Open")
    check("the sheet holds a Keep Open switch", keep is not None and role(keep) in ("switch", "toggle button", "check box"),
          keep and role(keep))
    if keep is not None:
        click(keep)
        check("Keep Open turns on when clicked", wait_for(lambda: switched_on(keep), 5))
        keyboard().press("Escape", focus=int(window))
        check("... Escape then says it was asked to close", wait_for(lambda: find(app, "Asked to close", "label"), 5))
        # Up a second on: the time a wrong dismissal is given to show.
        check("... and leaves the sheet up", holds(lambda: sheet() is not None, span=1.0))
        click(keep)
        wait_for(lambda: not switched_on(keep), 5)
    click(find(app, "Show Another", "button"))
    second = lambda: find(app, "Second Sheet", "dialog")
    check("Show Another presents a Second Sheet over it", wait_for(second, 10))
    up(second)
    screenshot(os.path.join(OUT, "sheets-3-stacked.png"))
    keyboard().press("Escape", focus=int(window))
    check("Escape takes only the second sheet", wait_for(lambda: find(app, "Second Sheet", "dialog") is None, 10)
          and sheet() is not None)
    holds(lambda: second() is None and sheet() is not None)  # the first sheet is the top one again
    keyboard().press("Escape", focus=int(window))
    check("... and Escape again the first", wait_for(lambda: sheet() is None, 10))

    holds(lambda: sheet() is None)
    click(find(app, "Show Sheet", "button"))
    wait_for(sheet, 10)
    up(sheet)
    before = height(sheet) or 0
    row = find(app, "Row 3", "label")
    after = 0
    if row is not None:
        xdotool("mousemove", "--window", window, *centre(row), "click", "5")
        after = wait_for_rest(lambda: height(sheet), until=lambda h: h > before + 50) or height(sheet) or 0
    check("a wheel turned over the rows at their top grows the sheet first", after > before + 50, f"{before} then {after}")
    keyboard().press("Escape", focus=int(window))
    wait_for(lambda: sheet() is None, 10)
finally:
    errors = stop(process)
finish(errors)
