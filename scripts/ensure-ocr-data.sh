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
if [ ${#missing[@]} -gt 0 ]; then
  # Without root, only a warning: Russian is then read with the Ukrainian model.
  bash "$(dirname "$0")/apt-install.sh" ensure-ocr-data "${missing[@]}" || [ $? -eq 3 ]
fi
