"""``organiser --self-test`` passes on a working install and reports a broken part."""

from __future__ import annotations

import pytest

from organiser import selftest
from organiser.main import main


def test_self_test_passes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAESTER_STANDBY", "auto")  # its check starts one of its own
    assert main(["--self-test"]) == 0
    out = capsys.readouterr().out
    assert out.count("\nok   ") == len(selftest.CHECKS)
    assert "all checks passed" in out
    assert "a command ran in pid" in out


def test_self_test_reports_a_failing_part(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(_work: object) -> str:
        raise FileNotFoundError("resources/cards/agot2e.json.gz")

    checks = [(name, broken if name == "deck check" else fn) for name, fn in selftest.CHECKS]
    monkeypatch.setattr(selftest, "CHECKS", checks)
    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out
    assert "FAIL deck check: FileNotFoundError" in out
    assert f"1 of {len(checks)} checks failed" in out


def test_rules_desk_command_opens_the_desk_window(monkeypatch: pytest.MonkeyPatch) -> None:
    import organiser.ui.rules_desk.__main__ as desk

    seen: list[list[str]] = []
    monkeypatch.setattr(desk, "main", lambda argv: seen.append(list(argv)) or 0)
    assert main(["rules-desk", "ruling.yaml"]) == 0
    assert seen == [["ruling.yaml"]]
