# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'trade_proposal.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QDialog,
    QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

class Ui_TradeProposalDialog(object):
    def setupUi(self, TradeProposalDialog):
        if not TradeProposalDialog.objectName():
            TradeProposalDialog.setObjectName(u"TradeProposalDialog")
        self.outer = QVBoxLayout(TradeProposalDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(TradeProposalDialog)
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

        self.target_row = QHBoxLayout()
        self.target_row.setObjectName(u"target_row")
        self.target_label = QLabel(TradeProposalDialog)
        self.target_label.setObjectName(u"target_label")

        self.target_row.addWidget(self.target_label)

        self.target = QComboBox(TradeProposalDialog)
        self.target.setObjectName(u"target")

        self.target_row.addWidget(self.target)

        self.target_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.target_row.addItem(self.target_spacer)


        self.body.addLayout(self.target_row)

        self.items = QGridLayout()
        self.items.setObjectName(u"items")
        self.items.setHorizontalSpacing(14)
        self.items.setVerticalSpacing(6)
        self.company_header = QLabel(TradeProposalDialog)
        self.company_header.setObjectName(u"company_header")
        font = QFont()
        font.setBold(True)
        self.company_header.setFont(font)

        self.items.addWidget(self.company_header, 0, 0, 1, 2)

        self.price_header = QLabel(TradeProposalDialog)
        self.price_header.setObjectName(u"price_header")
        self.price_header.setFont(font)

        self.items.addWidget(self.price_header, 0, 2, 1, 1)

        self.give_header = QLabel(TradeProposalDialog)
        self.give_header.setObjectName(u"give_header")
        self.give_header.setFont(font)

        self.items.addWidget(self.give_header, 0, 3, 1, 2)

        self.get_header = QLabel(TradeProposalDialog)
        self.get_header.setObjectName(u"get_header")
        self.get_header.setFont(font)

        self.items.addWidget(self.get_header, 0, 5, 1, 2)

        self.items.setColumnStretch(7, 1)

        self.body.addLayout(self.items)

        self.hidden_note = QLabel(TradeProposalDialog)
        self.hidden_note.setObjectName(u"hidden_note")
        self.hidden_note.setWordWrap(True)
        self.hidden_note.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.hidden_note)

        self.summary = QLabel(TradeProposalDialog)
        self.summary.setObjectName(u"summary")
        self.summary.setFont(font)
        self.summary.setWordWrap(True)

        self.body.addWidget(self.summary)

        self.error = QLabel(TradeProposalDialog)
        self.error.setObjectName(u"error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(u"QLabel { color: #b00020; font-weight: bold; }")
        self.error.setVisible(False)

        self.body.addWidget(self.error)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(TradeProposalDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.target_label.setBuddy(self.target)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(TradeProposalDialog)

        QMetaObject.connectSlotsByName(TradeProposalDialog)
    # setupUi

    def retranslateUi(self, TradeProposalDialog):
        TradeProposalDialog.setWindowTitle(QCoreApplication.translate("TradeProposalDialog", u"Propose a trade", None))
        self.target_label.setText(QCoreApplication.translate("TradeProposalDialog", u"Trade &with:", None))
        self.company_header.setText(QCoreApplication.translate("TradeProposalDialog", u"Company", None))
        self.price_header.setText(QCoreApplication.translate("TradeProposalDialog", u"Price", None))
        self.give_header.setText(QCoreApplication.translate("TradeProposalDialog", u"You give", None))
        self.get_header.setText(QCoreApplication.translate("TradeProposalDialog", u"You get", None))
        self.hidden_note.setText(QCoreApplication.translate("TradeProposalDialog", u"Holdings are hidden: the game checks that the other player has what you ask for when you propose.", None))
    # retranslateUi

