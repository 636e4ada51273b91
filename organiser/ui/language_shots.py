"""The rounds screen, the deck check and the standings PDF in other languages, for the
translators and the docs: ``python -m organiser.ui.language_shots DIR de pl`` writes
``rounds-de.png``, ``decks-de.png``, ``standings-de.pdf`` (and ``standings-de.png`` when
``pdftoppm`` is installed) for each language, from events built in a temporary folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SIZE = (1200, 760)

# A Stark list with a Banner of the Kraken: loyal Greyjoy cards, a fourth Arya Stark, too few
# draw cards and too few Greyjoy cards for the Banner, and a line the reader ignores.
ILLEGAL_LIST = """Old Ways
House Stark
Banner of the Kraken

Plots (7):
1x Calm Over Westeros (Core)
1x Confiscation (Core)
1x Naval Superiority (Core)
1x Rebuilding (Core)
1x Summons (Core)
1x Supporting the Faith (Core)
1x The Winds of Winter (Core)

Characters (12):
4x Arya Stark (Core)
1x Asha Greyjoy (Core)
1x Balon Greyjoy (Core)
3x Eddard Stark (Core)
3x Winterfell Steward (Core)

Events (2):
1x The Kraken's Grasp (Core)
1x Winter Is Coming (Core)
Author: Maester
"""


def rounds_window(lang: str, folder: Path) -> object:
    """A window in ``lang`` on a fresh demo event, showing the Rounds tab with a few results
    entered and one table typed but not yet committed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from organiser.ui import tasks
    from organiser.ui.language import install_language
    from organiser.ui.main_window import MainWindow
    from organiser.ui.service_backend import ServiceBackend
    from organiser.ui.settings import Settings
    from organiser.ui.structure import suggest_structure
    from organiser.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(["maester-language-shots"])
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    install_language(app, lang)
    tasks.SYNCHRONOUS = True
    os.environ["MAESTER_DEMO_DB"] = str(folder / f"demo-{lang}.sqlite")
    settings = Settings(QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings, ServiceBackend.open, suggest_structure)
    w.resize(*SIZE)
    w.show()
    w.open_demo(32)
    assert w.tabs is not None
    rounds = w.rounds_view
    w.tabs.setCurrentWidget(rounds)
    open_tables = [t for t in rounds.model.tables if not t.reported and not t.is_bye]
    for t in open_tables[: max(0, len(open_tables) - 3)]:
        rounds.entry.setText(f"{t.table}{'a' if t.table % 3 else 'B'}")
        rounds.commit_entry()
    left = [t for t in rounds.model.tables if not t.reported and not t.is_bye]
    if left:
        rounds.entry.setText(f"{left[0].table}a")
    w.statusBar().clearMessage()
    app.processEvents()
    return w


def deck_check_dialog(window: object, folder: Path) -> object:
    """The deck check of :data:`ILLEGAL_LIST` in the window's language (the window is
    switched to a small event of its own)."""
    from PySide6.QtWidgets import QApplication

    from organiser.services import decks, events, open_database, players
    from organiser.ui.main_window import MainWindow
    from organiser.ui.views.decks import DeckCheckDialog

    assert isinstance(window, MainWindow)
    path = folder / f"decks-{id(window)}.sqlite"
    db = open_database(path)
    event = events.create_event(db, name="Winterfell Open", seed=1)
    player = players.add_player(db, event.id, name="Alys Karstark")
    decks.attach_decklist(db, event.id, player.id, ILLEGAL_LIST, source="paste")
    db.close()
    window.close_event()
    assert window.open_path(path) and window.backend is not None
    dialog = DeckCheckDialog(window, window.backend.deck_check(event.id, player.id))
    dialog.show()
    QApplication.processEvents()
    return dialog


def standings_pdf(window: object) -> bytes:
    """The standings of the window's event as the Print menu builds them."""
    from organiser.services import documents
    from organiser.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and window.ctx is not None
    store = window.backend.store  # type: ignore[union-attr]
    return documents.document_pdf(store, window.ctx.event_id, "standings", page_size="a4")


def take(out: Path, languages: list[str]) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in languages:
            w = rounds_window(lang, Path(tmp))
            png = out / f"rounds-{lang}.png"
            w.grab().save(str(png))  # type: ignore[attr-defined]
            saved.append(png)
            pdf = out / f"standings-{lang}.pdf"
            pdf.write_bytes(standings_pdf(w))
            saved.append(pdf)
            if shutil.which("pdftoppm"):
                base = out / f"standings-{lang}"
                subprocess.run(
                    ["pdftoppm", "-png", "-r", "70", "-singlefile", "-f", "1", str(pdf), str(base)],
                    check=True,
                )
                saved.append(base.with_suffix(".png"))
            dialog = deck_check_dialog(w, Path(tmp))
            png = out / f"decks-{lang}.png"
            dialog.grab().save(str(png))  # type: ignore[attr-defined]
            saved.append(png)
            dialog.close()  # type: ignore[attr-defined]
            w.close_event()  # type: ignore[attr-defined]
            w.close()  # type: ignore[attr-defined]
    return saved


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    for path in take(Path(argv[1]), argv[2:] or ["de", "pl"]):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
