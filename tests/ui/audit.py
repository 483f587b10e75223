"""The screen audit's eyes: what a shown window or dialog gets wrong, as findings a player
would notice (tests/ui/test_audit_screens.py walks the screens).

Each check takes a top-level widget as it is laid out and returns lines of text, one a
problem, each naming the widget and what is wrong:

- :func:`clipped_texts`: a label, button, header section, tab or spin box whose words do
  not fit the room it has (font metrics against the widget's contents rectangle; a
  word-wrapped label's height for its width, and its width: not squeezed into a column of
  a word or two a line; every value a spin box can show, in its field beside the arrows;
  a tab bar's tabs all in its width, whichever is selected: a bar that scrolls shows the
  selected tab whole and clips another);
- :func:`scroll_bars`: a visible scroll bar inside a widget (the player and chain panels
  show everything at once);
- :func:`overlapping`: widgets of a layout laid over each other (it had less room than
  they need);
- :func:`empty_room`: a player or chain panel with lines of empty room under its cards
  (the room the log below should have: the cards grew for a moment and shrank again);
- :func:`too_large`: a window or dialog larger than its screen's available geometry;
- :func:`low_contrast`: text below WCAG's 4.5:1 on its background (palette foreground on
  the background of the nearest painted ancestor; an item view's cells, their own
  colours or the view's, and its selected rows; a card's facts, as it paints them, a
  changed one on its tint);
- :func:`faint_indicators`: an unchecked check box or radio button whose indicator's
  outline is below WCAG's 3:1 non-text contrast on the background around it (measured
  on a grab of the window where the button is);
- :func:`english_words`: on a German screen, text with words of the game's English
  vocabulary that German does not share (the .ts file's sources and translations).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from functools import cache

from acquire_qt.resources import resource_path
from PySide6.QtCore import QAbstractListModel, QModelIndex, QPoint, QRect
from PySide6.QtGui import QAction, QColor, QFontMetrics, QPalette, Qt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLayout,
    QMainWindow,
    QMenu,
    QPushButton,
    QRadioButton,
    QScrollBar,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QToolButton,
    QWidget,
)

from acquire_qt.engine import Rules
from acquire_qt.presentation.palette import DISCERNIBLE, READABLE, contrast
from acquire_qt.views.cards import Card
from acquire_qt.views.docks import ROOMY_LINES, DockPanel

ACCEPTED_WORDS = frozenset(
    {
        # The players of the audited positions (tests/ui/screenshots.py) and the guests.
        *("Ann", "Bob", "Cy", "Di", "Ed", "Flo"),
        # Proper names and words German uses as they are.
        *("Acquire", "Space", "Monopoly", "Energy", "English", "Deutsch", "DoE"),
        *("AI", "OK", "LAN", "Chat", "Port", "Status", "Name", "Start", "Bonus", "Tier"),
    }
)
"""Words allowed on a German screen although they are English (beside the chain names)."""

SLACK = 1
"""Pixels of rounding allowed between a text's advance and its room."""
NARROWEST_LINE = 16
"""Characters (of the font's average width) a word-wrapped text's lines hold at least
where it takes more than two: narrower, a sentence reads as a column of single words."""


def shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def where(widget: QWidget) -> str:
    """A widget as a finding names it: its class, object name and text."""
    name = widget.objectName() or "-"
    text = ""
    if isinstance(widget, QLabel | QAbstractButton):
        text = widget.text()
    elif isinstance(widget, QGroupBox | QDockWidget):
        text = widget.title() if isinstance(widget, QGroupBox) else widget.windowTitle()
    return f"{type(widget).__name__}({name}) {plain(text)[:40]!r}"


def plain(text: str) -> str:
    """``text`` as a player reads it: no access-key ampersands, no rich-text tags."""
    if Qt.mightBeRichText(text):
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return re.sub(r"&(.)", r"\1", text)


# -- fitting ---------------------------------------------------------------------------


def clipped_texts(top: QWidget) -> list[str]:
    found: list[str] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not shown(widget, top):
            continue
        if isinstance(widget, QLabel):
            found += _clipped_label(widget)
        elif isinstance(widget, QPushButton | QCheckBox | QRadioButton):
            found += _clipped_button(widget)
        elif isinstance(widget, QHeaderView):
            found += _clipped_sections(widget)
        elif isinstance(widget, QSpinBox):
            found += _clipped_spin_box(widget)
        elif isinstance(widget, QTabBar):
            found += _clipped_tabs(widget)
    return found


