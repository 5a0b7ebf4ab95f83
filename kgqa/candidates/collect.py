"""``collect_candidates(question, kg)``: the candidate pool of one question (HGNet section 4).

Models and per-KG indexes are loaded once per process: the ranker at the first call, the
schema and value indexes of a KG the first time it is seen (from the on-disk cache when its
identity was indexed before).
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.labels import LABEL_PROPERTIES, SECOND_NAME_PROPERTIES
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import MACHINERY_SYNONYMS, RDF_TYPE
from kgqa.wordforms import singular

from .described import described_entities
from .label_index import LabelIndex
from .onboarding import OnboardedKG, onboard
from .pool import Candidate, CandidatePool, kind_datatypes
from .ranker import NONE_TYPE, SchemaRanker, question_stems, relevance
from .schema import SchemaIndex
from .values import ValueIndex, extract_values, is_numeric_datatype, value_key

log = logging.getLogger(__name__)


@dataclass
class PoolSizes:
    """How many instances of each ranked class a pool keeps (the paper: 50 relations, 3 types)."""

    rel: int = 50
    type: int = 5
    val: int = 20
    ent: int = 20


class CandidateCollector:
    def __init__(self, ranker: SchemaRanker | None = None, sizes: PoolSizes | None = None,
                 checkpoint: str | Path | None = None, use_cache: bool = True, build_indexes: bool = True) -> None:
        self._ranker = ranker
        self._checkpoint = checkpoint
        self.sizes = sizes or PoolSizes()
        self.use_cache = use_cache
        # False: only read indexes `python -m kgqa.onboard` built (a service replica writes nothing)
        self.build_indexes = build_indexes
        self._onboarded: dict[str, OnboardedKG] = {}
        self._schemas: dict[str, SchemaIndex] = {}
        self._lock = threading.Lock()

    @property
    def ranker(self) -> SchemaRanker:
        if self._ranker is None:
            with self._lock:
                if self._ranker is None:
                    self._ranker = SchemaRanker.load(self._checkpoint)
        return self._ranker

    def schema(self, kg: KnowledgeGraph) -> SchemaIndex:
        hit = self._schemas.get(kg.identity)
        if hit is None:
            hit = self._schemas[kg.identity] = SchemaIndex.for_kg(kg, use_cache=self.use_cache)
        return hit

    def onboarded(self, kg: KnowledgeGraph) -> OnboardedKG:
        """All indexes of ``kg`` (onboarding it on first use: kgqa.candidates.onboarding)."""
        hit = self._onboarded.get(kg.identity)
        if hit is None:
            hit = self._onboarded[kg.identity] = onboard(kg, use_cache=self.use_cache, build=self.build_indexes)
            self._schemas.setdefault(kg.identity, hit.schema)
        return hit

    def onboarded_values(self, identity: str) -> ValueIndex | None:
        """The value index of the KG of ``identity`` if it is onboarded in this collector."""
        hit = self._onboarded.get(identity)
        return hit.values if hit is not None else None

    def indexes(self, kg: KnowledgeGraph) -> tuple[SchemaIndex, ValueIndex]:
        hit = self.onboarded(kg)
        return self.schema(kg), hit.values

    def relevance(self, question: str, kg: KnowledgeGraph) -> dict[str, float]:
        """How well each relation and type of ``kg`` fits ``question`` by the trained bi-encoder,
        relative to the best of its kind (:func:`kgqa.candidates.ranker.relevance`)."""
        return relevance(self.ranker.rank(question, self.schema(kg)))

    def collect(self, question: str, kg: KnowledgeGraph, sizes: PoolSizes | None = None, *,
                keep_types_on_none: bool = False) -> CandidatePool:
        """The pool of ``question``. ``keep_types_on_none``: offer the ranked types even when the
        ranker's top type is NONE (a model that decides itself whether a Type vertex exists
        needs them; ``none_type`` still reports the ranker's opinion)."""
        sizes = sizes or self.sizes
        t0 = time.perf_counter()
        onboarded = self.onboarded(kg)
        schema, values = self.schema(kg), onboarded.values
        t1 = time.perf_counter()
        pool = CandidatePool(question=question, kg=kg.identity)
        pool.val = link_values(question, values, schema, sizes)
        pool.ent = without_linked_twins(link_entities(question, onboarded.labels, sizes, schema), kg)
        evidence, why = value_evidence(pool.val)
        t2 = time.perf_counter()
        ranking = self.ranker.rank(question, schema, evidence=evidence)
        pool.rel = [Candidate(r.iri, r.label, r.score, [{"source": "ranker"}] + why.get(r.iri, []))
                    for r in ranking.relations if not unasked_document_link(question, schema, r.iri)][: sizes.rel]
        pool.rel += named_machinery(question, schema, {c.id for c in pool.rel})
        pool.none_type = bool(ranking.types) and ranking.types[0].iri == NONE_TYPE
        # HGNet: a top-1 NONE means "no type in the question"; types are then not offered
        pool.type = [] if pool.none_type and not keep_types_on_none else [
            Candidate(t.iri, t.label, t.score, [{"source": "ranker"}]) for t in ranking.types if t.iri != NONE_TYPE
        ][: sizes.type]
        t3 = time.perf_counter()
        pool.timings_ms = {"indexes": (t1 - t0) * 1e3, "values": (t2 - t1) * 1e3, "rank": (t3 - t2) * 1e3,
                           "total": (t3 - t0) * 1e3}
        return pool


