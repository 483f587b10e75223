# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'buy.ui'
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
    QFrame, QGridLayout, QLabel, QPushButton,
    QSizePolicy, QVBoxLayout, QWidget)

class Ui_BuyDialog(object):
    def setupUi(self, BuyDialog):
        if not BuyDialog.objectName():
            BuyDialog.setObjectName(u"BuyDialog")
        self.outer = QVBoxLayout(BuyDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(BuyDialog)
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

        self.chains = QGridLayout()
        self.chains.setObjectName(u"chains")
        self.chains.setHorizontalSpacing(16)
        self.chains.setVerticalSpacing(6)
        self.chain_header = QLabel(BuyDialog)
        self.chain_header.setObjectName(u"chain_header")
        font = QFont()
        font.setBold(True)
        self.chain_header.setFont(font)

        self.chains.addWidget(self.chain_header, 0, 0, 1, 2)

        self.size_header = QLabel(BuyDialog)
        self.size_header.setObjectName(u"size_header")
        self.size_header.setFont(font)

        self.chains.addWidget(self.size_header, 0, 2, 1, 1)

        self.price_header = QLabel(BuyDialog)
        self.price_header.setObjectName(u"price_header")
        self.price_header.setFont(font)

        self.chains.addWidget(self.price_header, 0, 3, 1, 1)

        self.bank_header = QLabel(BuyDialog)
        self.bank_header.setObjectName(u"bank_header")
        self.bank_header.setFont(font)

        self.chains.addWidget(self.bank_header, 0, 4, 1, 1)

        self.held_header = QLabel(BuyDialog)
        self.held_header.setObjectName(u"held_header")
        self.held_header.setFont(font)

        self.chains.addWidget(self.held_header, 0, 5, 1, 1)

        self.buy_header = QLabel(BuyDialog)
        self.buy_header.setObjectName(u"buy_header")
        self.buy_header.setFont(font)

        self.chains.addWidget(self.buy_header, 0, 6, 1, 1)

        self.chains.setColumnStretch(7, 1)

        self.body.addLayout(self.chains)

        self.total = QLabel(BuyDialog)
        self.total.setObjectName(u"total")
        self.total.setFont(font)

        self.body.addWidget(self.total)


        self.outer.addLayout(self.body)

        self.end_box = QFrame(BuyDialog)
        self.end_box.setObjectName(u"end_box")
        self.end_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.end_layout = QVBoxLayout(self.end_box)
        self.end_layout.setObjectName(u"end_layout")
        self.end_note = QLabel(self.end_box)
        self.end_note.setObjectName(u"end_note")
        self.end_note.setWordWrap(True)
        self.end_note.setTextFormat(Qt.TextFormat.PlainText)

        self.end_layout.addWidget(self.end_note)

        self.end_button = QPushButton(self.end_box)
        self.end_button.setObjectName(u"end_button")
        self.end_button.setAutoDefault(False)

        self.end_layout.addWidget(self.end_button, 0, Qt.AlignmentFlag.AlignLeft)


        self.outer.addWidget(self.end_box)

        self.buttons = QDialogButtonBox(BuyDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)


        self.retranslateUi(BuyDialog)

        QMetaObject.connectSlotsByName(BuyDialog)
    # setupUi

    def retranslateUi(self, BuyDialog):
        BuyDialog.setWindowTitle(QCoreApplication.translate("BuyDialog", u"Buy shares", None))
        self.chain_header.setText(QCoreApplication.translate("BuyDialog", u"Chain", None))
        self.size_header.setText(QCoreApplication.translate("BuyDialog", u"Size", None))
        self.price_header.setText(QCoreApplication.translate("BuyDialog", u"Price", None))
        self.bank_header.setText(QCoreApplication.translate("BuyDialog", u"In the bank", None))
        self.held_header.setText(QCoreApplication.translate("BuyDialog", u"You hold", None))
        self.buy_header.setText(QCoreApplication.translate("BuyDialog", u"Buy", None))
        self.end_note.setText(QCoreApplication.translate("BuyDialog", u"The game may end now. Declaring the end finishes this turn first: you will still be asked what to buy, and then the game is scored.", None))
        self.end_button.setText(QCoreApplication.translate("BuyDialog", u"&Declare the game over", None))
    # retranslateUi

