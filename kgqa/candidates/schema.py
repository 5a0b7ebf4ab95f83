"""The schema of a KG as seen through SPARQL: classes, properties, readable labels, observed
domains/ranges and literal datatypes, and which classes use each property (:class:`ClassUse`).

Built with bounded queries only (the class and property listings as scans,
:mod:`kgqa.candidates.scan`; a fixed-size sample per property), so the same code works on the
embedded store and on a large remote endpoint; the result is cached on disk per KG identity
(``kgqa.paths.cache_dir()/candidates``).
"""

from __future__ import annotations

import json
import logging
import re
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass, field

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.row_budget import kg_row_budget
from kgqa.kg.labels import LABEL_PROPERTIES, label_rank
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import CLAIM_PROPERTIES, RDF_TYPE, RDFS, SKOS, XSD, is_machinery, is_numeric_datatype

from .cache import atomic_write, cache_identity, cache_path
from .hierarchy import ClassHierarchy
from .scan import Scan, Scanner
from .text import split_identifier

log = logging.getLogger(__name__)

SCHEMA_FORMAT = 11  # 8: the class hierarchy (kgqa.candidates.hierarchy); 9: numbers as text, document links;
#                    10: dates as text; 11: lists of values in one text
#: Where a KG explains a term in prose; an abbreviated name (``dex``, ``cmd``) is expanded from it.
COMMENT_PROPERTIES = (RDFS + "comment", SKOS + "definition")
#: A property is named after its most frequent subject class when that class has this share of
#: its sampled uses: in effect, when one class alone uses it. A ``name`` shared by singers (40%)
#: and stadiums (60%) is no one class's: "stadium name" would mislead every question about
#: singers' names.
DOMAIN_SHARE = 0.95
#: Literal datatypes whose values have a year (SPARQL's ``YEAR()`` reads them)
DATE_DATATYPES = frozenset(XSD + d for d in ("date", "dateTime", "dateTimeStamp", "gYear", "gYearMonth"))
#: A plain literal that reads as a number ("2314", "-1.60"): dumps converted from tables or CSV
#: (GeoNames' populations and elevations) store numbers so. The same test in SPARQL and Python.
NUMBER_TEXT_REGEX = "^[+-]?[0-9]+([.][0-9]+)?$"
_NUMBER_TEXT = re.compile(NUMBER_TEXT_REGEX)
#: A plain literal that reads as an ISO date, or its year and month ("2022-08", "1987-05-02",
#: "2019-03-04T10:00"): dumps of records (Darwin Core's eventDate, CSV conversions) store dates
#: so, alone or beside typed ones. A year alone reads as a number (:data:`NUMBER_TEXT_REGEX`).
DATE_TEXT_REGEX = "^[0-9]{4}-[0-9]{2}"
_DATE_TEXT = re.compile(DATE_TEXT_REGEX)
#: a plain literal that holds a list of values ("J. Okafor | M. Lind", "coffee_shop;cake")
LIST_TEXT_REGEX = "[|;]"
_LIST_TEXT = re.compile(LIST_TEXT_REGEX)
#: the datatype SPARQL gives a literal with a language tag
LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"
#: an IRI of a web document or file (a map page, an RDF file, an image), not of a thing the KG
#: describes: GeoNames' ``gn:locationMap <.../ardvale.html>``, ``foaf:depiction <....jpg>``
DOCUMENT_REGEX = "[.](html?|php|aspx?|jsp|pdf|rdf|xml|json|jsonld|ttl|nt|n3|txt|csv|jpe?g|png|gif|svg|webp)([?#].*)?$"
_DOCUMENT = re.compile(DOCUMENT_REGEX, re.I)
#: the share of a property's sampled links that must be documents for it to link documents
DOCUMENT_SHARE = 0.6


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
    owner: str = ""  # the one class using a property its label does not name ("money rank" of a poker player)
    number_texts: int = 0  # sampled plain literals that read as numbers ("2314")
    date_texts: int = 0  # sampled plain literals that read as ISO dates ("2022-08")
    list_texts: int = 0  # sampled plain literals that hold "|" or ";" (lists of values)
    documents: int = 0  # sampled objects that are IRIs of web documents or files (DOCUMENT_REGEX)

    @property
    def literal_datatypes(self) -> list[str]:
        return [r.split(":", 1)[1] for r in self.ranges if r.startswith("literal:")]

    @property
    def holds_numbers(self) -> bool:
        """Are the sampled values all numbers (``xsd:integer``, ``xsd:decimal``, ...)?"""
        return bool(self.literal_datatypes) and all(is_numeric_datatype(d) for d in self.literal_datatypes)

    @property
    def holds_number_text(self) -> bool:
        """Are the sampled values all plain text that reads as a number (``"2314"``)? SPARQL
        orders such values as text and compares them with no number, so the engine casts them
        (:func:`kgqa.models.fill_plan.number_text_values`)."""
        literals = sum(n for r, n in self.ranges.items() if r.startswith("literal:"))
        return literals > 0 and self.number_texts == literals

    @property
    def holds_lists(self) -> bool:
        """Do some sampled values hold several values in one text ("J. Okafor | M. Lind")?"""
        return self.list_texts > 0

    @property
    def holds_tagged_text(self) -> bool:
        """Do some sampled values carry a language tag?"""
        return f"literal:{LANG_STRING}" in self.ranges

    @property
    def holds_number_values(self) -> bool:
        """Are the sampled values all numbers, typed or written as text (a count stored as 12 and
        as "18")?"""
        literals = sum(n for r, n in self.ranges.items() if r.startswith("literal:"))
        typed = sum(n for r, n in self.ranges.items() if r.startswith("literal:") and is_numeric_datatype(r[len("literal:"):]))
        return literals > 0 and typed + self.number_texts >= literals

    @property
    def holds_date_text(self) -> bool:
        """Are the sampled values all dates, some of them (or all) plain text that reads as one
        (``"2022-08"`` beside ``"2021-05-02"^^xsd:date``)? SPARQL's ``YEAR`` reads no such text,
        so the engine compares its year as text (:func:`kgqa.models.fill_plan.text_year_comparisons`)."""
        literals = sum(n for r, n in self.ranges.items() if r.startswith("literal:"))
        typed = sum(n for r, n in self.ranges.items() if r.startswith("literal:") and r[len("literal:"):] in DATE_DATATYPES)
        return self.date_texts > 0 and typed + self.date_texts == literals

    @property
    def links_documents(self) -> bool:
        """Are the sampled values (most: :data:`DOCUMENT_SHARE`) IRIs of web documents or
        files (a map page, an image; an image service's URL may carry no file extension)? Such a
        link is no answer to a question that does not ask for it (kgqa.candidates.collect)."""
        links = self.count - sum(n for r, n in self.ranges.items() if r.startswith("literal:"))
        return self.is_link and links > 0 and self.documents >= DOCUMENT_SHARE * links

    def text(self, schema: "SchemaIndex | None" = None) -> str:
        """The label text the ranker encodes: table words, column words, and the linked class.
        A property the KG labels without its class ("money rank") reads with its owner class
        ("poker player money rank"), as a property minted under its class does."""
        out = f"{self.owner} {self.label}" if self.owner else self.label
        if self.kind == "property" and self.is_link and schema is not None and self.ranges:
            target = max(self.ranges, key=self.ranges.get)
            if target in schema.classes:
                out += f" (links to {schema.classes[target].label})"
        return out


