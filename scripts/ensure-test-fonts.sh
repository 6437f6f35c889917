#!/usr/bin/env bash
# Installs the fonts the generated multilingual SDS fixtures draw with (test/fixtures/language-sds.ts):
# DejaVu Sans (Arabic, Vietnamese), Droid Sans Fallback (Chinese, Japanese), Nanum Gothic (Korean)
# and Garuda (Thai). Latin, Greek and Cyrillic use Liberation Sans from pdfjs-dist.
# Idempotent: does nothing when the files are there.
set -euo pipefail

declare -A PACKAGE_OF=(
  [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]=fonts-dejavu-core
  [/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf]=fonts-droid-fallback
  [/usr/share/fonts/truetype/nanum/NanumGothic.ttf]=fonts-nanum
  [/usr/share/fonts/truetype/tlwg/Garuda.ttf]=fonts-tlwg-garuda-ttf
)
missing=()
for file in "${!PACKAGE_OF[@]}"; do
  [ -f "$file" ] || missing+=("${PACKAGE_OF[$file]}")
done
if [ ${#missing[@]} -gt 0 ]; then
  bash "$(dirname "$0")/apt-install.sh" ensure-test-fonts "${missing[@]}"
fi
