# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'join_game.ui'
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
    QFormLayout, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QSizePolicy, QSpinBox,
    QVBoxLayout, QWidget)

class Ui_JoinGameDialog(object):
    def setupUi(self, JoinGameDialog):
        if not JoinGameDialog.objectName():
            JoinGameDialog.setObjectName(u"JoinGameDialog")
        self.outer = QVBoxLayout(JoinGameDialog)
        self.outer.setSpacing(10)
        self.outer.setObjectName(u"outer")
        self.hosts_label = QLabel(JoinGameDialog)
        self.hosts_label.setObjectName(u"hosts_label")
        self.hosts_label.setWordWrap(True)

        self.outer.addWidget(self.hosts_label)

        self.hosts = QListWidget(JoinGameDialog)
        self.hosts.setObjectName(u"hosts")
        self.hosts.setMinimumSize(QSize(420, 120))

        self.outer.addWidget(self.hosts)

        self.listening = QLabel(JoinGameDialog)
        self.listening.setObjectName(u"listening")
        self.listening.setWordWrap(True)

        self.outer.addWidget(self.listening)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.address_label = QLabel(JoinGameDialog)
        self.address_label.setObjectName(u"address_label")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.address_label)

        self.address_row = QHBoxLayout()
        self.address_row.setObjectName(u"address_row")
        self.address = QLineEdit(JoinGameDialog)
        self.address.setObjectName(u"address")
        self.address.setMaxLength(253)

        self.address_row.addWidget(self.address)

        self.port_label = QLabel(JoinGameDialog)
        self.port_label.setObjectName(u"port_label")

        self.address_row.addWidget(self.port_label)

        self.port = QSpinBox(JoinGameDialog)
        self.port.setObjectName(u"port")
        self.port.setMinimum(1)
        self.port.setMaximum(65535)
        self.port.setValue(47313)

        self.address_row.addWidget(self.port)


        self.form.setLayout(0, QFormLayout.ItemRole.FieldRole, self.address_row)

        self.code_label = QLabel(JoinGameDialog)
        self.code_label.setObjectName(u"code_label")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.code_label)

        self.code = QLineEdit(JoinGameDialog)
        self.code.setObjectName(u"code")
        self.code.setMaxLength(6)

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.code)

        self.name_label = QLabel(JoinGameDialog)
        self.name_label.setObjectName(u"name_label")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.name_label)

        self.name = QLineEdit(JoinGameDialog)
        self.name.setObjectName(u"name")
        self.name.setMaxLength(24)

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.name)


        self.outer.addLayout(self.form)

        self.status = QLabel(JoinGameDialog)
        self.status.setObjectName(u"status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setMinimumSize(QSize(0, 36))

        self.outer.addWidget(self.status)

        self.buttons = QDialogButtonBox(JoinGameDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel)

        self.outer.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.hosts_label.setBuddy(self.hosts)
        self.address_label.setBuddy(self.address)
        self.port_label.setBuddy(self.port)
        self.code_label.setBuddy(self.code)
        self.name_label.setBuddy(self.name)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(JoinGameDialog)

        QMetaObject.connectSlotsByName(JoinGameDialog)
    # setupUi

    def retranslateUi(self, JoinGameDialog):
        JoinGameDialog.setWindowTitle(QCoreApplication.translate("JoinGameDialog", u"Join a network game", None))
        self.hosts_label.setText(QCoreApplication.translate("JoinGameDialog", u"Games announced on this network (or type the host's address below):", None))
        self.address_label.setText(QCoreApplication.translate("JoinGameDialog", u"Host &address:", None))
        self.address.setPlaceholderText(QCoreApplication.translate("JoinGameDialog", u"192.168.1.20 or a computer's name", None))
        self.port_label.setText(QCoreApplication.translate("JoinGameDialog", u"&Port:", None))
        self.code_label.setText(QCoreApplication.translate("JoinGameDialog", u"Join &code:", None))
        self.code.setPlaceholderText(QCoreApplication.translate("JoinGameDialog", u"the 6 letters the host reads out", None))
        self.name_label.setText(QCoreApplication.translate("JoinGameDialog", u"Your &name:", None))
    # retranslateUi

