"""Colours of the game: the chain palette (Okabe–Ito, colour-blind safe), text colours that
stay readable on it, and the board's light and dark themes.

Colour is never the only cue: every chain tile also carries the chain's initial.
Chains are coloured by their position in the rule set, so any rule set gets colours, and
the chain colours are the same in both themes (so they stay the tested, distinguishable
set); a :class:`Theme` colours everything around them (board, empty squares, loose and
removed tiles, playable squares). :func:`theme_named` picks one by the setting's value,
``system`` following the desktop's colour scheme (Qt's style hints, or the palette where
Qt cannot tell). :func:`contrast` is WCAG 2's contrast ratio, which the tests hold every
label to.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QApplication

# Okabe & Ito (2008), "Color Universal Design": distinguishable with the common colour-vision
# deficiencies. Black is left out (it is the text colour); a blue-grey takes its place.
CHAIN_COLOURS: tuple[str, ...] = (
    "#E69F00",  # orange
    "#56B4E9",  # sky blue
    "#009E73",  # bluish green
    "#F0E442",  # yellow
    "#0072B2",  # blue
    "#D55E00",  # vermillion
    "#CC79A7",  # reddish purple
    "#7F8C9A",  # blue-grey
)
LOOSE_COLOUR = "#D9D4C7"
EMPTY_COLOUR = "#F7F5EF"
DEAD_COLOUR = "#5B5B5B"
READABLE = 4.5
"""WCAG 2's least contrast ratio for normal text (level AA): every label meets it."""
DISCERNIBLE = 3.0
"""WCAG 2's least contrast ratio for the parts of a control a player must see (level AA's
non-text contrast): a check box's outline on the window meets it."""
OUTLINE_SHARE = 0.55
"""How far from the window's colour towards its text's an indicator's outline is."""
FUSION_OUTLINES = {"QCheckBox": 140 / 110, "QRadioButton": 150 / 100}
"""How much darker than its window colour Qt's Fusion style outlines each kind of
button's indicator (``darker(140).lighter(110)`` and ``darker(150)``)."""


@dataclass(frozen=True, slots=True)
class Theme:
    """The board's colours around the chains (``#RRGGBB`` text)."""

    name: str
    board: str
    """Behind the squares."""
    empty: str
    """An empty square's face."""
    empty_edge: str
    empty_label: str
    loose: str
    """A tile that belongs to no chain."""
    loose_label: str
    removed: str
    """The face of a square whose tile is out of the game."""
    removed_mark: str
    """The cross and name on it."""
    playable: str
    playable_hover: str
    playable_edge: str
    """The frame of a square the viewer may play now."""
    playable_label: str
    unplayable_mark: str
    """The frame and name of a square whose tile the viewer holds but may not play."""
    highlight: str
    """The ring around a highlighted square."""

    def label_pairs(self) -> tuple[tuple[str, str, str], ...]:
        """Every (what, text, background) pair of labels the board paints in this theme."""
        return (
            ("empty square", self.empty_label, self.empty),
            ("loose tile", self.loose_label, self.loose),
            ("removed tile", self.removed_mark, self.removed),
            ("unplayable tile", self.unplayable_mark, self.empty),
            ("playable square", self.playable_label, self.playable),
            ("playable square, hovered", self.playable_label, self.playable_hover),
        )


LIGHT = Theme(
    name="light",
    board="#A9A293",
    empty="#F4F1E8",
    empty_edge="#D2CCBD",
    empty_label="#5F5A50",
    loose="#CFC5AB",
    loose_label="#1B1B1B",
    removed="#CFCAC0",
    removed_mark="#3F3F3F",
    playable="#FFFFFF",
    playable_hover="#FFE680",
    playable_edge="#1B1B1B",
    playable_label="#1B1B1B",
    unplayable_mark="#8A1C00",
    highlight="#FFD400",
)
DARK = Theme(
    name="dark",
    board="#17191C",
    empty="#2B3036",
    empty_edge="#3B424A",
    empty_label="#B4BCC6",
    loose="#B5AE9F",
    loose_label="#1B1B1B",
    removed="#202327",
    removed_mark="#A4A4A4",
    playable="#F6F2E6",
    playable_hover="#FFE680",
    playable_edge="#FFD24A",
    playable_label="#1B1B1B",
    unplayable_mark="#FF9A70",
    highlight="#FFD400",
)