#: words that ask for a web document or a file
_DOCUMENT_WORDS = frozenset({"page", "website", "site", "web", "link", "url", "homepage", "document", "file", "image",
                             "picture", "photo", "map", "article", "logo", "download", "pdf"})


#: head words of a link's name that a question says of any thing, not of a document ("Which
#: objects ..." does not ask for EDM's ``edm:object`` thumbnail)
_ANY_THING_WORDS = frozenset({"object", "thing", "item", "record", "entry", "work", "resource"})


def unasked_document_link(question: str, schema: SchemaIndex, iri: str) -> bool:
    """Is ``iri`` a property linking to web documents or files (``gn:locationMap``,
    ``foaf:depiction``: :attr:`~kgqa.candidates.schema.SchemaItem.links_documents`) that the
    question does not ask for, by a word of its name or a word for a document? Such a link is no
    answer to "Which towns are in the Kettering District?", and the model, which learned from KGs
    without them, takes one for a relation whose name fits ("location"). The head word of its name
    ("map" of "location map") asks for it, unless it is a word for any thing ("object")."""
    item = schema.properties.get(iri)
    if item is None or not item.links_documents:
        return False
    stems = question_stems(question)
    head = [w for w in item.local.split()[-1:] if singular(w.lower()) not in _ANY_THING_WORDS]
    return not any(singular(w) in stems for w in (*head, *_DOCUMENT_WORDS))


def named_machinery(question: str, schema: SchemaIndex, offered: set[str]) -> list[Candidate]:
    """The machinery and label properties the question names with all their words ("the
    comment of dex" -> ``rdfs:comment``), or by its everyday word (:data:`MACHINERY_SYNONYMS`: "the
    code of X" -> ``skos:notation``): otherwise kept out of every pool (they describe the KG, not
    its domain), but a user who asks for one means it."""
    stems = question_stems(question)

    def named(iri: str, words: str) -> bool:
        return any(w and all(singular(x) in stems for x in w.split()) for w in (words, *MACHINERY_SYNONYMS.get(iri, ())))
    return [Candidate(iri, words, 0.0, [{"source": "named in the question"}])
            for iri, words in schema.named_only.items() if iri not in offered and named(iri, words)]


