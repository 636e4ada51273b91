"""The start-up budget of ``organiser``: what its entry point may import.

``organiser --help`` and ``--version`` import the command line's own module and nothing of
the database, the PDFs, the window or the commands; a command imports its own module and
what it uses (``event list``: the database, never reportlab nor another command's module).
Each run is a fresh process, which lists ``sys.modules`` as it exits.
"""

from __future__ import annotations

import argparse
import os
import pkgutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import organiser.cli
from organiser.cli import COMMANDS, build_parser, chosen_command
from tests.cli.conftest import Cli

HEAVY = ("sqlalchemy", "sqlmodel", "pydantic", "alembic", "reportlab", "PySide6", "shiboken6")
# the organiser modules --help and --version may load: the entry point and the parser
# organiser.standby: which command a command line runs (stdlib only; every command reads it
# first, to find the standby)
LIGHT = {"organiser", "organiser.main", "organiser.__main__", "organiser.cli", "organiser.standby"}
COMMAND_MODULES = {f"organiser.cli.{module}" for module, _help in COMMANDS.values()}


PROBE = """
import atexit, runpy, sys
atexit.register(lambda: print("\\nMODULES", *sorted(sys.modules), file=sys.stderr))
sys.argv = ["organiser", *sys.argv[1:]]
runpy.run_module("organiser", run_name="__main__")
"""


def imported(*args: str, env: dict[str, str] | None = None) -> set[str]:
    """The modules ``organiser ARGS`` has loaded when it exits (a fresh process)."""
    run = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    line = next(x for x in run.stderr.splitlines() if x.startswith("MODULES "))
    return set(line.split()[1:])


def _is(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def heavy(names: set[str]) -> set[str]:
    return {n for n in names if any(_is(n, h) for h in HEAVY)}


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_import_only_the_parser(option: str) -> None:
    names = imported(option)
    assert "organiser.cli" in names  # the parser was built
    assert heavy(names) == set()
    ours = {n for n in names if _is(n, "organiser")}
    assert ours <= LIGHT, sorted(ours - LIGHT)
    assert "logging" not in names and "dataclasses" not in names


@pytest.fixture
def event_file(cli: Cli, db_path: Path) -> Path:
    assert cli("event", "create", "--name", "Budget").code == 0
    return db_path


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "MAESTER_LOG_DIR": str(tmp_path / "log"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }


def test_a_command_imports_its_own_module_and_the_database_only(
    event_file: Path, tmp_path: Path
) -> None:
    names = imported("--db", str(event_file), "event", "list", env=_env(tmp_path))
    assert {"organiser.cli.event", "sqlmodel", "organiser.store"} <= names  # it ran
    assert {n for n in names if n in COMMAND_MODULES} == {"organiser.cli.event"}
    assert not {n for n in names if any(_is(n, p) for p in ("reportlab", "PySide6"))}
    assert not {n for n in names if _is(n, "organiser.printing") or _is(n, "organiser.ui")}
    assert "organiser.services.decks" not in names  # the card catalogue: event show only
    # a SQLite file never loads SQLAlchemy's PostgreSQL dialect (a tenth of a second)
    assert "sqlalchemy.dialects.sqlite" in names
    assert "sqlalchemy.dialects.postgresql" not in names


def test_the_check_sees_a_module_that_is_loaded(tmp_path: Path) -> None:
    """The case the budget forbids elsewhere: printing loads reportlab, and it shows."""
    names = imported("print", "--help", env=_env(tmp_path))
    assert "organiser.cli.printing" in names and "reportlab" in heavy({*names})
    assert {n for n in names if n in COMMAND_MODULES} == {"organiser.cli.printing"}


def _subparsers(parser: argparse.ArgumentParser) -> argparse._SubParsersAction:  # type: ignore[type-arg]
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))


def test_the_table_of_commands_says_what_the_modules_register() -> None:
    full = _subparsers(build_parser())
    registered = [(c.dest, c.help) for c in full._choices_actions]
    declared = [(name, help_text) for name, (_module, help_text) in COMMANDS.items()]
    assert registered == declared
    # every command module of the package is in the table
    modules = {
        m.name
        for m in pkgutil.iter_modules(organiser.cli.__path__)
        if not m.name.startswith("_") and m.name not in ("common", "reply")
    }
    assert modules == {module for module, _help in COMMANDS.values()}


@pytest.mark.parametrize("argv", [["--help"], ["--db", "x.sqlite", "event", "list"]])
def test_the_light_parser_shows_the_same_help(argv: list[str]) -> None:
    assert build_parser(argv).format_help() == build_parser().format_help()


