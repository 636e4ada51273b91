"""The phone pages in a real browser: Debian's chromium, headless, against a real server.

Skipped, with the reason, where chromium is not installed (scripts/test.sh installs it).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from organiser.services import Database, results
from organiser.web.server import EventServer
from tests.web.conftest import Phone

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")


def chromium(tmp: Path, *args: str, budget_ms: int = 12_000) -> str:
    assert CHROMIUM is not None
    run = subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",  # root in a container has no user namespace to sandbox with
            "--disable-gpu",
            "--no-first-run",
            "--disable-extensions",
            f"--user-data-dir={tmp / 'profile'}",
            f"--virtual-time-budget={budget_ms}",
            "--window-size=390,844",
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout


def _rows(dom: str) -> list[str]:
    return re.findall(r"<tr data-names=[^>]*>", dom)


def test_the_page_script_runs_under_the_policy_and_finds_a_player(
    served: tuple[Database, int, EventServer], tmp_path: Path
) -> None:
    _db, _eid, server = served
    assert server.url is not None
    dom = chromium(tmp_path, "--dump-dom", server.url + "#find=plain")
    rows = _rows(dom)
    assert len(rows) == 4  # eight players, four tables
    shown = [r for r in rows if "hidden" not in r]
    assert len(shown) == 1 and "plain pat" in shown[0]
    # the clock was drawn by the script (the digits of a round not started)
    assert re.search(r"<b>55:00</b>", dom)


def test_a_result_entered_at_the_desk_reaches_an_open_page(
    served: tuple[Database, int, EventServer], tmp_path: Path
) -> None:
    db, eid, server = served
    assert server.url is not None
    site = server.site
    Phone(server.url).get("/")  # the page as it was, cached under the mark of then
    old_mark = site.mark()
    t = results.list_results(db, eid).tables[0]
    results.record_result(db, eid, table=t.table, winner=t.player_a)
    real = site.mark
    calls = {"n": 0}

    def mark_as_the_browser_first_saw_it() -> str:
        calls["n"] += 1
        return old_mark if calls["n"] == 1 else real()

    site.mark = mark_as_the_browser_first_saw_it  # type: ignore[method-assign]
    site.forget_mark()
    dom = chromium(tmp_path, "--dump-dom", server.url)
    assert calls["n"] > 1  # the page polled /state
    assert "result in" in dom  # and reloaded its content when the mark changed
