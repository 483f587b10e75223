# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'review_bar.ui'
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
from PySide6.QtWidgets import (QApplication, QCheckBox, QHBoxLayout, QLabel,
    QListWidget, QListWidgetItem, QProgressBar, QPushButton,
    QSizePolicy, QSlider, QTabWidget, QToolButton,
    QVBoxLayout, QWidget)

class Ui_ReviewBar(object):
    def setupUi(self, ReviewBar):
        if not ReviewBar.objectName():
            ReviewBar.setObjectName(u"ReviewBar")
        self.outer = QVBoxLayout(ReviewBar)
        self.outer.setObjectName(u"outer")
        self.outer.setContentsMargins(0, -1, 0, 0)
        self.timeline = QHBoxLayout()
        self.timeline.setObjectName(u"timeline")
        self.first_button = QToolButton(ReviewBar)
        self.first_button.setObjectName(u"first_button")

        self.timeline.addWidget(self.first_button)

        self.previous_button = QToolButton(ReviewBar)
        self.previous_button.setObjectName(u"previous_button")

        self.timeline.addWidget(self.previous_button)

        self.slider = QSlider(ReviewBar)
        self.slider.setObjectName(u"slider")
        self.slider.setOrientation(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.timeline.addWidget(self.slider)

        self.next_button = QToolButton(ReviewBar)
        self.next_button.setObjectName(u"next_button")

        self.timeline.addWidget(self.next_button)

        self.last_button = QToolButton(ReviewBar)
        self.last_button.setObjectName(u"last_button")

        self.timeline.addWidget(self.last_button)

        self.by_turn_check = QCheckBox(ReviewBar)
        self.by_turn_check.setObjectName(u"by_turn_check")

        self.timeline.addWidget(self.by_turn_check)

        self.play_on_button = QPushButton(ReviewBar)
        self.play_on_button.setObjectName(u"play_on_button")

        self.timeline.addWidget(self.play_on_button)

        self.back_button = QPushButton(ReviewBar)
        self.back_button.setObjectName(u"back_button")

        self.timeline.addWidget(self.back_button)


        self.outer.addLayout(self.timeline)

        self.position_label = QLabel(ReviewBar)
        self.position_label.setObjectName(u"position_label")
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)
        self.position_label.setWordWrap(True)

        self.outer.addWidget(self.position_label)

        self.ai_row = QHBoxLayout()
        self.ai_row.setObjectName(u"ai_row")
        self.ai_button = QPushButton(ReviewBar)
        self.ai_button.setObjectName(u"ai_button")

        self.ai_row.addWidget(self.ai_button, 0, Qt.AlignmentFlag.AlignTop)

        self.ai_answer = QLabel(ReviewBar)
        self.ai_answer.setObjectName(u"ai_answer")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.ai_answer.sizePolicy().hasHeightForWidth())
        self.ai_answer.setSizePolicy(sizePolicy)
        self.ai_answer.setTextFormat(Qt.TextFormat.PlainText)
        self.ai_answer.setWordWrap(True)

        self.ai_row.addWidget(self.ai_answer)


        self.outer.addLayout(self.ai_row)

        self.analysis_panel = QWidget(ReviewBar)
        self.analysis_panel.setObjectName(u"analysis_panel")
        self.analysis = QHBoxLayout(self.analysis_panel)
        self.analysis.setObjectName(u"analysis")
        self.analysis.setContentsMargins(0, -1, 0, 0)
        self.chart_column = QVBoxLayout()
        self.chart_column.setObjectName(u"chart_column")
        self.chart_area = QWidget(self.analysis_panel)
        self.chart_area.setObjectName(u"chart_area")
        sizePolicy1 = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        sizePolicy1.setHorizontalStretch(3)
        sizePolicy1.setVerticalStretch(0)
        sizePolicy1.setHeightForWidth(self.chart_area.sizePolicy().hasHeightForWidth())
        self.chart_area.setSizePolicy(sizePolicy1)
        self.chart_layout = QVBoxLayout(self.chart_area)
        self.chart_layout.setObjectName(u"chart_layout")
        self.chart_layout.setContentsMargins(0, 0, 0, 0)

        self.chart_column.addWidget(self.chart_area)

        self.progress_row = QHBoxLayout()
        self.progress_row.setObjectName(u"progress_row")
        self.progress = QProgressBar(self.analysis_panel)
        self.progress.setObjectName(u"progress")

        self.progress_row.addWidget(self.progress)

        self.compute_button = QPushButton(self.analysis_panel)
        self.compute_button.setObjectName(u"compute_button")

        self.progress_row.addWidget(self.compute_button)


        self.chart_column.addLayout(self.progress_row)


        self.analysis.addLayout(self.chart_column)

        self.moments_tabs = QTabWidget(self.analysis_panel)
        self.moments_tabs.setObjectName(u"moments_tabs")
        self.moments_tabs.setElideMode(Qt.TextElideMode.ElideNone)
        self.moments_tabs.setUsesScrollButtons(False)
        self.moments_page = QWidget()
        self.moments_page.setObjectName(u"moments_page")
        self.moments_column = QVBoxLayout(self.moments_page)
        self.moments_column.setObjectName(u"moments_column")
        self.moments_list = QListWidget(self.moments_page)
        self.moments_list.setObjectName(u"moments_list")
        self.moments_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moments_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        sizePolicy2 = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        sizePolicy2.setHorizontalStretch(2)
        sizePolicy2.setVerticalStretch(0)
        sizePolicy2.setHeightForWidth(self.moments_list.sizePolicy().hasHeightForWidth())
        self.moments_list.setSizePolicy(sizePolicy2)

        self.moments_column.addWidget(self.moments_list)

        self.moments_tabs.addTab(self.moments_page, "")

        self.analysis.addWidget(self.moments_tabs)

        self.analysis.setStretch(0, 3)
        self.analysis.setStretch(1, 2)

        self.outer.addWidget(self.analysis_panel)


        self.retranslateUi(ReviewBar)

        QMetaObject.connectSlotsByName(ReviewBar)
    # setupUi

    def retranslateUi(self, ReviewBar):
