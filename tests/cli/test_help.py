"""`organiser --help` shows the window's options too, not only the commands."""

from __future__ import annotations

import pytest

from organiser.main import main


def test_help_lists_the_window_options_and_the_self_test(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for option in ("--demo", "--self-test", "rules-desk", "--db FILE"):
        assert option in out, option
    assert "standings" in out  # the commands are still listed
