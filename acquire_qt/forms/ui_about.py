# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'about.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout,
    QWidget)

class Ui_AboutDialog(object):
    def setupUi(self, AboutDialog):
        if not AboutDialog.objectName():
            AboutDialog.setObjectName(u"AboutDialog")
        AboutDialog.resize(380, 180)
        self.main_layout = QVBoxLayout(AboutDialog)
        self.main_layout.setObjectName(u"main_layout")
        self.header = QHBoxLayout()
        self.header.setObjectName(u"header")
        self.icon = QLabel(AboutDialog)
        self.icon.setObjectName(u"icon")
        self.icon.setMinimumSize(QSize(64, 64))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.header.addWidget(self.icon)

        self.text = QLabel(AboutDialog)
        self.text.setObjectName(u"text")
        self.text.setText(u"<h3>Acquire</h3>")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)

        self.header.addWidget(self.text)


        self.main_layout.addLayout(self.header)

        self.buttons = QDialogButtonBox(AboutDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)

        self.main_layout.addWidget(self.buttons)


        self.retranslateUi(AboutDialog)
        self.buttons.rejected.connect(AboutDialog.reject)

        QMetaObject.connectSlotsByName(AboutDialog)
    # setupUi

    def retranslateUi(self, AboutDialog):
        AboutDialog.setWindowTitle(QCoreApplication.translate("AboutDialog", u"About Acquire", None))
    # retranslateUi

