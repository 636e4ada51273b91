#!/usr/bin/env bash
# Installs what the tests need (system libraries for Qt offscreen and PDF rendering, a
# virtual environment with the test extras) and runs the whole suite: ruff, mypy, pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
command -v desktop-file-validate >/dev/null 2>&1 || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null 2>&1 || need+=(appstream)
command -v makensis >/dev/null 2>&1 || need+=(nsis)
command -v chromium >/dev/null 2>&1 || need+=(chromium)  # the phone pages' browser tests
for lib in libEGL.so.1 libxkbcommon.so.0 libfontconfig.so.1 libdbus-1.so.3 libGL.so.1 libxkbcommon-x11.so.0 libxcb-cursor.so.0; do
  ldconfig -p 2>/dev/null | grep -q "$lib" || need+=("$lib")
done
if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  pkgs=(poppler-utils xvfb libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
        libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0 libxcb-render-util0
        libxcb-image0 libxcb-xinerama0 libxcb-xkb1 fonts-dejavu-core
        desktop-file-utils appstream nsis chromium)
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${pkgs[@]}" >/dev/null 2>&1 \
    || echo "warning: could not install system packages (${pkgs[*]})" >&2
fi

VENV="${MAESTER_VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
"$VENV/bin/python" -m pip install -q -e '.[test,installer]' > "$VENV/pip-install.log" 2>&1 \
  || { cat "$VENV/pip-install.log"; exit 1; }

export QT_QPA_PLATFORM=offscreen

# A real PostgreSQL server for the multi-station tests (skipped, with the reason, when none
# can be started here).
if [ -z "${MAESTER_TEST_PG_URL:-}" ] && pg="$(bash scripts/pg-test-server.sh 2>/dev/null)"; then
  pgdir="$(printf '%s\n' "$pg" | sed -n 's/^dir=//p')"
  export MAESTER_TEST_PG_URL="$(printf '%s\n' "$pg" | sed -n 's/^url=//p')"
  trap 'bash scripts/pg-test-server.sh stop "$pgdir"' EXIT
  echo "== PostgreSQL test server: $MAESTER_TEST_PG_URL"
fi
echo "== ruff"; "$VENV/bin/ruff" check .
echo "== mypy (strict on organiser.core and engine_ref)"; "$VENV/bin/mypy" organiser/core engine_ref
echo "== pytest"; "$VENV/bin/python" -m pytest -q -p no:cacheprovider "$@"
