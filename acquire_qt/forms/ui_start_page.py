# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'start_page.ui'
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
from PySide6.QtWidgets import (QApplication, QGroupBox, QHBoxLayout, QLabel,
    QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
    QSpacerItem, QVBoxLayout, QWidget)

class Ui_StartPage(object):
    def setupUi(self, StartPage):
        if not StartPage.objectName():
            StartPage.setObjectName(u"StartPage")
        StartPage.resize(860, 560)
        self.centring = QHBoxLayout(StartPage)
        self.centring.setObjectName(u"centring")
        self.left_space = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.centring.addItem(self.left_space)

        self.page = QVBoxLayout()
        self.page.setSpacing(14)
        self.page.setObjectName(u"page")
        self.top_space = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.page.addItem(self.top_space)

        self.title = QLabel(StartPage)
        self.title.setObjectName(u"title")
        font = QFont()
        font.setPointSize(26)
        font.setBold(True)
        self.title.setFont(font)

        self.page.addWidget(self.title)

        self.subtitle = QLabel(StartPage)
        self.subtitle.setObjectName(u"subtitle")
        self.subtitle.setWordWrap(True)

        self.page.addWidget(self.subtitle)

        self.columns = QHBoxLayout()
        self.columns.setSpacing(18)
        self.columns.setObjectName(u"columns")
        self.play_column = QVBoxLayout()
        self.play_column.setSpacing(12)
        self.play_column.setObjectName(u"play_column")
        self.continue_box = QGroupBox(StartPage)
        self.continue_box.setObjectName(u"continue_box")
        self.continue_layout = QVBoxLayout(self.continue_box)
        self.continue_layout.setObjectName(u"continue_layout")
        self.continue_summary = QLabel(self.continue_box)
        self.continue_summary.setObjectName(u"continue_summary")
        self.continue_summary.setWordWrap(True)
        self.continue_summary.setTextFormat(Qt.TextFormat.PlainText)

        self.continue_layout.addWidget(self.continue_summary)

        self.continue_button = QPushButton(self.continue_box)
        self.continue_button.setObjectName(u"continue_button")
        self.continue_button.setAutoDefault(True)

        self.continue_layout.addWidget(self.continue_button)


        self.play_column.addWidget(self.continue_box)

        self.new_box = QGroupBox(StartPage)
        self.new_box.setObjectName(u"new_box")
        self.new_layout = QVBoxLayout(self.new_box)
        self.new_layout.setObjectName(u"new_layout")
        self.quick_button = QPushButton(self.new_box)
        self.quick_button.setObjectName(u"quick_button")
        self.quick_button.setAutoDefault(True)

        self.new_layout.addWidget(self.quick_button)

        self.daily_button = QPushButton(self.new_box)
        self.daily_button.setObjectName(u"daily_button")
        self.daily_button.setAutoDefault(True)

        self.new_layout.addWidget(self.daily_button)

        self.more_new = QHBoxLayout()
        self.more_new.setObjectName(u"more_new")
        self.hot_seat_button = QPushButton(self.new_box)
        self.hot_seat_button.setObjectName(u"hot_seat_button")
        self.hot_seat_button.setAutoDefault(True)

        self.more_new.addWidget(self.hot_seat_button)

        self.custom_button = QPushButton(self.new_box)
        self.custom_button.setObjectName(u"custom_button")
        self.custom_button.setAutoDefault(True)

        self.more_new.addWidget(self.custom_button)


        self.new_layout.addLayout(self.more_new)


        self.play_column.addWidget(self.new_box)

        self.help_box = QGroupBox(StartPage)
        self.help_box.setObjectName(u"help_box")
        self.help_layout = QHBoxLayout(self.help_box)
        self.help_layout.setObjectName(u"help_layout")
        self.learn_button = QPushButton(self.help_box)
        self.learn_button.setObjectName(u"learn_button")
        self.learn_button.setAutoDefault(True)

        self.help_layout.addWidget(self.learn_button)

        self.rules_button = QPushButton(self.help_box)
        self.rules_button.setObjectName(u"rules_button")
        self.rules_button.setAutoDefault(True)

        self.help_layout.addWidget(self.rules_button)


        self.play_column.addWidget(self.help_box)

        self.play_space = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.play_column.addItem(self.play_space)


        self.columns.addLayout(self.play_column)

        self.games_box = QGroupBox(StartPage)
        self.games_box.setObjectName(u"games_box")
        self.games_layout = QVBoxLayout(self.games_box)
        self.games_layout.setObjectName(u"games_layout")
        self.games_label = QLabel(self.games_box)
        self.games_label.setObjectName(u"games_label")
        self.games_label.setWordWrap(True)

        self.games_layout.addWidget(self.games_label)

        self.games_list = QListWidget(self.games_box)
        self.games_list.setObjectName(u"games_list")
        self.games_list.setMinimumSize(QSize(360, 0))
        self.games_list.setAlternatingRowColors(True)
        self.games_list.setSpacing(4)
        self.games_list.setWordWrap(True)

        self.games_layout.addWidget(self.games_list)

        self.no_games = QLabel(self.games_box)
        self.no_games.setObjectName(u"no_games")
        self.no_games.setWordWrap(True)

        self.games_layout.addWidget(self.no_games)

        self.again_button = QPushButton(self.games_box)
        self.again_button.setObjectName(u"again_button")
        self.again_button.setAutoDefault(True)

        self.games_layout.addWidget(self.again_button)

        self.open_button = QPushButton(self.games_box)
        self.open_button.setObjectName(u"open_button")
        self.open_button.setAutoDefault(True)

        self.games_layout.addWidget(self.open_button)


        self.columns.addWidget(self.games_box)


        self.page.addLayout(self.columns)

        self.bottom_space = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.page.addItem(self.bottom_space)


        self.centring.addLayout(self.page)

        self.right_space = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.centring.addItem(self.right_space)

