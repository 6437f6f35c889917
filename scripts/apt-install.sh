#!/usr/bin/env bash
# Installs Debian packages for the project's scripts: `apt-install.sh WHO PACKAGE...`. Serialised with
# the other apt users on this machine. Exits 3, saying what is missing, when it is not run as root.
set -euo pipefail

who=$1
shift
if [ "$(id -u)" -ne 0 ]; then
  echo "$who: $* missing; installing needs root (apt-get install $*)" >&2
  exit 3
fi
echo "$who: installing $*" >&2
exec 9>/tmp/ensure-apt.lock
flock 9
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=300 update -qq
apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "$@" >/dev/null
