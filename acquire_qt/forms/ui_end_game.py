# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'end_game.ui'
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
    QLabel, QSizePolicy, QVBoxLayout, QWidget)

class Ui_EndGameDialog(object):
    def setupUi(self, EndGameDialog):
        if not EndGameDialog.objectName():
            EndGameDialog.setObjectName(u"EndGameDialog")
        self.outer = QVBoxLayout(EndGameDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(EndGameDialog)
        self.prompt.setObjectName(u"prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.prompt.sizePolicy().hasHeightForWidth())
        self.prompt.setSizePolicy(sizePolicy)
        self.prompt.setMinimumSize(QSize(560, 0))

        self.body.addWidget(self.prompt)

        self.condition = QLabel(EndGameDialog)
        self.condition.setObjectName(u"condition")
        self.condition.setWordWrap(True)
        self.condition.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.condition)

        self.scoring = QLabel(EndGameDialog)
        self.scoring.setObjectName(u"scoring")
        self.scoring.setWordWrap(True)
        self.scoring.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.scoring)

        self.final = QLabel(EndGameDialog)
        self.final.setObjectName(u"final")
        self.final.setWordWrap(True)
        self.final.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.final)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(EndGameDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)


        self.retranslateUi(EndGameDialog)

        QMetaObject.connectSlotsByName(EndGameDialog)
    # setupUi

    def retranslateUi(self, EndGameDialog):
        EndGameDialog.setWindowTitle(QCoreApplication.translate("EndGameDialog", u"Declare the game over", None))
        self.scoring.setText(QCoreApplication.translate("EndGameDialog", u"Your turn is completed first: you still place your tile and buy shares as usual. Then the game is scored: every active chain pays its majority and minority bonuses, all shares of active chains are sold to the bank, and the richest player wins.", None))
        self.final.setText(QCoreApplication.translate("EndGameDialog", u"This cannot be taken back.", None))
    # retranslateUi

