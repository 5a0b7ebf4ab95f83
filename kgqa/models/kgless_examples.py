"""HGNet training examples WITHOUT a KG: question/SPARQL pairs of benchmarks whose KG is not here.

LC-QuAD 1.0 and QALD-9 ask about DBpedia, which is not available offline; their gold queries
still teach what :mod:`kgqa.models.examples` teaches from a KG, except what needs the KG. Each
gold query becomes a core query graph (:func:`kgqa.querygraph.sparql_to_graph` with the caller's
prefixes), the gold outline of Algorithm 2 (:func:`kgqa.querygraph.outline_actions`) checked
against the decoder's masks (:func:`kgqa.models.outline_space.check_gold`); a query outside the
grammar is skipped and counted, never raised.

The fill learns from a pool that stands in for the KG's (:func:`kgless_pool`):

- ``Ent``, ``Type``, ``Rel``: the gold instances plus distractors from the dataset's OWN
  vocabulary (every IRI the gold queries of the question list use, by role:
  :class:`Vocabulary`), chosen per question by an RNG seeded with ``seed`` and the question's id:
  half of the distractors share a word with the question (the harder negatives a ranker would
  rank high), the rest at random; pool sizes as :data:`kgqa.models.slots.DEFAULT_SIZES`. Each
  class's pool is shuffled, so the gold is at no fixed position (``rdf:type`` stays first among
  the relations, as :func:`~kgqa.models.slots.slot_candidates` puts it);
- ``Val``: the gold literals and the values the question states (read by
  :func:`kgqa.candidates.values.extract_values`), shuffled, then the OrderSpecs as the run-time
  pool offers them (ranks x no limit, 1 and the numbers the question states);
- ``Ord``, ``Cmp``, ``Agg``: the full enumerations, in their order;
- names: IRIs read as words (:func:`kgqa.candidates.schema.readable`: ``dbo:birthPlace`` ->
  "birth place", ``dbr:Barack_Obama`` -> "barack obama"), other instances by
  :func:`~kgqa.models.slots.instance_name`; ``columns``/``tables`` for question linking from
  the Rel/Type names (no schema, so no joins and no column owners).

What KG-less training cannot teach:

- execution guidance: no partial graph is ever checked against a KG, so nothing here says
  which fills have a match; the fill learns to choose by names alone;
- the KG's real candidate pools: at run time the pools come from the KG's onboarded indexes,
  ranked by the schema ranker and capped, with the KG's own labels, and the gold may be
  missing; here every gold item is in the pool and the distractors are the benchmark's
  vocabulary read from IRIs;
- the entity linker's errors: the gold entity is always offered, named by its IRI, where the
  linker at run time offers the KG labels it matched, sometimes wrongly, sometimes without
  the gold.

Nothing here assumes a benchmark: the question list, the prefixes and the KG's name come from
the caller (the dataset adapters in :mod:`kgqa.data` read the files). The result is cached under
``kgqa.paths.cache_dir()/hgnet`` when the caller names a ``cache_key``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import pickle
import random
import time
import urllib.parse
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rdflib import Literal, URIRef

from kgqa.candidates.schema import readable
from kgqa.candidates.text import STOPWORDS
from kgqa.candidates.values import extract_values
from kgqa.data.qald import QaldQuestion
from kgqa.kg.vocabulary import XSD
from kgqa.models.examples import HGNetExample, NotTrainable, gold_targets
from kgqa.models.outline_space import check_gold
from kgqa.models.slots import (
    DEFAULT_SIZES,
    ORDER_RANKS,
    SlotCandidates,
    instance_name,
    letter_arguments,
    stated_numbers,
    value_identity,
    words,
)
from kgqa.paths import cache_dir
from kgqa.querygraph import QueryGraph, QueryGraphError, outline_actions, sparql_to_graph
from kgqa.querygraph.actions import Action
from kgqa.querygraph.canonical import ASK_ROOT_VERSION
from kgqa.querygraph.model import AGG_INSTANCES, CMP_INSTANCES, ORD_INSTANCES, RDF_TYPE, OrderSpec, VertexClass
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError, UnsupportedSparql
from kgqa.wordforms import singular

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
#: The share of each class's distractors that share a word with the question.
HARD_SHARE = 0.5
#: The pooled roles and their sizes (gold included), as the run-time pool's.
POOL_SIZES = {"Ent": DEFAULT_SIZES["ent"], "Type": DEFAULT_SIZES["type"], "Rel": DEFAULT_SIZES["rel"]}

__all__ = ["FORMAT_VERSION", "Vocabulary", "gold_graphs", "kgless_example", "kgless_gold_graph", "kgless_pool",
           "load_kgless_examples"]


# -- gold graphs ---------------------------------------------------------------------------------
def kgless_gold_graph(query: str, prefixes: Mapping[str, str]) -> tuple[list[Action], QueryGraph, list[dict]]:
    """Gold outline actions, the gold graph in outline order and the decoder's masks at each gold
    step (raises :class:`~kgqa.models.examples.NotTrainable` with the reason)."""
    try:
        outline = outline_actions(sparql_to_graph(query, prefixes=dict(prefixes)))
        actions, g = outline.actions, outline.query_graph()
    except (QueryGraphError, UnsupportedSparql, SparqlSyntaxError) as e:
        raise NotTrainable(f"outside the grammar: {e}") from None
    try:
        masks = check_gold(actions)
    except QueryGraphError as e:
        raise NotTrainable(f"masked: {e}") from None
    return actions, g, masks


# -- the dataset's vocabulary --------------------------------------------------------------------
def iri_words(iri: str) -> str:
    """An IRI read as words (percent-escapes decoded: ``Fran%C3%A7ois`` -> ``françois``)."""
    return readable(urllib.parse.unquote(str(iri)))[0] or str(iri)


def _content_words(text: str) -> set[str]:
    return {singular(w) for w in words(text) if w not in STOPWORDS and len(w) > 2}


@dataclass
class Vocabulary:
    """Every IRI the gold graphs of a question list use, by role (``Ent``, ``Type``, ``Rel``),
    sorted, with each one's name and content words (for the harder negatives)."""

    iris: dict[str, list[URIRef]]
    names: dict[str, dict[URIRef, str]] = field(default_factory=dict)
    by_word: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # role -> word -> positions

    @classmethod
    def from_graphs(cls, graphs: Sequence[QueryGraph]) -> "Vocabulary":
        found: dict[str, set[URIRef]] = {role: set() for role in POOL_SIZES}
        for g in graphs:
            for v in g.vertices:
                if v.cls in (VertexClass.ENT, VertexClass.TYPE) and isinstance(v.instance, URIRef):
                    found[v.cls.value].add(v.instance)
            for e in g.edges:
                if e.cls.value == "Rel" and isinstance(e.instance, URIRef) and e.instance != RDF_TYPE:
                    found["Rel"].add(e.instance)
        vocab = cls({role: sorted(xs) for role, xs in found.items()})
        for role, xs in vocab.iris.items():
            vocab.names[role] = {x: iri_words(x) for x in xs}
            index: dict[str, list[int]] = {}
            for i, x in enumerate(xs):
                for w in _content_words(vocab.names[role][x]):
                    index.setdefault(w, []).append(i)
            vocab.by_word[role] = index
        return vocab

    def distractors(self, role: str, question: str, gold: set, n: int, rng: random.Random) -> list[URIRef]:
        """``n`` IRIs of ``role`` other than ``gold``: up to :data:`HARD_SHARE` of them sharing a
        content word with ``question``, the rest drawn at random."""
        xs = self.iris.get(role, [])
        if n <= 0 or not xs:
            return []
        index = self.by_word.get(role, {})
        near = sorted({i for w in _content_words(question) for i in index.get(w, ())})
        near = [i for i in near if xs[i] not in gold]
        rng.shuffle(near)
        chosen = near[: int(round(n * HARD_SHARE))]
        taken = set(chosen)
        rest = [i for i in range(len(xs)) if i not in taken and xs[i] not in gold]
        chosen += rng.sample(rest, min(n - len(chosen), len(rest)))
        return [xs[i] for i in chosen]


