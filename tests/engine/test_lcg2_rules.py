"""2nd-edition rules outside the challenges: phases, titles, winning, leaving play, and the
ways cards come into play — each in the case it allows and the case it forbids."""

from __future__ import annotations

from engine_ref.session import Session

from .lcg2_boards import answer, board, char, keys, log_text, offered, plot, point, run_out


def state(s: object) -> object:
    return s.current().state  # type: ignore[attr-defined]


# ---------------------------------------------------------------- draw, dominance, taxation
def test_draw_phase_draws_two_and_an_empty_deck_eliminates() -> None:
    s = board(
        [
            {"name": "a", "plot": plot("pa"), "deck": [{"id": "a1"}, {"id": "a2"}, {"id": "a3"}]},
            {"name": "b", "plot": plot("pb"), "deck": [{"id": "b1"}, {"id": "b2"}]},
        ],
        start={"phase": "draw", "at": "begin", "until": "end-of-game"},
        first_player="a",
    )
    run_out(s)
    st = state(s)
    assert st.player("a").hand == ("a1", "a2")
    assert st.player("b").eliminated and st.winner == "a"
    assert "b's draw deck is empty" in log_text(s)


def test_dominance_counts_standing_strength_and_gold_a_tie_gives_nobody() -> None:
    s = board(
        [
            {"name": "a", "gold": 2, "play": [char("a1", 3), char("a2", 9, kneeling=True)]},
            {"name": "b", "gold": 0, "play": [char("b1", 4)]},
        ],
        start={"phase": "dominance", "at": "begin"},
        first_player="a",
    )
    run_out(s)
    assert state(s).player("a").power == 1  # 3 + 2 gold beats 4; the kneeling 9 does not count

    s = board(
        [{"name": "a", "gold": 1, "play": [char("a1", 3)]}, {"name": "b", "play": [char("b1", 4)]}],
        start={"phase": "dominance", "at": "begin"},
        first_player="a",
    )
    run_out(s)
    assert state(s).player("a").power == 0 and state(s).player("b").power == 0
    assert "tie for dominance" in log_text(s)


def test_reserve_check_discards_down_to_the_plot_reserve() -> None:
    s = board(
        [
            {
                "name": "a",
                "gold": 3,
                "plot": plot("pa", reserve=2),
                "hand": [{"id": "h1"}, {"id": "h2"}, {"id": "h3"}],
            },
            {"name": "b", "plot": plot("pb", reserve=5), "hand": [{"id": "k1"}]},
        ],
        start={"phase": "taxation", "at": "begin"},
        first_player="a",
    )
    p = point(s)
    assert p.player == "a" and {o.key for o in p.options} == {
        "discard h1",
        "discard h2",
        "discard h3",
    }
    answer(s, "discard h2")
    run_out(s)
    st = state(s)
    assert st.player("a").hand == ("h1", "h3") and st.player("a").gold == 0


# ---------------------------------------------------------------- titles (melee)
def melee(**kw: object) -> object:
    return board(
        [
            {"name": "a", "plot_deck": [plot("pa", initiative=5)], "play": [char("a1", 2)]},
            {"name": "b", "plot_deck": [plot("pb", initiative=1)], "play": [char("b1", 2)]},
            {"name": "c", "plot_deck": [plot("pc", initiative=0)], "play": [char("c1", 2)]},
        ],
        start={"phase": "plot", "at": "begin"},
        first_player="a",
        **kw,
    )


def test_three_players_set_two_titles_aside_at_random_then_pick_in_order() -> None:
    s = melee()
    answer(s, "plot pa", "plot pb", "plot pc", "first a")
    p = point(s)
    assert p.random and len(p.options) == 6  # the first title set aside
    answer(s, "remove Crown Regent")
    assert len(point(s).options) == 5
    answer(s, "remove Master of Coin")
    assert keys(s) == {
        "title Master of Whispers",
        "title Master of Ships",
        "title Hand of the King",
        "title Master of Laws",
    }
    answer(s, "title Master of Whispers", "title Hand of the King", "title Master of Laws")
    st = state(s)
    assert (st.player("a").title, st.player("b").title, st.player("c").title) == (
        "Master of Whispers",
        "Hand of the King",
        "Master of Laws",
    )


