"""The installers: Linux desktop entry and AppStream metainfo, icons, version, NSIS, bundle, .deb.

The fast tests check the files under ``installer/`` and ``resources/icons`` with the tools the
distributions use. The slow test builds the PyInstaller bundle and the .deb with
``installer/build.sh``, runs ``--self-test`` from the bundle, and unpacks the .deb.
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import organiser

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
DESKTOP = INSTALLER / "linux" / "org.maester.Maester.desktop"
METAINFO = INSTALLER / "linux" / "org.maester.Maester.metainfo.xml"
NSIS = INSTALLER / "windows" / "maester.nsi"
ICONS = ROOT / "resources" / "icons"
APP_ID = "org.maester.Maester"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (scripts/test.sh installs it on Debian/Ubuntu)")
    return path


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version))


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _desktop_entry() -> dict[str, str]:
    entry: dict[str, str] = {}
    for line in DESKTOP.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            entry[key] = value
    return entry


def _build_sh_icon_sizes() -> list[int]:
    match = re.search(r"for size in ([\d ]+); do", (INSTALLER / "build.sh").read_text())
    assert match, "installer/build.sh no longer lists the icon sizes it installs"
    return [int(s) for s in match.group(1).split()]


# -- Linux desktop integration ------------------------------------------------------------


def test_desktop_file_validates() -> None:
    result = subprocess.run(
        [_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


def test_metainfo_validates() -> None:
    result = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_and_metainfo_name_the_same_app() -> None:
    entry = _desktop_entry()
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert entry["Icon"] == APP_ID  # installed as hicolor/<size>/apps/org.maester.Maester.png
    assert entry["Exec"].split()[0] == "maester"  # the /usr/bin/maester link of the .deb
    assert entry["StartupWMClass"] == "Maester"


# -- version and changelog -----------------------------------------------------------------


def test_newest_metainfo_release_is_the_package_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "the metainfo lists no release"
    newest = max(releases, key=lambda r: _version_key(r.attrib["version"]))
    assert newest.attrib["version"] == organiser.__version__
    # AppStream wants the newest release first
    assert releases[0] is newest


def test_changelog_has_the_package_version_with_the_metainfo_date() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (\S+) — (\d{4}-\d{2}-\d{2})", changelog, flags=re.MULTILINE)
    assert headings, "CHANGELOG.md has no '## <version> — <date>' heading"
    assert headings[0][0] == organiser.__version__, "the newest changelog entry comes first"
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    dates = {r.attrib["version"]: r.attrib.get("date") for r in releases}
    for version, date in headings:
        if version in dates:
            assert dates[version] == date, f"{version}: changelog and metainfo dates differ"


def test_nsis_default_version_is_the_package_version() -> None:
    match = re.search(r'!define VERSION "([^"]+)"', NSIS.read_text(encoding="utf-8"))
    assert match and match.group(1) == organiser.__version__


# -- icons ---------------------------------------------------------------------------------


def test_png_icons_exist_in_every_installed_size_and_match_their_names() -> None:
    sizes = _build_sh_icon_sizes()
    assert {16, 32, 48, 256} <= set(sizes)
    for size in sizes:
        assert _png_size(ICONS / f"maester-{size}.png") == (size, size)
    named = {
        int(m.group(1)) for p in ICONS.glob("maester-*.png") if (m := re.search(r"-(\d+)", p.name))
    }
    assert named == set(sizes), "a PNG icon is not installed by build.sh, or the reverse"


def test_svg_source_is_square() -> None:
    root = ET.parse(ICONS / "maester.svg").getroot()
    assert root.tag.endswith("svg")
    _x, _y, width, height = (float(v) for v in root.attrib["viewBox"].split())
    assert width == height


def test_windows_ico_holds_the_small_and_large_sizes() -> None:
    data = (ICONS / "maester.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 1
    sizes = {data[6 + 16 * i] or 256 for i in range(count)}  # width 0 means 256
    assert {16, 32, 48, 256} <= sizes


def test_macos_icns_is_an_icon_family() -> None:
    data = (ICONS / "maester.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)


# -- Windows installer ---------------------------------------------------------------------


def test_nsis_script_compiles_against_a_dummy_payload(tmp_path: Path) -> None:
    makensis = _tool("makensis")
    payload = tmp_path / "payload"
    (payload / "_internal").mkdir(parents=True)
    (payload / "maester.exe").write_bytes(b"MZ not a real program")
    (payload / "_internal" / "base_library.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    out = tmp_path / "Maester-setup.exe"
    result = subprocess.run(
        [
            makensis,
            "-V2",
            f"-DVERSION={organiser.__version__}",
            f"-DPAYLOAD={payload}",
            f"-DOUTFILE={out}",
            str(NSIS),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes()[:2] == b"MZ"
    assert out.stat().st_size > 30_000  # the NSIS stub, the icon and the payload


# -- the bundle and the .deb (slow: a full PyInstaller build) -------------------------------


# Libraries of the system the bundle links without shipping them, and the Debian package of
# each: installer/build.sh must name the package in the .deb's Depends.
SYSTEM_LIBS = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libxcb.so.1": "libxcb1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
GLIBC = {
    "ld-linux-x86-64.so.2",
    "ld-linux-aarch64.so.1",
    "libc.so.6",
    "libdl.so.2",
    "libm.so.6",
    "libpthread.so.0",
    "libresolv.so.2",
    "librt.so.1",
    "libutil.so.1",
}


def _needed(elf: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(elf)], capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def _deb_depends(dist: Path) -> set[str]:
    deb = next(dist.glob("maester_*.deb"))
    control = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True, check=True
    ).stdout
    return {item.split("(")[0].strip() for item in control.split(",")}


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    found.append(path)
    return found


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_linux_bundle_self_tests_and_the_deb_installs_its_layout(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the .deb and this bundle check are Linux-only")
    dpkg_deb = _tool("dpkg-deb")
    pytest.importorskip("PyInstaller", reason="PyInstaller builds the bundle (extra 'installer')")
    dist, work = tmp_path / "dist", tmp_path / "work"
    env = {**os.environ, "DIST": str(dist), "WORK": str(work), "PYTHON": sys.executable}
    env["DEB_COMPRESSION"] = "gzip"  # xz takes two minutes on two cores; the layout is the same
    build = subprocess.run(
        ["bash", str(INSTALLER / "build.sh")], capture_output=True, text=True, env=env, timeout=840
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]

    # the bundle runs on its own: the self-test from a folder outside the checkout
    bundle = dist / "maester"
    run_env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    run_env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    selftest = subprocess.run(
        [str(bundle / "maester"), "--self-test"],
        capture_output=True,
        text=True,
        env=run_env,
        cwd=tmp_path,
        timeout=180,
    )
    assert selftest.returncode == 0, selftest.stdout + selftest.stderr
    assert "all checks passed" in selftest.stdout

    # every library the bundle links is in it, or in glibc, or a system package the .deb
    # depends on (SYSTEM_LIBS); and ldd resolves the bundled ones where the loader looks
    libdir = bundle / "_internal"
    depends = _deb_depends(dist)
    shipped = {p.name for p in libdir.rglob("*.so*")}
    elves = [bundle / "maester", *_elf_files(libdir)]
    needed = {lib for elf in elves for lib in _needed(elf)}
    unbundled = needed - shipped - GLIBC
    unknown = sorted(unbundled - SYSTEM_LIBS.keys())
    assert not unknown, f"linked but neither bundled nor in SYSTEM_LIBS: {unknown}"
    undeclared = sorted({SYSTEM_LIBS[lib] for lib in unbundled} - depends)
    assert not undeclared, f"the .deb does not depend on {undeclared}"
    ldd_env = {**run_env, "LD_LIBRARY_PATH": str(libdir)}
    missing = {}
    for elf in elves:
        out = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=ldd_env).stdout
        lost = [line.split()[0] for line in out.splitlines() if "not found" in line]
        lost = [lib for lib in lost if lib not in SYSTEM_LIBS]  # may be absent on this machine
        if lost:
            missing[str(elf.relative_to(bundle))] = lost
    assert not missing, f"unresolved libraries: {missing}"
    assert (libdir / "PIL").is_dir(), "reportlab imports Pillow"  # its core only:
    assert not (libdir / "mypy").exists() and not list(libdir.rglob("PIL/_avif*"))
    assert not (libdir / "PySide6" / "Qt" / "plugins" / "platformthemes" / "libqgtk3.so").exists()
    assert (libdir / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so").exists()

    # the .deb: control fields, then its files unpacked into a temporary root
    version = organiser.__version__
    debs = list(dist.glob(f"maester_{version}_*.deb"))
    assert len(debs) == 1, sorted(p.name for p in dist.iterdir())
    deb = debs[0]
    info = subprocess.run([dpkg_deb, "-I", str(deb)], capture_output=True, text=True, check=True)
    fields = dict(re.findall(r"^ ([A-Z][\w-]*): (.*)$", info.stdout, flags=re.MULTILINE))
    assert fields["Package"] == "maester"
    assert fields["Version"] == version
    assert fields["Architecture"] in deb.name
    assert re.search(r"\blibc6 \(>= 2\.\d+\)", fields["Depends"])
    assert "libxcb-cursor0" in fields["Depends"] and "libegl1" in fields["Depends"]
    listing = subprocess.run([dpkg_deb, "-c", str(deb)], capture_output=True, text=True, check=True)
    owners = {line.split()[1] for line in listing.stdout.splitlines()}
    assert owners == {"root/root"}
    assert int(fields["Installed-Size"]) > 10_000  # KiB

    root = tmp_path / "root"
    subprocess.run([dpkg_deb, "-x", str(deb), str(root)], check=True)
    exe = root / "opt" / "maester" / "maester"
    assert exe.is_file() and os.access(exe, os.X_OK)
    launcher = root / "usr" / "bin" / "maester"
    assert launcher.is_symlink() and os.readlink(launcher) == "/opt/maester/maester"
    assert (root / "opt" / "maester" / "_internal" / "resources" / "cards").is_dir()
    apps = root / "usr" / "share" / "applications" / DESKTOP.name
    assert apps.read_bytes() == DESKTOP.read_bytes()
    meta = root / "usr" / "share" / "metainfo" / METAINFO.name
    assert meta.read_bytes() == METAINFO.read_bytes()
    hicolor = root / "usr" / "share" / "icons" / "hicolor"
    for size in _build_sh_icon_sizes():
        icon = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert _png_size(icon) == (size, size)
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file()

    # the unpacked copy runs too (what /usr/bin/maester starts once installed)
    installed = subprocess.run(
        [str(exe), "--self-test"], capture_output=True, text=True, env=run_env, timeout=180
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
