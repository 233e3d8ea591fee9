#!/usr/bin/env bash
# Every test: the app's (its data and rules, GTK under Xvfb, swift-testing) in one
# `swift test` run and GtkStage's (the library's own package in GtkStage/: its
# GTK-free core and its GTK tests) in another, the GTK tests of both again
# under a headless Weston (Wayland) beside them, then the end-to-end script
# against the binary.
#
# SANITIZE=address (`make test SANITIZE=address`): the same under
# AddressSanitizer and LeakSanitizer, built in .build/address so the normal
# debug build is left alone: `swift test` (core, data and GTK tests, under
# X11 only), the end-to-end walks and a short monkey run, against the
# sanitized binaries.
# Every sanitized process writes its report to artifacts/asan/asan.PID; the
# run fails and prints them if any holds a finding (scripts/asan/reports.py).
# Each step runs even if one before it failed, so one run shows every report.
#
# SLOW=1 (`make test SLOW=1`): a machine half as fast, on demand. Once the
# tests are built, everything after (the GTK suites under X11 and Wayland,
# the end-to-end walks, Orca, the examples' walks, the monkey, the installed
# copy) runs beside a competing load of the project's own on the same cores
# (scripts/load/contention.c: one CPU-bound and one memory-bound worker),
# which stops with this script, or by itself after two hours.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
SANITIZE="${SANITIZE:-}"
SLOW="${SLOW:-}"
# RELEASE_ONLY=1: only what can differ between GTK releases (CI's Debian 13
# and sid legs): the formatting, the metadata, the documentation, the API
# record and the installed copy are the Debian 12 leg's, the same anywhere.
RELEASE_ONLY="${RELEASE_ONLY:-}"
# SKIP="orca wayland e2e" (any of them): leaves out the Orca walk, the GTK
# tests under Wayland or the end-to-end walk, saying so, to keep CI inside
# 70 of its 90 minutes (.ci/run says which leg leaves out what, and why).
SKIP="${SKIP:-}"
for skipped in $SKIP; do
  case "$skipped" in
    orca | wayland | e2e) ;;
    *)
      echo "test.sh: SKIP=\"$SKIP\": \"$skipped\" is not a step that can be left out (orca, wayland, e2e)" >&2
      exit 2
      ;;
  esac
done
skips() { [[ " $SKIP " == *" $1 "* ]]; }
export PKG_CONFIG_PATH="$PWD/.build/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export MEDALCOUNT_FORCE_XVFB=1
# Swift's crash handler off in every run: G_DEBUG=fatal-criticals raises
# SIGTRAP, and the handler prints a backtrace and returns, after which the
# process carries on past the critical and the test passes (seen here: a
# critical in a test, "Program crashed", then "Test run ... passed", exit 0).
# Without it the signal kills the test process and `swift test` fails.
export SWIFT_BACKTRACE=enable=no

