"""Yes/no questions about flat records, answered by whether one record holds the stated values.

A KG converted from a table keeps each row as one node whose fields are text: a Darwin Core
occurrence has ``dwc:vernacularName "Eurasian Otter"`` and ``dwc:country "Finland"``, a
ticket has a status and an assignee. "Has the Eurasian otter been recorded in Finland?" names no
entity; it states two values, and asks whether one record holds both. The model, which learned
statements about named things, reads such a question through none of them.

Where a yes/no question names no entity and states two or more text values the KG holds (each
under the properties the value index lists for it), and says no negation, the answer is whether
one node holds every one of them, each under one of its properties. Used only where the model's
pattern uses none of the question's values (it would abstain).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rdflib import Literal

from kgqa.kg.terms import iri_to_sparql, term_to_sparql

#: a negation turns the question around; left to the model's reading
_NEGATION = re.compile(r"\b(?:not|never|no|n't|without)\b", re.I)


def record_ask(question: str, values: Iterable[Literal],
               holders: Callable[[Literal], frozenset[str] | None]) -> str | None:
    """The ASK of one node holding every text value the question states (module docstring),
    or None where the question is not of that form (fewer than two such values, one whose
    properties are unknown, a number, or a negation)."""
    values = list(values)
    if _NEGATION.search(question):
        return None
    texts = [v for v in values if isinstance(v, Literal) and (v.datatype is None or str(v.datatype).endswith("#string"))]
    if len(texts) < 2 or len(texts) != len(values):
        return None
    patterns = []
    for i, v in enumerate(texts):
        props = holders(v)
        if not props:
            return None
        alternatives = ", ".join(iri_to_sparql(p) for p in sorted(props))
        # by its text: the value index keeps a name without its language tag
        patterns.append(f"?record ?held{i} ?text{i} . FILTER(?held{i} IN ({alternatives}) "
                        f"&& STR(?text{i}) = {term_to_sparql(Literal(str(v)))})")
    return "ASK { " + " ".join(patterns) + " }"


__all__ = ["record_ask"]
