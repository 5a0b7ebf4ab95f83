"""A QALD-JSON file from the style-transfer suite: the questions of ONE KG in one style.

    python -m kgqa.data.style_qald --style owl_camel --kg car_1 [--out FILE] [--select N] [--ask M]
                                   [--seed S] [--suite DIR]

One SPARQL endpoint serves one KG, so a QALD file (the format ``kgqa.evaluate dataset=qald`` and
GERBIL QA read) holds the questions of one KG of :mod:`kgqa.data.spider4sparql_styles`:

- ``N`` of its dev SELECT questions (a seeded sample), with the restyled gold query and its
  answers as typed terms (the query run again on the restyled KG);
- ``M`` yes/no questions made from the KG with templates, half true and half false, whose
  gold is what their ASK query returns on the KG. They name classes and properties the way the
  KG does (``rdfs:label``, else the IRI's local name split into words: ``onto:CarMakers`` ->
  "car maker", ``onto:hasHorsepower`` -> "horsepower") and use the KG's own values: "Is there
  any car maker whose full name is Honda?" (true), the same with another property's value or a
  number above the maximum (false), "Is there a cars data with horsepower greater than 150?".

Deterministic: the same arguments write the same file. Prints one JSON line with the output
and the KG file to load into the endpoint (``oxigraph load --location DIR --file KG``).
If the suite folder lacks this style's KG, only this KG is rendered, into ``<suite>/single/<kg>/``
(rendering a whole style takes long: some dev gold queries run for minutes), so that a partial
rendering never stands for the whole suite.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rdflib import Literal, URIRef

from kgqa.data.qald import write_qald
from kgqa.data.qald_examples import NUMERIC_DATATYPES
from kgqa.data.spider4sparql_styles import build_style, default_out, load_style, style_kg_file
from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.labels import local_name, split_identifier
from kgqa.kg.vocabulary import RDFS, is_machinery
from kgqa.wordforms import singular

SPLIT = "dev"
MAX_VALUE_CHARS = 40  # longer strings (descriptions) do not read as a question's value


# -- the suite on disk ---------------------------------------------------------------------------
def suite_for(style: str, kg_name: str, suite: Path) -> Path:
    """A suite folder that holds ``style`` rendered for ``kg_name``: ``suite`` when it does,
    else ``<suite>/single/<kg_name>``, rendered there now if needed."""
    if _has_kg(style, kg_name, suite):
        return suite
    single = suite / "single" / kg_name
    if not _has_kg(style, kg_name, single):
        build_style(style, single, SPLIT, kgs=[kg_name])
    return single


def _has_kg(style: str, kg_name: str, suite: Path) -> bool:
    questions = suite / style / f"{SPLIT}.json"
    return (style_kg_file(style, suite, kg_name).exists() and questions.exists()
            and any(e.kg_name == kg_name for e in load_style(style, suite, SPLIT)))


# -- readable names ------------------------------------------------------------------------------
def identifier_words(name: str) -> list[str]:
    """``hasCarMakers`` / ``car_makers`` / ``car-makers`` -> lower-case words."""
    return [w.lower() for w in split_identifier(name)]


@dataclass(frozen=True)
class Namer:
    """How a question names the KG's classes and properties: their ``rdfs:label``, else the
    words of their IRI's local name."""

    labels: dict[str, str]

    def words(self, iri: str) -> list[str]:
        label = self.labels.get(iri)
        return identifier_words(label) if label else identifier_words(local_name(iri))

    def class_phrase(self, iri: str) -> str:
        words = self.words(iri)
        return " ".join([*words[:-1], singular(words[-1])]) if words else ""

    def property_words(self, prop: str, cls: str) -> list[str]:
        """The property's words without an OWL-style ``has`` and without the class's own words
        when the name repeats them (``CarMakers.hasCarMakersMaker`` -> "maker")."""
        words = self.words(prop)
        if prop not in self.labels and len(words) > 1 and words[0] == "has":
            words = words[1:]
        owner = self.words(cls)
        if len(words) > len(owner) and words[: len(owner)] == owner:
            words = words[len(owner):]
        return words


def labels_of(kg: KnowledgeGraph) -> dict[str, str]:
    """IRI -> its English (or untagged) ``rdfs:label``, the smallest one where there are several."""
    result = kg.select(f"SELECT ?x ?l WHERE {{ ?x <{RDFS}label> ?l . FILTER(isIRI(?x)) }}")
    labels: dict[str, str] = {}
    for x, label in result.rows:
        if isinstance(label, Literal) and (label.language or "en").lower().startswith("en"):
            labels[str(x)] = min(labels.get(str(x), str(label)), str(label))
    return labels


