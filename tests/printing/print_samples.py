"""Sample events for the printing tests, the benchmark and the sample pages in docs/img."""

from __future__ import annotations

import datetime as dt
import random

from organiser.core.model import Format, Outcome, Stage, StandingRow, TimeTiebreak
from organiser.printing.data import (
    Bracket,
    BracketGame,
    CallLine,
    DeckCard,
    DeckSection,
    DeckSheet,
    EventInfo,
    EventReport,
    PageSize,
    PairedTable,
    PenaltyLine,
    ResultLine,
    RoundPairings,
    RoundResults,
    RulingLine,
    Seat,
    Standings,
)

# Names from many scripts; the last ones exercise the CJK fallback.
UNICODE_NAMES = [
    "Дмитрий Соколов",
    "Ελένη Παπαδοπούλου",
    "Łukasz Wójcik",
    "Zoë Ångström",
    "José Ñúñez",
    "Søren Ærø",
    "François d'Aubigné",
    "Ömer Çelik",
    "Ağça Şahin",
    "Mãe d'Água",
    "Őrs Kővári",
    "Nguyễn Văn An",
]
CJK_NAMES = ["山田太郎", "王小明", "김민준"]

FIRST = [
    "Arya", "Bran", "Catelyn", "Davos", "Edmure", "Gendry", "Jaime", "Lysa", "Meera", "Oberyn",
    "Podrick", "Roslin", "Sansa", "Tyrion", "Walder", "Ygritte", "Brienne", "Euron", "Jorah",
    "Missandei",
]  # fmt: skip
LAST = [
    "Ashford", "Blackwood", "Caron", "Dayne", "Estermont", "Florent", "Greyjoy", "Hightower",
    "Karstark", "Lannister", "Mormont", "Reed", "Tarly", "Umber", "Velaryon", "Westerling",
]  # fmt: skip


def event(page_size: PageSize = PageSize.A4, fmt: Format = Format.JOUST) -> EventInfo:
    return EventInfo(
        name="Winter Is Coming Regional",
        date=dt.date(2026, 11, 21),
        format=fmt,
        round_minutes=55 if fmt == Format.JOUST else 105,
        page_size=page_size,
        venue="The Crossroads Inn",
    )


def names(n: int, seed: int = 7, unicode: bool = True, cjk: bool = False) -> list[str]:
    """``n`` distinct names; the Unicode ones first (then CJK if asked)."""
    rng = random.Random(seed)
    out: list[str] = []
    if unicode:
        out += UNICODE_NAMES[:n]
    if cjk:
        out += CJK_NAMES[: max(0, n - len(out))]
    seen = set(out)
    while len(out) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name in seen:
            name = f"{name} {len(out)}"
        seen.add(name)
        out.append(name)
    return out