def link_values(question: str, index: ValueIndex, schema: SchemaIndex, sizes: PoolSizes) -> list[Candidate]:
    """Regex values and KG-linked literals merged by value (numbers by number, strings case-folded)."""
    merged: dict[str, Candidate] = {}
    for ev in extract_values(question):
        key = value_key(ev.lexical) if ev.how != "quoted" else "str:" + ev.lexical.casefold()
        prov = {"source": "regex", "how": ev.how, "ngram": ev.text, "span": [ev.start, ev.end]}
        _merge(merged, key, ev.lexical, ev.score, prov, list(ev.kinds), kind_datatypes(ev.kinds))
    for m in index.link(question):
        v = m.value
        # "complete": the properties are every one the literal is a value of (fill search reads it)
        prov = {"source": "kg", "how": m.how, "ngram": m.ngram, "span": [m.start, m.end],
                "properties": list(v.properties), "complete": index.lists_every_property(v)}
        kinds = ["number"] if is_numeric_datatype(v.datatype) else ["string"]
        _merge(merged, value_key(v.text), v.text, m.score, prov, kinds, [v.datatype], prefer_lexical=True)
    return sorted(merged.values(), key=lambda c: (-c.score, c.id))[: sizes.val]


def link_entities(question: str, labels: LabelIndex, sizes: PoolSizes,
                  schema: SchemaIndex | None = None) -> list[Candidate]:
    """Entities named in ``question``: its mentions looked up in the KG's label index, the best
    score per entity (one entity may be named twice, or under two names).

    A KG that labels its vocabulary (``:Category rdfs:label "category"``, ``wd:P7 rdfs:label
    "song name"``) has its classes and properties in the label index too. With ``schema``, those
    are left out: the Type and Rel pools offer them, and as entities they would be things the
    question names ("Is Ikura in the Seafood category?" naming the class Category) that no
    graph about the question uses."""
    vocabulary = set(schema.classes) | set(schema.properties) | set(schema.named_only) if schema is not None else set()
    ents: dict[str, Candidate] = {}
    for link in labels.link(question):
        for hit in link.hits:
            if hit.iri in vocabulary:
                continue
            prov = {"source": "label_index", "how": hit.how, "ngram": link.mention, "span": [link.start, link.end],
                    "label": hit.label, "classes": list(hit.classes)}
            c = ents.get(hit.iri)
            if c is None or hit.score > c.score:
                ents[hit.iri] = Candidate(hit.iri, hit.label, hit.score, [prov])
    if schema is not None:  # "the rain barrel thread": a thing named by a few words of its title and its kind
        for c in described_entities(question, labels, {iri: k.label for iri, k in schema.classes.items()}):
            if c.id not in ents:
                ents[c.id] = c
    return sorted(ents.values(), key=lambda c: (-c.score, c.id))[: sizes.ent]


def without_linked_twins(ents: list[Candidate], kg: KnowledgeGraph) -> list[Candidate]:
    """``ents`` without each entity that another of the same name links to, that nothing else links
    to and that states nothing but its class and names: Bio2RDF labels a drug's ATC code with the
    drug's name (``drugbank:DB10007 x-atc atc:B01AC94``, both "Clopradel"), and a question naming
    the drug names it once, not the drug and its code. Three bounded queries at most, only where
    two candidates share a name; a failed query keeps them all."""
    name = {c.id: " ".join(str(c.label or "").casefold().split()) for c in ents}
    by_name: dict[str, list[str]] = {}
    for iri, key in name.items():
        by_name.setdefault(key, []).append(iri)
    twins = [iris for key, iris in by_name.items() if key and len(iris) > 1]
    if not twins:
        return ents
    values = " ".join(iri_to_sparql(i) for iris in twins for i in iris[:_TWINS])
    bare = ", ".join(iri_to_sparql(p) for p in (RDF_TYPE, *LABEL_PROPERTIES, *SECOND_NAME_PROPERTIES))
    try:
        rows = kg.select(f"SELECT DISTINCT ?a ?b WHERE {{ VALUES ?a {{ {values} }} VALUES ?b {{ {values} }} "
                         f"?a ?p ?b . FILTER(?a != ?b) }} LIMIT {_TWINS * len(twins)}").rows
        linked = {str(b) for a, b in rows if name.get(str(a)) == name.get(str(b))}
        linking = {str(a) for a, b in rows if str(b) in linked}
        linked -= linking
        linkers = ", ".join(iri_to_sparql(a) for a in linking)
        for pattern in (
                # a twin other things link to is a thing of its own (BBC's "Channel Two" masterbrand,
                # which programmes link to, beside the service of that name)
                f"?s ?p ?b . FILTER(?s NOT IN ({linkers}))",
                # ... and so is one with facts beyond its class and names (an ELI act's language
                # expression, titled as the act): only a bare code concept is dropped
                f"?b ?p ?o . FILTER(?p NOT IN ({bare}))"):
            if not linked:
                break
            rows = kg.select(f"SELECT DISTINCT ?b WHERE {{ VALUES ?b {{ {' '.join(iri_to_sparql(b) for b in linked)} }} "
                             f"{pattern} }} LIMIT {len(linked)}").rows
            linked -= {str(r[0]) for r in rows}
    except KGError as e:
        log.info("linked twins not read (%s): every entity kept", e)
        return ents
    return [c for c in ents if c.id not in linked]


