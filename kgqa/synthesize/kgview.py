"""What the synthesizer knows about a KG: its onboarded indexes (schema, entity names) and
bounded, read-only SELECTs through the KG layer for walking it.

Every query here is a SELECT with a LIMIT, every IRI and literal is written by
:func:`kgqa.kg.terms.term_to_sparql` (escaped), and every call has a timeout; a query that fails
or times out reads as no rows, so a slow corner of a large endpoint costs a draw, not the run.
"""

from __future__ import annotations

import logging
import random
import re
import sqlite3
from dataclasses import dataclass
from functools import cache

from rdflib import BNode, Literal, URIRef

from kgqa.candidates.schema import SchemaItem
from kgqa.candidates.values import is_numeric_datatype
from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE, XSD, is_machinery

from .words import identifier_words, without_opener

log = logging.getLogger(__name__)

DATE_DATATYPES = frozenset(XSD + t for t in ("date", "dateTime", "gYear", "gYearMonth", "dateTimeStamp"))
_NAME_WORDS = ("name", "title", "label")
_KEY_WORDS = {"id", "key", "no", "nr", "num", "number", "code", "ref", "pk"}


@dataclass(frozen=True)
class Anchor:
    """A thing a question names. An entity with a name (``iri``), or a row named by one of its
    literals (``prop`` = ``value``: Spider-style KGs whose rows have only key IRIs)."""

    text: str
    iri: URIRef | None = None
    prop: URIRef | None = None
    value: Literal | None = None
    cls: str | None = None  # a class IRI of the thing, if the KG types it

    @property
    def is_entity(self) -> bool:
        return self.iri is not None


