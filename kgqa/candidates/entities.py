"""The names of a KG's entities, for the label index: what a question may call each one.

Three sources, each one scan of the KG (:mod:`kgqa.candidates.scan`: one streamed SELECT where
the KG allows it, else keyset pages, else ``OFFSET`` pages; ``ORDER BY`` keeps the order stable
on any endpoint):

- the KG's own labels (:data:`kgqa.kg.labels.LABEL_PROPERTIES`, and the title properties of
  its vocabulary, :mod:`kgqa.candidates.title_properties`) in the questions' language or
  untagged; labels in other languages as second names ("München" for an entity labelled
  "Munich"), up to :data:`MAX_OTHER_LANGUAGE_NAMES` of them (a KG with more keeps none); a
  company's name without its legal form and a work's title without its subtitle
  (:mod:`kgqa.candidates.second_names`); a thing with
  no name at all is named by its short description where the KG has one per thing;
- the codes and acronyms a KG keys its things by (``"NCT05166203"``, ``"BRIDGE-AD"``), as
  second names (:mod:`kgqa.candidates.key_names`);
- for a typed entity with no label, its IRI local name as words (``#chaoticGood`` -> "chaotic
  good", :func:`kgqa.kg.labels.local_name_words`), the only name many OWL files give. A local
  name that only repeats its class and a key (``singer/singer_id=2``, ``Singer_2``) names
  nothing a person would say and is left out, as are short opaque ids (``Q42``) and a local
  name that is another entity's label (an n-ary node's IRI built from what it links); a
  longer one minted from an accession code (``uniprot/P0C6R2``) is the thing's second name, and
  so is the code a labelled thing's IRI is minted from (``property/NO2`` "nitrogen dioxide";
  :mod:`kgqa.candidates.second_names`).

Entities of the vocabularies that describe the KG (:func:`kgqa.kg.vocabulary.is_machinery`)
are never named: a question about "class" or "range" is not about ``owl:Class``; nor are the
property entities of a Wikibase dump (``wd:P159`` "headquarters location", alias "based in"):
"Is X based in Y?" is not about them.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.labels import LABEL_PROPERTIES, SECOND_LABEL_NODE_LINKS, SECOND_NAME_PROPERTIES, local_name, local_name_words
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import OWL, RDF_TYPE, is_machinery

from .key_names import key_entries, key_properties
from .label_index import LabelEntry
from .part_names import name_part_properties, part_name_entries, part_scans
from .scan import Scan, Scanner
from .schema import read_claims
from .second_names import accession, comma_names, main_title, minted_code, without_legal_form
from .text import words
from .title_properties import (compound_title_properties, description_properties, is_name_node_class, literal_properties, name_node_titles,
                               title_properties)
from .value_terms import value_term_entries, value_terms

log = logging.getLogger(__name__)

OWL_NAMED_INDIVIDUAL = OWL + "NamedIndividual"
#: names in other languages than the questions' kept as second names; a KG with more (DBpedia,
#: Wikidata: tens of languages) keeps none, so the index stays the size of one language's names
MAX_OTHER_LANGUAGE_NAMES = 100_000
#: labels whose texts are kept to tell a local name that repeats one (a KG with more keeps none)
MAX_LABEL_KEYS = 1_000_000
#: Words a key-like local name adds to its class's name (``singer_id=2``).
_KEY_WORDS = {"id", "key", "no", "nr", "num", "number", "code", "ref", "pk"}


def entity_names(kg: KnowledgeGraph, *, language: str = "en", page_size: int = 10_000,
                 max_entities: int = 2_000_000, max_chars: int = 120, timeout_s: float = 60.0,
                 progress: Callable[[str, int], None] | None = None,
                 scanner: Scanner | None = None) -> Iterator[LabelEntry]:
    """Every name of every entity of ``kg`` (see module docstring), as :class:`LabelEntry`,
    with the shorter names of long ones (:func:`kgqa.candidates.second_names.comma_names`).
    ``progress(stage, n)`` is told how many rows each stage has read so far; ``scanner``: how
    to read the KG (default: the cheapest form it accepts, :class:`Scanner`)."""
    yield from comma_names(_own_names(kg, language=language, page_size=page_size, max_entities=max_entities,
                                      max_chars=max_chars, timeout_s=timeout_s, progress=progress, scanner=scanner))


def _own_names(kg: KnowledgeGraph, *, language: str, page_size: int, max_entities: int, max_chars: int,
               timeout_s: float, progress: Callable[[str, int], None] | None,
               scanner: Scanner | None) -> Iterator[LabelEntry]:
    """:func:`entity_names` before the shorter names."""
    scanner = scanner or Scanner(kg, page_size=page_size, timeout_s=timeout_s)
    classes = _entity_classes(kg, scanner, max_entities, progress)
    literal_props = literal_properties(kg, timeout_s)
    titles = title_properties(kg, literal_props, timeout_s)

    def label_rows():
        for prop in (*LABEL_PROPERTIES, *titles):
            scan = Scan("?s ?l", f"?s {term_to_sparql(URIRef(prop))} ?l . FILTER(isIRI(?s) && isLiteral(?l))",
                        "s", max_entities)
            for s, lab in _scanned(scanner, scan):
                yield prop, str(s), str(lab), getattr(lab, "language", None)

    node_titles = name_node_titles(kg, literal_props, titles, timeout_s)

    def borrowed_rows():
        for prop in (*titles, *node_titles):
            scan = Scan("?x ?p ?e ?l", f"?x ?p ?e . ?e {term_to_sparql(URIRef(prop))} ?l . "
                        f"FILTER(isIRI(?x) && isIRI(?e) && isLiteral(?l) && ?p != {term_to_sparql(URIRef(RDF_TYPE))})",
                        "e", max_entities, key_index=2)
            for x, p, e, lab in _scanned(scanner, scan):
                yield str(x), str(e), str(lab), getattr(lab, "language", None), str(p) in SECOND_LABEL_NODE_LINKS
            # a title node with no IRI (BIBFRAME's ``bf:title [ a bf:Title ; bf:mainTitle "..." ]``)
            # is its one owner's: a blank node has no other name to be linked from
            scan = Scan("?x ?l", f"?x ?p ?e . ?e {term_to_sparql(URIRef(prop))} ?l . "
                        f"FILTER(isIRI(?x) && isBlank(?e) && isLiteral(?l) && ?p != {term_to_sparql(URIRef(RDF_TYPE))})",
                        "x", max_entities)
            for x, lab in _scanned(scanner, scan):
                yield str(x), f"_:{x}", str(lab), getattr(lab, "language", None), False

    entries = name_entries(classes, label_rows(), language=language, max_chars=max_chars, progress=progress,
                           every=page_size, schema_entities=claiming_entities(kg, timeout_s))
    named: set[str] = set()
    for entry in entries:
        if entry.classes and all(is_name_node_class(c) for c in entry.classes):
            continue  # a title node (``bf:Title``) names the thing that links it, which borrows it below
        if entry.source != "alt_label":  # a code or a name in another language: the thing may still borrow one
            named.add(entry.iri)
        yield entry
    # a person named only in parts: given and family name (kgqa.candidates.part_names)
    given, family = name_part_properties(kg, timeout_s)
    part_rows = (row for scan in part_scans(given, family, max_entities) for row in _scanned(scanner, scan))
    for entry in part_name_entries(part_rows, frozenset(named), classes, max_chars=max_chars):
        if entry.source == "label":
            named.add(entry.iri)
        yield entry
    borrowed: set[str] = set()  # not into ``named`` while borrowing: a thing may borrow two titles
    for entry in borrowed_names(borrowed_rows(), named, classes, language=language, max_chars=max_chars):
        borrowed.add(entry.iri)
        yield entry
    named |= borrowed
    # a vocabulary's enumeration, said by its local name ("ferry" of ``gtfs:Ferry``)
    class_names = {local_name_words(c).lower() for cls in classes.values() for c in cls}
    yield from value_term_entries(value_terms(kg, timeout_s), named, class_names)
    # a thing with no name of its own is named by a compound name property (dblp's ``creatorName``)
    for prop in compound_title_properties(kg, literal_props, titles, timeout_s):
        scan = Scan("?s ?l", f"?s {term_to_sparql(URIRef(prop))} ?l . FILTER(isIRI(?s) && isLiteral(?l))", "s", max_entities)
        compound_named = set()
        for s, text in _scanned(scanner, scan):
            if str(s) not in named and str(text).strip() and len(str(text)) <= max_chars:
                compound_named.add(str(s))
                yield LabelEntry(str(s), str(text).strip(), classes.get(str(s), ()), "label")
        named |= compound_named
    # a thing with no name at all is named by its short description ("Cheese, cheddar, sharp")
    for prop in description_properties(kg, literal_props, timeout_s):
        scan = Scan("?s ?l", f"?s {term_to_sparql(URIRef(prop))} ?l . FILTER(isIRI(?s) && isLiteral(?l))", "s", max_entities)
        for s, text in _scanned(scanner, scan):
            if str(s) not in named and str(text).strip() and len(str(text)) <= max_chars:
                yield LabelEntry(str(s), str(text).strip(), classes.get(str(s), ()), "label")

    def code_rows():
        for prop in key_properties(kg, literal_props, timeout_s):
            scan = Scan("?s ?l", f"?s {term_to_sparql(URIRef(prop))} ?l . FILTER(isIRI(?s) && isLiteral(?l))",
                        "s", max_entities)
            for s, value in _scanned(scanner, scan):
                yield str(s), str(value)

    yield from key_entries(code_rows(), classes)


def borrowed_names(rows, named: set[str], classes: dict[str, tuple[str, ...]], *, language: str = "en",
                   max_chars: int = 120) -> Iterator[LabelEntry]:
    """Names a thing with none of its own takes from the one node that carries its title: rows
    ``(thing, carrier, title, language tag, second)`` (ELI: an act's title is on its expressions,
    one per language; a BIBFRAME work's on its title node; a SKOS-XL concept's on its label
    nodes, ``second`` where the link says an alternative label). A carrier linked from two or
    more things names none of them; a title in the questions' language is the thing's name, one
    in another language or a ``second`` one a second name."""
    owners: dict[str, set[str]] = {}
    titles: list[tuple[str, str, str, str | None, bool]] = []
    for x, e, text, lang, second in rows:
        owners.setdefault(e, set()).add(x)
        titles.append((x, e, text, lang, second))
    seen: set[tuple[str, str]] = set()
    for x, e, text, lang, second in titles:
        text = text.strip()
        if x in named or len(owners[e]) != 1 or not text or len(text) > max_chars or (x, text.casefold()) in seen:
            continue
        seen.add((x, text.casefold()))
        lang = (lang or "").lower()
        mine = not second and (not lang or lang == language or lang.startswith(language + "-"))
        yield LabelEntry(x, text, classes.get(x, ()), "label" if mine else "alt_label")


def claiming_entities(kg: KnowledgeGraph, timeout_s: float) -> frozenset[str]:
    """The entities that claim a predicate (:func:`kgqa.candidates.schema.read_claims`:
    Wikidata's ``wd:P178``, whose label names ``wdt:P178``): the schema, never a thing a
    question names."""
    return frozenset(read_claims(kg, timeout_s).values())


def name_entries(classes: dict[str, tuple[str, ...]], label_rows, *, language: str = "en", max_chars: int = 120,
                 progress: Callable[[str, int], None] | None = None, every: int = 10_000,
                 max_other_names: int = MAX_OTHER_LANGUAGE_NAMES,
                 schema_entities: frozenset[str] = frozenset()) -> Iterator[LabelEntry]:
    """The :class:`LabelEntry` s of entities with ``classes`` (IRI -> classes) and the label
    triples ``label_rows`` (``(label property, IRI, text, language tag or None)``): a label in
    the questions' ``language`` or untagged, else the IRI's local name (module docstring); the
    labels in other languages as second names, unless there are more than ``max_other_names``.
    ``schema_entities`` (the property entities of a Wikibase dump) are never named."""
    labelled: set[str] = set()
    label_keys: set[int] | None = set()  # hashes of the labels' texts; None: past the cap
    others: dict[tuple[str, str], LabelEntry] | None = {}  # None: past the cap, none kept
    for n, (prop, iri, text, lang) in enumerate(label_rows):
        source = "alt_label" if prop in SECOND_NAME_PROPERTIES else "label"
        lang = (lang or "").lower()
        text = text.strip()
        if progress is not None and n % every == 0:
            progress("labels", n)
        if not text or len(text) > max_chars or is_machinery(iri) or iri in schema_entities:
            continue
        if lang and lang != language and not lang.startswith(language + "-"):
            if others is not None and (iri, text.casefold()) not in others:
                if len(others) >= max_other_names:
                    log.info("more than %d names in other languages than %r: none of them is indexed",
                             max_other_names, language)
                    others = None
                else:
                    others[(iri, text.casefold())] = LabelEntry(iri, text, classes.get(iri, ()), "alt_label")
            continue
        if source == "label":
            labelled.add(iri)  # a second name alone (skos:altLabel, gn:alternateName) leaves the local name in use
            if label_keys is not None:
                label_keys.add(hash(text.casefold()))
                label_keys = label_keys if len(label_keys) <= MAX_LABEL_KEYS else None
        yield LabelEntry(iri, text, classes.get(iri, ()), source)
        short = without_legal_form(text)
        if short is not None:  # "Accumula" of "ACCUMULA SRL"
            yield LabelEntry(iri, short, classes.get(iri, ()), "alt_label")
        title = main_title(text)
        if title is not None:  # "Reading in the Margins" of "Reading in the Margins: Annotation as ..."
            yield LabelEntry(iri, title, classes.get(iri, ()), "alt_label")
    # a name in another language is a second name ("München" for Munich), as a skos:altLabel is
    yield from (others or {}).values()
    for iri, cls in classes.items():
        if iri in labelled:
            code = minted_code(iri)
            if code is not None:  # "NO2" of ``property/NO2`` "nitrogen dioxide": how people write it
                yield LabelEntry(iri, code, cls, "alt_label")
            continue
        name = local_name_words(iri)
        # a local name that is another thing's label names that thing: an n-ary node's IRI is
        # often built from what it links (``result/2019-general/kellby`` of the constituency "Kellby")
        if name and _names_something(name, cls) and (label_keys is None or hash(name.casefold()) not in label_keys):
            yield LabelEntry(iri, name, cls, "local_name")
        elif not name and (code := accession(iri)) is not None:
            yield LabelEntry(iri, code, cls, "alt_label")


def _names_something(name: str, classes: tuple[str, ...]) -> bool:
    """Whether a local name says more than its class and a key (see module docstring)."""
    said = {w for w in words(name) if not w.isdigit()}
    if not any(len(w) > 1 for w in said):
        return False
    class_words = {w for c in classes for w in words(local_name_words(c))}
    return not said <= class_words | _KEY_WORDS


def _entity_classes(kg: KnowledgeGraph, scanner: Scanner, max_entities: int,
                    progress: Callable[[str, int], None] | None) -> dict[str, tuple[str, ...]]:
    """IRI -> its classes (outside the machinery vocabularies), for every typed entity."""
    return EntityClasses(progress, scanner.page_size).read(
        _scanned(scanner, Scan("?s ?c", f"?s {term_to_sparql(URIRef(RDF_TYPE))} ?c . FILTER(isIRI(?s) && isIRI(?c))",
                               "s", max_entities)))


class EntityClasses:
    """Folds ``(entity, class)`` pairs into IRI -> its classes (outside the machinery
    vocabularies): the same from a SPARQL scan and from a dump file's ``rdf:type`` triples."""

    def __init__(self, progress: Callable[[str, int], None] | None = None, every: int = 10_000) -> None:
        self.out: dict[str, list[str]] = {}
        self.schema_terms: set[str] = set()
        self.interned: dict[str, str] = {}  # class IRIs repeat millions of times: keep one string each
        self.progress, self.every, self.n = progress, every, 0

    def add(self, s, c) -> None:
        iri = str(s)
        n, self.n = self.n, self.n + 1
        if is_machinery(iri):
            return
        cls = self.interned.setdefault(str(c), str(c))
        slot = self.out.setdefault(iri, [])
        if not is_machinery(cls):
            slot.append(cls)
        elif cls != OWL_NAMED_INDIVIDUAL:
            self.schema_terms.add(iri)  # typed owl:Class, owl:ObjectProperty, ...: the schema, not data
        if self.progress is not None and n % self.every == 0:
            self.progress("entities", len(self.out))

    def read(self, pairs) -> dict[str, tuple[str, ...]]:
        for s, c in pairs:
            self.add(s, c)
        return self.result()

    def result(self) -> dict[str, tuple[str, ...]]:
        # an IRI typed both ways (OWL 2 punning) is data too
        return {k: tuple(v) for k, v in self.out.items() if v or k not in self.schema_terms}


def _scanned(scanner: Scanner, scan: Scan) -> Iterator[tuple]:
    try:
        yield from scanner.rows(scan)
    except EndpointUnavailable:
        raise  # a partial index must not be built, and cached, from a down endpoint
    except KGError as e:
        log.info("entity names: %s stopped: %s", re.sub(r"\s+", " ", scan.where)[:80], e)
