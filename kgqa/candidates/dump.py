"""Onboarding from a dump file: the schema, literal values and entity names of a KG read straight
from its N-Triples / Turtle / RDF-XML file (gzipped or not), as large KGs are distributed,
without asking any SPARQL server.

Two streamed passes of pyoxigraph's parser (:func:`pyoxigraph.parse`), each in time linear in
the file, memory bounded by what the indexes keep:

1. every triple: the classes of every node (``rdf:type``), the class and property IRIs, the
   label triples of IRIs in the questions' language, and the first ``sample_size`` uses of
   each property (the sample SPARQL onboarding draws with ``LIMIT``);
2. every triple again, now that the classes and the schema are known: the labels and comments
   of classes and properties, which classes use each property (:class:`ClassUse`, capped as
   SPARQL onboarding caps it), the distinct values of each literal property (capped per
   property), and the values of the key properties its samples show (codes and acronyms that
   name things, :mod:`kgqa.candidates.key_names`).

The state after pass 1 is checkpointed in the onboarding cache (next to the indexes, keyed by
the KG and the dump file's size and time): a crash in pass 2 or while the label index is built
resumes from there, and an index already written is not built again. What it builds is what
:func:`kgqa.candidates.onboarding.onboard` builds over SPARQL, under the same cache key, so a
service over an endpoint serving the same data reads it as its own; the row order of a sample
or of a property's values may differ (a file has no ``ORDER BY``).
"""

from __future__ import annotations

import gzip
import itertools
import json
import logging
import pickle
import re
import time
from collections import defaultdict
from pathlib import Path

import pyoxigraph as ox

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.embedded import rdf_format
from kgqa.kg.errors import KGError
from kgqa.kg.labels import LABEL_PROPERTIES, SECOND_NAME_PROPERTIES
from kgqa.kg.vocabulary import CLAIM_PROPERTIES, RDF_TYPE, is_machinery

from .cache import atomic_write, cache_path
from .entities import MAX_OTHER_LANGUAGE_NAMES, EntityClasses, name_entries
from .hierarchy import SUBCLASS_OF, ClassHierarchy, classes_below
from .key_names import key_entries, sampled_key
from .label_index import LabelIndex
from .schema import (COMMENT_PROPERTIES, ClassUse, SchemaIndex, SchemaItem, claimed_labels, fill_profile, names_document,
                     holds_list, offer_label, reads_as_date, reads_as_number)
from .values import ValueCollector, ValueIndex

log = logging.getLogger(__name__)

DUMP_FORMAT = 1
_LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"
_SUBCLASS_OF = str(SUBCLASS_OF)
#: a plain literal's text in a node key (its N-Triples form, ``"2314"``)
_PLAIN_TEXT = re.compile(r'^"([^"\\]*)"$')


def read_triples(paths: list[Path], progress=None):
    """The triples of the files ``paths`` one after the other (format from each name, optionally
    ``.gz``), streamed; ``progress`` is told the count every 100,000 triples."""
    n = 0
    for path in paths:
        fmt = rdf_format(path)
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rb") as f:
            try:
                for t in ox.parse(f, fmt):
                    yield t
                    n += 1
                    if progress is not None and n % 100_000 == 0:
                        progress(n)
            except SyntaxError as e:
                raise KGError(f"cannot parse {path} as {fmt}: {e}") from e


class NodeKeys:
    """A node's key in the class map: its N-Triples form (IRIs and literals apart), a blank node
    by the order it first appears in, since the parser names blank nodes anew in each pass (and
    the file's order, hence the order, is the same in both)."""

    def __init__(self) -> None:
        self.blank: dict[str, str] = {}

    def __call__(self, term) -> str:
        if isinstance(term, ox.BlankNode):
            k = self.blank.get(term.value)
            if k is None:
                k = self.blank[term.value] = f"_:{len(self.blank)}"
            return k
        return str(term)


