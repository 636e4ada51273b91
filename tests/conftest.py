"""Suite-wide settings: Qt runs offscreen; the shared card data is found if present."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No time limit per example: how fast something runs is measured in benchmarks/, and a
# deadline only makes a property test fail when the machine is busy.
settings.register_profile("maester", deadline=None)
settings.load_profile("maester")
# Errors the tests provoke are logged to a folder of their own, not the user's log folder.
os.environ.setdefault("MAESTER_LOG_DIR", tempfile.mkdtemp(prefix="maester-test-logs-"))
# Commands the tests start run on their own: none looks for a standby or leaves one behind
# (tests/cli/test_standby.py starts its own, in private folders, and stops them).
os.environ["MAESTER_STANDBY"] = "off"

ROOT = Path(__file__).resolve().parents[1]
SHARED_CARDDATA = ROOT.parent / "shared" / "carddata" / "agot2e"
SHARED_SEEDS = ROOT.parent / "shared" / "seeds"


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in English whatever the machine's LANG (a test of another language
    sets it itself): the CLI and the documents follow the environment."""
    from organiser import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")


@pytest.fixture
def carddata_dir() -> Path:
    if not SHARED_CARDDATA.is_dir():
        pytest.skip(f"the public card data is not beside the project ({SHARED_CARDDATA})")
    return SHARED_CARDDATA