def test_a_title_cannot_challenge_the_title_it_supports_and_rivals_give_power_once() -> None:
    players = [
        {
            "name": "a",
            "title": "Master of Whispers",
            "play": [char("a1", 5, "i"), char("a2", 5, "p")],
            "plot": plot("pa", claim=0),
        },
        {
            "name": "b",
            "title": "Hand of the King",
            "play": [char("b1", 1, "m")],
            "plot": plot("pb"),
        },
        {"name": "c", "title": "Master of Laws", "play": [char("c1", 1, "m")], "plot": plot("pc")},
    ]
    s = board(players, start={"phase": "challenges", "at": "begin"}, first_player="a")
    offered = keys(s)
    # Master of Whispers supports the Hand of the King: no challenge against b
    assert "challenge intrigue b" not in offered and "challenge intrigue c" in offered
    answer(s, "challenge intrigue c", "attacker a1")
    run_out(s, limit=40)
    # Master of Laws is a rival of the Master of Whispers: unopposed (1) + rivals bonus (1)
    assert state(s).player("a").power == 2
    assert "rivals bonus" in log_text(s)


def _whispers_board(plot_a: dict[str, object]) -> object:
    players = [
        {"name": "a", "title": "Master of Whispers", "play": [char("a1", 5, "i")], "plot": plot_a},
        {
            "name": "b",
            "title": "Master of Laws",
            "play": [char("b1", 1, "m"), char("b2", 1, "m")],
            "hand": [{"id": "bh"}],
            "plot": plot("pb"),
        },
        {
            "name": "c",
            "title": "Master of Ships",
            "play": [char("c1", 1, "m"), char("c2", 1, "m")],
            "hand": [{"id": "ch"}],
            "plot": plot("pc"),
        },
    ]
    s = board(players, start={"phase": "challenges", "at": "begin"}, first_player="a")
    answer(s, "challenge intrigue b", "attacker a1")
    return s


def test_the_master_of_whispers_applies_the_claim_of_the_type_it_has_now() -> None:
    # an intrigue claim against another opponent discards from his hand
    s = _whispers_board(plot("pa"))
    for _ in range(20):
        if "claim c" in keys(s):
            break
        answer(s, "pass" if "pass" in keys(s) else "done")
    answer(s, "claim c", "random bh", "random ch")
    run_out(s, limit=10)
    st = state(s)
    assert "ch" in st.player("c").discard and st.player("c").dead == ()
    # turned into a military claim (Now It Comes To War): the other opponent kills one of
    # his own characters, and no card of his hand is discarded
    s = _whispers_board({"card": "09050", "id": "war"})
    for _ in range(20):
        if "claim c" in keys(s):
            break
        k = keys(s)
        pick = "name military" if "name military" in k else "kill b1" if "kill b1" in k else ""
        answer(s, pick or ("pass" if "pass" in k else "done"))
    answer(s, "claim c")
    assert keys(s) == {"kill c1", "kill c2"}  # c chooses among his own characters
    assert point(s).player == "c"
    answer(s, "kill c2")
    run_out(s, limit=10)
    st = state(s)
    assert st.player("c").dead == ("c2",) and st.player("c").hand == ("ch",)
    assert "a's military claim is also applied against c" in log_text(s)


# ---------------------------------------------------------------- winning
def test_power_on_any_card_counts_toward_fifteen() -> None:
    s = board(
        [
            {
                "name": "a",
                "power": 12,
                "play": [{"id": "loc", "type": "location", "power": 2}, char("a1", 5, "p")],
                "plot": plot("pa", claim=0),
            },
            {"name": "b", "play": [], "plot": plot("pb")},
        ],
        start={"phase": "challenges", "at": "begin", "until": "end-of-game"},
        first_player="a",
    )
    answer(s, "challenge power b", "attacker a1")
    run_out(s)
    st = state(s)
    assert st.winner == "a"  # 12 + 2 on a location + 1 unopposed