#if QT_CONFIG(tooltip)
        self.first_button.setToolTip(QCoreApplication.translate("ReviewBar", u"The start of the game (Home)", None))
#endif // QT_CONFIG(tooltip)
        self.first_button.setText(QCoreApplication.translate("ReviewBar", u"First", None))
#if QT_CONFIG(tooltip)
        self.previous_button.setToolTip(QCoreApplication.translate("ReviewBar", u"One step back (Left; by turn: Ctrl+Left)", None))
#endif // QT_CONFIG(tooltip)
        self.previous_button.setText(QCoreApplication.translate("ReviewBar", u"Previous", None))
#if QT_CONFIG(tooltip)
        self.slider.setToolTip(QCoreApplication.translate("ReviewBar", u"Every decision of the game, from its start to its end", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.next_button.setToolTip(QCoreApplication.translate("ReviewBar", u"One step on (Right; by turn: Ctrl+Right)", None))
#endif // QT_CONFIG(tooltip)
        self.next_button.setText(QCoreApplication.translate("ReviewBar", u"Next", None))
#if QT_CONFIG(tooltip)
        self.last_button.setToolTip(QCoreApplication.translate("ReviewBar", u"The end of the game, or where it stands now (End)", None))
#endif // QT_CONFIG(tooltip)
        self.last_button.setText(QCoreApplication.translate("ReviewBar", u"Last", None))
#if QT_CONFIG(tooltip)
        self.by_turn_check.setToolTip(QCoreApplication.translate("ReviewBar", u"Step a whole turn at a time (Ctrl+Left and Ctrl+Right always do)", None))
#endif // QT_CONFIG(tooltip)
        self.by_turn_check.setText(QCoreApplication.translate("ReviewBar", u"Step by &turn", None))
#if QT_CONFIG(tooltip)
        self.play_on_button.setToolTip(QCoreApplication.translate("ReviewBar", u"Start a new game from this very position (the same hands and tiles to come), choosing who plays each seat; this game stays as it is", None))
#endif // QT_CONFIG(tooltip)
        self.play_on_button.setText(QCoreApplication.translate("ReviewBar", u"Play &on from here\u2026", None))
#if QT_CONFIG(tooltip)
        self.back_button.setToolTip(QCoreApplication.translate("ReviewBar", u"Leave the review (Esc)", None))
#endif // QT_CONFIG(tooltip)
        self.back_button.setText(QCoreApplication.translate("ReviewBar", u"&Back to the game", None))
#if QT_CONFIG(tooltip)
        self.ai_button.setToolTip(QCoreApplication.translate("ReviewBar", u"Ask the hard AI what it would have done here, and how much the move played cost", None))
#endif // QT_CONFIG(tooltip)
        self.ai_button.setText(QCoreApplication.translate("ReviewBar", u"What would the &AI do?", None))
        self.progress.setFormat(QCoreApplication.translate("ReviewBar", u"Estimating win chances\u2026 %p%", None))
#if QT_CONFIG(tooltip)
        self.compute_button.setToolTip(QCoreApplication.translate("ReviewBar", u"Estimate each player's chance of winning at every turn (in the background)", None))
#endif // QT_CONFIG(tooltip)
        self.compute_button.setText(QCoreApplication.translate("ReviewBar", u"&Estimate win chances", None))
#if QT_CONFIG(tooltip)
        self.moments_list.setToolTip(QCoreApplication.translate("ReviewBar", u"The turns where a player's win chance moved most, in the order they were played: click one to go there", None))
#endif // QT_CONFIG(tooltip)
        self.moments_tabs.setTabText(self.moments_tabs.indexOf(self.moments_page), QCoreApplication.translate("ReviewBar", u"Key moments", None))
        pass
    # retranslateUi

