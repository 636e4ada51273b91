"""round pair runs, from opening the file to building its answer, with the cyclic garbage
collector paused (organiser.core.collector), and leaves it on."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest

import organiser.cli.round as round_cli
from organiser.services.dto import RoundInfo
from tests.cli.conftest import Cli


def test_pairing_and_its_answer_run_with_the_collector_paused(
    cli: Cli, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cli("event", "create", "--name", "Paused", "--seed", "3")
    for i in range(6):
        cli("player", "add", "--name", f"P{i}")
    seen: dict[str, bool] = {}
    real_pair, real_text, real_json = (
        round_cli.rounds.pair_round,
        round_cli.round_text,
        RoundInfo.to_json,
    )

    def pair(*args: Any, **kwargs: Any) -> Any:
        seen["pair"] = gc.isenabled()
        return real_pair(*args, **kwargs)

    def text(info: RoundInfo, **kwargs: Any) -> str:
        seen["text"] = gc.isenabled()
        return real_text(info, **kwargs)

    def as_json(info: RoundInfo) -> dict[str, Any]:
        seen["json"] = gc.isenabled()
        return real_json(info)

    monkeypatch.setattr(round_cli.rounds, "pair_round", pair)
    monkeypatch.setattr(round_cli, "round_text", text)
    monkeypatch.setattr(RoundInfo, "to_json", as_json)
    gc.enable()
    assert "Round 1" in cli("round", "pair", json=False).out
    assert seen == {"pair": False, "text": False} and gc.isenabled()
    cli("round", "delete")
    assert cli("round", "pair").data["round"] == 1
    assert seen["json"] is False and gc.isenabled()
