"""What HGNet's slots may be filled with: the shared candidate collection, as the model sees it.

:func:`slot_candidates` turns the project's candidate pool (:mod:`kgqa.candidates`: ranked
relations, types, values and entities of one question on one KG) into :class:`SlotCandidates`:
per slot class (the core's ``VertexClass``/``EdgeClass`` names), the *core instances* a query
graph holds (rdflib ``URIRef`` for Ent/Type/Rel, ``Literal`` or
:class:`~kgqa.querygraph.model.OrderSpec` for Val, the core's enumerated strings for
Ord/Cmp/Agg) and the readable name the text encoder reads for each.

Nothing here knows a benchmark: names come from the KG's schema index (labels, local names,
link targets), values from the collector's value linker, and the question-linking material
(``columns``, ``tables``, ``joins``) from the schema's observed domains, ranges and links.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rdflib import Literal, URIRef

from kgqa.candidates.schema import SchemaIndex, readable
from kgqa.candidates.values import is_numeric_datatype, value_key
from kgqa.kg.vocabulary import XSD
from kgqa.querygraph.model import AGG_INSTANCES, CMP_INSTANCES, OR_PREFIX, ORD_INSTANCES, RDF_TYPE, OrderSpec
from kgqa.querygraph.paths import OptionalPredicate, PredicateRole, PropertyPath

if TYPE_CHECKING:
    from kgqa.candidates import Candidate, CandidatePool
    from kgqa.candidates.collect import CandidateCollector, PoolSizes

#: The slot classes, by the core's VertexClass/EdgeClass value names.
SLOT_CLASSES = ("Ent", "Type", "Val", "Rel", "Ord", "Cmp", "Agg")

# -- words -------------------------------------------------------------------------------------
_WORD = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
#: Cardinal number words (a question's "three oldest" states a number as much as "3 oldest").
NUMBER_WORDS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "hundred": 100,
}


def words(text: str) -> list[str]:
    """Lower-case word and number tokens (``"Top-3 pets"`` -> ``["top", "3", "pets"]``)."""
    return _WORD.findall(text.lower())


def stated_numbers(question: str, low: int = 2, high: int = 100) -> list[int]:
    """The integers in ``[low, high]`` a question states as digits or cardinal words, in order."""
    found = [int(w) if w.isdigit() else NUMBER_WORDS[w] for w in words(question) if w.isdigit() or w in NUMBER_WORDS]
    return list(dict.fromkeys(n for n in found if low <= n <= high))


# -- names -------------------------------------------------------------------------------------
# Operator names in words: what a question says when it means the operator. Each class's names
# are distinct, so no two operators share a vector.
_OP_NAMES: dict[str, str] = {
    # Ord
    "ASC": "ascending lowest least smallest fewest", "DESC": "descending highest most largest",
    "NONE": "limit without order",
    # Cmp
    "=": "equal is", "!=": "not equal different", ">": "more greater larger than above",
    ">=": "at least or more", "<": "less smaller fewer than below", "<=": "at most or less",
    "DURING": "during within time", "OVERLAP": "overlaps time", "CONTAINS": "contains includes substring",
    "IN": "in one of among", "NOT_IN": "not in none of never", "UNION": "union either or both",
    "MINUS": "minus except but not", "INTERSECT": "intersect both and also",
    "REGEX": "matches pattern", "REGEX_I": "matches pattern ignoring case",
    "STRSTARTS": "starts begins with", "STRENDS": "ends with", "LANGMATCHES": "language matches",
    # Agg
    "COUNT": "count number how many", "COUNT_DISTINCT": "count distinct different number",
    "MAX": "maximum max largest highest", "MIN": "minimum min smallest lowest", "AVG": "average mean",
    "SUM": "sum total", "SUM_DISTINCT": "sum total of distinct", "AVG_DISTINCT": "average mean of distinct",
    "ASK": "ask whether yes no", "GROUP": "group by each per",
    "STR": "string text of", "LCASE": "lower case", "UCASE": "upper case", "LANG": "language of",
    "DATATYPE": "datatype of", "STRLEN": "string length", "YEAR": "year of", "MONTH": "month of",
    "DAY": "day of", "HOURS": "hours of", "MINUTES": "minutes of", "SECONDS": "seconds of",
    "ABS": "absolute value", "ROUND": "rounded", "CEIL": "ceiling rounded up", "FLOOR": "floor rounded down",
    "xsd:dateTime": "as date time", "xsd:gYear": "as year",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def operator_name(op: str) -> str:
    """Words for an Ord/Cmp/Agg instance; an OR-disjunct ``|op`` is ``or`` + the name of ``op``."""
    if op.startswith(OR_PREFIX) and len(op) > len(OR_PREFIX):
        return "or " + operator_name(op[len(OR_PREFIX):])
    if op in _OP_NAMES:
        return _OP_NAMES[op]
    if op.startswith("xsd:"):
        return "as " + op[4:].lower()
    return op.lower().replace("_", " ")


def order_spec_name(spec: OrderSpec) -> str:
    """``OrderSpec(0, 3)`` -> ``limit 3``; ``OrderSpec()`` -> ``all``; ``OrderSpec(1, 1)`` -> ``second key limit 1``."""
    parts = []
    if spec.rank:
        parts.append(f"{_ORDINALS[spec.rank] if spec.rank < len(_ORDINALS) else spec.rank + 1} key")
    if spec.limit is not None:
        parts.append(f"limit {spec.limit}")
    if spec.offset:
        parts.append(f"offset {spec.offset}")
    if spec.limit is None and not spec.offset:
        parts.append("all")
    return " ".join(parts)


def iri_name(iri: str, schema: SchemaIndex | None = None, *, as_class: bool = False) -> str:
    """A class's or property's readable name: the schema's (a link property also names the class
    it links to, so a foreign key and the plain column of the same name stay apart), else the
    IRI's own words. ``as_class`` reads the IRI as a class first: one IRI may name both a class
    and a property (OWL 2 punning, or a link named after its target class, ``kg:singer``)."""
    if iri == str(RDF_TYPE):
        return "type is a"
    if schema is not None:
        if as_class and iri in schema.classes:
            return schema.classes[iri].label
        if iri in schema.properties:
            return schema.properties[iri].text(schema)
        if iri in schema.classes:
            return schema.classes[iri].label
    return readable(iri)[0]


def instance_name(cls: str, instance: Any, schema: SchemaIndex | None = None) -> str:
    """The readable name of any core instance of slot class ``cls`` (what the encoder reads)."""
    if isinstance(instance, OrderSpec):
        return order_spec_name(instance)
    if isinstance(instance, Literal):
        return str(instance)
    if isinstance(instance, URIRef):
        return iri_name(str(instance), schema, as_class=cls == "Type")
    if isinstance(instance, PropertyPath):
        return " ".join(iri_name(str(i), schema) for i in instance.iris())
    if isinstance(instance, OptionalPredicate):
        return "optional " + instance_name(cls, instance.predicate, schema)
    if isinstance(instance, PredicateRole):
        return f"{instance.role} of any predicate"
    if isinstance(instance, str):
        return operator_name(instance)
    return str(instance)


def _display(instance: Any) -> str:
    """A compact, unambiguous string of an instance for JSON (IRIs whole, literals in N3, paths in
    SPARQL syntax, OrderSpecs as ``LIMIT 3``)."""
    return instance.n3() if isinstance(instance, Literal) else str(instance)


# -- value identity ----------------------------------------------------------------------------
def value_identity(instance: Any) -> tuple:
    """What makes two Val instances the same candidate: an OrderSpec itself; a literal's value
    (numbers by number, strings case-folded; datatype and language ignored)."""
    if isinstance(instance, OrderSpec):
        return ("order", instance)
    if isinstance(instance, str):  # Literal is a str too
        return ("value", value_key(str(instance)))
    return ("other", instance)


# -- the candidates ----------------------------------------------------------------------------
@dataclass
class SlotCandidates:
    """What one question's slots may be filled with, as the model sees it.

    ``instances[cls]`` and ``names[cls]`` are parallel lists per slot class. ``columns``,
    ``tables``, ``joins`` (and ``table_classes``, ``column_owners``) describe the schema around
    the candidates for question linking (:mod:`kgqa.models.schema_linking`); they are fixed when
    the candidates are built, so gold instances that :meth:`add` appends during training do not
    change what the question's words link to.
    """

    instances: dict[str, list]
    names: dict[str, list[str]]
    columns: list[str] = field(default_factory=list)  # property local names in words
    tables: list[str] = field(default_factory=list)  # class names in words
    joins: list[tuple[str, str]] = field(default_factory=list)  # (class IRI, class IRI) linked by an object property
    table_classes: list[str] = field(default_factory=list)  # the class IRI of each entry of ``tables``
    column_owners: dict[str, list[str]] = field(default_factory=dict)  # column -> class IRIs whose instances have it
    #: Val index -> every property the literal is a value of in the KG, for the values linked
    #: only in the KG (a value the question states may be compared with anything)
    value_properties: dict[int, frozenset[str]] = field(default_factory=dict)
    #: Val index -> the value linker's score of the literal (``Candidate.score``, about 0-1: an
    #: exact match near 1, a neighbouring number 0.2); letters and OrderSpecs have none
    value_scores: dict[int, float] = field(default_factory=dict)
    schema: SchemaIndex | None = field(default=None, repr=False, compare=False)  # names added gold; not pickled

    def __getstate__(self) -> dict:
        # the schema index is the collector's shared per-KG object: training caches keep only names
        return {**self.__dict__, "schema": None}

    def labels(self, cls: str) -> list[str]:
        return self.names.get(cls, [])

    def index(self, cls: str, instance: Any) -> int:
        """Position of ``instance`` among the candidates of ``cls``, or -1 (Val: by value)."""
        pool = self.instances.get(cls, [])
        if cls == "Val":
            key = value_identity(instance)
            return next((i for i, x in enumerate(pool) if value_identity(x) == key), -1)
        return next((i for i, x in enumerate(pool) if x == instance), -1)

    def add(self, cls: str, instance: Any, name: str | None = None) -> int:
        """Append ``instance`` unless present (training adds the gold instances the pool missed)."""
        i = self.index(cls, instance)
        if i >= 0:
            return i
        self.instances.setdefault(cls, []).append(instance)
        self.names.setdefault(cls, []).append(name if name is not None else instance_name(cls, instance, self.schema))
        return len(self.instances[cls]) - 1

    def value_holders(self, instance: Any) -> frozenset[str] | None:
        """The properties holding Val ``instance`` in the KG (:attr:`value_properties`); ``None``
        where they are not known or the question states the value."""
        return self.value_properties.get(self.index("Val", instance))

    def is_order_spec(self) -> list[bool]:
        """Per Val candidate: an OrderSpec (the Val at the end of an Ord edge) or a literal."""
        return [isinstance(x, OrderSpec) for x in self.instances.get("Val", [])]

    def to_json(self) -> dict:
        return {cls: [{"instance": _display(x), "name": n} for x, n in zip(self.instances.get(cls, []), self.labels(cls))]
                for cls in self.instances}


#: Pool sizes of :func:`slot_candidates` (the collector's own defaults are tighter: HGNet's
#: pointer decoders rank, so recall matters more than a short list).
DEFAULT_SIZES = dict(rel=60, type=15, val=20, ent=20)
#: ORDER BY key ranks offered (primary and secondary key).
ORDER_RANKS = (0, 1)


def slot_candidates(question: str, kg, *, collector: "CandidateCollector | None" = None,
                    sizes: "PoolSizes | None" = None) -> SlotCandidates:
    """The :class:`SlotCandidates` of ``question`` on ``kg`` from the shared candidate collection."""
    from kgqa.candidates.collect import PoolSizes, default_collector  # loads torch: only when used

    collector = collector or default_collector()
    pool = collector.collect(question, kg, sizes or PoolSizes(**DEFAULT_SIZES), keep_types_on_none=True)
    schema = collector.schema(kg)
    instances = {
        "Ent": [c.to_term("ent") for c in pool.ent],
        "Type": [c.to_term("type") for c in pool.type],
        "Val": _value_instances(question, pool),
        "Rel": [RDF_TYPE] + [c.to_term("rel") for c in pool.rel if c.id != str(RDF_TYPE)],
        "Ord": list(ORD_INSTANCES),
        "Cmp": list(CMP_INSTANCES),
        "Agg": list(AGG_INSTANCES),
    }
    names = {cls: [instance_name(cls, x, schema) for x in xs] for cls, xs in instances.items()}
    # an entity reads as its KG label, which the linker matched and the IRI may not spell
    names["Ent"] = [c.label or n for c, n in zip(pool.ent, names["Ent"])]
    names["Val"] = _stated_value_names(pool.val, instances["Val"], names["Val"])
    held = _value_properties(pool.val, instances["Val"], letter_arguments(question))
    slots = SlotCandidates(instances, names, schema=schema, value_properties=held,
                           value_scores=_value_scores(pool.val, instances["Val"]))
    _describe_schema(slots, schema)
    return slots


def _stated_value_names(values: list["Candidate"], instances: list, names: list[str]) -> list[str]:
    """A value the question states in words reads as those words: "50 million" (the literal
    50000000, which the question does not show; read by its digits, the model preferred another
    value or none)."""
    said = {value_identity(value_literal(c)): p["ngram"] for c in values for p in c.provenance
            if p.get("how") == "scaled" and p.get("ngram")}
    if not said:
        return names
    return [said.get(value_identity(x), n) if isinstance(x, Literal) else n for x, n in zip(instances, names)]


def _value_scores(values: list["Candidate"], instances: list) -> dict[int, float]:
    """Per Val instance that is a linked literal, the best score of the candidates it reads as."""
    best: dict[tuple, float] = {}
    for c in values:
        key = value_identity(value_literal(c))
        best[key] = max(best.get(key, c.score), c.score)
    return {i: best[value_identity(x)] for i, x in enumerate(instances)
            if isinstance(x, Literal) and value_identity(x) in best}


def _value_properties(values: list["Candidate"], instances: list, letters: list[str]) -> dict[int, frozenset[str]]:
    """Per Val instance, the properties its literal is a value of, where the KG's value index
    lists them all and nothing else offered the value (a number, a quoted string or a letter
    the question states is compared with whatever it is compared with)."""
    known: dict[tuple, frozenset[str] | None] = {value_identity(Literal(x)): None for x in letters}
    for c in values:
        key = value_identity(value_literal(c))
        sources = c.provenance or [{}]
        if all(p.get("source") == "kg" and p.get("complete") for p in sources):
            props = frozenset(x for p in sources for x in p.get("properties", ()))
            prev = known.get(key, frozenset())
            known[key] = None if prev is None else prev | props
        else:
            known[key] = None
    out = {}
    for i, x in enumerate(instances):
        props = known.get(value_identity(x)) if isinstance(x, Literal) else None
        if props:
            out[i] = props
    return out


# "names that start with A": a capital letter after start/begin/end with is the argument of a
# string filter; the value extractor reads a bare "A" there as an article
_LETTER_ARGUMENT = re.compile(
    r"(?i:\b(?:start|begin|end)(?:s|ed|ing)?\s+with\s+(?:the\s+(?:letter|character)\s+)?)['\"]?([A-Z])['\"]?(?![\w'])")


def letter_arguments(question: str) -> list[str]:
    """Capital letters a question asks strings to start or end with (``starts with A`` -> ``A``)."""
    return [m.group(1) for m in _LETTER_ARGUMENT.finditer(question)]


def _value_instances(question: str, pool: "CandidatePool") -> list:
    """Literal values (ranked; then letters that strings start/end with), then the OrderSpecs:
    ranks 0/1 x no limit, 1, and the numbers the question states."""
    out: list = []
    seen: set[tuple] = set()
    literals = [value_literal(c) for c in pool.val] + [Literal(x) for x in letter_arguments(question)]
    for lit in literals:
        key = value_identity(lit)
        if key not in seen:
            seen.add(key)
            out.append(lit)
    limits = [None, 1, *stated_numbers(question)]
    out += [OrderSpec(rank, limit) for rank in ORDER_RANKS for limit in limits]
    return out


def value_literal(c: "Candidate") -> Literal:
    """The Literal of a value candidate: its first reading (``Candidate.to_term``'s datatype) whose
    lexical form fits the datatype (the KG's ``"300000.0"`` is a double, not the question's
    integer), except that a number keeps a numeric reading when it has one, so ``?year > 1930``
    compares numbers; a number only ever seen as text stays text."""
    datatypes = [str(dt) if dt else None for dt in c.datatypes or [None]]
    readings = [dt for dt in datatypes if _fits(c.id, dt)] or [None]
    if value_key(c.id).startswith("num:"):
        numeric = [dt for dt in readings if is_numeric_datatype(dt)]
        if numeric:
            return _literal(c.id, numeric[0])
        if _NUMBER_KINDS & set(c.kinds):
            number = value_key(c.id)[len("num:"):]  # "1,000" -> "1000": a valid numeric lexical form
            return _literal(number, XSD + ("integer" if _INTEGER_LEXICAL.fullmatch(number) else "decimal"))
    return _literal(c.id, readings[0])


_NUMBER_KINDS = {"number", "integer", "float", "year"}
_INTEGER_LEXICAL = re.compile(r"[-+]?\d+")
_DECIMAL_LEXICAL = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)")
_INTEGER_TYPES = {XSD + t for t in ("integer", "int", "long", "short", "byte", "nonNegativeInteger",
                                    "positiveInteger", "unsignedInt")}


def _fits(lexical: str, datatype: str | None) -> bool:
    """Is ``lexical`` a valid form of numeric ``datatype`` (other datatypes are not checked)?"""
    if datatype in _INTEGER_TYPES:
        return bool(_INTEGER_LEXICAL.fullmatch(lexical))
    if datatype == XSD + "decimal":
        return bool(_DECIMAL_LEXICAL.fullmatch(lexical))
    if is_numeric_datatype(datatype):
        try:
            float(lexical)
        except ValueError:
            return False
    return True


def _literal(lexical: str, datatype: str | None) -> Literal:
    return Literal(lexical, datatype=URIRef(datatype) if datatype else None)


def _describe_schema(slots: SlotCandidates, schema: SchemaIndex) -> None:
    """``columns``/``column_owners`` from the Rel candidates, ``tables`` from the Type candidates,
    ``joins`` from every object property of the schema (the KG's join graph)."""
    for iri in slots.instances["Rel"]:
        item = schema.properties.get(str(iri))
        if item is None:
            continue
        column = item.local or readable(item.iri)[2]
        if column and column not in slots.columns:
            slots.columns.append(column)
        if column and not item.is_link:
            owners = slots.column_owners.setdefault(column, [])
            owners += [d for d in item.domains if d in schema.classes and d not in owners]
    for iri in slots.instances["Type"]:
        slots.tables.append(iri_name(str(iri), schema, as_class=True))
        slots.table_classes.append(str(iri))
    slots.joins = schema_joins(schema)


def schema_joins(schema: SchemaIndex) -> list[tuple[str, str]]:
    """(subject class, object class) pairs an object property links (observed domains x ranges)."""
    pairs = set()
    for item in schema.properties.values():
        if not item.is_link:
            continue
        for d in item.domains:
            for r in item.ranges:
                if d != r and d in schema.classes and r in schema.classes:
                    pairs.add((d, r))
    return sorted(pairs)


__all__ = [
    "DEFAULT_SIZES", "NUMBER_WORDS", "SLOT_CLASSES", "SlotCandidates", "instance_name", "iri_name",
    "letter_arguments", "operator_name", "order_spec_name", "schema_joins", "slot_candidates", "stated_numbers", "value_identity",
    "value_literal", "words",
]
