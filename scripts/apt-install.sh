#!/usr/bin/env bash
# Installs Debian packages for the project's scripts: `apt-install.sh WHO PACKAGE...`. Serialised with
# the other apt users on this machine. Not root, it uses sudo when that works without a password;
# otherwise it exits 3, saying what is missing. Everything it prints goes to stderr.
set -euo pipefail

who=$1
shift
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1 || ! sudo -n true 2>/dev/null; then
    echo "$who: $* missing; installing needs root (apt-get install $*)" >&2
    exit 3
  fi
  as_root=(sudo -n)
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "$who: $* missing and apt-get is unavailable; install them by hand" >&2
  exit 3
fi
source "$(dirname "$0")/progress.sh"
exec 9>/tmp/ensure-apt.lock
flock -n 9 || with_progress "$who: waiting for another apt-get on this machine" flock 9
export DEBIAN_FRONTEND=noninteractive
with_progress "$who: apt-get update" "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=300 update -qq >&2
with_progress "$who: apt-get install $*" \
  "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "$@" >/dev/null