def readable(iri: str, label: str | None = None, classes: Collection[str] | None = None) -> tuple[str, str, str]:
    """``(label, table words, local words)`` for an IRI.

    ``http://example.org/db/singer#net_worth_millions`` -> ``("singer net worth millions",
    "singer", "net worth millions")``; ``.../singer_in_concert#ref-singer_id`` ->
    ``("singer in concert singer id", ...)`` (``ref`` marks a foreign key, a structural fact
    that the ``is_link`` flag carries instead). ``onto#hasSpeedValue`` -> ``"speed value"``:
    an OWL-style ``has`` prefix says only that this is a property.

    The namespace before ``#`` names a table only when it is itself one of the KG's
    ``classes`` (a property minted under its class, as relational-to-RDF mappings do); an
    ontology's namespace (``http://example.org/onto#``) names nothing. With ``classes`` None
    (no KG at hand) any ``#`` namespace is taken as the table.
    """
    tail = iri.rstrip("/#")
    if "#" in tail:
        head, local = tail.rsplit("#", 1)
        table = head.rstrip("/").rsplit("/", 1)[-1] if classes is None or head in classes else ""
    else:
        head, _, local = tail.rpartition("/")
        table = ""
    local_words = split_identifier(local)
    if local_words and local_words[0].lower() == "ref" and len(local_words) > 1:
        local_words = local_words[1:]
    if len(local_words) > 1 and local_words[0] == "has" and local_words[1][:1].isupper():
        local_words = local_words[1:]  # camelCase hasX only: a snake_case has_x may mean "has"
    table_words = split_identifier(table)
    local_text = " ".join(w.lower() for w in local_words)
    table_text = " ".join(w.lower() for w in table_words)
    if label:
        return label, table_text, label
    full = f"{table_text} {local_text}".strip()
    return full or iri, table_text, local_text


