"""Spider4SPARQL -> HGNet training examples (question, candidate pool, gold actions, gold fills).

Each gold query is converted to a query graph (:func:`kgqa.models.aqg.parse_sparql`), checked
by execution (the converted SPARQL must return the gold answers on the example's KG, so every
training signal is exact), turned into gold outline actions (Algorithm 2) that must be legal
under the grammar masks, and paired with the candidate pool built from the KG. For TRAINING
only, gold instances the pool missed are added to it (the evaluation never does this).
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

from tqdm import tqdm

from kgqa.data.spider4sparql import Example, load_split
from kgqa.data.spider_kgs import spider_kg
from kgqa.models.aqg import (
    ADD_VERTEX_CLASSES,
    EDGE_LABELS,
    AddEdge,
    AddVertex,
    OutlineState,
    QueryGraph,
    SelectVertex,
    Unsupported,
    outline_actions,
    parse_sparql,
    reorder,
    to_sparql,
    vertex_class_mask,
)
from kgqa.models.pool import CandidatePool, build_pool, schema_index
from kgqa.paths import cache_dir

log = logging.getLogger(__name__)
FORMAT_VERSION = 6  # 5: Val pools include the kgqa.candidates value links (models/pool.py); 6: pools carry the KG's foreign-key table pairs


@dataclass
class HGNetExample:
    idx: int
    kg_name: str
    question: str
    actions: list
    graph: QueryGraph  # gold query graph, vertices/edges in outline order
    pool: CandidatePool
    v_targets: dict[int, int] = field(default_factory=dict)
    e_targets: dict[int, int] = field(default_factory=dict)


class _CacheUnpickler(pickle.Unpickler):
    """Reads caches written before this module moved here from ``kgqa.data.hgnet_dataset``
    (same :data:`FORMAT_VERSION`, same content: only the class's module path changed)."""

    def find_class(self, module: str, name: str):
        if module == "kgqa.data.hgnet_dataset":
            module = __name__
        return super().find_class(module, name)


def gold_graph(query: str) -> tuple[list, QueryGraph]:
    """Gold outline actions and the gold graph renumbered in outline order."""
    g = parse_sparql(query)
    actions, vorder, eorder = outline_actions(g)
    g2 = reorder(g, vorder, eorder)
    check_legal(actions)
    return actions, g2


def check_legal(actions: list) -> None:
    """Raise :class:`Unsupported` if a gold action is masked by the grammar."""
    st = OutlineState()
    for a in actions:
        if isinstance(a, AddVertex):
            if not vertex_class_mask(st)[ADD_VERTEX_CLASSES.index(a.cls)]:
                raise Unsupported(f"grammar masks AddVertex({a.cls})")
            if a.cls != "End" and len(st.g.vertices) >= 2 and not st.delta_mask(a.cls)[a.delta]:
                raise Unsupported("grammar masks the segment switch")
            if a.copy >= 0 and not st.vertex_copy_mask(a.cls, 0)[a.copy]:
                raise Unsupported("grammar masks the vertex copy")
        elif isinstance(a, SelectVertex):
            if not st.select_mask()[a.u]:
                raise Unsupported("grammar masks SelectVertex")
        elif isinstance(a, AddEdge):
            if not st.edge_mask()[EDGE_LABELS.index(a.label)]:
                raise Unsupported(f"grammar masks AddEdge({a.label})")
        st.apply(a)


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


def build_example(ex: Example, kg, *, add_gold: bool, verify: bool = True) -> HGNetExample:
    actions, g = gold_graph(ex.query)
    if verify and ex.gold is not None and ex.gold.status == "ok":
        res = kg.select(to_sparql(g))
        if not _rows_match([[None if t is None else str(t) for t in r] for r in res.rows], ex.gold.rows):
            raise Unsupported("converted query does not reproduce the gold answers")
    pool = build_pool(ex.question, kg)
    v_t, e_t = {}, {}
    for i, v in enumerate(g.vertices):
        if v.inst is None:
            continue
        j = pool.add(v.cls, v.inst) if add_gold else pool.index(v.cls, v.inst)
        if j >= 0:
            v_t[i] = j
    for k, e in enumerate(g.edges):
        j = pool.add(e.cls, e.inst) if add_gold else pool.index(e.cls, e.inst)
        if j >= 0:
            e_t[k] = j
    return HGNetExample(ex.idx, ex.kg_name, ex.question, actions, g, pool, v_t, e_t)


def load_hgnet_examples(split: str = "train", limit: int | None = None, *, add_gold: bool | None = None,
                        verify: bool = True, progress: bool = True) -> tuple[list[HGNetExample], Counter]:
    """Preprocessed examples of ``split`` (cached); returns ``(examples, skipped-reasons)``."""
    add_gold = (split == "train") if add_gold is None else add_gold
    key = hashlib.sha1(f"{FORMAT_VERSION}|{split}|{limit}|{add_gold}|{verify}".encode()).hexdigest()[:12]
    path = cache_dir() / "hgnet" / f"{split}-{key}.pkl"
    if path.exists():
        with path.open("rb") as f:
            return _CacheUnpickler(f).load()
    raw = load_split(split)
    if limit:
        raw = raw[:limit]
    # group by KG so each store is loaded once
    raw = sorted(raw, key=lambda e: (e.kg_name.lower(), e.idx))
    out: list[HGNetExample] = []
    skipped: Counter = Counter()
    for ex in tqdm(raw, desc=f"hgnet {split}", disable=not progress, mininterval=5):
        try:
            kg = spider_kg(ex.kg_name)
            schema_index(kg)
            out.append(build_example(ex, kg, add_gold=add_gold, verify=verify))
        except Unsupported as u:
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
