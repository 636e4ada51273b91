"""Scenario files: a board, the decisions, and what must be true (docs/engine/scenarios.md)."""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from engine_ref.abilities import Ability, parse_ability, parse_filter
from engine_ref.catalogue import CATALOGUE, lookup
from engine_ref.engine import Start
from engine_ref.errors import ScenarioError
from engine_ref.profiles import Profile, get_profile
from engine_ref.safe_yaml import YamlLimitError, load_yaml
from engine_ref.state import ZONES, Card, GameState, Player, PlotValues

TOP_KEYS = {
    "title",
    "source",
    "notes",
    "ruleset",
    "start",
    "first_player",
    "active_player",
    "round",
    "players",
    "decisions",
    "expect",
    "checkpoints",
}
PLAYER_KEYS = {"name", "house", "gold", "power", "title", "team", "faction_kneeling", *ZONES}
CARD_KEYS = {
    "card",
    "faction",
    "loyal",
    "gold",
    "attach",
    "id",
    "name",
    "type",
    "owner",
    "cost",
    "strength",
    "icons",
    "keywords",
    "traits",
    "unique",
    "kneeling",
    "power",
    "income",
    "influence",
    "initiative",
    "plot",
    "abilities",
    "attachments",
    "duplicates",
    "doomed",
    "acts_as",
    "house",
    "facedown",
    "tokens",
}
EXPECT_KEYS = {
    "winner",
    "phase",
    "first_player",
    "active_player",
    "zones",
    "power",
    "house_power",
    "total_power",
    "gold",
    "kneeling",
    "strength",
    "tokens",
    "moribund",
    "priority",
    "passed",
    "stack_contains",
    "log_cites",
    "log_contains",
    "log_lacks",
    "finished",
    "waiting_for",
    "offers",
    "does_not_offer",
    "refuses",
}
START_AT = ("begin", "actions", "declare", "after-attackers", "after-defenders", "resolution")
UNTIL = ("end-of-phase", "end-of-round", "end-of-game")


@dataclass(frozen=True)
class Checkpoint:
    expect: Mapping[str, Any]
    before_decision: int | None = None
    after_log: str | None = None


@dataclass(frozen=True)
class Scenario:
    title: str
    ruleset: str
    state: GameState
    start: Start
    decisions: tuple[str, ...]
    expect: Mapping[str, Any] = field(default_factory=dict)
    checkpoints: tuple[Checkpoint, ...] = ()
    source: str = ""
    path: str = ""
    raw: Mapping[str, Any] = field(default_factory=dict)  # the file as read


def load(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"cannot read scenario {p}: {exc.strerror}") from None
    return loads(text, str(p))


def loads(text: str, where: str = "<scenario>") -> Scenario:
    try:
        data = load_yaml(text)
    except YamlLimitError as exc:
        raise ScenarioError(f"{where}: {exc}") from None
    if not isinstance(data, Mapping):
        raise ScenarioError(f"{where}: a scenario is a YAML mapping")
    return from_dict(data, where)


def _unknown(d: Mapping[Any, Any], allowed: set[str], where: str) -> None:
    if not isinstance(d, Mapping):
        raise ScenarioError(f"{where}: a mapping is needed, not {d!r}")
    bad = sorted((set(d) - allowed), key=str)
    if bad:
        hints = []
        for b in bad:
            if isinstance(b, bool):
                # YAML 1.1 reads an unquoted on/off/yes/no key as a boolean
                hints.append(f"{b} (an unquoted on/off/yes/no key: write it in quotes)")
                continue
            close = difflib.get_close_matches(str(b), sorted(allowed), n=1)
            hints.append(f"{b}" + (f" (did you mean {close[0]}?)" if close else ""))
        raise ScenarioError(f"{where}: unknown field(s): {', '.join(hints)}")


