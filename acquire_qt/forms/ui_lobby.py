# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'lobby.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QDialog,
    QDialogButtonBox, QFormLayout, QHeaderView, QLabel,
    QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget)

class Ui_LobbyDialog(object):
    def setupUi(self, LobbyDialog):
        if not LobbyDialog.objectName():
            LobbyDialog.setObjectName(u"LobbyDialog")
        LobbyDialog.setModal(True)
        self.outer = QVBoxLayout(LobbyDialog)
        self.outer.setSpacing(12)
        self.outer.setObjectName(u"outer")
        self.intro = QLabel(LobbyDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)
        self.intro.setMinimumSize(QSize(560, 0))

        self.outer.addWidget(self.intro)

        self.where = QFormLayout()
        self.where.setObjectName(u"where")
        self.where.setHorizontalSpacing(18)
        self.address_label = QLabel(LobbyDialog)
        self.address_label.setObjectName(u"address_label")

        self.where.setWidget(0, QFormLayout.ItemRole.LabelRole, self.address_label)

        self.address = QLabel(LobbyDialog)
        self.address.setObjectName(u"address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)

        self.where.setWidget(0, QFormLayout.ItemRole.FieldRole, self.address)

        self.port_label = QLabel(LobbyDialog)
        self.port_label.setObjectName(u"port_label")

        self.where.setWidget(1, QFormLayout.ItemRole.LabelRole, self.port_label)

        self.port = QLabel(LobbyDialog)
        self.port.setObjectName(u"port")
        self.port.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.where.setWidget(1, QFormLayout.ItemRole.FieldRole, self.port)

        self.code_label = QLabel(LobbyDialog)
        self.code_label.setObjectName(u"code_label")

        self.where.setWidget(2, QFormLayout.ItemRole.LabelRole, self.code_label)

        self.code = QLabel(LobbyDialog)
        self.code.setObjectName(u"code")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.where.setWidget(2, QFormLayout.ItemRole.FieldRole, self.code)


        self.outer.addLayout(self.where)

        self.seats = QTableWidget(LobbyDialog)
        if (self.seats.columnCount() < 3):
            self.seats.setColumnCount(3)
        __qtablewidgetitem = QTableWidgetItem()
        self.seats.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.seats.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        __qtablewidgetitem2 = QTableWidgetItem()
        self.seats.setHorizontalHeaderItem(2, __qtablewidgetitem2)
        self.seats.setObjectName(u"seats")
        self.seats.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seats.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seats.setColumnCount(3)

        self.outer.addWidget(self.seats)

        self.status = QLabel(LobbyDialog)
        self.status.setObjectName(u"status")
        self.status.setWordWrap(True)

        self.outer.addWidget(self.status)

        self.buttons = QDialogButtonBox(LobbyDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel)

        self.outer.addWidget(self.buttons)


        self.retranslateUi(LobbyDialog)

        QMetaObject.connectSlotsByName(LobbyDialog)
    # setupUi

    def retranslateUi(self, LobbyDialog):
        LobbyDialog.setWindowTitle(QCoreApplication.translate("LobbyDialog", u"Network game: lobby", None))
        self.intro.setText(QCoreApplication.translate("LobbyDialog", u"Players at other computers on this network choose Game \u2192 Join a network game\u2026, pick this game (or type the address below) and type the join code.", None))
        self.address_label.setText(QCoreApplication.translate("LobbyDialog", u"Address:", None))
        self.port_label.setText(QCoreApplication.translate("LobbyDialog", u"Port:", None))
        self.code_label.setText(QCoreApplication.translate("LobbyDialog", u"Join code:", None))
#if QT_CONFIG(accessibility)
        self.code.setAccessibleName(QCoreApplication.translate("LobbyDialog", u"Join code", None))
#endif // QT_CONFIG(accessibility)
        ___qtablewidgetitem = self.seats.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("LobbyDialog", u"Player", None))
        ___qtablewidgetitem1 = self.seats.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("LobbyDialog", u"Plays as", None))
        ___qtablewidgetitem2 = self.seats.horizontalHeaderItem(2)
        ___qtablewidgetitem2.setText(QCoreApplication.translate("LobbyDialog", u"Status", None))
#if QT_CONFIG(accessibility)
        self.seats.setAccessibleName(QCoreApplication.translate("LobbyDialog", u"Seats", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

