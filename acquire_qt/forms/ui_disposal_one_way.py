# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'disposal_one_way.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QButtonGroup, QDialog,
    QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel,
    QRadioButton, QSizePolicy, QSpacerItem, QVBoxLayout,
    QWidget)

class Ui_DisposalOneWayDialog(object):
    def setupUi(self, DisposalOneWayDialog):
        if not DisposalOneWayDialog.objectName():
            DisposalOneWayDialog.setObjectName(u"DisposalOneWayDialog")
        self.outer = QVBoxLayout(DisposalOneWayDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        self.body.setObjectName(u"body")
        self.prompt = QLabel(DisposalOneWayDialog)
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

        self.merger = QWidget(DisposalOneWayDialog)
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

        self.ways = QGridLayout()
        self.ways.setObjectName(u"ways")
        self.ways.setHorizontalSpacing(18)
        self.ways.setVerticalSpacing(10)
        self.ways_header = QLabel(DisposalOneWayDialog)
        self.ways_header.setObjectName(u"ways_header")
        self.ways_header.setFont(font)

        self.ways.addWidget(self.ways_header, 0, 0, 1, 2)

        self.way_sell = QRadioButton(DisposalOneWayDialog)
        self.way_group = QButtonGroup(DisposalOneWayDialog)
        self.way_group.setObjectName(u"way_group")
        self.way_group.addButton(self.way_sell)
        self.way_sell.setObjectName(u"way_sell")

        self.ways.addWidget(self.way_sell, 1, 0, 1, 1, Qt.AlignmentFlag.AlignTop)

        self.result_sell = QLabel(DisposalOneWayDialog)
        self.result_sell.setObjectName(u"result_sell")
        self.result_sell.setWordWrap(True)
        self.result_sell.setTextFormat(Qt.TextFormat.PlainText)
        self.result_sell.setMinimumSize(QSize(380, 0))

        self.ways.addWidget(self.result_sell, 1, 1, 1, 1)

        self.way_trade = QRadioButton(DisposalOneWayDialog)
        self.way_group.addButton(self.way_trade)
        self.way_trade.setObjectName(u"way_trade")

        self.ways.addWidget(self.way_trade, 2, 0, 1, 1, Qt.AlignmentFlag.AlignTop)

        self.result_trade = QLabel(DisposalOneWayDialog)
        self.result_trade.setObjectName(u"result_trade")
        self.result_trade.setWordWrap(True)
        self.result_trade.setTextFormat(Qt.TextFormat.PlainText)
        self.result_trade.setMinimumSize(QSize(380, 0))

        self.ways.addWidget(self.result_trade, 2, 1, 1, 1)

        self.way_keep = QRadioButton(DisposalOneWayDialog)
        self.way_group.addButton(self.way_keep)
        self.way_keep.setObjectName(u"way_keep")

        self.ways.addWidget(self.way_keep, 3, 0, 1, 1, Qt.AlignmentFlag.AlignTop)

        self.result_keep = QLabel(DisposalOneWayDialog)
        self.result_keep.setObjectName(u"result_keep")
        self.result_keep.setWordWrap(True)
        self.result_keep.setTextFormat(Qt.TextFormat.PlainText)
        self.result_keep.setMinimumSize(QSize(380, 0))

        self.ways.addWidget(self.result_keep, 3, 1, 1, 1)

        self.ways.setColumnStretch(1, 1)

        self.body.addLayout(self.ways)


        self.outer.addLayout(self.body)

        self.buttons = QDialogButtonBox(DisposalOneWayDialog)
        self.buttons.setObjectName(u"buttons")

        self.outer.addWidget(self.buttons)


        self.retranslateUi(DisposalOneWayDialog)

        QMetaObject.connectSlotsByName(DisposalOneWayDialog)
    # setupUi

    def retranslateUi(self, DisposalOneWayDialog):
        DisposalOneWayDialog.setWindowTitle(QCoreApplication.translate("DisposalOneWayDialog", u"Merger: a company is defunct", None))
        self.way_sell.setText(QCoreApplication.translate("DisposalOneWayDialog", u"&Sell all", None))
#if QT_CONFIG(accessibility)
        self.way_sell.setAccessibleName(QCoreApplication.translate("DisposalOneWayDialog", u"Sell all", None))
#endif // QT_CONFIG(accessibility)
        self.way_trade.setText(QCoreApplication.translate("DisposalOneWayDialog", u"&Trade all, 2 for 1", None))
#if QT_CONFIG(accessibility)
        self.way_trade.setAccessibleName(QCoreApplication.translate("DisposalOneWayDialog", u"Trade all, 2 for 1", None))
#endif // QT_CONFIG(accessibility)
        self.way_keep.setText(QCoreApplication.translate("DisposalOneWayDialog", u"&Keep all", None))
#if QT_CONFIG(accessibility)
        self.way_keep.setAccessibleName(QCoreApplication.translate("DisposalOneWayDialog", u"Keep all", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

