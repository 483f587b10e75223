# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'trade_answer.ui'
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
    QFrame, QGridLayout, QHBoxLayout, QLabel,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

class Ui_TradeAnswerDialog(object):
    def setupUi(self, TradeAnswerDialog):
        if not TradeAnswerDialog.objectName():
            TradeAnswerDialog.setObjectName(u"TradeAnswerDialog")
        self.outer = QVBoxLayout(TradeAnswerDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(TradeAnswerDialog)
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

        self.sides = QHBoxLayout()
        self.sides.setSpacing(16)
        self.sides.setObjectName(u"sides")
        self.receive_side = QFrame(TradeAnswerDialog)
        self.receive_side.setObjectName(u"receive_side")
        self.receive_side.setFrameShape(QFrame.Shape.StyledPanel)
        self.receive_layout = QVBoxLayout(self.receive_side)
        self.receive_layout.setObjectName(u"receive_layout")
        self.receive_title = QLabel(self.receive_side)
        self.receive_title.setObjectName(u"receive_title")
        font = QFont()
        font.setBold(True)
        self.receive_title.setFont(font)

        self.receive_layout.addWidget(self.receive_title)

        self.receive_items = QGridLayout()
        self.receive_items.setObjectName(u"receive_items")
        self.receive_items.setHorizontalSpacing(8)
        self.receive_items.setColumnStretch(1, 1)

        self.receive_layout.addLayout(self.receive_items)

        self.receive_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.receive_layout.addItem(self.receive_spacer)

        self.receive_worth = QLabel(self.receive_side)
        self.receive_worth.setObjectName(u"receive_worth")
        self.receive_worth.setFont(font)

        self.receive_layout.addWidget(self.receive_worth)


        self.sides.addWidget(self.receive_side)

        self.pay_side = QFrame(TradeAnswerDialog)
        self.pay_side.setObjectName(u"pay_side")
        self.pay_side.setFrameShape(QFrame.Shape.StyledPanel)
        self.pay_layout = QVBoxLayout(self.pay_side)
        self.pay_layout.setObjectName(u"pay_layout")
        self.pay_title = QLabel(self.pay_side)
        self.pay_title.setObjectName(u"pay_title")
        self.pay_title.setFont(font)

        self.pay_layout.addWidget(self.pay_title)

        self.pay_items = QGridLayout()
        self.pay_items.setObjectName(u"pay_items")
        self.pay_items.setHorizontalSpacing(8)
        self.pay_items.setColumnStretch(1, 1)

        self.pay_layout.addLayout(self.pay_items)

        self.pay_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.pay_layout.addItem(self.pay_spacer)

        self.pay_worth = QLabel(self.pay_side)
        self.pay_worth.setObjectName(u"pay_worth")
        self.pay_worth.setFont(font)

        self.pay_layout.addWidget(self.pay_worth)


        self.sides.addWidget(self.pay_side)

        self.sides.setStretch(0, 1)
        self.sides.setStretch(1, 1)

        self.body.addLayout(self.sides)

        self.verdict = QLabel(TradeAnswerDialog)
        self.verdict.setObjectName(u"verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.verdict)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(TradeAnswerDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)


        self.retranslateUi(TradeAnswerDialog)

        QMetaObject.connectSlotsByName(TradeAnswerDialog)
    # setupUi

    def retranslateUi(self, TradeAnswerDialog):
        TradeAnswerDialog.setWindowTitle(QCoreApplication.translate("TradeAnswerDialog", u"Trade offer", None))
        self.receive_title.setText(QCoreApplication.translate("TradeAnswerDialog", u"You get", None))
        self.pay_title.setText(QCoreApplication.translate("TradeAnswerDialog", u"You give", None))
    # retranslateUi

