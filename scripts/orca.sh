#!/usr/bin/env bash
# Runs GNOME's screen reader Orca headless against an app and records what it
# speaks: a private Xvfb, openbox, a private D-Bus session with its AT-SPI bus,
# speech-dispatcher (espeak-ng through libao) and Orca (43 on Debian 12, 47 on 13, 49 on sid) with private
# preferences and a debug log, whose "SPEECH OUTPUT:" lines become a plain
# speech log.
#
#   scripts/orca.sh APP [APP-ARGS...]        start it all, then APP, then the driver
#
# The driver is ORCA_DRIVER, a shell command run (bash -c) once APP's window
# is up, APP is on the AT-SPI bus and Orca has gone quiet. It sends keys as
# real XTEST events and reads what Orca said from $ORCA_SPEECH_LOG (also
# exported: DISPLAY, ORCA_DIR, ORCA_DEBUG_LOG, ORCA_APP_PID, ORCA_SH). Its exit
# status is the script's. Without ORCA_DRIVER the session stays up until APP
# exits (or Ctrl+C), and $ORCA_DIR/env holds what another shell needs to drive
# it (source it).
# In the driver (or that shell) these helpers are at hand:
#
#   "$ORCA_SH" --key KEY...   for each KEY: write "## KEY" into the speech log,
#                             press it (xdotool key, XTEST), wait until Orca is
#                             quiet, and print what it said for it
#   "$ORCA_SH" --mark TEXT    write "## TEXT" into the speech log
#   "$ORCA_SH" --idle         wait until Orca is quiet and the speech log is
#                             caught up with its debug log
#
# Example:
#   ORCA_DRIVER='"$ORCA_SH" --key space Down Down Return' \
#     scripts/orca.sh .build/debug/MedalCount
#
# Environment (all optional):
#   ORCA_DIR           folder for the run's logs and private config (default: a
#                      new /tmp/orca-run.XXXXXX; kept after the run)
#   ORCA_DRIVER        the driver command (see above)
#   ORCA_KEY_DELAY     seconds to wait after the window was presented before
#                      the driver starts (default 0)
#   ORCA_IDLE          seconds without a new debug line that count as quiet
#                      (default 0.8)
#   ORCA_STEP_TIMEOUT  seconds --key/--idle wait for quiet at most (default 15)
#   ORCA_TIMEOUT       seconds each start-up stage may take (default 30)
#   ORCA_SCREEN        Xvfb screen (default 1280x800x24)
#   ORCA_NO_INSTALL=1  never install packages, fail if some are missing
#   ORCA_APP_FIRST=1   start the app first and Orca once the app is on the
#                      AT-SPI bus (Orca then presents the window it finds)
#
# Files in $ORCA_DIR: speech.log (what Orca spoke, one utterance a line, "##"
# lines are the driver's marks), orca-debug.log (Orca's full debug log),
# orca.out, app.log, speechd/ (speech-dispatcher's logs), xvfb.log, openbox.log,
# dbus.log (the session bus and the services it started).
#
# Orca 43 refuses to start while any other process of this user is named
# "orca" (its own pgrep check, machine-wide, not per display), so one run at a
# time per user; this script never uses --replace, which would kill the others.
#
# What to expect from Orca 43 with a GTK 4.8 app started after it: GTK sends
# the window's first events (focus, active) before the app's AT-SPI
# registration is through, and Orca drops them ("[DEAD]", "potentially-defunct
# source" in its debug log). Mostly it then says nothing for the window
# opening, and it also misses the first key: it listens to a GTK 4 app's keys
# only once it has a script for the app, which the first focus event it takes
# makes (that key's effect is still spoken, without its echo). With
# ORCA_APP_FIRST=1 it finds the window at its start and presents it.
set -euo pipefail

self="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")"
idle_secs="${ORCA_IDLE:-0.8}"
step_timeout="${ORCA_STEP_TIMEOUT:-15}"
stage_timeout="${ORCA_TIMEOUT:-30}"

say() { echo "orca.sh: $*" >&2; }
die() { say "$*"; exit 1; }

