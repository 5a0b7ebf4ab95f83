"""Things that reach a text the question says through nodes the KG names nothing by.

A patient record in HL7 FHIR's RDF holds a diagnosis as a condition resource that points at the
patient, whose code is a coding node holding the name: ``?c fhir:Condition.subject ?patient .
?c fhir:Condition.code ?coding . ?coding fhir:Coding.display "Type 2 diabetes mellitus"``.
"Which patients have type 2 diabetes?" says the name and the class, nothing of the two nodes
between; the model learned one hop per word. Read from the KG instead: the properties by which
things of the asked class reach the said text through one or two unnamed nodes (blank, or with
no name), where exactly one chain of properties does; a count counts them; a yes/no question
about one named thing asks whether it reaches the text that way (the chain read from its class,
so a thing that does not is answered no). Not where the question compares ("over 150", "before
her hypertension"): the chain says nothing of that.

A text is said when the question has it word for word, or two or more of its words and two in
three of them ("type 2 diabetes" of "Type 2 diabetes mellitus"); every such text of the value
candidates is one of the values (a code named twice, "Diabetes mellitus type 2", counts too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rdflib import Literal

from kgqa.kg.labels import LABEL_PATH
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.wordforms import phrase_spans, stems

from .counted_place import StatedReading
from .reified import NodeReader

_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
#: words a text shares with any question, never what says it
_FUNCTION = {"the", "a", "an", "of", "and", "or", "in", "on", "with", "for", "to", "by", "is", "are", "was", "were",
             "has", "have", "had", "does", "do", "did", "which", "what", "who", "how", "many"}
#: property chains from the thing ?x to the text ?v: one unnamed node, then two
_CHAINS = (("?x ?p ?n . ?n ?q ?v .", ("?p", "?q")),
           ("?n ?p ?x . ?n ?q ?v .", ("?p", "?q")),
           ("?x ?p ?n . ?n ?q ?m . ?m ?r ?v .", ("?p", "?q", "?r")),
           ("?n ?p ?x . ?n ?q ?m . ?m ?r ?v .", ("?p", "?q", "?r")))
_LIMIT = 20
#: words of a comparison the chain says nothing of ("over 150", "before her hypertension")
_COMPARED = re.compile(r"\b(?:before|after|than|over|above|under|below|earlier|later|since|until|between)\b", re.I)


def compares(question: str) -> bool:
    """Whether the question compares something (a time, a number, two things) that a chain to a
    text cannot say: the reading is not the question's then."""
    return bool(_COMPARED.search(question))


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _FUNCTION]


def said_texts(question: str, values) -> list[Literal]:
    """The text values (not numbers, not dates) the question says (module docstring)."""
    text = question.lower()
    said = set(_words(question))
    out = []
    for v in values:
        if not isinstance(v, Literal) or v.datatype is not None and not str(v.datatype).endswith("#string"):
            continue
        words = _words(str(v))
        if not words or not any(w.isalpha() and len(w) > 2 for w in words):
            continue
        shared = [w for w in words if w in said]
        if phrase_spans(str(v).lower().strip(), text) or (len(shared) >= 2 and 3 * len(shared) >= 2 * len(words)):
            out.append(v)
    return out


@dataclass(frozen=True)
class _Chain:
    """A chain of properties from ``?x`` to the text ``?v``: one of :data:`_CHAINS`' patterns and
    the properties that fill its variables, in order."""

    pattern: str
    variables: tuple[str, ...]
    props: tuple[str, ...]

    @property
    def sparql(self) -> str:
        chain = self.pattern
        for var, p in zip(self.variables, self.props):
            chain = chain.replace(var, iri_to_sparql(p))
        return chain

    def how(self, reader: NodeReader) -> str:
        return " / ".join(reader.words(p) for p in self.props)


