# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_game.ui'
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
    QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPushButton,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

class Ui_NewGameDialog(object):
    def setupUi(self, NewGameDialog):
        if not NewGameDialog.objectName():
            NewGameDialog.setObjectName(u"NewGameDialog")
        NewGameDialog.setModal(True)
        self.outer = QVBoxLayout(NewGameDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.game_box = QGroupBox(NewGameDialog)
        self.game_box.setObjectName(u"game_box")
        self.game_layout = QVBoxLayout(self.game_box)
        self.game_layout.setObjectName(u"game_layout")
        self.rule_set_row = QHBoxLayout()
        self.rule_set_row.setObjectName(u"rule_set_row")
        self.rule_set_label = QLabel(self.game_box)
        self.rule_set_label.setObjectName(u"rule_set_label")

        self.rule_set_row.addWidget(self.rule_set_label)

        self.rule_set = QComboBox(self.game_box)
        self.rule_set.setObjectName(u"rule_set")

        self.rule_set_row.addWidget(self.rule_set)

        self.rule_set_note = QLabel(self.game_box)
        self.rule_set_note.setObjectName(u"rule_set_note")
        self.rule_set_note.setWordWrap(True)

        self.rule_set_row.addWidget(self.rule_set_note)

        self.rule_set_row.setStretch(2, 1)

        self.game_layout.addLayout(self.rule_set_row)

        self.options = QVBoxLayout()
        self.options.setObjectName(u"options")

        self.game_layout.addLayout(self.options)


        self.outer.addWidget(self.game_box)

        self.players_box = QGroupBox(NewGameDialog)
        self.players_box.setObjectName(u"players_box")
        self.players_layout = QVBoxLayout(self.players_box)
        self.players_layout.setObjectName(u"players_layout")
        self.seat_grid = QGridLayout()
        self.seat_grid.setObjectName(u"seat_grid")
        self.seat_grid.setHorizontalSpacing(10)
        self.seat_grid.setColumnStretch(1, 1)

        self.players_layout.addLayout(self.seat_grid)

        self.add_row = QHBoxLayout()
        self.add_row.setObjectName(u"add_row")
        self.add_button = QPushButton(self.players_box)
        self.add_button.setObjectName(u"add_button")
        self.add_button.setAutoDefault(False)

        self.add_row.addWidget(self.add_button)

        self.add_spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.add_row.addItem(self.add_spacer)


        self.players_layout.addLayout(self.add_row)

        self.hint = QLabel(self.players_box)
        self.hint.setObjectName(u"hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(u"QLabel { color: #B00020; }")

        self.players_layout.addWidget(self.hint)


        self.outer.addWidget(self.players_box)

        self.house_rules = QGroupBox(NewGameDialog)
        self.house_rules.setObjectName(u"house_rules")
        self.house_layout = QVBoxLayout(self.house_rules)
        self.house_layout.setObjectName(u"house_layout")

        self.outer.addWidget(self.house_rules)

        self.seed_form = QFormLayout()
        self.seed_form.setObjectName(u"seed_form")
        self.seed_label = QLabel(NewGameDialog)
        self.seed_label.setObjectName(u"seed_label")

        self.seed_form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.seed_label)

        self.seed = QLineEdit(NewGameDialog)
        self.seed.setObjectName(u"seed")

        self.seed_form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.seed)

        self.deal_code_label = QLabel(NewGameDialog)
        self.deal_code_label.setObjectName(u"deal_code_label")

        self.seed_form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.deal_code_label)

        self.deal_code = QLineEdit(NewGameDialog)
        self.deal_code.setObjectName(u"deal_code")

        self.seed_form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.deal_code)

        self.deal_note = QLabel(NewGameDialog)
        self.deal_note.setObjectName(u"deal_note")
        self.deal_note.setWordWrap(True)
        self.deal_note.setTextFormat(Qt.TextFormat.PlainText)

        self.seed_form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.deal_note)


        self.outer.addLayout(self.seed_form)

        self.buttons = QDialogButtonBox(NewGameDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.outer.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.rule_set_label.setBuddy(self.rule_set)
        self.seed_label.setBuddy(self.seed)
        self.deal_code_label.setBuddy(self.deal_code)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewGameDialog)
        self.buttons.rejected.connect(NewGameDialog.reject)
        self.buttons.accepted.connect(NewGameDialog.accept)

        QMetaObject.connectSlotsByName(NewGameDialog)
    # setupUi

    def retranslateUi(self, NewGameDialog):
        NewGameDialog.setWindowTitle(QCoreApplication.translate("NewGameDialog", u"New game", None))
        self.game_box.setTitle(QCoreApplication.translate("NewGameDialog", u"Game", None))
        self.rule_set_label.setText(QCoreApplication.translate("NewGameDialog", u"&Rules:", None))
#if QT_CONFIG(accessibility)
        self.rule_set.setAccessibleName(QCoreApplication.translate("NewGameDialog", u"Rule set", None))
#endif // QT_CONFIG(accessibility)
        self.players_box.setTitle(QCoreApplication.translate("NewGameDialog", u"Players (in seat order)", None))
        self.add_button.setText(QCoreApplication.translate("NewGameDialog", u"&Add player", None))
        self.house_rules.setTitle(QCoreApplication.translate("NewGameDialog", u"House rules", None))
        self.seed_label.setText(QCoreApplication.translate("NewGameDialog", u"S&eed (optional):", None))
        self.seed.setPlaceholderText(QCoreApplication.translate("NewGameDialog", u"random", None))
#if QT_CONFIG(tooltip)
        self.seed.setToolTip(QCoreApplication.translate("NewGameDialog", u"The same seed and players give the same tile draws.", None))
#endif // QT_CONFIG(tooltip)
        self.deal_code_label.setText(QCoreApplication.translate("NewGameDialog", u"Deal c&ode (optional):", None))
#if QT_CONFIG(tooltip)
        self.deal_code.setToolTip(QCoreApplication.translate("NewGameDialog", u"Paste a deal code to play the same deal: its rule set, options, seats and seed fill the dialog.", None))
#endif // QT_CONFIG(tooltip)
    # retranslateUi

