#!/usr/bin/env bash
# Builds the one-folder bundle (PyInstaller) and, on Linux, the .deb.
#   bash installer/build.sh            -> dist/maester/ and dist/maester_<version>_<arch>.deb
#   PYTHON=/path/to/python bash installer/build.sh
# Needs: the project and PyInstaller installed in that Python (pip install -e '.[installer]'),
# and dpkg-deb for the .deb (Debian/Ubuntu).
# Environment: PYTHON, DIST and WORK (output and build folders), CLEAN=1 (empty PyInstaller's
# cache first), DEB_COMPRESSION (xz by default; gzip is several times faster to build).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
DIST="${DIST:-$ROOT/dist}"
WORK="${WORK:-$ROOT/build/pyinstaller}"
VERSION="$("$PYTHON" -c 'import organiser; print(organiser.__version__)')"

echo "== PyInstaller bundle (version $VERSION)"
"$PYTHON" -m PyInstaller --noconfirm ${CLEAN:+--clean} --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" installer/maester.spec
echo "bundle: $DIST/maester ($(du -sh "$DIST/maester" | cut -f1))"

if [ "$(uname -s)" != "Linux" ] || ! command -v dpkg-deb >/dev/null 2>&1; then
  echo "no dpkg-deb here: skipping the .deb"
  exit 0
fi

echo "== .deb"
ARCH="$(dpkg --print-architecture)"
PKG="$WORK/deb/maester_${VERSION}_${ARCH}"
rm -rf "$PKG"
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
  "$PKG/usr/share/metainfo" "$PKG/usr/share/doc/maester"
cp -a "$DIST/maester" "$PKG/opt/maester"
ln -s /opt/maester/maester "$PKG/usr/bin/maester"
cp installer/linux/org.maester.Maester.desktop "$PKG/usr/share/applications/"
cp installer/linux/org.maester.Maester.metainfo.xml "$PKG/usr/share/metainfo/"
for size in 16 24 32 48 64 128 256 512; do
  dir="$PKG/usr/share/icons/hicolor/${size}x${size}/apps"
  mkdir -p "$dir"
  cp "resources/icons/maester-$size.png" "$dir/org.maester.Maester.png"
done
mkdir -p "$PKG/usr/share/icons/hicolor/scalable/apps"
cp resources/icons/maester.svg "$PKG/usr/share/icons/hicolor/scalable/apps/org.maester.Maester.svg"
cp CHANGELOG.md "$PKG/usr/share/doc/maester/changelog.md"
cp resources/fonts/LICENSE.txt "$PKG/usr/share/doc/maester/fonts-license.txt"
cp resources/cards/NOTICE.md "$PKG/usr/share/doc/maester/card-catalogue-notice.md"
cat > "$PKG/usr/share/doc/maester/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Maester

Files: *
Copyright: The Maester developers
License: GPL-3.0-or-later
 On Debian systems, the full text is in /usr/share/common-licenses/GPL-3.

Files: opt/maester/_internal/resources/fonts/*
Copyright: Bitstream, Tavmjong Bah; DejaVu changes are in the public domain
License: Bitstream-Vera
 See fonts-license.txt in this folder.

Files: opt/maester/_internal/resources/cards/*
Comment: facts about the cards (no rules or flavour text); see card-catalogue-notice.md.

Files: opt/maester/_internal/*
Comment: the bundle also holds Python, Qt (LGPL-3.0) through PySide6, SQLAlchemy, sqlmodel,
 Alembic, reportlab, pypdfium2 (PDFium), highspy (HiGHS), pyuca, Starlette, uvicorn, segno,
 psycopg (LGPL-3.0, with libpq), keyring and their dependencies, under their own licenses.
COPYRIGHT
SIZE_KB="$(du -sk "$PKG" | cut -f1)"
# The C library: the newest GLIBC_x.y symbol version any file of the bundle asks for (the
# bundle runs on the build machine's glibc and newer: build on the oldest system to support).
GLIBC_MIN="$(find "$DIST/maester" -type f \( -name '*.so*' -o -name maester \) -exec objdump -T {} + 2>/dev/null \
  | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n 1 || true)"
# The system libraries the bundle links without shipping them (tests/installer checks the
# list against the bundle's ELF files): GL/EGL, the X connection, Wayland; and those Qt's
# xcb platform needs on a desktop.
DEPENDS="libc6 (>= ${GLIBC_MIN:-2.28}), libegl1, libgl1, libxcb1, libwayland-client0, libwayland-cursor0, libwayland-egl1, libxkbcommon0, libxkbcommon-x11-0, libfontconfig1, libdbus-1-3, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-randr0, libxcb-render-util0, libxcb-image0, libxcb-xinerama0, libxcb-xkb1"
cat > "$PKG/DEBIAN/control" <<CONTROL
Package: maester
Version: $VERSION
Section: games
Priority: optional
Architecture: $ARCH
Installed-Size: $SIZE_KB
Depends: $DEPENDS
Maintainer: The Maester developers <maester@localhost>
Description: Tournament organiser and rules desk for A Game of Thrones card game events
 Players, deck-list legality, Swiss pairings for joust and melee, results,
 standings, the cut, printed pairings and slips, a projector clock, and a
 rules desk that steps through the game's timing structure.
CONTROL
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$PKG" "$DIST/maester_${VERSION}_${ARCH}.deb" >/dev/null
echo "deb: $DIST/maester_${VERSION}_${ARCH}.deb ($(du -sh "$DIST/maester_${VERSION}_${ARCH}.deb" | cut -f1))"
