#!/usr/bin/env bash
# Installs Maester into .venv (and, on Debian/Ubuntu, the system libraries Qt needs) and
# opens the window. Arguments go to `organiser`, e.g. `--demo` for a sample event.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v apt-get >/dev/null 2>&1 && ! ldconfig -p 2>/dev/null | grep -q libxcb-cursor.so.0; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libegl1 libgl1 libxkbcommon0 \
    libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 \
    libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libxcb-xkb1 \
    >/dev/null 2>&1 || echo "warning: could not install Qt's system libraries" >&2
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e . > .venv/pip-install.log 2>&1 \
  || { cat .venv/pip-install.log; exit 1; }
exec .venv/bin/organiser "$@"
