#!/usr/bin/env bash
# Runs a command in a Debian root of another release: in-debian.sh SUITE COMMAND...
#
# SUITE is trixie (Debian 13: GTK 4.18) or sid (unstable: GTK 4.24). The root is
# made once with `debootstrap --variant=minbase`, cached under
# /var/cache/medalcount/debian/SUITE, outside any clone, so that every clone
# on the machine (CI's fresh one too) reuses it and its incremental build
# (MEDALCOUNT_DEBIAN_ROOTS moves the cache). This machine's Swift
# toolchain (/opt/swift) is bound into it read-only; the root gets the packages
# the toolchain itself needs. Each run copies the project's files (without
# .build and artifacts) into the root's /work/medalcount, keeping the root's own
# .build there between runs, runs `make setup` with the network and then
# COMMAND without it (`unshare -n`: the root's displays and D-Bus buses cannot
# meet the host's abstract sockets), in a PID namespace that ends every
# process it started. A cached root is upgraded once a day, so it follows its
# release as a fresh one would; each run prints the GTK, GLib and librsvg it
# has. CI, MONKEY_SEED, MONKEY_EVENTS, E2E_ONLY, ORCA_WALK_LANGUAGES, SLOW, RELEASE_ONLY and SKIP are
# passed on. One run of a
# suite at a time (a lock). What COMMAND leaves under artifacts/ is copied
# back to artifacts/debian-SUITE/. The exit status is COMMAND's.
#
# Needs root (debootstrap, chroot, mounts). `make test-debian SUITE=sid` runs
# the whole `make test` this way.
set -euo pipefail
cd "$(dirname "$0")/.."
project="$PWD"

if [ "$#" -lt 2 ]; then
  echo "usage: in-debian.sh trixie|sid COMMAND [ARGUMENT...]" >&2
  exit 2
fi
suite="$1"
shift
case "$suite" in
  trixie | sid) ;;
  *)
    echo "in-debian.sh: SUITE is trixie or sid, not '$suite'" >&2
    exit 2
    ;;
esac
if [ "$(id -u)" -ne 0 ]; then
  echo "in-debian.sh: needs root (debootstrap, chroot and bind mounts); run it with sudo" >&2
  exit 2
fi
toolchain="${MEDALCOUNT_SWIFT_TOOLCHAIN:-/opt/swift}"
if [ ! -x "$toolchain/usr/bin/swift" ]; then
  echo "in-debian.sh: no Swift toolchain at $toolchain (set MEDALCOUNT_SWIFT_TOOLCHAIN)" >&2
  exit 2
fi
# debootstrap's own default mirror unless MEDALCOUNT_DEBIAN_MIRROR names one.
mirror=(${MEDALCOUNT_DEBIAN_MIRROR:+"$MEDALCOUNT_DEBIAN_MIRROR"})
cache="${MEDALCOUNT_DEBIAN_ROOTS:-/var/cache/medalcount/debian}"
root="$cache/$suite"

# What the Swift toolchain needs to run and link in a minimal root (the compiler
# links libxml2.so.2, which trixie and sid ship only through the compatibility
# package `libxml2`), plus make, a C compiler for the benchmark's helpers, and
# Python for the test drivers.
toolchain_packages=(
  libxml2 libc6-dev libcurl4-openssl-dev libedit2 libncurses-dev libpython3-dev
  libsqlite3-0 g++ gcc binutils libz3-dev pkg-config tzdata zlib1g-dev make
  python3 ca-certificates git iproute2
)

make_root() {
  local building="$root.partial"
  rm -rf --one-file-system "$building"
  echo "in-debian.sh: making a $suite root in $root (debootstrap, once)"
  if ! command -v debootstrap >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends debootstrap >/dev/null 2>&1 ||
      { apt-get update -qq && apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; }
  fi
  local log="$cache/$suite.debootstrap.log"
  # In a mount namespace of its own: what debootstrap mounts in the root (proc,
  # sys, /dev nodes) goes with it, even if it is interrupted.
  if ! unshare --mount --propagation private debootstrap --variant=minbase "$suite" "$building" "${mirror[@]}" \
    >"$log" 2>&1; then
    echo "in-debian.sh: debootstrap $suite failed; the end of its log ($log):" >&2
    tail -n 20 "$log" >&2
    exit 1
  fi
  # The mirror's snapshot can be older than its Release file's Valid-Until.
  printf 'Acquire::Check-Valid-Until "false";\nAcquire::Check-Date "false";\n' \
    >"$building/etc/apt/apt.conf.d/99medalcount-snapshot"
  printf 'APT::Install-Recommends "false";\n' >"$building/etc/apt/apt.conf.d/99medalcount-no-recommends"
  cp /etc/resolv.conf "$building/etc/resolv.conf" 2>/dev/null || true
  in_root "$building" network apt-get update -qq
  in_root "$building" network env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq "${toolchain_packages[@]}" >>"$log" 2>&1 || {
    echo "in-debian.sh: installing the toolchain's packages in $suite failed; see $log" >&2
    exit 1
  }
  touch "$building/var/lib/medalcount-upgraded"
  mv "$building" "$root"
}

