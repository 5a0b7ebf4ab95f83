"""A reader that needs little training data: typed candidates, named features, a linear scorer.

The span reader (:mod:`kgqa.hybrid.reader`) learns where answers start and end from ~1.6k
examples and does not transfer to text it was not trained on. This reader learns only how
much to trust a dozen named signals, so a few hundred examples fit it:

1. **Answer type** from the question (:func:`kgqa.text.answer_types.expected_type`): who ->
   PERSON/ORG, when -> DATE, "the place of birth of" -> GPE/LOC/FAC, how many -> CARDINAL.
2. **Candidates**: the named entities and noun chunks of every sentence of the retrieved
   passages (spaCy ``en_core_web_sm``, offline), and the passages' titles.
3. **Features** of each candidate (:data:`FEATURES`): type match, MiniLM similarity of its
   sentence to the question, lexical overlap of sentence and title with the question,
   proximity to question terms, retrieval rank, whether the question already states it,
   and (ensemble) the span reader's confidence in the same answer.
4. **Scorer**: a linear model over the features, softmax over a question's candidates
   (listwise), fitted on the training halves' single-hop questions
   (:mod:`kgqa.hybrid.train_typed_reader`); the softmax probability of the best candidate is
   the confidence a leaf reports and abstains on.

Every answer keeps its features (:attr:`TypedCandidate.features`), so a trace can say why it
won.
"""

from __future__ import annotations

import json
import math
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from kgqa.hybrid.reader import ReaderAnswer, clean_answer
from kgqa.paths import models_dir
from kgqa.text.answer_types import AnswerType, expected_type
from kgqa.text.bm25 import tokenize
from kgqa.text.focused import question_names
from kgqa.text.store import Passage

FEATURES: tuple[str, ...] = (
    "type_match",        # the candidate's entity label is one the question expects
    "type_mismatch",     # it has a label and the question expects others
    "untyped",           # a noun chunk without an entity label, where a type is expected
    "sentence_sim",      # MiniLM cosine of the question and "title: sentence"
    "best_sentence",     # its sentence is the most similar of all retrieved sentences
    "sentence_overlap",  # share of the question's content terms in its sentence
    "title_overlap",     # share of the passage title's terms the question states
    "passage_rank",      # 1 / (1 + retrieval rank of its passage)
    "proximity",         # 1 / (1 + tokens to the nearest question term in its sentence)
    "in_question",       # share of its own terms the question already states
    "is_title",          # it is its passage's title
    "lead_sentence",     # it occurs in a passage's first sentence
    "mentions",          # log(1 + mentions across the retrieved passages)
    "life_date_fit",     # a "(born – died)" date on the side the question asks for (birth / death)
    "life_date_misfit",  # the other side of such a range
    "span_reader",       # the span reader's confidence in this answer (ensemble; 0 alone)
    "span_reader_top",   # it is the span reader's first answer
)

_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.I)
_PRONOUNS = frozenset("it he she they him her them his its their who whom which that this these those "
                      "i we you one what".split())
MAX_CANDIDATE_TOKENS = 12


def default_weights_path() -> Path:
    return models_dir() / "reader" / "typed.json"


@dataclass
class _Sentence:
    text: str
    terms: frozenset[str]
    tokens: list[str]            # lower-cased surface tokens
    # (text, entity label or None, start, end in tokens, role in a "(A – B)" date range or None)
    spans: list[tuple[str, str | None, int, int, str | None]]


@dataclass
class _ParsedPassage:
    title_terms: frozenset[str]
    sentences: list[_Sentence]


@dataclass
class TypedCandidate:
    answer: str
    passage: Passage | None
    features: dict[str, float] = field(default_factory=dict)
    score: float = 0.0
    probability: float = 0.0
    sources: list[Passage] = field(default_factory=list)  # every passage that mentions it


