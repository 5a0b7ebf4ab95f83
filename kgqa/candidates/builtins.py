"""The built-in instance classes (HGNet section 4): fixed enumerations, never filtered.

They are the query-graph core's own enumerations (:mod:`kgqa.querygraph.model`), so a pool
offers exactly the Ord/Cmp/Agg instances a query graph can hold: the paper's sets plus the
core's extensions (SUM/AVG and the DISTINCT aggregates, GROUP, value functions, string and
set comparisons, OR-disjuncts, Ord ``NONE`` for a LIMIT without ORDER BY).
"""

from __future__ import annotations

from kgqa.querygraph.model import AGG_INSTANCES, CMP_INSTANCES, ORD_INSTANCES

ORD: tuple[str, ...] = ORD_INSTANCES
CMP: tuple[str, ...] = CMP_INSTANCES
AGG: tuple[str, ...] = AGG_INSTANCES

BUILTINS: dict[str, tuple[str, ...]] = {"ord": ORD, "cmp": CMP, "agg": AGG}