class KGView:
    """Bounded access to one KG for sampling (see module docstring)."""

    def __init__(self, kg: KnowledgeGraph, onboarded, *, timeout_s: float = 5.0, sample_rows: int = 200,
                 max_names: int = 500_000) -> None:
        self.kg = kg
        self.schema = onboarded.schema
        self.timeout_s = timeout_s
        self.sample_rows = sample_rows
        skip = set(self.schema.named_only) | {RDF_TYPE}
        self.properties: dict[str, SchemaItem] = {
            iri: item for iri, item in self.schema.properties.items()
            if iri not in skip and not is_machinery(iri) and item.count > 0}
        self.classes: dict[str, SchemaItem] = {iri: c for iri, c in self.schema.classes.items() if not is_machinery(iri)}
        self.typed = bool(self.classes)
        self.names = _entity_names(onboarded.labels.path, max_names)
        self.named = sorted(self.names)
        self._rows_cache: dict[str, list[tuple]] = {}
        self.queries = 0

    # -- bounded queries ---------------------------------------------------------------------
    def rows(self, query: str) -> list[tuple]:
        """The rows of a bounded SELECT (``[]`` when it fails or times out), cached."""
        if query in self._rows_cache:
            return self._rows_cache[query]
        self.queries += 1
        try:
            rows = list(self.kg.select(query, timeout_s=self.timeout_s).rows)
        except KGError as e:
            log.debug("sampling query failed (%s): %s", type(e).__name__, query[:200])
            rows = []
        self._rows_cache[query] = rows
        return rows

    def triples(self, prop: str, rng: random.Random) -> list[tuple]:
        """A sample of ``(subject, object)`` pairs of ``prop`` (a random page of the first ones)."""
        item = self.properties[prop]
        pages = max(1, min(10, item.count // self.sample_rows))
        offset = rng.randrange(pages) * self.sample_rows
        p = term_to_sparql(URIRef(prop))
        q = f"SELECT ?s ?o WHERE {{ ?s {p} ?o . }} LIMIT {self.sample_rows}" + (f" OFFSET {offset}" if offset else "")
        rows = self.rows(q)
        if not rows and offset:
            rows = self.rows(f"SELECT ?s ?o WHERE {{ ?s {p} ?o . }} LIMIT {self.sample_rows}")
        # a blank node is no constant a question (or its query) can name
        return [r for r in rows if r[0] is not None and r[1] is not None and not isinstance(r[0], BNode)
                and not isinstance(r[1], BNode)]

    def out_edges(self, node: URIRef) -> list[tuple[str, object]]:
        q = f"SELECT ?p ?o WHERE {{ {term_to_sparql(node)} ?p ?o . }} LIMIT {self.sample_rows}"
        return [(str(p), o) for p, o in self.rows(q)
                if str(p) in self.properties and o is not None and not isinstance(o, BNode)]

    def in_edges(self, node: URIRef) -> list[tuple[str, object]]:
        q = f"SELECT ?p ?s WHERE {{ ?s ?p {term_to_sparql(node)} . }} LIMIT {self.sample_rows}"
        return [(str(p), s) for p, s in self.rows(q) if str(p) in self.properties and isinstance(s, URIRef)]

    def classes_of(self, node: URIRef) -> list[str]:
        if not self.typed:
            return []
        q = f"SELECT ?c WHERE {{ {term_to_sparql(node)} {term_to_sparql(URIRef(RDF_TYPE))} ?c . }} LIMIT 10"
        return [str(c) for (c,) in self.rows(q) if str(c) in self.classes]

    def class_of(self, node: URIRef) -> str | None:
        cs = self.classes_of(node)
        # the most specific: the class with the fewest members the schema saw
        return min(cs, key=lambda c: (self.classes[c].count or 1 << 30, c)) if cs else None

    def members(self, cls: str, rng: random.Random) -> list[URIRef]:
        pages = max(1, min(10, (self.classes[cls].count or 0) // self.sample_rows))
        offset = rng.randrange(pages) * self.sample_rows
        q = (f"SELECT ?s WHERE {{ ?s {term_to_sparql(URIRef(RDF_TYPE))} {term_to_sparql(URIRef(cls))} . }} "
             f"LIMIT {self.sample_rows}" + (f" OFFSET {offset}" if offset else ""))
        return [s for (s,) in self.rows(q) if isinstance(s, URIRef)]

    def ranked_value(self, prop: str, *, descending: bool, offset: int) -> Literal | None:
        """The ``offset``-th largest (smallest) distinct value of ``prop`` (one bounded ORDER BY)."""
        order = "DESC(?o)" if descending else "?o"
        q = (f"SELECT DISTINCT ?o WHERE {{ ?s {term_to_sparql(URIRef(prop))} ?o . FILTER(isLiteral(?o)) }} "
             f"ORDER BY {order} LIMIT 1 OFFSET {offset}")
        rows = self.rows(q)
        return rows[0][0] if rows and isinstance(rows[0][0], Literal) else None

    def value_of(self, node: URIRef, prop: str) -> object | None:
        q = f"SELECT ?o WHERE {{ {term_to_sparql(node)} {term_to_sparql(URIRef(prop))} ?o . }} LIMIT 2"
        rows = self.rows(q)
        return rows[0][0] if len(rows) == 1 else None  # a single value, so "its <p>" is one thing

    # -- the schema, read for questions -------------------------------------------------------
    @cache  # noqa: B019 - one view per run; the schema does not change
    def literal_kind(self, prop: str) -> str | None:
        """``number``, ``date``, ``string`` for a literal property (its main datatype), ``None`` for a link."""
        item = self.properties[prop]
        if item.is_link:
            return None
        dts = item.literal_datatypes
        if not dts:
            return "string"
        main = max(dts, key=lambda d: item.ranges.get("literal:" + d, 0))
        if is_numeric_datatype(main):
            return "number"
        if main in DATE_DATATYPES:
            return "date"
        return "string"

    def subject_class(self, prop: str) -> str | None:
        doms = {c: n for c, n in self.properties[prop].domains.items() if c in self.classes}
        return max(sorted(doms), key=doms.get) if doms else None

    def object_class(self, prop: str) -> str | None:
        rngs = {c: n for c, n in self.properties[prop].ranges.items() if c in self.classes}
        return max(sorted(rngs), key=rngs.get) if rngs else None

    @cache  # noqa: B019 - one view per run; the schema does not change
    def prop_words(self, prop: str) -> str:
        """How a question says relation ``prop``: its label's or local name's words, without an
        opening "has"/"is"/"in" (:func:`~.words.without_opener`); a link
        named by a key (``ref-head_id``) is said without the key word ("head")."""
        item = self.properties[prop]
        words = identifier_words(item.local or item.label)
        if not any(d.endswith("#boolean") for d in item.literal_datatypes):
            words = without_opener(words)  # ``has_father`` says "father"; a flag ``has_pets`` keeps its verb
        if item.is_link and words.endswith(" id") and len(words) > 3:
            words = words[:-3]
        elif item.is_link and words.endswith("id") and words[:-2] in self._nouns:
            words = words[:-2]  # ``ref-genreid`` links to a genre: "genre"
        elif item.is_link and self.object_class(prop) and any(
                self.properties[q].local == item.local and not self.properties[q].is_link and self.is_key(q)
                for q in self.props_of(self.object_class(prop), "any")):
            words = self.class_noun(self.object_class(prop)) or words  # ``ref-aid`` names an aircraft's key
        return words or identifier_words(prop.rsplit("/", 1)[-1])

    @cache  # noqa: B019 - one view per run; the schema does not change
    def class_noun(self, cls: str | None) -> str | None:
        if cls is None or cls not in self.classes:
            return None
        item = self.classes[cls]
        return identifier_words(item.local or item.label) or None

    @cache  # noqa: B019 - one view per run; the schema does not change
    def is_key(self, prop: str) -> bool:
        """A column that only identifies rows (``singer_id``, ``genreid`` where ``genre`` is a
        class of the KG): no one asks for its highest value."""
        if self.properties[prop].is_link:
            return False
        w = self.prop_words(prop).split()
        if not w:
            return False
        if w[-1] in _KEY_WORDS or (w[-1].endswith("id") and w[-1][:-2] in self._nouns):
            return True
        if self._link_locals.get(self.properties[prop].local) == self.subject_class(prop):
            return True  # the literal twin of a link of the same class (a foreign key column)
        # a column whose value the subject's IRI spells (``aircraft/aid=3``): the row's key
        rows = self.rows(f"SELECT ?s ?o WHERE {{ ?s {term_to_sparql(URIRef(prop))} ?o . }} LIMIT 20")
        spelt = sum(1 for s_, o in rows if isinstance(s_, URIRef) and o is not None
                    and re.search(r"(^|[=/#_;-])" + re.escape(str(o)) + r"($|[;&/])", str(s_).rsplit("/", 1)[-1]))
        return bool(rows) and spelt >= 0.8 * len(rows)

    @property
    def _link_locals(self) -> dict[str, str | None]:
        """Local words of each link property -> its subject class."""
        if not hasattr(self, "_links"):
            self._links = {i.local: self.subject_class(p) for p, i in self.properties.items() if i.is_link and i.local}
        return self._links

    @property
    def _nouns(self) -> frozenset[str]:
        """Single words that name a class of the KG (``genre`` of ``genreid``)."""
        if not hasattr(self, "_noun_set"):
            self._noun_set = frozenset(w for c in self.classes for w in (self.class_noun(c) or "").replace(" ", "").split())
        return self._noun_set

    @cache  # noqa: B019 - one view per run; the schema does not change
    def props_of(self, cls: str | None, kind: str | None = "any") -> list[str]:
        """Properties used by ``cls`` (all properties when untyped), of a literal ``kind``
        (``number``/``date``/``string``), ``link``, or ``any``."""
        out = []
        for iri, item in self.properties.items():
            if cls is not None and self.typed and cls not in item.domains:
                continue
            k = self.literal_kind(iri)
            if kind == "any" or (kind == "link" and k is None) or k == kind:
                out.append(iri)
        return sorted(out)

    @cache  # noqa: B019 - one view per run
    def name_prop(self, cls: str | None) -> str | None:
        """The literal property that names a class's rows (Spider: ``singer#name``): a string
        property whose words name a name, else the most distinct string property in a sample."""
        if cls is None:
            return None
        cands = self.props_of(cls, "string")
        if not cands:
            return None
        ratios = {}
        for p in cands:
            rows = self.rows(f"SELECT ?o WHERE {{ ?s {term_to_sparql(URIRef(p))} ?o . }} LIMIT {self.sample_rows}")
            ratios[p] = len({r[0] for r in rows}) / len(rows) if rows else 0.0

        def naming(p: str) -> int:  # "name", then a word containing it ("lastname"), then "title"
            words = self.prop_words(p).split()
            if "name" in words:
                return 0
            if any("name" in w for w in words):
                return 1
            return 2 if any(w in _NAME_WORDS for w in words) else 3

        named = sorted((naming(p), -ratios[p], p) for p in cands if naming(p) < 3 and ratios[p] >= 0.5)
        if named:
            return named[0][2]
        best = max(cands, key=lambda p: (ratios[p], p))
        return best if ratios[best] >= 0.8 else None

    @cache  # noqa: B019 - one view per run
    def presentable(self, cls: str | None) -> bool:
        """Whether an answer can show a class's members: by a naming column, or by their names
        (most of a sample named in the label index); an untyped KG's things always."""
        if cls is None or self.name_prop(cls):
            return True
        q = (f"SELECT ?s WHERE {{ ?s {term_to_sparql(URIRef(RDF_TYPE))} {term_to_sparql(URIRef(cls))} . }} "
             f"LIMIT 20")
        members = [str(s) for (s,) in self.rows(q)]
        return bool(members) and sum(m in self.names for m in members) >= 0.5 * len(members)

    def anchor(self, node, cls: str | None = None) -> Anchor | None:
        """How a question names ``node``: its name from the label index, else (a row of a class
        with a naming column) that column's value; ``None`` when nothing names it."""
        if not isinstance(node, URIRef):
            return None
        cls = cls or self.class_of(node)
        if str(node) in self.names:
            return Anchor(self.names[str(node)], iri=node, cls=cls)
        prop = self.name_prop(cls)
        if prop is None:
            return None
        value = self.value_of(node, prop)
        if not isinstance(value, Literal) or not str(value).strip() or len(str(value)) > 60:
            return None
        return Anchor(str(value), prop=URIRef(prop), value=value, cls=cls)


def _key_like(iri: str, label: str) -> bool:
    words = label.lower().split()
    return "=" in iri.rsplit("/", 1)[-1] or any(w in _KEY_WORDS for w in words) or not any(
        w.isalpha() for w in words)


def _entity_names(path, max_names: int) -> dict[str, str]:
    """``iri -> name`` from the onboarded label index (a label before a local name)."""
    con = sqlite3.connect(path.resolve().as_uri() + "?mode=ro&immutable=1", uri=True)
    try:
        out: dict[str, str] = {}
        rank: dict[str, int] = {}
        order = {"label": 0, "local_name": 1}
        for iri, label, source in con.execute("SELECT iri, label, source FROM entry LIMIT ?", (max_names,)):
            r = order.get(source, 2)
            if r and _key_like(iri, label):
                continue  # a row key ("department id 11 head id 10") is no name a person says
            if len(label) <= 60 and (iri not in rank or r < rank[iri]):
                out[iri], rank[iri] = label, r
        return out
    finally:
        con.close()
