"""scripts/run.sh, the README's first command: it installs what Qt needs, and only that.

The list of system libraries is derived from what Qt's files really link (``ldd``); a fake
``ldd`` plays a machine where some are missing, a fake ``apt-get`` records what would be
installed, and a fake Python records pip runs (the real one answers everything else).
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import qt_system_libs  # noqa: E402

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("ldd") is None,
    reason="the system libraries are checked on Linux, with ldd",
)


def _script(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def _fake_ldd(folder: Path) -> Path:
    """ldd as on a machine that has every library but those named in FAKE_MISSING."""
    return _script(
        folder / "fake-ldd",
        f"""#!{sys.executable}
import os, subprocess, sys
missing = set(os.environ.get("FAKE_MISSING", "").split())
out = subprocess.run([{shutil.which("ldd")!r}, sys.argv[1]], capture_output=True, text=True).stdout
for line in out.splitlines():
    name, arrow, where = line.strip().partition(" => ")
    if arrow and name in missing:
        print(f"\\t{{name}} => not found")
    elif arrow and where.startswith("not found"):
        print(f"\\t{{name}} => /usr/lib/fake/{{name}} (0x0)")
    else:
        print(line)
""",
    )


def _packages(
    tmp_path: Path, missing: list[str], fonts: str | None = None
) -> tuple[int, list[str]]:
    env = {**os.environ, "MAESTER_LDD": str(_fake_ldd(tmp_path)), "FAKE_MISSING": " ".join(missing)}
    if fonts is not None:
        env["MAESTER_FONT_DIRS"] = fonts
    out = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "qt_system_libs.py"), "--packages"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    return out.returncode, out.stdout.split()


def test_every_library_qt_links_is_named_with_its_package() -> None:
    binaries = qt_system_libs.qt_binaries(qt_system_libs.pyside_dir())
    names = {p.name for p in binaries}
    assert {"QtWidgets.abi3.so", "libqxcb.so"} <= names
    libs = qt_system_libs.linked(binaries)
    assert "libxcb-cursor.so.0" in libs and "libxkbcommon.so.0" in libs
    unnamed = sorted(set(libs) - set(qt_system_libs.DEBIAN_PACKAGES))
    assert not unnamed, f"no package known for {unnamed}"


def test_the_packages_are_exactly_those_of_the_missing_libraries(tmp_path: Path) -> None:
    assert _packages(tmp_path, []) == (0, [])
    code, packages = _packages(
        tmp_path, ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libEGL.so.1"]
    )
    assert code == 1
    assert packages == ["libegl1", "libxcb-cursor0", "libxkbcommon-x11-0"]
    # two libraries of one package name it once
    assert _packages(tmp_path, ["libglib-2.0.so.0", "libgthread-2.0.so.0"]) == (
        1,
        ["libglib2.0-0"],
    )


def test_a_machine_without_any_font_gets_one(tmp_path: Path) -> None:
    empty = tmp_path / "fonts"
    empty.mkdir()
    assert _packages(tmp_path, ["libEGL.so.1"], fonts=str(empty)) == (
        1,
        ["libegl1", "fonts-dejavu-core"],
    )
    (empty / "sub").mkdir()
    (empty / "sub" / "Some.ttf").write_bytes(b"")
    assert _packages(tmp_path, [], fonts=str(empty)) == (0, [])


# ---------------------------------------------------------------------------------------
# run.sh itself, in a copy of the project with fake tools


def _project(tmp_path: Path) -> tuple[Path, Path]:
    project = tmp_path / "project"
    (project / "scripts").mkdir(parents=True)
    for name in ("run.sh", "qt_system_libs.py"):
        shutil.copy2(ROOT / "scripts" / name, project / "scripts" / name)
    shutil.copy2(ROOT / "pyproject.toml", project / "pyproject.toml")
    venv = project / ".venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "pyvenv.cfg").write_text("home = /usr/bin\n")
    calls = tmp_path / "calls.log"
    _script(
        venv / "bin" / "python",
        f"""#!/bin/sh
if [ "$1" = "-m" ] && [ "$2" = "pip" ]; then echo "pip $*" >> {calls}; exit 0; fi
exec {sys.executable} "$@"
""",
    )
    _script(venv / "bin" / "organiser", f'#!/bin/sh\necho "organiser $*" >> {calls}\n')
    tools = tmp_path / "tools"
    tools.mkdir()
    _script(tools / "apt-get", f'#!/bin/sh\necho "apt-get $*" >> {calls}\n')
    _script(tools / "sudo", '#!/bin/sh\nexec "$@"\n')
    (tools / "Font.ttf").write_bytes(b"")
    _fake_ldd(tools)
    return project, calls


def _run(project: Path, missing: list[str]) -> subprocess.CompletedProcess[str]:
    tools = project.parent / "tools"
    env = {
        **os.environ,
        "PATH": f"{tools}:{os.environ['PATH']}",
        "MAESTER_LDD": str(tools / "fake-ldd"),
        "FAKE_MISSING": " ".join(missing),
        "MAESTER_FONT_DIRS": str(tools),  # holds a font: the fonts are checked elsewhere
    }
    return subprocess.run(
        ["bash", str(project / "scripts" / "run.sh"), "--demo"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


def _calls(calls: Path) -> list[str]:
    lines = calls.read_text().splitlines() if calls.exists() else []
    calls.unlink(missing_ok=True)
    return lines


def test_run_installs_once_and_only_the_missing_libraries(tmp_path: Path) -> None:
    project, calls = _project(tmp_path)

    first = _run(project, ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"])
    assert first.returncode == 0, first.stderr
    lines = _calls(calls)
    assert [c for c in lines if c.startswith("pip")] == [
        "pip -m pip install -q --upgrade pip",
        "pip -m pip install -q -e .",
    ]
    installs = [c for c in lines if c.startswith("apt-get install")]
    assert installs == ["apt-get install -y -qq libxcb-cursor0 libxkbcommon-x11-0"]
    assert lines[-1] == "organiser --demo"
    assert "installing Maester" in first.stderr and "installing the missing ones" in first.stderr

    again = _run(project, [])  # nothing changed, nothing missing: nothing installed
    assert again.returncode == 0, again.stderr
    assert _calls(calls) == ["organiser --demo"]
    assert "up to date" in again.stderr

    (project / "pyproject.toml").write_text(
        (project / "pyproject.toml").read_text() + "\n# changed\n"
    )
    third = _run(project, [])
    assert third.returncode == 0, third.stderr
    assert [c for c in _calls(calls) if c.startswith("pip")][-1] == "pip -m pip install -q -e ."