# -- the pool ------------------------------------------------------------------------------------
def _stated_values(question: str) -> list[Literal]:
    """The values a question states, as literals (numbers typed, so ``?year > 1930`` compares
    numbers; neighbours of a number, which the linker offers at a low score, left out)."""
    out = []
    for v in extract_values(question):
        if v.how == "neighbour":
            continue
        if "integer" in v.kinds:
            out.append(Literal(v.lexical, datatype=URIRef(XSD + "integer")))
        elif "float" in v.kinds:
            out.append(Literal(v.lexical, datatype=URIRef(XSD + "decimal")))
        elif "date" in v.kinds:
            out.append(Literal(v.lexical, datatype=URIRef(XSD + "date")))
        else:
            out.append(Literal(v.lexical))
    return out + [Literal(x) for x in letter_arguments(question)]


def _name(cls: str, x: Any) -> str:
    return iri_words(x) if isinstance(x, URIRef) and x != RDF_TYPE else instance_name(cls, x)


def kgless_pool(question: str, g: QueryGraph, vocab: Vocabulary, rng: random.Random) -> SlotCandidates:
    """The :class:`SlotCandidates` of ``question`` with gold graph ``g`` and no KG (the module
    docstring says what it holds); every gold instance is in it."""
    gold: dict[str, list] = {"Ent": [], "Type": [], "Rel": [], "Val": []}
    for v in g.vertices:
        if v.cls.value in gold and v.instance is not None and v.instance not in gold[v.cls.value]:
            gold[v.cls.value].append(v.instance)
    for e in g.edges:
        if e.cls.value == "Rel" and e.instance != RDF_TYPE and e.instance not in gold["Rel"]:
            gold["Rel"].append(e.instance)
    instances: dict[str, list] = {}
    for role, size in POOL_SIZES.items():
        keep = set(gold[role])
        pool = gold[role] + vocab.distractors(role, question, keep | {RDF_TYPE}, size - len(keep), rng)
        rng.shuffle(pool)
        instances[role] = pool
    instances["Rel"] = [RDF_TYPE] + instances["Rel"]
    literals, seen = [], set()
    for x in [*(x for x in gold["Val"] if not isinstance(x, OrderSpec)), *_stated_values(question)]:
        if value_identity(x) not in seen:
            seen.add(value_identity(x))
            literals.append(x)
    rng.shuffle(literals)
    limits = [None, 1, *stated_numbers(question)]
    instances["Val"] = literals + [OrderSpec(rank, limit) for rank in ORDER_RANKS for limit in limits]
    instances["Ord"], instances["Cmp"], instances["Agg"] = list(ORD_INSTANCES), list(CMP_INSTANCES), list(AGG_INSTANCES)
    instances = {cls: instances[cls] for cls in ("Ent", "Type", "Val", "Rel", "Ord", "Cmp", "Agg")}
    names = {cls: [_name(cls, x) for x in xs] for cls, xs in instances.items()}
    slots = SlotCandidates(instances, names)
    _describe_names(slots)
    return slots


