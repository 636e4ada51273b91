"""The CLI speaks the language LANG asks for in its human output; --json stays English."""

from __future__ import annotations

import pytest

from tests.cli.conftest import Cli


@pytest.fixture
def demo(cli: Cli) -> Cli:
    assert cli("demo", "--players", "12").code == 0
    return cli


def test_human_output_follows_lang(demo: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    text = demo("standings", json=False).out
    assert "Tabelle" in text and "Punkte" in text
    assert "Standings" not in text
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert "Klasyfikacja" in demo("standings", json=False).out


def test_json_keeps_english_keys(demo: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de")
    data = demo("standings").data
    assert "standings" in data and {"rank", "points", "sos"} <= set(data["standings"][0])


def test_an_unsupported_or_missing_language_is_english(
    demo: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.setenv("LC_ALL", "ja_JP.UTF-8")
    text = demo("standings", json=False).out
    assert "Standings" in text and "points" in text