def from_dict(data: Mapping[str, Any], where: str = "<scenario>") -> Scenario:
    _unknown(data, TOP_KEYS, where)
    ruleset = str(data.get("ruleset", "lcg1"))
    profile = get_profile(ruleset)
    builder = _Builder(where)
    players = _players(data, builder, where)
    names = [p.name for p in players]
    first = str(data.get("first_player", names[0]))
    if first not in names:
        raise ScenarioError(f"{where}: first_player {first!r} is not a player ({', '.join(names)})")
    active = data.get("active_player")
    if active is not None and active not in names:
        raise ScenarioError(f"{where}: active_player {active!r} is not a player")
    start_raw = data.get("start", {}) or {}
    if isinstance(start_raw, str):
        start_raw = {"phase": start_raw}
    start = _start(start_raw, profile, where)
    state = GameState(
        profile=ruleset,
        players=tuple(players),
        cards=MappingProxyType(builder.cards),
        first_player=first,
        phase=start.phase,
        active_player=str(active) if active else None,
        round=_int(data.get("round", 1), f"{where}: round"),
        power_on_all_cards=profile.power_on_all_cards,
    )
    for name, zone, cid in builder.placements:
        st_player = state.player(name)
        state = state.update_player(name, **{zone: (*st_player.zone(zone), cid)})
    in_challenge = start.at in ("after-attackers", "after-defenders", "resolution")
    if "challenge" in start_raw:
        state = _challenge(state, start_raw["challenge"], f"{where}: start.challenge")
    elif in_challenge:
        raise ScenarioError(
            f"{where}: start.at {start.at!r} needs start.challenge (type, attacker, defender, "
            "attackers)"
        )
    if in_challenge and state.active_player is None:
        assert state.challenge is not None
        state = replace(state, active_player=state.challenge.attacker)
    decisions_raw = data.get("decisions", []) or []
    if not isinstance(decisions_raw, list):
        raise ScenarioError(f"{where}: 'decisions' is a list of option keys")
    expect = data.get("expect", {}) or {}
    _unknown(expect, EXPECT_KEYS, f"{where}: expect")
    return Scenario(
        title=str(data.get("title", where)),
        ruleset=ruleset,
        state=state,
        start=start,
        decisions=tuple(str(d) for d in decisions_raw),
        expect=expect,
        checkpoints=_checkpoints(data.get("checkpoints", []) or [], where),
        source=str(data.get("source", "")),
        path=where,
        raw=data,
    )


def _players(data: Mapping[str, Any], builder: _Builder, where: str) -> list[Player]:
    """The players in seat order, their cards placed by ``builder``."""
    players_raw = data.get("players")
    if not isinstance(players_raw, list) or len(players_raw) < 2:
        raise ScenarioError(f"{where}: 'players' must list at least two players in seat order")
    players = [builder.player(pr, f"{where}: players[{i}]") for i, pr in enumerate(players_raw)]
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise ScenarioError(f"{where}: two players share a name")
    return players


def _start(start_raw: Mapping[str, Any], profile: Profile, where: str) -> Start:
    """Where the scenario starts: a phase of the ruleset and a point inside it."""
    _unknown(start_raw, {"phase", "at", "until", "challenge"}, f"{where}: start")
    phase = str(start_raw.get("phase", "marshalling"))
    if phase not in (*profile.phases, "setup"):
        raise ScenarioError(
            f"{where}: start.phase {phase!r} is not a phase of {profile.name} "
            f"({', '.join(profile.phases)})"
        )
    at = str(start_raw.get("at", "begin" if phase == "setup" else "actions"))
    if at not in START_AT:
        raise ScenarioError(f"{where}: start.at must be one of {', '.join(START_AT)}")
    until = str(start_raw.get("until", "end-of-phase"))
    if until not in UNTIL:
        raise ScenarioError(f"{where}: start.until must be one of {', '.join(UNTIL)}")
    if (
        at in ("declare", "after-attackers", "after-defenders", "resolution")
        and phase != "challenges"
    ):
        raise ScenarioError(f"{where}: start.at {at!r} only exists in the challenges phase")
    return Start(phase=phase, at=at, until=until)


