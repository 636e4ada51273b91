"""engine-ref run / check: trace, JSON, exit codes, clear errors; scenario export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine_ref import scenario
from engine_ref.abilities import parse_ability, primitives
from engine_ref.cli import main
from engine_ref.session import Session

HERE = Path(__file__).parent / "scenarios"
CATELYN = HERE / "catelyn_moribund.yaml"


def test_run_prints_the_trace_and_meets_expectations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", str(CATELYN)]) == 0
    out = capsys.readouterr().out
    assert "Catelyn Stark is killed and becomes Moribund" in out
    assert "(002.timing.moribund)" in out
    assert "expectations: all met" in out


def test_run_json_is_machine_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", str(CATELYN), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is True and data["final"]["winner"] == "stark"
    step = data["steps"][0]
    assert set(step) == {"index", "path", "step", "actor", "text", "cite"}


def test_a_failed_expectation_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = CATELYN.read_text(encoding="utf-8").replace("winner: stark", "winner: greyjoy")
    f = tmp_path / "wrong.yaml"
    f.write_text(text, encoding="utf-8")
    assert main(["run", str(f)]) == 1
    assert "winner is 'stark', expected 'greyjoy'" in capsys.readouterr().out


def test_an_illegal_decision_exits_2_with_the_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = CATELYN.read_text(encoding="utf-8").replace(
        '"greyjoy: play order"', '"greyjoy: play nothing"'
    )
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    assert main(["run", str(f)]) == 2
    err = capsys.readouterr().err
    assert "not legal here" in err and "play order" in err and "Traceback" not in err


def test_malformed_files_get_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text("players: [{name: a}, {name: b}]\nstart: {phase: marshaling}\n", encoding="utf-8")
    assert main(["run", str(f)]) == 2
    assert "not a phase of lcg1" in capsys.readouterr().err
    f.write_text("players: [{name: a}, {name: b}]\nexpect: {winer: a}\n", encoding="utf-8")
    assert main(["run", str(f)]) == 2
    assert "did you mean winner" in capsys.readouterr().err
    assert main(["run", str(tmp_path / "missing.yaml")]) == 2


def test_check_runs_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.yaml").write_text(CATELYN.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["check", str(tmp_path)]) == 0
    (tmp_path / "b.yaml").write_text(
        CATELYN.read_text(encoding="utf-8").replace("winner: stark", "winner: nobody"),
        encoding="utf-8",
    )
    assert main(["check", str(tmp_path)]) == 1
    assert "1 of 2 scenarios pass" in capsys.readouterr().out


def test_dump_round_trips_with_new_decisions() -> None:
    sc = scenario.load(CATELYN)
    s = Session(sc, ["play order", "target cat", "pass"])
    s.run_to_decision()
    again = scenario.loads(scenario.dump(sc, s.decisions()))
    r = Session(again)
    r.run_to_decision()
    assert r.state() == s.state()
    assert r.state().zone_of("cat") == ("stark", "dead")


def test_primitives_describe_every_ad_hoc_building_block() -> None:
    p = primitives()
    assert "kill" in p["effects"] and "response" in p["kinds"] and "killed" in p["events"]
    ab = parse_ability(
        {"kind": "response", "trigger": "killed", "effects": [{"op": "draw", "on": "you"}]}
    )
    assert ab.trigger is not None and ab.trigger.event == "killed"


def test_a_reader_that_stops_early_ends_the_output_quietly() -> None:
    """``engine-ref cards --coverage | head -1``: no traceback when the pipe closes."""
    import subprocess
    import sys

    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from engine_ref.cli import main; raise SystemExit(main())",
            "cards",
            "--coverage",
            "--top",
            "400",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()  # the reader goes away after one line
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err