def iri_words(iri: str) -> str:
    """The words of an IRI's local name ("outflowInto" -> "outflow into"): what a property or
    class says where the KG gives it no label."""
    return readable(iri)[2]


def _one_class_uses(item: SchemaItem) -> bool:
    """Whether one class's instances make (nearly: ``DOMAIN_SHARE``) all uses of property ``item``."""
    return max(item.domains.values()) >= DOMAIN_SHARE * sum(item.domains.values())


class SchemaIndex:
    """Classes and properties of one KG (see module docstring)."""

    def __init__(self, identity: str, classes: dict[str, SchemaItem], properties: dict[str, SchemaItem],
                 named_only: dict[str, str] | None = None, class_use: "ClassUse | None" = None,
                 hierarchy: ClassHierarchy | None = None) -> None:
        self.identity = identity
        self.classes = classes
        #: machinery and label properties the KG uses (IRI -> words): never relation candidates
        #: unless a question names them ("the comment of ...", "what is X the same as")
        self.named_only = named_only or {}
        self.properties = properties
        #: every class whose instances use each property, as subject and as object (``None``: the
        #: KG was too large to list them in time; nothing is then known for certain)
        self.class_use = class_use
        #: superclasses whose instances the KG types only with classes below them: a Type vertex
        #: filled with one is matched through ``rdf:type/rdfs:subClassOf*``
        self.hierarchy = hierarchy or ClassHierarchy()
        self._words: dict[str, dict] | None = None
        self._dated: frozenset[str] | None = None
        self._number_text: frozenset[str] | None = None
        self._text_dated: frozenset[str] | None = None
        self._number_holding: frozenset[str] | None = None

    @property
    def dated_properties(self) -> frozenset[str]:
        """The properties whose sampled values are all dates or years (``xsd:date``,
        ``xsd:dateTime``, ``xsd:gYear``): a year the question states ("hired after 2020") is
        compared with such a value's year, not with the date itself."""
        if getattr(self, "_dated", None) is None:  # (an index pickled before this attribute has none)
            self._dated = frozenset(iri for iri, item in self.properties.items()
                                    if item.literal_datatypes and set(item.literal_datatypes) <= DATE_DATATYPES)
        return self._dated

    @property
    def text_dated_properties(self) -> frozenset[str]:
        """The properties whose sampled values are all dates, some written as plain text
        (:attr:`SchemaItem.holds_date_text`): a stated year is compared with their text."""
        if getattr(self, "_text_dated", None) is None:
            self._text_dated = frozenset(iri for iri, item in self.properties.items() if item.holds_date_text)
        return self._text_dated

    @property
    def number_holding_properties(self) -> frozenset[str]:
        """The properties whose sampled values are all numbers or dates, typed or written as
        text: the only ones a year the question states, or a number it bounds, can be compared
        with ("recorded in 2022" is no recorder's name, "more than 500 euros" no similar product)."""
        if getattr(self, "_number_holding", None) is None:
            self._number_holding = frozenset(
                iri for iri, item in self.properties.items()
                if item.holds_number_values or item.holds_date_text or iri in self.dated_properties)
        return self._number_holding

    @property
    def number_text_properties(self) -> frozenset[str]:
        """The properties whose sampled values are all numbers written as plain text
        (:attr:`SchemaItem.holds_number_text`): compared and ordered through ``xsd:decimal``."""
        if getattr(self, "_number_text", None) is None:
            self._number_text = frozenset(iri for iri, item in self.properties.items() if item.holds_number_text)
        return self._number_text

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
        language: str = "en",
        progress: Callable[[int, int], None] | None = None,
        scanner: Scanner | None = None,
    ) -> "SchemaIndex":
        """Discover the schema of ``kg``. ``language``: whose labels to prefer (the questions'
        language); ``progress``: called with ``(done, total)`` as properties are profiled;
        ``scanner``: how to read the listings (default: the cheapest form ``kg`` accepts)."""
        scanner = scanner or Scanner(kg, page_size=page_size, timeout_s=timeout_s)
        classes_iris = _scanned_iris(scanner, Scan("DISTINCT ?x", "?s a ?x", "x", max_items))
        classes_iris = [c for c in classes_iris if not is_machinery(c)]
        hierarchy = ClassHierarchy.read(kg, classes_iris, max_edges=max_items, timeout_s=timeout_s)
        # a superclass with no instance of its own is a class a question may name ("creatures")
        classes_iris += sorted(set(hierarchy.open) - set(classes_iris))
        all_props = _scanned_iris(scanner, Scan("DISTINCT ?x", "?s ?x ?o", "x", max_items))
        prop_iris = [p for p in all_props if not is_machinery(p) and p not in LABEL_PROPERTIES]
        labels = _labels(kg, classes_iris + prop_iris, timeout_s, language=language)
        labels.update(_claimed_labels(kg, [p for p in prop_iris if p not in labels], timeout_s, language=language))
        comments = _labels(kg, [i for i in classes_iris + prop_iris if i not in labels], timeout_s,
                           language=language, properties=COMMENT_PROPERTIES)
        return cls.assemble(kg.identity, classes_iris, all_props, labels, comments,
                            lambda item: _profile(kg, item, sample_size, timeout_s),
                            lambda: ClassUse.read(kg, max_items, timeout_s), progress, hierarchy)

    @classmethod
    def assemble(cls, identity: str, classes_iris: list[str], all_props: list[str], labels: dict[str, str],
                 comments: dict[str, str], profile: Callable[["SchemaItem"], None],
                 class_use: Callable[[], "ClassUse | None"],
                 progress: Callable[[int, int], None] | None = None,
                 hierarchy: ClassHierarchy | None = None) -> "SchemaIndex":
        """The index from what was read of a KG, by SPARQL (:meth:`build`) or from a dump file
        (:mod:`kgqa.candidates.dump`): its non-machinery classes and all its properties (in
        ``ORDER BY`` order), the labels and comments of both, ``profile`` filling one property's
        observed domains and ranges, ``class_use`` listing them exhaustively, and ``hierarchy`` the
        open superclasses (:mod:`kgqa.candidates.hierarchy`; none from a dump file)."""
        prop_iris = [p for p in all_props if not is_machinery(p) and p not in LABEL_PROPERTIES]
        named_only = {p: readable(p)[2] for p in all_props if p not in prop_iris and p != RDF_TYPE}
        class_set = set(classes_iris)
        classes = {}
        for iri in classes_iris:
            label, table, local = readable(iri, labels.get(iri) or expansion(iri, comments.get(iri)), class_set)
            # a class's own name is its "table": keep both fields for the ranker's lexical features
            classes[iri] = SchemaItem(iri, "class", label, table=local or table, local=local)
        properties = {}
        for n, iri in enumerate(prop_iris):
            kg_label = labels.get(iri) or expansion(iri, comments.get(iri))
            label, table, local = readable(iri, kg_label, class_set)
            item = SchemaItem(iri, "property", label, table=table, local=local)
            profile(item)
            if not item.table and item.domains:
                # no namespace-borne table: name it by its most frequent subject class, and say
                # so in the label too ("speed value" of what?) as a table-named property does,
                # unless many classes share it (a flat ``name`` is no one class's)
                dom = max(item.domains, key=item.domains.get)
                if dom in classes:
                    item.table = classes[dom].label
                    if _one_class_uses(item):
                        if kg_label:  # the KG's label stays as it is; the ranker's text adds the class
                            item.owner = item.table
                        else:
                            item.label = f"{item.table} {item.label}"
            properties[iri] = item
            if progress is not None:
                progress(n + 1, len(prop_iris))
        use = class_use()
        hierarchy = hierarchy or ClassHierarchy()
        if use is not None and hierarchy.open:
            use = use.with_superclasses(hierarchy.open)
        return cls(identity, classes, properties, named_only, use, hierarchy)

    # -- persistence -------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": SCHEMA_FORMAT,
            "identity": self.identity,
            "classes": [asdict(c) for c in self.classes.values()],
            "properties": [asdict(p) for p in self.properties.values()],
            "named_only": self.named_only,
            "class_use": self.class_use.to_json() if self.class_use is not None else None,
            "hierarchy": self.hierarchy.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict) -> "SchemaIndex":
        if data.get("format") != SCHEMA_FORMAT:
            raise ValueError("schema cache format changed")
        classes = {c["iri"]: SchemaItem(**c) for c in data["classes"]}
        props = {p["iri"]: SchemaItem(**p) for p in data["properties"]}
        use = data.get("class_use")
        return cls(data["identity"], classes, props, data.get("named_only", {}),
                   ClassUse.from_json(use) if use is not None else None, ClassHierarchy.from_json(data.get("hierarchy")))

    @classmethod
    def for_kg(cls, kg: KnowledgeGraph, *, use_cache: bool = True, refresh: bool = False,
               **build_kw) -> "SchemaIndex":
        """The schema of ``kg``, from the on-disk cache when this KG identity was seen before
        (``refresh``: built again, and cached, all the same)."""
        path = cache_path("schema", cache_identity(kg))
        if use_cache and not refresh and path.exists():
            try:
                return cls.from_json(json.loads(path.read_text()))
            except (ValueError, KeyError, TypeError) as e:
                log.info("rebuilding schema cache %s: %s", path, e)
        with kg_row_budget(None):  # a listing of the whole KG, not a request's rows
            index = cls.build(kg, **build_kw)
        if use_cache:
            atomic_write(path, json.dumps(index.to_json()))
        return index

    # -- views ---------------------------------------------------------------------------
    def relation_iris(self) -> list[str]:
        return list(self.properties)

    def class_iris(self) -> list[str]:
        return list(self.classes)

    def words(self) -> dict[str, dict]:
        """How a graph's schema items read, for the reranker (:mod:`kgqa.search.rerank`):
        ``{"properties": {IRI: (class words, property words, is_link)}, "classes": {IRI: words}}``.

        Words come from labels and observed use, never from how an IRI is spelt, so a KG of
        opaque ids (``wiki:P7`` labelled "song name", used by ``wiki:Q3`` "song") reads as one
        whose IRIs carry their names. Built once per index: the engine asks on every question.
        """
        if self._words is None:
            self._words = {
                "properties": {iri: (self._class_words(p), p.local, p.is_link) for iri, p in self.properties.items()},
                "classes": {iri: c.table or c.label for iri, c in self.classes.items()},
            }
        return self._words

    def _class_words(self, item: SchemaItem) -> str:
        """The class a property belongs to, in words: the class its IRI is minted under, else the
        one class whose instances (nearly) all use of it comes from; "" for a property that many
        classes share (a flat ``kg:name``), which belongs to none of them."""
        if readable(item.iri, None, self.classes)[1]:
            return item.table
        # otherwise build() named the table after the most frequent subject class
        return item.table if item.domains and _one_class_uses(item) else ""

    def literal_properties(self) -> list[SchemaItem]:
        return [p for p in self.properties.values() if any(r.startswith("literal:") for r in p.ranges)]

    def __repr__(self) -> str:
        return f"SchemaIndex({self.identity!r}, {len(self.classes)} classes, {len(self.properties)} properties)"