def _clipped_tabs(bar: QTabBar) -> list[str]:
    """Tabs narrower than their words, and tabs the bar has no room for: those it scrolls
    out of sight or under its scroll buttons. The room is checked whichever tab is
    selected: a bar that scrolls to show the selected tab whole clips another one. A bar
    whose minimum size is less than its tabs need is found too: the room it has depends on
    the page around it (the docks' width), and at another it would clip them."""
    tabs = [i for i in range(bar.count()) if bar.isTabVisible(i)]
    found = [
        f"tab {bar.tabText(i)!r} is {bar.tabRect(i).width()} px wide, needs "
        f"{bar.tabSizeHint(i).width()}"
        for i in tabs
        if bar.tabSizeHint(i).width() > bar.tabRect(i).width() + SLACK
    ]
    vertical = bar.shape() in _VERTICAL_TABS
    length = bar.height() if vertical else bar.width()
    needed = sum(
        bar.tabSizeHint(i).height() if vertical else bar.tabSizeHint(i).width() for i in tabs
    )
    words = ", ".join(repr(bar.tabText(i)) for i in tabs)
    if needed > length + SLACK:
        found.append(f"tabs {words} need {needed} px, the tab bar has {length}")
    else:
        # Whole here, but a layout may give the bar as little as its minimum: a narrower
        # page beside wider docks (more players, longer words) and they scroll or elide.
        least = bar.minimumSizeHint()
        minimum = least.height() if vertical else least.width()
        if minimum + SLACK < needed:
            found.append(
                f"tabs {words} need {needed} px, the tab bar may be squeezed to {minimum} "
                "(scroll buttons or elided titles)"
            )
    buttons = [b.geometry() for b in bar.findChildren(QToolButton) if b.isVisibleTo(bar)]
    room = bar.rect()
    for i in tabs:
        rect = bar.tabRect(i)
        hidden = not room.contains(rect) or any(rect.intersects(b) for b in buttons)
        if hidden and needed <= length + SLACK:
            found.append(f"tab {bar.tabText(i)!r} is partly out of sight ({_box(rect)})")
    return found


_VERTICAL_TABS = frozenset(
    {
        QTabBar.Shape.RoundedWest,
        QTabBar.Shape.RoundedEast,
        QTabBar.Shape.TriangularWest,
        QTabBar.Shape.TriangularEast,
    }
)


def _box(rect: QRect) -> str:
    return f"{rect.width()}×{rect.height()} at {rect.x()},{rect.y()}"


def _clipped_label(label: QLabel) -> list[str]:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    room = label.contentsRect().adjusted(label.margin(), 0, -label.margin(), 0)
    indent = max(label.indent(), 0)
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + SLACK:
            return [f"{where(label)} is {label.height()} px tall, its words need {needed}"]
        return _squeezed_label(label, needed)
    if Qt.mightBeRichText(text) and label.textFormat() != Qt.TextFormat.PlainText:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        width = document.idealWidth()
    else:
        metrics = label.fontMetrics()
        width = max(metrics.horizontalAdvance(line) for line in plain(text).split("\n"))
    if width > room.width() - indent + SLACK:
        return [f"{where(label)} has {room.width() - indent} px, its words need {width:.0f}"]
    return []


def _squeezed_label(label: QLabel, height: int) -> list[str]:
    """A word-wrapped label squeezed into a column of a word or two a line: more than two
    lines (its words at its width take ``height``), each narrower than
    :data:`NARROWEST_LINE` characters."""
    metrics = label.fontMetrics()
    lines = round(height / metrics.lineSpacing())
    room = label.contentsRect().width() - 2 * label.margin()
    if lines > 2 and room < NARROWEST_LINE * metrics.averageCharWidth():
        return [f"{where(label)} is squeezed to {room} px: its words take {lines} lines"]
    return []


def _clipped_button(button: QAbstractButton) -> list[str]:
    text = plain(button.text())
    if not text:
        return []
    option = QStyleOptionButton()
    option.initFrom(button)
    element = {
        QPushButton: QStyle.SubElement.SE_PushButtonContents,
        QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
        QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
    }[next(kind for kind in (QPushButton, QCheckBox, QRadioButton) if isinstance(button, kind))]
    room = button.style().subElementRect(element, option, button).width()
    needed = QFontMetrics(button.font()).horizontalAdvance(text)
    if not button.icon().isNull():
        needed += button.iconSize().width() + 4
    if needed > room + SLACK:
        return [f"{where(button)} has {room} px, its words need {needed}"]
    return []