# The variables a run passes on into the root (`make test-debian MONKEY_SEED=...`);
# everything else starts afresh there.
passed_on=(CI MONKEY_SEED MONKEY_EVENTS E2E_ONLY ORCA_WALK_LANGUAGES SLOW RELEASE_ONLY SKIP)

# in_root ROOT network|offline COMMAND...: COMMAND in ROOT's chroot, in mount
# and PID namespaces of its own (the binds vanish with it, and so does every
# process it leaves, Xvfb, Weston and D-Bus included, even if it is
# interrupted), offline in a network namespace of its own with only loopback.
in_root() {
  local dir="$1" net="$2"
  shift 2
  local unshare_flags=(--mount --propagation private --pid --fork --kill-child)
  [ "$net" = offline ] && unshare_flags+=(--net)
  local variables=()
  for name in "${passed_on[@]}"; do
    [ -n "${!name:-}" ] && variables+=("$name=${!name}")
  done
  unshare "${unshare_flags[@]}" /bin/bash -s -- "$dir" "$toolchain" "${#variables[@]}" "${variables[@]}" "$@" <<'INNER'
set -euo pipefail
dir="$1" toolchain="$2" count="$3"
shift 3
variables=("${@:1:$count}")
shift "$count"
ip link set lo up 2>/dev/null || true
mount --rbind /dev "$dir/dev"
mount -t proc proc "$dir/proc"
mount --rbind /sys "$dir/sys"
mount -t tmpfs -o mode=1777 tmpfs "$dir/tmp"
mkdir -p "$dir/dev/shm" "$dir/opt/swift"
mount -t tmpfs -o mode=1777 tmpfs "$dir/dev/shm"
mount --bind "$toolchain" "$dir/opt/swift"
mount -o remount,bind,ro "$dir/opt/swift"
# Not exec: this shell stays the namespace's first process and reaps what
# the command leaves behind.
status=0
chroot "$dir" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" "${variables[@]}" \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/opt/swift/usr/bin "$@" || status=$?
exit "$status"
INNER
}

mkdir -p "$cache"
# One run of a suite at a time: runs share the root's copy of the project.
exec 9>"$cache/$suite.lock"
if ! flock -n 9; then
  echo "in-debian.sh: another run uses the $suite root; waiting for it" >&2
  flock 9
fi

[ -e "$root/etc/debian_version" ] || make_root
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# The project's files, fresh each run; the root's own .build stays (incremental builds).
work="$root/work/medalcount"
mkdir -p "$work"
find "$work" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
tar -C "$project" --exclude=./.build --exclude=./GtkStage/.build --exclude='./GtkStage/Examples/*/.build' --exclude=./artifacts -cf - . | tar -C "$work" -xf -
setup_log="$cache/$suite.setup.log"
# A cached root follows its release: upgraded when it was last a day ago or more.
upgrade=""
if [ -z "$(find "$root/var/lib/medalcount-upgraded" -mmin -1440 2>/dev/null)" ]; then
  upgrade="apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get -y -qq dist-upgrade &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${toolchain_packages[*]} && touch /var/lib/medalcount-upgraded && "
fi
# MEDALCOUNT_DEBIAN_SETUP: the make targets run with the network (`setup`, or
# `bench-setup` for `make bench-debian`).
# A whole `make test` (not RELEASE_ONLY) walks the adopter on libadwaita,
# whose development files only the benchmark's set-up installs.
default_setup="setup bench-setup"
[ -z "${RELEASE_ONLY:-}" ] || default_setup="setup"
setup_targets="${MEDALCOUNT_DEBIAN_SETUP:-$default_setup}"
if ! in_root "$root" network bash -c "$upgrade"'cd /work/medalcount && make --no-print-directory '"$setup_targets" \
  >"$setup_log" 2>&1; then
  echo "in-debian.sh: make setup failed in $suite; the end of its log ($setup_log):" >&2
  tail -n 30 "$setup_log" >&2
  exit 1
fi
versions="$(in_root "$root" offline pkg-config --modversion gtk4 glib-2.0 librsvg-2.0 | paste -sd' ')"
echo "in-debian.sh: $suite ($(sed -n 1p "$root/etc/debian_version")): GTK, GLib, librsvg $versions"
status=0
in_root "$root" offline bash -c 'cd /work/medalcount && exec "$@"' command "$@" || status=$?
rm -rf "$project/artifacts/debian-$suite"
if [ -d "$work/artifacts" ]; then
  mkdir -p "$project/artifacts"
  cp -r "$work/artifacts" "$project/artifacts/debian-$suite"
fi
exit "$status"