#if QT_CONFIG(shortcut)
        self.games_label.setBuddy(self.games_list)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.continue_button, self.quick_button)
        QWidget.setTabOrder(self.quick_button, self.daily_button)
        QWidget.setTabOrder(self.daily_button, self.hot_seat_button)
        QWidget.setTabOrder(self.hot_seat_button, self.custom_button)
        QWidget.setTabOrder(self.custom_button, self.learn_button)
        QWidget.setTabOrder(self.learn_button, self.rules_button)
        QWidget.setTabOrder(self.rules_button, self.games_list)
        QWidget.setTabOrder(self.games_list, self.again_button)
        QWidget.setTabOrder(self.again_button, self.open_button)

        self.retranslateUi(StartPage)

        QMetaObject.connectSlotsByName(StartPage)
    # setupUi

    def retranslateUi(self, StartPage):
        self.title.setText(QCoreApplication.translate("StartPage", u"Acquire", None))
        self.subtitle.setText(QCoreApplication.translate("StartPage", u"Place tiles to found hotel chains, buy their shares, and merge them for bonuses. The richest player wins.", None))
        self.continue_box.setTitle(QCoreApplication.translate("StartPage", u"Your unfinished game", None))
        self.continue_button.setText(QCoreApplication.translate("StartPage", u"&Continue", None))
#if QT_CONFIG(tooltip)
        self.continue_button.setToolTip(QCoreApplication.translate("StartPage", u"Go on with the game where it was autosaved", None))
#endif // QT_CONFIG(tooltip)
        self.new_box.setTitle(QCoreApplication.translate("StartPage", u"New game", None))
        self.quick_button.setText(QCoreApplication.translate("StartPage", u"You against &3 AI players", None))
#if QT_CONFIG(tooltip)
        self.quick_button.setToolTip(QCoreApplication.translate("StartPage", u"Starts at once: classic rules, you and three computer players of medium strength", None))
#endif // QT_CONFIG(tooltip)
        self.daily_button.setText(QCoreApplication.translate("StartPage", u"The deal of the &day", None))
#if QT_CONFIG(tooltip)
        self.daily_button.setToolTip(QCoreApplication.translate("StartPage", u"Today's deal: the same tiles in the same order for everyone who plays it today; classic rules, you against three computer players of medium strength", None))
#endif // QT_CONFIG(tooltip)
        self.hot_seat_button.setText(QCoreApplication.translate("StartPage", u"Ho&t seat\u2026", None))
#if QT_CONFIG(tooltip)
        self.hot_seat_button.setToolTip(QCoreApplication.translate("StartPage", u"Several people at this screen, taking turns; the screen is passed between them", None))
#endif // QT_CONFIG(tooltip)
        self.custom_button.setText(QCoreApplication.translate("StartPage", u"C&ustom\u2026", None))
#if QT_CONFIG(tooltip)
        self.custom_button.setToolTip(QCoreApplication.translate("StartPage", u"Choose the rule set, the players and the house rules", None))
#endif // QT_CONFIG(tooltip)
        self.help_box.setTitle(QCoreApplication.translate("StartPage", u"New to Acquire?", None))
        self.learn_button.setText(QCoreApplication.translate("StartPage", u"&Learn to play", None))
#if QT_CONFIG(tooltip)
        self.learn_button.setToolTip(QCoreApplication.translate("StartPage", u"A first game against easy computer players", None))
#endif // QT_CONFIG(tooltip)
        self.rules_button.setText(QCoreApplication.translate("StartPage", u"&Rules", None))
#if QT_CONFIG(tooltip)
        self.rules_button.setToolTip(QCoreApplication.translate("StartPage", u"The rules of Acquire", None))
#endif // QT_CONFIG(tooltip)
        self.games_box.setTitle(QCoreApplication.translate("StartPage", u"Saved games", None))
        self.games_label.setText(QCoreApplication.translate("StartPage", u"&Saved games, newest first (Enter or a double click opens one):", None))
        self.no_games.setText(QCoreApplication.translate("StartPage", u"No saved games yet: Game \u2192 Save keeps a game here.", None))
        self.again_button.setText(QCoreApplication.translate("StartPage", u"Play this deal &again", None))
#if QT_CONFIG(tooltip)
        self.again_button.setToolTip(QCoreApplication.translate("StartPage", u"A new game of the chosen finished game's deal: the same rules, seats and tiles in the same order", None))
#endif // QT_CONFIG(tooltip)
        self.open_button.setText(QCoreApplication.translate("StartPage", u"&Open another file\u2026", None))
#if QT_CONFIG(tooltip)
        self.open_button.setToolTip(QCoreApplication.translate("StartPage", u"Open a saved game from any folder", None))
#endif // QT_CONFIG(tooltip)
        pass
    # retranslateUi