class FirstPass:
    """What pass 1 keeps (see the module docstring); picklable, for the checkpoint."""

    def __init__(self, language: str, sample_size: int, max_entities: int, max_chars: int) -> None:
        self.language, self.sample_size = language, sample_size
        self.max_entities, self.max_chars = max_entities, max_chars
        self.types: dict[str, tuple[str, ...]] = {}  # node key -> its classes (any term, as str)
        self.class_iris: set[str] = set()
        self.props: set[str] = set()
        self.samples: dict[str, list[tuple[str, str, bool, str | None]]] = defaultdict(list)
        self.label_rows: list[tuple[str, str, str, str | None]] = []  # (label property, IRI, text, language)
        self.other_names = 0  # label rows in other languages than the questions' (kgqa.candidates.entities)
        self.subclass_edges: set[tuple[str, str]] = set()  # (class IRI, superclass IRI): rdfs:subClassOf
        self.claims: dict[str, str] = {}  # predicate -> the entity that claims it (Wikibase: wdt:P50 <- wd:P50)
        self.triples = 0

    def read(self, triples) -> "FirstPass":
        interned: dict[str, str] = {}
        label_props = set(LABEL_PROPERTIES)
        language = self.language
        _key = NodeKeys()
        for t in triples:
            self.triples += 1
            s, p, o = t.subject, t.predicate.value, t.object
            sk, ok = _key(s), _key(o)  # both, in this order, as pass 2 does
            self.props.add(interned.setdefault(p, p))
            if p == RDF_TYPE:
                c = o.value if isinstance(o, ox.NamedNode) else ok
                c = interned.setdefault(c, c)  # class IRIs repeat millions of times: one string each
                old = self.types.get(sk, ())
                if c not in old:
                    self.types[sk] = (*old, c)
                if isinstance(o, ox.NamedNode):
                    self.class_iris.add(c)
            if p == _SUBCLASS_OF and isinstance(s, ox.NamedNode) and isinstance(o, ox.NamedNode):
                self.subclass_edges.add((s.value, o.value))
            if p in CLAIM_PROPERTIES and isinstance(s, ox.NamedNode) and isinstance(o, ox.NamedNode):
                self.claims[o.value] = s.value
            sample = self.samples[p]
            if len(sample) < self.sample_size:
                is_lit = isinstance(o, ox.Literal)
                sample.append((sk, ok, is_lit, o.datatype.value if is_lit else None))
            if p in label_props and isinstance(s, ox.NamedNode) and isinstance(o, ox.Literal):
                lang = (o.language or "").lower()
                if not lang or lang == language or lang.startswith(language + "-"):
                    self.label_rows.append((p, s.value, o.value, o.language))
                elif self.other_names <= MAX_OTHER_LANGUAGE_NAMES:  # one past the cap: name_entries then keeps none
                    self.other_names += 1
                    self.label_rows.append((p, s.value, o.value, o.language))
        return self

    # -- what SPARQL onboarding reads, from pass 1 ------------------------------------------
    def entity_classes(self) -> dict[str, tuple[str, ...]]:
        """As :func:`kgqa.candidates.entities._entity_classes`: IRIs typed by IRIs, ORDER BY ?s."""
        classes = EntityClasses()
        n = 0
        for k in sorted(k for k in self.types if k.startswith("<")):
            for c in self.types[k]:
                if c.startswith(("_:", '"')):
                    continue  # a blank-node class, an OWL restriction: not an isIRI(?c)
                classes.add(k[1:-1], c)
                n += 1
                if n >= self.max_entities:
                    return classes.result()
        return classes.result()

    def hierarchy(self, classes: list[str]) -> ClassHierarchy:
        """The open superclasses (:class:`kgqa.candidates.hierarchy.ClassHierarchy`) as SPARQL
        onboarding finds them: a superclass with instances of its own is open when some node typed
        with a class below it lacks its type, read off pass 1's types in one walk."""
        edges = getattr(self, "subclass_edges", set())  # a pass-1 checkpoint from before it kept them
        if not edges:
            return ClassHierarchy()
        untyped: set[str] | None = None

        def some_untyped(sup: str, subs: list[str]) -> bool:
            nonlocal untyped
            if untyped is None:
                above: dict[str, set[str]] = defaultdict(set)  # class -> its superclasses
                for superclass, below in classes_below(edges, classes).items():
                    for sub in below:
                        above[sub].add(superclass)  # not `sup`: that is this check's argument
                untyped = {a for types in self.types.values() for c in types for a in above.get(c, ()) if a not in types}
            return sup in untyped

        return ClassHierarchy.from_edges(sorted(edges), classes, some_untyped)

    def profile(self, item: SchemaItem) -> None:
        """As :func:`kgqa.candidates.schema._profile`, on the property's first uses in the file."""
        rows = []
        for s, o, is_lit, dt in self.samples.get(item.iri, ()):
            scs = self.types.get(s) or (None,)
            ocs = (None,) if is_lit else (self.types.get(o) or (None,))
            text = _PLAIN_TEXT.match(o) if is_lit and dt == _XSD_STRING else None
            number_text = text is not None and reads_as_number(text.group(1))
            date_text = text is not None and reads_as_date(text.group(1))
            list_text = text is not None and holds_list(text.group(1))
            document = not is_lit and o.startswith("<") and names_document(o[1:-1])
            for sc in scs:
                for oc in ocs:
                    rows.append((sc, oc, is_lit, dt, number_text, document, date_text, list_text))
        fill_profile(item, rows)