def _said_twin(question: str, cls: str, chain: _Chain, reader: NodeReader) -> _Chain:
    """``chain`` (from ``?x`` out to an unnamed node ``?n``, then to the text) with its first
    step put for the twin property the question says: one from things of ``cls`` to nodes
    holding the chain's next property, whose own words (those the first step's name does not
    have) the question says, where it says none of the first step's own words. ``chain`` as it
    is else."""
    if chain.pattern != _CHAINS[0][0] or not question:
        return chain
    first, then = chain.props
    rows = reader.select(f"SELECT DISTINCT ?p WHERE {{ ?x a {iri_to_sparql(cls)} . ?x ?p ?n . ?n {iri_to_sparql(then)} ?any . "
                         f"FILTER(?p != {iri_to_sparql(first)}) }}", _LIMIT) or []
    said = stems(question)
    own = stems(reader.words(first))
    if _meets(said, own - _HOLDER_STEMS):
        return chain
    twins = [str(r[0]) for r in rows if _meets(said, stems(reader.words(str(r[0]))) - own - _HOLDER_STEMS)]
    return _Chain(chain.pattern, chain.variables, (twins[0], then)) if len(twins) == 1 else chain


def _meets(said: set[str], named: set[str]) -> bool:
    """Does a said stem meet a name's stem, one the start of the other past four letters
    ("headquarter" of "headquartered", "headquart" of "headquarters")?"""
    return any(a == b or min(len(a), len(b)) >= 5 and (a.startswith(b) or b.startswith(a)) for a in said for b in named)


#: stems every twin's name may have ("has", "address") that tell no twin apart
_HOLDER_STEMS = frozenset({"has", "have", "is", "of"})


def _chain(start: str, texts: list[Literal], reader: NodeReader) -> _Chain | None:
    """The one chain of properties by which the things ``start`` binds to ``?x`` reach one of
    ``texts`` through unnamed nodes, with ``?x`` left free; None where no chain or several do."""
    values = " ".join(term_to_sparql(t) for t in texts)
    for pattern, props in _CHAINS:
        nodes = [v for v in ("?n", "?m") if v in pattern]
        plain = " && ".join(f"!isLiteral({v}) && {v} != ?x" for v in nodes)
        no_type = " && ".join(f"{p} != {_TYPE}" for p in props)
        rows = reader.select(f"SELECT DISTINCT {' '.join(props)} WHERE {{ {start} VALUES ?v {{ {values} }} {pattern} "
                             f"FILTER({plain} && {no_type}) }}", _LIMIT)
        if not rows:
            continue
        if len(rows) != 1:
            return None
        chain = _Chain(pattern, props, tuple(str(p) for p in rows[0]))
        named = " UNION ".join(f"{{ {v} {LABEL_PATH} ?name }}" for v in nodes)
        if reader.select(f"SELECT ?name WHERE {{ {start} VALUES ?v {{ {values} }} {chain.sparql} {named} }}", 1):
            return None  # a named thing on the way: a chain of things the model reads, not of nodes
        return chain
    return None


def value_path_reading(question: str, cls: str, type_step: str, texts: list[Literal], reader: NodeReader,
                       count: bool) -> StatedReading | None:
    """A listing (or ``count``) of the things of class ``cls`` that reach one of the said
    ``texts`` through unnamed nodes (module docstring); None where no one chain does."""
    start = f"?x {type_step} {iri_to_sparql(cls)} ."
    chain = _chain(start, texts, reader)
    if chain is None:
        return None
    values = " ".join(term_to_sparql(t) for t in texts)
    head = "(COUNT(DISTINCT ?x) AS ?count)" if count else "DISTINCT ?x"
    return StatedReading(f"SELECT {head} WHERE {{ {start} VALUES ?v {{ {values} }} {chain.sparql} }}",
                         f"things reaching {', '.join(map(str, texts))} by {chain.how(reader)}")


def value_path_ask(entity: str, classes: list[str], texts: list[Literal], reader: NodeReader,
                   question: str = "") -> StatedReading | None:
    """Whether the named ``entity`` reaches one of the said ``texts`` by the one chain through
    unnamed nodes that things of its ``classes`` reach them by; None where there is none. Where
    the ``question`` says the words of a twin of the chain's first step instead (a node of the
    same kind: "headquartered" of ``hasHeadquartersAddress`` beside ``hasLegalAddress``), the
    chain takes that step."""
    for cls in classes:
        chain = _chain(f"?x a {iri_to_sparql(cls)} .", texts, reader)
        if chain is None:
            continue
        chain = _said_twin(question, cls, chain, reader)
        values = " ".join(term_to_sparql(t) for t in texts)
        pattern = chain.sparql.replace("?x", iri_to_sparql(entity))
        return StatedReading(f"ASK {{ VALUES ?v {{ {values} }} {pattern} }}",
                             f"reaches {', '.join(map(str, texts))} by {chain.how(reader)}")
    return None
