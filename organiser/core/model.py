"""Plain data shared by the tournament domain, the store, the services and the front ends.

Every type here is immutable and free of database or GUI concerns: services convert rows
from ``organiser.store`` into these before handing them to pairing, standings or printing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

# Card editions: the card database a ruleset's deck lists are read with.
EDITION_2E = "agot2e"
EDITION_1E = "agot1e"


class Ruleset(StrEnum):
    """The game an event plays, and everything that follows from it (its card edition, its
    label, whether restricted-list versions apply). The one list of rulesets: the welcome
    view, the deck checks, the CLI choices and the rules engine's profiles follow it."""

    LCG2 = "lcg2"
    LCG1 = "lcg1"
    CCG_WINTER = "ccg-winter"

    @classmethod
    def parse(cls, value: str | Ruleset) -> Ruleset:
        """``value`` as a Ruleset; a :class:`UserError` naming the choices otherwise."""
        try:
            return cls(value)
        except ValueError:
            from organiser.core.errors import M_, UserError

            choices = ", ".join(r.value for r in cls)
            raise UserError(
                M_(
                    "Unknown ruleset {value}; use one of {choices}.",
                    value=repr(value),
                    choices=choices,
                )
            ) from None

    @property
    def edition(self) -> str:
        """The card database its deck lists are read with."""
        return EDITION_2E if self is Ruleset.LCG2 else EDITION_1E

    @property
    def second_edition(self) -> bool:
        return self is Ruleset.LCG2

    @property
    def uses_restricted_versions(self) -> bool:
        """Versioned restricted lists (with card pools and pods) apply: 2nd edition only;
        1st-edition cards carry their own legality per format."""
        return self is Ruleset.LCG2

    @property
    def label(self) -> str:
        return _RULESET_LABELS[self]


_RULESET_LABELS = {
    Ruleset.LCG2: "Second Edition (LCG)",
    Ruleset.LCG1: "First Edition (LCG)",
    Ruleset.CCG_WINTER: "CCG (Winter)",
}


class Format(StrEnum):
    JOUST = "joust"
    MELEE = "melee"


class Stage(StrEnum):
    SWISS = "swiss"
    CUT = "cut"


class Outcome(StrEnum):
    """How a joust game ended (from the winner's side unless noted)."""

    WIN = "win"  # a player reached the victory total, or the opponent was eliminated
    MODIFIED_WIN = "modified_win"  # time was called; a TimeTiebreak decided it
    CONCESSION = "concession"  # the loser conceded
    DECKED = "decked"  # the loser's draw deck was empty
    DOUBLE_LOSS = "double_loss"  # both players lose (both absent, both disqualified)
    BYE = "bye"  # the single player of a bye "table"
    UNPAIRED_LOSS = "unpaired_loss"  # a round missed by a reinstated or late player


class TimeTiebreak(StrEnum):
    """Which step of the time-called procedure decided a modified win (in rule order)."""

    POWER_NEEDED = "power_needed"  # fewest power still needed to win
    DRAW_DECK = "draw_deck"  # most cards left in the draw deck
    DOMINANCE = "dominance"  # won dominance in the final round
    DEAD_PILE = "dead_pile"  # fewest characters in the dead pile
    FIRST_PLAYER_CHOICE = "first_player_choice"  # the first player chose


class Tiebreak(StrEnum):
    POINTS = "points"
    HEAD_TO_HEAD = "h2h"
    SOS = "sos"
    ESOS = "esos"
    RANDOM = "random"


@dataclass(frozen=True)
class ScoringProfile:
    """Points per outcome and the tiebreak order. ``ffg-2e`` is the default."""

    name: str
    win: float = 5
    modified_win: float = 4
    loss: float = 0
    bye: float = 5
    double_loss: float = 0
    unpaired_loss: float = 0
    tiebreaks: tuple[Tiebreak, ...] = (
        Tiebreak.POINTS,
        Tiebreak.SOS,
        Tiebreak.ESOS,
        Tiebreak.RANDOM,
    )


SCORING_PROFILES: dict[str, ScoringProfile] = {
    "ffg-2e": ScoringProfile(name="ffg-2e"),
    # 2016 events: head-to-head before strength of schedule.
    "ffg-2e-h2h": ScoringProfile(
        name="ffg-2e-h2h",
        tiebreaks=(
            Tiebreak.POINTS,
            Tiebreak.HEAD_TO_HEAD,
            Tiebreak.SOS,
            Tiebreak.ESOS,
            Tiebreak.RANDOM,
        ),
    ),
}


@dataclass(frozen=True)
class Game:
    """One joust game (or bye) in an event's history.

    ``player_b`` is None for a bye or an unpaired loss. ``winner`` is None while the
    result is outstanding and for a double loss. ``outcome`` is None while outstanding.
    """

    round: int
    table: int
    player_a: int
    player_b: int | None
    winner: int | None = None
    outcome: Outcome | None = None
    tiebreak: TimeTiebreak | None = None
    stage: Stage = Stage.SWISS

    @property
    def reported(self) -> bool:
        return self.outcome is not None

    def players(self) -> tuple[int, ...]:
        return (self.player_a,) if self.player_b is None else (self.player_a, self.player_b)


@dataclass(frozen=True)
class PlayerEntry:
    """A registered player as the domain sees them."""

    id: int
    name: str
    dropped: bool = False
    dropped_after_round: int | None = None
    disqualified: bool = False
    fixed_table: int | None = None  # accessibility: always seated at this table
    checked_in: bool = True


@dataclass(frozen=True)
class StandingRow:
    rank: int  # fully tied players share a rank
    player: int
    name: str
    points: float
    sos: float
    esos: float
    wins: int
    losses: int
    byes: int
    dropped: bool
    rounds_played: int
    random_key: float = 0.0  # the seeded random tiebreak, shown for audit
    h2h: float = 0.0


@dataclass(frozen=True)
class TablePairing:
    table: int
    players: tuple[int, int]
    rematch: bool = False


@dataclass(frozen=True)
class PairingResult:
    """A proposed round. ``warnings`` are shown to the organiser before they accept it."""

    round: int
    tables: tuple[TablePairing, ...]
    bye: int | None
    seed: int
    rematches: int = 0
    pair_downs: int = 0
    warnings: tuple[str, ...] = field(default_factory=tuple)
