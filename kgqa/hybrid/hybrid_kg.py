"""The 2Wiki hybrid benchmark's KG and the one-edge KG leaf engine over it (issue 8).

**Construction.** The gold ``evidences`` triples (subject, relation, object) of *all*
2WikiMultihopQA records become a KG: every subject and every non-literal object is an
entity ``ent:<hash>`` with an ``rdfs:label``; every relation is ``rel:<hash>`` with an
``rdfs:label``; dates and numbers (as :func:`kgqa.compiler.values.coerce` reads them) stay
literals. Distinct triples are sorted and a fixed, seeded half of them
(``random.Random(seed).sample``) is *hidden*: not loaded into the store. Those hops can then
only be answered from the records' paragraphs.

**Engine.** Single-hop leaves (``What is the date of birth of X?``) need no query-graph
generator: :class:`OneEdgeKGEngine` links the entity by label (longest KG label occurring
in the question, accent/case-folded, on word boundaries), ranks the relations that entity
has in the KG by lexical match with the question (relation label words plus a small
synonym table: *born* -> date/place of birth, ...), and runs the one-edge query graph
``<e> <r> ?o`` as SPARQL (terms escaped by :func:`kgqa.kg.terms.term_to_sparql`). Its
confidence is the product of the entity-match and relation-match scores, so the router
falls back to text when the asked relation is missing for the entity (a hidden triple).
HGNet targets Spider4SPARQL-style schemas with a trained outline decoder; on this
relation-per-hop KG with 22 relations, the one-edge engine is exact and explainable, and
:class:`kgqa.hybrid.engines.KGEngineLeaf` plugs HGNet in instead when wanted.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import re
from dataclasses import dataclass
from typing import Iterable

from rdflib import Literal, URIRef
from rdflib.namespace import RDFS

from kgqa.candidates.text import fold, stem_set
from kgqa.compiler.engines import LeafAnswer
from kgqa.compiler.values import Date, Number, coerce
from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.terms import term_to_sparql, to_python

BASE = "http://kgqa.local/2wiki/"
HIDE_SEED = 8


def _iri(kind: str, label: str) -> URIRef:
    return URIRef(f"{BASE}{kind}/{hashlib.sha1(fold(label).encode()).hexdigest()[:16]}")


def is_literal_value(value: str) -> bool:
    return isinstance(coerce(value), (Date, Number))


EvidenceTriple = tuple[str, str, str]


@dataclass
class HybridKG:
    kg: EmbeddedKG
    visible: list[EvidenceTriple]
    hidden: list[EvidenceTriple]

    def is_hidden(self, triple: EvidenceTriple) -> bool:
        return tuple(triple) in set(self.hidden)


def evidence_triples(records: Iterable[dict]) -> list[EvidenceTriple]:
    """Distinct (subject, relation, object) label triples, sorted (the order the hiding uses)."""
    out = {tuple(str(x).strip() for x in e) for r in records for e in r.get("evidences", []) if len(e) == 3}
    return sorted(t for t in out if all(t))  # type: ignore[misc]


def split_hidden(triples: list[EvidenceTriple], fraction: float = 0.5, seed: int = HIDE_SEED) -> tuple[list, list]:
    """(visible, hidden): a fixed seeded ``fraction`` of ``triples`` is hidden."""
    n_hidden = int(round(len(triples) * fraction))
    hidden_idx = set(random.Random(seed).sample(range(len(triples)), n_hidden))
    visible = [t for i, t in enumerate(triples) if i not in hidden_idx]
    hidden = [t for i, t in enumerate(triples) if i in hidden_idx]
    return visible, hidden


def rdf_triples(triples: Iterable[EvidenceTriple]) -> list[tuple]:
    out: list[tuple] = []
    labelled: set[URIRef] = set()

    def label(node: URIRef, text: str) -> None:
        if node not in labelled:
            labelled.add(node)
            out.append((node, RDFS.label, Literal(text)))

    for s, r, o in triples:
        s_node, r_node = _iri("entity", s), _iri("relation", r)
        label(s_node, s)
        label(r_node, r)
        if is_literal_value(o):
            out.append((s_node, r_node, Literal(o)))
        else:
            o_node = _iri("entity", o)
            label(o_node, o)
            out.append((s_node, r_node, o_node))
    return out


def build_hybrid_kg(records: list[dict], hide_fraction: float = 0.5, seed: int = HIDE_SEED) -> HybridKG:
    triples = evidence_triples(records)
    visible, hidden = split_hidden(triples, hide_fraction, seed)
    kg = EmbeddedKG.from_triples(rdf_triples(visible), name="2wiki-hybrid")
    return HybridKG(kg, visible, hidden)


# --- the one-edge leaf engine -----------------------------------------------------------------

# Question words that name a relation without its label words.
RELATION_CUES: dict[str, tuple[str, ...]] = {
    "date of birth": ("born", "birth", "birthday", "old", "age", "younger", "older"),
    "place of birth": ("born", "birthplace", "birth"),
    "date of death": ("died", "death", "die"),
    "place of death": ("died", "death", "die"),
    "director": ("directed", "direct"),
    "publication date": ("released", "release", "published", "came out"),
    "country of citizenship": ("nationality", "citizen", "country", "from"),
    "spouse": ("husband", "wife", "married", "spouse"),
    "performer": ("performed", "sang", "singer"),
    "composer": ("composed",),
    "producer": ("produced",),
    "educated at": ("studied", "educated", "school", "university"),
    "employer": ("worked", "work", "employer"),
    "award received": ("award", "won"),
    "inception": ("founded", "established", "inception"),
}


class OneEdgeKGEngine:
    """Entity by label + ranked relation -> ``SELECT ?o { <e> <r> ?o }`` (a LeafEngine)."""

    name = "kg"

    def __init__(self, kg: KnowledgeGraph, min_label_chars: int = 3) -> None:
        self.kg = kg
        self.min_label_chars = min_label_chars
        self._entities: dict[str, list[str]] | None = None
        self._relation_labels: dict[str, str] | None = None
        self.last_sparql: str | None = None

    def _index(self) -> None:
        if self._entities is not None:
            return
        rows = self.kg.select(
            f"SELECT ?x ?l WHERE {{ ?x {term_to_sparql(RDFS.label)} ?l }}"
        ).rows
        entities: dict[str, list[str]] = {}
        relations: dict[str, str] = {}
        for x, l in rows:
            iri, text = str(x), str(l)
            if "/relation/" in iri:
                relations[iri] = text
            elif len(text) >= self.min_label_chars:
                entities.setdefault(fold(text), []).append(iri)
        self._entities, self._relation_labels = entities, relations

    def link(self, question: str) -> list[tuple[str, str, float]]:
        """(IRI, label, score) of the longest KG labels found in the question."""
        self._index()
        assert self._entities is not None
        q = " " + re.sub(r"[^\w]+", " ", fold(question)) + " "
        found: list[tuple[int, str]] = []
        for lab in self._entities:
            key = " " + re.sub(r"[^\w]+", " ", lab).strip() + " "
            if len(key) > 2 and key in q:
                found.append((len(key), lab))
        if not found:
            return []
        best = max(n for n, _ in found)
        return [(iri, lab, 1.0) for n, lab in found if n == best for iri in self._entities[lab]]

    def relation_score(self, question: str, label: str) -> float:
        """Fraction of the relation's label words (stems) the question contains; cue words
        count for the whole label."""
        q = fold(question)
        label_words = stem_set(label) or {label}
        qs = stem_set(question)
        score = len(label_words & qs) / len(label_words)
        for cue in RELATION_CUES.get(label, ()):
            if re.search(r"\b" + re.escape(cue) + r"\b", q):
                score = max(score, 0.9)
        # "date of birth" vs "place of birth": the wh-word decides between the two.
        if label.startswith("date") and re.match(r"\s*where\b", q):
            score *= 0.5
        if label.startswith("place") and re.match(r"\s*when\b", q):
            score *= 0.5
        return score

    def answer_sync(self, question: str) -> LeafAnswer | None:
        linked = self.link(question)
        if not linked:
            return None
        best: tuple[float, str, str] | None = None
        for iri, lab, e_score in linked:
            rels = self.kg.select(f"SELECT DISTINCT ?p WHERE {{ {term_to_sparql(URIRef(iri))} ?p ?o }}").rows
            for (p,) in rels:
                rel_label = (self._relation_labels or {}).get(str(p))
                if rel_label is None:
                    continue
                # The linked mention is not evidence for the relation: score the rest.
                rest = re.sub(re.escape(lab), " ", fold(question))
                score = e_score * self.relation_score(rest, rel_label)
                if best is None or score > best[0]:
                    best = (score, iri, str(p))
        if best is None or best[0] <= 0:
            return None
        score, iri, rel = best
        sparql = (
            f"SELECT DISTINCT ?o ?l WHERE {{ {term_to_sparql(URIRef(iri))} {term_to_sparql(URIRef(rel))} ?o . "
            f"OPTIONAL {{ ?o {term_to_sparql(RDFS.label)} ?l }} }}"
        )
        self.last_sparql = sparql
        rows = self.kg.select(sparql).rows
        answers = tuple(str(l) if l is not None else str(to_python(o)) for o, l in rows)
        if not answers:
            return None
        return LeafAnswer(answers, score, source=self.name, evidence=(sparql,))

    async def answer(self, question: str) -> LeafAnswer | None:
        return await asyncio.to_thread(self.answer_sync, question)
