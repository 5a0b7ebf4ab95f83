"""The schema of a KG as seen through SPARQL: classes, properties, readable labels, observed
domains/ranges and literal datatypes.

Built with bounded, paged queries only (``LIMIT``/``OFFSET`` pages, a fixed-size sample per
property), so the same code works on the embedded store and on a large remote endpoint; the
result is cached on disk per KG identity (``kgqa.paths.cache_dir()/candidates``).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.labels import LABEL_PROPERTIES
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import OWL, RDF, RDFS
from kgqa.paths import cache_dir

from .text import split_identifier

log = logging.getLogger(__name__)

SCHEMA_FORMAT = 2
# Properties that describe the schema or name things; they are not question relations.
_META_PREFIXES = (RDF, RDFS, OWL)


@dataclass
class SchemaItem:
    """One class or property: its IRI, a readable label and what was observed about its use."""

    iri: str
    kind: str  # "class" | "property"
    label: str
    table: str = ""  # the namespace part (Spider: the table) in words; "" if none
    local: str = ""  # the local part in words
    domains: dict[str, int] = field(default_factory=dict)  # subject class -> sampled count
    ranges: dict[str, int] = field(default_factory=dict)  # object class or "literal:<datatype>" -> count
    is_link: bool = False  # object is an IRI (a foreign key / object property)
    count: int = 0  # sampled uses (capped by the sample size)

    @property
    def literal_datatypes(self) -> list[str]:
        return [r.split(":", 1)[1] for r in self.ranges if r.startswith("literal:")]

    def text(self, schema: "SchemaIndex | None" = None) -> str:
        """The label text the ranker encodes: table words, column words, and the linked class."""
        out = self.label
        if self.kind == "property" and self.is_link and schema is not None and self.ranges:
            target = max(self.ranges, key=self.ranges.get)
            if target in schema.classes:
                out += f" (links to {schema.classes[target].label})"
        return out


def readable(iri: str, label: str | None = None) -> tuple[str, str, str]:
    """``(label, table words, local words)`` for an IRI.

    ``http://example.org/db/singer#net_worth_millions`` -> ``("singer net worth millions",
    "singer", "net worth millions")``; ``.../singer_in_concert#ref-singer_id`` ->
    ``("singer in concert singer id", ...)`` (``ref`` marks a foreign key, a structural fact
    that the ``is_link`` flag carries instead).
    """
    tail = iri.rstrip("/#")
    if "#" in tail:
        head, local = tail.rsplit("#", 1)
        table = head.rstrip("/").rsplit("/", 1)[-1]
    else:
        head, _, local = tail.rpartition("/")
        table = ""
    local_words = split_identifier(local)
    if local_words and local_words[0].lower() == "ref" and len(local_words) > 1:
        local_words = local_words[1:]
    table_words = split_identifier(table)
    local_text = " ".join(w.lower() for w in local_words)
    table_text = " ".join(w.lower() for w in table_words)
    if label:
        return label, table_text, label
    full = f"{table_text} {local_text}".strip()
    return full or iri, table_text, local_text


class SchemaIndex:
    """Classes and properties of one KG (see module docstring)."""

    def __init__(self, identity: str, classes: dict[str, SchemaItem], properties: dict[str, SchemaItem]) -> None:
        self.identity = identity
        self.classes = classes
        self.properties = properties

    # -- building ------------------------------------------------------------------------
    @classmethod
    def build(
        cls,
        kg: KnowledgeGraph,
        *,
        page_size: int = 1000,
        max_items: int = 20_000,
        sample_size: int = 200,
        timeout_s: float = 30.0,
    ) -> "SchemaIndex":
        classes_iris = _paged_iris(kg, "SELECT DISTINCT ?x WHERE { ?s a ?x }", page_size, max_items, timeout_s)
        prop_iris = _paged_iris(kg, "SELECT DISTINCT ?x WHERE { ?s ?x ?o }", page_size, max_items, timeout_s)
        prop_iris = [p for p in prop_iris if not p.startswith(_META_PREFIXES) and p not in LABEL_PROPERTIES]
        labels = _labels(kg, classes_iris + prop_iris, timeout_s)
        classes = {}
        for iri in classes_iris:
            label, table, local = readable(iri, labels.get(iri))
            # a class's own name is its "table": keep both fields for the ranker's lexical features
            classes[iri] = SchemaItem(iri, "class", label, table=local or table, local=local)
        properties = {}
        for iri in prop_iris:
            label, table, local = readable(iri, labels.get(iri))
            item = SchemaItem(iri, "property", label, table=table, local=local)
            _profile(kg, item, sample_size, timeout_s)
            if not item.table and item.domains:
                # no namespace-borne table: name it by its most frequent subject class
                dom = max(item.domains, key=item.domains.get)
                if dom in classes:
                    item.table = classes[dom].label
            properties[iri] = item
        return cls(kg.identity, classes, properties)

    # -- persistence -------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": SCHEMA_FORMAT,
            "identity": self.identity,
            "classes": [asdict(c) for c in self.classes.values()],
            "properties": [asdict(p) for p in self.properties.values()],
        }

    @classmethod
    def from_json(cls, data: dict) -> "SchemaIndex":
        if data.get("format") != SCHEMA_FORMAT:
            raise ValueError("schema cache format changed")
        classes = {c["iri"]: SchemaItem(**c) for c in data["classes"]}
        props = {p["iri"]: SchemaItem(**p) for p in data["properties"]}
        return cls(data["identity"], classes, props)

    @classmethod
    def for_kg(cls, kg: KnowledgeGraph, *, use_cache: bool = True, **build_kw) -> "SchemaIndex":
        """The schema of ``kg``, from the on-disk cache when this KG identity was seen before."""
        path = cache_path("schema", kg.identity)
        if use_cache and path.exists():
            try:
                return cls.from_json(json.loads(path.read_text()))
            except (ValueError, KeyError, TypeError) as e:
                log.info("rebuilding schema cache %s: %s", path, e)
        index = cls.build(kg, **build_kw)
        if use_cache:
            _atomic_write(path, json.dumps(index.to_json()))
        return index

    # -- views ---------------------------------------------------------------------------
    def relation_iris(self) -> list[str]:
        return list(self.properties)

    def class_iris(self) -> list[str]:
        return list(self.classes)

    def literal_properties(self) -> list[SchemaItem]:
        return [p for p in self.properties.values() if any(r.startswith("literal:") for r in p.ranges)]

    def __repr__(self) -> str:
        return f"SchemaIndex({self.identity!r}, {len(self.classes)} classes, {len(self.properties)} properties)"


def cache_path(kind: str, identity: str) -> Path:
    digest = hashlib.sha1(identity.encode()).hexdigest()[:20]
    return cache_dir() / "candidates" / kind / f"{digest}.json"


def _atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{id(text)}")
    tmp.write_text(text)
    tmp.replace(path)


def _paged_iris(kg: KnowledgeGraph, base: str, page_size: int, max_items: int, timeout_s: float) -> list[str]:
    """``?x`` over pages of ``page_size`` (ORDER BY keeps pages stable on any endpoint)."""
    out: list[str] = []
    offset = 0
    while offset < max_items:
        q = f"{base} ORDER BY ?x LIMIT {page_size} OFFSET {offset}"
        rows = kg.select(q, timeout_s=timeout_s).rows
        out.extend(str(r[0]) for r in rows if isinstance(r[0], URIRef))
        if len(rows) < page_size:
            break
        offset += page_size
    return out


def _labels(kg: KnowledgeGraph, iris: list[str], timeout_s: float, batch: int = 50) -> dict[str, str]:
    """KG-provided labels (rdfs:label and friends; English or untagged first) for ``iris``."""
    found: dict[str, tuple[int, str]] = {}
    props = ", ".join(term_to_sparql(URIRef(p)) for p in LABEL_PROPERTIES)
    for i in range(0, len(iris), batch):
        values = ", ".join(term_to_sparql(URIRef(x)) for x in iris[i : i + batch])
        q = (
            f"SELECT ?x ?l WHERE {{ ?x ?p ?l . FILTER(?x IN ({values}) && ?p IN ({props}) && isLiteral(?l)) }} "
            f"LIMIT {batch * 20}"
        )
        try:
            rows = kg.select(q, timeout_s=timeout_s).rows
        except EndpointUnavailable:
            raise  # a partial index must not be built, and cached, from a down endpoint
        except KGError as e:
            log.info("no labels from %s: %s", kg.identity, e)
            return {}
        for x, lab in rows:
            lang = getattr(lab, "language", None)
            rank = 0 if lang in (None, "", "en") or (lang or "").startswith("en-") else 1
            if str(x) not in found or rank < found[str(x)][0]:
                found[str(x)] = (rank, str(lab))
    return {k: v for k, (_, v) in found.items()}


def _profile(kg: KnowledgeGraph, item: SchemaItem, sample_size: int, timeout_s: float) -> None:
    """Observed subject classes, object classes / literal datatypes of one property (a sample)."""
    p = term_to_sparql(URIRef(item.iri))
    q = (
        "SELECT ?sc ?oc ?lit ?dt WHERE { "
        f"{{ SELECT ?s ?o WHERE {{ ?s {p} ?o }} LIMIT {sample_size} }} "
        "OPTIONAL { ?s a ?sc } OPTIONAL { ?o a ?oc } "
        "BIND(isLiteral(?o) AS ?lit) BIND(DATATYPE(?o) AS ?dt) }"
    )
    try:
        rows = kg.select(q, timeout_s=timeout_s).rows
    except EndpointUnavailable:
        raise  # a partial index must not be built, and cached, from a down endpoint
    except KGError as e:
        log.info("cannot profile %s: %s", item.iri, e)
        return
    doms: Counter = Counter()
    rngs: Counter = Counter()
    links = 0
    for sc, oc, lit, dt in rows:
        if sc is not None:
            doms[str(sc)] += 1
        if lit is not None and lit.toPython() is True:
            rngs[f"literal:{dt}" if dt is not None else "literal:"] += 1
        else:
            links += 1
            if oc is not None:
                rngs[str(oc)] += 1
    item.domains = dict(doms.most_common(10))
    item.ranges = dict(rngs.most_common(10))
    item.is_link = links > 0 and links >= sum(v for k, v in rngs.items() if k.startswith("literal:"))
    item.count = len(rows)
