"""How a game ends: power reaching the winning total, Doomed eliminations (ccg-winter), and
their order when several happen at once (seed 002 §2.8). Power itself is added here, so every
gain is logged and followed by the win check in one place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_ref.runtime import GameOver, Gen
from engine_ref.state import replace
from engine_ref.timing import Option

if TYPE_CHECKING:
    from engine_ref.engine import Engine


class GameEnd:
    """Winning, elimination and power."""

    def __init__(self, g: Engine) -> None:
        self.g = g
        self._wins: list[str] = []  # players who reached the win total (002 §2.8)

    def add_power(
        self,
        amount: int,
        text: str,
        cite: str,
        actor: str | None,
        *,
        card: str | None = None,
        player: str | None = None,
        from_card: str | None = None,
        from_player: str | None = None,
        check: bool = True,
    ) -> Gen[None]:
        """``amount`` power onto a card (``card``) or a House card (``player``), from the
        power pool or moved from another card (``from_card``) or House card
        (``from_player``), the step logged as ``text``; then, unless ``check`` is False (the
        caller checks once after several gains), the win check."""
        g = self.g
        if from_card is not None:
            g.set_state(
                g.state.update_card(from_card, power=g.state.card(from_card).power - amount)
            )
        elif from_player is not None:
            p = g.state.player(from_player)
            g.set_state(g.state.update_player(from_player, power=p.power - amount))
        if card is None and player is not None and amount > 0:
            card = yield from self.infamy(player, amount)
            if card is not None:
                yield from g.log(
                    f"{player} places the power on {g.name(card)} (Infamy) instead of his House",
                    "003.keyword.infamy",
                    player,
                )
        if card is not None:
            g.set_state(g.state.update_card(card, power=g.state.card(card).power + amount))
        elif player is not None:
            g.set_state(g.state.update_player(player, power=g.state.player(player).power + amount))
        yield from g.log(text, cite, actor)
        if check:
            yield from self.check_win()

    def infamy(self, player: str, amount: int) -> Gen[str | None]:
        """Power claimed or moved to a House may go on one of its player's cards with
        Infamy instead (seed 003 House Specific Keywords, Infamy): he chooses."""
        g = self.g
        if "infamy" not in g.profile.keywords:
            return None
        st = g.state
        cards = [c.id for c in st.in_play(player) if "infamy" in st.keywords(c.id)]
        if not cards:
            return None
        opts = [Option("infamy house", player, f"{amount} power on the House card")]
        opts += [Option(f"infamy {c}", player, f"{amount} power on {g.name(c)}") for c in cards]
        pick = yield from g.ask(
            player, f"where does the {amount} power go?", opts, "003.keyword.infamy"
        )
        where = pick.key.split(" ", 1)[1]
        return None if where == "house" else where

    def doomed_out(self) -> list[str]:
        """ccg-winter: players with five or more Doomed cards in the dead pile (seed 000,
        Doomed). A Doomed card that is Moribund on its way to the dead pile counts: for
        passives it has already left play (seed 002, "What is Moribund?")."""
        g = self.g
        limit = g.profile.doomed_limit
        if limit is None:
            return []
        st = g.state
        out = []
        for p in st.players:
            if p.eliminated:
                continue
            n = sum(1 for c in p.dead if "doomed" in st.cards[c].keywords)
            n += sum(
                1
                for m in st.moribund
                if m.destination == "dead"
                and m.card in st.cards
                and st.cards[m.card].owner == p.name
                and "doomed" in st.cards[m.card].keywords
            )
            if n >= limit:
                out.append(p.name)
        return out

    def check_elimination(self) -> Gen[None]:
        """Resolve any pending win or elimination condition (seed 002 §2.8)."""
        yield from self.resolve_game_end()

    def eliminate(self, name: str) -> Gen[None]:
        """ccg-winter: the player leaves the game with his cards in play; the last player
        standing wins (seed 000, Doomed)."""
        g = self.g
        limit = g.profile.doomed_limit
        # every card he owns or controls leaves play, to the bottom of its owner's deck
        # (seed 002 §4.6)
        gone = [c.id for c in g.state.in_play() if name in (c.controller, c.owner)]
        for cid in gone:
            if not g.state.is_in_play(cid):
                continue  # already gone with the card it was attached to
            mor = next((m for m in g.state.moribund if m.card == cid), None)
            if mor is not None:
                yield from g.leaving.leave_play(cid, mor.destination)
                g.leaving.drop_moribund(cid)
                continue
            owner = g.state.cards[cid].owner
            g.set_state(
                g.state.move(cid, owner, "deck")
                .update_card(
                    cid,
                    power=0,
                    kneeling=False,
                    attached_to=None,
                    duplicate_of=None,
                    controller=owner,
                )
                .out_of_challenge(cid)
            )
        if gone:
            yield from g.log(
                f"{name}'s cards in play go to the bottom of their owners' decks",
                "002.clar.4.6",
                name,
            )
        g.set_state(g.state.update_player(name, eliminated=True))
        yield from g.log(
            f"{name} is eliminated: {limit} or more Doomed cards in the dead pile",
            "000.doomed",
            name,
        )
        alive = [p.name for p in g.state.players if not p.eliminated]
        if not alive:
            yield from g.log("every remaining player is eliminated at once: a draw", "000.doomed")
            raise GameOver
        if len(alive) == 1:
            g.set_state(replace(g.state, winner=alive[0]))
            yield from g.log(f"{alive[0]} is the last player left and wins", "000.doomed", alive[0])
            raise GameOver
        if g.state.first_player == name:
            g.set_state(replace(g.state, first_player=g.state.left_of(name)))

    def check_win(self) -> Gen[None]:
        """A player at the winning total: with the six-step window (lcg1, ccg-winter) the win
        is a special passive that resolves first in the next step 4, ordered with any
        elimination by the first player (seed 002 §2.8); lcg2 ends the game at once, the
        first player choosing among players who reach it together (Rules Reference,
        "Winning the Game")."""
        g = self.g
        if g.state.winner is not None:
            raise GameOver
        reached = self.reached()
        if not reached:
            return
        if g.timing.defers_win():
            for name in reached:
                if name not in self._wins:
                    self._wins.append(name)
                    st = g.state
                    total = st.total_power(name) if name in st.player_names else st.team_power(name)
                    yield from g.log(
                        f"{name} reaches {total} power: the win resolves before every other "
                        "passive",
                        "002.clar.2.8",
                        name if name in st.player_names else None,
                    )
            return
        name = reached[0]
        if len(reached) > 1:
            first = g.state.first_player
            opts = [Option(f"winner {n}", first, f"{n} wins the game") for n in reached]
            pick = yield from g.ask(
                first, "the first player chooses the winner", opts, "rr.winning"
            )
            name = pick.key.split(" ", 1)[1]
        yield from self.declare_winner(name)

    def reached(self) -> list[str]:
        """The players at the winning total, in order from the first player; in a team
        game the teams whose players have the team total together (seed 003, "Two on
        Two": 30 power, in any combination)."""
        st = self.g.state
        order = [n for n in st.seat_order_from(st.first_player) if not st.player(n).eliminated]
        if self.g.profile.team_win_power and any(st.player(n).team for n in order):
            teams = [t for n in order if (t := st.player(n).team) is not None]
            return [
                t for t in dict.fromkeys(teams) if st.team_power(t) >= self.g.profile.team_win_power
            ]
        return [n for n in order if st.total_power(n) >= self.g.profile.win_power]

    def stocked(self) -> frozenset[str]:
        """The players whose draw deck holds cards now (see ``check_decked``)."""
        return frozenset(p.name for p in self.g.state.players if p.deck)

    def check_decked(self, stocked: frozenset[str] | None = None) -> Gen[None]:
        """2nd edition: a player whose draw deck is empty is eliminated at once; the last
        player left wins; players eliminated together go in the first player's order
        (seed 001, Instant Loss; Rules Reference, "Winning the Game"). With ``stocked``
        (checked after an ability or framework event resolves), only the players whose deck
        held cards before it and is empty now: a board set up with no deck is a scenario's
        shorthand, not a lost game."""
        g = self.g
        if not g.profile.deck_out_eliminates or g.state.winner is not None:
            return
        out = [
            p.name
            for p in g.state.players
            if not p.eliminated and not p.deck and (stocked is None or p.name in stocked)
        ]
        while out:
            name = out[0]
            if len(out) > 1:
                first = g.state.first_player
                opts = [Option(f"eliminate {n}", first, f"{n} is eliminated next") for n in out]
                pick = yield from g.ask(first, "order the eliminations", opts, "rr.winning")
                name = pick.key.split(" ", 1)[1]
            out.remove(name)
            yield from self.deck_out(name)

    def deck_out(self, name: str) -> Gen[None]:
        g = self.g
        st = g.state
        for cid in list(st.player(name).play):
            if g.state.is_in_play(cid):
                owner = g.state.cards[cid].owner
                g.set_state(g.state.move(cid, owner, "discard").update_card(cid, tokens=()))
        g.set_state(g.state.update_player(name, eliminated=True))
        yield from g.log(
            f"{name}'s draw deck is empty: {name} is eliminated: each card he has in play leaves the game",
            "rr.winning",
            name,
        )
        alive = [p.name for p in g.state.players if not p.eliminated]
        if len(alive) == 1:
            g.set_state(replace(g.state, winner=alive[0]))
            yield from g.log(f"{alive[0]} is the last player left and wins", "rr.winning", alive[0])
            raise GameOver
        if g.state.first_player == name:
            g.set_state(replace(g.state, first_player=g.state.left_of(name)))

    def declare_winner(self, name: str) -> Gen[None]:
        """The game ends with ``name`` the winner (002 §2.8)."""
        g = self.g
        g.set_state(replace(g.state, winner=name))
        if name in g.state.player_names:
            text = f"{name} has {g.state.total_power(name)} power and wins the game"
            yield from g.log(text, "002.clar.2.8", name)
        else:
            text = f"team {name} has {g.state.team_power(name)} power together and wins the game"
            yield from g.log(text, "003.variant.two-on-two")
        raise GameOver

    def pending(self) -> bool:
        """Would ``resolve_game_end`` do anything now (a winner, a win or an elimination)?"""
        g = self.g
        return (
            g.state.winner is not None
            or bool(self._wins)
            or (g.profile.doomed_limit is not None and bool(self.doomed_out()))
        )

    def resolve_game_end(self) -> Gen[None]:
        """Win and elimination conditions are special passives that come before every
        other passive; when several are met, the first player orders them (002 §2.8)."""
        g = self.g
        if g.state.winner is not None:
            raise GameOver
        conds: list[tuple[str, str]] = [("eliminate", n) for n in self.doomed_out()]
        conds += [("win", n) for n in self._wins]
        self._wins = []
        if not conds:
            return
        if len(conds) > 1:
            yield from g.log(
                "several game-ending conditions at once: the first player orders them",
                "002.clar.2.8",
                g.state.first_player,
                as_is=True,  # seed 002 rules on the ccg's Doomed elimination itself
            )
        while conds:
            idx = 0
            if len(conds) > 1:
                first = g.state.first_player
                opts = [
                    Option(
                        f"order {i + 1}",
                        first,
                        f"{n} wins the game" if kind == "win" else f"{n} is eliminated",
                    )
                    for i, (kind, n) in enumerate(conds)
                ]
                ch = yield from g.ask(
                    first, "the first player orders the win and elimination", opts, "002.clar.2.8"
                )
                idx = int(ch.key.split(" ")[1]) - 1
            kind, name = conds.pop(idx)
            if kind == "eliminate":
                if not g.state.player(name).eliminated:
                    yield from self.eliminate(name)
                continue
            if name in g.state.player_names and g.state.player(name).eliminated:
                continue
            yield from self.declare_winner(name)
