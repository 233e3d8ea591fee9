#!/usr/bin/env bash
# `make bench`: builds the benchmark's driver of the release app
# (MedalCountBench, in Benchmarks/), the C baseline and the libadwaita peer
# (whose dev package only the bench installs), and runs Benchmarks/run.py on
# a private Xvfb. QUICK=1 runs a smaller version.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"

bash scripts/bench-setup.sh

out=.build/bench
mkdir -p "$out"
cc -O2 -o "$out/baseline" Benchmarks/baseline.c $(pkg-config --cflags --libs gtk4)
cc -O2 -o "$out/adw_flap" Benchmarks/peers/adw_flap.c $(pkg-config --cflags --libs libadwaita-1)
cc -O2 -I Sources/CMedalCount -o "$out/texture_draw" Benchmarks/texture_draw.c $(pkg-config --cflags --libs gtk4)
# AdwDialog's bottom sheet, the medal table's sheet's peer, where libadwaita has it (1.5 and later).
sheet_peer=()
if pkg-config --atleast-version=1.5 libadwaita-1; then
  cc -O2 -o "$out/adw_sheet" Benchmarks/peers/adw_sheet.c $(pkg-config --cflags --libs libadwaita-1)
  sheet_peer=(--sheet-peer "$out/adw_sheet")
fi
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
  --texture-draw "$out/texture_draw" "${sheet_peer[@]}" "${quick[@]}" \
  2> >(grep -v -e "dbus-daemon" -e "SpiRegistry" -e "X connection to" >&2)
wait