# ---------------------------------------------------------------- leaving play
def test_leaving_play_returns_attachments_to_hand_terminal_ones_are_discarded() -> None:
    s = board(
        [
            {
                "name": "a",
                "hand": [
                    {
                        "id": "kill",
                        "type": "event",
                        "abilities": [
                            {
                                "kind": "action",
                                "text": "kill a character",
                                "target": "character",
                                "effects": ["kill"],
                            }
                        ],
                    }
                ],
                "play": [],
                "plot": plot("pa"),
            },
            {
                "name": "b",
                "play": [
                    {
                        **char("lord", 3),
                        "gold": 2,
                        "attachments": [
                            {"id": "sword", "type": "attachment"},
                            {"id": "noose", "type": "attachment", "keywords": ["terminal"]},
                        ],
                        "duplicates": 1,
                    }
                ],
                "plot": plot("pb"),
            },
        ],
        start={"phase": "marshalling", "at": "actions"},
        first_player="a",
        active_player="a",
    )
    answer(s, "play kill", "target lord")
    run_out(s)
    st = state(s)
    assert st.zone_of("lord") == ("b", "dead")
    assert st.zone_of("sword") == ("b", "hand")
    assert st.zone_of("noose") == ("b", "discard")
    assert st.zone_of("lord_dup") == ("b", "discard")


# ---------------------------------------------------------------- cards into play
def marshal_board(hand: list, play: list | None = None, gold: int = 5, **kw: object) -> object:
    return board(
        [
            {"name": "a", "gold": gold, "hand": hand, "play": play or [], "plot": plot("pa"), **kw},
            {
                "name": "b",
                "play": [char("enemy", 2, keywords=["no attachments"])],
                "plot": plot("pb"),
            },
        ],
        start={"phase": "marshalling", "at": "actions"},
        first_player="a",
        active_player="a",
    )


def test_a_unique_card_with_a_copy_in_the_dead_pile_cannot_be_marshalled() -> None:
    s = marshal_board(
        [{"id": "ned", "unique": True, "name": "Ned", "cost": 2}],
        dead=[{"id": "ned2", "unique": True, "name": "Ned"}],
    )
    assert "marshal ned" not in offered(s)
    s = marshal_board([{"id": "ned", "unique": True, "name": "Ned", "cost": 2}])
    assert "marshal ned" in keys(s)


def test_a_duplicate_costs_nothing() -> None:
    s = marshal_board(
        [{"id": "ned", "unique": True, "name": "Ned", "cost": 9}],
        play=[{"id": "ned1", "unique": True, "name": "Ned", "cost": 9}],
        gold=0,
    )
    answer(s, "marshal ned")
    run_out(s)
    assert state(s).cards["ned"].duplicate_of == "ned1"


def test_attachments_respect_no_attachments_and_their_restriction() -> None:
    hand = [
        {"id": "cloak", "type": "attachment", "cost": 1},
        {
            "id": "crown",
            "type": "attachment",
            "cost": 1,
            "attach": {"type": "character", "trait": "Lord"},
        },
        {"id": "blade", "type": "attachment", "cost": 1, "traits": ["Weapon"]},
    ]
    play = [
        char("knight", 2, keywords=["no attachments except weapon"]),
        char("lord", 2, traits=["Lord"]),
    ]
    s = marshal_board(hand, play)
    answer(s, "marshal cloak")
    # the enemy has no attachments; the knight takes only weapons
    assert keys(s) == {"attach lord"}
    run_out(s, limit=5)

    s = marshal_board(hand, play)
    answer(s, "marshal blade")
    assert keys(s) == {"attach knight", "attach lord"}

    s = marshal_board(hand, play)
    answer(s, "marshal crown")
    assert keys(s) == {"attach lord"}  # Lord character only


