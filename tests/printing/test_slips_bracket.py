"""Match slips (count, cut-stack order, melee variant) and the cut bracket."""

from __future__ import annotations

import pdf_probe as probe
import print_samples as samples
import pytest

from organiser.core.errors import UserError
from organiser.core.model import Format, Game, Outcome, Stage
from organiser.printing import bracket_from_core, build_bracket, build_match_slips
from organiser.printing.bracket import display_order
from organiser.printing.data import Bracket, Seat
from organiser.printing.slips import cut_stack_order

TABLE_SIZE = 22.0  # the big table number on a slip


def _slip_tables(pdf: bytes) -> list[list[int]]:
    """Table numbers per page, in slot order (left to right, top to bottom)."""
    out = []
    for page in probe.spans(pdf):
        big = [s for s in page if s.size == TABLE_SIZE]
        out.append([int(s.text) for s in sorted(big, key=lambda s: (-s.y, s.x))])
    return out


@pytest.mark.parametrize(("players", "per_page"), [(2, 8), (16, 8), (75, 8), (75, 6), (33, 6)])
def test_one_slip_per_table_in_cut_stack_order(players: int, per_page: int) -> None:
    pairings = samples.joust_round(players)
    pdf = build_match_slips(samples.event(), pairings, per_page=per_page)
    pages = _slip_tables(pdf)
    tables = [t.table for t in pairings.tables]
    assert sorted(t for page in pages for t in page) == tables  # slips = tables, no bye slip
    assert all(len(page) <= per_page for page in pages)
    # cutting the pile and stacking slot 1 on slot 2 on slot 3... gives table order
    stacks = [[page[slot] for page in pages if slot < len(page)] for slot in range(per_page)]
    assert [t for stack in stacks for t in stack] == tables
    assert probe.page_footers(pdf) == [(i + 1, len(pages)) for i in range(len(pages))]


def test_cut_stack_order_leaves_the_last_slots_empty() -> None:
    order = cut_stack_order(10, 8)  # 2 pages
    assert order[0] == [0, 2, 4, 6, 8, None, None, None]
    assert order[1] == [1, 3, 5, 7, 9, None, None, None]
    assert cut_stack_order(0, 6) == [[None] * 6]


def test_slips_carry_names_event_round_and_tiebreak_boxes() -> None:
    pairings = samples.joust_round(6, cjk=False)
    pdf = build_match_slips(samples.event(), pairings)
    text = probe.texts(pdf)[0]
    for seat, _ in pairings.seats():
        assert text.count(seat.name) == 2  # the name line and the signature caption
    assert text.count("Winter Is Coming Regional") >= len(pairings.tables)
    assert text.count("won on time") == len(pairings.tables)
    assert text.count("draw deck") == len(pairings.tables)


def test_melee_slips_have_place_and_power_for_every_player() -> None:
    pairings = samples.melee_round(23)
    pdf = build_match_slips(samples.event(fmt=Format.MELEE), pairings, per_page=6)
    text = "\n".join(probe.texts(pdf))
    seated = sum(len(t.seats) for t in pairings.tables)
    assert text.count("place") == seated and text.count("power") == seated
    assert sorted(t for page in _slip_tables(pdf) for t in page) == [
        t.table for t in pairings.tables
    ]


def test_slips_per_page_must_be_6_or_8() -> None:
    with pytest.raises(UserError, match="6 or 8"):
        build_match_slips(samples.event(), samples.joust_round(4), per_page=5)


def test_display_order_puts_feeders_side_by_side() -> None:
    # top 8: 1v8, 4v5, 2v7, 3v6 from the "first with last" rule
    assert display_order(8) == [[0, 3, 1, 2], [0, 1], [0]]
    for size in (4, 8, 16, 32):
        orders = display_order(size)
        for r in range(len(orders) - 1):
            games = len(orders[r])
            for k, g in enumerate(orders[r + 1]):
                # the two games feeding game g are drawn just left of it
                assert {orders[r][2 * k], orders[r][2 * k + 1]} == {g, games - 1 - g}


def test_bracket_shows_every_seed_and_the_champion() -> None:
    bracket = samples.bracket(8, played_rounds=3)
    pdf = build_bracket(samples.event(), bracket)
    text = probe.texts(pdf)[0]
    for seat in bracket.seeds:
        assert seat.name in text
    champion = [s for s in probe.spans(pdf)[0] if s.size == 13]
    assert [s.text for s in champion] == [bracket.seeds[0].name]


def test_bracket_with_fewer_seeds_gives_byes() -> None:
    seeds = tuple(Seat(i + 1, name) for i, name in enumerate(samples.names(6)))
    pdf = build_bracket(samples.event(), Bracket(seeds))
    assert probe.texts(pdf)[0].count("bye") == 2
    spans = probe.spans(pdf)[0]
    # seeds 1 and 2 advance on their byes: their names are drawn in the semi-finals too
    assert sum(s.text == seeds[0].name for s in spans) == 2
    assert sum(s.text == seeds[2].name for s in spans) == 1


def test_bracket_from_core_follows_the_games() -> None:
    seeds = [11, 12, 13, 14]
    names = {p: f"Player {p}" for p in seeds}
    games = [
        Game(1, 1, 11, 14, winner=14, outcome=Outcome.WIN, stage=Stage.CUT),
        Game(1, 2, 12, 13, winner=12, outcome=Outcome.WIN, stage=Stage.CUT),
        Game(2, 1, 14, 12, winner=12, outcome=Outcome.MODIFIED_WIN, stage=Stage.CUT),
    ]
    bracket = bracket_from_core(seeds, names, games)
    final = [g for g in bracket.games if g.round == 2]
    assert len(final) == 1 and {final[0].player_a, final[0].player_b} == {14, 12}
    assert final[0].winner == 12
    pdf = build_bracket(samples.event(), bracket)
    champion = [s.text for s in probe.spans(pdf)[0] if s.size == 13]
    assert champion == ["Player 12"]
    # before the final is played the champion line is empty
    early = bracket_from_core(seeds, names, games[:2])
    assert [g.winner for g in early.games if g.round == 2] == [None]
