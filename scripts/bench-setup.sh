#!/usr/bin/env bash
# Installs what only the benchmark needs: libadwaita's development files, for
# its peer programs (Benchmarks/peers). Only when missing, so a second run
# costs one dpkg query.
set -euo pipefail
if dpkg-query -W -f='${Status}' libadwaita-1-dev 2>/dev/null | grep -q "install ok installed"; then
  exit 0
fi
echo "bench: installing libadwaita-1-dev for the peer programs"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends libadwaita-1-dev