def _describe_names(slots: SlotCandidates) -> None:
    """``columns`` from the Rel names and ``tables`` from the Type names (what
    ``kgqa.models.slots._describe_schema`` reads off a schema index; none here, so no joins)."""
    for iri in slots.instances["Rel"]:
        if not isinstance(iri, URIRef) or iri == RDF_TYPE:
            continue
        column = readable(urllib.parse.unquote(str(iri)))[2]
        if column and column not in slots.columns:
            slots.columns.append(column)
    for iri, name in zip(slots.instances["Type"], slots.names["Type"]):
        slots.tables.append(name)
        slots.table_classes.append(str(iri))


# -- examples ------------------------------------------------------------------------------------
def kgless_example(idx: int, q: QaldQuestion, gold: tuple[list[Action], QueryGraph, list[dict]], *,
                   kg_name: str, vocab: Vocabulary, seed: int) -> HGNetExample:
    """One training example: the gold outline and the pool of :func:`kgless_pool`, with the
    gold fills' targets set as :func:`kgqa.models.examples.build_example` sets them with
    ``add_gold=True`` (the pool holds them all already)."""
    actions, g, masks = gold
    rng = random.Random(f"{seed}|{q.id}")  # str seeds hash the same on every run and machine
    pool = kgless_pool(q.question, g, vocab, rng)
    v_t, e_t = gold_targets(g, pool, add_gold=True, name=_name)
    return HGNetExample(idx, kg_name, q.question, actions, masks, g, pool, v_t, e_t)


