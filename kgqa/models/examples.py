"""Spider4SPARQL -> HGNet training examples (question, candidates, gold actions, gold fills).

Each gold query is converted to a core query graph (:func:`kgqa.querygraph.sparql_to_graph`,
with the dataset adapter's prefixes), checked by execution (the regenerated SPARQL must return
the gold answers on the example's KG, so every training signal is exact), turned into the gold
outline of Algorithm 2 (:func:`kgqa.querygraph.outline_actions`) whose every action the
decoder's masks must allow (:func:`kgqa.models.outline_space.check_gold`), and paired with the
question's candidates from the shared collection (:func:`kgqa.models.slots.slot_candidates`).
For TRAINING only, gold instances the candidates missed are added (the evaluation never does).
The result is cached under ``kgqa.paths.cache_dir()/hgnet``.

This module builds the model's training data, so it lives with the model; it reads the
benchmark through :mod:`kgqa.data` and nothing under :mod:`kgqa.data` imports it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tqdm import tqdm

from kgqa.data.spider4sparql import PREFIXES, Example, executable_query, load_split, read_not_in_as_anti_join
from kgqa.data.spider_kgs import spider_kg
from kgqa.models.outline_space import check_gold
from kgqa.models.slots import SlotCandidates, slot_candidates
from kgqa.paths import cache_dir
from kgqa.querygraph import QueryGraph, QueryGraphError, outline_actions, sparql_to_graph, to_sparql
from kgqa.querygraph.actions import Action
from kgqa.querygraph.model import VertexClass
from kgqa.querygraph.sparql_syntax import SparqlSyntaxError, UnsupportedSparql

log = logging.getLogger(__name__)
# Verifying a gold query must not depend on how busy the machine is: at the stores' 10 s default,
# 48 bike_1 questions timed out on a loaded machine and were left out of the training data.
VERIFY_TIMEOUT_S = 120.0
FORMAT_VERSION = 8  # 7: the core grammar (kgqa.querygraph) and the shared candidates (kgqa.models.slots);
# 8: the benchmark's joined NOT IN sub-selects read as the anti-joins they translate


class NotTrainable(ValueError):
    """A gold query the training data cannot use (outside the grammar, or not reproduced)."""


@dataclass
class HGNetExample:
    idx: int
    kg_name: str
    question: str
    actions: list[Action]  # gold outline (Algorithm 2)
    masks: list[dict[str, Any]]  # the decoder's masks at each gold step
    graph: QueryGraph  # gold query graph, vertices/edges in outline order
    pool: SlotCandidates
    v_targets: dict[int, int] = field(default_factory=dict)  # vertex -> candidate index (Ans: column)
    e_targets: dict[int, int] = field(default_factory=dict)  # edge -> candidate index


def gold_graph(query: str, prefixes: dict[str, str] = PREFIXES) -> tuple[list[Action], QueryGraph]:
    """Gold outline actions and the gold graph in outline order (raises :class:`NotTrainable`)."""
    try:
        outline = outline_actions(sparql_to_graph(query, prefixes=prefixes))
        return outline.actions, outline.query_graph()
    except (QueryGraphError, UnsupportedSparql, SparqlSyntaxError) as e:
        raise NotTrainable(f"outside the grammar: {e}") from None


def _norm_cell(x) -> str:
    s = "" if x is None else str(x)
    try:
        f = float(s)
        return repr(round(f, 4))
    except ValueError:
        return s


def _rows_match(pred_rows, gold_rows) -> bool:
    pred = {tuple(_norm_cell(c) for c in r) for r in pred_rows}
    gold = {tuple(_norm_cell(c) for c in r) for r in gold_rows}
    return pred == gold or (len(gold_rows) >= 200 and gold <= pred)


def _plain_rows(res) -> list[list[str | None]]:
    return [[None if t is None else str(t) for t in r] for r in res.rows]


def build_example(ex: Example, kg, *, add_gold: bool, verify: bool = True) -> HGNetExample:
    query = read_not_in_as_anti_join(ex.query)
    actions, g = gold_graph(query)
    try:
        masks = check_gold(actions)
    except QueryGraphError as e:
        raise NotTrainable(f"masked: {e}") from None
    if query != ex.query:  # the benchmark's answers are the faulty query's: the repaired one's are gold
        expected = _plain_rows(kg.select(executable_query(query))) if verify else None
    else:
        expected = ex.gold.rows if ex.gold is not None and ex.gold.status == "ok" else None
    if verify and expected is not None and not _rows_match(_plain_rows(kg.select(to_sparql(g))), expected):
        raise NotTrainable("converted query does not reproduce the gold answers")
    return with_pool(ex.idx, ex.kg_name, ex.question, actions, masks, g, kg, add_gold=add_gold)


def with_pool(idx: int, kg_name: str, question: str, actions: list[Action], masks: list, g: QueryGraph, kg, *,
              add_gold: bool) -> HGNetExample:
    """The example of a gold graph with the question's candidates on ``kg`` and the gold's
    positions among them (gold instances the candidates missed appended when ``add_gold``)."""
    pool = slot_candidates(question, kg)
    v_t, e_t = gold_targets(g, pool, add_gold=add_gold)
    return HGNetExample(idx, kg_name, question, actions, masks, g, pool, v_t, e_t)


def gold_targets(g: QueryGraph, pool: SlotCandidates, *, add_gold: bool,
                 name=None) -> tuple[dict[int, int], dict[int, int]]:
    """Each gold vertex's and edge's position among the candidates (an Ans vertex: its column);
    a gold instance the pool lacks is appended when ``add_gold`` (named by ``name(cls, instance)``
    when given), else left without a target."""
    def target(cls: str, instance) -> int:
        if not add_gold:
            return pool.index(cls, instance)
        return pool.add(cls, instance, name(cls, instance) if name else None)

    v_t, e_t = {}, {}
    for i, v in enumerate(g.vertices):
        if v.cls is VertexClass.ANS:
            v_t[i] = int(v.instance or 0)
            continue
        if v.instance is None:
            continue
        j = target(v.cls.value, v.instance)
        if j >= 0:
            v_t[i] = j
    for k, e in enumerate(g.edges):
        j = target(e.cls.value, e.instance)
        if j >= 0:
            e_t[k] = j
    return v_t, e_t


def hgnet_examples_path(split: str = "train", limit: int | None = None, *, add_gold: bool | None = None,
                        verify: bool = True, style: str | None = None, changed_only: bool = False) -> Path:
    """Where :func:`load_hgnet_examples` keeps ``split`` preprocessed (it exists once built)."""
    add_gold = (split == "train") if add_gold is None else add_gold
    styled = f"|{style}" if style else ""  # (the original's key predates styles)
    styled += "|changed" if changed_only else ""
    key = hashlib.sha1(f"{FORMAT_VERSION}|{split}|{limit}|{add_gold}|{verify}{styled}".encode()).hexdigest()[:12]
    return cache_dir() / "hgnet" / f"{split}{'@' + style if style else ''}{'+changed' if changed_only else ''}-{key}.pkl"


def load_hgnet_examples(split: str = "train", limit: int | None = None, *, add_gold: bool | None = None,
                        verify: bool = True, progress: bool = True,
                        style: str | None = None, changed_only: bool = False) -> tuple[list[HGNetExample], Counter]:
    """Preprocessed examples of ``split`` (cached); returns ``(examples, skipped-reasons)``.
    ``style`` reads the split re-rendered in that modelling convention
    (:mod:`kgqa.data.spider4sparql_styles`, rendered on first use) over the restyled KGs;
    ``changed_only`` keeps only the questions whose gold query the style changed beyond renaming
    (the ``entities`` style's questions anchored on an entity)."""
    path = hgnet_examples_path(split, limit, add_gold=add_gold, verify=verify, style=style, changed_only=changed_only)
    add_gold = (split == "train") if add_gold is None else add_gold
    if path.exists():
        with path.open("rb") as f:
            return pickle.load(f)
    if style is None:
        raw, open_kg = load_split(split), lambda name: spider_kg(name, timeout_s=VERIFY_TIMEOUT_S)
    else:
        raw, open_kg = _styled_split(split, style)
        if changed_only:
            original = _original_queries(split)
            raw = [e for e in raw if e.query != original.get(e.idx)]
    if limit:
        raw = raw[:limit]
    # group by KG so each store is loaded once
    raw = sorted(raw, key=lambda e: (e.kg_name.lower(), e.idx))
    out: list[HGNetExample] = []
    skipped: Counter = Counter()
    for ex in tqdm(raw, desc=f"hgnet {split}", disable=not progress, mininterval=5):
        try:
            out.append(build_example(ex, open_kg(ex.kg_name), add_gold=add_gold, verify=verify))
        except NotTrainable as u:
            skipped[str(u).split(":")[0][:50]] += 1
        except Exception as e:  # a KG that fails to load or a query error: skip, counted
            skipped[f"error {type(e).__name__}"] += 1
    out.sort(key=lambda e: e.idx)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as f:
        pickle.dump((out, skipped), f)
    os.replace(tmp, path)
    return out, skipped


def _original_queries(split: str) -> dict[int, str]:
    from kgqa.data.spider4sparql_styles import build_style, default_out, load_style

    out = default_out()
    if not (out / "original" / f"{split}.json").exists():
        build_style("original", out, split, with_gold=False)
    return {e.idx: e.query for e in load_style("original", out, split)}


def _styled_split(split: str, style: str):
    """The questions of ``split`` in ``style`` and an opener of their restyled KGs (one store
    at a time: the examples are built KG by KG)."""
    from kgqa.data.spider4sparql_styles import build_style, default_out, load_style, style_kg_file
    from kgqa.kg.embedded import EmbeddedKG

    out = default_out()
    if not (out / style / f"{split}.json").exists():
        build_style(style, out, split, with_gold=False)
    current: dict[str, EmbeddedKG] = {}

    def open_kg(name: str) -> EmbeddedKG:
        if name not in current:
            current.clear()
            current[name] = EmbeddedKG([style_kg_file(style, out, name)], name=f"{name}@{style}",
                                        timeout_s=VERIFY_TIMEOUT_S)
        return current[name]

    return load_style(style, out, split), open_kg
