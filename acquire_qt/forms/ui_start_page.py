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
from PySide6.QtWidgets import (QApplication, QHBoxLayout, QLabel, QListView,
    QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
    QSpacerItem, QVBoxLayout, QWidget)

from acquire_qt.views.start_art import (BoardPicture, TableCard)

class Ui_StartPage(object):
    def setupUi(self, StartPage):
        if not StartPage.objectName():
            StartPage.setObjectName(u"StartPage")
        StartPage.resize(1280, 680)
        self.columns = QHBoxLayout(StartPage)
        self.columns.setSpacing(24)
        self.columns.setObjectName(u"columns")
        self.columns.setContentsMargins(32, 24, 32, 24)
        self.hero = QWidget(StartPage)
        self.hero.setObjectName(u"hero")
        self.hero_column = QVBoxLayout(self.hero)
        self.hero_column.setSpacing(12)
        self.hero_column.setObjectName(u"hero_column")
        self.hero_column.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.hero)
        self.title.setObjectName(u"title")
        font = QFont()
        font.setPointSize(30)
        font.setBold(True)
        self.title.setFont(font)

        self.hero_column.addWidget(self.title)

        self.subtitle = QLabel(self.hero)
        self.subtitle.setObjectName(u"subtitle")
        self.subtitle.setWordWrap(True)

        self.hero_column.addWidget(self.subtitle)

        self.board_picture = BoardPicture(self.hero)
        self.board_picture.setObjectName(u"board_picture")

        self.hero_column.addWidget(self.board_picture)

        self.help_box = TableCard(self.hero)
        self.help_box.setObjectName(u"help_box")
        self.help_layout = QVBoxLayout(self.help_box)
        self.help_layout.setSpacing(8)
        self.help_layout.setObjectName(u"help_layout")
        self.help_layout.setContentsMargins(16, 12, 20, 18)
        self.help_title = QLabel(self.help_box)
        self.help_title.setObjectName(u"help_title")

        self.help_layout.addWidget(self.help_title)

        self.help_buttons = QHBoxLayout()
        self.help_buttons.setObjectName(u"help_buttons")
        self.learn_button = QPushButton(self.help_box)
        self.learn_button.setObjectName(u"learn_button")
        self.learn_button.setAutoDefault(True)

        self.help_buttons.addWidget(self.learn_button)

        self.rules_button = QPushButton(self.help_box)
        self.rules_button.setObjectName(u"rules_button")
        self.rules_button.setAutoDefault(True)

        self.help_buttons.addWidget(self.rules_button)


        self.help_layout.addLayout(self.help_buttons)


        self.hero_column.addWidget(self.help_box)

        self.hero_space = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.hero_column.addItem(self.hero_space)


        self.columns.addWidget(self.hero)

        self.play_column = QVBoxLayout()
        self.play_column.setSpacing(16)
        self.play_column.setObjectName(u"play_column")
        self.continue_box = TableCard(StartPage)
        self.continue_box.setObjectName(u"continue_box")
        self.continue_layout = QVBoxLayout(self.continue_box)
        self.continue_layout.setSpacing(8)
        self.continue_layout.setObjectName(u"continue_layout")
        self.continue_layout.setContentsMargins(16, 12, 20, 18)
        self.continue_title = QLabel(self.continue_box)
        self.continue_title.setObjectName(u"continue_title")

        self.continue_layout.addWidget(self.continue_title)

        self.continue_row = QHBoxLayout()
        self.continue_row.setSpacing(12)
        self.continue_row.setObjectName(u"continue_row")
        self.continue_picture = BoardPicture(self.continue_box)
        self.continue_picture.setObjectName(u"continue_picture")

        self.continue_row.addWidget(self.continue_picture)

        self.continue_summary = QLabel(self.continue_box)
        self.continue_summary.setObjectName(u"continue_summary")
        self.continue_summary.setWordWrap(True)
        self.continue_summary.setTextFormat(Qt.TextFormat.PlainText)
        self.continue_summary.setAlignment(Qt.AlignmentFlag.AlignLeading|Qt.AlignmentFlag.AlignLeft|Qt.AlignmentFlag.AlignTop)

        self.continue_row.addWidget(self.continue_summary)


        self.continue_layout.addLayout(self.continue_row)

        self.continue_button = QPushButton(self.continue_box)
        self.continue_button.setObjectName(u"continue_button")
        self.continue_button.setAutoDefault(True)

        self.continue_layout.addWidget(self.continue_button)


        self.play_column.addWidget(self.continue_box)

        self.new_box = TableCard(StartPage)
        self.new_box.setObjectName(u"new_box")
        self.new_layout = QVBoxLayout(self.new_box)
        self.new_layout.setSpacing(8)
        self.new_layout.setObjectName(u"new_layout")
        self.new_layout.setContentsMargins(16, 12, 20, 18)
        self.new_title = QLabel(self.new_box)
        self.new_title.setObjectName(u"new_title")

        self.new_layout.addWidget(self.new_title)

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

        self.games_box = TableCard(StartPage)
        self.games_box.setObjectName(u"games_box")
        self.games_layout = QVBoxLayout(self.games_box)
        self.games_layout.setSpacing(8)
        self.games_layout.setObjectName(u"games_layout")
        self.games_layout.setContentsMargins(16, 12, 20, 18)
        self.games_title = QLabel(self.games_box)
        self.games_title.setObjectName(u"games_title")

        self.games_layout.addWidget(self.games_title)

        self.games_label = QLabel(self.games_box)
        self.games_label.setObjectName(u"games_label")
        self.games_label.setWordWrap(True)

        self.games_layout.addWidget(self.games_label)

        self.games_list = QListWidget(self.games_box)
        self.games_list.setObjectName(u"games_list")
        self.games_list.setAlternatingRowColors(True)
        self.games_list.setSpacing(2)
        self.games_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.games_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.games_list.setWordWrap(False)

        self.games_layout.addWidget(self.games_list)

        self.no_games = QLabel(self.games_box)
        self.no_games.setObjectName(u"no_games")
        self.no_games.setWordWrap(True)

        self.games_layout.addWidget(self.no_games)

        self.games_buttons = QVBoxLayout()
        self.games_buttons.setObjectName(u"games_buttons")
        self.again_button = QPushButton(self.games_box)
        self.again_button.setObjectName(u"again_button")
        self.again_button.setAutoDefault(True)

        self.games_buttons.addWidget(self.again_button)

        self.open_button = QPushButton(self.games_box)
        self.open_button.setObjectName(u"open_button")
        self.open_button.setAutoDefault(True)

        self.games_buttons.addWidget(self.open_button)


        self.games_layout.addLayout(self.games_buttons)


        self.play_column.addWidget(self.games_box)


        self.columns.addLayout(self.play_column)

        self.record_column = QVBoxLayout()
        self.record_column.setSpacing(16)
        self.record_column.setObjectName(u"record_column")

        self.columns.addLayout(self.record_column)

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
        self.help_title.setText(QCoreApplication.translate("StartPage", u"New to Acquire?", None))
        self.learn_button.setText(QCoreApplication.translate("StartPage", u"&Learn to play", None))
#if QT_CONFIG(tooltip)
        self.learn_button.setToolTip(QCoreApplication.translate("StartPage", u"A first game against easy computer players", None))
#endif // QT_CONFIG(tooltip)
        self.rules_button.setText(QCoreApplication.translate("StartPage", u"&Rules", None))
#if QT_CONFIG(tooltip)
        self.rules_button.setToolTip(QCoreApplication.translate("StartPage", u"The rules of Acquire", None))
#endif // QT_CONFIG(tooltip)
        self.continue_title.setText(QCoreApplication.translate("StartPage", u"Your unfinished game", None))
        self.continue_button.setText(QCoreApplication.translate("StartPage", u"&Continue", None))
#if QT_CONFIG(tooltip)
        self.continue_button.setToolTip(QCoreApplication.translate("StartPage", u"Go on with the game where it was autosaved", None))
#endif // QT_CONFIG(tooltip)
        self.new_title.setText(QCoreApplication.translate("StartPage", u"New game", None))
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
        self.games_title.setText(QCoreApplication.translate("StartPage", u"Saved games", None))
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

