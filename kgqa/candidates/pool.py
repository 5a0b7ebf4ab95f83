"""``CandidatePool``: the instances per slot class for one question, with scores and provenance.

JSON round-trips exactly (``to_json`` / ``from_json``), so the service can show why an
instance was (or was not) a candidate.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from rdflib import Literal, URIRef

from kgqa.kg.vocabulary import XSD

from .builtins import BUILTINS

CLASSES = ("rel", "type", "val", "ent", "ord", "cmp", "agg")
_KIND_DT = {"integer": XSD + "integer", "year": XSD + "integer", "float": XSD + "decimal",
            "date": XSD + "date", "datetime": XSD + "dateTime", "string": None}


@dataclass
class Candidate:
    """One instance of a slot class.

    ``id`` is the IRI (rel, type, ent), the lexical form (val) or the operator name
    (ord, cmp, agg). ``provenance`` lists where it came from: ``{"source": "ranker"}``,
    ``{"source": "kg", "ngram": "France", "span": [40, 46], "how": "exact",
    "properties": [...]}``, ``{"source": "regex", "how": "year", ...}``.
    ``datatypes`` (values only) are the literal datatypes it can take (None = plain string):
    ``1998`` from the question is both an integer and a year.
    """

    id: str
    label: str
    score: float
    provenance: list[dict] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    datatypes: list[str | None] = field(default_factory=list)

    def to_term(self, cls: str, datatype: str | None = ...):
        """The RDF term to put in the slot (for values: the first datatype unless one is given)."""
        if cls in ("rel", "type", "ent"):
            return URIRef(self.id)
        if cls == "val":
            dt = (self.datatypes[0] if self.datatypes else None) if datatype is ... else datatype
            return Literal(self.id, datatype=URIRef(dt) if dt else None)
        raise ValueError(f"{cls} instances are operators, not RDF terms")


@dataclass
class CandidatePool:
    question: str
    kg: str  # the KG identity
    rel: list[Candidate] = field(default_factory=list)
    type: list[Candidate] = field(default_factory=list)
    val: list[Candidate] = field(default_factory=list)
    ent: list[Candidate] = field(default_factory=list)
    ord: list[Candidate] = field(default_factory=lambda: _builtin("ord"))
    cmp: list[Candidate] = field(default_factory=lambda: _builtin("cmp"))
    agg: list[Candidate] = field(default_factory=lambda: _builtin("agg"))
    none_type: bool = False  # the ranker's top type was NONE: the question names no type
    timings_ms: dict[str, float] = field(default_factory=dict)

    def instances(self, cls: str) -> list[Candidate]:
        if cls not in CLASSES:
            raise KeyError(f"unknown slot class {cls!r}; one of {CLASSES}")
        return getattr(self, cls)

    def ids(self, cls: str, k: int | None = None) -> list[str]:
        return [c.id for c in self.instances(cls)[:k]]

    def sizes(self) -> dict[str, int]:
        return {c: len(self.instances(c)) for c in CLASSES}

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "CandidatePool":
        data = dict(data)
        for c in CLASSES:
            data[c] = [Candidate(**x) for x in data.get(c, [])]
        return cls(**data)


def _builtin(cls: str) -> list[Candidate]:
    return [Candidate(name, name, 1.0, [{"source": "builtin"}]) for name in BUILTINS[cls]]


def kind_datatypes(kinds) -> list[str | None]:
    out: list[str | None] = []
    for k in kinds:
        dt = _KIND_DT.get(k)
        if dt not in out:
            out.append(dt)
    return out