def test_help_lists_every_command(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "organiser", "--help"],
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        timeout=120,
    )
    assert run.returncode == 0
    listed = {  # the lines "    NAME  help" (a help's own next line is indented further)
        line.split()[0]
        for line in run.stdout.splitlines()
        if line.startswith("    ") and not line.startswith("     ")
    }
    assert listed == set(_subparsers(build_parser()).choices)
    assert len(listed) == len(COMMANDS)


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["event", "list"], "event"),
        (["--db", "event", "round", "pair"], "round"),  # a file named "event"
        (["--db=x.sqlite", "--json", "result", "set"], "result"),
        (["--ev", "2", "standings"], "standings"),  # an abbreviated --event
        (["--json", "--help"], None),
        (["--version"], None),
        (["--", "audit"], "audit"),
    ],
)
def test_the_command_is_found_before_parsing(argv: list[str], command: str | None) -> None:
    assert chosen_command(argv) == command


def test_a_command_not_found_beforehand_still_runs(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should the command be missed before parsing, its stand-in makes the full parser run."""
    assert cli("event", "create", "--name", "Fallback").code == 0
    monkeypatch.setattr(organiser.cli, "chosen_command", lambda argv: None)
    listed = cli("event", "list")
    assert listed.code == 0, listed.err
    assert [e["name"] for e in listed.data["events"]] == ["Fallback"]


def test_the_postgresql_index_options_are_given_for_a_server() -> None:
    """The partial indexes keep their WHERE on PostgreSQL: added when a server is opened."""
    from sqlalchemy.dialects import postgresql, sqlite
    from sqlalchemy.schema import CreateIndex

    from organiser.store.models import _PARTIAL_INDEXES, add_postgresql_options

    assert {i.name for i in _PARTIAL_INDEXES} == {"uq_game_table", "uq_melee_table_number"}
    for index in _PARTIAL_INDEXES:
        assert "WHERE table_no > 0" in str(CreateIndex(index).compile(dialect=sqlite.dialect()))
    add_postgresql_options()
    add_postgresql_options()  # twice: the same
    for index in _PARTIAL_INDEXES:
        ddl = str(CreateIndex(index).compile(dialect=postgresql.dialect()))
        assert ddl.endswith("WHERE table_no > 0"), ddl


def test_a_reply_makes_only_what_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    """A command's JSON is made only with --json, its text only without."""
    from organiser.cli import _print_reply
    from organiser.cli.reply import Reply

    def never() -> Any:
        raise AssertionError("made but not printed")

    _print_reply(Reply(never, lambda: "the text"), as_json=False)
    _print_reply(Reply(lambda: {"round": 3}, never), as_json=True)
    _print_reply(Reply({"round": 4}, "plain text"), as_json=False)
    out = capsys.readouterr().out
    assert out.startswith("the text\n{") and '"round": 3' in out and out.endswith("plain text\n")


def test_the_log_is_set_up_for_a_command_not_for_help(event_file: Path, tmp_path: Path) -> None:
    env = _env(tmp_path)
    log = tmp_path / "log" / "maester.log"
    help_run = subprocess.run(
        [sys.executable, "-m", "organiser", "--help"], env=env, capture_output=True, timeout=120
    )
    assert help_run.returncode == 0 and not log.parent.exists()
    listed = subprocess.run(
        [sys.executable, "-m", "organiser", "--db", str(event_file), "event", "list"],
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert listed.returncode == 0 and "opened" in log.read_text(encoding="utf-8")


def test_a_crash_before_the_log_is_set_up_goes_to_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import threading

    from organiser import logs, main

    monkeypatch.setenv("MAESTER_LOG_DIR", str(tmp_path / "log"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(logs, "_handler", None)
    try:
        raise RuntimeError("broken before the command ran")
    except RuntimeError as exc:
        main._first_crash(RuntimeError, exc, exc.__traceback__)
    finally:
        made = logs._handler
    assert made is not None
    logs.log.removeHandler(made)  # the log of this test stops here
    made.close()
    assert sys.excepthook is not main._first_crash  # the real crash handler took over
    told = capsys.readouterr().err
    assert "RuntimeError: broken before the command ran" in told and "Traceback" not in told
    logged = (tmp_path / "log" / "maester.log").read_text(encoding="utf-8")
    assert "Traceback" in logged and "broken before the command ran" in logged


def test_the_window_paints_before_the_database_layer_is_imported() -> None:
    """The window's modules import no SQLAlchemy, sqlmodel, pydantic or reportlab: the
    database layer loads in the background once the window shows (organiser.ui.app)."""
    probe = (
        "import sys, organiser.ui.app, organiser.ui.main_window, organiser.services.dto\n"
        "print(' '.join(sorted(sys.modules)))"
    )
    run = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert run.returncode == 0, run.stderr[-2000:]
    loaded = set(run.stdout.split())
    assert "organiser.ui.main_window" in loaded
    assert heavy(loaded) - {n for n in loaded if _is(n, "PySide6") or _is(n, "shiboken6")} == set()