def expansion(iri: str, comment: str | None) -> str | None:
    """The words of ``comment`` that an abbreviated local name stands for, if it is one:
    ``dex`` + "Dexterity score" -> "dexterity"; ``cmd`` + "Combat maneuver defense of the
    creature" -> "combat maneuver defense". A name that abbreviates nothing in its comment gets
    None (the comment is prose, not a name)."""
    if not comment:
        return None
    local = "".join(split_identifier(iri.rstrip("/#").rsplit("#", 1)[-1].rsplit("/", 1)[-1])).lower()
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", comment)][:12]
    if not local.isalpha() or len(local) < 2 or not words:
        return None
    for i, w in enumerate(words):
        if len(local) >= 3 and w.startswith(local) and len(w) > len(local):
            return w  # a truncation: dex -> dexterity, str -> strength
        span = words[i : i + len(local)]
        if len(span) == len(local) and "".join(x[0] for x in span) == local:
            return " ".join(span)  # initials: cmd -> combat maneuver defense
    return None


def _scanned_iris(scanner: Scanner, scan: Scan) -> list[str]:
    """The IRIs among ``?x`` of ``scan``, in ``ORDER BY ?x`` order."""
    return [str(r[0]) for r in scanner.rows(scan) if isinstance(r[0], URIRef)]