def desktop_is_dark() -> bool:
    """Whether the desktop asks for dark colours: Qt's colour scheme where it knows it
    (Qt 6.5 on), else whether the application palette's window colour is dark."""
    hints = QGuiApplication.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else Qt.ColorScheme.Unknown
    if scheme != Qt.ColorScheme.Unknown:
        return bool(scheme == Qt.ColorScheme.Dark)
    window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return window.lightness() < 128


def theme_named(choice: str) -> Theme:
    """The theme for the setting's value: ``light``, ``dark``, or (anything else)
    the desktop's (:func:`desktop_is_dark`)."""
    if choice == "light":
        return LIGHT
    if choice == "dark":
        return DARK
    return DARK if desktop_is_dark() else LIGHT


WINDOW_COLOURS: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": {
        QPalette.ColorRole.Window: "#EFEFEF",
        QPalette.ColorRole.WindowText: "#000000",
        QPalette.ColorRole.Base: "#FFFFFF",
        QPalette.ColorRole.AlternateBase: "#F7F7F7",
        QPalette.ColorRole.Text: "#000000",
        QPalette.ColorRole.PlaceholderText: "#6B6B6B",
        QPalette.ColorRole.Button: "#EFEFEF",
        QPalette.ColorRole.ButtonText: "#000000",
        QPalette.ColorRole.BrightText: "#FFFFFF",
        QPalette.ColorRole.Highlight: "#2A6EBB",
        QPalette.ColorRole.HighlightedText: "#FFFFFF",
        QPalette.ColorRole.ToolTipBase: "#FFFFDC",
        QPalette.ColorRole.ToolTipText: "#000000",
        QPalette.ColorRole.Link: "#0000FF",
        QPalette.ColorRole.Light: "#FFFFFF",
        QPalette.ColorRole.Midlight: "#CACACA",
        QPalette.ColorRole.Mid: "#B8B8B8",
        QPalette.ColorRole.Dark: "#9F9F9F",
        QPalette.ColorRole.Shadow: "#767676",
    },
    "dark": {
        QPalette.ColorRole.Window: "#2B2E33",
        QPalette.ColorRole.WindowText: "#E8E8E8",
        QPalette.ColorRole.Base: "#1E2024",
        QPalette.ColorRole.AlternateBase: "#262A2F",
        QPalette.ColorRole.Text: "#E8E8E8",
        QPalette.ColorRole.PlaceholderText: "#9A9A9A",
        QPalette.ColorRole.Button: "#353A40",
        QPalette.ColorRole.ButtonText: "#E8E8E8",
        QPalette.ColorRole.BrightText: "#FFFFFF",
        QPalette.ColorRole.Highlight: "#2D659E",
        QPalette.ColorRole.HighlightedText: "#FFFFFF",
        QPalette.ColorRole.ToolTipBase: "#3A3F46",
        QPalette.ColorRole.ToolTipText: "#F0F0F0",
        QPalette.ColorRole.Link: "#8CC4FF",
        QPalette.ColorRole.Light: "#4A5058",
        QPalette.ColorRole.Midlight: "#40454C",
        QPalette.ColorRole.Mid: "#2F3338",
        QPalette.ColorRole.Dark: "#1A1C1F",
        QPalette.ColorRole.Shadow: "#0C0D0E",
    },
}
"""The whole window's colours where the theme is chosen rather than the desktop's."""
DISABLED_TEXT = {"light": "#8A8A8A", "dark": "#8E939A"}


