# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'disposal.ui'
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
    QGridLayout, QHBoxLayout, QLabel, QPushButton,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

from acquire_qt.dialogs.spin_boxes import (ClampingSpinBox, EvenSpinBox)

class Ui_DisposalDialog(object):
    def setupUi(self, DisposalDialog):
        if not DisposalDialog.objectName():
            DisposalDialog.setObjectName(u"DisposalDialog")
        self.outer = QVBoxLayout(DisposalDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(DisposalDialog)
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

        self.merger = QWidget(DisposalDialog)
        self.merger.setObjectName(u"merger")
        self.merger_row = QHBoxLayout(self.merger)
        self.merger_row.setObjectName(u"merger_row")
        self.merger_row.setContentsMargins(0, 0, 0, 0)
        self.defunct_price = QLabel(self.merger)
        self.defunct_price.setObjectName(u"defunct_price")
        font = QFont()
        font.setBold(True)
        self.defunct_price.setFont(font)

        self.merger_row.addWidget(self.defunct_price)

        self.arrow_before = QSpacerItem(16, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)

        self.merger_row.addItem(self.arrow_before)

        self.arrow = QLabel(self.merger)
        self.arrow.setObjectName(u"arrow")
        self.arrow.setText(u"\u2192")

        self.merger_row.addWidget(self.arrow)

        self.arrow_after = QSpacerItem(16, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)

        self.merger_row.addItem(self.arrow_after)

        self.survivor_left = QLabel(self.merger)
        self.survivor_left.setObjectName(u"survivor_left")
        self.survivor_left.setFont(font)

        self.merger_row.addWidget(self.survivor_left)

        self.merger_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.merger_row.addItem(self.merger_spacer)


        self.body.addWidget(self.merger)

        self.trade_note = QLabel(DisposalDialog)
        self.trade_note.setObjectName(u"trade_note")
        self.trade_note.setWordWrap(True)
        self.trade_note.setTextFormat(Qt.TextFormat.PlainText)

        self.body.addWidget(self.trade_note)

        self.amounts = QGridLayout()
        self.amounts.setObjectName(u"amounts")
        self.amounts.setHorizontalSpacing(14)
        self.amounts.setVerticalSpacing(8)
        self.sell_label = QLabel(DisposalDialog)
        self.sell_label.setObjectName(u"sell_label")

        self.amounts.addWidget(self.sell_label, 0, 0, 1, 1)

        self.sell = ClampingSpinBox(DisposalDialog)
        self.sell.setObjectName(u"sell")
        self.sell.setAlignment(Qt.AlignmentFlag.AlignRight|Qt.AlignmentFlag.AlignTrailing|Qt.AlignmentFlag.AlignVCenter)
        self.sell.setMinimumSize(QSize(80, 0))
        self.sell.setAccelerated(False)

        self.amounts.addWidget(self.sell, 0, 1, 1, 1)

        self.sell_result = QLabel(DisposalDialog)
        self.sell_result.setObjectName(u"sell_result")

        self.amounts.addWidget(self.sell_result, 0, 2, 1, 1)

        self.trade_label = QLabel(DisposalDialog)
        self.trade_label.setObjectName(u"trade_label")

        self.amounts.addWidget(self.trade_label, 1, 0, 1, 1)

        self.trade = EvenSpinBox(DisposalDialog)
        self.trade.setObjectName(u"trade")
        self.trade.setAlignment(Qt.AlignmentFlag.AlignRight|Qt.AlignmentFlag.AlignTrailing|Qt.AlignmentFlag.AlignVCenter)
        self.trade.setMinimumSize(QSize(80, 0))
        self.trade.setAccelerated(False)

        self.amounts.addWidget(self.trade, 1, 1, 1, 1)

        self.trade_result = QLabel(DisposalDialog)
        self.trade_result.setObjectName(u"trade_result")

        self.amounts.addWidget(self.trade_result, 1, 2, 1, 1)

        self.keep_label = QLabel(DisposalDialog)
        self.keep_label.setObjectName(u"keep_label")

        self.amounts.addWidget(self.keep_label, 2, 0, 1, 1)

        self.keep = QLabel(DisposalDialog)
        self.keep.setObjectName(u"keep")
        self.keep.setAlignment(Qt.AlignmentFlag.AlignRight|Qt.AlignmentFlag.AlignTrailing|Qt.AlignmentFlag.AlignVCenter)

        self.amounts.addWidget(self.keep, 2, 1, 1, 1)

        self.keep_result = QLabel(DisposalDialog)
        self.keep_result.setObjectName(u"keep_result")

        self.amounts.addWidget(self.keep_result, 2, 2, 1, 1)

        self.amounts.setColumnStretch(2, 1)

        self.body.addLayout(self.amounts)

        self.quick = QHBoxLayout()
        self.quick.setObjectName(u"quick")
        self.sell_all_button = QPushButton(DisposalDialog)
        self.sell_all_button.setObjectName(u"sell_all_button")
        self.sell_all_button.setAutoDefault(False)

        self.quick.addWidget(self.sell_all_button)

        self.trade_max_button = QPushButton(DisposalDialog)
        self.trade_max_button.setObjectName(u"trade_max_button")
        self.trade_max_button.setAutoDefault(False)

        self.quick.addWidget(self.trade_max_button)

        self.keep_all_button = QPushButton(DisposalDialog)
        self.keep_all_button.setObjectName(u"keep_all_button")
        self.keep_all_button.setAutoDefault(False)

        self.quick.addWidget(self.keep_all_button)

        self.quick_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.quick.addItem(self.quick_spacer)


        self.body.addLayout(self.quick)

        self.summary = QLabel(DisposalDialog)
        self.summary.setObjectName(u"summary")
        self.summary.setFont(font)
        self.summary.setWordWrap(True)

        self.body.addWidget(self.summary)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(DisposalDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.sell_label.setBuddy(self.sell)
        self.trade_label.setBuddy(self.trade)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(DisposalDialog)

        QMetaObject.connectSlotsByName(DisposalDialog)
    # setupUi

    def retranslateUi(self, DisposalDialog):
        DisposalDialog.setWindowTitle(QCoreApplication.translate("DisposalDialog", u"Merger: a chain is defunct", None))
        self.keep_label.setText(QCoreApplication.translate("DisposalDialog", u"Keep:", None))
        self.sell_all_button.setText(QCoreApplication.translate("DisposalDialog", u"Sell &all", None))
        self.trade_max_button.setText(QCoreApplication.translate("DisposalDialog", u"Trade &max", None))
        self.keep_all_button.setText(QCoreApplication.translate("DisposalDialog", u"&Keep all", None))
    # retranslateUi

