"""Run the real ``organiser`` entry point on SQLite files in tmp_path."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from organiser.main import main

# The test modules import their helpers as ``tests.<dir>.conftest``: make the project root
# importable however pytest is started (``pytest`` or ``python -m pytest``).
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Run:
    code: int
    out: str
    err: str

    @property
    def data(self) -> Any:
        return json.loads(self.out)


Cli = Callable[..., Run]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def cli(db_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    """``cli("player", "add", "--name", "X", json=True)``: in-process, with --db set."""

    def run(*args: str, json: bool = True, db: Path | None = None) -> Run:
        argv = ["--db", str(db or db_path), *args, *(["--json"] if json else [])]
        capsys.readouterr()
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse usage errors
            code = int(exc.code or 0)
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


def organiser_exe() -> list[str]:
    exe = Path(sys.executable).with_name("organiser")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("organiser")
    return [found] if found else [sys.executable, "-m", "organiser"]


@pytest.fixture
def subprocess_cli(db_path: Path) -> Cli:
    """The installed ``organiser`` command as a real process."""

    def run(*args: str, json: bool = True, db: Path | None = None) -> Run:
        proc = subprocess.run(
            [*organiser_exe(), "--db", str(db or db_path), *args, *(["--json"] if json else [])],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=120,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
            cwd=ROOT,
        )
        return Run(proc.returncode, proc.stdout, proc.stderr)

    return run