# -- what the KG states --------------------------------------------------------------------------
@dataclass(frozen=True)
class Attribute:
    """One literal property of one class: its readable names and the values it takes."""

    cls: str
    prop: str
    class_phrase: str
    property_phrase: str
    values: tuple[Literal, ...]  # distinct, in a fixed order

    @property
    def numeric(self) -> bool:
        return all(v.datatype is not None and str(v.datatype) in NUMERIC_DATATYPES for v in self.values)

    def numbers(self) -> list[float]:
        """The distinct values, ascending (only for a :attr:`numeric` attribute)."""
        return sorted({float(str(v)) for v in self.values})


def attributes(kg: KnowledgeGraph, namer: Namer) -> list[Attribute]:
    """The (class, literal property) pairs a question can ask about, with their usable values.
    Identifiers (``id``, ``makeId``, ``contid`` with numbers) are left out: nobody asks for a row id."""
    rows = kg.select("SELECT DISTINCT ?c ?p ?o WHERE { ?s a ?c . ?s ?p ?o . FILTER(isLiteral(?o) && isIRI(?c)) }")
    values: dict[tuple[str, str], set[Literal]] = {}
    for c, p, o in rows.rows:
        if is_machinery(str(p)) or is_machinery(str(c)) or not _readable_value(o):
            continue
        values.setdefault((str(c), str(p)), set()).add(o)
    found = []
    for (cls, prop), vals in sorted(values.items()):
        words = namer.property_words(prop, cls)
        if not words or not namer.class_phrase(cls):
            continue
        attr = Attribute(cls, prop, namer.class_phrase(cls), " ".join(words),
                         tuple(sorted(vals, key=lambda v: (str(v), str(v.datatype)))))
        if words[-1] == "id" or (attr.numeric and words[-1].endswith("id")):
            continue
        found.append(attr)
    return found


def _readable_value(term) -> bool:
    text = str(term)
    return (isinstance(term, Literal) and 0 < len(text.strip()) <= MAX_VALUE_CHARS and "_" not in text
            and "://" not in text and text.isprintable())


# -- yes/no questions ----------------------------------------------------------------------------
@dataclass(frozen=True)
class YesNo:
    question: str
    sparql: str


def show_number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def _class_pattern(a: Attribute) -> str:
    return f"?x a {term_to_sparql(URIRef(a.cls))} . ?x {term_to_sparql(URIRef(a.prop))} ?v ."


def value_is(a: Attribute, value: Literal | float) -> YesNo:
    """"Is there any <class> whose <property> is <value>?" (numbers compared by value, so that
    "16" finds ``"16.0"^^xsd:double``)."""
    shown, term = (str(value), term_to_sparql(value)) if isinstance(value, Literal) else (show_number(value),) * 2
    return YesNo(f"Is there any {a.class_phrase} whose {a.property_phrase} is {shown}?",
                 f"ASK {{ {_class_pattern(a)} FILTER(?v = {term}) }}")


def compared(a: Attribute, op: str, n: float) -> YesNo:
    """"Is there a <class> with <property> greater/less than <n>?"."""
    words = {">": "greater than", "<": "less than"}[op]
    return YesNo(f"Is there a {a.class_phrase} with {a.property_phrase} {words} {show_number(n)}?",
                 f"ASK {{ {_class_pattern(a)} FILTER(?v {op} {show_number(n)}) }}")


def draw_yes_no(a: Attribute, truth: bool, others: Sequence[Attribute], rng: random.Random) -> YesNo | None:
    """A yes/no question about ``a`` meant to be ``truth`` (the KG has the last word: the caller
    runs it). False ones name a value the attribute does not take: a number beyond its range,
    or a value of another property."""
    numbers = a.numbers() if a.numeric else []
    kinds = ["is"] + (["greater", "less"] if len(numbers) > 1 else [])
    kind = rng.choice(kinds)
    if kind == "is":
        if truth:
            value = rng.choice(a.values)
            return value_is(a, float(str(value)) if numbers else value)
        if numbers:
            step = 1.0 if all(x.is_integer() for x in numbers) else 0.5
            return value_is(a, numbers[-1] + step * rng.randint(1, 10))
        return _foreign_value(a, others, rng)
    if kind == "greater":  # anything below the maximum has a greater value; the maximum has none
        return compared(a, ">", rng.choice(numbers[:-1]) if truth else numbers[-1])
    return compared(a, "<", rng.choice(numbers[1:]) if truth else numbers[0])


def _foreign_value(a: Attribute, others: Sequence[Attribute], rng: random.Random) -> YesNo | None:
    """A value of another text property that ``a`` does not take, of the same class where it
    has one ("Is there any car name whose make is ford?" with ``ford`` a model): the false
    questions a reader could believe."""
    # case-insensitively: "Datsun" is no false answer where the KG says "datsun"
    taken = {str(v).casefold() for v in a.values}
    looks_numeric = _mostly_numbers(taken)
    pools = [[o for o in others if o.cls == a.cls and o.prop != a.prop], [o for o in others if o.prop != a.prop]]
    for pool in pools:
        foreign = sorted({str(v) for o in pool if not o.numeric for v in o.values
                          if _is_number_text(str(v)) == looks_numeric and str(v).casefold() not in taken})
        if foreign:
            return value_is(a, Literal(rng.choice(foreign)))
    return None