#: candidates of one name read for links between them at most
_TWINS = 8


# link kinds that say "this property holds a value the question names" (token containment and
# initials are weaker evidence)
_EVIDENCE = {"exact": 1.0, "normalised": 1.0, "alias": 0.8, "stem": 0.8, "fuzzy": 0.7,
             "boolean column": 0.6, "token": 0.3, "code initial": 0.2}


def value_evidence(vals: list[Candidate]) -> tuple[dict[str, float], dict[str, list[dict]]]:
    """Per property: how strongly a linked value of the question belongs to it (and the link)."""
    evidence: dict[str, float] = {}
    why: dict[str, list[dict]] = {}
    for c in vals:
        for p in c.provenance:
            if p.get("source") != "kg":
                continue
            w = _EVIDENCE.get(p["how"], 0.0)
            for prop in p.get("properties", ()):
                if w > evidence.get(prop, 0.0):
                    evidence[prop] = w
                    why[prop] = [{"source": "value", "value": c.id, "ngram": p["ngram"], "how": p["how"]}]
    return evidence, why


def _merge(merged: dict[str, Candidate], key: str, lexical: str, score: float, prov: dict, kinds: list[str],
           datatypes: list, prefer_lexical: bool = False) -> None:
    c = merged.get(key)
    if c is None:
        merged[key] = Candidate(lexical, lexical, score, [prov], list(kinds), list(datatypes))
        return
    # two sources agreeing (the question's "1998" is a KG literal) is worth a little more
    c.score = max(c.score, score) + 0.02 * (prov["source"] not in {p["source"] for p in c.provenance})
    c.provenance.append(prov)
    if prefer_lexical and all(p["source"] != "kg" for p in c.provenance[:-1]):
        c.id = c.label = lexical  # the KG's own spelling is what a FILTER must compare with
    for k in kinds:
        if k not in c.kinds:
            c.kinds.append(k)
    for d in datatypes:
        if d not in c.datatypes:
            c.datatypes.append(d)


_default: CandidateCollector | None = None
_default_lock = threading.Lock()


def default_collector() -> CandidateCollector:
    global _default
    with _default_lock:
        if _default is None:
            _default = CandidateCollector()
        return _default


def require_onboarded(kg: KnowledgeGraph) -> None:
    """Raise :class:`~kgqa.candidates.onboarding.NotOnboarded` before any answering when this
    process only reads indexes and ``kg`` has none (a clear error, not a half-built pool)."""
    collector = default_collector()
    if not collector.build_indexes:
        collector.onboarded(kg)


def collect_candidates(question: str, kg: KnowledgeGraph, sizes: PoolSizes | None = None) -> CandidatePool:
    """The candidate pool of ``question`` on ``kg`` (shared collector: models loaded once)."""
    return default_collector().collect(question, kg, sizes)
