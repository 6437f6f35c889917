#!/usr/bin/env bash
# Installs the native reference tools `npm run bench` compares against (pdftotext from poppler,
# Debian's tesseract with the English and orientation data) when they are missing.
set -euo pipefail

missing=()
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

bash "$(dirname "$0")/apt-install.sh" ensure-bench-tools "${missing[@]}"
