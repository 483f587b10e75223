"""Helpers that answer a dialog from a timer (``tests/ui/keeping.py``, ``tests/ui/windows.py``)
keep looking for it until it shows; such a look must end with the test that started it, or
it answers the next test's dialog in its place (a later test on the same worker then waits
for an answer it never gets). :func:`current` marks a look with its test; the autouse
fixture in ``tests/conftest.py`` moves on to the next test at each teardown."""

from __future__ import annotations

from collections.abc import Callable

_tests_ended = [0]


def current() -> Callable[[], bool]:
    """A check that says whether the test running now is still the one running."""
    started = _tests_ended[0]
    return lambda: _tests_ended[0] == started


def end_test() -> None:
    """The test running now has ended: every look it started stops at its next turn."""
    _tests_ended[0] += 1
