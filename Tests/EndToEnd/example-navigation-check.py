"""Runs Examples/Navigation, GtkStage's navigation controller in a second
app, as a person would: the Inbox screen's Open Message pushes Message; back
by the bar's back button (named after Inbox), by a drag from the leading
edge (a short one goes back to Message), and by Alt+Left. AT-SPI says what
is shown. Prints 'N passed, M failed'."""

import os
import sys
import time

from examplewalk import check, finish, start, stop, find
from appdriver import extents, holds, keyboard, name, role, screenshot, wait_for, xdotool

BINARY = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else "artifacts/examples"


MESSAGE = "Lunch on Friday? The usual place, at one."


def on_inbox(app):
    """Whether the Inbox screen is the one shown: a screen the stack left is
    off its stage, and so out of the tree (GTK 4.8 reports no showing state)."""
    return button(app, lambda n: n == "Open Message") is not None and label(app, MESSAGE) is None


def on_message(app):
    return label(app, MESSAGE) is not None and button(app, lambda n: n == "Open Message") is None


def label(app, text):
    return find(app, lambda n: name(n) == text and role(n) == "label")


def button(app, test):
    return find(app, lambda n: role(n) in ("button", "push button") and test(name(n)))


def click(node):
    box = extents(node)
    xdotool("mousemove", "--window", window, box.x + box.width // 2, box.y + box.height // 2, "click", "1")


os.makedirs(OUT, exist_ok=True)
process, window, app = start(BINARY)
try:
    check("the Navigation window opens and is on the accessibility bus", window and app)
    check("it shows the Inbox screen with its title", wait_for(lambda: on_inbox(app) and label(app, "Inbox"), 10))
    frame = find(app, lambda n: role(n) == "frame")
    size = extents(frame)

    def open_message(how):
        click(button(app, lambda n: n == "Open Message"))
        check(f"Open Message pushes the Message screen ({how})", wait_for(lambda: on_message(app), 10))
        holds(lambda: on_message(app))  # the push over: Inbox left the stage, and stays off

    open_message("then the back button")
    screenshot(os.path.join(OUT, "navigation-1-message.png"))
    back = button(app, lambda n: "Inbox" in n)
    check("the bar's back button is named after Inbox", back, [name(b) for b in [back] if b])
    if back:
        click(back)
    check("... and takes it back to Inbox", wait_for(lambda: on_inbox(app), 10))

    holds(lambda: on_inbox(app))
    open_message("then a drag from the leading edge")
    y = size.height // 2

    def edge_drag(share):
        xdotool("mousemove", "--window", window, 4, y, "mousedown", "1")
        for step in range(1, 11):
            xdotool("mousemove", "--window", window, 4 + int(size.width * share) * step // 10, y)
            time.sleep(0.03)  # the drag's speed (input)
        time.sleep(0.2)  # let go at rest: no fling (input)
        xdotool("mouseup", "1")

    edge_drag(0.12)
    # Back on Message alone, for a second on end: the time a wrong pop is given to show.
    check("a short drag from the leading edge goes back to Message", holds(lambda: on_message(app), span=1.0))
    edge_drag(0.7)
    check("a drag from the leading edge past half way goes back to Inbox", wait_for(lambda: on_inbox(app), 10))

    holds(lambda: on_inbox(app))
    open_message("then Alt+Left")
    keyboard().press("alt+Left", focus=int(window))
    check("Alt+Left goes back to Inbox", wait_for(lambda: on_inbox(app), 10))
finally:
    errors = stop(process)
finish(errors)
