"""Money as players read it: the rule set's currency sign and thousands separators."""

from __future__ import annotations


def format_money(amount: int, currency: str) -> str:
    """``format_money(45300, "$") == "$45,300"``: the currency sign and thousands separators."""
    sign = "-" if amount < 0 else ""
    return f"{sign}{currency}{abs(amount):,}"