def test_shadows_marshal_facedown_for_two_then_come_out_for_the_shadow_cost() -> None:
    spy = {"id": "spy", "keywords": ["shadow (1)"], "cost": 4, "strength": 2, "icons": ["intrigue"]}
    plain = {"id": "plain", "cost": 1}
    s = marshal_board([spy, plain], gold=3)
    offered = keys(s)
    assert "shadow spy" in offered and "shadow plain" not in offered
    answer(s, "shadow spy")
    st = state(s)
    assert st.zone_of("spy") == ("a", "shadows") and st.player("a").gold == 1
    assert "out spy" in keys(s)  # 1 gold left: its shadow cost is 1
    answer(s, "out spy")
    run_out(s)
    st = state(s)
    assert st.zone_of("spy") == ("a", "play") and st.player("a").gold == 0
    assert "out of shadows" in log_text(s)


def test_ambush_only_in_the_challenges_phase() -> None:
    raider = {"id": "raider", "keywords": ["ambush (2)"], "cost": 4}
    s = marshal_board([raider], gold=4)
    assert "ambush raider" not in offered(s)
    s = board(
        [
            {"name": "a", "gold": 2, "hand": [raider], "plot": plot("pa")},
            {"name": "b", "plot": plot("pb")},
        ],
        start={"phase": "challenges", "at": "begin"},
        first_player="a",
    )
    answer(s, "ambush raider")
    run_out(s, limit=5)
    st = state(s)
    assert st.zone_of("raider") == ("a", "play") and st.player("a").gold == 0


def test_bestow_moves_gold_onto_the_card_entering_play() -> None:
    s = marshal_board([{"id": "banker", "keywords": ["bestow (2)"], "cost": 1}], gold=5)
    answer(s, "marshal banker")
    assert keys(s) == {"bestow 0", "bestow 1", "bestow 2"}
    answer(s, "bestow 2")
    run_out(s, limit=5)
    st = state(s)
    assert st.cards["banker"].gold == 2 and st.player("a").gold == 2


def test_events_cost_gold_and_only_one_limited_card_a_round() -> None:
    ev = {
        "id": "ev",
        "type": "event",
        "cost": 2,
        "abilities": [
            {"kind": "action", "text": "draw 1", "effects": [{"op": "draw", "on": "you"}]}
        ],
    }
    s = marshal_board([ev], gold=1)
    assert "play ev" not in offered(s)
    s = marshal_board([ev], gold=2)
    answer(s, "play ev")
    run_out(s, limit=10)
    assert state(s).player("a").gold == 0

    lim = [
        {"id": "l1", "cost": 0, "keywords": ["limited"]},
        {"id": "l2", "cost": 0, "keywords": ["limited"]},
    ]
    s = marshal_board(lim)
    answer(s, "marshal l1")
    run_out(s, limit=3)
    assert "marshal l2" not in offered(s)


# ---------------------------------------------------------------- "cannot trigger"
def _catelyn_board() -> object:
    blade = {
        "id": "blade",
        "type": "event",
        "cost": 0,
        "abilities": [
            {
                "kind": "action",
                "text": "a blade finds a character",
                "target": {"filter": {"type": "character", "controller": "opponent"}},
                "effects": [{"op": "kill"}],
            }
        ],
    }
    return board(
        [
            {"name": "a", "play": [{"card": "01143", "id": "cat"}], "hand": [blade]},
            {"name": "b", "play": [char("knight", 2, "p", unique=True, duplicates=1)]},
        ],
        start={"phase": "challenges", "at": "begin"},
        first_player="a",
    )


def test_a_duplicate_save_is_a_triggered_ability_catelyn_stops_it() -> None:
    """Catelyn Stark (Core): while she takes part in a challenge her opponents cannot trigger
    card abilities, and a duplicate's save is one (Rules Reference, "Duplicates"); at home
    she stops nothing."""
    s = _catelyn_board()
    answer(s, "play blade", "target knight")  # Catelyn is in no challenge yet
    p = point(s)
    assert p.player == "b" and p.find("duplicate knight_dup") is not None

    s = _catelyn_board()
    answer(s, "pass", "challenge power b", "attacker cat", "play blade", "target knight")
    while (p := s.run_to_decision()) is not None and p.player == "b":
        assert p.find("duplicate knight_dup") is None, [o.key for o in p.options]
        s.decide(p.options[0].key)
    st = state(s)
    assert "knight" in st.player("b").dead  # type: ignore[attr-defined]


