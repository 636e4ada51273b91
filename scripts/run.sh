#!/usr/bin/env bash
# Installs Maester into .venv and opens the window; on Debian/Ubuntu it also installs the
# system libraries Qt needs that are missing (read from what Qt's files link, by
# scripts/qt_system_libs.py). Arguments go to `organiser`, e.g. `--demo` for a sample event.
# A second run with nothing changed installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "maester: $*" >&2; }

if [ ! -x .venv/bin/python ]; then
  say "creating the Python environment in .venv"
  python3 -m venv .venv
fi

# reinstall only when the package's description or the Python changed
stamp=".venv/.maester-installed"
want="$(cat pyproject.toml .venv/pyvenv.cfg | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]; then
  say "installing Maester and its Python packages (log: .venv/pip-install.log)"
  .venv/bin/python -m pip install -q --upgrade pip > .venv/pip-install.log 2>&1 \
    && .venv/bin/python -m pip install -q -e . >> .venv/pip-install.log 2>&1 \
    || { cat .venv/pip-install.log >&2; say "the installation failed (above)"; exit 1; }
  echo "$want" > "$stamp"
else
  say "Maester is installed and up to date"
fi

if [ "$(uname -s)" = Linux ]; then
  say "checking the system libraries Qt needs"
  packages="$(.venv/bin/python scripts/qt_system_libs.py --packages || true)"
  if [ -n "$packages" ]; then
    if command -v apt-get >/dev/null 2>&1; then
      SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
      say "installing the missing ones:" $packages
      $SUDO apt-get update -qq >/dev/null 2>&1 || true
      # shellcheck disable=SC2086
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $packages >/dev/null \
        || say "could not install them; the window may not open (install:" $packages")"
    else
      say "missing system libraries (install them with your package manager):" $packages
    fi
  fi
fi

say "starting"
exec .venv/bin/organiser "$@"