class PassageParser:
    """Sentences, entities and noun chunks of passages, parsed once per passage id."""

    def __init__(self, nlp: Any = None, cache_size: int = 200_000) -> None:
        self._nlp = nlp
        self._cache: dict[str, _ParsedPassage] = {}
        self.cache_size = cache_size
        self._lock = threading.Lock()

    def parse(self, passages: Sequence[Passage]) -> list[_ParsedPassage]:
        with self._lock:
            todo = [p for p in dict.fromkeys(passages) if p.pid not in self._cache]
            if todo:
                if self._nlp is None:
                    from kgqa.text.nlp import load_nlp

                    self._nlp = load_nlp()
                for p, doc in zip(todo, self._nlp.pipe([p.text for p in todo], batch_size=32)):
                    if len(self._cache) < self.cache_size:
                        self._cache[p.pid] = _analyse(p, doc)
                    else:  # pragma: no cover - a corpus larger than the cache
                        return [self._cache.get(q.pid) or _analyse(q, self._nlp(q.text)) for q in passages]
            return [self._cache[p.pid] for p in passages]


def _analyse(passage: Passage, doc: Any) -> _ParsedPassage:
    sentences = []
    for sent in doc.sents:
        spans: list[tuple[str, str | None, int, int, str | None]] = []
        taken: set[int] = set()
        for ent in _merged_dates(list(sent.ents)):
            start, end = ent.start - sent.start, ent.end - sent.start
            parts = _DASH.split(ent.text) if ent.label_ == "DATE" else [ent.text]
            if ent.label_ == "DATE" and len(parts) == 1 and (two := _TWO_DATES.match(ent.text)):
                parts = [two.group("a"), two.group("b")]  # "December 13, 1851 November 18, 1934"
            if len(parts) == 2 and all(p.strip() for p in parts):
                # spaCy reads "(15 April 1899 – 22 February 1981)" as one DATE: a life span.
                spans.append((parts[0], "DATE", start, end, "start"))
                spans.append((parts[1], "DATE", start, end, "end"))
            else:
                role = _range_role(sent, ent) if ent.label_ == "DATE" else None
                spans.append((ent.text.strip(" –-"), ent.label_, start, end, role))
            taken.update(range(ent.start, ent.end))
        for chunk in sent.noun_chunks:
            if taken.intersection(range(chunk.start, chunk.end)):
                continue
            text = _ARTICLE.sub("", chunk.text)
            if text.lower() in _PRONOUNS or not text:
                continue
            spans.append((text, None, chunk.start - sent.start, chunk.end - sent.start, None))
        tokens = [_stem(t.text.lower()) for t in sent]
        sentences.append(_Sentence(sent.text, _terms(sent.text), tokens, spans))
    return _ParsedPassage(_terms(passage.title), sentences)


def _stem(word: str) -> str:
    """A crude stem (the first 5 letters): "directed" meets "director", "married" "marriage"."""
    return word[:5]


def _terms(text: str) -> frozenset[str]:
    return frozenset(_stem(t) for t in tokenize(text))


