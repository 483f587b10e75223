# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'defunct_order.ui'
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
    QGridLayout, QLabel, QSizePolicy, QVBoxLayout,
    QWidget)

class Ui_DefunctOrderDialog(object):
    def setupUi(self, DefunctOrderDialog):
        if not DefunctOrderDialog.objectName():
            DefunctOrderDialog.setObjectName(u"DefunctOrderDialog")
        self.outer = QVBoxLayout(DefunctOrderDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(DefunctOrderDialog)
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

        self.order_note = QLabel(DefunctOrderDialog)
        self.order_note.setObjectName(u"order_note")
        self.order_note.setWordWrap(True)
        self.order_note.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.order_note)

        self.choices = QGridLayout()
        self.choices.setObjectName(u"choices")
        self.choices.setHorizontalSpacing(18)
        self.choices.setVerticalSpacing(8)
        self.chain_header = QLabel(DefunctOrderDialog)
        self.chain_header.setObjectName(u"chain_header")
        font = QFont()
        font.setBold(True)
        self.chain_header.setFont(font)

        self.choices.addWidget(self.chain_header, 0, 0, 1, 2)

        self.size_header = QLabel(DefunctOrderDialog)
        self.size_header.setObjectName(u"size_header")
        self.size_header.setFont(font)

        self.choices.addWidget(self.size_header, 0, 2, 1, 1)

        self.price_header = QLabel(DefunctOrderDialog)
        self.price_header.setObjectName(u"price_header")
        self.price_header.setFont(font)

        self.choices.addWidget(self.price_header, 0, 3, 1, 1)

        self.holders_header = QLabel(DefunctOrderDialog)
        self.holders_header.setObjectName(u"holders_header")
        self.holders_header.setFont(font)

        self.choices.addWidget(self.holders_header, 0, 4, 1, 1)

        self.bonuses_header = QLabel(DefunctOrderDialog)
        self.bonuses_header.setObjectName(u"bonuses_header")
        self.bonuses_header.setFont(font)

        self.choices.addWidget(self.bonuses_header, 0, 5, 1, 1)

        self.choices.setColumnStretch(5, 1)

        self.body.addLayout(self.choices)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(DefunctOrderDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)


        self.retranslateUi(DefunctOrderDialog)

        QMetaObject.connectSlotsByName(DefunctOrderDialog)
    # setupUi

    def retranslateUi(self, DefunctOrderDialog):
        DefunctOrderDialog.setWindowTitle(QCoreApplication.translate("DefunctOrderDialog", u"Merger: order of the defunct chains", None))
        self.chain_header.setText(QCoreApplication.translate("DefunctOrderDialog", u"Chain", None))
        self.size_header.setText(QCoreApplication.translate("DefunctOrderDialog", u"Size", None))
        self.price_header.setText(QCoreApplication.translate("DefunctOrderDialog", u"Price", None))
        self.holders_header.setText(QCoreApplication.translate("DefunctOrderDialog", u"Shareholders", None))
        self.bonuses_header.setText(QCoreApplication.translate("DefunctOrderDialog", u"Bonuses", None))
    # retranslateUi

