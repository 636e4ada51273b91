"""The standby (organiser/standby.py): commands run through it exactly as they run alone.

Every test here starts real processes: a standby in a private runtime folder of its own,
and the ``organiser`` command as a person or a script types it. The rest of the suite runs
with ``MAESTER_STANDBY=off`` (tests/conftest.py), so no test leaves a standby behind.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from organiser import standby

pytestmark = pytest.mark.skipif(
    not (hasattr(os, "fork") and hasattr(__import__("socket"), "send_fds")),
    reason="the standby needs fork and descriptor passing (POSIX)",
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "decks" / "fixtures"
ORGANISER = [sys.executable, "-m", "organiser"]


@dataclass
class Done:
    code: int
    out: str
    err: str


class Place:
    """A private runtime folder (short: a socket's path has a length limit), its
    environment, and what runs in it."""

    def __init__(self) -> None:
        self.runtime = Path(tempfile.mkdtemp(prefix="msb-", dir="/tmp"))
        self.env = {
            **os.environ,
            "XDG_RUNTIME_DIR": str(self.runtime),
            "MAESTER_STANDBY": "auto",
            "MAESTER_STANDBY_IDLE": "2",
            "PYTHONIOENCODING": "utf-8",
        }
        self.env.pop("TMPDIR", None)

    def run(
        self, *args: str, cwd: Path | None = None, stdin: str | None = None, **env: str
    ) -> Done:
        proc = subprocess.run(
            [*ORGANISER, *args],
            input=stdin,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=120,
            env={**self.env, **env},
            cwd=cwd or ROOT,
        )
        return Done(proc.returncode, proc.stdout, proc.stderr)

    def alone(self, *args: str, **kw: object) -> Done:
        """The same command, run without any standby."""
        return self.run(*args, MAESTER_STANDBY="off", **kw)  # type: ignore[arg-type]

    def status(self) -> dict[str, str]:
        answer = standby.ask("status", self.socket())
        if answer is None:
            return {}
        return dict(line.partition(" ")[::2] for line in answer.splitlines())

    def socket(self) -> str:
        return str(self.runtime / "maester" / f"standby-{standby._key()}.sock")

    def start(self) -> dict[str, str]:
        done = self.run("standby", "start", "--wait", "60")
        assert done.code == 0, done.err
        return self.status()

    def stop(self) -> None:
        standby.ask("stop", self.socket())
        pid = self.status().get("pid")
        if pid:  # pragma: no cover (it answered stop: it is going)
            os.kill(int(pid), signal.SIGTERM)


@pytest.fixture
def place() -> Iterator[Place]:
    where = Place()
    yield where
    where.stop()
    shutil.rmtree(where.runtime, ignore_errors=True)


@pytest.fixture(scope="module")
def event_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 16-player event with two rounds played and round 3 paired."""
    folder = tmp_path_factory.mktemp("standby-event")
    path = folder / "event.sqlite"
    env = {**os.environ, "MAESTER_STANDBY": "off"}
    for args in (
        ["demo", "--players", "16", "--rounds", "2"],
        ["event", "set", "--rounds", "5"],
        ["round", "pair"],
    ):
        subprocess.run(
            [*ORGANISER, "--db", str(path), *args], env=env, check=True, capture_output=True
        )
    return path


def _copy(event_file: Path, tmp_path: Path, name: str) -> Path:
    target = tmp_path / name
    shutil.copyfile(event_file, target)
    return target


def _served(place: Place) -> int:
    return int(place.status().get("commands", "-1"))


def test_a_command_through_the_standby_prints_and_ends_as_it_does_alone(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    place.start()
    cases = [
        ["standings"],
        ["--json", "standings"],
        ["round", "show", "--round", "2"],
        ["result", "set", "--table", "99", "--winner", "1"],  # a user error: exit 2, stderr
        ["--json", "result", "set", "--table", "99", "--winner", "1"],  # the error as JSON
        ["round", "--no-such-option"],  # argparse's error: usage on stderr, exit 2
        ["player", "list", "--help"],  # argparse's exit 0
        ["round", "--help"],
        ["no-such-command"],  # argparse's list of commands
    ]
    for args in cases:
        before = _served(place)
        through = place.run("--db", str(_copy(event_file, tmp_path, "a.sqlite")), *args)
        assert _served(place) == before + 1, f"{args} did not go through the standby"
        alone = place.alone("--db", str(_copy(event_file, tmp_path, "b.sqlite")), *args)
        assert (through.code, through.out, through.err) == (alone.code, alone.out, alone.err), args
        if args[0] == "no-such-command":
            assert through.code == 2 and "invalid choice" in through.err


def test_a_change_made_through_the_standby_is_in_the_file(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    place.start()
    db = _copy(event_file, tmp_path, "e.sqlite")
    table = place.run("--json", "--db", str(db), "round", "show")
    first = json.loads(table.out)["tables"][0]
    done = place.run(
        "--db", str(db), "result", "set", "--table", "1", "--winner", str(first["players"][0])
    )
    assert done.code == 0 and "wins" in done.out
    after = place.alone("--json", "--db", str(db), "result", "list")
    rows = json.loads(after.out)["results"]
    assert any(r["table"] == 1 and r["winner"] == first["players"][0] for r in rows)


def test_it_takes_the_commands_folder_environment_and_standard_input(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    place.start()
    _copy(event_file, tmp_path, "rel.sqlite")
    # a relative --db is read from the command's folder, not the standby's
    through = place.run("--db", "rel.sqlite", "standings", cwd=tmp_path)
    assert through.code == 0 and "Standings" in through.out
    # the language comes from the command's environment
    german = place.run("--db", "rel.sqlite", "standings", cwd=tmp_path, LANGUAGE="de")
    assert (
        german.out
        == place.alone("--db", "rel.sqlite", "standings", cwd=tmp_path, LANGUAGE="de").out
    )
    assert "Punkte" in german.out
    # standard input: a deck list piped to ``deck check -``
    deck = (FIXTURES / "stark_fealty.txt").read_text(encoding="utf-8")
    before = _served(place)
    piped = place.run("--json", "deck", "check", "-", stdin=deck)
    assert _served(place) == before + 1
    assert piped.code == 0 and '"legal": true' in piped.out
    assert piped.out == place.alone("--json", "deck", "check", "-", stdin=deck).out


def test_a_reader_that_goes_away_is_no_error(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    place.start()
    db = _copy(event_file, tmp_path, "p.sqlite")
    shell = f"{' '.join(ORGANISER)} --db {db} standings | head -n 1; exit ${{PIPESTATUS[0]}}"
    proc = subprocess.run(
        ["bash", "-c", shell], capture_output=True, text=True, env=place.env, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Standings") and proc.stderr == ""


def test_the_first_command_starts_one_for_the_next(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    assert place.status() == {}
    first = place.run("--db", str(_copy(event_file, tmp_path, "f.sqlite")), "standings")
    assert first.code == 0 and "Standings" in first.out  # it ran its command itself
    deadline = time.monotonic() + 60
    while not place.status() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert place.status(), "no standby was started"
    assert place.status()["idle_minutes"] == "2"  # $MAESTER_STANDBY_IDLE
    second = place.run("--db", str(_copy(event_file, tmp_path, "g.sqlite")), "standings")
    assert second.out == first.out and _served(place) == 1


def test_switched_off_nothing_is_started(place: Place, event_file: Path, tmp_path: Path) -> None:
    done = place.alone("--db", str(_copy(event_file, tmp_path, "o.sqlite")), "standings")
    assert done.code == 0
    time.sleep(1.5)
    assert place.status() == {}
    assert not list(place.runtime.glob("maester/*.sock"))
    refused = place.alone("standby", "start")
    assert refused.code == 2 and "not available" in refused.err


def test_help_version_and_serve_never_go_through_it() -> None:
    assert standby.wanted(["--db", "x.sqlite", "round", "pair"])
    assert standby.wanted(["--db=x.sqlite", "--event", "2", "result", "set"])
    assert standby.wanted(["--ev", "2", "standings"])  # an abbreviated --event takes a value
    for argv in (
        [],
        ["--help"],
        ["--version"],
        ["--db", "x.sqlite"],
        ["serve"],
        ["--db", "x.sqlite", "serve", "--port", "8080"],
        ["standby", "status"],
        ["rules-desk"],
        ["--self-test"],
    ):
        assert not standby.wanted(argv), argv


def test_one_standby_at_a_time(place: Place) -> None:
    running = place.start()
    again = place.run("standby", "run")
    assert again.code == 0 and "already" in again.out
    assert place.status()["pid"] == running["pid"]
    assert "already running" in place.run("standby", "start").out


def test_it_stops_when_unused_and_when_told(place: Place) -> None:
    proc = subprocess.Popen(
        [*ORGANISER, "standby", "run", "--idle", "0.02"],  # 1.2 s
        env=place.env,
        stdout=subprocess.PIPE,
        text=True,
    )
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "not used" in out
    assert place.status() == {} and not list(place.runtime.glob("maester/*.sock"))
    place.start()
    stopped = place.run("standby", "stop")
    assert stopped.code == 0 and "stopped" in stopped.out
    assert place.status() == {}
    assert "No standby" in place.run("standby", "status").out


def test_an_unsafe_folder_is_not_used(place: Place, event_file: Path, tmp_path: Path) -> None:
    folder = place.runtime / "maester"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)  # others may enter: not private
    refused = place.run("standby", "start")
    assert refused.code == 2 and "cannot be used safely" in refused.err
    done = place.run("--db", str(_copy(event_file, tmp_path, "u.sqlite")), "standings")
    assert done.code == 0 and "Standings" in done.out  # the command runs itself
    time.sleep(1.0)
    assert not list(folder.iterdir())


def _long_command(place: Place, tmp_path: Path) -> subprocess.Popen[str]:
    """A command that runs for several seconds: a 4,096-player demo of nine rounds."""
    argv = ["--db", str(tmp_path / "big.sqlite"), "demo", "--players", "4096", "--rounds", "9"]
    return subprocess.Popen(
        [*ORGANISER, *argv],
        env=place.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_ctrl_c_reaches_the_command(place: Place, tmp_path: Path) -> None:
    place.start()
    proc = _long_command(place, tmp_path)
    deadline = time.monotonic() + 30
    while _served(place) < 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "stopped unexpectedly" not in err


def test_a_command_that_dies_is_reported(place: Place, tmp_path: Path) -> None:
    running = place.start()
    proc = _long_command(place, tmp_path)
    children: list[int] = []
    deadline = time.monotonic() + 30
    while not children and time.monotonic() < deadline:
        listed = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", running["pid"]], capture_output=True, text=True
        ).stdout
        children = [int(p) for p in listed.split()]
        time.sleep(0.05)
    assert children, "the command did not start in the standby"
    os.kill(children[0], signal.SIGKILL)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 70 and "stopped unexpectedly" in err
    assert place.status()["pid"] == running["pid"]  # the standby itself is unharmed


def test_commands_at_the_same_time(place: Place, event_file: Path, tmp_path: Path) -> None:
    place.start()
    procs = [
        subprocess.Popen(
            [
                *ORGANISER,
                "--json",
                "--db",
                str(_copy(event_file, tmp_path, f"c{i}.sqlite")),
                "standings",
            ],
            env=place.env,
            stdout=subprocess.PIPE,
            text=True,
        )
        for i in range(4)
    ]
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert all(p.returncode == 0 for p in procs)
    assert len(set(outs)) == 1 and outs[0].startswith("{")
    assert _served(place) == 4


def test_a_new_installation_is_not_served_by_an_old_standby(tmp_path: Path) -> None:
    """A file the standby loaded changes (Maester installed anew): it answers "stale", the
    command runs itself, and the standby stops."""
    fake = tmp_path / "module.py"
    fake.write_text("x = 1\n", encoding="utf-8")
    server = standby.Standby(str(tmp_path / "s.sock"))
    server.watched = standby._loaded_files({str(fake): (0, 0)})
    assert not server.stale()
    time.sleep(0.01)
    fake.write_text("x = 22\n", encoding="utf-8")
    os.utime(fake, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert server.stale()
    fake.unlink()
    assert server.stale()


def test_a_standby_loaded_from_changed_files_steps_aside(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    """The same, end to end, on a copy of the package that is then changed."""
    copy = tmp_path / "site"
    shutil.copytree(
        ROOT / "organiser", copy / "organiser", ignore=shutil.ignore_patterns("__pycache__")
    )
    os.symlink(ROOT / "resources", copy / "resources")
    env = {"PYTHONPATH": str(copy)}
    sock = str(place.runtime / "maester" / f"standby-{_key_for(copy / 'organiser')}.sock")
    # run from a folder of its own: ``python -m`` would put the project's folder first
    started = place.run("standby", "start", "--wait", "60", cwd=tmp_path, **env)
    assert started.code == 0, started.err
    assert standby.ask("status", sock) is not None
    db = _copy(event_file, tmp_path, "s.sqlite")
    assert place.run("--db", str(db), "standings", cwd=tmp_path, **env).code == 0
    assert "commands 1" in (standby.ask("status", sock) or "")
    reply = copy / "organiser" / "cli" / "reply.py"
    reply.write_text(reply.read_text(encoding="utf-8") + "\n# installed anew\n", encoding="utf-8")
    os.utime(reply, ns=(time.time_ns(), time.time_ns() + 10**9))
    done = place.run("--db", str(db), "standings", cwd=tmp_path, **env)
    assert done.code == 0 and "Standings" in done.out  # run by the command itself
    deadline = time.monotonic() + 10
    while standby.ask("status", sock) is not None and time.monotonic() < deadline:
        time.sleep(0.1)
    assert standby.ask("status", sock) is None  # the old standby has stopped
    # and the command started a fresh one, loaded from the files as they are now
    deadline = time.monotonic() + 60
    while standby.ask("status", sock) is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert "commands 0" in (standby.ask("status", sock) or "")
    standby.ask("stop", sock)


def _key_for(package: Path, pythonpath: str | None = None) -> str:
    import zlib

    settings = sorted(
        f"{k}={v}"
        for k, v in {**os.environ, "PYTHONPATH": pythonpath or str(package.parent)}.items()
        if k.startswith("PYTHON") and k not in standby._PER_COMMAND
    )
    return f"{zlib.crc32('|'.join([sys.executable, str(package), *settings]).encode()):08x}"


def test_each_command_draws_its_own_random_numbers(place: Place, tmp_path: Path) -> None:
    """Forked copies start with the standby's state: what is random (an event's seed) must
    still differ from one command to the next."""
    place.start()
    seeds = set()
    for i in range(3):
        done = place.run(
            "--json", "--db", str(tmp_path / f"r{i}.sqlite"), "event", "create", "--name", "R"
        )
        assert done.code == 0, done.err
        seeds.add(json.loads(done.out)["seed"])
    assert _served(place) == 3 and len(seeds) == 3


def test_a_command_it_runs_loads_almost_nothing_itself(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    """The point of it: the command's own process loads no database layer and no command."""
    place.start()
    db = _copy(event_file, tmp_path, "m.sqlite")
    script = (
        "import sys; sys.argv = ['organiser', '--db', sys.argv[1], 'standings']\n"
        "from organiser.main import main\n"
        "code = main()\n"
        "mine = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('organiser', 'sqlalchemy', 'sqlmodel', 'pydantic', 'reportlab', 'argparse'))\n"
        "print(code, ' '.join(mine), file=sys.stderr)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script, str(db)],
        capture_output=True,
        text=True,
        env=place.env,
        cwd=tmp_path,
        timeout=60,
    )
    assert "Standings" in proc.stdout and _served(place) == 1
    code, _, loaded = proc.stderr.strip().rpartition("\n")[2].partition(" ")
    assert code == "0"
    assert set(loaded.split()) == {"organiser", "organiser.main", "organiser.standby"}


def test_other_interpreter_settings_get_a_standby_of_their_own(
    place: Place, event_file: Path, tmp_path: Path
) -> None:
    """A fork keeps the interpreter's start-up settings: a command with another PYTHONPATH
    (or any PYTHON* variable the standby was not started with) is not run by it."""
    place.start()
    other = str(tmp_path / "elsewhere")
    done = place.run(
        "--db", str(_copy(event_file, tmp_path, "k.sqlite")), "standings", PYTHONPATH=other
    )
    assert done.code == 0 and "Standings" in done.out
    assert _served(place) == 0
    sock = str(place.runtime / "maester" / f"standby-{_key_for(ROOT / 'organiser', other)}.sock")
    assert sock != place.socket()
    deadline = time.monotonic() + 60  # the command started one for its own settings
    while standby.ask("status", sock) is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert standby.ask("stop", sock) is not None