class TypedReader:
    """Read passages by scoring typed candidate spans; ``read``/``read_top`` like the span reader.

    ``span_reader`` (optional) ensembles the MiniLM span reader: its answers join the
    candidates and its confidence is a feature. ``weights`` maps feature names to weights
    (default: ``models/reader/typed.json``, fitted by :mod:`kgqa.hybrid.train_typed_reader`).
    """

    def __init__(self, weights: dict[str, float] | str | Path | None = None, *, span_reader: Any = None,
                 encoder: Any = None, parser: PassageParser | None = None, filter_types: bool = True) -> None:
        if weights is None or isinstance(weights, (str, Path)):
            weights = load_weights(weights or default_weights_path())
        self.weights = np.array([float(weights.get(name, 0.0)) for name in FEATURES], dtype=np.float64)
        self.span_reader = span_reader
        if encoder is None:
            from kgqa.text.dense import default_encoder

            encoder = default_encoder()
        self.encoder = encoder
        self.parser = parser or PassageParser()
        self.filter_types = filter_types

    # --- the reader protocol ---------------------------------------------------------------

    def read(self, question: str, passages: Sequence[Passage]) -> ReaderAnswer:
        top = self.read_top(question, passages, 1)
        return top[0] if top else ReaderAnswer("", None, 0.0)

    def read_top(self, question: str, passages: Sequence[Passage], n: int = 3) -> list[ReaderAnswer]:
        ranked = self.rank(question, passages)
        return [ReaderAnswer(c.answer, c.passage, c.probability, c.score) for c in ranked[:n]]

    # --- scoring ----------------------------------------------------------------------------

    def rank(self, question: str, passages: Sequence[Passage]) -> list[TypedCandidate]:
        """Every admissible candidate (:func:`admissible`), best first, with its features, score
        and softmax probability."""
        candidates = self.candidates(question, passages)
        if self.filter_types:
            candidates = admissible(candidates, question)
        if not candidates:
            return []
        matrix = np.array([[c.features[f] for f in FEATURES] for c in candidates], dtype=np.float64)
        scores = matrix @ self.weights
        probs = np.exp(scores - scores.max())
        probs /= probs.sum()
        for c, s, p in zip(candidates, scores, probs):
            c.score, c.probability = float(s), float(p)
        return sorted(candidates, key=lambda c: -c.score)

    def candidates(self, question: str, passages: Sequence[Passage]) -> list[TypedCandidate]:
        """Candidate answers of ``question`` in ``passages`` with their features (unscored)."""
        passages = list(passages)
        if not passages:
            return []
        answer_type = expected_type(question)
        q_terms = _terms(question)
        q_lower = question.lower()
        life_side = _life_date(question) if "DATE" in answer_type.labels else None
        parsed = self.parser.parse(passages)
        sentence_texts = [f"{p.title}: {s.text}" for p, pp in zip(passages, parsed) for s in pp.sentences]
        if not sentence_texts:
            return []
        vectors = self.encoder.encode([question, *sentence_texts])
        sims = vectors[1:] @ vectors[0]
        best_sentence = int(np.argmax(sims))
        by_key: dict[str, TypedCandidate] = {}
        counts: dict[str, int] = {}
        i = 0
        for rank, (passage, pp) in enumerate(zip(passages, parsed)):
            title_overlap = len(pp.title_terms & q_terms) / len(pp.title_terms) if pp.title_terms else 0.0
            mentions = [(passage.title, _title_label(passage.title, pp), -1, 0, 0, None, True)]
            for si, sent in enumerate(pp.sentences):
                for text, label, start, end, role in sent.spans:
                    mentions.append((text, label, si, start, end, role, False))
            for text, label, si, start, end, role, is_title in mentions:
                answer = re.sub(r"\s*['’]s$", "", clean_answer(text))
                key = answer.lower()
                if not answer or len(answer.split()) > MAX_CANDIDATE_TOKENS or key in _PRONOUNS:
                    continue
                counts[key] = counts.get(key, 0) + 1
                if si >= 0:
                    sent = pp.sentences[si]
                    sim = float(sims[i + si])
                    overlap = len(sent.terms & q_terms) / len(q_terms) if q_terms else 0.0
                    prox = _proximity(sent.tokens, start, end, q_terms)
                    is_best = float(i + si == best_sentence)
                else:  # the title: judged by the passage's best sentence
                    sim = float(max(sims[i : i + len(pp.sentences)], default=0.0))
                    overlap = prox = is_best = 0.0
                features = {
                    "type_match": float(answer_type.matches(label) is True),
                    "type_mismatch": float(answer_type.matches(label) is False),
                    "untyped": float(label is None and bool(answer_type.labels) and not answer_type.yes_no),
                    "sentence_sim": sim,
                    "best_sentence": is_best,
                    "sentence_overlap": overlap,
                    "title_overlap": title_overlap,
                    "passage_rank": 1.0 / (1 + rank),
                    "proximity": prox,
                    "in_question": _in_question(answer, q_terms, q_lower),
                    "is_title": float(is_title or key == passage.title.lower()),
                    "lead_sentence": float(si == 0),
                    "mentions": 0.0,
                    "life_date_fit": float(role is not None and role == life_side),
                    "life_date_misfit": float(role is not None and life_side is not None and role != life_side),
                    "span_reader": 0.0,
                    "span_reader_top": 0.0,
                }
                seen = by_key.get(key)
                if seen is None:
                    seen = by_key[key] = TypedCandidate(answer, passage, features)
                else:
                    _merge(seen.features, features)
                if passage not in seen.sources:
                    seen.sources.append(passage)
            i += len(pp.sentences)
        for key, c in by_key.items():
            c.features["mentions"] = math.log1p(counts[key])
        if self.span_reader is not None:
            self._add_span_reader(question, passages, by_key)
        return list(by_key.values())

    def _add_span_reader(self, question: str, passages: list[Passage], by_key: dict[str, TypedCandidate]) -> None:
        spans = self.span_reader.read_top(question, passages, 3)
        for rank, r in enumerate(spans):
            key = r.answer.lower()
            c = by_key.get(key)
            if c is None:
                # A span the parser did not propose: type-neutral, judged by its passage.
                c = by_key[key] = TypedCandidate(r.answer, r.passage, {f: 0.0 for f in FEATURES})
                c.features["in_question"] = _in_question(r.answer, _terms(question), question.lower())
                if r.passage is not None and r.passage in passages:
                    c.features["passage_rank"] = 1.0 / (1 + passages.index(r.passage))
            c.features["span_reader"] = max(c.features["span_reader"], float(r.score))
            c.features["span_reader_top"] = max(c.features["span_reader_top"], float(rank == 0))


