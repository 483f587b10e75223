"""The About box: the game's name, version and what it is built with (form ``ui/about.ui``)."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QWidget

from acquire_qt import __version__
from acquire_qt.build import build_description
from acquire_qt.forms.ui_about import Ui_AboutDialog


class AboutDialog(QDialog):
    """Shows the version; Close dismisses it."""

    def __init__(self, parent: QWidget | None = None, icon: QIcon | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_AboutDialog()
        self.ui.setupUi(self)
        if icon is not None and not icon.isNull():
            self.ui.icon.setPixmap(icon.pixmap(64, 64))
        self.ui.text.setText(
            self.tr(
                "<h3>Acquire {version}</h3><p>Sid Sackson's game of hotel chains, stock and "
                "mergers, for the desktop.</p><p>Built with Python and Qt (PySide6); {build}.</p>"
            ).format(version=__version__, build=build_description())
        )
