# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'sell_shares.ui'
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
    QGridLayout, QHBoxLayout, QLabel, QSizePolicy,
    QSpacerItem, QVBoxLayout, QWidget)

from acquire_qt.dialogs.spin_boxes import ClampingSpinBox

class Ui_SellSharesDialog(object):
    def setupUi(self, SellSharesDialog):
        if not SellSharesDialog.objectName():
            SellSharesDialog.setObjectName(u"SellSharesDialog")
        self.outer = QVBoxLayout(SellSharesDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(SellSharesDialog)
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

        self.companies = QGridLayout()
        self.companies.setObjectName(u"companies")
        self.companies.setHorizontalSpacing(18)
        self.companies.setVerticalSpacing(8)
        self.company_header = QLabel(SellSharesDialog)
        self.company_header.setObjectName(u"company_header")
        font = QFont()
        font.setBold(True)
        self.company_header.setFont(font)

        self.companies.addWidget(self.company_header, 0, 0, 1, 2)

        self.size_header = QLabel(SellSharesDialog)
        self.size_header.setObjectName(u"size_header")
        self.size_header.setFont(font)

        self.companies.addWidget(self.size_header, 0, 2, 1, 1)

        self.price_header = QLabel(SellSharesDialog)
        self.price_header.setObjectName(u"price_header")
        self.price_header.setFont(font)

        self.companies.addWidget(self.price_header, 0, 3, 1, 1)

        self.held_header = QLabel(SellSharesDialog)
        self.held_header.setObjectName(u"held_header")
        self.held_header.setFont(font)

        self.companies.addWidget(self.held_header, 0, 4, 1, 1)

        self.companies.setColumnStretch(5, 1)

        self.body.addLayout(self.companies)

        self.count_row = QHBoxLayout()
        self.count_row.setObjectName(u"count_row")
        self.count_label = QLabel(SellSharesDialog)
        self.count_label.setObjectName(u"count_label")

        self.count_row.addWidget(self.count_label)

        self.count = ClampingSpinBox(SellSharesDialog)
        self.count.setObjectName(u"count")
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight|Qt.AlignmentFlag.AlignTrailing|Qt.AlignmentFlag.AlignVCenter)
        self.count.setMinimumSize(QSize(80, 0))

        self.count_row.addWidget(self.count)

        self.count_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.count_row.addItem(self.count_spacer)


        self.body.addLayout(self.count_row)

        self.proceeds = QLabel(SellSharesDialog)
        self.proceeds.setObjectName(u"proceeds")
        self.proceeds.setFont(font)
        self.proceeds.setWordWrap(True)

        self.body.addWidget(self.proceeds)

        self.sold_note = QLabel(SellSharesDialog)
        self.sold_note.setObjectName(u"sold_note")
        self.sold_note.setWordWrap(True)
        self.sold_note.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.sold_note)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(SellSharesDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.count_label.setBuddy(self.count)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SellSharesDialog)

        QMetaObject.connectSlotsByName(SellSharesDialog)
    # setupUi

    def retranslateUi(self, SellSharesDialog):
        SellSharesDialog.setWindowTitle(QCoreApplication.translate("SellSharesDialog", u"Sell shares to the bank", None))
        self.company_header.setText(QCoreApplication.translate("SellSharesDialog", u"Company", None))
        self.size_header.setText(QCoreApplication.translate("SellSharesDialog", u"Size", None))
        self.price_header.setText(QCoreApplication.translate("SellSharesDialog", u"Price", None))
        self.held_header.setText(QCoreApplication.translate("SellSharesDialog", u"You hold", None))
        self.count_label.setText(QCoreApplication.translate("SellSharesDialog", u"&Number of shares to sell:", None))
        self.sold_note.setText(QCoreApplication.translate("SellSharesDialog", u"Shares sold go back to the bank, where anyone may buy them again at the current price.", None))
    # retranslateUi