def admissible(candidates: list[TypedCandidate], question: str,
               answer_type: AnswerType | None = None) -> list[TypedCandidate]:
    """The candidates that can be the answer at all; the scorer only orders these.

    - A candidate the question already states in full is not its answer ("date" for "What is
      the date of death of X?", X itself).
    - Where the question's type is known and some candidate carries it, candidates labelled
      with another type go ("29 January 1943" for a place of death, "Italian" for a date).
    - A question about a named thing is answered from passages that mention it (half of some
      name's words): when the thing's own page is missing, a page about the relation ("Place
      of birth") must not answer for it.
    - A date question takes dates with a number only ("March" compared with "1851" compares
      nothing), unless it asks for a month, a season or a weekday.

    With none left the reader has no answer, and a text leaf abstains instead of guessing.
    """
    answer_type = answer_type or expected_type(question)
    out = [c for c in candidates if answer_type.yes_no or not _stated(c.answer, question)]
    names = [set(tokenize(n)) for n in question_names(question)]
    if any(names):
        grounded: dict[str, bool] = {}  # per passage: it mentions one of the names

        def mentions(p: Passage) -> bool:
            if p.pid not in grounded:
                grounded[p.pid] = _mentions(p, names)
            return grounded[p.pid]

        out = [c for c in out if any(mentions(p) for p in (c.sources or [c.passage]) if p is not None)]
    if not answer_type.labels or answer_type.yes_no:
        return out
    if "DATE" in answer_type.labels:
        dates = [c for c in out if c.features["type_match"] == 1.0]
        if _PARTIAL_DATE_Q.search(question):
            return dates
        return [c for c in dates if any(ch.isdigit() for ch in c.answer)]
    if any(c.features["type_match"] == 1.0 for c in out):
        out = [c for c in out if c.features["type_mismatch"] == 0.0]
    return out


_PARTIAL_DATE_Q = re.compile(r"\b(?:month|season|day of the week|weekday)\b", re.I)


def _mentions(passage: Passage, names: list[set[str]]) -> bool:
    terms = set(tokenize(passage.content))
    return any(name and 2 * len(name & terms) >= len(name) for name in names)


def _stated(answer: str, question: str) -> bool:
    """The question contains the answer as a whole phrase (word-bounded, case-folded)."""
    return re.search(r"(?<!\w)" + re.escape(answer.casefold()) + r"(?!\w)", question.casefold()) is not None


def _merge(into: dict[str, float], other: dict[str, float]) -> None:
    """A candidate mentioned twice keeps each signal's strongest mention (mismatch: weakest)."""
    for name, value in other.items():
        if name in ("type_mismatch", "untyped", "life_date_misfit"):
            into[name] = min(into[name], value)
        else:
            into[name] = max(into[name], value)