def _checkpoints(raw: Any, where: str) -> tuple[Checkpoint, ...]:
    cps: list[Checkpoint] = []
    for i, cp in enumerate(raw):
        if not isinstance(cp, Mapping):
            raise ScenarioError(f"{where}: checkpoints[{i}] must be a mapping")
        rest = {k: v for k, v in cp.items() if k not in ("before_decision", "after_log")}
        _unknown(rest, EXPECT_KEYS, f"{where}: checkpoints[{i}]")
        if ("before_decision" in cp) == ("after_log" in cp):
            raise ScenarioError(
                f"{where}: checkpoints[{i}] needs exactly one of before_decision, after_log"
            )
        cps.append(
            Checkpoint(
                rest,
                before_decision=_int(cp["before_decision"], f"{where}: checkpoints[{i}]")
                if "before_decision" in cp
                else None,
                after_log=str(cp["after_log"]) if "after_log" in cp else None,
            )
        )
    return tuple(cps)


def _challenge(state: GameState, raw: Any, where: str) -> GameState:
    from engine_ref.state import CHALLENGE_TYPES, Challenge

    if not isinstance(raw, Mapping):
        raise ScenarioError(
            f"{where}: a mapping with type, attacker, defender, attackers, defenders"
        )
    _unknown(raw, {"type", "attacker", "defender", "attackers", "defenders"}, where)
    ctype = raw.get("type")
    if ctype not in CHALLENGE_TYPES:
        raise ScenarioError(f"{where}: type must be one of {', '.join(CHALLENGE_TYPES)}")
    att, dfd = raw.get("attacker"), raw.get("defender")
    for n in (att, dfd):
        if n not in state.player_names:
            raise ScenarioError(f"{where}: {n!r} is not a player")
    attackers = tuple(str(a) for a in raw.get("attackers", []) or [])
    defenders = tuple(str(d) for d in raw.get("defenders", []) or [])
    for c in (*attackers, *defenders):
        if c not in state.cards or not state.is_in_play(c):
            raise ScenarioError(f"{where}: {c!r} is not a card in play")
    st = state.bump(f"phase:challenges:{att}:{ctype}")
    return replace(st, challenge=Challenge(str(ctype), str(att), str(dfd), attackers, defenders))


