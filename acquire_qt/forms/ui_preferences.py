# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'preferences.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox,
    QDialog, QDialogButtonBox, QFormLayout, QLabel,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

class Ui_PreferencesDialog(object):
    def setupUi(self, PreferencesDialog):
        if not PreferencesDialog.objectName():
            PreferencesDialog.setObjectName(u"PreferencesDialog")
        PreferencesDialog.resize(460, 260)
        self.main_layout = QVBoxLayout(PreferencesDialog)
        self.main_layout.setObjectName(u"main_layout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.language_label = QLabel(PreferencesDialog)
        self.language_label.setObjectName(u"language_label")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.language_label)

        self.language = QComboBox(PreferencesDialog)
        self.language.setObjectName(u"language")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.language)

        self.theme_label = QLabel(PreferencesDialog)
        self.theme_label.setObjectName(u"theme_label")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.theme_label)

        self.theme = QComboBox(PreferencesDialog)
        self.theme.setObjectName(u"theme")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.theme)

        self.pace_label = QLabel(PreferencesDialog)
        self.pace_label.setObjectName(u"pace_label")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.pace_label)

        self.pace = QComboBox(PreferencesDialog)
        self.pace.setObjectName(u"pace")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.pace)

        self.animations = QCheckBox(PreferencesDialog)
        self.animations.setObjectName(u"animations")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.animations)

        self.sound_cues = QCheckBox(PreferencesDialog)
        self.sound_cues.setObjectName(u"sound_cues")

        self.form.setWidget(4, QFormLayout.ItemRole.FieldRole, self.sound_cues)

        self.undo_several = QCheckBox(PreferencesDialog)
        self.undo_several.setObjectName(u"undo_several")

        self.form.setWidget(5, QFormLayout.ItemRole.FieldRole, self.undo_several)


        self.main_layout.addLayout(self.form)

        self.stretch = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.main_layout.addItem(self.stretch)

        self.buttons = QDialogButtonBox(PreferencesDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.main_layout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.language_label.setBuddy(self.language)
        self.theme_label.setBuddy(self.theme)
        self.pace_label.setBuddy(self.pace)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.language, self.theme)
        QWidget.setTabOrder(self.theme, self.pace)
        QWidget.setTabOrder(self.pace, self.animations)
        QWidget.setTabOrder(self.animations, self.sound_cues)
        QWidget.setTabOrder(self.sound_cues, self.undo_several)

        self.retranslateUi(PreferencesDialog)
        self.buttons.accepted.connect(PreferencesDialog.accept)
        self.buttons.rejected.connect(PreferencesDialog.reject)

        QMetaObject.connectSlotsByName(PreferencesDialog)
    # setupUi

    def retranslateUi(self, PreferencesDialog):
        PreferencesDialog.setWindowTitle(QCoreApplication.translate("PreferencesDialog", u"Preferences", None))
        self.language_label.setText(QCoreApplication.translate("PreferencesDialog", u"&Language:", None))
#if QT_CONFIG(tooltip)
        self.language.setToolTip(QCoreApplication.translate("PreferencesDialog", u"The language of the menus, dialogs and game log, and how numbers are written", None))
#endif // QT_CONFIG(tooltip)
        self.theme_label.setText(QCoreApplication.translate("PreferencesDialog", u"&Theme:", None))
        self.pace_label.setText(QCoreApplication.translate("PreferencesDialog", u"AI &pace:", None))
#if QT_CONFIG(tooltip)
        self.pace.setToolTip(QCoreApplication.translate("PreferencesDialog", u"How long each decision of an AI player is shown before the next", None))
#endif // QT_CONFIG(tooltip)
        self.animations.setText(QCoreApplication.translate("PreferencesDialog", u"&Animate placed tiles and mergers", None))
        self.sound_cues.setText(QCoreApplication.translate("PreferencesDialog", u"Play &sound cues", None))
#if QT_CONFIG(tooltip)
        self.sound_cues.setToolTip(QCoreApplication.translate("PreferencesDialog", u"A short sound when your turn begins, at a merger and when the game ends", None))
#endif // QT_CONFIG(tooltip)
        self.undo_several.setText(QCoreApplication.translate("PreferencesDialog", u"Allow &undo when several people play at this screen", None))
#if QT_CONFIG(tooltip)
        self.undo_several.setToolTip(QCoreApplication.translate("PreferencesDialog", u"In a hot-seat game, anyone may take back their last decision, even after another player has seen the board", None))
#endif // QT_CONFIG(tooltip)
    # retranslateUi