def _labels(kg: KnowledgeGraph, iris: list[str], timeout_s: float, batch: int = 50, *, language: str = "en",
            properties: tuple[str, ...] = LABEL_PROPERTIES) -> dict[str, str]:
    """KG-provided labels for ``iris`` (by default rdfs:label and friends), the best per IRI by
    :func:`kgqa.kg.labels.label_rank`: the question's language first, then the preferred property."""
    found: dict[str, tuple[tuple[int, int], str]] = {}
    props = ", ".join(term_to_sparql(URIRef(p)) for p in properties)
    for i in range(0, len(iris), batch):
        values = ", ".join(term_to_sparql(URIRef(x)) for x in iris[i : i + batch])
        q = (
            f"SELECT ?x ?p ?l WHERE {{ ?x ?p ?l . FILTER(?x IN ({values}) && ?p IN ({props}) && isLiteral(?l)) }} "
            f"LIMIT {batch * 20}"
        )
        try:
            rows = kg.select(q, timeout_s=timeout_s).rows
        except EndpointUnavailable:
            raise  # a partial index must not be built, and cached, from a down endpoint
        except KGError as e:
            log.info("no labels from %s: %s", kg.identity, e)
            return {}
        for x, p, lab in rows:
            offer_label(found, str(x), str(p), str(lab), getattr(lab, "language", None), language, properties)
    return {k: v for k, (_, v) in found.items()}