def joust_round(n: int, rnd: int = 3, seed: int = 7, **kw: bool) -> RoundPairings:
    """A joust round of ``n`` players: tables in order, the last player on the bye if odd."""
    rng = random.Random(seed)
    seats = [
        Seat(i + 1, name, float(rng.choice([0, 5, 5, 9, 10, 14, 15])))
        for i, name in enumerate(names(n, seed, **kw))
    ]
    rng.shuffle(seats)
    bye = seats.pop() if len(seats) % 2 else None
    tables = tuple(
        PairedTable(t + 1, (seats[2 * t], seats[2 * t + 1])) for t in range(len(seats) // 2)
    )
    return RoundPairings(rnd, tables, bye)


def melee_round(n: int, rnd: int = 2, seed: int = 7) -> RoundPairings:
    """Tables of four, with tables of three where the count needs it."""
    rng = random.Random(seed)
    seats = [Seat(i + 1, name, float(rng.randint(0, 12))) for i, name in enumerate(names(n))]
    sizes = [4] * (n // 4)
    rest = n % 4
    if rest:
        threes = 4 - rest
        sizes = [4] * ((n - 3 * threes) // 4) + [3] * threes
    tables: list[PairedTable] = []
    start = 0
    for t, size in enumerate(sizes):
        tables.append(PairedTable(t + 1, tuple(seats[start : start + size])))
        start += size
    return RoundPairings(rnd, tuple(tables), None)


def standings(n: int, seed: int = 7, dropped_every: int = 9, **kw: bool) -> Standings:
    rng = random.Random(seed)
    rows = []
    people = names(n, seed, **kw)
    scores = sorted(((rng.randint(0, 5) * 5 - rng.randint(0, 1)) for _ in people), reverse=True)
    for i, (name, pts) in enumerate(zip(people, scores, strict=True)):
        wins = max(0, pts // 5)
        rows.append(
            StandingRow(
                rank=i + 1,
                player=i + 1,
                name=name,
                points=float(max(pts, 0)),
                sos=round(rng.uniform(1, 4.5), 4),
                esos=round(rng.uniform(1.5, 4), 4),
                wins=wins,
                losses=max(0, 5 - wins - (1 if i % 11 == 0 else 0)),
                byes=1 if i % 11 == 0 else 0,
                dropped=(i % dropped_every == dropped_every - 1),
                rounds_played=5,
            )
        )
    return Standings(tuple(rows), after_round=5, final=True)


def bracket(size: int = 8, played_rounds: int = 2) -> Bracket:
    seeds = tuple(Seat(i + 1, name, 25.0 - i) for i, name in enumerate(names(size)))
    games: list[BracketGame] = []
    current = [(i + 1, size - i) for i in range(size // 2)]  # seed ids by the cut rule
    rnd = 1
    while current:
        winners: list[int] = []
        for g, (a, b) in enumerate(current):
            win = min(a, b) if rnd <= played_rounds else None
            if win is not None:
                winners.append(win)
            games.append(BracketGame(rnd, g, a, b, win, table=g + 1))
        if rnd >= played_rounds or len(winners) < 2:
            if len(winners) >= 2:
                nxt = [(winners[i], winners[-1 - i]) for i in range(len(winners) // 2)]
                games += [BracketGame(rnd + 1, g, a, b) for g, (a, b) in enumerate(nxt)]
            break
        current = [(winners[i], winners[-1 - i]) for i in range(len(winners) // 2)]
        rnd += 1
    return Bracket(seeds, tuple(games))


def report(n: int = 12, rounds: int = 3) -> EventReport:
    out: list[RoundResults] = []
    outcomes = [Outcome.WIN, Outcome.WIN, Outcome.MODIFIED_WIN, Outcome.CONCESSION]
    for r in range(1, rounds + 1):
        pr = joust_round(n, rnd=r, seed=r)
        lines = []
        for t in pr.tables:
            a, b = t.seats
            outcome = outcomes[t.table % len(outcomes)]
            lines.append(
                ResultLine(
                    t.table,
                    t.seats,
                    winner=a.player if t.table % 3 else b.player,
                    outcome=outcome if not (r == rounds and t.table == 2) else None,
                    tiebreak=TimeTiebreak.DRAW_DECK if outcome == Outcome.MODIFIED_WIN else None,
                )
            )
            if r == rounds and t.table == 2:
                lines[-1] = ResultLine(t.table, t.seats)
        if pr.bye:
            lines.append(ResultLine(0, (pr.bye,), pr.bye.player, Outcome.BYE))
        out.append(RoundResults(r, tuple(lines)))
    cut = joust_round(4, rnd=1, seed=99, unicode=False)
    out.append(
        RoundResults(
            1,
            tuple(ResultLine(t.table, t.seats, t.seats[0].player, Outcome.WIN) for t in cut.tables),
            Stage.CUT,
        )
    )
    return EventReport(tuple(out), standings(n))


def deck_sheet(player: Seat) -> DeckSheet:
    plots = DeckSection(
        "Plots",
        (
            DeckCard(1, "A Noble Cause"),
            DeckCard(2, "A Clash of Kings"),
            DeckCard(1, "Marched to the Wall"),
            DeckCard(1, "Wildfire Assault"),
            DeckCard(1, "Trading with the Pentoshi"),
            DeckCard(1, "Summons"),
        ),
    )
    chars = DeckSection(
        "Characters",
        tuple(DeckCard(3 if i % 3 else 2, f"Character card {i + 1}") for i in range(18)),
    )
    attachments = DeckSection(
        "Attachments", tuple(DeckCard(2, f"Attachment {i + 1}") for i in range(3))
    )
    locations = DeckSection("Locations", tuple(DeckCard(3, f"Location {i + 1}") for i in range(4)))
    events = DeckSection("Events", tuple(DeckCard(2, f"Event {i + 1}") for i in range(3)))
    return DeckSheet(
        player=player,
        faction="House Stark",
        agendas=("The Lord of the Crossing",),
        sections=(plots, chars, attachments, locations, events),
        deck_name="Crossing the Neck",
        legal=True,
    )


def judge_report() -> EventReport:
    """A small event (one round of four, no cut) with its judge's log on the first page."""
    base = report(4, 1)
    rnd = base.rounds[0]
    t1, t2 = rnd.lines[0].seats, rnd.lines[1].seats
    calls = (
        CallLine(
            1,
            "round 1",
            1,
            (t1[0].name, t1[1].name),
            "10:24",
            "Marta Ibáñez",
            "A character with Moribund is killed while a duplicate is attached: is it saved?",
            "Ruled with the rules desk: the duplicate saves it.",
            "10:31",
            5,
            (
                RulingLine(
                    "Table 1, round 1: Moribund and a duplicate",
                    "The duplicate saves the character. Cards: Moribund character, duplicate",
                    "winter-call-1-ruling.yaml",
                    "winter-call-1-ruling.pdf",
                ),
            ),
        ),
        CallLine(
            2,
            "round 1",
            2,
            (t2[0].name, t2[1].name),
            "10:40",
            "Marta Ibáñez",
            "Slow play reported by the opponent.",
        ),
    )
    penalties = (
        PenaltyLine(
            t1[0].name, "1", 1, "procedural error", "warning", "warning", "Marta Ibáñez", "", 1
        ),
        PenaltyLine(
            t2[1].name,
            "1",
            2,
            "slow play",
            "game loss",
            "warning",
            "Marta Ibáñez",
            "second time warned at the table",
            2,
        ),
    )
    swiss = tuple(r for r in base.rounds if r.stage == Stage.SWISS)
    return EventReport(swiss, base.standings, calls=calls, penalties=penalties)


def write_docs_images(out: str = "docs/img", dpi: int = 60) -> None:
    """Rebuild the sample pages shown in docs/printing.md (needs pdftoppm)."""
    import subprocess
    import tempfile
    from pathlib import Path

    from organiser.printing import (
        build_bracket,
        build_deck_sheets,
        build_event_report,
        build_match_slips,
        build_pairings_by_name,
        build_pairings_by_table,
        build_standings,
    )

    ev = event()
    melee = event(fmt=Format.MELEE)
    joust = joust_round(75, cjk=True)
    # Hangul needs a font with Hangul (Droid Sans Fallback has none): keep the sample
    # page free of empty boxes wherever it is rebuilt
    joust = RoundPairings(
        joust.round,
        tuple(
            PairedTable(
                t.table,
                tuple(
                    Seat(s.player, "陈静" if s.name == "김민준" else s.name, s.points)
                    for s in t.seats
                ),
            )
            for t in joust.tables
        ),
        joust.bye,
    )
    docs = {
        "pairings-by-table": build_pairings_by_table(ev, joust),
        "pairings-by-name": build_pairings_by_name(ev, joust_round(151)),
        "standings": build_standings(ev, standings(60)),
        "slips": build_match_slips(ev, joust),
        "slips-melee": build_match_slips(melee, melee_round(23), per_page=6),
        "bracket": build_bracket(ev, bracket(8, 2)),
        "deck-sheet": build_deck_sheets(ev, [deck_sheet(Seat(1, "Дмитрий Соколов"))]),
        "report": build_event_report(ev, report(12, 3)),
        "report-judge-log": build_event_report(ev, judge_report()),
    }
    Path(out).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, pdf in docs.items():
            src = Path(tmp) / f"{name}.pdf"
            src.write_bytes(pdf)
            target = Path(out) / f"print-{name}"
            subprocess.run(
                ["pdftoppm", "-r", str(dpi), "-png", "-singlefile", "-f", "1", str(src), target],
                check=True,
            )
            # a 16-grey palette: a third of the size, no visible loss for print pages
            from PIL import Image

            png = target.with_suffix(".png")
            Image.open(png).convert("L").quantize(16).save(png, optimize=True)


if __name__ == "__main__":
    write_docs_images()