LINE_EDIT_MARGIN = 2
"""Pixels a line edit keeps free on either side of its text (QLineEditPrivate)."""


def _clipped_spin_box(spin: QSpinBox) -> list[str]:
    """A spin box's field too narrow for its widest value (the player may spin to any)
    or too low for a line of its font."""
    field = spin.lineEdit()
    margins = field.textMargins()
    room = field.contentsRect()
    width = room.width() - margins.left() - margins.right() - 2 * LINE_EDIT_MARGIN
    height = room.height() - margins.top() - margins.bottom()
    metrics = QFontMetrics(spin.font())
    values = [spin.textFromValue(value) for value in (spin.minimum(), spin.maximum())]
    texts = [spin.text(), *(spin.prefix() + value + spin.suffix() for value in values)]
    if spin.specialValueText():
        texts.append(spin.specialValueText())
    widest = max(texts, key=metrics.horizontalAdvance)
    needed = metrics.horizontalAdvance(widest)
    name = f"spin box {spin.objectName() or '-'}"
    found = []
    if needed > width + SLACK:
        found.append(f"{name} has {width} px, {widest!r} needs {needed}")
    if metrics.height() > height + SLACK:
        found.append(f"{name} is {height} px tall inside, its font needs {metrics.height()}")
    return found


def _clipped_sections(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None:
        return []
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    metrics = QFontMetrics(header.font())
    bold = header.font()
    bold.setBold(True)
    found = []
    across = header.orientation() == Qt.Orientation.Horizontal
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text:
            continue
        size = header.sectionSize(section)
        start = header.sectionViewportPosition(section)
        if across:
            needed = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 2 * margin
        else:
            needed = metrics.lineSpacing() * (text.count("\n") + 1)
        if needed > size + SLACK:
            found.append(f"header {text!r} is {size} px, its words need {needed}")
        elif start < 0 or start + size > header.viewport().width() + SLACK:
            found.append(f"header {text!r} is outside the view (at {start}, {size} px)")
    return found


# -- scrolling and sizes ---------------------------------------------------------------


def scroll_bars(top: QWidget) -> list[str]:
    return [
        f"a {'vertical' if bar.orientation() == Qt.Orientation.Vertical else 'horizontal'} "
        f"scroll bar in {where(bar.parentWidget().parentWidget() or bar)}"
        for bar in top.findChildren(QScrollBar)
        if bar.isVisible() and bar.maximum() > bar.minimum()
    ]


def overlapping(top: QWidget) -> list[str]:
    """Widgets of one layout in ``top`` laid over each other: the layout had less room than
    its widgets need at least, and one hides part of another (a list's last row under the
    button below it)."""
    found = []
    for parent in [top, *top.findChildren(QWidget)]:
        layout = parent.layout()
        if layout is None or not shown(parent, top):
            continue
        laid_out = [widget for widget in _laid_out(layout) if shown(widget, top)]
        found += [
            f"{where(first)} and {where(second)} overlap"
            for n, first in enumerate(laid_out)
            for second in laid_out[n + 1 :]
            if first.geometry().intersects(second.geometry())
        ]
    return found


def _laid_out(layout: QLayout) -> Iterator[QWidget]:
    """The widgets of ``layout`` and of the layouts in it."""
    for n in range(layout.count()):
        item = layout.itemAt(n)
        if item.widget() is not None:
            yield item.widget()
        elif item.layout() is not None:
            yield from _laid_out(item.layout())


def empty_room(top: QWidget) -> list[str]:
    """The card panels in ``top`` higher than their cards by :data:`ROOMY_LINES` lines or
    more."""
    return [
        f"{panel.spare_room()} px of empty room under the cards of "
        f"{where(panel.parentWidget() or panel)}"
        for panel in top.findChildren(DockPanel)
        if panel.isVisible()
        and panel.spare_room() >= ROOMY_LINES * panel.fontMetrics().lineSpacing()
    ]


def too_large(window: QWidget) -> list[str]:
    """The window (its inside: the offscreen platform's frame is made up) larger than its
    screen's available geometry."""
    screen = window.screen().availableGeometry()
    size = window.geometry()
    if size.width() > screen.width() or size.height() > screen.height():
        return [
            f"{type(window).__name__} is {size.width()}×{size.height()} on a "
            f"{screen.width()}×{screen.height()} screen"
        ]
    return []


# -- contrast --------------------------------------------------------------------------


def background(widget: QWidget) -> QColor:
    """The colour behind ``widget``'s text: its own background where it paints one (or its
    style sheet does), else its nearest ancestor's that does (a window always does)."""
    current: QWidget | None = widget
    while current is not None:
        palette = current.palette()
        painted = current.autoFillBackground() or "background" in current.styleSheet()
        if current.isWindow() or painted:
            return palette.color(current.backgroundRole())
        parent = current.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and parent.viewport() is current:
            return palette.color(current.backgroundRole())
        current = parent
    return widget.palette().color(QPalette.ColorRole.Window)


def low_contrast(top: QWidget) -> list[str]:
    found: list[str] = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not shown(widget, top) or not widget.isEnabled():
            continue
        if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            found += _item_contrast(widget)
            continue
        if isinstance(widget, Card):
            found += [
                f"{where(widget)}: {fact.text!r} {fg.name()} on {bg.name()} is "
                f"{contrast(fg, bg):.2f}:1"
                for fact, fg, bg in widget.fact_colours()
                if contrast(fg, bg) < READABLE
            ]
            continue
        if isinstance(widget, QLabel) and not plain(widget.text()).strip():
            continue
        if isinstance(widget, QPushButton) and widget.text():
            pair = (
                widget.palette().color(QPalette.ColorRole.ButtonText),
                widget.palette().color(QPalette.ColorRole.Button),
            )
        elif isinstance(widget, QLabel | QCheckBox | QRadioButton | QGroupBox | QHeaderView):
            role = widget.foregroundRole()
            if isinstance(widget, QHeaderView):
                role = QPalette.ColorRole.ButtonText
            pair = (widget.palette().color(role), background(widget))
        else:
            continue
        ratio = contrast(*pair)
        if ratio < READABLE:
            found.append(f"{where(widget)}: {pair[0].name()} on {pair[1].name()} is {ratio:.2f}:1")
    return found


def faint_indicators(top: QWidget) -> list[str]:
    """Unchecked, enabled check boxes and radio buttons whose indicator does not stand
    out from the window: the strongest contrast of the indicator's pixels (its outline:
    its inside is the base colour, close to the window's) against the background just
    right of it, between the indicator and the words."""
    found: list[str] = []
    for button in top.findChildren(QCheckBox) + top.findChildren(QRadioButton):
        if not shown(button, top) or not button.isEnabled() or button.isChecked():
            continue
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = (
            QStyle.SubElement.SE_CheckBoxIndicator
            if isinstance(button, QCheckBox)
            else QStyle.SubElement.SE_RadioButtonIndicator
        )
        indicator = button.style().subElementRect(element, option, button)
        # The window draws what is behind the button (a button paints no background).
        at = button.mapTo(top, QPoint(0, 0))
        image = top.grab(QRect(at, button.size())).toImage()
        scale = image.devicePixelRatio()
        around = image.pixelColor(
            round((indicator.right() + 3) * scale), round(indicator.center().y() * scale)
        )
        strongest = max(
            contrast(image.pixelColor(x, y), around)
            for x in range(round(indicator.left() * scale), round(indicator.right() * scale) + 1)
            for y in range(round(indicator.top() * scale), round(indicator.bottom() * scale) + 1)
        )
        if strongest < DISCERNIBLE:
            found.append(
                f"{where(button)}: its indicator's outline on {around.name()} is {strongest:.2f}:1"
            )
    return found


def _item_contrast(view: QAbstractItemView) -> list[str]:
    """The view's own text on its base, its selection's, and each visible cell's
    colours (a model's foreground or background where it gives one)."""
    palette = view.palette()
    text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
    pairs = {
        "text": (text, base),
        "selected text": (
            palette.color(QPalette.ColorRole.HighlightedText),
            palette.color(QPalette.ColorRole.Highlight),
        ),
    }
    model = view.model()
    if model is not None:
        for index in _visible_cells(view):
            foreground = model.data(index, Qt.ItemDataRole.ForegroundRole)
            back = model.data(index, Qt.ItemDataRole.BackgroundRole)
            if foreground is None and back is None:
                continue
            pair = (_colour(foreground, text), _colour(back, base))
            label = model.data(index, Qt.ItemDataRole.DisplayRole)
            pairs[f"cell {index.row()},{index.column()} {str(label)[:30]!r}"] = pair
    return [
        f"{type(view).__name__}({view.objectName() or '-'}) {what}: "
        f"{fg.name()} on {bg.name()} is {contrast(fg, bg):.2f}:1"
        for what, (fg, bg) in pairs.items()
        if contrast(fg, bg) < READABLE
    ]


def _colour(value: object, default: QColor) -> QColor:
    """A model's colour (a colour or a brush) as seen over ``default``, which shows
    through where it is translucent; ``default`` where the model gives none."""
    colour = value
    brush_colour = getattr(value, "color", None)
    if callable(brush_colour):
        colour = brush_colour()
    if not isinstance(colour, QColor):
        return default
    alpha = colour.alphaF()
    return QColor.fromRgbF(
        *(
            alpha * over + (1 - alpha) * under
            for over, under in zip(colour.getRgbF()[:3], default.getRgbF()[:3], strict=True)
        )
    )


def _visible_cells(view: QAbstractItemView) -> Iterator[QModelIndex]:
    model = view.model()
    rows = model.rowCount(view.rootIndex())
    # A list model's columnCount is private in PySide6: it has one column.
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(view.rootIndex())
    viewport = view.viewport().rect()
    for row in range(min(rows, 200)):
        for column in range(columns):
            index = model.index(row, column, view.rootIndex())
            rect: QRect = view.visualRect(index)
            if rect.isValid() and rect.intersects(viewport):
                yield index


# -- words -----------------------------------------------------------------------------


@cache
def vocabularies() -> tuple[frozenset[str], frozenset[str]]:
    """The words of the game's English texts and of their German translations."""
    tree = ElementTree.parse(resource_path("translations") / "acquire_qt_de.ts")
    english: set[str] = set()
    german: set[str] = set()
    for message in tree.iter("message"):
        english.update(_words(message.findtext("source") or ""))
        german.update(_words(message.findtext("translation") or ""))
    return frozenset(english), frozenset(german)


def _words(text: str) -> set[str]:
    """The words of ``text``, in lower case (no placeholders, numbers or one letters)."""
    text = re.sub(r"\{[^}]*\}", " ", plain(text))
    return {word.lower() for word in re.findall(r"[^\W\d_]{2,}", text)}


@cache
def chain_words() -> frozenset[str]:
    names: set[str] = set()
    for rules in (Rules.classic(), Rules.space_monopoly(), Rules.energy()):
        for name in rules.chain_names:
            names.update(_words(name))
    return frozenset(names)


def english_words(top: QWidget) -> list[str]:
    """Texts shown on a German screen that hold English words (see the module)."""
    english, german = vocabularies()
    allowed = german | {word.lower() for word in ACCEPTED_WORDS} | chain_words()
    found = []
    for what, text in shown_texts(top):
        left = sorted(word for word in _words(text) if word in english and word not in allowed)
        if left:
            found.append(f"{what} {plain(text)[:60]!r}: {', '.join(left)}")
    return found


def shown_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """Every text ``top`` shows: window and dock titles, labels, buttons, group boxes,
    tabs, header sections, the visible cells of item views and the facts of cards."""
    yield "title", top.windowTitle()
    if isinstance(top, QMainWindow):
        for action in top.menuBar().actions():
            yield from _menu_texts(action)
    for widget in top.findChildren(QWidget):
        if not shown(widget, top):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            yield where(widget), widget.text()
        elif isinstance(widget, Card) and widget.content is not None:
            content = widget.content
            for fact in (content.title, content.figure, *content.facts):
                if fact is not None:
                    yield "card", fact.text
        elif isinstance(widget, QGroupBox):
            yield where(widget), widget.title()
        elif isinstance(widget, QDockWidget):
            yield where(widget), widget.windowTitle()
        elif isinstance(widget, QTabBar):
            for tab in range(widget.count()):
                yield "tab", widget.tabText(tab)
        elif isinstance(widget, QHeaderView) and widget.model() is not None:
            for section in range(widget.count()):
                text = widget.model().headerData(
                    section, widget.orientation(), Qt.ItemDataRole.DisplayRole
                )
                if isinstance(text, str) and not widget.isSectionHidden(section):
                    yield "header", text
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for index in _visible_cells(widget):
                text = widget.model().data(index, Qt.ItemDataRole.DisplayRole)
                if isinstance(text, str):
                    yield f"{type(widget).__name__} cell", text


def _menu_texts(action: QAction) -> Iterator[tuple[str, str]]:
    """A menu's title and its visible actions' words, its submenus' too."""
    if not action.isVisible() or action.isSeparator():
        return
    yield "menu", action.text()
    menu = action.menu()
    if isinstance(menu, QMenu):
        for inner in menu.actions():
            yield from _menu_texts(inner)
