"""Runs Examples/Minimal, the library's smallest consumer, as a person would:
the card opens from its button (keyboard), and goes by Escape, by a click on
the dim and by a drag down; Escape 30, 80 and 150 ms into its coming turns
it back, and the button then shows it again over a working dim; AT-SPI says
what is shown. Prints 'N passed, M failed'."""

import sys
import time

from examplewalk import check, finish, rest, start, stop, find as find_node
from appdriver import extents, holds, keyboard, name, role, wait_for, xdotool

BINARY = sys.argv[1]


def find(node, wanted_name, wanted_role):
    return find_node(node, lambda n: name(n) == wanted_name and role(n) == wanted_role)


process, window, app = start(BINARY)
try:
    check("the example's window opens and is on the accessibility bus", window and app)
    button = wait_for(lambda: find(app, "Show Card", "button"), 10)
    check("it shows a 'Show Card' button", button)
    card = lambda: find(app, "Card", "dialog")
    # The button and the card are both centred on the stage.
    placed = extents(button) if button else None
    middle = placed.y + placed.height / 2 if placed else 0

    def centred(r):
        return abs(r.y + r.height / 2 - middle) <= 1

    def open_card(how):
        keyboard().press("Return", focus=int(window))
        check(f"Return on the button presents the card ({how})", wait_for(card, 10))
        rest(card, at=centred)  # risen into the middle (what follows checks what it does there)

    open_card("then Escape")
    keyboard().press("Escape", focus=int(window))
    check("Escape dismisses it", wait_for(lambda: card() is None, 10))

    open_card("then a click on the dim")
    xdotool("mousemove", "--window", window, 20, 20, "click", "1")
    check("a click on the dim dismisses it", wait_for(lambda: card() is None, 10))

    open_card("then a drag")
    xdotool("mousemove", "--window", window, 300, 200)
    xdotool("mousedown", "1")
    for step in range(1, 9):
        xdotool("mousemove", "--window", window, 300, 200 + 15 * step)
        time.sleep(0.03)  # the drag's speed (input)
    xdotool("mouseup", "1")
    check("dragging the card down dismisses it", wait_for(lambda: card() is None, 10))

    # Escape while the card is still coming in turns it back; the window
    # must then be as it was: Show Card clicked again shows the card over a
    # dim that a click dismisses (a dim left behind took every click).
    for delay in (0.03, 0.08, 0.15):
        holds(lambda: card() is None)  # gone for good, before the next click
        # xdotool's own sleep: the Escape comes `delay` after the click, whatever the app does.
        xdotool("mousemove", "--window", window, 300, 200, "click", "1", "sleep", str(delay), "key", "Escape")
        check(f"Escape {int(delay * 1000)} ms into the card's coming turns it back", wait_for(lambda: card() is None, 10))
        holds(lambda: card() is None)
        xdotool("mousemove", "--window", window, 300, 200, "click", "1")
        shown = wait_for(card, 10)
        check(f"... and Show Card clicked then shows the card again", shown)
        rest(card, at=centred)
        xdotool("mousemove", "--window", window, 20, 20, "click", "1")
        check("... over a dim that a click dismisses", shown and wait_for(lambda: card() is None, 10))
finally:
    errors = stop(process)
finish(errors)