def _claimed(first: "FirstPass", props: list[str], language: str) -> dict[str, str]:
    """The labels of ``props`` that a labelled entity claims (``wdt:P50`` named by ``wd:P50``:
    :func:`kgqa.candidates.schema.claimed_labels`), from pass 1's claims and names."""
    claimed = {p: e for p, e in getattr(first, "claims", {}).items() if p in set(props)}
    entities = set(claimed.values())
    found: dict[str, tuple] = {}
    for prop, iri, text, lang in first.label_rows if entities else ():
        if iri in entities:
            offer_label(found, iri, prop, text, lang, language, LABEL_PROPERTIES)
    return claimed_labels(claimed, {k: v for k, (_, v) in found.items()})


def onboard_dump(kg: KnowledgeGraph, paths: Path | list[Path], key: str, *, refresh: bool = False, use_cache: bool = True,
                 language: str = "en", progress: bool = False, sample_size: int = 200, max_items: int = 20_000,
                 max_per_property: int = 200_000, max_entities: int = 2_000_000, max_chars: int = 120):
    """The indexes of ``kg`` built from its dump file(s) ``paths`` (module docstring), cached
    under ``key`` as :func:`~kgqa.candidates.onboarding.onboard` caches them."""
    from .onboarding import ONBOARD_FORMAT, OnboardedKG, label_index_path

    paths = [Path(paths)] if isinstance(paths, (str, Path)) else [Path(p) for p in paths]
    for path in paths:
        if not path.exists():
            raise KGError(f"dump file not found: {path}")
    dump_id = ";".join(f"{p.resolve()}:{p.stat().st_size}:{p.stat().st_mtime_ns}" for p in paths)
    checkpoint = cache_path("dump", f"{key}|{dump_id}", ".pickle")
    bar = _TripleBar(progress)
    seconds: dict[str, float] = {}
    t0 = time.perf_counter()

    first = _load_checkpoint(checkpoint, dump_id) if use_cache and not refresh else None
    if first is None:
        bar.start("pass 1: classes, names, samples")
        first = FirstPass(language, sample_size, max_entities, max_chars).read(read_triples(paths, bar.update))
        bar.close(first.triples)
        if use_cache:
            _save_checkpoint(checkpoint, dump_id, first)
    seconds["pass1"] = round(time.perf_counter() - t0, 2)

    # the listings SPARQL onboarding reads, in its ORDER BY ?x order, capped alike
    classes_iris = [c for c in sorted(first.class_iris)[:max_items] if not is_machinery(c)]
    hierarchy = first.hierarchy(classes_iris)
    classes_iris += sorted(set(hierarchy.open) - set(classes_iris))  # as SchemaIndex.build adds them
    all_props = sorted(first.props)[:max_items]
    schema_terms = set(classes_iris) | set(all_props)
    entity_classes = first.entity_classes()

    t1 = time.perf_counter()
    bar.start("pass 2: schema labels, class use, values", total=first.triples)
    labels: dict[str, tuple] = {}
    comments: dict[str, tuple] = {}
    use: dict[str, dict[str, set[str]]] = {"subjects": defaultdict(set), "objects": defaultdict(set)}
    pairs = {"subjects": 0, "objects": 0}
    literal_props: set[str] | None = None
    values = ValueCollector(max_chars)
    per_prop: dict[str, set[tuple[str, str, str | None]]] = defaultdict(set)
    incomplete: set[str] = set()
    label_props, comment_props = set(LABEL_PROPERTIES), set(COMMENT_PROPERTIES)

    # which properties are literal-valued is read off their samples, as SchemaIndex decides it
    probe_items = {}
    for p in all_props:
        item = SchemaItem(p, "property", "")
        first.profile(item)
        probe_items[p] = item
    literal_props = {p for p, it in probe_items.items() if any(r.startswith("literal:") for r in it.ranges)}

    # the key properties (codes, acronyms), read off their samples as SPARQL onboarding reads them
    key_props = {p for p in all_props if p not in label_props and p not in SECOND_NAME_PROPERTIES
                 and not is_machinery(p) and sampled_key(first.samples.get(p, []))}
    key_rows: list[tuple[str, str, str]] = []

    _key = NodeKeys()
    for t in read_triples(paths, bar.update):
        s, p, o = t.subject, t.predicate.value, t.object
        keys = (_key(s), _key(o))
        is_lit = isinstance(o, ox.Literal)
        if is_lit and p in key_props and isinstance(s, ox.NamedNode):
            key_rows.append((p, s.value, o.value))
        if is_lit and isinstance(s, ox.NamedNode) and s.value in schema_terms:
            if p in label_props:
                offer_label(labels, s.value, p, o.value, o.language, language, LABEL_PROPERTIES)
            elif p in comment_props:
                offer_label(comments, s.value, p, o.value, o.language, language, COMMENT_PROPERTIES)
        for side, node_key in zip(("subjects", "objects"), keys):
            if pairs[side] is None:
                continue
            cs = first.types.get(node_key)
            if cs:
                have = use[side][p]
                for c in cs:
                    if c not in have:
                        have.add(c)
                        pairs[side] += 1
                if pairs[side] > max_items:
                    pairs[side] = None  # as ClassUse.read: more pairs than the cap, nothing known
        if is_lit and p in literal_props and p not in incomplete:
            seen = per_prop[p]
            k = (o.value, o.datatype.value, o.language)  # DISTINCT ?o tells "x"@en and "x"@de apart
            if k not in seen:
                if len(seen) >= max_per_property:
                    incomplete.add(p)
                else:
                    seen.add(k)
    bar.close(first.triples)
    seconds["pass2"] = round(time.perf_counter() - t1, 2)

    class_use = None
    if pairs["subjects"] is not None and pairs["objects"] is not None:
        class_use = ClassUse(*({p: frozenset(cs) for p, cs in use[side].items()} for side in ("subjects", "objects")))
    named = {k: v for k, (_, v) in labels.items()}
    named = {**_claimed(first, [p for p in all_props if p not in named], language), **named}
    schema = SchemaIndex.assemble(kg.identity, classes_iris, all_props,
                                  named, {k: v for k, (_, v) in comments.items()},
                                  first.profile, lambda: class_use, hierarchy=hierarchy)
    for item in schema.literal_properties():
        for text, dt, _ in sorted(per_prop.get(item.iri, ()), key=_value_order):
            # as a SPARQL result's literal reads (kgqa.kg.terms.literal): no datatype for strings
            values.add(item.iri, text, None if dt in (_XSD_STRING, _LANG_STRING) else dt)
        if len(per_prop.get(item.iri, ())) >= max_per_property:
            incomplete.add(item.iri)
    value_index = ValueIndex(kg.identity, values.values(),
                             frozenset(incomplete & {i.iri for i in schema.literal_properties()})).read_schema(schema)

    t2 = time.perf_counter()
    labels_path = label_index_path(key)
    bar.start("label index")
    names = name_entries(entity_classes, sorted(first.label_rows, key=_label_order), language=language,
                         max_chars=max_chars, schema_entities=frozenset(getattr(first, "claims", {}).values()))
    codes = key_entries(((s, v) for _, s, v in sorted(key_rows)), entity_classes)
    index = LabelIndex.build(itertools.chain(names, codes), labels_path)
    bar.close(len(index))
    seconds["entity_names"] = round(time.perf_counter() - t2, 2)
    if use_cache:
        atomic_write(cache_path("schema", key), json.dumps(schema.to_json()))
        atomic_write(cache_path("values", key), json.dumps(value_index.to_json()))
    meta = {
        "format": ONBOARD_FORMAT,
        "identity": kg.identity,
        "classes": len(schema.classes),
        "properties": len(schema.properties),
        "literal_values": len(value_index),
        "entity_names": len(index),
        "seconds": seconds,
        "dump": [str(p) for p in paths],
        "dump_triples": first.triples,
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }
    if use_cache:
        atomic_write(cache_path("onboard", key), json.dumps(meta))
        checkpoint.unlink(missing_ok=True)  # the indexes are written: pass 1 is not needed again
    return OnboardedKG(key, schema, value_index, index, meta)