class _Builder:
    def __init__(self, where: str) -> None:
        self.where = where
        self.cards: dict[str, Card] = {}
        self.placements: list[tuple[str, str, str]] = []

    def player(self, raw: Any, where: str) -> Player:
        if not isinstance(raw, Mapping) or "name" not in raw:
            raise ScenarioError(f"{where}: a player needs at least a name")
        _unknown(raw, PLAYER_KEYS, where)
        name = str(raw["name"])
        for zone in ZONES:
            items = raw.get(zone, []) or []
            if zone == "plot" and isinstance(items, Mapping | str):
                items = [items]
            if not isinstance(items, list):
                raise ScenarioError(f"{where}.{zone}: a list of cards")
            for j, item in enumerate(items):
                self.card(item, name, zone, f"{where}.{zone}[{j}]")
        return Player(
            name=name,
            house=str(raw.get("house", "")),
            gold=_int(raw.get("gold", 0), f"{where}.gold"),
            power=_int(raw.get("power", 0), f"{where}.power"),
            title=raw.get("title"),
            team=str(raw["team"]) if raw.get("team") is not None else None,
            faction_kneeling=bool(raw.get("faction_kneeling", False)),
        )

    def _new_id(self, base: str) -> str:
        if base not in self.cards:
            return base
        n = 2
        while f"{base}_{n}" in self.cards:
            n += 1
        return f"{base}_{n}"

    def card(
        self,
        raw: Any,
        player: str,
        zone: str,
        where: str,
        attached_to: str | None = None,
        duplicate_of: str | None = None,
    ) -> str:
        """Build one card of the scenario (a catalogue key, or a mapping that may name a
        catalogue key and override its fields) and place it; returns its id."""
        if isinstance(raw, str):
            raw = {"card": raw}
        _check_card_fields(raw, where)
        key = raw.get("card")
        base = _catalogue_entry(str(key), where) if key is not None else {}
        if key is None and "name" not in raw and "id" not in raw:
            raise ScenarioError(
                f"{where}: an ad-hoc card needs a name or an id (or 'card: <catalogue key>')"
            )
        merged = {
            **base,
            **{k: v for k, v in raw.items() if k not in ("card", "attachments", "duplicates")},
        }
        merged.setdefault("name", raw.get("id"))
        cid = str(raw.get("id") or self._new_id(str(key or _slug(str(merged["name"])))))
        if cid in self.cards:
            raise ScenarioError(f"{where}: card id {cid!r} is used twice")
        card = _make_card(merged, cid, player, zone, where, str(key) if key else None)
        card = replace(card, attached_to=attached_to, duplicate_of=duplicate_of)
        self.cards[cid] = card
        home = player if zone == "play" else card.owner
        self.placements.append((home, zone, cid))
        if zone == "play":
            self._attachments_and_duplicates(raw, card, player, where)
        elif raw.get("attachments") or raw.get("duplicates"):
            raise ScenarioError(f"{where}: only cards in play carry attachments or duplicates")
        return cid

    def _attachments_and_duplicates(
        self, raw: Mapping[str, Any], card: Card, player: str, where: str
    ) -> None:
        """The attachments and duplicates a card in play carries."""
        cid = card.id
        for j, att in enumerate(raw.get("attachments", []) or []):
            aid = self.card(att, player, "play", f"{where}.attachments[{j}]", attached_to=cid)
            if self.cards[aid].type == "character":
                self.cards[aid] = replace(self.cards[aid], type="attachment")
        for _ in range(_int(raw.get("duplicates", 0) or 0, f"{where}.duplicates")):
            did = self._new_id(f"{cid}_dup")
            self.cards[did] = replace(
                card, id=did, duplicate_of=cid, power=0, kneeling=False, abilities=()
            )
            self.placements.append((player, "play", did))


def _check_card_fields(raw: Any, where: str) -> None:
    if not isinstance(raw, Mapping):
        raise ScenarioError(f"{where}: a card is a catalogue key or a mapping")
    _unknown(raw, CARD_KEYS, where)
    for field_name in ("card", "id", "name", "type", "owner"):
        v = raw.get(field_name)
        if (v is not None and not isinstance(v, str | int)) or isinstance(v, bool):
            raise ScenarioError(f"{where}.{field_name}: a word is expected, not {v!r}")
    for field_name in ("abilities", "attachments"):
        v = raw.get(field_name)
        if v is not None and not isinstance(v, list):
            raise ScenarioError(f"{where}.{field_name}: a list is expected, not {v!r}")


def _catalogue_entry(key: str, where: str) -> dict[str, Any]:
    found = lookup(key)
    if found is None:
        close = difflib.get_close_matches(key, list(CATALOGUE), n=3)
        hint = (
            f" (did you mean {', '.join(close)}?)"
            if close
            else " (declare it with name/type/abilities instead)"
        )
        raise ScenarioError(f"{where}: {key!r} is not a scripted card{hint}")
    return dict(CATALOGUE[found])


def _plot_values(merged: Mapping[str, Any], where: str) -> PlotValues:
    pv = merged.get("plot", {}) or {}
    if not isinstance(pv, Mapping):
        raise ScenarioError(f"{where}.plot: income, initiative, claim, reserve")
    _unknown(pv, {"income", "initiative", "claim", "reserve"}, f"{where}.plot")
    return PlotValues(**{k: _int(v, f"{where}.plot.{k}") for k, v in pv.items()})


