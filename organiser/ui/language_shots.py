"""The rounds screen and the standings PDF in other languages, for the translators and the
docs: ``python -m organiser.ui.language_shots DIR de pl`` writes ``rounds-de.png``,
``standings-de.pdf`` (and ``standings-de.png`` when ``pdftoppm`` is installed) for each
language, from a demo event built in a temporary folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SIZE = (1200, 760)


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