def gold_graphs(questions: Sequence[QaldQuestion], prefixes: Mapping[str, str]) -> tuple[dict[int, tuple], Counter]:
    """Per position in ``questions``, the gold ``(actions, graph, masks)`` of those inside the
    grammar, and the reasons the others were skipped (``no gold query``, ``outside the grammar``,
    ``masked``)."""
    out: dict[int, tuple] = {}
    skipped: Counter = Counter()
    for i, q in enumerate(questions):
        if not q.sparql:
            skipped["no gold query"] += 1
            continue
        try:
            out[i] = kgless_gold_graph(q.sparql, prefixes)
        except NotTrainable as u:
            skipped[str(u).split(":")[0][:50]] += 1
    return out, skipped


def load_kgless_examples(questions: list[QaldQuestion], *, kg_name: str, prefixes: dict[str, str], seed: int = 0,
                         progress: bool = True, cache_key: str | None = None) -> tuple[list[HGNetExample], Counter]:
    """KG-less training examples of ``questions`` (those with a gold query inside the grammar);
    returns ``(examples, skipped-reasons)``. ``idx`` is the question's position in
    ``questions``; the distractors come from the vocabulary of these questions' gold graphs.
    ``cache_key`` (say ``"lcquad1-train"``) caches the result, keyed also by the format version,
    ``seed`` and a digest of the questions and prefixes."""
    path = None
    if cache_key is not None:
        digest = hashlib.sha1(json.dumps([kg_name, sorted(prefixes.items()), [(q.id, q.question, q.sparql)
                                                                              for q in questions]]).encode())
        key = hashlib.sha1(f"{FORMAT_VERSION}|{ASK_ROOT_VERSION}|{cache_key}|{seed}|{digest.hexdigest()}".encode()).hexdigest()[:12]
        path = cache_dir() / "hgnet" / f"kgless-{cache_key}-{key}.pkl"
        if path.exists():
            with path.open("rb") as f:
                return pickle.load(f)
    t0 = time.perf_counter()
    golds, skipped = gold_graphs(questions, prefixes)
    vocab = Vocabulary.from_graphs([g for _, g, _ in golds.values()])
    from tqdm import tqdm

    out = [kgless_example(i, questions[i], gold, kg_name=kg_name, vocab=vocab, seed=seed)
           for i, gold in tqdm(sorted(golds.items()), desc=f"kg-less {kg_name}", disable=not progress, mininterval=5)]
    log.info("kg-less %s: %d examples of %d questions in %.1f s, skipped %s", kg_name, len(out), len(questions),
             time.perf_counter() - t0, dict(skipped))
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".tmp{os.getpid()}")
        with tmp.open("wb") as f:
            pickle.dump((out, skipped), f)
        os.replace(tmp, path)
    return out, skipped
