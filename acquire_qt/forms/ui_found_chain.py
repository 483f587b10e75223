# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'found_chain.ui'
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

class Ui_FoundChainDialog(object):
    def setupUi(self, FoundChainDialog):
        if not FoundChainDialog.objectName():
            FoundChainDialog.setObjectName(u"FoundChainDialog")
        self.outer = QVBoxLayout(FoundChainDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(FoundChainDialog)
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

        self.choices = QGridLayout()
        self.choices.setObjectName(u"choices")
        self.choices.setHorizontalSpacing(18)
        self.choices.setVerticalSpacing(8)
        self.chain_header = QLabel(FoundChainDialog)
        self.chain_header.setObjectName(u"chain_header")
        font = QFont()
        font.setBold(True)
        self.chain_header.setFont(font)

        self.choices.addWidget(self.chain_header, 0, 0, 1, 2)

        self.tier_header = QLabel(FoundChainDialog)
        self.tier_header.setObjectName(u"tier_header")
        self.tier_header.setFont(font)

        self.choices.addWidget(self.tier_header, 0, 2, 1, 1)

        self.price_header = QLabel(FoundChainDialog)
        self.price_header.setObjectName(u"price_header")
        self.price_header.setFont(font)

        self.choices.addWidget(self.price_header, 0, 3, 1, 1)

        self.reward_header = QLabel(FoundChainDialog)
        self.reward_header.setObjectName(u"reward_header")
        self.reward_header.setFont(font)

        self.choices.addWidget(self.reward_header, 0, 4, 1, 1)

        self.choices.setColumnStretch(4, 1)

        self.body.addLayout(self.choices)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(FoundChainDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)


        self.retranslateUi(FoundChainDialog)

        QMetaObject.connectSlotsByName(FoundChainDialog)
    # setupUi

    def retranslateUi(self, FoundChainDialog):
        FoundChainDialog.setWindowTitle(QCoreApplication.translate("FoundChainDialog", u"Found a chain", None))
        self.chain_header.setText(QCoreApplication.translate("FoundChainDialog", u"Chain", None))
        self.tier_header.setText(QCoreApplication.translate("FoundChainDialog", u"Tier", None))
        self.price_header.setText(QCoreApplication.translate("FoundChainDialog", u"Price per share", None))
        self.reward_header.setText(QCoreApplication.translate("FoundChainDialog", u"Founder's share", None))
    # retranslateUi

