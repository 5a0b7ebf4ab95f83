"""What answering a question returns: the answers and the reasoning behind them.

One JSON-serialisable record shared by the KG engine, the service, the notebooks and the
evaluation, so every surface shows the same explanation.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from kgqa.kg.base import KnowledgeGraph


# the kinds of question-word links that tie a question to a KG (a bare number does not)
GROUNDING_LINKS = ("column", "table", "value")


def grounded(links: dict[str, list[str]] | None) -> bool | None:
    """Does a word of the question name a column, class or value of the KG (``links`` as in
    ``KGAnswer.question_links``)? ``None`` when the engine computed no links: nothing to judge."""
    if not links:
        return None
    return any(links.get(kind) for kind in GROUNDING_LINKS)


@dataclass
class Beam:
    """One alternative the search kept: its score, SPARQL, and whether it returned anything."""

    score: float
    sparql: str | None
    aqg: dict[str, Any] | None = None
    query_graph: dict[str, Any] | None = None
    n_answers: int | None = None
    rerank_score: float | None = None  # the reranker's score (kgqa.search.rerank), when it chose


@dataclass
class Probe:
    """One execution-guidance decision: the pattern, the slot, how many candidates, how many kept."""

    pattern: str
    slot: str
    candidates: int
    admitted: int
    ms: float


@dataclass
class KGAnswer:
    question: str
    kg: str
    variables: list[str] = field(default_factory=list)
    rows: list[list[Any]] = field(default_factory=list)  # plain values, in the returned order
    labels: list[list[str | None]] = field(default_factory=list)  # rdfs:label-like names of IRIs
    # a yes/no question's answer (the chosen query is an ASK); None for every other question
    boolean: bool | None = None
    # a yes/no question: the text its graphs were read from, its request form ("Find A the spouse
    # of B") or, with search.yes_no_ask_outline, the question itself; another question: its "of"
    # reading when search.possessive_reading searched one too ("the mother of the spouse of A")
    read_as: str | None = None
    sparql: str | None = None
    query_graph: dict[str, Any] | None = None
    aqg: dict[str, Any] | None = None
    beams: list[Beam] = field(default_factory=list)
    candidates: dict[str, Any] | None = None  # CandidatePool as JSON, with provenance
    # question words the model saw linked to the schema: {"column": [...], "table": [...], ...}
    question_links: dict[str, list[str]] = field(default_factory=dict)
    probes: list[Probe] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)
    kg_calls: int = 0
    # with the reranker (the default search): the chosen graph's softmax share among the executed
    # graphs, which on KGs the model never saw is a probability of being right (ECE measured by
    # python -m kgqa.bench.calibration); without it, the share under the beam scores (relative only)
    confidence: float = 0.0
    error: str | None = None
    # why the answer was computed while parts of the KG failed (guidance probes, some beams);
    # empty = every KG call the answer rests on succeeded. A fault that leaves no answer is
    # raised instead (kgqa.kg.errors.EndpointUnavailable / QueryTimeout), never reported here.
    degraded: list[str] = field(default_factory=list)
    # why the engine withholds its answer although it found a query (e.g. a yes/no pattern that
    # uses nothing the question names: kgqa.engine.yes_no.IGNORES_QUESTION); the withheld query
    # stays in ``sparql``/``query_graph``/``beams`` for the trace, ``rows``/``boolean`` are empty.
    # The service abstains with this reason. None = not withheld
    abstain_reason: str | None = None
    # the chosen query had more solutions than the KG's max_rows: ``rows`` are its first max_rows
    # (set by whoever ran the query with kg.overflow=truncate: the service, from the KG's record)
    truncated: bool = False

    @property
    def answered(self) -> bool:
        return (bool(self.rows) or self.boolean is not None) and self.error is None and self.abstain_reason is None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class KGEngine(Protocol):
    """Anything that answers a question on a KG (HGNet is the shipped one)."""

    def answer(self, question: str, kg: KnowledgeGraph, *, kg_name: str, top_k: int = 5) -> KGAnswer: ...
