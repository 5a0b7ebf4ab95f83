"""Training examples from any KG's QALD-JSON question/SPARQL pairs, on that KG.

``python -m kgqa.train dataset=qald dataset.path=FILE kg=endpoint kg.endpoint=URL`` trains on a
user's own pairs; ``dataset=mix`` adds them to a mixture. The preprocessing is Spider4SPARQL's
(:mod:`kgqa.models.examples`): the gold query becomes a core query graph and its outline
(Algorithm 2), the regenerated SPARQL must give the gold query's own answers on the KG (so the
training signal is exact whatever the file's ``answers`` say), and the candidates come from the
KG's onboarded indexes, with the gold instances the candidates missed appended (counted:
``gold_added``, the gold-in-pool accounting).
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
from collections import Counter

from tqdm import tqdm

from kgqa.data.qald import QaldQuestion
from kgqa.data.qald_examples import declared_query
from kgqa.kg.base import SelectResult
from kgqa.kg.errors import KGError
from kgqa.models.examples import HGNetExample, NotTrainable, _plain_rows, _rows_match, gold_graph, with_pool
from kgqa.models.outline_space import check_gold
from kgqa.paths import cache_dir
from kgqa.querygraph import QueryGraphError, to_sparql
from kgqa.querygraph.canonical import ASK_ROOT_VERSION

log = logging.getLogger(__name__)
FORMAT_VERSION = 1
VERIFY_TIMEOUT_S = 120.0


def _same_answers(gold, converted) -> bool:
    if isinstance(gold, bool) or isinstance(converted, bool):
        return gold == converted
    if isinstance(gold, SelectResult) and isinstance(converted, SelectResult):
        return _rows_match(_plain_rows(converted), _plain_rows(gold))
    return False


def build_qald_example(idx: int, question: str, query: str, kg, kg_name: str, *, prefixes: dict[str, str],
                       verify: bool = True) -> HGNetExample:
    """One training example (raises :class:`NotTrainable` when the pair cannot teach)."""
    actions, g = gold_graph(query, prefixes)
    try:
        masks = check_gold(actions)
    except QueryGraphError as e:
        raise NotTrainable(f"masked: {e}") from None
    if verify:
        try:
            gold = kg.query(query, timeout_s=VERIFY_TIMEOUT_S, use_cache=False)
            converted = kg.query(to_sparql(g), timeout_s=VERIFY_TIMEOUT_S, use_cache=False)
        except KGError as e:
            raise NotTrainable(f"not executable: {type(e).__name__}") from None
        if not _same_answers(gold, converted):
            raise NotTrainable("converted query does not reproduce the gold answers")
    return with_pool(idx, kg_name, question, actions, masks, g, kg, add_gold=True)


def load_qald_training(questions: list[QaldQuestion], kg, kg_name: str, *, prefixes: dict[str, str],
                       verify: bool = True, progress: bool = True) -> tuple[list[HGNetExample], Counter]:
    """The training examples of ``questions`` on ``kg`` (cached by the pairs and the KG's
    identity); returns ``(examples, skipped-reasons)``. ``gold_added`` in the counter counts the
    gold instances the candidate pools missed (added for training only)."""
    digest = hashlib.sha1(repr((FORMAT_VERSION, ASK_ROOT_VERSION, kg.identity, kg_name, verify, sorted(prefixes.items()),
                                [(q.id, q.question, q.sparql) for q in questions])).encode()).hexdigest()[:12]
    path = cache_dir() / "hgnet" / f"qald@{kg_name}-{digest}.pkl"
    if path.exists():
        with path.open("rb") as f:
            return pickle.load(f)
    out: list[HGNetExample] = []
    skipped: Counter = Counter()
    for i, q in enumerate(tqdm(questions, desc=f"qald {kg_name}", disable=not progress, mininterval=5)):
        if not q.sparql or not q.question:
            skipped["no question or gold query"] += 1
            continue
        idx = int(q.id) if str(q.id).isdigit() else i
        try:
            ex = build_qald_example(idx, q.question, declared_query(q.sparql, prefixes), kg, kg_name,
                                    prefixes=prefixes, verify=verify)
        except NotTrainable as e:
            skipped[str(e).split(":")[0][:50]] += 1
            continue
        out.append(ex)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as f:
        pickle.dump((out, skipped), f)
    os.replace(tmp, path)
    log.info("qald %s: %d examples from %d pairs (skipped %s)", kg_name, len(out), len(questions),
             skipped.most_common(6))
    return out, skipped
