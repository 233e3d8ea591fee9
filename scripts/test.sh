#!/usr/bin/env bash
# Every test: the core and data (swift-testing), GTK under Xvfb (XCTest) in
# the same `swift test` run, then the end-to-end script against the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
export PKG_CONFIG_PATH="$PWD/.build/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export MEDALCOUNT_FORCE_XVFB=1

echo "== swift test (core, data, GTK under Xvfb)"
# GTK tests need a display and fail (not skip) without one here.
# A GTK critical anywhere in the run is a failure, not a line in the log.
G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none bash scripts/with-display.sh "$SWIFT" test

echo "== the picture tests again at GDK_SCALE=2 (crisp at device pixels)"
GDK_SCALE=2 MEDALCOUNT_XVFB_SCREEN=2560x1600x24 G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none \
  bash scripts/with-display.sh "$SWIFT" test --skip-build --filter SvgPictureTests

echo "== end-to-end (the real binary, xdotool, AT-SPI)"
"$SWIFT" build --product MedalCount
bash scripts/with-display.sh bash scripts/e2e.sh "$("$SWIFT" build --show-bin-path)/MedalCount"

echo "== monkey (seeded random input against each demo; a failure names its seed: make monkey SEED=S)"
bash scripts/with-display.sh bash scripts/monkey.sh "$("$SWIFT" build --show-bin-path)/MedalCount" \
  --events "${MONKEY_EVENTS:-150}" ${MONKEY_SEED:+--seed "$MONKEY_SEED"}

echo "== an installed copy, started from another folder"
prefix="$(mktemp -d)"
stage="$(mktemp -d)"
trap 'rm -rf "$prefix" "$stage"' EXIT
make --no-print-directory install PREFIX="$prefix" >/dev/null
bash scripts/check-install.sh "$prefix" "$prefix"
# Staged for a package: files under DESTDIR, the desktop file naming PREFIX.
make --no-print-directory install PREFIX=/usr DESTDIR="$stage" >/dev/null
bash scripts/check-install.sh "$stage/usr" /usr
E2E_SMOKE=1 E2E_CWD=/ bash scripts/with-display.sh bash scripts/e2e.sh "$prefix/bin/MedalCount"
