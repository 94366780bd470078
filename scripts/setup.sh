#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for this project, then the npm packages.
# Safe to run again: each system package is installed only when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# One CJK font so Chinese renders (and screenshots match) on every machine.
fc-list 2>/dev/null | grep -qi 'WenQuanYi Micro Hei' || missing+=(fonts-wqy-microhei)
# PostgreSQL: the server tests run on it as well as on the embedded database.
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)

if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

npm ci --no-audit --no-fund
