"""`event show` names the restricted list the deck checks actually use."""

from __future__ import annotations

from tests.cli.conftest import Cli


def test_event_show_names_the_restricted_list_in_use(cli: Cli) -> None:
    cli("event", "create", "--name", "Regional")
    shown = cli("event", "show")
    assert shown.data["restricted_list"] is None  # nothing set …
    in_use = shown.data["restricted_list_in_use"]
    assert in_use.endswith("the newest, as none is set)")  # … so the newest applies
    assert in_use.split(" (")[0] in cli("event", "show", json=False).out

    code = in_use.split("(")[1].split(";")[0]  # the newest, named by its code
    cli("event", "set", "--restricted-list", code, "--reason", "named")
    chosen = cli("event", "show").data["restricted_list_in_use"]
    assert chosen == in_use.replace("the newest, as none is set", "set for this event")

    cli("event", "set", "--restricted-list", "No such list", "--reason", "typo")
    wrong = cli("event", "show").data["restricted_list_in_use"]
    assert wrong == "No such list (not in the card data: deck checks refuse it)"


def test_a_first_edition_event_has_no_restricted_list_versions(cli: Cli) -> None:
    cli("event", "create", "--name", "Classic", "--ruleset", "lcg1")
    assert cli("event", "show").data["restricted_list_in_use"] == (
        "none (lcg1 cards carry their own legality)"
    )