#: claims read at most (Wikidata has about 12,000 properties, each with two or three)
MAX_CLAIMS = 100_000


def read_claims(kg: KnowledgeGraph, timeout_s: float) -> dict[str, str]:
    """Each predicate an entity claims (:data:`kgqa.kg.vocabulary.CLAIM_PROPERTIES`: Wikidata's
    ``wdt:P50`` by ``wd:P50``) -> that entity; one bounded query, none on a KG without claims."""
    claims = " ".join(term_to_sparql(URIRef(c)) for c in CLAIM_PROPERTIES)
    try:
        rows = kg.select(f"SELECT ?e ?p WHERE {{ VALUES ?c {{ {claims} }} ?e ?c ?p . }} LIMIT {MAX_CLAIMS}",
                         timeout_s=timeout_s).rows
    except EndpointUnavailable:
        raise
    except KGError as e:
        log.info("no claims read from %s: %s", kg.identity, e)
        return {}
    return {str(p): str(e) for e, p in rows if isinstance(e, URIRef) and isinstance(p, URIRef)}


def _claimed_labels(kg: KnowledgeGraph, iris: list[str], timeout_s: float, *, language: str = "en") -> dict[str, str]:
    """Labels of the predicates among ``iris`` that a labelled entity claims (:func:`read_claims`:
    ``wdt:P50`` is named "author" by ``wd:P50``)."""
    if not iris:
        return {}
    wanted = set(iris)
    claimed = {p: e for p, e in read_claims(kg, timeout_s).items() if p in wanted}
    return claimed_labels(claimed, _labels(kg, sorted(set(claimed.values())), timeout_s, language=language))