# --- The speech log -----------------------------------------------------------
# Orca 43 writes each spoken string as one debug line,
#   HH:MM:SS.ffffff - SPEECH OUTPUT: 'text'[ voice=NAME]{ACSS as a dict}
# (speech.py's _speak, speakKeyEvent and speakCharacter; sayAll's lines have no
# dict). sync_speech copies the text of every such line that came since the
# last call into speech.log, keeping its place in speech.offset; a lock keeps
# the background copier and the helpers' marks in order.
sync_speech() { # DIR
  local dir="$1"
  flock "$dir/speech.lock" /usr/bin/python3 - "$dir" <<'EOF'
import os, re, sys
d = sys.argv[1]
log, off_file, out = (os.path.join(d, n) for n in ("orca-debug.log", "speech.offset", "speech.log"))
try:
    off = int(open(off_file).read() or 0)
except FileNotFoundError:
    off = 0
try:
    with open(log, "rb") as f:
        f.seek(off)
        data = f.read()
except FileNotFoundError:
    sys.exit(0)
end = data.rfind(b"\n") + 1          # whole lines only; the rest comes next time
lines = []
for raw in data[:end].decode("utf-8", "replace").splitlines():
    # Orca 49 breaks the dict over lines: only its opening brace is on this one.
    m = re.match(r"^[0-9:.]+ - SPEECH OUTPUT: '(.*?)'(?: voice=\S+)?\s*(?:\{.*)?$", raw)
    if m:
        lines.append(m.group(1).strip())
    elif "SPEECH OUTPUT:" in raw:      # a shape this pattern does not know: keep it whole
        lines.append(raw.split("SPEECH OUTPUT:", 1)[1].strip())
with open(out, "a") as f:
    f.writelines(l + "\n" for l in lines)
with open(off_file, "w") as f:
    f.write(str(off + end))
EOF
}

# Waits until Orca's debug log was last written $idle_secs ago or more, and
# at least $idle_secs from the call (Orca logs every event it gets, so a quiet
# log is a quiet Orca; the events of a key just sent may not have reached it
# yet), then syncs.
wait_idle() { # DIR
  local dir="$1" start now mtime
  start=$(date +%s.%N)
  while :; do
    now=$(date +%s.%N)
    mtime=$(stat -c %.9Y "$dir/orca-debug.log" 2>/dev/null || echo 0)
    if awk -v n="$now" -v m="$mtime" -v s="$start" -v i="$idle_secs" \
      'BEGIN{if (s>m) m=s; exit !(n-m>=i)}'; then break; fi
    if awk -v n="$now" -v s="$start" -v t="$step_timeout" 'BEGIN{exit !(n-s>=t)}'; then
      say "warning: Orca was not quiet for ${idle_secs}s within ${step_timeout}s; going on"
      break
    fi
    sleep 0.05
  done
  sync_speech "$dir"
}

mark() { # DIR TEXT
  local dir="$1"; shift
  # Under the lock: whatever Orca said before the mark is copied first.
  # shellcheck disable=SC2016 # expanded by the inner bash
  flock "$dir/speech.lock" bash -c 'printf "## %s\n" "$2" >>"$1/speech.log"' _ "$dir" "$*"
}

# --- Helpers for the driver ---------------------------------------------------
case "${1:-}" in
  --key | --mark | --idle)
    if [ -z "${ORCA_DIR:-}" ] || [ ! -f "$ORCA_DIR/orca-debug.log" ]; then
      die "$1 works only inside a session (ORCA_DIR unset or not a session's folder)"
    fi
    [ -n "${DISPLAY:-}" ] || die "$1: DISPLAY is unset (source \$ORCA_DIR/env)"
    helper="$1"; shift
    case "$helper" in
      --idle) wait_idle "$ORCA_DIR" ;;
      --mark) wait_idle "$ORCA_DIR"; mark "$ORCA_DIR" "$*" ;;
      --key)
        for k in "$@"; do
          wait_idle "$ORCA_DIR"
          before=$(wc -l <"$ORCA_DIR/speech.log")
          mark "$ORCA_DIR" "$k"
          # Real XTEST events to the focused window. Not "--window ID": that
          # sends synthetic XSendEvent events, which Orca never sees.
          xdotool key "$k"
          wait_idle "$ORCA_DIR"
          tail -n +$((before + 1)) "$ORCA_DIR/speech.log"
        done
        ;;
    esac
    exit 0
    ;;
  -h | --help)
    sed -n '2,/^set -euo/p' "$self" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
  "" | -*)
    echo "usage: scripts/orca.sh APP [APP-ARGS...]   (--help tells more)" >&2
    exit 2
    ;;
esac

