# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'play_on.ui'
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
    QFormLayout, QLabel, QSizePolicy, QVBoxLayout,
    QWidget)

class Ui_PlayOnDialog(object):
    def setupUi(self, PlayOnDialog):
        if not PlayOnDialog.objectName():
            PlayOnDialog.setObjectName(u"PlayOnDialog")
        self.main_layout = QVBoxLayout(PlayOnDialog)
        self.main_layout.setObjectName(u"main_layout")
        self.intro = QLabel(PlayOnDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.intro.setWordWrap(True)

        self.main_layout.addWidget(self.intro)

        self.seats_form = QFormLayout()
        self.seats_form.setObjectName(u"seats_form")

        self.main_layout.addLayout(self.seats_form)

        self.buttons = QDialogButtonBox(PlayOnDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.main_layout.addWidget(self.buttons)


        self.retranslateUi(PlayOnDialog)
        self.buttons.accepted.connect(PlayOnDialog.accept)
        self.buttons.rejected.connect(PlayOnDialog.reject)

        QMetaObject.connectSlotsByName(PlayOnDialog)
    # setupUi

    def retranslateUi(self, PlayOnDialog):
        PlayOnDialog.setWindowTitle(QCoreApplication.translate("PlayOnDialog", u"Play on from here", None))
    # retranslateUi

