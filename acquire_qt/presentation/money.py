"""Money, numbers and dates as players read them, in the locale of the game's language.

English writes ``$45,300``; German writes ``45.300 $`` (the amount with a dot between
thousands, then a no-break space and the sign, as German writes ``45.300 €``): Acquire's
money is dollars in every edition, so the sign stays ``$`` and only its place and the
separators follow the language. :func:`set_number_locale` is called when the language is
chosen (:mod:`acquire_qt.presentation.language`); until then numbers are English.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)

_locale = ENGLISH


def set_number_locale(locale: QLocale) -> None:
    """Write money and numbers the way ``locale`` does from now on."""
    global _locale
    _locale = locale


def number_locale() -> QLocale:
    """The locale money and numbers are written in."""
    return _locale


def format_number(number: int) -> str:
    """A whole number with the locale's thousands separators: ``45,300`` or ``45.300``."""
    return _locale.toString(number)


def format_money(amount: int, currency: str) -> str:
    """``amount`` with the currency sign where the locale puts it: ``$45,300``,
    ``45.300 $``; a negative amount has a leading minus (``-$300``), never brackets."""
    text = _locale.toCurrencyString(abs(amount), currency)
    return f"-{text}" if amount < 0 else text


MOMENT_PATTERNS = {QLocale.Language.German: "d. MMM yyyy, HH:mm"}
"""How a language writes a day and time, where not as English does (``d MMM yyyy HH:mm``)."""


def format_moment(moment: datetime) -> str:
    """A day and time, the month in words: ``24 Nov 2026 21:35``, ``24. Nov. 2026, 21:35``."""
    pattern = MOMENT_PATTERNS.get(_locale.language(), "d MMM yyyy HH:mm")
    day = QDate(moment.year, moment.month, moment.day)
    return _locale.toString(QDateTime(day, QTime(moment.hour, moment.minute)), pattern)