# --- Outside the D-Bus session: packages and the run's folder -----------------
if [ -z "${ORCA_SH_INNER:-}" ]; then
  app="$1"
  command -v "$app" >/dev/null 2>&1 || [ -x "$app" ] || die "no such program: $app"

  # shellcheck source=scripts/packages.sh
  source "$(dirname "${BASH_SOURCE[0]}")/packages.sh"
  find_missing_packages "${orca_packages[@]}"
  if ((${#missing[@]})); then
    [ -z "${ORCA_NO_INSTALL:-}" ] || die "missing packages: ${missing[*]}"
    command -v apt-get >/dev/null || die "missing packages (and no apt-get): ${missing[*]}"
    say "installing ${missing[*]}"
    install_packages "${missing[@]}"
  fi

  # Orca's own check (see the top); tell it plainly instead of its one-liner.
  if others=$(pgrep -u "$(id -u)" -x orca); then
    die "another Orca of this user is running (pid ${others//$'\n'/ }); Orca 43 starts only one per user"
  fi

  dir="${ORCA_DIR:-$(mktemp -d /tmp/orca-run.XXXXXX)}"
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  rm -f "$dir"/{speech.log,speech.offset,orca-debug.log,env}
  export ORCA_DIR="$dir" ORCA_SH_INNER=1
  # Everything below sees only private folders: Orca's and dconf's settings,
  # speech-dispatcher's socket, the AT-SPI bus's socket.
  export XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" XDG_CACHE_HOME="$dir/cache"
  export XDG_RUNTIME_DIR="$dir/runtime"
  mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
  chmod 700 "$XDG_RUNTIME_DIR"
  # X11 only, and nothing inherited that would turn accessibility off or point
  # at another bus.
  unset WAYLAND_DISPLAY DISPLAY AT_SPI_BUS_ADDRESS NO_AT_BRIDGE GTK_A11Y SPEECHD_ADDRESS \
    DBUS_SESSION_BUS_ADDRESS SESSION_MANAGER
  export GDK_BACKEND=x11
  export LANG="${LANG:-C.UTF-8}"
  # A private session bus; it (and the AT-SPI bus it starts) ends with us.
  # The bus daemons and what they start write to dbus.log; this script's own
  # output goes on to the caller through fds 3 and 4.
  exec 3>&1 4>&2
  exec dbus-run-session -- bash "$self" "$@" >"$dir/dbus.log" 2>&1
fi

# --- Inside the D-Bus session -------------------------------------------------
exec 1>&3 2>&4 3>&- 4>&-
unset ORCA_SH_INNER
dir="$ORCA_DIR"
pids=()   # started here, stopped in reverse order on exit

stop_pid() { # PID TENTHS: TERM, then KILL after TENTHS tenths of a second
  kill -TERM "$1" 2>/dev/null || return 0
  for _ in $(seq "$2"); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  local i p
  # Orca first, while the app is still there: it says "Screen reader off."
  # and exits as soon as an event wakes its Python code (KILL after 3 s if
  # none does); then the rest, last started first.
  for p in ${orca_pid:-}; do stop_pid "$p" 30; done
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do stop_pid "${pids[i]}" 30; done
  if [ -f "$dir/orca-debug.log" ]; then sync_speech "$dir" || true; fi
  say "logs in $dir (speech: $dir/speech.log)"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Polls COMMAND until it succeeds, for $stage_timeout seconds; PID, if given,
# must stay alive meanwhile. On failure shows LOG's tail.
wait_for() { # WHAT PID LOG COMMAND...
  local what="$1" pid="$2" log="$3"; shift 3
  local deadline=$(($(date +%s) + stage_timeout))
  until "$@" >/dev/null 2>&1; do
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
      say "$what: the process exited; the end of $log:"; tail -n 20 "$log" >&2 || true; exit 1
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
      say "$what: not ready after ${stage_timeout}s; the end of $log:"; tail -n 20 "$log" >&2 || true; exit 1
    fi
    sleep 0.1
  done
}

# 1. Xvfb on a free display: -displayfd makes it pick the number itself (no
#    race with another run over /tmp/.X11-unix) and write it once it listens.
: >"$dir/display"
Xvfb -displayfd 3 -screen 0 "${ORCA_SCREEN:-1280x800x24}" -nolisten tcp -noreset \
  3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
pids+=($!)
wait_for "Xvfb" "${pids[-1]}" "$dir/xvfb.log" grep -q '[0-9]' "$dir/display"
DISPLAY=":$(tr -dc 0-9 <"$dir/display")"
export DISPLAY
say "display $DISPLAY, folder $dir"

# The bus starts the AT-SPI bus launcher on demand: let it know the display.
dbus-update-activation-environment DISPLAY XDG_RUNTIME_DIR XDG_CONFIG_HOME XDG_DATA_HOME \
  XDG_CACHE_HOME GDK_BACKEND LANG

# 2. openbox: windows get focus and activate, which is what Orca presents.
openbox --sm-disable >"$dir/openbox.log" 2>&1 &
pids+=($!)
wait_for "openbox" "${pids[-1]}" "$dir/openbox.log" \
  bash -c 'xprop -root _NET_SUPPORTING_WM_CHECK | grep -q "window id"'

# 3. The accessibility bus (at-spi-bus-launcher, started by the session bus).
wait_for "AT-SPI bus" "" /dev/null \
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress
# What a desktop session with its screen reader on says (GNOME sets it from
# the screen-reader-enabled setting): apps may ask before they show a window.
# at-spi2-core 2.62 (sid) has no ScreenReaderEnabled; there IsEnabled says it.
a11y_status() { # PROPERTY
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status "string:$1" variant:boolean:true >/dev/null 2>&1
}
a11y_status IsEnabled || die "the AT-SPI bus launcher refused org.a11y.Status.IsEnabled"
a11y_status ScreenReaderEnabled || say "no ScreenReaderEnabled on this AT-SPI (2.62 and later); IsEnabled is set"

# 4. speech-dispatcher with a private config: espeak-ng through libao. The
#    default audio output (pulse, then alsa) hangs with no sound device;
#    libao fails fast and speech-dispatcher goes on.
sd="$dir/speechd"
mkdir -p "$sd/conf/modules" "$sd/log"
cp /etc/speech-dispatcher/modules/espeak-ng.conf "$sd/conf/modules/"
cat >"$sd/conf/speechd.conf" <<'EOF'
# Private config for orca.sh; the rest are speech-dispatcher's defaults.
AudioOutputMethod "libao"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
LogLevel 2
EOF
# The same config where an autospawned speech-dispatcher would look for it.
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher"
cp -r "$sd/conf/." "$XDG_CONFIG_HOME/speech-dispatcher/"
export SPEECHD_ADDRESS="unix_socket:$XDG_RUNTIME_DIR/speechd.sock"
speech-dispatcher --run-single --timeout 0 --config-dir "$sd/conf" --log-dir "$sd/log" \
  --communication-method unix_socket --socket-path "$XDG_RUNTIME_DIR/speechd.sock" \
  >"$sd/out.log" 2>&1 &
pids+=($!)
wait_for "speech-dispatcher" "${pids[-1]}" "$sd/out.log" test -S "$XDG_RUNTIME_DIR/speechd.sock"
# One utterance end to end (-w waits until it was "played"): proves the audio
# output does not hang.
wait_for "speech-dispatcher (test utterance)" "${pids[-1]}" "$sd/log/speech-dispatcher.log" \
  timeout 10 spd-say -w "ready"

# 5. Orca's preferences: speech on, sound and braille off, the rest Orca's
#    defaults (key echo on, verbose, no tutorial messages).
prefs="$dir/orca-prefs"
mkdir -p "$prefs"
cat >"$prefs/user-settings.conf" <<'EOF'
{
    "general": {
        "enableSpeech": true,
        "enableSound": false,
        "enableBraille": false,
        "enableBrailleMonitor": false,
        "speechServerFactory": "speechdispatcherfactory",
        "startingProfile": ["Default", "default"],
        "activeProfile": ["Default", "default"]
    },
    "profiles": {
        "default": {
            "profile": ["Default", "default"],
            "enableSpeech": true,
            "enableSound": false,
            "enableBraille": false,
            "enableBrailleMonitor": false
        }
    },
    "pronunciations": {},
    "keybindings": {}
}
EOF

# Orca 43 opens its --debug-file with Python's default buffering (8 KiB
# blocks) and never flushes it, so the last lines of a step would sit in the
# buffer. This launcher runs /usr/bin/orca unchanged but opens that one file
# line-buffered.
cat >"$dir/orca-launch.py" <<'EOF'
import builtins, os, runpy, sys
target = os.path.abspath(sys.argv[sys.argv.index("--debug-file") + 1])
_open = builtins.open
def _line_buffered_open(file, mode="r", *args, **kwargs):
    if isinstance(file, str) and os.path.abspath(file) == target and not args and "buffering" not in kwargs:
        kwargs["buffering"] = 1
    return _open(file, mode, *args, **kwargs)
builtins.open = _line_buffered_open
sys.argv[0] = "/usr/bin/orca"
runpy.run_path("/usr/bin/orca", run_name="__main__")
EOF
# AT-SPI's view of the app: waits until the registry lists an application
# whose process is PID, i.e. the app's Embed call went through.
cat >"$dir/atspi-wait.py" <<'EOF'
import sys, time, pyatspi
pid, timeout = int(sys.argv[1]), float(sys.argv[2])
deadline = time.monotonic() + timeout
while time.monotonic() < deadline:
    for app in pyatspi.Registry.getDesktop(0):
        try:
            if app is not None and app.get_process_id() == pid:
                print(app.name)
                sys.exit(0)
        except Exception:
            pass
    time.sleep(0.05)
sys.exit(1)
EOF

start_orca() {
  /usr/bin/python3 "$dir/orca-launch.py" --user-prefs "$prefs" --debug-file "$dir/orca-debug.log" \
    >"$dir/orca.out" 2>&1 &
  pids+=($!)
  orca_pid=${pids[-1]}
  # Ready: it said "Screen reader on." and entered its event loop (Orca 43
  # says "Starting registry", 47 and later "Starting Atspi main event loop").
  wait_for "Orca" "$orca_pid" "$dir/orca.out" \
    grep -Eq "ORCA: Starting (registry|Atspi main event loop)" "$dir/orca-debug.log"
  # The copier: keeps speech.log current for a driver that only reads it.
  (while sleep 0.2; do sync_speech "$dir"; done) &
  pids+=($!)
  wait_idle "$dir"
}

start_app() { # APP ARGS...
  "$@" >"$dir/app.log" 2>&1 &
  pids+=($!)
  app_pid=${pids[-1]}
  # Up: its X window is mapped (GTK 4 sets _NET_WM_PID) and AT-SPI knows it.
  wait_for "the app's window (a visible X window whose _NET_WM_PID is $app_pid)" "$app_pid" \
    "$dir/app.log" xdotool search --onlyvisible --pid "$app_pid"
  local name
  name=$(/usr/bin/python3 "$dir/atspi-wait.py" "$app_pid" "$stage_timeout") ||
    die "the app (pid $app_pid) did not register with AT-SPI in ${stage_timeout}s; see $dir/app.log"
  say "app $name (pid $app_pid) is up"
}

: >"$dir/speech.log"
if [ -n "${ORCA_APP_FIRST:-}" ]; then
  # 6a. The app first, then Orca, which finds its window already active.
  start_app "$@"
  start_orca
  mark "$dir" "Orca started after: $*"
else
  # 6b. Orca first, as for a user who runs a screen reader and opens the app.
  #     GTK 4.8 sends the window's first events (focus, active) before the
  #     app's AT-SPI registration is through; Orca finds their sources gone
  #     ("[DEAD]", "potentially-defunct source") and drops them, so what it says
  #     for the window opening depends on timing, and often it is nothing.
  start_orca
  mark "$dir" "app started: $*"
  start_app "$@"
  wait_idle "$dir"
fi
export ORCA_APP_PID=$app_pid

cat >"$dir/env" <<EOF
export DISPLAY='$DISPLAY' ORCA_DIR='$dir' ORCA_SH='$self'
export DBUS_SESSION_BUS_ADDRESS='$DBUS_SESSION_BUS_ADDRESS' XDG_RUNTIME_DIR='$XDG_RUNTIME_DIR'
export ORCA_SPEECH_LOG='$dir/speech.log' ORCA_DEBUG_LOG='$dir/orca-debug.log' ORCA_APP_PID='$app_pid'
EOF
export ORCA_SH="$self" ORCA_SPEECH_LOG="$dir/speech.log" ORCA_DEBUG_LOG="$dir/orca-debug.log"

if [ -n "${ORCA_DRIVER:-}" ]; then
  sleep "${ORCA_KEY_DELAY:-0}"
  set +e
  bash -c "$ORCA_DRIVER"
  rc=$?
  set -e
  wait_idle "$dir"
  exit "$rc"
fi

say "ready; drive it from another shell: source $dir/env; \"\$ORCA_SH\" --key Tab"
wait "$app_pid" || true
