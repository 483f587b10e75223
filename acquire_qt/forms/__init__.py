"""Qt Designer forms compiled by ``pyside6-uic`` from ``ui/*.ui`` (``make forms``).

Generated files, committed and never edited by hand; ``tests/test_forms.py`` fails when one
is out of date with its ``.ui``.
"""
