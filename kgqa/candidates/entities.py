"""The names of a KG's entities, for the label index: what a question may call each one.

Three sources, each one scan of the KG (:mod:`kgqa.candidates.scan`: one streamed SELECT where
the KG allows it, else keyset pages, else ``OFFSET`` pages; ``ORDER BY`` keeps the order stable
on any endpoint):

- the KG's own labels (:data:`kgqa.kg.labels.LABEL_PROPERTIES`) in the questions' language or
  untagged; labels in other languages as second names ("München" for an entity labelled
  "Munich"), up to :data:`MAX_OTHER_LANGUAGE_NAMES` of them (a KG with more keeps none);
- the codes and acronyms a KG keys its things by (``"NCT05166203"``, ``"BRIDGE-AD"``), as
  second names (:mod:`kgqa.candidates.key_names`);
- for a typed entity with no label, its IRI local name as words (``#chaoticGood`` -> "chaotic
  good", :func:`kgqa.kg.labels.local_name_words`), the only name many OWL files give. A local
  name that only repeats its class and a key (``singer/singer_id=2``, ``Singer_2``) names
  nothing a person would say and is left out, as are short opaque ids (``Q42``) and a local
  name that is another entity's label (an n-ary node's IRI built from what it links); a
  longer one minted from an accession code (``uniprot/P0C6R2``) is the thing's second name, and
  so is the code a labelled thing's IRI is minted from (``property/NO2`` "nitrogen dioxide").

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
from kgqa.kg.labels import LABEL_PROPERTIES, SECOND_NAME_PROPERTIES, local_name, local_name_words
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import OWL, RDF_TYPE, is_machinery

from .key_names import key_entries, key_properties, looks_like_code
from .label_index import LabelEntry
from .scan import Scan, Scanner
from .schema import read_claims
from .text import words

log = logging.getLogger(__name__)

OWL_NAMED_INDIVIDUAL = OWL + "NamedIndividual"
#: names in other languages than the questions' kept as second names; a KG with more (DBpedia,
#: Wikidata: tens of languages) keeps none, so the index stays the size of one language's names
MAX_OTHER_LANGUAGE_NAMES = 100_000
#: labels whose texts are kept to tell a local name that repeats one (a KG with more keeps none)
MAX_LABEL_KEYS = 1_000_000
#: the fewest characters of a local name taken for an accession code (:func:`accession`):
#: shorter ones ("A1", "Q42") say too little to link a question's word to one thing
MIN_ACCESSION = 5
#: Words a key-like local name adds to its class's name (``singer_id=2``).
_KEY_WORDS = {"id", "key", "no", "nr", "num", "number", "code", "ref", "pk"}


def entity_names(kg: KnowledgeGraph, *, language: str = "en", page_size: int = 10_000,
                 max_entities: int = 2_000_000, max_chars: int = 120, timeout_s: float = 60.0,
                 progress: Callable[[str, int], None] | None = None,
                 scanner: Scanner | None = None) -> Iterator[LabelEntry]:
    """Every name of every entity of ``kg`` (see module docstring), as :class:`LabelEntry`.
    ``progress(stage, n)`` is told how many rows each stage has read so far; ``scanner``: how
    to read the KG (default: the cheapest form it accepts, :class:`Scanner`)."""
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
            scan = Scan("?x ?e ?l", f"?x ?p ?e . ?e {term_to_sparql(URIRef(prop))} ?l . "
                        f"FILTER(isIRI(?x) && isIRI(?e) && isLiteral(?l) && ?p != {term_to_sparql(URIRef(RDF_TYPE))})",
                        "e", max_entities)
            for x, e, lab in _scanned(scanner, scan):
                yield str(x), str(e), str(lab), getattr(lab, "language", None)

    entries = name_entries(classes, label_rows(), language=language, max_chars=max_chars, progress=progress,
                           every=page_size, schema_entities=claiming_entities(kg, timeout_s))
    named: set[str] = set()
    for entry in entries:
        if entry.source != "alt_label":  # a code or a name in another language: the thing may still borrow one
            named.add(entry.iri)
        yield entry
    yield from borrowed_names(borrowed_rows(), named, classes, language=language, max_chars=max_chars)

    def code_rows():
        for prop in key_properties(kg, literal_props, timeout_s):
            scan = Scan("?s ?l", f"?s {term_to_sparql(URIRef(prop))} ?l . FILTER(isIRI(?s) && isLiteral(?l))",
                        "s", max_entities)
            for s, value in _scanned(scanner, scan):
                yield str(s), str(value)

    yield from key_entries(code_rows(), classes)


#: literal properties listed at most (the title and key properties are among them in practice)
MAX_LITERAL_PROPERTIES = 2000
#: local names of the properties a published vocabulary names its things by, beyond the
#: :data:`~kgqa.kg.labels.LABEL_PROPERTIES` table (``eli:title``, ``bf:mainTitle``)
TITLE_WORDS = frozenset({"title", "name", "label", "preflabel", "maintitle", "fullname", "officialname", "legalname",
                         "officialtitle", "brieftitle", "fulltitle", "displayname"})


def literal_properties(kg: KnowledgeGraph, timeout_s: float = 60.0) -> list[str]:
    """The properties with literal values (up to :data:`MAX_LITERAL_PROPERTIES`), read once for
    the title and the key properties; none where the listing fails."""
    try:
        rows = kg.select(f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?l . FILTER(isLiteral(?l)) }} LIMIT {MAX_LITERAL_PROPERTIES}",
                         timeout_s=timeout_s).rows
    except KGError:
        return []
    return [str(p) for (p,) in rows]


def title_properties(kg: KnowledgeGraph, literal_props: list[str], timeout_s: float = 60.0) -> tuple[str, ...]:
    """The properties of a published vocabulary that name things, other than the
    :data:`~kgqa.kg.labels.LABEL_PROPERTIES`: text properties whose local name says a title or a
    name (``eli:title``, ``eurio:legalName``), minted on another host than the things they name,
    or on the same host when their values name their subjects (:func:`_names_its_subjects`) and
    the subjects are no name nodes (:func:`name_node_titles`). A relational table's own columns
    (``.../stadium#name`` of ``.../stadium/stadium_id=1``, the W3C Direct Mapping's
    ``<table#column>``) are data the questions compare, and stay so. ``literal_props``: the
    KG's :func:`literal_properties`."""
    out = []
    for p in literal_props:
        if p in LABEL_PROPERTIES or is_machinery(p) or _local_word(p) not in TITLE_WORDS:
            continue
        try:
            sample = kg.select(f"SELECT ?s ?l ?c WHERE {{ ?s {term_to_sparql(URIRef(p))} ?l . FILTER(isIRI(?s)) "
                               f"OPTIONAL {{ ?s {term_to_sparql(URIRef(RDF_TYPE))} ?c }} }} LIMIT {_NAME_SAMPLE}",
                               timeout_s=timeout_s).rows
        except KGError:
            continue
        if not sample:
            continue
        if _host(str(sample[0][0])) != _host(p):
            out.append(p)
            continue
        classes = {str(c) for _, _, c in sample if c is not None}
        if re.sub(r"[#/][^#/]*$", "", p) in classes or any(w in _NAME_NODE_WORDS for w in _class_words(classes)):
            continue  # a table's column, or a name node's name (name_node_titles)
        if _names_its_subjects([(str(s), str(l).strip()) for s, l, _ in sample]):
            out.append(p)
    return tuple(sorted(out))


#: rows read of a same-host name property to tell whether its values name their subjects
_NAME_SAMPLE = 200
#: the share of a sample's subjects a name property gives a name no other subject has
_DISTINCT_NAMES = 0.9


def says_title(prop: str) -> bool:
    """Does the property's local name say a name or a title (:data:`TITLE_WORDS`)?"""
    return _local_word(prop) in TITLE_WORDS


def _local_word(p: str) -> str:
    """A property's local name in lower case, without separators (``official_title``: "officialtitle")."""
    return re.sub(r"[_\-]", "", re.split(r"[/#]", p.rstrip("/#"))[-1].lower())


def _class_words(classes) -> list[str]:
    """The last word of each class's local name."""
    return [(local_name_words(c).split() or [""])[-1].lower() for c in classes]


def _names_its_subjects(rows: list[tuple[str, str]]) -> bool:
    """Whether ``(subject, value)`` rows are names: nearly every subject has a value no other
    subject has (a player's title "GM", shared by many, names nobody)."""
    owners: dict[str, set[str]] = {}
    for s, v in rows:
        owners.setdefault(v.casefold(), set()).add(s)
    subjects = {s for s, _ in rows}
    own = {s for holders in owners.values() if len(holders) == 1 for s in holders}
    return len(subjects) >= 2 and len(own) >= _DISTINCT_NAMES * len(subjects)


def names_things(kg: KnowledgeGraph, prop: str, timeout_s: float = 60.0) -> bool:
    """Is ``prop`` one of the properties the label index names things by beyond the
    :data:`~kgqa.kg.labels.LABEL_PROPERTIES` (:func:`title_properties`, :func:`name_node_titles`)?
    A column answered with it answers with the things' names."""
    titles = title_properties(kg, [prop], timeout_s)
    return bool(titles) or bool(name_node_titles(kg, [prop], titles, timeout_s))


def name_node_titles(kg: KnowledgeGraph, literal_props: list[str], titles: tuple[str, ...],
                     timeout_s: float = 60.0) -> tuple[str, ...]:
    """The properties, other than the ``titles`` (:func:`title_properties`), whose local name
    says a title or a name and whose subjects are name nodes (:func:`_on_name_nodes`): a
    vocabulary minted on its things' own host names them so (``up:recommendedName`` -> a
    ``up:Structured_Name`` -> ``up:fullName``). Their texts name the thing that links the node
    (:func:`borrowed_names`), not the node."""
    return tuple(sorted(p for p in literal_props
                        if p not in titles and p not in LABEL_PROPERTIES and not is_machinery(p)
                        and _local_word(p) in TITLE_WORDS and _on_name_nodes(kg, p, timeout_s)))


#: the last word of the class of a node that only carries a name (UniProt's ``up:Structured_Name``,
#: BIBFRAME's ``bf:Title``, CIDOC CRM's ``E41_Appellation``)
_NAME_NODE_WORDS = frozenset({"name", "title", "appellation"})


def is_name_node_class(cls: str) -> bool:
    """Is ``cls`` the class of nodes that only carry a name (its local name ends in a word of
    :data:`_NAME_NODE_WORDS`: ``up:Structured_Name``, ``bf:Title``)?"""
    return _class_words([cls])[0] in _NAME_NODE_WORDS


def _on_name_nodes(kg: KnowledgeGraph, prop: str, timeout_s: float) -> bool:
    """Whether ``prop``'s subjects are name nodes: typed with a class whose local name ends in
    a word of :data:`_NAME_NODE_WORDS`. A relational table's name column sits on its rows,
    typed with the table."""
    try:
        rows = kg.select(f"SELECT DISTINCT ?c WHERE {{ ?s {term_to_sparql(URIRef(prop))} ?l . "
                         f"?s {term_to_sparql(URIRef(RDF_TYPE))} ?c . FILTER(isIRI(?c)) }} LIMIT 5",
                         timeout_s=timeout_s).rows
    except KGError:
        return False
    lasts = _class_words(str(c) for (c,) in rows)
    return bool(lasts) and all(w in _NAME_NODE_WORDS for w in lasts)


def _host(iri: str) -> str:
    m = re.match(r"[a-z][a-z0-9+.-]*://([^/#?]+)", iri, re.I)
    return m.group(1).lower() if m else ""


def borrowed_names(rows, named: set[str], classes: dict[str, tuple[str, ...]], *, language: str = "en",
                   max_chars: int = 120) -> Iterator[LabelEntry]:
    """Names a thing with none of its own takes from the one node that carries its title: rows
    ``(thing, carrier, title, language tag)`` (ELI: an act's title is on its expressions, one per
    language; a BIBFRAME work's on its title node). A carrier linked from two or more things
    names none of them; a title in the questions' language is the thing's name, one in another
    language a second name."""
    owners: dict[str, set[str]] = {}
    titles: list[tuple[str, str, str, str | None]] = []
    for x, e, text, lang in rows:
        owners.setdefault(e, set()).add(x)
        titles.append((x, e, text, lang))
    seen: set[tuple[str, str]] = set()
    for x, e, text, lang in titles:
        text = text.strip()
        if x in named or len(owners[e]) != 1 or not text or len(text) > max_chars or (x, text.casefold()) in seen:
            continue
        seen.add((x, text.casefold()))
        lang = (lang or "").lower()
        mine = not lang or lang == language or lang.startswith(language + "-")
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


def minted_code(iri: str) -> str | None:
    """The code a labelled thing's IRI is minted from (``property/NO2``, ``pollutant/PM10``,
    ``country/BEL``, ``station/ST-001``): a local name of capitals and digits with two letters
    or more, up to 12 characters. An opaque id (``Q42``: one letter) or a word says nothing a
    question would."""
    local = local_name(iri)
    if not re.fullmatch(r"[A-Z0-9][A-Z0-9._-]{1,11}", local) or sum(c.isalpha() for c in local) < 2:
        return None
    return local if looks_like_code(local) else None


def accession(iri: str) -> str | None:
    """The local name of an IRI minted from an accession code (UniProt's ``uniprot/P0C6R2``, a
    registry's ``vessel/IMO9321483``), which is how people cite such a thing: letters and digits
    mixed, :data:`MIN_ACCESSION` characters or more, no separators (a UUID or a row number names
    nothing anyone says). A second name, given only to a thing with no label."""
    local = local_name(iri)
    if (len(local) < MIN_ACCESSION or not local.isalnum() or not local.isascii() or local.isdigit()
            or local.isalpha() or not looks_like_code(local)):
        return None
    return local


#: the legal forms a company's registered name ends with, which people leave out ("Zephyr Marine"
#: of "ZEPHYR MARINE NV"): general business English and the forms of the EU's, UK's and US's registers
LEGAL_FORMS = frozenset(
    "ltd limited plc llc llp inc incorporated corp corporation gmbh ag kg se sa sas sarl srl spa nv bv ab asa "
    "oy oyj aps sl pty pte kk lp sro doo kft zrt bhd ehf as".split())
_LEGAL_FORM_END = re.compile(r"^(?P<name>.*?[\w)])[\s,]+(?P<form>[A-Za-z./]+)\s*$")


def without_legal_form(name: str) -> str | None:
    """``name`` without the legal form it ends with ("ACCUMULA SRL" -> "ACCUMULA", "Acme, Inc."
    -> "Acme"), or None when it ends with none or is nothing else. A two-letter form counts
    only in capitals ("Equinor AS", not "Such As")."""
    m = _LEGAL_FORM_END.match(name.strip())
    if m is None:
        return None
    form = m["form"].replace(".", "").replace("/", "")
    if form.lower() not in LEGAL_FORMS or (len(form) <= 2 and not form.isupper()):
        return None
    rest = m["name"].strip()
    return rest if any(c.isalpha() for c in rest) else None


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
