"""Print and publish from the window: each document is built off the GUI thread, then shown
in the print preview; File ▸ Publish… writes the public page into a folder.

The window asks a :class:`Printing` controller; it knows the event (through its context),
the paper setting and which round the Rounds tab shows.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from organiser.core.errors import UserError
from organiser.ui import settings as opt
from organiser.ui.context import EventContext
from organiser.ui.dialogs import confirm
from organiser.ui.settings import Settings
from organiser.ui.tasks import run_task

# (kind as the documents service names it, menu text, shortcut)
DOCUMENTS: tuple[tuple[str, str, str], ...] = (
    ("pairings", QT_TRANSLATE_NOOP("Printing", "Pairings by &table"), "Ctrl+Shift+T"),
    ("pairings-by-name", QT_TRANSLATE_NOOP("Printing", "Pairings by &name"), "Ctrl+Shift+N"),
    ("standings", QT_TRANSLATE_NOOP("Printing", "&Standings"), "Ctrl+Shift+S"),
    ("slips", QT_TRANSLATE_NOOP("Printing", "Match s&lips"), "Ctrl+Shift+L"),
    ("bracket", QT_TRANSLATE_NOOP("Printing", "Cut &bracket"), ""),
    ("report", QT_TRANSLATE_NOOP("Printing", "Event &report"), ""),
    ("decks", QT_TRANSLATE_NOOP("Printing", "&Deck sheets"), ""),
)
TITLES = {
    "pairings": QT_TRANSLATE_NOOP("Printing", "pairings by table"),
    "pairings-by-name": QT_TRANSLATE_NOOP("Printing", "pairings by name"),
    "standings": QT_TRANSLATE_NOOP("Printing", "standings"),
    "slips": QT_TRANSLATE_NOOP("Printing", "match slips"),
    "bracket": QT_TRANSLATE_NOOP("Printing", "cut bracket"),
    "report": QT_TRANSLATE_NOOP("Printing", "event report"),
    "decks": QT_TRANSLATE_NOOP("Printing", "deck registration sheets"),
}
ROUND_KINDS = ("pairings", "pairings-by-name", "slips")
PAGE_SIZES = (
    ("", QT_TRANSLATE_NOOP("Printing", "Paper of the &locale")),
    ("a4", QT_TRANSLATE_NOOP("Printing", "&A4")),
    ("letter", QT_TRANSLATE_NOOP("Printing", "&Letter")),
)

OpenUrl = Callable[[QUrl], bool]


class Printing(QObject):
    """Builds documents for the open event and shows them; publishes the event."""

    def __init__(
        self,
        parent: QWidget,
        ctx: EventContext,
        settings: Settings,
        shown_round: Callable[[], int],
        open_url: OpenUrl = QDesktopServices.openUrl,
    ) -> None:
        super().__init__(parent)
        self.window = parent
        self.ctx = ctx
        self.settings = settings
        self.shown_round = shown_round
        self.open_url = open_url
        self.previews: list[QDialog] = []
        self.published: list[Path] = []

    def page_size(self) -> str | None:
        return self.settings.get(opt.PAGE_SIZE) or None

    def _round_for(self, kind: str) -> int | None:
        """The round the Rounds tab shows (None: the latest, or the cut once it started)."""
        if kind not in ROUND_KINDS or self.ctx.info.cut_rounds:
            return None
        shown = self.shown_round()
        return shown if shown and shown != self.ctx.info.swiss_round else None

    def title(self, kind: str, round_number: int | None) -> str:
        info = self.ctx.info
        what = self.tr(TITLES[kind])
        if kind in ROUND_KINDS:
            if info.cut_rounds and round_number is None:
                what = self.tr("elimination round {cut_rounds} — {what}").format(
                    cut_rounds=info.cut_rounds, what=what
                )
            else:
                what = self.tr("round {round} — {what}").format(
                    round=round_number or info.swiss_round, what=what
                )
        return f"{info.name} — {what[0].upper()}{what[1:]}"

    def print_document(self, kind: str) -> None:
        """Build ``kind`` in the background, then open the preview (or say why not)."""
        backend, eid = self.ctx.backend, self.ctx.event_id
        number = self._round_for(kind)
        title = self.title(kind, number)
        paper = self.page_size()
        self.ctx.busy.emit(True)
        self.ctx.message.emit(self.tr("Preparing {title}…").format(title=title), False)

        def done(pdf: object) -> None:
            self.ctx.busy.emit(False)
            from organiser.ui.print_preview import show_print_preview

            assert isinstance(pdf, bytes)
            try:
                dialog = show_print_preview(self.window, pdf, title)
            except UserError as exc:
                self.ctx.report(exc)
                return
            self.previews = [d for d in self.previews if d.isVisible()] + [dialog]
            self.ctx.message.emit(
                self.tr("{title}: print preview open.").format(title=title), False
            )

        def failed(exc: BaseException) -> None:
            self.ctx.busy.emit(False)
            self.ctx.report(exc)

        run_task(
            lambda: backend.document_pdf(eid, kind, number, paper, False),
            done,
            failed,
            owner=self,
        )

    # publishing
    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self.window, self.tr("Publish the event into a folder")
        )
        if folder:
            self.publish_to(Path(folder))

    def publish_to(self, folder: Path) -> None:
        backend, eid = self.ctx.backend, self.ctx.event_id
        paper = self.page_size()
        self.ctx.busy.emit(True)
        self.ctx.message.emit(self.tr("Publishing into {folder}…").format(folder=folder), False)

        def done(files: object) -> None:
            self.ctx.busy.emit(False)
            assert isinstance(files, list)
            self.published = files
            index = folder / "index.html"
            self.ctx.message.emit(
                self.tr("Published {count} files into {folder}.").format(
                    count=len(files), folder=folder
                ),
                False,
            )
            confirm(
                self.window,
                self.tr("Published"),
                self.tr("Wrote {count} files into {folder}:\n").format(
                    count=len(files), folder=folder
                )
                + ", ".join(p.name for p in files)
                + self.tr("\n\nOpen index.html in the web browser?"),
                lambda: self.open_url(QUrl.fromLocalFile(str(index))),
            )

        def failed(exc: BaseException) -> None:
            self.ctx.busy.emit(False)
            self.ctx.report(exc)

        run_task(lambda: backend.publish(eid, folder, paper), done, failed, owner=self)
