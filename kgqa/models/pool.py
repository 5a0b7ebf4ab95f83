"""Candidate instance pools for HGNet (section 4), built from the KG itself (adapter).

The project's candidate collection (``kgqa.candidates``, issue 4) owns ranking and linking;
until it lands, HGNet uses this self-contained version, which needs nothing but the KG:

* Rel: every predicate of the KG (Spider4SPARQL schemas are small: the whole schema is the pool,
  so relation recall is 100% and the pointer decoder does the ranking);
* Type: every class;
* Val: numbers, number words and quoted strings of the question, plus string literals of the
  KG that occur in the question as a token n-gram (a lexical value linker), then the values
  the project's value linker (:func:`kgqa.candidates.collect.link_values`: stems, aliases,
  codes, boolean columns; not its weak fuzzy/token links) adds beyond those, plus ``1`` and
  ``ALL`` (the limits of ORDER BY);
* Ord / Cmp / Agg: the fixed enumerations.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

from kgqa.models.aqg import AGG_INSTANCES, CMP_INSTANCES, NO_LIMIT, ONTOP, ORD_INSTANCES, RDF_TYPE, same_value

_WORD = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
_NUM = re.compile(r"(?<![\w.])[+-]?\d+(?:\.\d+)?(?!\w)(?!\.\d)")
_LETTER = re.compile(r"(?<![\w'])([A-Z])(?![\w'])")
_QUOTED = re.compile(r"'([^']{1,60})'|\"([^\"]{1,60})\"")
_NUM_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
              "nine": 9, "ten": 10}
_STOP = {"a", "an", "the", "of", "in", "on", "and", "or", "to", "is", "are", "for", "with", "by", "at",
         "what", "which", "who", "how", "many", "name", "names", "all", "each", "that", "have", "has",
         "yes", "no", "none", "other", "from", "as", "it", "be", "do", "does", "list", "show", "find"}
MAX_VALUES = 12
MAX_NGRAM = 6
MAX_LINKED = 6       # values the candidates linker may add beyond the n-gram lookup
MIN_LINK_SCORE = 0.5
_WEAK_LINKS = {"neighbour", "token", "code initial", "number-text", "fuzzy"}

_OP_LABELS = {"=": "equal is", "!=": "not equal different", ">": "more greater larger than above",
              ">=": "at least or more", "<": "less smaller fewer than below", "<=": "at most or less",
              "CONTAINS": "contains includes substring", "COUNT": "count number how many",
              "COUNT_DISTINCT": "count distinct different number", "MAX": "maximum max largest highest",
              "MIN": "minimum min smallest lowest", "AVG": "average mean", "SUM": "sum total",
              "ASC": "ascending lowest least smallest fewest", "DESC": "descending highest most largest"}


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def iri_label(iri: str) -> str:
    """``<Spider4SPARQL ns>dogs#ref-owner_id`` -> ``dogs ref owner id``; other IRIs: the local name's words."""
    if iri == RDF_TYPE:
        return "type is a"
    local = iri[len(ONTOP):] if iri.startswith(ONTOP) else re.split(r"[/#]", iri)[-1]
    return " ".join(words(local.replace("_", " ").replace("#", " ").replace("-", " ")))


def value_label(text: str) -> str:
    if text == NO_LIMIT:
        return "all"
    t = text.strip()
    if len(t) >= 2 and t[0] in "'\"" and t[-1] == t[0]:
        t = t[1:-1]
    return t


def instance_label(cls: str, inst: str) -> str:
    if cls in ("Rel", "Type", "Ent"):
        return iri_label(inst)
    if cls == "Val":
        return value_label(inst)
    return _OP_LABELS.get(inst, inst.lower())


@dataclass
class SchemaIndex:
    """What a KG offers HGNet's pools: predicates, classes, and its short string literals."""

    relations: list[str]
    types: list[str]
    literals: dict[str, str]  # normalised token n-gram -> literal text
    joins: list[tuple[str, str]] = field(default_factory=list)  # (table, table) linked by a ref- column


_schemas: dict[str, SchemaIndex] = {}
_lock = threading.Lock()


def schema_index(kg) -> SchemaIndex:
    """The :class:`SchemaIndex` of ``kg`` (cached per KG identity)."""
    key = kg.identity
    with _lock:
        if key in _schemas:
            return _schemas[key]
    rels = sorted(str(r[0]) for r in kg.select("SELECT DISTINCT ?p WHERE { ?s ?p ?o }").rows if r[0] is not None)
    types = sorted(str(r[0]) for r in kg.select(f"SELECT DISTINCT ?c WHERE {{ ?s <{RDF_TYPE}> ?c }}").rows
                   if r[0] is not None)
    lits: dict[str, str] = {}
    res = kg.select("SELECT DISTINCT ?o WHERE { ?s ?p ?o FILTER(isLiteral(?o) && "
                    "datatype(?o) = <http://www.w3.org/2001/XMLSchema#string>) } LIMIT 60000")
    for (o,) in res.rows:
        s = str(o)
        if not s or len(s) > 60:
            continue
        toks = words(s)
        if not toks or len(toks) > MAX_NGRAM:
            continue
        key_s = " ".join(toks)
        if len(toks) == 1 and len(toks[0]) < 2 and not toks[0].isdigit():
            if s.isupper():
                lits.setdefault("#letter " + s, s)  # codes like 'F', 'L': matched only as capitals
            continue
        if key_s in _STOP:
            continue
        lits.setdefault(key_s, s)
    # foreign keys: a `table#ref-col` property links its table to the class of its objects
    res = kg.select('SELECT DISTINCT ?p ?t WHERE { ?s ?p ?o . ?o a ?t . FILTER(CONTAINS(STR(?p), "#ref-")) }')
    joins = sorted({(str(p).rsplit("#", 1)[0], str(t)) for p, t in res.rows if p is not None and t is not None})
    idx = SchemaIndex(rels, types, lits, joins)
    with _lock:
        _schemas[key] = idx
    return idx