_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
_LABEL_ORDER = {p: i for i, p in enumerate(LABEL_PROPERTIES)}


def _label_order(row: tuple) -> tuple:
    """SPARQL onboarding's order: one label property after the other, each ORDER BY ?s."""
    return _LABEL_ORDER[row[0]], row[1]


def _value_order(value: tuple[str, str, str | None]) -> tuple:
    """As :func:`kgqa.candidates.scan.literal_order`: numbers by value, then the rest by their text."""
    text, dt, lang = value
    try:
        return 0, float(text), text, dt, lang or ""
    except ValueError:
        return 1, 0.0, text, dt, lang or ""


def _load_checkpoint(path: Path, dump_id: str) -> FirstPass | None:
    try:
        with path.open("rb") as f:
            saved = pickle.load(f)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError):
        return None
    if saved.get("format") != DUMP_FORMAT or saved.get("dump") != dump_id:
        return None
    log.info("dump onboarding: pass 1 resumed from %s (%d triples)", path, saved["state"].triples)
    return saved["state"]


def _save_checkpoint(path: Path, dump_id: str, state: FirstPass) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("wb") as f:
        pickle.dump({"format": DUMP_FORMAT, "dump": dump_id, "state": state}, f, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(path)


class _TripleBar:
    """A tqdm bar counting triples per pass (only with ``progress``; logs otherwise)."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._bar = None

    def start(self, what: str, total: int | None = None) -> None:
        log.info("dump onboarding: %s", what)
        if self.enabled:
            from tqdm import tqdm

            self._bar = tqdm(total=total, desc=what, unit=" triples", unit_scale=True)

    def update(self, n: int) -> None:
        if self._bar is not None:
            self._bar.n = n
            self._bar.refresh()

    def close(self, n: int) -> None:
        if self._bar is not None:
            self._bar.n = n
            self._bar.close()
            self._bar = None
