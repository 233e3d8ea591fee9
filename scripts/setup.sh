#!/usr/bin/env bash
# Installs the Debian packages that building, running and testing Medal Count need.
# Only what is missing is installed, so a second run costs one dpkg query.
set -euo pipefail

packages=(
  libgtk-4-dev          # GTK 4 headers and pkg-config file (4.8 on Debian 12, 4.18 on 13)
  iso-flags-svg         # country flags (public domain)
  librsvg2-common       # the SVG loader for gdk-pixbuf (the app's icon)
  librsvg2-dev          # librsvg: every picture is an SVG drawn at device pixels
  xvfb xauth            # a display for the GUI tests
  weston                # a headless Wayland compositor: the GTK tests again under Wayland
  xdotool               # drives the real binary in the end-to-end test
  x11-utils             # xdpyinfo, to tell whether a display answers
  imagemagick           # screenshots (import) and pixel checks
  dbus                  # dbus-run-session for tests
  at-spi2-core          # accessibility bus
  python3-pyatspi       # reads the accessibility tree in the end-to-end test
  python3-gi            # the stand-in Settings portal in the appearance tests
  gsettings-desktop-schemas  # GNOME's color-scheme key, the style's fallback without a portal
  fonts-dejavu-core     # legible text under Xvfb (Latin and Hebrew)
  gettext               # xgettext, msgfmt: the translation catalogs
  libglib2.0-bin        # glib-compile-schemas: the app's GSettings schema
  iso-codes             # country names and their translations
  locales               # localedef: the German and Hebrew locales the tests use
  appstream             # appstreamcli validates the store metadata
  desktop-file-utils    # desktop-file-validate checks the .desktop file
  librsvg2-bin          # rsvg-convert, to look at the icons at small sizes
  python3-xlib          # real key presses by keycode (XTEST) in the end-to-end drivers
  gcc                   # the benchmark's two C helpers
  procps                # pgrep: make test stops the Wayland run it started beside the X11 one
  pkg-config
)

if ! command -v apt-get >/dev/null || ! command -v dpkg-query >/dev/null; then
  # Not Debian: nothing to install from here; go on if what the build needs is there.
  if pkg-config --exists 'gtk4 >= 4.8' librsvg-2.0 2>/dev/null && command -v msgfmt >/dev/null &&
    command -v glib-compile-schemas >/dev/null && command -v glib-compile-resources >/dev/null; then
    exit 0
  fi
  echo "setup: this machine has no apt-get; install GTK 4 (4.8 or later) and librsvg 2 with their development" \
    "files, pkg-config, gettext and GLib's tools (the README's \"Runs on\" names the packages), then run make again" >&2
  exit 1
fi

# shellcheck source=scripts/packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/packages.sh"
# The Orca walk's too (scripts/orca.sh would install them itself, but the
# Debian roots run the tests without the network).
find_missing_packages "${packages[@]}" "${orca_packages[@]}"
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  install_packages "${missing[@]}"
fi

# The locales the translation tests and the end-to-end walk run under.
for name in de_DE he_IL; do
  if ! locale -a 2>/dev/null | grep -qix "$name.utf-\?8"; then
    echo "setup: generating the $name.UTF-8 locale"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" localedef -i "$name" -f UTF-8 "$name.UTF-8"
  fi
done