def _make_card(
    merged: Mapping[str, Any], cid: str, player: str, zone: str, where: str, key: str | None
) -> Card:
    """A card from its merged fields (catalogue entry and scenario overrides)."""
    default_type = "plot" if zone in ("plot", "plot_deck", "plots_used") else "character"
    kind = str(merged.get("type", default_type))
    abilities = tuple(
        ab if isinstance(ab, Ability) else parse_ability(ab, f"{where}.abilities[{i}]")
        for i, ab in enumerate(merged.get("abilities", []) or [])
    )
    cost = merged.get("cost", 0)
    keywords = _strs(merged.get("keywords"), f"{where}.keywords")
    return Card(
        id=cid,
        name=str(merged["name"]),
        type=kind,
        owner=str(merged.get("owner", player)),
        controller=player,
        cost=-1 if cost in ("X", "x", "-", "\u2013") else _int(cost, f"{where}.cost"),
        # the card data's "–" is written -1 in card files ("X" stays "X")
        no_cost=cost in (-1, "-", "\u2013"),
        strength=_int(merged.get("strength", 0), f"{where}.strength"),
        icons=frozenset(_strs(merged.get("icons"), f"{where}.icons")),
        keywords=frozenset(keywords + (["doomed"] if merged.get("doomed") else [])),
        traits=frozenset(_strs(merged.get("traits"), f"{where}.traits")),
        unique=bool(merged.get("unique", False)),
        kneeling=bool(merged.get("kneeling", False)),
        power=_int(merged.get("power", 0), f"{where}.power"),
        income=_int(merged.get("income", 0), f"{where}.income"),
        influence=_int(merged.get("influence", 0), f"{where}.influence"),
        initiative=_int(merged.get("initiative", 0), f"{where}.initiative"),
        plot=_plot_values(merged, where) if kind == "plot" else None,
        faction=str(merged.get("faction", "")),
        loyal=bool(merged.get("loyal", False)),
        gold=_int(merged.get("gold", 0), f"{where}.gold"),
        attach=parse_filter(merged["attach"], f"{where}.attach") if merged.get("attach") else None,
        abilities=abilities,
        script=key,
        acts_as=_acts_as(merged.get("acts_as"), f"{where}.acts_as"),
        house=tuple(
            h
            for h in _strs(merged.get("house"), f"{where}.house")
            if h.strip().lower() not in ("", "neutral")
        ),
        facedown=bool(merged.get("facedown", False)),
        tokens=_tokens(merged.get("tokens"), f"{where}.tokens"),
    )


def _tokens(raw: Any, where: str) -> tuple[tuple[str, int], ...]:
    """A card's tokens from ``{kind: count}`` ("tokens: {vengeance: 5}")."""
    if raw is None:
        return ()
    if not isinstance(raw, Mapping):
        raise ScenarioError(f"{where}: tokens are a mapping {{kind: count}}")
    out = {str(k): _int(n, f"{where}.{k}") for k, n in raw.items()}
    return tuple(sorted((k, n) for k, n in out.items() if n > 0))


CARD_TYPES = ("character", "location", "attachment", "event", "plot", "agenda")


def _acts_as(v: Any, where: str) -> str | None:
    if v is None:
        return None
    if v not in CARD_TYPES:
        raise ScenarioError(f"{where}: a card type ({', '.join(CARD_TYPES)}), not {v!r}")
    return str(v)


def _int(v: Any, where: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int | str):
        raise ScenarioError(f"{where}: a whole number is expected, not {v!r}")
    try:
        return int(v)
    except ValueError:
        raise ScenarioError(f"{where}: a whole number is expected, not {v!r}") from None


def _strs(v: Any, where: str) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        return [v]
    if isinstance(v, Sequence):
        return [str(x) for x in v]
    raise ScenarioError(f"{where}: a list of words")


def _slug(name: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "_" for ch in name)
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_") or "card"


def dump(scenario: Scenario, decisions: Sequence[str] | None = None) -> str:
    """The scenario as YAML, with ``decisions`` (e.g. ``Session.decisions()``) in place of
    its own: what a judge attaches to a ruling."""
    data = dict(scenario.raw)
    if decisions is not None:
        data["decisions"] = list(decisions)
    text: str = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    return text
