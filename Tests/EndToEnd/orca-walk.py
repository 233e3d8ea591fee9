#!/usr/bin/env python3
"""What Orca says, demo by demo: the driver of Tests/EndToEnd/orca-walk.sh.

Runs inside a session of scripts/orca.sh (ORCA_SH, ORCA_SPEECH_LOG and
ORCA_DEBUG_LOG set), with one demo's window open and Orca quiet. Presses real
keys through "$ORCA_SH" --key, reads what Orca said for each, and checks it
against the app's own strings in the session's language (the app's gettext
catalogs), so the same walk holds in English, German and Hebrew. Orca's own
words ("push button", "Schalter") are never checked, only the app's.

    orca-walk.py DEMO LOCALE-DIR LANGUAGE

Exit status: 0 when every check held, 1 when one failed, 5 when the
opening's checks failed (the title, then the control, not spoken as the window
opened: a user gets no second try), 3 when the window's opening was not spoken
because Orca took the window for one not showing (GTK sends the window's
"showing" state inverted as it maps; the app publishes its windows before
they map so that GTK sends none, see cgtk_window_publish_showing), 4 when the
window's activation reached Orca before the app's registration (Orca then
holds the window as defunct for good; GTK 4.18 and later did so in most
openings until the app's stand-in window was realized, see
cgtk_show_when_heard). The caller counts 3 and 5 as failures and may run the
demo again after 4.
"""

import gettext
import json
import os
import re
import subprocess
import sys
import time

DEMO, LOCALE_DIR, LANGUAGE = sys.argv[1:4]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
catalog = gettext.translation("medalcount", localedir=LOCALE_DIR, languages=[LANGUAGE], fallback=True)
failures = []
# Whether the opening's checks failed (exit status 5: no second try).
opening_unheard = False
report = []


def T(text, *values):
    """`text` as the app shows it in LANGUAGE, its %s and %N$s filled in."""
    done = catalog.gettext(text)
    for number, value in enumerate(values, 1):
        done = done.replace("%%%d$s" % number, str(value))
    for value in values:
        done = done.replace("%s", str(value), 1)
    return done


def spoken_since_start():
    """What Orca said from the app's start to now (the opening)."""
    with open(os.environ["ORCA_SPEECH_LOG"], encoding="utf-8") as log:
        lines = log.read().splitlines()
    start = max((i for i, line in enumerate(lines) if line.startswith("## app started")), default=-1)
    return [line for line in lines[start + 1:] if not line.startswith("##")]


def speech_lines():
    with open(os.environ["ORCA_SPEECH_LOG"], encoding="utf-8") as log:
        return log.read().splitlines()


def key(name, until=None, patience=10):
    """Presses `name` (an X keysym) and returns what Orca said for it. Orca
    is quiet while a transition runs, and the focus may come after it: with
    `until`, waits up to `patience` seconds for an utterance holding it."""
    before = len(speech_lines())
    subprocess.run([os.environ["ORCA_SH"], "--key", name], capture_output=True, text=True, check=True)
    deadline = time.monotonic() + patience
    while True:
        said = [line for line in speech_lines()[before:] if line and not line.startswith("##")]
        if until is None or says_anywhere(said, until) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    if until is not None:
        subprocess.run([os.environ["ORCA_SH"], "--idle"], check=True)
        said = [line for line in speech_lines()[before:] if line and not line.startswith("##")]
    report.append("%-10s %s" % (name, " | ".join(said)))
    return said


def focus_lost_count():
    """How often Orca's locus of focus came from nothing (its debug log)."""
    with open(os.environ["ORCA_DEBUG_LOG"], encoding="utf-8", errors="replace") as log:
        return log.read().count("Changing locusOfFocus from None")


def check(what, holds, said):
    if not holds:
        failures.append("%s; Orca said: %s" % (what, " | ".join(said) if said else "nothing"))


def says(said, *parts):
    """Whether one utterance holds every part."""
    return any(all(part in line for part in parts) for line in said)


def says_anywhere(said, part):
    return any(part in line for line in said)