def _bounce_board(op: str, *more: dict[str, object]) -> object:
    bounce = {
        "id": "bounce",
        "type": "event",
        "cost": 0,
        "abilities": [
            {
                "kind": "action",
                "text": "a card is sent away",
                "target": {"filter": {"type": "character", "controller": "opponent"}},
                "effects": [{"op": op}],
            }
        ],
    }
    return board(
        [
            {"name": "a", "hand": [bounce, *more]},
            {"name": "b", "play": [char("knight", 2, "p", unique=True, duplicates=1)]},
        ],
        start={"phase": "challenges", "at": "begin"},
        first_player="a",
    )


def test_a_duplicate_saves_from_every_way_of_leaving_play() -> None:
    """Rules Reference, "Duplicates": the duplicate's interrupt answers its card *leaving
    play*, however it would: returned to hand, shuffled into the deck, removed from the game
    as well as killed or discarded."""
    for op in ("return_hand", "shuffle_into_deck", "remove_from_game", "sacrifice"):
        s = _bounce_board(op)
        answer(s, "play bounce", "target knight")
        p = point(s)
        assert p.player == "b" and p.find("duplicate knight_dup") is not None, op
        answer(s, "duplicate knight_dup")
        run_out(s)
        st = state(s)
        assert "knight" in st.player("b").play, op  # type: ignore[attr-defined]
        assert "knight_dup" in st.player("b").discard, op  # type: ignore[attr-defined]
        assert "knight is saved" in log_text(s)


def test_a_duplicates_save_cannot_be_cancelled() -> None:
    """Rules Reference, "Duplicates": the save is an interrupt that cannot be canceled, so a
    cancel of triggered abilities is not offered against it."""
    veto = {
        "id": "veto",
        "type": "event",
        "cost": 0,
        "abilities": [
            {"kind": "save_cancel", "text": "an ability is stopped", "cancels": "triggered"}
        ],
    }
    s = _bounce_board("return_hand", veto)
    answer(s, "play bounce", "target knight", "pass", "duplicate knight_dup")
    while (p := s.run_to_decision()) is not None and p.player == "a":
        assert not any("duplicate saves" in o.text for o in p.options), p.options
        s.decide("pass")
    assert "knight is saved" in log_text(s)


def test_varys_answers_only_the_end_of_the_dominance_phase() -> None:
    """Varys (Core): his interrupt waits for the dominance phase to end; the end of another
    phase does not offer it."""
    for phase, offered_then in (("challenges", False), ("dominance", True)):
        s = board(
            [
                {"name": "a", "play": [{"card": "01029", "id": "varys"}, char("g", 2, "m")]},
                {"name": "b", "play": [char("k", 3, "p")]},
            ],
            start={"phase": phase, "at": "begin"},
            first_player="a",
        )
        seen = False
        while (p := s.run_to_decision()) is not None:
            seen = seen or p.find("use varys") is not None
            s.decide(next(k for k in ("pass", "done", "decline") if p.find(k) is not None))
        assert seen is offered_then, phase
        assert "varys" in state(s).player("a").play  # type: ignore[attr-defined]


def test_a_plot_holds_tokens_while_revealed_and_loses_them_as_it_is_replaced() -> None:
    """Rules Reference, "Tokens": a revealed plot is in play and can hold tokens (Power
    Behind the Throne's stand tokens); when a new plot is revealed the old one leaves play
    for the used pile and its tokens return to the pool."""
    s = board(
        [
            {
                "name": "a",
                "plot": {"card": "01018", "id": "ptb", "tokens": {"stand": 2}},
                "plot_deck": [plot("next"), plot("later")],
            },
            {"name": "b", "plot_deck": [plot("bp")]},
        ],
        start={"phase": "plot", "at": "begin"},
        first_player="a",
    )
    assert state(s).cards["ptb"].token_count("stand") == 2  # type: ignore[attr-defined]
    answer(s, "plot next", "plot bp")
    st = state(s)
    assert "ptb" in st.player("a").plots_used  # type: ignore[attr-defined]
    assert st.cards["ptb"].token_count("stand") == 0  # type: ignore[attr-defined]


