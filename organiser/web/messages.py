"""Every sentence the phone pages show, in one place, so that they can be translated.

``text(key, **values)`` formats one; the pages never hold English of their own. Each
sentence is marked with ``N_()`` and translated by :func:`organiser.i18n._` in the
language of the server (the window passes its own to the server it starts; ``organiser
serve`` takes the environment's): adding ``organiser/web`` to the gettext sources of
``scripts/translations.py`` puts them in the catalogues.
"""

from __future__ import annotations

from organiser.i18n import N_, _

MESSAGES: dict[str, str] = {
    # navigation and headings
    "nav.pairings": N_("Pairings"),
    "nav.standings": N_("Standings"),
    "nav.bracket": N_("Cut"),
    "find.placeholder": N_("Find yourself by name…"),
    "find.label": N_("Find a player"),
    "pairings.title": N_("{round} — pairings"),
    "pairings.none": N_("No round has been paired yet."),
    "pairings.table": N_("Table"),
    "pairings.players": N_("Players"),
    "pairings.bye": N_("Bye"),
    "pairings.vs": N_("v"),
    "pairings.reported": N_("result in"),
    "standings.title": N_("Standings after round {round}"),
    "standings.title_none": N_("Standings"),
    "standings.in_progress": N_(
        "Round {round} is being played: these are the standings before it."
    ),
    "standings.final": N_("Final standings"),
    "standings.rank": N_("#"),
    "standings.player": N_("Player"),
    "standings.points": N_("Points"),
    "standings.record": N_("W–L"),
    "standings.sos": N_("SoS"),
    "standings.power": N_("Power"),
    "standings.dropped": N_("dropped"),
    "bracket.title": N_("Cut — top {size}"),
    "bracket.none": N_("The cut has not started."),
    "bracket.round": N_("Elimination round {number}"),
    "bracket.seed": N_("seed {seed}"),
    "round.swiss": N_("Round {number}"),
    "round.cut": N_("Elimination round {number}"),
    "clock.label": N_("Round clock"),
    "clock.not_started": N_("not started"),
    "clock.paused": N_("paused"),
    "clock.time_called": N_("Time called"),
    # the player's page
    "player.title": N_("{name}"),
    "player.unknown": N_("There is no such player in this event."),
    "player.now": N_("Now: {round}, table {table} against {opponent}"),
    "player.now_bye": N_("Now: {round}, a bye"),
    "player.now_melee": N_("Now: {round}, table {table} with {players}"),
    "player.now_none": N_("You are not seated in the current round."),
    "player.history": N_("Your rounds"),
    "player.history_none": N_("No round played yet."),
    "player.deck": N_("Deck list"),
    "player.deck.legal": N_("registered, legal"),
    "player.deck.illegal": N_("registered, NOT legal: see the organiser"),
    "player.deck.missing": N_("not registered"),
    "player.deck.unknown": N_("unknown"),
    "player.dropped": N_("You have dropped from the event."),
    "player.asked.result": N_(
        "Your result report is waiting for your opponent (or the organiser)."
    ),
    "player.asked.drop": N_("Your drop request is waiting for the organiser."),
    "history.round": N_("Round"),
    "history.cut": N_("Cut {number}"),
    "history.table": N_("Table"),
    "history.opponent": N_("Opponent"),
    "history.result": N_("Result"),
    "result.won": N_("won"),
    "result.lost": N_("lost"),
    "result.bye": N_("bye"),
    "result.double_loss": N_("double loss"),
    "result.unpaired_loss": N_("not paired"),
    "result.pending": N_("playing"),
    "result.placed": N_("place {place}, {power} power"),
    # the report form
    "report.title": N_("Report your result"),
    "report.help": N_(
        "Enter the code printed by your name at the foot of your match slip. "
        "Your opponent confirms with their own code."
    ),
    "report.code": N_("Your code"),
    "report.winner": N_("Who won?"),
    "report.me": N_("I won"),
    "report.opponent": N_("My opponent won"),
    "report.double_loss": N_("Double loss"),
    "report.how": N_("How?"),
    "outcome.win": N_("Win"),
    "outcome.modified_win": N_("Time called (modified win)"),
    "outcome.concession": N_("Concession"),
    "outcome.decked": N_("Draw deck ran out"),
    "outcome.double_loss": N_("Double loss"),
    "report.send": N_("Send result"),
    "report.melee_help": N_(
        "Enter the code printed by your name at the foot of your match slip, then every "
        "player's place and power at the end. The result is in when another player of "
        "the table sends the same result with their own code."
    ),
    "report.player": N_("Player"),
    "report.place": N_("Place"),
    "report.power": N_("Power"),
    "report.eliminated": N_("Eliminated"),
    "report.ending": N_("How did the game end?"),
    "ending.won": N_("A player won (15 power, or the last one left)"),
    "ending.time": N_("Time was called"),
    "report.off": N_("Results are reported at the desk at this event."),
    "drop.title": N_("Drop from the event"),
    "drop.help": N_(
        "Ask the organiser to drop you after this round, with your code from the match slip."
    ),
    "drop.send": N_("Ask to drop"),
    # answers to a report
    "answer.waiting": N_("Thank you. Waiting for {opponent} to confirm with their code."),
    "answer.confirmed": N_("Confirmed: the result of table {table} is in."),
    "answer.disputed": N_("Your reports disagree. The organiser has been told and will decide."),
    "answer.drop_requested": N_("The organiser has your request to drop and will confirm it."),
    "answer.bad_code": N_("That table and code do not match. Check the match slip."),
    "answer.limited": N_("Too many wrong codes from this phone. Wait a minute, then try again."),
    "answer.bad_request": N_("That request could not be read. Reload the page and try again."),
    "answer.self_report_off": N_("Results are reported at the desk at this event."),
    "answer.recorded": N_("This table's result is already in. Corrections are made at the desk."),
    "answer.finished": N_("The event is finished."),
    "answer.melee": N_("This table is a melee table: report every player's place and power."),
    "answer.impossible": N_("That result is not possible: {reason}"),
    "answer.error": N_("Something went wrong. Please report at the desk."),
    "answer.back": N_("Back"),
    "answer.title": N_("Report"),
    # the page frame
    "footer": N_("Live from the organiser's laptop · Maester"),
    "offline": N_("Not connected: retrying…"),
    "not_found": N_("There is no such page."),
}


def text(key: str, **values: object) -> str:
    """The sentence ``key`` with ``values`` put in (the key itself when it is unknown, so a
    missing translation shows rather than breaks a page)."""
    template = MESSAGES.get(key)
    if template is None:
        return key
    shown = _(template)
    return shown.format(**values) if values else shown