def opening(title, control, patience=10):
    """Checks the window's opening: its title, then its focused control. The
    window may come a moment after Orca went quiet (it waits for the
    registry, then for its activation), so this waits for the control."""
    deadline = time.monotonic() + patience
    while not says_anywhere(spoken_since_start(), control) and time.monotonic() < deadline:
        time.sleep(0.2)
    subprocess.run([os.environ["ORCA_SH"], "--idle"], check=True)
    said = spoken_since_start()
    report.append("%-10s %s" % ("(opened)", " | ".join(said)))
    with open(os.environ["ORCA_DEBUG_LOG"], encoding="utf-8", errors="replace") as log:
        debug = log.read()
    if re.search(r"window:activate for \[DEAD", debug):
        # When the window's first events go out before the registry knows
        # the app, Orca keeps the window as a defunct object for good: no
        # title, and no dialog names inside it (their parent is that window).
        print("orca-walk: %s: the window's activation reached Orca before the app's registration" % DEMO)
        sys.exit(4)
    if not says_anywhere(said, title) and "lacks state showing" in debug:
        print("orca-walk: %s: Orca took the window for one not showing (GTK's inverted state)" % DEMO)
        sys.exit(3)
    # Every release alike: the title, then the control. GTK 4.18 and later
    # had sent no activation for a new window now and then (4 of 9 on 4.24)
    # until the app waited for GTK to know the registry's event listeners
    # (cgtk_registry_round_trip_at).
    before = len(failures)
    check("the window's title %r is spoken as it opens" % title, says_anywhere(said, title), said)
    check("its focused control %r is spoken as it opens" % control, says_anywhere(said, control), said)
    check("the title before the control", title_first(said, title, control), said)
    global opening_unheard
    opening_unheard = len(failures) > before


def title_first(said, title, control):
    where = [i for i, line in enumerate(said) if title in line]
    after = [i for i, line in enumerate(said) if control in line and title not in line]
    return bool(where) and bool(after) and where[0] < after[-1]


def games(season, year):
    with open(os.path.join(ROOT, "data", "games.json"), encoding="utf-8") as data:
        return next(g for g in json.load(data)[season] if g["year"] == year)


def medal_count():
    opening(T("Medal Count"), T("Summer"))
    said = key("space", until="London 2012")
    check("Summer opens the list of %s" % T("Summer Games"), says_anywhere(said, T("Summer Games")), said)
    # The list's size is Orca's count of its rows: 17 with GTK 4.8, which
    # makes a row for each of them; GTK 4.18 only for those shown, not checked.
    check("the first row is London 2012", says_anywhere(said, "London 2012"), said)
    for name, row in (("Down", "Beijing 2008"), ("Down", "Athens 2004"), ("Up", "Beijing 2008")):
        said = key(name)
        check("%s reads the row %s" % (name, row), says_anywhere(said, row), said)
        others = [r for r in ("London 2012", "Athens 2004", "Sydney 2000", "Beijing 2008") if r != row]
        check("%s reads no other row" % name, not any(says_anywhere(said, r) for r in others), said)
        if LANGUAGE == "en":
            check("the focused row is the selected one", not says_anywhere(said, "not selected"), said)
    said = key("Return", until=T("Summer"))
    shown = T("%1$s, %2$s", "Beijing", T("%1$s %2$s", T("Summer"), 2008))
    check("the pick is announced as %r" % shown, says_anywhere(said, shown), said)
    check("the focus is back on %s" % T("Summer"), says_anywhere(said, T("Summer")), said)
    for _ in range(6):
        said = key("Tab")
        if says_anywhere(said, T("Medal Count")):
            break
    check("Tab reaches the %s button" % T("Medal Count"), says_anywhere(said, T("Medal Count")), said)
    beijing = games("summer", 2008)["medalWinners"]
    first = beijing[0]
    said = key("space", until=str(first["gold"]))
    table = T("Medal Count, %s", "Beijing 2008")
    check("the medal table opens as %r" % table, says_anywhere(said, table), said)
    check("the medal table opens on its first nation's medals",
          says(said, str(first["gold"]), str(first["silver"]), str(first["bronze"])), said)
    # Above the first nation, Shift+Tab reaches the sheet's grabber, said
    # with the height it rests at; Space moves it to the next; Tab returns.
    said = key("shift+Tab", until=T("Sheet Grabber"))
    check("Shift+Tab from the first nation reaches the %r" % T("Sheet Grabber"), says_anywhere(said, T("Sheet Grabber")), said)
    check("... said with its height, %r" % T("Two Thirds Height"), says_anywhere(said, T("Two Thirds Height")), said)
    check("... once", sum(T("Two Thirds Height") in line for line in said) == 1, said)
    said = key("space", until=T("Full Height"))
    check("Space on the grabber says the new height, %r" % T("Full Height"), says_anywhere(said, T("Full Height")), said)
    first_nation = T("%1$s %2$s", T("Gold"), str(first["gold"]))
    said = key("Tab", until=first_nation)
    check("Tab goes back to the first nation, %r" % first_nation, says_anywhere(said, first_nation), said)
    said = key("Down")
    second = beijing[1]
    check("Down reads the second nation's medals",
          says(said, str(second["gold"]), str(second["silver"]), str(second["bronze"])), said)
    forward = "Left" if LANGUAGE == "he" else "Right"
    gold = T("%1$s %2$s", T("Gold"), str(second["gold"]))
    said = key(forward)
    said += key(forward, until=gold)
    check("%s steps into the cells, read with their column: %r" % (forward, gold), says_anywhere(said, gold), said)
    below = T("%1$s %2$s", T("Gold"), str(beijing[2]["gold"]))
    said = key("Down", until=below)
    check("Down keeps the column: %r" % below, says_anywhere(said, below), said)
    said = key("Escape", until=T("Medal Count"))
    check("Escape closes the table, the focus back on %s" % T("Medal Count"),
          says_anywhere(said, T("Medal Count")), said)


