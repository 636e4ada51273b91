"""The system libraries Qt needs on Linux, read from what its binaries actually link.

    .venv/bin/python scripts/qt_system_libs.py            # what is missing, in words
    .venv/bin/python scripts/qt_system_libs.py --packages # Debian packages to install

PySide6 ships Qt itself; the window also needs libraries of the system (X11/xcb, Wayland,
OpenGL, fonts, keyboard). ``ldd`` on the Python modules the app imports and on the Qt
plugins it loads lists every one of them, with ``not found`` for those that are missing;
each missing library is named with the Debian/Ubuntu package that holds it.
``scripts/run.sh`` installs exactly those packages. ``MAESTER_LDD`` names another ``ldd``
(the tests use it to play a machine with libraries missing).

Exit status: 0 when nothing is missing, 1 when something is, 2 when the check cannot run.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

# the Qt binaries the app loads: the Python modules it imports, the platform plugins (X11
# and Wayland), and what those plugins load in turn
MODULES = ("QtCore", "QtGui", "QtWidgets", "QtPrintSupport")
PLUGINS = (
    "platforms/libqxcb.so",
    "platforms/libqwayland.so",
    "xcbglintegrations/*.so",
    "platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "wayland-shell-integration/*.so",
    "wayland-decoration-client/*.so",
)

# shared library (soname) -> the Debian/Ubuntu package that holds it. Where a release
# renamed a package (the 64-bit time transition's "t64"), apt picks the only provider of
# the old name.
DEBIAN_PACKAGES: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libbrotlicommon.so.1": "libbrotli1",
    "libbrotlidec.so.1": "libbrotli1",
    "libbsd.so.0": "libbsd0",
    "libcap.so.2": "libcap2",
    "libcom_err.so.2": "libcom-err2",
    "libdbus-1.so.3": "libdbus-1-3",
    "libdrm.so.2": "libdrm2",
    "libexpat.so.1": "libexpat1",
    "libffi.so.8": "libffi8",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libgcrypt.so.20": "libgcrypt20",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgpg-error.so.0": "libgpg-error0",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libk5crypto.so.3": "libk5crypto3",
    "libkeyutils.so.1": "libkeyutils1",
    "libkrb5.so.3": "libkrb5-3",
    "libkrb5support.so.0": "libkrb5support0",
    "liblz4.so.1": "liblz4-1",
    "liblzma.so.5": "liblzma5",
    "libmd.so.0": "libmd0",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libpng16.so.16": "libpng16-16",
    "libsystemd.so.0": "libsystemd0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libwayland-server.so.0": "libwayland-server0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    # the C and C++ runtimes: on every system, listed so that nothing goes unnamed
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libresolv.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}


def pyside_dir() -> Path:
    import PySide6

    return Path(PySide6.__file__).resolve().parent


def qt_binaries(root: Path) -> list[Path]:
    found = [root / f"{m}.abi3.so" for m in MODULES]
    for pattern in PLUGINS:
        found.extend(sorted((root / "Qt" / "plugins").glob(pattern)))
    return [p for p in found if p.is_file()]


def linked(binaries: list[Path]) -> dict[str, bool]:
    """Every shared library the binaries need, outside PySide6 itself: soname -> found."""
    ldd = os.environ.get("MAESTER_LDD", "ldd")
    libs: dict[str, bool] = {}
    for binary in binaries:
        out = subprocess.run([ldd, str(binary)], capture_output=True, text=True, check=False)
        for line in out.stdout.splitlines():
            name, arrow, where = line.strip().partition(" => ")
            if not arrow or "PySide6" in where or "shiboken6" in where:
                continue
            found = not where.startswith("not found")
            libs[name] = libs.get(name, True) and found
    return libs


FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts", "~/.fonts")
FONT_PACKAGE = "fonts-dejavu-core"


def has_fonts() -> bool:
    """Whether any font file is installed: without one, Qt draws no text at all."""
    dirs = os.environ.get("MAESTER_FONT_DIRS")
    for folder in dirs.split(os.pathsep) if dirs is not None else FONT_DIRS:
        root = Path(folder).expanduser()
        for suffix in ("*.ttf", "*.otf", "*.ttc", "*.pfb"):
            if root.is_dir() and next(root.rglob(suffix), None) is not None:
                return True
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--packages", action="store_true", help="print the packages, one a line")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        return 0  # the wheels of Windows and macOS carry what Qt needs
    try:
        binaries = qt_binaries(pyside_dir())
    except ImportError:
        print("PySide6 is not installed in this Python", file=sys.stderr)
        return 2
    if not binaries:
        print("no Qt binaries found in the PySide6 package", file=sys.stderr)
        return 2
    missing = sorted(name for name, found in linked(binaries).items() if not found)
    packages = sorted({DEBIAN_PACKAGES[m] for m in missing if m in DEBIAN_PACKAGES})
    unknown = [m for m in missing if m not in DEBIAN_PACKAGES]
    fonts = has_fonts()
    if not fonts:
        packages.append(FONT_PACKAGE)
    if args.packages:
        for package in packages:
            print(package)
        for name in unknown:
            print(f"missing {name}: install the package that holds it", file=sys.stderr)
    elif missing or not fonts:
        for name in missing:
            print(f"missing {name} (package {DEBIAN_PACKAGES.get(name, 'unknown')})")
        if not fonts:
            print(f"no font is installed: Qt would draw no text (package {FONT_PACKAGE})")
    else:
        print(f"every system library Qt needs is present ({len(binaries)} Qt files checked)")
    return 1 if missing or not fonts else 0


if __name__ == "__main__":
    sys.exit(main())
