#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Playwright drives this
# system browser; it never downloads one of its own. Needs root (or sudo) on Debian/Ubuntu.
set -euo pipefail

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  echo "chromium: $("$browser" --version 2>/dev/null || echo present at "$browser")"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $browser and apt-get is not available: install Chromium and set CHROMIUM_PATH." >&2
  exit 1
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "chromium: $("$browser" --version)"
