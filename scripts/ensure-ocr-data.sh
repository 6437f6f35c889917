#!/usr/bin/env bash
# Installs the OCR language data that no @tesseract.js-data package provides (Russian), from
# Debian's tesseract-ocr-<lang> packages, when it is missing. Idempotent; without root it only warns
# (Russian pages are then read with the Ukrainian model, see src/extraction/languages/ru.ts).
set -euo pipefail

DEBIAN_LANGUAGES=(rus)
missing=()
for language in "${DEBIAN_LANGUAGES[@]}"; do
  compgen -G "/usr/share/tesseract-ocr/*/tessdata/${language}.traineddata" >/dev/null || missing+=("tesseract-ocr-${language}")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-ocr-data: ${missing[*]} missing; installing needs root (apt-get install ${missing[*]})" >&2
  exit 0
fi
echo "ensure-ocr-data: installing ${missing[*]}" >&2
# Serialise with other apt users on the same machine.
exec 9>/tmp/ensure-apt.lock
flock 9
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=300 update -qq
apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