def test_a_card_whose_printed_cost_is_a_dash_is_never_marshalled_nor_played_from_hand() -> None:
    """A printed cost of "–" is no cost to pay: A Pinch of Powder (shadow (1)) comes into
    play only out of shadows, a dash-cost event is not played from the hand; a card costing
    0 is marshalled as usual."""
    coin = {
        "id": "coin",
        "type": "event",
        "cost": "-",
        "abilities": [
            {
                "kind": "action",
                "text": "a coin",
                "effects": [{"op": "draw", "on": "you", "amount": 1}],
            }
        ],
    }
    s = board(
        [
            {
                "name": "a",
                "gold": 5,
                "play": [char("host")],
                "hand": [{"card": "11099", "id": "powder"}, char("free", 1, cost=0), coin],
            },
            {"name": "b"},
        ],
        start={"phase": "marshalling", "at": "actions"},
        first_player="a",
    )
    p = point(s)
    keys_now = {o.key for o in p.options}
    assert "marshal free" in keys_now
    assert "marshal powder" not in keys_now and not any(k.startswith("play coin") for k in keys_now)
    refused = {r.key: r for r in p.refused}
    assert refused["marshal powder"].cite == "rr.cost-dash"
    assert "printed cost is –" in refused["marshal powder"].text
    assert any(k.startswith("play coin") and r.cite == "rr.cost-dash" for k, r in refused.items())


def test_an_event_in_shadows_is_played_out_of_shadows_for_its_shadow_cost() -> None:
    """An event with shadow (X) in its player's shadows area is played from there, X paid
    instead of its printed cost, and it comes out of shadows as it is played (a reaction to a
    card coming out of shadows answers it); with less gold than X it is refused; an event in
    shadows without shadow (X) is never played."""
    note = {
        "id": "note",
        "type": "event",
        "cost": 0,
        "keywords": ["shadow (2)"],
        "abilities": [
            {
                "kind": "action",
                "text": "a hidden note",
                "effects": [{"op": "draw", "on": "you", "amount": 1}],
            }
        ],
    }
    plain = {**note, "id": "plain", "keywords": [], "cost": 1}
    watcher = char(
        "watcher",
        abilities=[
            {
                "kind": "reaction",
                "text": "a watcher sees it come out",
                "trigger": {"event": "comes_out_of_shadows", "card": "yours"},
                "effects": [{"op": "gain_gold", "on": "you", "amount": 1}],
            }
        ],
    )

    def shadows_board(gold: int) -> Session:
        return board(
            [
                {
                    "name": "a",
                    "gold": gold,
                    "play": [watcher],
                    "hand": [char("free", 1, cost=0)],
                    "shadows": [note, plain],
                },
                {"name": "b"},
            ],
            start={"phase": "marshalling", "at": "actions"},
            first_player="a",
        )

    s = shadows_board(1)
    p = point(s)
    assert "play note" not in {o.key for o in p.options}
    assert any(r.key == "play note" and "gold cost" in r.text for r in p.refused)
    assert not any(o.key == "play plain" for o in p.options)

    s = shadows_board(3)
    answer(s, "play note")
    assert "use watcher" in keys(s)  # the event came out of shadows
    st = s.current().state
    assert st.zone_of("note") == ("a", "discard") and st.player("a").gold == 1
    answer(s, "use watcher")
    run_out(s)
    st = s.current().state
    assert st.zone_of("note") == ("a", "discard") and st.player("a").gold == 2
    assert st.player("a").hand == ("free", "a_d1")  # the note drew a card
    assert st.zone_of("plain") == ("a", "shadows")
    assert "pays 2 gold to play note out of shadows" in log_text(s)
