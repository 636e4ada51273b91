"""The cut bracket, drawn as a tree (TOURNAMENT_RULES.md, "Cut").

The first elimination round plays seed 1 against seed N, 2 against N−1, and so on; each
later round pairs the winner of its first game with the winner of its last, inwards. Drawn
top to bottom so that every game sits beside the two games that feed it, which gives the
familiar 1–8, 4–5, 2–7, 3–6 order for a top 8.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from organiser.core.model import Game, Outcome, Stage
from organiser.i18n import _
from organiser.printing.data import Bracket, BracketGame, EventInfo, Seat
from organiser.printing.layout import GREY, INK, Box, Painter, Template, render


def display_order(size: int) -> list[list[int]]:
    """For each round (first round first), the game indices from top to bottom."""
    rounds = size.bit_length() - 1
    orders: list[list[int]] = [[0]]
    for r in range(rounds - 1, 0, -1):  # from the final back to the first round
        games = size >> r  # games in round r
        orders.insert(0, [g for k in orders[0] for g in (k, games - 1 - k)])
    return orders


def _rounds_name(size: int, r: int, rounds: int) -> str:
    left = rounds - r
    if left == 0:
        return _("Final")
    if left == 1:
        return _("Semi-finals")
    if left == 2:
        return _("Quarter-finals")
    return _("Top {size}").format(size=size >> (r - 1))


def _resolve(bracket: Bracket) -> list[list[tuple[int | None, int | None, int | None, int | None]]]:
    """(player_a, player_b, winner, table) for every game of every round, by game index.

    Games the data gives are used as they are; a later game not given yet is filled with
    the winners known so far, so a partly played cut shows who advanced."""
    size = bracket.size
    rounds = size.bit_length() - 1
    given = {(g.round, g.game): g for g in bracket.games}
    seeds = [s.player for s in bracket.seeds]
    out: list[list[tuple[int | None, int | None, int | None, int | None]]] = []
    for r in range(1, rounds + 1):
        games = size >> r
        row: list[tuple[int | None, int | None, int | None, int | None]] = []
        for g in range(games):
            if r == 1:
                a = seeds[g] if g < len(seeds) else None
                j = size - 1 - g
                b = seeds[j] if j < len(seeds) else None
            else:
                a = out[-1][g][2]
                b = out[-1][games * 2 - 1 - g][2]
            known = given.get((r, g))
            winner: int | None = None
            table: int | None = None
            bye = r == 1 and (a is None) != (b is None)  # fewer seeds than the bracket
            if known is not None:
                a, b = known.player_a, known.player_b
                winner, table = known.winner, known.table
                bye = (a is None) != (b is None)
            if winner is None and bye:  # the player without an opponent advances
                winner = a if a is not None else b
            row.append((a, b, winner, table))
        out.append(row)
    return out


def build_bracket(event: EventInfo, bracket: Bracket) -> bytes:
    """The cut as a tree: seeds and names on the lines, winners in bold, the champion at
    the right. Landscape up to a top 16, portrait for a top 32."""
    size = bracket.size
    rounds = size.bit_length() - 1
    seeds = {s.player: (i + 1, s) for i, s in enumerate(bracket.seeds)}
    games = _resolve(bracket)
    orders = display_order(size)
    template = Template(event, _("Cut bracket"), _("Top {size}").format(size=size), wide=size <= 16)

    def draw(p: Painter, b: Box) -> None:
        col_w = b.width / (rounds + 0.9)
        label_h = 22.0
        slot_h = (b.height - label_h) / size  # one name line per first-round seat
        size_pt = max(7.0, min(12.0, slot_h * 0.55))
        top = b.y1 - label_h

        def name_line(x: float, y: float, player: int | None, won: bool, lost: bool) -> None:
            p.line(x, y, x + col_w - 8, y, color=INK, width=0.8)
            if player is None:
                return
            seed, seat = seeds.get(player, (0, Seat(player, f"#{player}")))
            color = GREY if lost else INK
            p.text(x + 2, y + 3, str(seed), size_pt * 0.75, color=GREY)
            p.text(
                x + 4 + size_pt * 1.2,
                y + 3,
                seat.name,
                size_pt,
                bold=won,
                color=color,
                max_width=col_w - 14 - size_pt * 1.2,
                min_size=6.5,
            )

        for r in range(rounds):
            x = b.x0 + r * col_w
            p.text(x + 2, b.y1 - 12, _rounds_name(size, r + 1, rounds), 10, bold=True, color=GREY)
            span = slot_h * (2 << r)  # height a game of this round covers
            for pos, g in enumerate(orders[r]):
                a, bb, winner, table = games[r][g]
                cy = top - (pos + 0.5) * span
                ya, yb = cy + span / 4, cy - span / 4
                bye = (a is None) != (bb is None) and r == 0
                name_line(x, ya, a, winner is not None and winner == a, winner not in (None, a))
                if bye:
                    p.line(x, yb, x + col_w - 8, yb, color=INK, width=0.8)
                    p.text(x + 4 + size_pt * 1.2, yb + 3, "bye", size_pt * 0.85, color=GREY)
                else:
                    name_line(
                        x, yb, bb, winner is not None and winner == bb, winner not in (None, bb)
                    )
                right = x + col_w - 8
                p.line(right, ya, right, yb, width=0.8)
                p.line(right, cy, right + 8, cy, width=0.8)
                if table is not None and span >= 4 * (size_pt + 11):
                    p.text(
                        right - 3,
                        cy - 3,
                        _("table {table}").format(table=table),
                        7,
                        color=GREY,
                        align="right",
                    )
        # the champion
        x = b.x0 + rounds * col_w
        champion = games[-1][0][2] if games else None
        p.text(x + 2, b.y1 - 12, _("Champion"), 10, bold=True, color=GREY)
        cy = top - (top - b.y0) / 2
        p.line(x, cy, b.x1, cy, width=1.6)
        if champion is not None:
            seat = seeds.get(champion, (0, Seat(champion, f"#{champion}")))[1]
            p.text(x + 2, cy + 4, seat.name, 13, bold=True, max_width=b.x1 - x - 4, min_size=7)

    return render(template, [draw])


def bracket_from_core(
    seeds: Sequence[int],
    names: Mapping[int, str],
    cut_games: Sequence[Game],
    points: Mapping[int, float] | None = None,
) -> Bracket:
    """The bracket from the core's cut seeds and the cut games recorded so far. Games are
    matched by their two players, as ``organiser.core.cut`` does."""
    pts = points or {}
    by_pair = {
        frozenset((g.player_a, g.player_b)): g
        for g in cut_games
        if g.stage is Stage.CUT and g.player_b is not None
    }
    bracket = Bracket(tuple(Seat(p, names[p], pts.get(p, 0.0)) for p in seeds))
    out: list[BracketGame] = []
    rounds = bracket.size.bit_length() - 1
    for r in range(1, rounds + 1):
        row = _resolve(bracket)[r - 1]
        for g, (a, b, _winner, _table) in enumerate(row):
            if a is None or b is None:
                continue
            game = by_pair.get(frozenset((a, b)))
            if game is None:
                out.append(BracketGame(r, g, a, b))
                continue
            winner = None if game.outcome in (None, Outcome.DOUBLE_LOSS) else game.winner
            out.append(BracketGame(r, g, a, b, winner, game.table))
        bracket = Bracket(bracket.seeds, tuple(out))  # later rounds see these winners
    return bracket
