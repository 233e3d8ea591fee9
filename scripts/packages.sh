#!/usr/bin/env bash
# Sourced by the scripts that install Debian packages (setup.sh, orca.sh):
# which of the given packages are missing, and installing them.

# What scripts/orca.sh runs Orca headless with; setup.sh installs them too, as
# the Debian roots of scripts/in-debian.sh run the tests without the network.
orca_packages=(
  orca                        # the screen reader (43.1 on Debian 12)
  speech-dispatcher           # the speech server Orca talks to
  speech-dispatcher-espeak-ng # its espeak-ng output module
  python3-speechd             # Orca's client for it
  dconf-gsettings-backend     # GSettings that persist (Orca turns toolkit-accessibility on)
  openbox                     # a window manager: focus and an active window, which Orca presents
  xvfb                        # the private display
  xdotool                     # keys as XTEST events
  x11-utils                   # xprop, to see the window manager is up
  dbus                        # dbus-run-session, dbus-send
  at-spi2-core                # the accessibility bus and registry
  python3-pyatspi             # Orca's AT-SPI binding
  util-linux                  # flock
)

# Sets the array `missing` to those of the arguments dpkg has not installed.
find_missing_packages() {
  missing=()
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
}

# Installs the arguments with apt-get, through sudo unless root.
install_packages() {
  local sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$@"
}
