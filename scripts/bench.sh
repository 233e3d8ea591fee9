#!/usr/bin/env bash
# `make bench`: builds the benchmark's driver of the release app
# (MedalCountBench, in Benchmarks/), the C baseline and the libadwaita peer
# (whose dev package only the bench installs), and runs Benchmarks/run.py on
# a private Xvfb. QUICK=1 runs a smaller version.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"

if ! dpkg-query -W -f='${Status}' libadwaita-1-dev 2>/dev/null | grep -q "install ok installed"; then
  echo "bench: installing libadwaita-1-dev for the peer program"
  sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends libadwaita-1-dev
fi

out=.build/bench
mkdir -p "$out"
cc -O2 -o "$out/baseline" Benchmarks/baseline.c $(pkg-config --cflags --libs gtk4)
cc -O2 -o "$out/adw_flap" Benchmarks/peers/adw_flap.c $(pkg-config --cflags --libs libadwaita-1)
cc -O2 -I Sources/CGtk -o "$out/texture_draw" Benchmarks/texture_draw.c $(pkg-config --cflags --libs gtk4)
"$SWIFT" build -c release --product MedalCountBench >/dev/null
app="$("$SWIFT" build -c release --show-bin-path)/MedalCountBench"

quick=()
[ -n "${QUICK:-}" ] && quick=(--quick)
export MEDALCOUNT_FORCE_XVFB=1
# Room for the GDK_SCALE=2 frames (a 1000x720 window is 2000x1440 device pixels).
export MEDALCOUNT_XVFB_SCREEN=2560x1600x24
# The bus and X server chatter on stderr is dropped so the summary line ends the output.
bash scripts/with-display.sh dbus-run-session -- python3 Benchmarks/run.py \
  --app "$app" --baseline "$out/baseline" --peer "$out/adw_flap" --picture Resources/medals.svg \
  --texture-draw "$out/texture_draw" "${quick[@]}" \
  2> >(grep -v -e "dbus-daemon" -e "SpiRegistry" -e "X connection to" >&2)
wait