def window_palette(name: str) -> QPalette:
    """The application palette of the ``light`` or ``dark`` theme."""
    palette = QPalette()
    for role, colour in WINDOW_COLOURS[name].items():
        palette.setColor(role, QColor(colour))
    disabled = QColor(DISABLED_TEXT[name])
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def mixed(start: QColor, end: QColor, share: float) -> QColor:
    """``start`` moved ``share`` (0 to 1) of the way to ``end``, channel by channel, opaque:
    also ``end`` laid over ``start`` at opacity ``share``."""
    return QColor.fromRgbF(
        (1 - share) * start.redF() + share * end.redF(),
        (1 - share) * start.greenF() + share * end.greenF(),
        (1 - share) * start.blueF() + share * end.blueF(),
    )


def indicator_palette(palette: QPalette, darkened: float) -> QPalette:
    """``palette`` for a kind of button whose indicator Fusion outlines in its window
    colour ``darkened`` (:data:`FUSION_OUTLINES`): the indicator is then outlined
    :data:`OUTLINE_SHARE` of the way from the window's colour to its text's: a check box's
    outline is 4.5:1 on the window in either theme, a radio button's antialiased circle
    3.8:1 (at least :data:`DISCERNIBLE`).

    Fusion's own outline is 1.6:1 on the window at best, and nearly the window itself in
    a dark theme. A check box or radio button paints no background of its own, so its
    window colour is there only for that outline: it is set to the colour Fusion makes
    the wanted outline of (other styles draw their own indicators). Disabled buttons keep
    the faint outline."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    outline = mixed(window, text, OUTLINE_SHARE)
    source = QColor.fromHsv(
        max(outline.hsvHue(), 0),  # -1 for a grey
        outline.hsvSaturation(),
        min(255, round(outline.value() * darkened)),
    )
    result = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        result.setColor(group, QPalette.ColorRole.Window, source)
    return result


def apply_theme(choice: str) -> Theme:
    """Colour the application for the theme setting's ``choice`` and return the board's
    theme: ``light`` and ``dark`` set their palettes; ``system`` gives the desktop's back
    (an empty palette: Qt's own, which follows the desktop) and follows its scheme. Check
    boxes and radio buttons get :func:`indicator_palette` of it."""
    if choice in WINDOW_COLOURS:
        QGuiApplication.setPalette(window_palette(choice))
    else:
        QGuiApplication.setPalette(QPalette())
    # After the application's palette, which resets these.
    for name, darkened in FUSION_OUTLINES.items():
        # PySide6 takes the class name as text (its stubs say bytes, which it refuses).
        buttons = indicator_palette(QGuiApplication.palette(), darkened)
        QApplication.setPalette(buttons, name)  # type: ignore[arg-type]
    return theme_named(choice)


def marked_row(palette: QPalette) -> QColor:
    """The background of marked rows in a list (the step shown in review): the
    selection's colour a third over the list's, so the list's text still reads on it in
    either theme."""
    base = palette.color(QPalette.ColorRole.Base)
    return mixed(base, palette.color(QPalette.ColorRole.Highlight), 0.35)


def chain_colour(index: int) -> QColor:
    """The fill colour of the chain at ``index`` in its rule set."""
    return QColor(CHAIN_COLOURS[index % len(CHAIN_COLOURS)])


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of ``colour`` (0 black to 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_colour(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background`` (WCAG relative luminance)."""
    return QColor("#000000") if luminance(background) > 0.179 else QColor("#FFFFFF")


def chain_swatch(index: int, initial: str, size: int = 16) -> QPixmap:
    """A small square of the chain's colour with its initial: an icon for tables and logs.

    Needs a ``QGuiApplication`` (it paints a pixmap); the initial keeps colour from being
    the only cue.
    """
    background = chain_colour(index)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(background.darker(150), 1))
    painter.setBrush(background)
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), size / 6, size / 6)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(size * 0.7)))
    painter.setFont(font)
    painter.setPen(text_colour(background))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, initial[:1])
    painter.end()
    return pixmap