def claimed_labels(claimed: dict[str, str], entity_labels: dict[str, str]) -> dict[str, str]:
    """Each claimed predicate (predicate -> the entity claiming it) with its entity's label."""
    return {p: entity_labels[e] for p, e in claimed.items() if e in entity_labels}


def offer_label(found: dict, iri: str, prop: str, text: str, lang: str | None, language: str,
                properties: tuple[str, ...]) -> None:
    """Keep ``text`` as ``iri``'s label in ``found`` (IRI -> (rank, text)) if it ranks best so far."""
    rank = label_rank(prop, lang, language, properties)
    if iri not in found or rank < found[iri][0]:
        found[iri] = (rank, text)


@dataclass(frozen=True)
class ClassUse:
    """Which classes' instances use each property, listed exhaustively (not sampled, unlike
    :attr:`SchemaItem.domains`): ``subjects[p]`` the classes of ``p``'s subjects, ``objects[p]``
    those of its IRI objects. A pattern ``?x a C . ?x p ?y`` has a match only if ``C`` is in
    ``subjects[p]``, so the filling can leave out relations no instance of a stated class has
    without asking the KG (an execution probe would find the same, one KG call later).
    """

    subjects: dict[str, frozenset[str]]
    objects: dict[str, frozenset[str]]

    # one DISTINCT listing per side; a KG with more (property, class) pairs than this, or one that
    # cannot list them in the onboarding timeout, is left to the execution probes
    _QUERIES = {"subjects": "SELECT DISTINCT ?p ?c WHERE {{ ?s ?p ?o . ?s a ?c }} LIMIT {limit}",
                "objects": "SELECT DISTINCT ?p ?c WHERE {{ ?s ?p ?o . ?o a ?c }} LIMIT {limit}"}

    @classmethod
    def read(cls, kg: KnowledgeGraph, max_pairs: int, timeout_s: float) -> "ClassUse | None":
        """Both listings from ``kg``; ``None`` when either is incomplete (capped or timed out)."""
        sides = {}
        for side, query in cls._QUERIES.items():
            try:
                rows = kg.select(query.format(limit=max_pairs + 1), timeout_s=timeout_s)
            except EndpointUnavailable:
                raise  # a partial index must not be built, and cached, from a down endpoint
            except KGError as e:
                log.info("no class use for %s (%s): relations are checked by probes only", kg.identity, e)
                return None
            if len(rows) > max_pairs or rows.truncated:
                log.info("no class use for %s: more than %d (property, class) pairs", kg.identity, max_pairs)
                return None
            pairs: dict[str, set[str]] = {}
            for p, c in rows.rows:
                pairs.setdefault(str(p), set()).add(str(c))
            sides[side] = {p: frozenset(cs) for p, cs in pairs.items()}
        return cls(sides["subjects"], sides["objects"])

    def with_superclasses(self, below: dict[str, tuple[str, ...]]) -> "ClassUse":
        """The listing with each superclass in ``below`` (superclass -> the classes under it) added
        wherever one of its classes is: an instance of ``:Demon`` using ``p`` is a ``:Creature``
        using ``p``."""
        def widen(side: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
            return {p: cs | {s for s, subs in below.items() if cs.intersection(subs)} for p, cs in side.items()}

        return ClassUse(widen(self.subjects), widen(self.objects))

    def to_json(self) -> dict:
        return {side: {p: sorted(cs) for p, cs in getattr(self, side).items()} for side in ("subjects", "objects")}

    @classmethod
    def from_json(cls, data: dict) -> "ClassUse":
        return cls(*({p: frozenset(cs) for p, cs in data[side].items()} for side in ("subjects", "objects")))


def _profile(kg: KnowledgeGraph, item: SchemaItem, sample_size: int, timeout_s: float) -> None:
    """Observed subject classes, object classes / literal datatypes of one property (a sample)."""
    p = term_to_sparql(URIRef(item.iri))
    q = (
        "SELECT ?sc ?oc ?lit ?dt ?num ?day ?doc ?list WHERE { "
        f"{{ SELECT ?s ?o WHERE {{ ?s {p} ?o }} LIMIT {sample_size} }} "
        "OPTIONAL { ?s a ?sc } OPTIONAL { ?o a ?oc } "
        "BIND(isLiteral(?o) AS ?lit) BIND(DATATYPE(?o) AS ?dt) "
        f"BIND(isLiteral(?o) && DATATYPE(?o) = {term_to_sparql(URIRef(XSD + 'string'))} "
        f"&& REGEX(STR(?o), \"{NUMBER_TEXT_REGEX}\") AS ?num) "
        f"BIND(isLiteral(?o) && DATATYPE(?o) = {term_to_sparql(URIRef(XSD + 'string'))} "
        f"&& REGEX(STR(?o), \"{DATE_TEXT_REGEX}\") AS ?day) "
        f"BIND(isLiteral(?o) && DATATYPE(?o) = {term_to_sparql(URIRef(XSD + 'string'))} "
        f"&& REGEX(STR(?o), \"{LIST_TEXT_REGEX}\") AS ?list) "
        f"BIND(isIRI(?o) && REGEX(STR(?o), \"{DOCUMENT_REGEX}\", \"i\") AS ?doc) }}"
    )
    try:
        rows = kg.select(q, timeout_s=timeout_s).rows
    except EndpointUnavailable:
        raise  # a partial index must not be built, and cached, from a down endpoint
    except KGError as e:
        log.info("cannot profile %s: %s", item.iri, e)
        return
    fill_profile(item, ((None if sc is None else str(sc), None if oc is None else str(oc),
                         lit is not None and lit.toPython() is True, None if dt is None else str(dt),
                         num is not None and num.toPython() is True, doc is not None and doc.toPython() is True,
                         day is not None and day.toPython() is True, listed is not None and listed.toPython() is True)
                        for sc, oc, lit, dt, num, day, doc, listed in rows))


def number_sparql(v: str) -> str:
    """A SPARQL test that ``v`` is a number, typed or written as plain text (:data:`NUMBER_TEXT_REGEX`)."""
    return f'(isNumeric({v}) || (isLiteral({v}) && REGEX(STR({v}), "{NUMBER_TEXT_REGEX}")))'


def names_document(iri: str) -> bool:
    """Is ``iri`` a web document's or a file's (:data:`DOCUMENT_REGEX`)?"""
    return _DOCUMENT.search(iri) is not None


def holds_list(text: str) -> bool:
    """Does a plain literal's text hold a list of values (:data:`LIST_TEXT_REGEX`)?"""
    return _LIST_TEXT.search(text) is not None


def reads_as_date(text: str) -> bool:
    """Does a plain literal's text read as an ISO date (:data:`DATE_TEXT_REGEX`)?"""
    return _DATE_TEXT.match(text) is not None


def reads_as_number(text: str) -> bool:
    """Does a plain literal's text read as a number (:data:`NUMBER_TEXT_REGEX`)?"""
    return _NUMBER_TEXT.match(text) is not None


def fill_profile(item: SchemaItem, rows) -> None:
    """``item``'s observed domains, ranges and link flag from its sample's rows
    ``(subject class, object class, object is a literal, object datatype, object is a number
    written as plain text, object is a document's IRI, object is a date written as plain text,
    object is plain text holding a list)``
    (each None when unbound): the same from a SPARQL sample and from a dump file's."""
    doms: Counter = Counter()
    rngs: Counter = Counter()
    links = 0
    n = 0
    number_texts = date_texts = list_texts = documents = 0
    for sc, oc, lit, dt, number_text, document, date_text, list_text in rows:
        n += 1
        number_texts += bool(lit and number_text)
        date_texts += bool(lit and date_text)
        list_texts += bool(lit and list_text)
        documents += bool(not lit and document)
        if sc is not None:
            doms[sc] += 1
        if lit:
            rngs[f"literal:{dt}" if dt is not None else "literal:"] += 1
        else:
            links += 1
            if oc is not None:
                rngs[oc] += 1
    item.domains = dict(doms.most_common(10))
    item.ranges = dict(rngs.most_common(10))
    item.is_link = links > 0 and links >= sum(v for k, v in rngs.items() if k.startswith("literal:"))
    item.count = n
    item.number_texts = number_texts
    item.date_texts = date_texts
    item.list_texts = list_texts
    item.documents = documents
