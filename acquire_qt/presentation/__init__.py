"""Presentation: what models, dialogs and views all show the same way (colours, money, words).

It sits below the widgets in the layers (app → views → dialogs → models → presentation →
session → ai → engine): models, dialogs and views may import it; it imports none of them.
"""
