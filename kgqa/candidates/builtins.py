"""The built-in instance classes (HGNet section 4): fixed enumerations, never filtered.

The paper's sets are extended with what Spider4SPARQL needs: SUM/AVG aggregates and string
containment / regex comparisons (``FILTER(contains(?x, 'Hey'))``).
"""

from __future__ import annotations

ORD = ("ASC", "DESC")
CMP = ("=", "!=", ">", ">=", "<", "<=", "DURING", "OVERLAP", "CONTAINS", "REGEX")
AGG = ("COUNT", "MAX", "MIN", "ASK", "SUM", "AVG")

BUILTINS: dict[str, tuple[str, ...]] = {"ord": ORD, "cmp": CMP, "agg": AGG}
