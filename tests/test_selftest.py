"""``organiser --self-test`` passes on a working install and reports a broken part."""

from __future__ import annotations

import pytest

from organiser import selftest
from organiser.main import main


def test_self_test_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--self-test"]) == 0
    out = capsys.readouterr().out
    assert out.count("\nok   ") == len(selftest.CHECKS)
    assert "all checks passed" in out


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