def _sparql_string(s: str) -> str:
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def question_values(question: str, schema: SchemaIndex | None) -> list[str]:
    """Val candidates as SPARQL literal text, most specific first."""
    out: list[str] = []

    def add(v: str):
        if not any(same_value(v, w) for w in out):
            out.append(v)

    for m in _QUOTED.finditer(question):
        add(_sparql_string(m.group(1) or m.group(2)))
    # numbers before KG literals, so "1930" stays numeric when a literal "1930" exists too
    for m in _NUM.finditer(question):
        add(m.group(0))
    toks = words(question)
    if schema is not None:
        found = []
        for n in range(min(MAX_NGRAM, len(toks)), 0, -1):
            for i in range(len(toks) - n + 1):
                key = " ".join(toks[i:i + n])
                if key in schema.literals:
                    found.append((n, i, schema.literals[key]))
        for _, _, lit in sorted(found, key=lambda x: (-x[0], x[1])):
            add(_sparql_string(lit))
        for m in _LETTER.finditer(question):
            if m.start() > 0 and ("#letter " + m.group(1)) in schema.literals:
                add(_sparql_string(m.group(1)))
    for t in toks:
        if t in _NUM_WORDS:
            add(str(_NUM_WORDS[t]))
    add("1")
    add(NO_LIMIT)
    return out[:MAX_VALUES] if len(out) <= MAX_VALUES else out[:MAX_VALUES - 2] + ["1", NO_LIMIT]


def _merge_values(own: list[str], linked: list[str]) -> list[str]:
    """``own`` (without its trailing ``1``/``ALL``), then new ``linked`` values, then ``1``/``ALL``."""
    head = [v for v in own if v not in ("1", NO_LIMIT)]
    for v in linked:
        if not any(same_value(v, w) for w in head):
            head.append(v)
    head = head[: MAX_VALUES + MAX_LINKED - 2]
    for v in ("1", NO_LIMIT):
        if not any(same_value(v, w) for w in head):
            head.append(v)
    return head


@dataclass
class CandidatePool:
    """``instances[cls]`` are the candidate instances of one class; ``labels`` their names."""

    instances: dict[str, list[str]] = field(default_factory=dict)
    joins: list[tuple[str, str]] = field(default_factory=list)  # the KG's foreign-key table pairs

    def labels(self, cls: str) -> list[str]:
        return [instance_label(cls, i) for i in self.instances.get(cls, [])]

    def index(self, cls: str, inst: str) -> int:
        pool = self.instances.get(cls, [])
        if cls == "Val":
            for i, v in enumerate(pool):
                if same_value(v, inst):
                    return i
            return -1
        try:
            return pool.index(inst)
        except ValueError:
            return -1

    def add(self, cls: str, inst: str) -> int:
        i = self.index(cls, inst)
        if i >= 0:
            return i
        self.instances.setdefault(cls, []).append(inst)
        return len(self.instances[cls]) - 1

    def to_json(self) -> dict:
        return {c: list(v) for c, v in self.instances.items()}


def linked_values(question: str, kg, limit: int = MAX_LINKED) -> list[str]:
    """KG literals and typed question values from :mod:`kgqa.candidates` as SPARQL literal text.

    That linker matches what the n-gram lookup above cannot: inflections ("republics" ->
    'Republic'), aliases ("Asian" -> 'Asia', "female" -> 'F') and boolean/code columns. Weak
    evidence (neighbouring numbers, token containment, fuzzy spellings: on person names these
    are mostly noise, "handed" -> 'Hande') is left out, as distractors for the pointer decoder.
    """
    from kgqa.candidates.collect import PoolSizes, default_collector, link_values

    schema, index = default_collector().indexes(kg)
    vals, _ = link_values(question, index, schema, PoolSizes(val=4 * limit))
    out: list[str] = []
    for c in vals:
        hows = {p.get("how") for p in c.provenance}
        if c.score < MIN_LINK_SCORE or hows <= _WEAK_LINKS:
            continue
        numeric = bool({"number", "integer", "float", "year"} & set(c.kinds))
        out.append(c.id if numeric and _NUM.fullmatch(c.id) else _sparql_string(c.id))
        if len(out) >= limit:
            break
    return out


def build_pool(question: str, kg=None, schema: SchemaIndex | None = None, *,
               link_kg_values: bool = True) -> CandidatePool:
    schema = schema if schema is not None else (schema_index(kg) if kg is not None else None)
    values = question_values(question, schema)
    if link_kg_values and kg is not None:
        values = _merge_values(values, linked_values(question, kg))
    inst = {
        "Rel": list(schema.relations) if schema else [RDF_TYPE],
        "Type": list(schema.types) if schema else [],
        "Ent": [],
        "Val": values,
        "Ord": list(ORD_INSTANCES),
        "Cmp": list(CMP_INSTANCES),
        "Agg": list(AGG_INSTANCES),
    }
    return CandidatePool(inst, list(schema.joins) if schema else [])