_TWO_DATES = re.compile(r"^(?P<a>.*?\b\d{3,4}),?\s+(?:(?:to|until|and)\s+)?(?P<b>[^\d\s].*?\b\d{3,4})$")
_DASH = re.compile(r"\s*[–—-]\s*(?=\S)|\s+[–—-]\s*")
_DASH_TOKENS = frozenset("– — - to".split())
_BIRTH_Q = re.compile(r"\b(?:born|birth|birthday)\b", re.I)
_DEATH_Q = re.compile(r"\b(?:die|died|death|dies)\b", re.I)


def _merged_dates(ents: list[Any]) -> list[Any]:
    """spaCy reads "26 August 1887" as CARDINAL "26" + DATE "August 1887": one date."""
    out = []
    for ent in ents:
        if (out and ent.label_ == "DATE" and out[-1].label_ == "CARDINAL" and out[-1].end == ent.start
                and out[-1].text.isdigit() and 1 <= int(out[-1].text) <= 31):
            out[-1] = ent.doc[out[-1].start : ent.end]
            out[-1].label_ = "DATE"
        else:
            out.append(ent)
    return out


def _range_role(sent: Any, ent: Any) -> str | None:
    """"start"/"end" for a date written as one side of a dash ("1899 – 1981")."""
    doc = ent.doc
    if ent.end < sent.end and doc[ent.end].text in _DASH_TOKENS and doc[ent.end].text != "to":
        return "start"
    if ent.start > sent.start and doc[ent.start - 1].text in _DASH_TOKENS and doc[ent.start - 1].text != "to":
        return "end"
    return None


def _life_date(question: str) -> str | None:
    """Which side of a "(born – died)" range the question asks for, if either."""
    birth, death = bool(_BIRTH_Q.search(question)), bool(_DEATH_Q.search(question))
    return "start" if birth and not death else "end" if death and not birth else None


def _title_label(title: str, parsed: _ParsedPassage) -> str | None:
    """The entity label the passage's own text gives its title, if it names it."""
    key = title.lower()
    for sent in parsed.sentences[:2]:
        for text, label, _, _, _ in sent.spans:
            if label is not None and text.lower() == key:
                return label
    return None


def _proximity(tokens: list[str], start: int, end: int, q_terms: frozenset[str]) -> float:
    distances = [min(abs(j - start), abs(j - (end - 1))) for j, tok in enumerate(tokens)
                 if (j < start or j >= end) and tok in q_terms]
    return 1.0 / (1 + min(distances)) if distances else 0.0


def _in_question(answer: str, q_terms: frozenset[str], q_lower: str) -> float:
    if answer.lower() in q_lower:
        return 1.0
    terms = [_stem(t) for t in tokenize(answer)]
    return sum(t in q_terms for t in terms) / len(terms) if terms else 0.0


def load_weights(path: str | Path) -> dict[str, float]:
    """Feature weights from a JSON file written by :mod:`kgqa.hybrid.train_typed_reader`."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    weights = data.get("weights", data)
    unknown = set(weights) - set(FEATURES)
    if unknown:
        raise ValueError(f"{path}: weights for unknown features {sorted(unknown)}")
    return {k: float(v) for k, v in weights.items()}


READER_KINDS = ("span", "typed", "ensemble")


def make_reader(kind: str = "ensemble", *, checkpoint: str | Path | None = None,
                weights: str | Path | None = None, filter_types: bool = True) -> Any:
    """The text reader by name: ``span`` (the MiniLM span reader alone), ``typed`` (typed
    candidates, :data:`FEATURES` without the span reader) or ``ensemble`` (typed candidates with
    the span reader's answers and confidence as features). ``checkpoint`` is the span reader's,
    ``weights`` the typed scorer's (default ``models/reader/typed.json`` /
    ``typed_ensemble.json``); ``filter_types`` scores only :func:`admissible` candidates."""
    from kgqa.hybrid.reader import SpanReader

    if kind == "span":
        return SpanReader(checkpoint)
    if kind == "typed":
        return TypedReader(weights, filter_types=filter_types)
    if kind == "ensemble":
        return TypedReader(weights or default_weights_path().with_name("typed_ensemble.json"),
                           span_reader=SpanReader(checkpoint), filter_types=filter_types)
    raise ValueError(f"unknown reader kind {kind!r} (one of {', '.join(READER_KINDS)})")
