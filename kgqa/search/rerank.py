"""Execution-aware reranking of the filled query graphs (the search's last step).

The beam score of a filled graph is the sum of the outline and fill log-probabilities, which
favours small graphs and knows nothing of what a query returns. Measured on dev with the shipped
checkpoint, one of the ~28 filled graphs answers correctly for 60% of the questions while the
top-scored non-empty one does for 35%: the choice among the graphs is as large a lever as
generating them. This module rescores them, as rerankers in semantic parsing do (e.g. the
candidate rerankers of Yin & Neubig 2019, or execution-checked picks in text-to-SQL), with a
model over named features of each graph *and of its result*:

* the model's own score;
* execution: failed, empty, how many rows, a single aggregate row of zero/unbound, repeated rows,
  an unbound answer column, a first value of another kind than "how many" / "when" / "who" asks;
* the answer's width against the columns the question lists ("name, age and id");
* schema coverage: question words linked to a column/table/value that no instance of the graph
  uses, and graph columns the question never mentions (``kgqa.models.schema_linking`` tags);
* intent agreement: a counting / averaging / summing / superlative / ordering / grouping /
  negating / "different" question against what the SPARQL does, the sort direction it says or
  implies ("descending", "the fewest"; ascending when an order is asked with no direction) and
  the comparisons it states ("after", "at least", "not higher than", "between 30 and 31") against
  the query's ORDER BY and operators, each stated number with the side it is compared on ("more
  than 90000 and fewer than 70000" with the numbers swapped), and "contains"/"in part" against
  a substring match;
* roles: the column the question's sort phrase names against the one the query sorts by
  (:mod:`kgqa.search.sort_role`);
* schema relevance: how well the graph's columns and types fit the question by the trained
  MiniLM schema ranker of :mod:`kgqa.candidates.ranker` (:func:`relevance_features`);
* query shape (:mod:`kgqa.search.query_shape`): a superlative sorted by a group key or by the
  answer itself, an expression projected twice, a number the question never states, "exactly"
  without equality, "minimum"/"maximum" without MIN/MAX, a group key not projected, an answer
  that repeats the graph's own value, text compared with ``<``/``>``.

The model over these features, its fitting and its file are :mod:`kgqa.search.rerank_model`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Sequence

from kgqa.search.query_shape import projection, query_shape
from kgqa.search.sort_role import sort_key_unnamed, sort_phrase_words
from kgqa.wordforms import scale_after, singular

FEATURES = (
    "score",
    "failed", "empty", "log_rows", "one_row", "zero_aggregate", "duplicate_rows",
    "fewer_columns_than_asked", "more_columns_than_asked",
    "uncovered_columns", "uncovered_tables", "uncovered_values", "unmentioned_columns",
    "columns", "tables", "joins",
    "count_missing", "count_extra", "average_missing", "average_extra", "sum_missing", "sum_extra",
    "superlative_missing", "superlative_extra", "order_missing", "group_missing",
    "negation_missing", "negation_extra", "distinct_missing", "direction_mismatch", "comparison_missing",
    "column_relevance_min", "column_relevance_mean", "type_relevance_min",
    "sorted_by_group_key", "sorted_by_projected", "repeated_projection", "unstated_number", "exactly_missing",
    "group_key_unprojected", "min_max_missing", "answer_repeats_value", "text_order_comparison",
    "unbound_in_answer", "answer_kind_mismatch", "sort_key_unnamed", "default_direction_mismatch",
    "comparison_number_unmatched", "contains_missing",
)

_COUNT_Q = re.compile(r"\b(how many|numbers? of|count)\b")
_AVG_Q = re.compile(r"\b(average|mean)\b")
_SUM_Q = re.compile(r"\b(total|sum)\b")
_SUPERLATIVE_Q = re.compile(
    r"\b(most|least|highest|lowest|largest|smallest|maximum|minimum|max|min|youngest|oldest|best|top|"
    r"fewest|greatest|longest|shortest|earliest|latest|biggest|first|last|\w+est)\b")
_ORDER_Q = re.compile(r"\b(order|ordered|ordering|sort|sorted|sorting|ascending|descending|alphabetical|alphabetically)\b")
# the order a question asks for: said outright ("in descending order"), else implied ("the highest",
# "most recently" / "the fewest", "alphabetical": A first)
_DESC_SAID = re.compile(r"\b(descending|decreasing|reverse)\b")
_ASC_SAID = re.compile(r"\b(ascending|increasing)\b")
_DESC_Q = re.compile(r"\b(highest|most|largest|maximum|max|biggest|greatest|longest|top|recent|recently|latest|"
                     r"oldest)\b")
_ASC_Q = re.compile(r"\b(lowest|least|smallest|minimum|min|fewest|shortest|earliest|youngest|cheapest|alphabetical|"
                    r"alphabetically)\b")
# comparisons a question states, as the operator SQL (and so the gold SPARQL) writes for them;
# the negated forms are read first so that "not higher than" is <=, not >
_COMPARISONS = [
    ("<=", re.compile(r"\b(at most|or less|or fewer|(no|not) (more|greater|higher|larger|bigger|above|over)( than)?)\b")),
    (">=", re.compile(r"\b(at least|or more|or greater|or higher|or above|(no|not) (less|fewer|lower|smaller|below|under)"
                      r"( than)?)\b")),
    (">", re.compile(r"\b((more|greater|higher|larger|bigger|older|longer|heavier|later) than|above|over|after|"
                     r"exceed\w*)\b")),
    ("<", re.compile(r"\b((less|fewer|lower|smaller|younger|shorter|lighter|earlier) than|below|under|before)\b")),
]
_QUERY_OPERATOR = re.compile(r"(?<=\s)(<=|>=|!=|=|<|>)\s+(?=[-\d\"?])")  # not the <> of an IRI
# a number the question compares with, and the side of it: "more than 90000 seats" -> (">", 90000)
_STATED_COMPARISON = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(-?\d+(?:\.\d+)?)\b")
_QUERY_COMPARISON = re.compile(r'(?<=\s)(<=|>=|<|>)\s+"(-?\d+(?:\.\d+)?)"')
_SIDE = {"<": "<", "<=": "<", ">": ">", ">=": ">"}
# a part of a text value: "contains the word", "'ROY' in part", "as a substring"
_CONTAINS_Q = re.compile(r"\b(contain|contains|containing|substring|in part|includes?|including the (word|letter))\b")
_GROUP_Q = re.compile(r"\b(each|per|every)\b")
_NEGATION_Q = re.compile(r"\b(not|no|never|without|except)\b|n't\b")
_DISTINCT_Q = re.compile(r"\b(distinct|different|unique)\b")
_WORD = re.compile(r"[a-z0-9]+")
# "the name, age and id of ...": each conjunction may ask for one more answer column
_CONJUNCTION = re.compile(r",|\band\b")
# words that join no answer columns: a range ("between 30 and 31") and the sort clause ("names
# and ages, ordered by height and weight" asks for two columns)
_RANGE = re.compile(r"\bbetween\s+\S+\s+and\s+\S+")
_SORT_CLAUSE = re.compile(r",?\s*\b(?:(?:in|by)\s+(?:\w+\s+){0,2}order\b|(?:order|ordered|ordering|sort|sorted|"
                          r"sorting|ranked|arranged)\s+(?:\w+\s+)?(?:by|of|in)\b)[^?.!]*")


_EXACTLY_Q = re.compile(r"\bexactly\b")
_EQUALITY = re.compile(r"(?<=\s)=\s")
_MIN_Q = re.compile(r"\b(minimum|min)\b")
_MAX_Q = re.compile(r"\b(maximum|max)\b")
# numbers a question may state in words ("two or more", "exactly once")
_NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100,
                 "once": 1, "twice": 2, "single": 1}


def _stated_numbers(question: str) -> set[float]:
    """The numbers ``question`` states, in digits or in words."""
    numbers = {float(m) for m in re.findall(r"\d+(?:\.\d+)?", question)}
    return numbers | {float(_NUMBER_WORDS[w]) for w in _WORD.findall(question.lower()) if w in _NUMBER_WORDS}


def _projected_columns(sparql: str) -> int:
    """How many columns the main SELECT projects (top-level ``?v`` or ``(expr AS ?v)`` items)."""
    return len(projection(sparql))


@dataclass
class RankedGraph:
    """One filled graph and a summary of its result, as the reranker sees them (independent of
    the graph classes, and small enough to cache: ``kgqa.train_rerank`` stores these, so features
    can change without re-running the search).

    ``relations``/``types`` are IRIs, ``values`` literal texts of the graph's Val vertices;
    ``n_rows`` is ``None`` when execution failed or timed out.
    """

    score: float
    sparql: str
    relations: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    n_rows: int | None = None
    n_distinct: int = 0
    first_row: list[str | None] | None = None
    #: link properties join completion added to the model's graph (``kgqa.engine.join_completion``).
    #: Recorded, not a feature: on held-out train KGs the reranker chose as well without it
    added_joins: int = 0

    @classmethod
    def with_rows(cls, score: float, sparql: str, relations, types, values, rows,
                  added_joins: int = 0) -> "RankedGraph":
        """Summarise executed ``rows`` (tuples of plain strings; ``None`` = the query failed)."""
        if rows is None:
            return cls(score, sparql, list(relations), list(types), list(values), added_joins=added_joins)
        rows = [tuple(r) for r in rows]
        return cls(score, sparql, list(relations), list(types), list(values), len(rows), len(set(rows)),
                   list(rows[0]) if rows else None, added_joins)




# Abbreviations frequent in relational column names, spelled out so that "first name" covers
# ``fname``; GloVe has no vector for such names, so the model alone cannot tell them apart.
_ABBREVIATIONS = {"fname": ["first", "name"], "lname": ["last", "name"], "dob": ["date", "birth"],
                  "num": ["number"], "amt": ["amount"], "qty": ["quantity"], "addr": ["address"],
                  "desc": ["description"], "yr": ["year"], "dept": ["department"], "no": ["number"]}


def _split_name(name: str) -> list[str]:
    """``ref-owner_id`` / ``birthPlace`` / ``fname`` -> their lower-case words."""
    name = re.sub(r"([a-z])([A-Z])", r"\1 \2", name)
    out: list[str] = []
    for w in _WORD.findall(name.lower().replace("_", " ").replace("-", " ")):
        out.extend(_ABBREVIATIONS.get(w, [w]))
    return out


def _stems(ws) -> set[str]:
    return {singular(w.lower())[:5] for w in ws if len(w) > 2}


def _iri_words(iri: str) -> str:
    """The last segment of an IRI (after ``#`` or ``/``): a reading for an item the schema lacks."""
    return iri.rstrip("/#").rsplit("#", 1)[-1].rsplit("/", 1)[-1]


def _property_words(iri: str, names: dict | None) -> tuple[str, str, bool]:
    """``(class words, property words, is_link)`` of a relation, from the schema's words
    (:meth:`kgqa.candidates.schema.SchemaIndex.words`); an IRI the schema does not list reads by
    its last segment, with no class and not as a link."""
    known = (names or {}).get("properties", {}).get(iri)
    if known is not None:
        table, column, link = known
        return table, column, bool(link)
    return "", _iri_words(iri), False


def _class_words(iri: str, names: dict | None) -> str:
    return (names or {}).get("classes", {}).get(iri) or _iri_words(iri)


def _is_zero_or_unbound(g: RankedGraph) -> bool:
    if g.n_rows != 1 or g.first_row is None:
        return False
    for c in g.first_row:
        if c is None or str(c).strip() == "":
            continue
        try:
            if float(str(c)) != 0.0:
                return False
        except ValueError:
            return False
    return True


def _direction_mismatch(question: str, sparql: str) -> float:
    """1 when the question asks for one sort direction only and the query sorts the other way."""
    desc, asc = bool(_DESC_SAID.search(question)), bool(_ASC_SAID.search(question))
    if not (desc or asc):
        desc, asc = bool(_DESC_Q.search(question)), bool(_ASC_Q.search(question))
    if desc == asc or "ORDER BY" not in sparql:
        return 0.0
    order = sparql.split("ORDER BY", 1)[1]
    return float(("ASC(" in order and desc) or ("DESC(" in order and asc))


def _default_direction_mismatch(question: str, sparql: str) -> float:
    """1 when the question asks for an order but says no direction at all ("ordered by opening
    year": ascending, as SQL's ORDER BY and SPARQL's) and the query sorts descending."""
    said = (_DESC_SAID, _ASC_SAID, _DESC_Q, _ASC_Q)
    if not _ORDER_Q.search(question) or any(p.search(question) for p in said) or "ORDER BY" not in sparql:
        return 0.0
    return float("DESC(" in sparql.split("ORDER BY", 1)[1])


def _comparison_numbers_unmatched(question: str, sparql: str) -> float:
    """How many (side, number) comparisons the question states ("more than 90000 and fewer than
    70000") the query makes with no operator of that side and number: the right columns and
    operators with the numbers swapped, or one bound left out."""
    query = {(_SIDE[op], float(x)) for op, x in _QUERY_COMPARISON.findall(sparql)}
    unmatched = 0
    for op, phrase in _COMPARISONS:
        for m in phrase.finditer(question):
            number = _STATED_COMPARISON.match(question, m.end())
            if number and (_SIDE[op], _stated_value(question, number)) not in query:
                unmatched += 1
        question = phrase.sub(lambda m: " " * len(m.group()), question)
    return float(unmatched)


def _stated_value(question: str, number: re.Match) -> float:
    """The number a comparison states: "more than 50 million" is 50,000,000."""
    scale = scale_after(question, number.end(1))
    return float(number.group(1)) * (scale[0] if scale else 1)


def _comparisons_missing(question: str, sparql: str) -> float:
    """How many comparisons the question states ("more than", "at least", "not higher than") have no
    FILTER/HAVING with that operator in the query."""
    body = sparql.split("WHERE", 1)[-1]
    ops = set(_QUERY_OPERATOR.findall(body))
    # "between 30 and 31": both bounds, inclusive as SQL's BETWEEN
    missing = sum(op not in ops for op in (">=", "<=")) if _RANGE.search(question) else 0
    question = _RANGE.sub(" ", question)
    for op, phrase in _COMPARISONS:
        hits = len(phrase.findall(question))
        question = phrase.sub(" ", question)
        if hits and op not in ops:
            missing += 1
    return float(missing)


def graph_features(question: str, links: dict[str, list[str]] | None, g: RankedGraph,
                   names: dict | None = None) -> dict[str, float]:
    """The named features of one graph (see the module docstring). ``names``: how the KG's schema
    items read (:meth:`kgqa.candidates.schema.SchemaIndex.words`): the class a relation belongs
    to, its words, whether it links entities (a join, which names no column)."""
    q = question.lower()
    q_stems = _stems(_WORD.findall(q))
    links = links or {}
    sparql = g.sparql.upper()
    columns, tables = set(), set()
    column_stems: dict[str, set[str]] = {}  # relation IRI -> its column's stems (joins name no column)
    joins = 0
    link_words: set[str] = set()
    for iri in g.relations:
        table, col, link = _property_words(iri, names)
        if table:
            tables.add(table)
        if link:
            joins += 1
            link_words.add(col)
        else:
            columns.add(col)
            column_stems[iri] = _stems(_split_name(col))
    for iri in g.types:
        tables.add(_class_words(iri, names))
    col_stems = set().union(*(_stems(_split_name(c)) for c in columns)) if columns else set()
    tab_stems = set().union(*(_stems(_split_name(t)) for t in tables)) if tables else set()
    # a link's words cover the question's words too: on a KG of named things the relations between
    # them ("mother", "birth place") are what a question says, and a graph that leaves one of
    # them out ("Anna's spouse's mother" read as her spouse) must show it
    link_stems = set().union(*(_stems(_split_name(w)) for w in link_words)) if link_words else set()
    schema_stems = col_stems | tab_stems | link_stems
    value_stems = set().union(*(_stems(_WORD.findall(v.lower())) for v in g.values)) if g.values else set()
    n = g.n_rows or 0
    asked = 1 + len(_CONJUNCTION.findall(_SORT_CLAUSE.sub(" ", _RANGE.sub(" ", q))))
    projected = _projected_columns(g.sparql)

    def has(token: str) -> float:
        return float(token in sparql)

    counting, averaging, summing = bool(_COUNT_Q.search(q)), bool(_AVG_Q.search(q)), bool(_SUM_Q.search(q))
    negates = float("!=" in sparql or "NOT " in sparql or "MINUS" in sparql)
    superlative = bool(_SUPERLATIVE_Q.search(q))
    f = {
        "score": g.score,
        "failed": float(g.n_rows is None),
        "empty": float(g.n_rows == 0),
        "log_rows": math.log1p(n),
        "one_row": float(n == 1),
        "zero_aggregate": float(_is_zero_or_unbound(g)),
        "duplicate_rows": (1.0 - g.n_distinct / n) if n else 0.0,
        "fewer_columns_than_asked": float(max(0, asked - projected)),
        "more_columns_than_asked": float(max(0, projected - asked)),
        "uncovered_columns": float(len(_stems(links.get("column", [])) - schema_stems)),
        "uncovered_tables": float(len(_stems(links.get("table", [])) - schema_stems)),
        "uncovered_values": float(len(_stems(links.get("value", [])) - value_stems - schema_stems)),
        "unmentioned_columns": float(sum(1 for c in columns if not (_stems(_split_name(c)) & q_stems))),
        "columns": float(len(columns)),
        "tables": float(len(tables)),
        "joins": float(joins),
        "count_missing": float(counting) * (1 - has("COUNT(")),
        "count_extra": float(not counting) * has("COUNT(") * float("ORDER BY" not in sparql and "HAVING" not in sparql),
        "average_missing": float(averaging) * (1 - has("AVG(")),
        "average_extra": float(not averaging) * has("AVG("),
        "sum_missing": float(summing) * (1 - has("SUM(")),
        "sum_extra": float(not summing) * has("SUM("),
        "superlative_missing": float(superlative) * (1 - has("LIMIT")),
        "superlative_extra": float(not superlative) * has("LIMIT"),
        "order_missing": float(bool(_ORDER_Q.search(q))) * (1 - has("ORDER BY")),
        "group_missing": float(bool(_GROUP_Q.search(q))) * (1 - has("GROUP BY")),
        "negation_missing": float(bool(_NEGATION_Q.search(q))) * (1 - negates),
        "negation_extra": float(not _NEGATION_Q.search(q)) * negates,
        # the answer's DISTINCT, in the main SELECT's head: an IN sub-select is a SELECT DISTINCT too
        "distinct_missing": float(bool(_DISTINCT_Q.search(q))) * (1 - float("DISTINCT" in sparql.split("WHERE", 1)[0])),
        "direction_mismatch": _direction_mismatch(q, sparql),
        "default_direction_mismatch": _default_direction_mismatch(q, sparql),
        "sort_key_unnamed": sort_key_unnamed(_stems(sort_phrase_words(q)), g.sparql, column_stems),
        "comparison_missing": _comparisons_missing(q, g.sparql),
        "comparison_number_unmatched": _comparison_numbers_unmatched(q, g.sparql),
        "contains_missing": float(bool(_CONTAINS_Q.search(q)) and "CONTAINS(" not in sparql and "REGEX(" not in sparql),
        **_shape_features(q, g),
    }
    return f


_NUMBER_ASKED = re.compile(r"^(how many|how much|what is the (total )?number of|count)\b")
#: a question (lower case, stripped) that asks for a time; kgqa.engine.answer_order reads it too
TIME_ASKED = re.compile(r"^(when|what year|which year|in what year|in which year)\b")
_PERSON_ASKED = re.compile(r"^(who|whose)\b")
_NUMBER = re.compile(r"-?\d+(\.\d+)?")
_TIME = re.compile(r"\d{4}")


def _answer_kind_mismatch(q: str, g: RankedGraph) -> float:
    """1 when the question's opening asks for a kind of answer that the first answer value is
    not: a number for "how many", a year or date for "when", a name (not a bare number) for "who".
    Only the first column is read: letting any column count ("how many ... for each country"
    leading with the country) did worse in the CV by KG (0.4154 against 0.4179)."""
    first = next((str(c).strip() for c in g.first_row or [] if c is not None and str(c).strip()), None)
    if first is None:
        return 0.0
    q = q.strip()
    if _NUMBER_ASKED.search(q):
        return float(not _NUMBER.fullmatch(first))
    if TIME_ASKED.search(q):
        return float(not _TIME.search(first))
    if _PERSON_ASKED.search(q):
        return float(bool(_NUMBER.fullmatch(first)))
    return 0.0


def _shape_features(q: str, g: RankedGraph) -> dict[str, float]:
    """How the query's projection, grouping, sorting and constants fit the (lower-cased) question:

    * sorted by a GROUP BY key, or by a projected column, and cut by LIMIT: "the class that is
      most common" answered by the alphabetically last class rather than by its count;
    * the same expression projected twice ("average, minimum and maximum" as AVG, MAX, MAX);
    * a number the query compares with that the question never states ("two or more" as >= 1);
    * "exactly" with no equality, "minimum"/"maximum" with no MIN/MAX;
    * a GROUP BY key not projected ("how many ... for each country" without the country);
    * an answer that repeats one of the graph's own values ("the friends of Alice" -> Alice);
    * an order comparison with text (``?age > "Alice"``).
    """
    shape = query_shape(g.sparql)
    stated = _stated_numbers(q)
    sparql = g.sparql.upper()
    answer = {str(c).strip().lower() for c in (g.first_row or []) if c is not None}
    values = {v.strip().lower() for v in g.values}
    return {
        "sorted_by_group_key": float(shape.limited and bool(shape.sort_keys & shape.group_keys)),
        "sorted_by_projected": float(shape.limited and bool(shape.sort_keys & shape.projected_variables)),
        "repeated_projection": float(shape.repeated_projections),
        "unstated_number": float(sum(1 for x in shape.numbers if x not in stated)),
        "exactly_missing": float(bool(_EXACTLY_Q.search(q)) and not _EQUALITY.search(g.sparql.split("WHERE", 1)[-1])),
        "group_key_unprojected": float(len(shape.group_keys - shape.projected_variables)),
        "min_max_missing": float(bool(_MIN_Q.search(q)) and "MIN(" not in sparql)
        + float(bool(_MAX_Q.search(q)) and "MAX(" not in sparql),
        "answer_repeats_value": float(bool(answer & values)),
        "text_order_comparison": float(shape.text_order_comparisons),
        # an unbound answer column: an aggregate over text or over nothing (AVG of a name)
        "unbound_in_answer": float(any(c is None for c in g.first_row or [])),
        "answer_kind_mismatch": _answer_kind_mismatch(q, g),
    }


def relevance_features(relevance: dict[str, float] | None, g: RankedGraph, names: dict | None = None) -> dict[str, float]:
    """How well the graph's columns and types fit the question by the schema ranker's bi-encoder
    (``relevance``: IRI -> score minus the best of its kind, from
    :meth:`kgqa.candidates.collect.CandidateCollector.relevance`). MiniLM knows that a "contact
    channel" is ``channel_code`` and that "flights" are ``flight`` rows, which the GloVe model and the
    word-stem coverage features cannot tell from ``customer_id`` or ``aircraft``. Joins (links
    between entities, by ``names``) carry no words and are left out; ``None`` (no ranker) gives zeros."""
    relevance = relevance or {}
    cols = [relevance[r] for r in g.relations if r in relevance and not _property_words(r, names)[2]]
    types = [relevance[t] for t in g.types if t in relevance]
    return {"column_relevance_min": min(cols, default=0.0),
            "column_relevance_mean": sum(cols) / len(cols) if cols else 0.0,
            "type_relevance_min": min(types, default=0.0)}


def rank_features(question: str, links: dict[str, list[str]] | None, graphs: Sequence[RankedGraph],
                  relevance: dict[str, float] | None = None, names: dict | None = None) -> list[dict[str, float]]:
    """The features of every graph of one question (:func:`graph_features`, :func:`relevance_features`)."""
    return [{**graph_features(question, links, g, names), **relevance_features(relevance, g, names)} for g in graphs]
