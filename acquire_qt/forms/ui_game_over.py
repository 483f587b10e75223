# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'game_over.ui'
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
    QHBoxLayout, QHeaderView, QLabel, QSizePolicy,
    QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

class Ui_GameOverDialog(object):
    def setupUi(self, GameOverDialog):
        if not GameOverDialog.objectName():
            GameOverDialog.setObjectName(u"GameOverDialog")
        GameOverDialog.setSizeGripEnabled(True)
        self.outer = QVBoxLayout(GameOverDialog)
        self.outer.setSpacing(10)
        self.outer.setObjectName(u"outer")
        self.headline = QLabel(GameOverDialog)
        self.headline.setObjectName(u"headline")
        font = QFont()
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)

        self.outer.addWidget(self.headline)

        self.results = QHBoxLayout()
        self.results.setSpacing(16)
        self.results.setObjectName(u"results")
        self.standings_column = QVBoxLayout()
        self.standings_column.setObjectName(u"standings_column")
        self.standings_header = QLabel(GameOverDialog)
        self.standings_header.setObjectName(u"standings_header")
        self.standings_header.setFont(font)

        self.standings_column.addWidget(self.standings_header)

        self.standings = QTreeWidget(GameOverDialog)
        self.standings.setObjectName(u"standings")
        self.standings.setRootIsDecorated(True)
        self.standings.setAlternatingRowColors(True)
        self.standings.setUniformRowHeights(True)

        self.standings_column.addWidget(self.standings)

        self.standings_hint = QLabel(GameOverDialog)
        self.standings_hint.setObjectName(u"standings_hint")
        self.standings_hint.setWordWrap(True)

        self.standings_column.addWidget(self.standings_hint)


        self.results.addLayout(self.standings_column)

        self.ai_in_seat_column = QVBoxLayout()
        self.ai_in_seat_column.setObjectName(u"ai_in_seat_column")
        self.ai_in_seat_header = QLabel(GameOverDialog)
        self.ai_in_seat_header.setObjectName(u"ai_in_seat_header")
        self.ai_in_seat_header.setFont(font)

        self.ai_in_seat_column.addWidget(self.ai_in_seat_header)

        self.ai_in_seat_box = QVBoxLayout()
        self.ai_in_seat_box.setObjectName(u"ai_in_seat_box")

        self.ai_in_seat_column.addLayout(self.ai_in_seat_box)


        self.results.addLayout(self.ai_in_seat_column)

        self.results.setStretch(0, 3)
        self.results.setStretch(1, 2)

        self.outer.addLayout(self.results)

        self.charts = QHBoxLayout()
        self.charts.setSpacing(16)
        self.charts.setObjectName(u"charts")
        self.net_worth_column = QVBoxLayout()
        self.net_worth_column.setObjectName(u"net_worth_column")
        self.chart_header = QLabel(GameOverDialog)
        self.chart_header.setObjectName(u"chart_header")
        self.chart_header.setFont(font)

        self.net_worth_column.addWidget(self.chart_header)

        self.chart_box = QVBoxLayout()
        self.chart_box.setObjectName(u"chart_box")

        self.net_worth_column.addLayout(self.chart_box)


        self.charts.addLayout(self.net_worth_column)

        self.win_chance_column = QVBoxLayout()
        self.win_chance_column.setObjectName(u"win_chance_column")
        self.win_chance_header = QLabel(GameOverDialog)
        self.win_chance_header.setObjectName(u"win_chance_header")
        self.win_chance_header.setFont(font)

        self.win_chance_column.addWidget(self.win_chance_header)

        self.win_chance_box = QVBoxLayout()
        self.win_chance_box.setObjectName(u"win_chance_box")

        self.win_chance_column.addLayout(self.win_chance_box)


        self.charts.addLayout(self.win_chance_column)

        self.charts.setStretch(0, 1)
        self.charts.setStretch(1, 1)

        self.outer.addLayout(self.charts)

        self.buttons = QDialogButtonBox(GameOverDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)

        self.outer.addWidget(self.buttons)

        self.outer.setStretch(2, 1)

        self.retranslateUi(GameOverDialog)
        self.buttons.rejected.connect(GameOverDialog.reject)
        self.buttons.accepted.connect(GameOverDialog.accept)

        QMetaObject.connectSlotsByName(GameOverDialog)
    # setupUi

    def retranslateUi(self, GameOverDialog):
        GameOverDialog.setWindowTitle(QCoreApplication.translate("GameOverDialog", u"Game over", None))
        self.standings_header.setText(QCoreApplication.translate("GameOverDialog", u"Standings and final payout", None))
        ___qtreewidgetitem = self.standings.headerItem()
        ___qtreewidgetitem.setText(5, QCoreApplication.translate("GameOverDialog", u"Final cash", None))
        ___qtreewidgetitem.setText(4, QCoreApplication.translate("GameOverDialog", u"Share sales", None))
        ___qtreewidgetitem.setText(3, QCoreApplication.translate("GameOverDialog", u"Bonuses", None))
        ___qtreewidgetitem.setText(2, QCoreApplication.translate("GameOverDialog", u"Before scoring", None))
        ___qtreewidgetitem.setText(1, QCoreApplication.translate("GameOverDialog", u"Player", None))
        ___qtreewidgetitem.setText(0, QCoreApplication.translate("GameOverDialog", u"Rank", None))
        self.standings_hint.setText(QCoreApplication.translate("GameOverDialog", u"Open a player's row (\u2192 or click the arrow) for each bonus and share sale.", None))
        self.ai_in_seat_header.setText(QCoreApplication.translate("GameOverDialog", u"How would the AI have done in your seat?", None))
        self.chart_header.setText(QCoreApplication.translate("GameOverDialog", u"Net worth over the game", None))
        self.win_chance_header.setText(QCoreApplication.translate("GameOverDialog", u"Chance of winning, as the AI estimated it", None))
    # retranslateUi

