"""QALD-JSON questions as evaluation examples: one KG, gold answers with their answer type.

A QALD file (:mod:`kgqa.data.qald`) holds the questions of one KG (a SPARQL endpoint). Each
becomes a :class:`QaldExample` whose :class:`QaldGold` is what scoring needs:

- the gold answers from the file's ``answers``; a question with a gold query but no answers gets
  them by running that query on the KG (read-only, timeout-bounded, never cached);
- plain rows (each cell the term's lexical value, IRIs as strings), the form the engine answers
  in, or the boolean of an ASK question;
- the answer type, read off the typed gold terms: ``resource`` (IRIs only), ``number`` (one
  numeric value, counts included), ``boolean``, ``literal`` (other literals: strings, dates),
  and ``empty`` for a gold result without bindings.

Gold queries written for public endpoints use prefixes without declaring them (DBpedia's
predeclares ``dbo:``, ``res:``, ...); :func:`declared_query` adds the declarations a query lacks
so that any SPARQL 1.1 endpoint and the query-graph core can read it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from kgqa.data.qald import QALD_PREFIXES, QaldAnswers, QaldQuestion
from kgqa.kg.base import KnowledgeGraph, SelectResult
from kgqa.kg.errors import KGError, QueryTimeout
from kgqa.kg.vocabulary import XSD

log = logging.getLogger(__name__)

ANSWER_TYPES = ("resource", "number", "boolean", "literal", "empty")

#: The XSD datatypes of numbers (a literal of one is a ``number`` answer).
NUMERIC_DATATYPES = frozenset(XSD + t for t in (
    "integer", "decimal", "double", "float", "int", "long", "short", "byte", "nonNegativeInteger",
    "positiveInteger", "negativeInteger", "nonPositiveInteger", "unsignedInt", "unsignedLong",
    "unsignedShort", "unsignedByte"))
# Some files abbreviate the datatype as the endpoint printed it.
NUMERIC_DATATYPES |= {d.replace(XSD, "xsd:") for d in NUMERIC_DATATYPES}


@dataclass(frozen=True)
class QaldGold:
    """A question's gold answer as evaluation reads it.

    ``status``: ``ok`` (answers known), ``missing`` (neither answers nor a query to compute them),
    ``err`` / ``timeout`` (the gold query failed on the KG)."""

    status: str
    rows: tuple[tuple[str, ...], ...] = ()
    boolean: bool | None = None
    answer_type: str | None = None


@dataclass(frozen=True)
class QaldExample:
    """One QALD question on one KG; ``idx`` is the question's id in the file."""

    idx: str
    kg_name: str
    question: str
    query: str | None  # the gold SPARQL with every prefix it uses declared; None if the file has none
    gold: QaldGold


def qald_examples(questions: Iterable[QaldQuestion], kg_name: str, kg: KnowledgeGraph | None = None, *,
                  timeout_s: float = 60.0, prefixes: Mapping[str, str] = QALD_PREFIXES) -> list[QaldExample]:
    """Evaluation examples of ``questions`` on the KG ``kg_name``; gold answers missing from the
    file are computed on ``kg`` (left ``missing`` when ``kg`` is None)."""
    examples = []
    for q in questions:
        query = declared_query(q.sparql, prefixes) if q.sparql else None
        if q.answers is not None:
            gold = gold_from_answers(q.answers)
        elif query is not None and kg is not None:
            gold = gold_from_kg(kg, query, timeout_s)
        else:
            gold = QaldGold("missing")
        examples.append(QaldExample(q.id, kg_name, q.question, query, gold))
    return examples


def gold_from_answers(answers: QaldAnswers) -> QaldGold:
    if answers.boolean is not None:
        return QaldGold("ok", boolean=answers.boolean, answer_type="boolean")
    rows = tuple(tuple(b.get(v, {}).get("value", "") for v in answers.vars) for b in answers.bindings)
    return QaldGold("ok", rows, answer_type=answer_type(answers))


def gold_from_kg(kg: KnowledgeGraph, query: str, timeout_s: float) -> QaldGold:
    """Run a gold query on the KG: the KG classes only send read queries, and the cache is
    bypassed so that a gold answer never comes from an earlier run's query text."""
    try:
        result = kg.query(query, timeout_s=timeout_s, use_cache=False)
    except QueryTimeout:
        log.warning("gold query timed out after %.0f s on %s: %.200s", timeout_s, kg.identity, query)
        return QaldGold("timeout")
    except KGError as e:
        log.warning("gold query failed on %s (%s): %.200s", kg.identity, e, query)
        return QaldGold("err")
    if not isinstance(result, (bool, SelectResult)):
        log.warning("gold query is neither SELECT nor ASK: %.200s", query)
        return QaldGold("err")
    return gold_from_answers(result_answers(result))


def result_answers(result: SelectResult | bool) -> QaldAnswers:
    """A KG result as QALD answers with typed JSON terms (as :func:`kgqa.data.qald.write_qald`
    writes them)."""
    if isinstance(result, bool):
        return QaldAnswers(boolean=result)
    # qald's own SPARQL-JSON term writer, so that evaluation and the written files agree.
    from kgqa.data.qald import _select_result_json

    doc = _select_result_json(result)
    return QaldAnswers(vars=tuple(doc["head"]["vars"]), bindings=tuple(doc["results"]["bindings"]))


def answer_type(answers: QaldAnswers) -> str:
    """``boolean``, ``empty``, ``resource`` (every term an IRI), ``number`` (one numeric term) or
    ``literal``."""
    if answers.boolean is not None:
        return "boolean"
    terms = [t for b in answers.bindings for t in b.values()]
    if not terms:
        return "empty"
    if all(t.get("type") == "uri" for t in terms):
        return "resource"
    if len(terms) == 1 and is_numeric_term(terms[0]):
        return "number"
    return "literal"


def is_numeric_term(term: Mapping[str, str]) -> bool:
    if term.get("type") not in ("literal", "typed-literal"):
        return False
    datatype = term.get("datatype")
    if datatype is not None:
        return datatype in NUMERIC_DATATYPES
    if term.get("xml:lang"):
        return False
    # Hand-made files write numbers as plain literals.
    try:
        float(term.get("value", ""))
    except ValueError:
        return False
    return True


# A PREFIX declaration, and a prefixed name's prefix outside IRIs and strings.
_DECLARED = re.compile(r"(?i)\bPREFIX\s+([A-Za-z][\w.-]*)?:")
_PREFIX_USE = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|<[^<>"\s]*>|(?<![\w?$:])([A-Za-z][\w.-]*)?:(?=[\w\\])')


def declared_query(query: str, prefixes: Mapping[str, str]) -> str:
    """``query`` with a ``PREFIX`` line for each prefix it uses without declaring it and that
    ``prefixes`` knows; the query's own declarations win."""
    declared = {m.group(1) or "" for m in _DECLARED.finditer(query)}
    used = {m.group(1) or "" for m in _PREFIX_USE.finditer(query) if m.group(0)[:1] not in '"\'<'}
    missing = sorted(p for p in used - declared if p in prefixes)
    return "".join(f"PREFIX {p}: <{prefixes[p]}>\n" for p in missing) + query