temporary=()
reports=""
wayland_job=""
wayland_log=""
load_job=""
failed=()
finish() {
  local status=$?
  if [ -n "$load_job" ]; then
    kill "$load_job" 2>/dev/null || true
    wait "$load_job" 2>/dev/null || true
  fi
  if [ -n "$wayland_job" ]; then
    stop_tree "$wayland_job"
    wait "$wayland_job" 2>/dev/null || true
    echo "test.sh: the tests beside the X11 run were stopped; what they printed is in $wayland_log" >&2
  fi
  if [ -n "$reports" ]; then
    /usr/bin/python3 scripts/asan/reports.py "$reports" || status=1
  fi
  if ((${#failed[@]})); then
    printf 'test.sh: failed: %s\n' "${failed[@]}" >&2
    status=1
  fi
  if ((${#temporary[@]})); then rm -rf "${temporary[@]}"; fi
  exit "$status"
}
# Stops a process and everything it started (the Wayland run: Weston and `swift test`).
stop_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap finish EXIT

# Runs a test step: a failure stops the run, or under SANITIZE is noted and
# fails it at the end.
step() {
  local name="$1" start=$SECONDS
  shift
  if [ -z "$SANITIZE" ]; then
    "$@"
  elif ! "$@"; then
    failed+=("$name")
  fi
  echo "== $name took $((SECONDS - start)) s"
}

swiftpm=()
# GtkStage's own package, built and tested beside the app's (its own scratch path).
library=(--package-path GtkStage --scratch-path .build/gtkstage)
case "$SANITIZE" in
  "") ;;
  address)
    swiftpm=(--sanitize=address --scratch-path .build/address)
    library=(--package-path GtkStage --sanitize=address --scratch-path .build/address-gtkstage)
    reports="$PWD/artifacts/asan"
    rm -rf "$reports"
    mkdir -p "$reports"
    # The runtime is linked into the sanitized binaries themselves (the app and
    # the test bundle) and nothing is preloaded: Xvfb, xdotool, dbus and
    # Python run as they are, and pass these variables on to the app.
    # - log_path: one report file per process (asan.PID), read at the end.
    # - detect_leaks=1: LeakSanitizer at every sanitized process's exit (the
    #   default on Linux, said outright); scripts/asan/lsan.supp suppresses
    #   third parties' leaks by name.
    # - abort_on_error=1: a memory error kills the process at once (SIGABRT),
    #   so the test or walk that hit it fails there too.
    # - exitcode=0: a leak report leaves the exit status alone; the reports
    #   decide (scripts/asan/reports.py fails the run on any leak, and sets
    #   aside the one report LeakSanitizer gets wrong for Swift: see there).
    #   Memory errors still abort (abort_on_error).
    # - handle_sigtrap=1, handle_abort=1, handle_sigill=1: a stack trace in
    #   the report when a process stops on a GLib critical made fatal
    #   (G_DEBUG=fatal-criticals raises SIGTRAP), calls abort(), or hits a
    #   Swift runtime trap (SIGILL), not only a dead process.
    export ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:abort_on_error=1:exitcode=0:handle_sigtrap=1:handle_abort=1:handle_sigill=1"
    export LSAN_OPTIONS="suppressions=$PWD/scripts/asan/lsan.supp"
    # Swift's own crash handler off: under AddressSanitizer its memory server
    # copies whole pages, which is reported as a heap-buffer-overflow in
    # CrashHandlerLinux.cpp instead of the crash itself, and the
    # swift-backtrace it starts can hang on to the test's output (seen here
    # on a fatal GTK critical). AddressSanitizer reports the crash instead.
    export SWIFT_BACKTRACE=enable=no
    # GLib 2.74 serves small blocks (GObject instances among them) from its
    # own slices; with plain malloc, AddressSanitizer sees every one, so a
    # freed widget used again is caught, and leaks are told apart.
    export G_SLICE=always-malloc
    ;;
  *)
    echo "test.sh: SANITIZE=$SANITIZE is not supported (only SANITIZE=address)" >&2
    exit 2
    ;;
esac

# The linker (gold) warns "Cannot export local symbol" for each local symbol
# of the sanitizer runtime on every sanitized link: harmless, left out.
quiet_link() { "$@" 2>&1 | { grep -v "Cannot export local symbol" || true; }; }

# Quick checks first, so a bad file fails the run in seconds.
swift_files=(Sources Tests Benchmarks Package.swift GtkStage/Sources GtkStage/Tests GtkStage/Examples GtkStage/Package.swift)
if [ -z "$RELEASE_ONLY" ]; then
  echo "== swift format lint: every Swift file as .swift-format has it (fix: swift format format -i -r ${swift_files[*]})"
  step "format" "$SWIFT" format lint --strict --configuration .swift-format -r "${swift_files[@]}"

  echo "== store metadata and the .desktop file (appstreamcli, desktop-file-validate)"
  step "metadata" bash scripts/validate-metadata.sh
fi

if [ -n "$SANITIZE" ]; then
  echo "== build with $SANITIZE sanitizer (.build/$SANITIZE)"
  quiet_link "$SWIFT" build "${swiftpm[@]}" --build-tests
  quiet_link "$SWIFT" build "${library[@]}" --build-tests
fi

echo "== the resource bundle lists every file under Resources/"
bash scripts/resources.sh check

echo "== translations: every catalog complete, compiled into .build/locale"
bash scripts/po.sh check
bash scripts/po.sh build
echo "== the GSettings schema, compiled into .build/schemas"
bash scripts/schemas.sh

# The GTK tests under Wayland run beside the X11 run, not after it: each waits
# on its own display's frames far more than it computes (here the X11 run kept
# 1.1 of the 2 cores busy, the Wayland run 0.3), and one after the other they
# took 590 s where side by side they take the X11 run's 330. Both run the test
# binaries the builds made, directly (`run_tests`, `run_library_tests`), not
# through `swift test`: two SwiftPM processes on one build folder plan the
# build at once even with --skip-build, and in a fresh clone's first run (CI,
# December 2026) one of them died of a bus error as the other rewrote what it
# had mapped.
# Its output goes to artifacts/wayland-tests.log, printed once it ends.
#
# Under SANITIZE the GTK tests run once, under X11: the Wayland run and the
# picture tests at scale 2 check GDK's backend and pixels, not memory, and
# the plain legs run them on every release (CI's time is 90 minutes).
# GtkStage's own tests (its core, its GTK tests) on an Xvfb of their own.
library_tests_on_x11() {
  echo "== GtkStage's swift test (its core, its GTK tests under Xvfb)${SANITIZE:+ with $SANITIZE sanitizer}"
  step "GtkStage's swift test" env G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none \
    bash scripts/with-display.sh "${run_library_tests[@]}"
}

# The GTK tests under Wayland, then GtkStage's under X11: all of it beside
# the app's X11 run, which takes as long alone.
wayland_tests() {
  echo "== the GTK tests again under Wayland (a headless Weston)"
  # No DISPLAY there, so nothing falls back to X, and theDisplayIsWaylandWhenExpected
  # fails the step unless GTK opened a Wayland display. The renderer: GL (what
  # GTK itself picks on Mesa's software GL) from GTK 4.18; on older GTK, cairo, as
  # GTK 4.8's GL renderer over Wayland leaves a few new windows in a hundred
  # without frames (FirstFrameTests: 7 of 100 here on 4.8.3, none on 4.18.6 or
  # 4.24.1), and a probe of its own shows that stall there; X11's leg above
  # covers the GL renderer on every release.
  local wayland_renderer
  if pkg-config --atleast-version=4.18 gtk4; then
    wayland_renderer=(GSK_RENDERER=gl)
  else
    wayland_renderer=(GSK_RENDERER=cairo)
    step "first frames with GL over Wayland (GTK 4.8's stall, reported as a known issue)" env G_DEBUG=fatal-criticals \
      MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none MEDALCOUNT_EXPECT_WAYLAND=1 MEDALCOUNT_PROBE_FIRST_FRAME=1 \
      GSK_RENDERER=gl bash scripts/with-wayland.sh "${run_tests[@]}" --filter FirstFrameTests
  fi
  step "swift test under Wayland" env G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none \
    MEDALCOUNT_EXPECT_WAYLAND=1 "${wayland_renderer[@]}" \
    bash scripts/with-wayland.sh "${run_tests[@]}" --filter GtkTests
  step "GtkStage's swift test under Wayland" env G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none \
    MEDALCOUNT_EXPECT_WAYLAND=1 "${wayland_renderer[@]}" \
    bash scripts/with-wayland.sh "${run_library_tests[@]}" --filter GtkStageTests
  library_tests_on_x11
}

# The competing load (SLOW=1) starts once the tests are built.
start_load() {
  [ -n "$SLOW" ] || return 0
  bash scripts/load/contention.sh --seconds 7200 &
  load_job=$!
  echo "== SLOW=1: what follows runs beside a competing load (one CPU-bound, one memory-bound worker; pid $load_job)"
}

# The test binaries the builds make, and swift-testing's runner in each (what
# `swift test` runs), with the filter or other options given after it.
run_tests=("$("$SWIFT" build "${swiftpm[@]}" --show-bin-path)/MedalCountPackageTests.xctest" --testing-library swift-testing)
run_library_tests=("$("$SWIFT" build "${library[@]}" --show-bin-path)/GtkStagePackageTests.xctest" --testing-library swift-testing)

if [ -n "$SANITIZE" ]; then
  start_load
else
  echo "== build the app and the tests"
  "$SWIFT" build --build-tests
  echo "== build GtkStage's package and its tests"
  "$SWIFT" build "${library[@]}" --build-tests
  start_load
  mkdir -p artifacts
  if skips wayland; then
    wayland_log="$PWD/artifacts/library-tests.log"
    echo "== the GTK tests under Wayland: left out (SKIP=\"$SKIP\"); GtkStage's tests start beside the app's (artifacts/library-tests.log)"
    library_tests_on_x11 >"$wayland_log" 2>&1 &
  else
    wayland_log="$PWD/artifacts/wayland-tests.log"
    echo "== the GTK tests under Wayland start beside the X11 run (artifacts/wayland-tests.log, printed when they end)"
    wayland_tests >"$wayland_log" 2>&1 &
  fi
  wayland_job=$!
fi

echo "== swift test (core, data, GTK under Xvfb)${SANITIZE:+ with $SANITIZE sanitizer}"
# GTK tests need a display and fail (not skip) without one here.
# A GTK critical anywhere in the run is a failure, not a line in the log.
step "swift test" env G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none \
  bash scripts/with-display.sh "${run_tests[@]}"
# Beside the X11 run, with the Wayland ones or alone (above); under SANITIZE, after it.
[ -z "$SANITIZE" ] || library_tests_on_x11

if [ -n "$wayland_job" ]; then
  wayland_status=0
  wait "$wayland_job" || wayland_status=$?
  wayland_job=""
  cat "$wayland_log"
  if [ "$wayland_status" -ne 0 ]; then
    echo "test.sh: the tests beside the X11 run failed ($wayland_log)" >&2
    exit "$wayland_status"
  fi
fi

# The app the later steps drive (the sanitized one under SANITIZE).
quiet_link "$SWIFT" build "${swiftpm[@]}" --product MedalCount
app="$("$SWIFT" build "${swiftpm[@]}" --show-bin-path)/MedalCount"

if [ -z "$SANITIZE" ]; then
  echo "== the picture tests again at GDK_SCALE=2 (crisp at device pixels), with the GL and the cairo renderer"
  for renderer in gl cairo; do
    step "picture tests at scale 2 ($renderer)" env GDK_SCALE=2 GSK_RENDERER=$renderer MEDALCOUNT_XVFB_SCREEN=2560x1600x24 \
      G_DEBUG=fatal-criticals MEDALCOUNT_REQUIRE_DISPLAY=1 GTK_A11Y=none \
      bash scripts/with-display.sh "${run_tests[@]}" --filter SvgPictureTests
  done
fi

if skips e2e; then
  echo "== end-to-end: left out (SKIP=\"$SKIP\")"
else
  echo "== end-to-end (the real binary, xdotool, AT-SPI)"
  step "end-to-end" bash scripts/with-display.sh bash Tests/EndToEnd/e2e.sh "$app"
fi

# Orca itself, as a blind user runs it: each demo opened and walked with real
# keys, what Orca says checked at each step, in English, German and Hebrew
# (Tests/EndToEnd/orca-walk.sh; Orca and its speech packages come from
# scripts/orca.sh). Not under SANITIZE: it checks speech, not memory.
if [ -z "$SANITIZE" ] && skips orca; then
  echo "== what Orca says: left out (SKIP=\"$SKIP\")"
elif [ -z "$SANITIZE" ]; then
  echo "== what Orca says (each demo, en/de/he; speech in artifacts/orca/*/speech.log)"
  step "Orca" bash Tests/EndToEnd/orca-walk.sh "$app"
fi

# The library's consumers, each a package of its own depending on this one by
# path: built, then driven as a person would (Tests/EndToEnd/example*-check.py).
if [ -z "$SANITIZE" ]; then
  examples=(
    "Minimal|a second app on GtkStage (its card by keyboard, Escape, the dim and a drag)|example-check.py"
    "Sheets|GtkStage's sheet in a second app (detents, the window behind at medium, Keep Open, stacked sheets)|example-sheets-check.py"
    "Zoom|GtkStage's zoom in a second app (six thumbnails, a drag home, a drag that springs back, Escape)|example-zoom-check.py"
    "Navigation|GtkStage's navigation controller in a second app (a push, the back button, an edge drag, Alt+Left)|example-navigation-check.py"
  )
  # SwiftPM plans a path dependency's build once and does not notice a source
  # file of it renamed or removed ("missing inputs"), so the examples' builds
  # start again whenever the list of the library's source files changes.
  sources_list="$(find GtkStage/Sources -type f | LC_ALL=C sort)"
  if [ "$(cat .build/examples/sources.list 2>/dev/null)" != "$sources_list" ]; then
    rm -rf .build/examples
    mkdir -p .build/examples
    printf '%s\n' "$sources_list" >.build/examples/sources.list
  fi
  examples_outside="$(mktemp -d)"
  temporary+=("$examples_outside")
  for entry in "${examples[@]}"; do
    IFS='|' read -r name what check <<<"$entry"
    echo "== GtkStage/Examples/$name, copied outside the repository: $what"
    # As an adopter has it: a package in a folder of its own elsewhere,
    # naming GtkStage by its absolute path (the package is GtkStage whatever
    # the folder). Built under .build, so scripts/c-headers.sh drops its
    # objects too when a C header changes.
    outside="$examples_outside/$name"
    rm -rf "$outside"
    cp -R "GtkStage/Examples/$name" "$outside"
    /usr/bin/python3 - "$outside/Package.swift" "$PWD/GtkStage" <<'PY' ||
import sys
path, library = sys.argv[1:]
text = open(path).read()
relative = '.package(path: "../..")'
if relative not in text:
    sys.exit(f"test.sh: {path} no longer names GtkStage as ../..")
open(path, "w").write(text.replace(relative, f'.package(path: "{library}")'))
PY
      exit 1
    # One scratch path for the four: each builds only its own target, and
    # GtkStage, built for the first, is up to date for the others (a fresh
    # clone compiles the library once here, not four times).
    package=(--package-path "$outside" --scratch-path ".build/examples/shared")
    quiet_link "$SWIFT" build "${package[@]}"
    example="$("$SWIFT" build "${package[@]}" --show-bin-path)/$name"
    step "the $name example" bash scripts/with-display.sh dbus-run-session -- /usr/bin/python3 \
      "Tests/EndToEnd/$check" "$example" artifacts/examples
  done

  if [ -z "$RELEASE_ONLY" ]; then
    # A GNOME developer's adoption: an AdwApplication with an AdwHeaderBar
    # above the stage (Tests/Adopters/Adwaita), copied outside the
    # repository as the examples are. libadwaita's development files come
    # from the benchmark's set-up; the app itself never links libadwaita.
    echo "== an adopter on libadwaita (a modal sheet makes the whole window modal; libadwaita's colours, dark)"
    bash scripts/bench-setup.sh
    adopter="$examples_outside/Adwaita"
    rm -rf "$adopter"
    cp -R Tests/Adopters/Adwaita "$adopter"
    /usr/bin/python3 - "$adopter/Package.swift" "$PWD/GtkStage" <<'PY' ||
import sys
path, library = sys.argv[1:]
text = open(path).read()
relative = '.package(path: "../../../GtkStage")'
if relative not in text:
    sys.exit(f"test.sh: {path} no longer names GtkStage as ../../../GtkStage")
open(path, "w").write(text.replace(relative, f'.package(path: "{library}")'))
PY
      exit 1
    package=(--package-path "$adopter" --scratch-path ".build/examples/adwaita")
    quiet_link "$SWIFT" build "${package[@]}"
    step "the libadwaita adopter" bash scripts/with-display.sh dbus-run-session -- /usr/bin/python3 \
      Tests/EndToEnd/adopter-adwaita-check.py "$("$SWIFT" build "${package[@]}" --show-bin-path)/AdwaitaStage" \
      artifacts/examples

    echo "== make docs: GtkStage's DocC documentation, without a warning"
    step "docs" env SWIFT="$SWIFT" bash scripts/docs.sh
    echo "== GtkStage's public API as recorded in GtkStage/api/GtkStage.api (GtkStage/CHANGELOG.md names every change)"
    step "API" env SWIFT="$SWIFT" bash scripts/api-check.sh
  fi
fi

echo "== end-to-end at GDK_SCALE=2 (the three demos open; screenshots artifacts/e2e/scale2-*.png)"
step "end-to-end at scale 2" env E2E_SMOKE=1 E2E_SCALE=2 GDK_SCALE=2 E2E_PREFIX=scale2- \
  E2E_SUBJECT="at GDK_SCALE=2, the" MEDALCOUNT_XVFB_SCREEN=2560x1600x24 \
  bash scripts/with-display.sh bash Tests/EndToEnd/e2e.sh "$app"

# The seeded monkey against the same app: MONKEY_EVENTS per demo (150, or a
# short 60 under SANITIZE); MONKEY_SEED pins the seed.
monkey_events="${MONKEY_EVENTS:-$([ -n "$SANITIZE" ] && echo 60 || echo 150)}"
echo "== monkey ($monkey_events events a demo${SANITIZE:+, $SANITIZE sanitizer}; a failure names its seed: make monkey SEED=S)"
step "monkey" bash scripts/with-display.sh bash Tests/EndToEnd/monkey.sh "$app" \
  --events "$monkey_events" ${MONKEY_SEED:+--seed "$MONKEY_SEED"}

# The installed copy is a release build, checked by plain `make test`.
if [ -n "$SANITIZE" ] || [ -n "$RELEASE_ONLY" ]; then exit 0; fi

echo "== an installed copy, started from another folder"
prefix="$(mktemp -d)"
stage="$(mktemp -d)"
temporary+=("$prefix" "$stage")
make --no-print-directory install PREFIX="$prefix" >/dev/null
bash scripts/check-install.sh "$prefix" "$prefix"
# Staged for a package: files under DESTDIR, the desktop file naming PREFIX.
make --no-print-directory install PREFIX=/usr DESTDIR="$stage" >/dev/null
bash scripts/check-install.sh "$stage/usr" /usr
E2E_SMOKE=1 E2E_CWD=/ bash scripts/with-display.sh bash Tests/EndToEnd/e2e.sh "$prefix/bin/MedalCount"
