"""Logical retrieval test cases from real paragraphs, by the construction of ITLR Appendix H.

ITLR evaluates every three-term template ``[NOT] t1 (AND|OR) [NOT] t2 (AND|OR) [NOT] t3``
(4 operator pairs x 8 negation patterns = 32 templates, section 3.1). For each query it
enumerates the *categories* of matching documents -- the OR-separated clauses of the query,
each a list of terms a document must match and must not match -- writes one positive
document per category, and makes hard negatives by moving one term of a category to the
opposite side (App. H): up to three positives and three negatives per query.

ITLR has Llama3-70b write those documents. Here they are assembled from real text instead:

* a **term** is a paragraph title (e.g. ``"Andrea Schiavone"``), its three paragraphs drawn
  from one multi-hop record so that terms are topically close;
* a document **matches** a term when it contains that paragraph's opening sentence, and
  matches nothing else of the query; each document also carries one sentence from a
  paragraph of an unrelated record, so no document is empty and length gives nothing away;
* labels come from evaluating the query on the document's full truth assignment, so a
  "hard negative" that happens to satisfy the query is never mislabelled. When no
  assignment one flip away fails the query (``NOT a OR NOT b OR NOT c``), the nearest
  failing assignments are used.
"""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from dataclasses import dataclass
from typing import Sequence

from kgqa.compiler.ast import And, LogicalNode, Not, Or, Term
from kgqa.compiler.logical_parser import parse_logical
from kgqa.compiler.printer import print_logical
from kgqa.text.logical import count_negations
from kgqa.text.multihop import Paragraph

OPERATOR_PAIRS = (("AND", "AND"), ("AND", "OR"), ("OR", "AND"), ("OR", "OR"))
NEGATION_PATTERNS = tuple(itertools.product((False, True), repeat=3))
TEMPLATES: tuple[tuple[tuple[str, str], tuple[bool, bool, bool]], ...] = tuple(
    itertools.product(OPERATOR_PAIRS, NEGATION_PATTERNS)
)


@dataclass(frozen=True)
class Document:
    text: str
    matched: frozenset[str]  # the terms this document is about
    relevant: bool


@dataclass(frozen=True)
class LogicalCase:
    query: LogicalNode
    terms: tuple[str, ...]
    documents: tuple[Document, ...]
    record_id: str

    @property
    def text(self) -> str:
        return print_logical(self.query)

    @property
    def negations(self) -> int:
        return count_negations(self.query)


def template_query(terms: Sequence[str], ops: tuple[str, str], negated: Sequence[bool]) -> LogicalNode:
    """``[NOT] "t1" op1 [NOT] "t2" op2 [NOT] "t3"`` parsed with ITLR's precedence."""
    parts = []
    for term, neg in zip(terms, negated):
        quoted = print_logical(Term(term))
        parts.append(f"NOT {quoted}" if neg else quoted)
    return parse_logical(f"{parts[0]} {ops[0]} {parts[1]} {ops[1]} {parts[2]}")


def satisfies(node: LogicalNode, matched: frozenset[str]) -> bool:
    """Crisp truth of the query for a document matching exactly ``matched``."""
    if isinstance(node, Term):
        return node.text in matched
    if isinstance(node, Not):
        return not satisfies(node.operand, matched)
    if isinstance(node, And):
        return all(satisfies(c, matched) for c in node.operands)
    if isinstance(node, Or):
        return any(satisfies(c, matched) for c in node.operands)
    raise TypeError(node)


def categories(node: LogicalNode) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The query's OR-clauses as (must match, must not match) pairs (ITLR App. H)."""
    clauses = node.operands if isinstance(node, Or) else (node,)
    out = []
    for clause in clauses:
        literals = clause.operands if isinstance(clause, And) else (clause,)
        pos = frozenset(lit.text for lit in literals if isinstance(lit, Term))
        neg = frozenset(lit.operand.text for lit in literals if isinstance(lit, Not) and isinstance(lit.operand, Term))
        out.append((pos, neg))
    return out


def assignments(node: LogicalNode, terms: Sequence[str], rng: random.Random, max_pos: int = 3, max_neg: int = 3) -> tuple[list[frozenset[str]], list[frozenset[str]]]:
    """(positive, hard-negative) matched-term sets for one query."""
    positives: list[frozenset[str]] = []
    for must, _ in categories(node):
        # Terms a category leaves open are not matched: the document is about `must` only.
        if must not in positives and satisfies(node, must):
            positives.append(must)
    positives = positives[:max_pos]
    all_sets = [frozenset(c) for r in range(len(terms) + 1) for c in itertools.combinations(terms, r)]
    failing = [s for s in all_sets if not satisfies(node, s)]
    if not failing:
        return positives, []
    distance = {s: min(len(s ^ p) for p in positives) for s in failing}
    nearest = min(distance.values())
    negatives = [s for s in failing if distance[s] == nearest]
    rng.shuffle(negatives)
    return positives, negatives[:max_neg]


def build_cases(
    paragraphs: Sequence[Paragraph],
    n: int,
    seed: int = 0,
    max_pos: int = 3,
    max_neg: int = 3,
) -> list[LogicalCase]:
    """``n`` cases cycling through the 32 templates (equal count per template)."""
    rng = random.Random(seed)
    by_record: dict[str, list[Paragraph]] = defaultdict(list)
    for p in paragraphs:
        if p.sentences and p.title.strip():
            by_record[p.record_id].append(p)
    records = [r for r, ps in by_record.items() if len({p.title for p in ps}) >= 3]
    if len(records) < 2:
        raise ValueError("need at least two records with three distinctly titled paragraphs")
    order = list(range(n))
    cases: list[LogicalCase] = []
    for i in order:
        ops, negated = TEMPLATES[i % len(TEMPLATES)]
        record = rng.choice(records)
        chosen: list[Paragraph] = []
        for p in rng.sample(by_record[record], len(by_record[record])):
            if p.title not in {c.title for c in chosen}:
                chosen.append(p)
            if len(chosen) == 3:
                break
        terms = tuple(p.title for p in chosen)
        piece = {p.title: p.sentences[0] for p in chosen}
        query = template_query(terms, ops, negated)
        positives, negatives = assignments(query, terms, rng, max_pos, max_neg)
        documents = []
        for matched in positives + negatives:
            filler_record = rng.choice([r for r in records if r != record])
            filler = rng.choice(rng.choice(by_record[filler_record]).sentences)
            pieces = [piece[t] for t in terms if t in matched] + [filler]
            rng.shuffle(pieces)
            documents.append(Document(" ".join(pieces), matched, satisfies(query, matched)))
        rng.shuffle(documents)  # ties must not favour the positives
        cases.append(LogicalCase(query, terms, tuple(documents), record))
    return cases
