"""The 2nd edition's challenges (Rules Reference, Appendix I 4.2): what may be initiated,
who may attack and defend, stealth, the winner, bonuses, claim and the resolution keywords —
each rule in the case it allows and the case it forbids."""

from __future__ import annotations

from .lcg2_boards import answer, board, char, keys, log_text, plot, point, run_out

CHALLENGES = {"phase": "challenges", "at": "begin"}


def two(a_play: list, b_play: list, **kw: object) -> object:
    return board(
        [
            {
                "name": "a",
                "play": a_play,
                "plot": plot("pa", claim=kw.pop("claim", 1)),
                **kw.pop("a", {}),
            },
            {"name": "b", "play": b_play, "plot": plot("pb"), **kw.pop("b", {})},
        ],
        start=CHALLENGES,
        first_player="a",
        **kw,
    )


def test_an_attacker_needs_the_icon_and_to_stand() -> None:
    s = two([char("m", icons="m"), char("k", icons="mip", kneeling=True)], [char("x")])
    assert keys(s) == {"challenge military b", "done"}  # no intrigue/power: m lacks them, k kneels
    answer(s, "challenge military b")
    assert keys(s) == {"attacker m"}  # the kneeling character is not offered


def test_each_challenge_type_once_per_phase() -> None:
    s = two([char("m1", icons="m"), char("m2", icons="m")], [char("x", icons="i")], claim=0)
    answer(s, "challenge military b", "attacker m1", "done")
    p = point(s)  # back at a's turn: m2 still stands, but the military challenge is used
    assert (p.player == "a" and {o.key for o in p.options} == {"done"}) or p.player == "b"


def test_stealth_is_chosen_at_initiation_and_the_target_cannot_defend() -> None:
    s = two(
        [char("sneak", 3, "i", keywords=["stealth"])],
        [char("guard", 2, "i"), char("shade", 2, "i", keywords=["stealth"])],
    )
    answer(s, "challenge intrigue b", "attacker sneak")  # a lone "done" is taken by itself
    # a stealth target is a character without stealth of the defending player
    assert keys(s) == {"stealth guard", "done"}
    answer(s, "stealth guard")
    p = point(s)
    assert p.player == "b"
    assert {o.key for o in p.options} == {"defender shade", "done"}  # guard is bypassed
    assert "sneak uses stealth" in log_text(s).lower() or "stealth" in log_text(s)


def test_ties_go_to_the_attacker_but_a_winner_needs_strength() -> None:
    s = two([char("a1", 2, "p")], [char("b1", 2, "p")])
    answer(s, "challenge power b", "attacker a1", "defender b1")
    run_out(s)
    assert "a wins the power challenge" in log_text(s)

    s = two([char("a0", 0, "p")], [char("b0", 0, "p")])
    answer(s, "challenge power b", "attacker a0", "defender b0")
    run_out(s)
    assert "nobody wins the challenge" in log_text(s)


def test_unopposed_bonus_only_without_defending_strength() -> None:
    s = two([char("a1", 3, "p")], [char("b1", 1, "m")], b={"power": 2})
    answer(s, "challenge power b", "attacker a1")
    run_out(s)
    st = s.current().state  # type: ignore[union-attr]
    # unopposed: +1; power claim moves 1 from b's faction card
    assert st.player("a").power == 2 and st.player("b").power == 1

    # a defender with 0 STR: the defending total is 0, so the challenge is unopposed too
    s = two([char("a1", 3, "p")], [char("b1", 0, "p")], b={"power": 2})
    answer(s, "challenge power b", "attacker a1", "defender b1")
    run_out(s)
    assert s.current().state.player("a").power == 2  # type: ignore[union-attr]

    s = two([char("a1", 3, "p")], [char("b1", 1, "p")], b={"power": 2})
    answer(s, "challenge power b", "attacker a1", "defender b1")
    run_out(s)
    assert s.current().state.player("a").power == 1  # type: ignore[union-attr]  # claim only


def test_military_claim_the_defender_chooses_whom_to_kill() -> None:
    s = two([char("a1", 5, "m")], [char("b1", 1, "i"), char("b2", 1, "i")], claim=1)
    answer(s, "challenge military b", "attacker a1")
    p = point(s)
    assert p.player == "b" and {o.key for o in p.options} == {"kill b1", "kill b2"}
    answer(s, "kill b2")
    run_out(s)
    st = s.current().state  # type: ignore[union-attr]
    assert st.zone_of("b2") == ("b", "dead") and st.zone_of("b1") == ("b", "play")


def test_intrigue_claim_discards_at_random() -> None:
    s = two([char("a1", 5, "i")], [], b={"hand": [{"id": "h1"}, {"id": "h2"}]})
    answer(s, "challenge intrigue b", "attacker a1")
    p = point(s)
    assert p.random and {o.key for o in p.options} == {"random h1", "random h2"}


def test_renown_may_be_declined_and_insight_draws() -> None:
    s = two([char("r", 3, "p", keywords=["renown", "insight"])], [])
    answer(s, "challenge power b", "attacker r")
    p = point(s)
    # two keyword types: the first player chooses their order
    assert {o.key for o in p.options} == {"keyword insight", "keyword renown"}
    answer(s, "keyword renown", "decline", "insight r")
    run_out(s)
    st = s.current().state  # type: ignore[union-attr]
    assert st.cards["r"].power == 0
    assert len(st.player("a").hand) == 1


def test_intimidate_kneels_up_to_the_margin_and_only_for_attackers() -> None:
    s = two(
        [char("brute", 5, "m", keywords=["intimidate"])],
        [char("d1", 1, "m"), char("big", 4, "i"), char("small", 3, "i")],
    )
    answer(s, "challenge military b", "attacker brute", "defender d1", "kill d1")
    p = point(s)
    # won by 4: small (3) and big (4) may be knelt, not more than the margin
    assert {"kneel small", "kneel big"} <= {o.key for o in p.options}


def test_pillage_discards_the_top_card_of_the_losers_deck() -> None:
    s = two([char("p1", 3, "i", keywords=["pillage"])], [])
    answer(s, "challenge intrigue b", "attacker p1", "pillage p1")
    run_out(s)
    st = s.current().state  # type: ignore[union-attr]
    assert "b_d1" in st.player("b").discard


def test_power_claim_takes_only_what_lies_on_the_faction_card() -> None:
    """Seed 004, "Power Claim": the defender gives up power from the faction card only, as
    much of the claim as there is there; power on his characters stays where it is."""
    s = two([char("a1", 3, "p")], [char("b1", 1, "p", power=3)], claim=2)
    answer(s, "challenge power b", "attacker a1", "defender b1")
    run_out(s)
    st = s.current().state  # type: ignore[union-attr]
    assert st.player("a").power == 0 and st.cards["b1"].power == 3
    assert "b has no power on the faction card: no power moves" in log_text(s)

    s = two([char("a1", 3, "p")], [char("b1", 1, "p")], claim=3, b={"power": 1})
    answer(s, "challenge power b", "attacker a1", "defender b1")
    run_out(s)
    st = s.current().state  # type: ignore[union-attr]
    assert (st.player("a").power, st.player("b").power) == (1, 0)
    assert "1 power moves from b's faction card to a's" in log_text(s)
