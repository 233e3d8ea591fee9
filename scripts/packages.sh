#!/usr/bin/env bash
# Sourced by the scripts that install Debian packages (setup.sh, orca.sh):
# which of the given packages are missing, and installing them.

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
