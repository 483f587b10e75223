"""The language the game speaks: Qt's translators for it and the locale of its numbers.

The game's own words are in ``acquire_qt_<code>.qm`` files under the package's
``resources/translations`` (compiled by ``make translations`` from the ``.ts`` sources
beside them, see docs/translations.md); Qt's own words (the OK and Cancel buttons, the
file dialogs, key names) come from Qt's ``qtbase_<code>.qm``. English is the source
language and needs no file.

:func:`apply_language` installs the translators of the chosen language at once: Qt then
sends every widget a ``LanguageChange`` event, on which the windows and dialogs retranslate
themselves. It also sets the default locale and the locale money is written in
(:mod:`.money`), so numbers follow the language the words are in.
"""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from acquire_qt.resources import resource_path

from .money import ENGLISH, set_number_locale

SOURCE_LANGUAGE = "en"
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
"""Each language's name in that language (how a speaker looks for it in a list)."""
CATALOGUE_PREFIX = "acquire_qt_"

_installed: list[QTranslator] = []
_spoken: list[str] = []
"""The language last applied (none yet: English without translators)."""


def catalogue_path(code: str) -> Path:
    """The game's compiled translation for language ``code``."""
    folder: Path = resource_path("translations")
    return folder / f"{CATALOGUE_PREFIX}{code}.qm"


def qt_catalogue_path(code: str) -> Path:
    """Qt's own words (OK, Cancel, key names) for language ``code``: where Qt says its
    translations are, else PySide6's folder (a packaged build keeps it there)."""
    name = f"qtbase_{code}.qm"
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if (folder / name).is_file():
        return folder / name
    return Path(PySide6.__file__).parent / "Qt" / "translations" / name


def available_languages() -> list[str]:
    """The languages the game speaks: English and every shipped translation, by code."""
    folder = resource_path("translations")
    found = sorted(
        path.stem.removeprefix(CATALOGUE_PREFIX)
        for path in folder.glob(f"{CATALOGUE_PREFIX}*.qm")
        if path.is_file()
    )
    return [SOURCE_LANGUAGE, *(code for code in found if code != SOURCE_LANGUAGE)]


def language_name(code: str) -> str:
    """``de`` -> ``Deutsch``; a code without a known name is shown as itself."""
    return LANGUAGE_NAMES.get(code, code)


def effective_language(choice: str) -> str:
    """The language spoken for the setting ``choice``: the chosen one if the game has
    it; for ``""`` (the system's) the first of the desktop's languages the game has;
    otherwise English."""
    available = available_languages()
    wanted = [choice] if choice else QLocale.system().uiLanguages()
    for name in wanted:
        code = name.replace("-", "_")
        for candidate in (code, code.split("_")[0]):
            if candidate in available:
                return candidate
    return SOURCE_LANGUAGE


def locale_for(code: str) -> QLocale:
    """The locale numbers are written in for language ``code`` (US English for ``en``)."""
    return ENGLISH if code == SOURCE_LANGUAGE else QLocale(code)


def apply_language(choice: str) -> str:
    """Speak the language of the setting ``choice`` from now on; returns its code.

    The translators installed before are removed first, so switching back to English
    leaves none. Needs a ``QCoreApplication``."""
    app = QCoreApplication.instance()
    assert app is not None, "apply_language needs a QCoreApplication"
    code = effective_language(choice)
    if _spoken == [code]:
        return code
    _spoken[:] = [code]
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if code != SOURCE_LANGUAGE:
        for path in (qt_catalogue_path(code), catalogue_path(code)):
            translator = QTranslator(app)
            if translator.load(str(path)):  # Qt's words are missing from some builds
                QCoreApplication.installTranslator(translator)
                _installed.append(translator)
    locale = locale_for(code)
    QLocale.setDefault(locale)
    set_number_locale(locale)
    return code