def swipe_navigation():
    title = T("Swipe Navigation")
    opening(title, T("Proceed"))
    said = key("space", until=T("Go to scene %s", "B"))
    check("the stack opens on %s" % T("Scene %s", "A"), says_anywhere(said, T("Scene %s", "A")), said)
    check("scene A's button says where it goes", says_anywhere(said, T("Go to scene %s", "B")), said)
    check("the tooltip is spoken once", sum(T("Go to scene %s", "B") in line for line in said) == 1, said)
    steps = (("space", "B", "a push"), ("Tab", None, "Tab to the back button"), ("space", "A", "a pop by the back button"),
             ("space", "B", "a push again"), ("Escape", "A", "Escape"))
    for name, scene, step in steps:
        lost = focus_lost_count()
        said = key(name, until=T("Scene %s", scene) if scene else T("Back to %s", "A"))
        check("%s never leaves the focus on nothing" % step, focus_lost_count() == lost, said)
        if scene is None:
            check("the back button reads %r" % T("Back to %s", "A"), says_anywhere(said, T("Back to %s", "A")), said)
            check("no class name on the back button", not says_anywhere(said, "GtkImage"), said)
            continue
        check("%s speaks %s" % (step, T("Scene %s", scene)), says_anywhere(said, T("Scene %s", scene)), said)
        check("%s does not speak the window's title again" % step, not says_anywhere(said, title), said)
    said = key("Escape", until=T("Proceed"))
    check("Escape at scene A closes the stack, back on %s" % T("Proceed"), says_anywhere(said, T("Proceed")), said)


def beginner_cook():
    with open(os.path.join(ROOT, "data", "herbs.json"), encoding="utf-8") as data:
        herbs = json.load(data)["herbs"]
    first = herbs[0]
    opening(T("Beginner Cook"), first["name"])
    words = first["description"][:40]
    said = key("space", until=words)
    check("the details open as %s" % first["name"], says_anywhere(said, first["name"]), said)
    check("the herb's words are read as the details open", says_anywhere(said, words), said)
    # Orca 48 read them three times (the dialog's and the group's static text, then the focused words).
    check("... once", sum(line.count(words) for line in said) == 1, said)
    said = key("Tab")
    check("Tab reaches the credit link", says_anywhere(said, "Wikipedia"), said)
    check("the link's address is not spoken", not says_anywhere(said, "https://"), said)
    said = key("Escape", until=first["name"])
    check("Escape closes the details, the focus back on %s" % first["name"], says_anywhere(said, first["name"]), said)


{"medal-count": medal_count, "swipe-navigation": swipe_navigation, "beginner-cook": beginner_cook}[DEMO]()
with open(os.environ["ORCA_SPEECH_LOG"], encoding="utf-8") as log:
    classes = sorted({m for line in log if not line.startswith("##") for m in re.findall(r"\bGtk[A-Z]\w+", line)})
check("no GTK class name is ever spoken (%s)" % ", ".join(classes), not classes, [])
print("\n".join("orca-walk: %s %s: %s" % (LANGUAGE, DEMO, line) for line in report))
for failure in failures:
    print("orca-walk: %s %s: FAILED: %s" % (LANGUAGE, DEMO, failure), file=sys.stderr)
sys.exit(5 if opening_unheard else 1 if failures else 0)