def _is_number_text(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _mostly_numbers(texts: set[str]) -> bool:
    return sum(map(_is_number_text, texts)) * 2 > len(texts)


def yes_no_questions(kg: KnowledgeGraph, attrs: Sequence[Attribute], n: int,
                     rng: random.Random) -> list[tuple[YesNo, bool]]:
    """``n`` distinct yes/no questions with their gold (the ASK's result on ``kg``): the first half
    (rounded up) true, the rest false, then shuffled."""
    if not attrs:
        raise ValueError("the KG has no class with a readable literal property to ask about")
    wanted = [True] * ((n + 1) // 2) + [False] * (n // 2)
    chosen: list[tuple[YesNo, bool]] = []
    seen: set[str] = set()
    for truth in wanted:
        for _ in range(200):
            q = draw_yes_no(rng.choice(attrs), truth, attrs, rng)
            if q is None or q.question in seen:
                continue
            if kg.ask(q.sparql, use_cache=False) == truth:
                seen.add(q.question)
                chosen.append((q, truth))
                break
        else:
            raise ValueError(f"could not find {n} distinct yes/no questions ({len(chosen)} found)")
    rng.shuffle(chosen)
    return chosen


# -- SELECT questions ----------------------------------------------------------------------------
def select_questions(style: str, kg_name: str, suite: Path, kg: KnowledgeGraph, n: int,
                     rng: random.Random) -> list[dict]:
    """A seeded sample of ``n`` dev questions of the KG whose gold query answers something, as
    QALD records with the answers as typed terms. Questions without a bound answer (no rows, or
    an average over no numbers) are left out: a QALD question has an answer."""
    records = []
    for ex in load_style(style, suite, SPLIT):
        if ex.kg_name != kg_name or ex.gold is None or ex.gold.status != "ok" or not ex.gold.rows:
            continue
        result = kg.select(ex.query, use_cache=False)
        if any(term is not None for row in result.rows for term in row):
            records.append({"id": str(ex.idx), "question": ex.question, "sparql": ex.query, "answers": result})
    return sorted(rng.sample(records, min(n, len(records))), key=lambda r: int(r["id"]))


# -- the file -----------------------------------------------------------------------------------
def build_qald(style: str, kg_name: str, *, suite: Path, out: Path | None = None, n_select: int = 40,
               n_ask: int = 20, seed: int = 13) -> dict:
    """Write the QALD file; returns a summary (the output, the KG file, the counts)."""
    from kgqa.kg.embedded import EmbeddedKG

    suite = suite_for(style, kg_name, suite)
    kg_file = style_kg_file(style, suite, kg_name)
    # a generous timeout: the gold must not depend on how busy the machine is
    kg = EmbeddedKG([kg_file], name=f"{kg_name}@{style}", timeout_s=120.0)
    selects = select_questions(style, kg_name, suite, kg, n_select, random.Random(f"{seed}-select"))
    attrs = attributes(kg, Namer(labels_of(kg)))
    asks = yes_no_questions(kg, attrs, n_ask, random.Random(f"{seed}-ask"))
    records = selects + [{"id": f"ask-{i + 1}", "question": q.question, "sparql": q.sparql, "answers": truth}
                         for i, (q, truth) in enumerate(asks)]
    out = out or suite / style / f"{kg_name}.qald.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    write_qald(records, out, dataset_id=f"spider4sparql-{style}-{kg_name}")
    return {"out": str(out), "kg_file": str(kg_file), "style": style, "kg": kg_name, "select": len(selects),
            "ask": len(asks), "ask_true": sum(t for _, t in asks), "ask_false": sum(not t for _, t in asks)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--style", required=True, help="a style of kgqa.data.spider4sparql_styles (e.g. owl_camel)")
    ap.add_argument("--kg", required=True, help="one dev KG (e.g. car_1)")
    ap.add_argument("--out", type=Path, default=None, help="default: <suite>/<style>/<kg>.qald.json")
    ap.add_argument("--select", type=int, default=40, help="dev SELECT questions (all if fewer)")
    ap.add_argument("--ask", type=int, default=20, help="yes/no questions, half true and half false")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--suite", type=Path, default=None, help="the style suite folder (default: the cache's styles/)")
    args = ap.parse_args(argv)
    summary = build_qald(args.style, args.kg, suite=args.suite or default_out(), out=args.out,
                         n_select=args.select, n_ask=args.ask, seed=args.seed)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
