"""File ▸ Connect to a server…: open the event database of a PostgreSQL server as one of
several scorekeeping stations.

Host, port, database and user are kept among the recent servers (``user@host:port/db``);
the password only in the system keyring (``organiser.ui.secrets``), when the box is ticked.
Connecting checks the server off the GUI thread first (``organiser.services.server``) and
says, in the dialog, exactly what stops it: nothing answers, an unknown name, this computer
not let in, a wrong password, no such database, no right to create the tables, a schema
written by a newer Maester.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from organiser.ui import secrets
from organiser.ui import settings as opt
from organiser.ui.settings import Settings
from organiser.ui.tasks import run_task

DEFAULT_PORT = 5432


def account(user: str, host: str, port: int, database: str) -> str:
    """How a server is named among the recent ones and in the keyring (no password)."""
    return f"{user}@{host}:{port}/{database}"


def parse_account(text: str) -> tuple[str, str, int, str] | None:
    """(user, host, port, database) of :func:`account`'s text, None if it is not one."""
    user, at, rest = text.rpartition("@")
    where, slash, database = rest.partition("/")
    host, colon, port = where.rpartition(":")
    if not (at and slash and colon and port.isdigit()):
        return None
    return user, host, int(port), database


def check(url: str) -> Any:
    """The problem that stops a station from using the server (None: none); run off the
    GUI thread (a server that does not answer takes seconds to say so)."""
    from organiser.services.server import connect_problem

    return connect_problem(url)


def make_url(host: str, port: int, database: str, user: str, password: str) -> str:
    from organiser.services.server import server_url

    return server_url(host, port, database, user, password)


class ConnectDialog(QDialog):
    connected = Signal(str)  # the URL to open (with the password: never shown or stored)

    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Connect to a server"))
        self.setObjectName("connect_dialog")
        self.recent = QComboBox()
        self.recent.setObjectName("recent_servers")
        self.recent.addItem(self.tr("(a new server)"), "")
        for item in settings.get(opt.RECENT_SERVERS):
            self.recent.addItem(item, item)
        self.recent.currentIndexChanged.connect(self._recent_chosen)
        self.host = QLineEdit()
        self.host.setPlaceholderText(self.tr("the organiser's laptop, e.g. 192.168.1.10"))
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.database = QLineEdit("maester")
        self.user = QLineEdit("maester")
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.remember = QCheckBox(self.tr("Remember the password in the system keyring"))
        self.keyring_ok = secrets.available()
        self.remember.setChecked(self.keyring_ok)
        if not self.keyring_ok:
            self.remember.setEnabled(False)
            self.remember.setToolTip(
                self.tr("No system keyring here: the password is asked every time.")
            )
        self.station = QLineEdit(settings.get(opt.STATION_NAME))
        self.station.setPlaceholderText(settings.station_name())
        self.problem = QLabel()
        self.problem.setObjectName("connect_problem")
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.addRow(self.tr("&Recent servers:"), self.recent)
        form.addRow(self.tr("&Host:"), self.host)
        form.addRow(self.tr("&Port:"), self.port)
        form.addRow(self.tr("&Database:"), self.database)
        form.addRow(self.tr("&User:"), self.user)
        form.addRow(self.tr("Pass&word:"), self.password)
        form.addRow("", self.remember)
        form.addRow(self.tr("&Station name:"), self.station)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.connect_btn = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.connect_btn.setText(self.tr("&Connect"))
        self.buttons.accepted.connect(self.try_connect)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        if self.recent.count() > 1:
            self.recent.setCurrentIndex(1)  # the last server connected to
        self.busy = False

    def _recent_chosen(self, index: int) -> None:
        parsed = parse_account(str(self.recent.itemData(index) or ""))
        if parsed is None:
            return
        user, host, port, database = parsed
        self.user.setText(user)
        self.host.setText(host)
        self.port.setValue(port)
        self.database.setText(database)
        self.password.setText(secrets.load(self._account()) or "")

    def _account(self) -> str:
        return account(
            self.user.text().strip(),
            self.host.text().strip(),
            self.port.value(),
            self.database.text().strip(),
        )

    def say(self, text: str) -> None:
        self.problem.setText(f"⚠ {text}" if text else "")

    def try_connect(self) -> None:
        """Check the server off the GUI thread; connect when nothing stops it, else say why
        in the dialog (which stays open to fix the field)."""
        if self.busy:
            return
        host = self.host.text().strip()
        if not host:
            self.say(self.tr("Give the server's host name or address."))
            self.host.setFocus()
            return
        if not self.database.text().strip() or not self.user.text().strip():
            self.say(self.tr("Give the database and the user."))
            return
        url = make_url(
            host,
            self.port.value(),
            self.database.text().strip(),
            self.user.text().strip(),
            self.password.text(),
        )
        self.busy = True
        self.connect_btn.setEnabled(False)
        self.problem.setText(self.tr("Connecting to {0}…").format(host))

        def done(problem: Any) -> None:
            self.busy = False
            self.connect_btn.setEnabled(True)
            if problem is not None:
                self.say(self.tr("Cannot use this server: {0}.").format(problem.text))
                return
            self._connected(url)

        def failed(exc: BaseException) -> None:
            self.busy = False
            self.connect_btn.setEnabled(True)
            self.say(str(exc))

        run_task(lambda: check(url), done, failed, owner=self)

    def _connected(self, url: str) -> None:
        name = self._account()
        self.settings.add_recent_server(name)
        self.settings.set(opt.STATION_NAME, self.station.text().strip())
        if self.remember.isChecked() and self.password.text():
            if not secrets.save(name, self.password.text()):
                self.remember.setChecked(False)
        elif not self.remember.isChecked():
            secrets.forget(name)
        self.say("")
        self.accept()
        self.connected.emit(url)
