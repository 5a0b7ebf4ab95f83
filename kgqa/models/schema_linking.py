"""Schema linking between a question and its candidate pool (RAT-SQL-style features).

* :func:`match_features`: candidate side, how much of each candidate's name the question
  mentions (the filling decoders' lexical bias);
* :func:`question_link_features`: question side, which tokens name a column, a table or a
  value of the KG at hand, or a number (``model.question_linking``);
* :func:`schema_join_features`: how many tables the question names and how many foreign-key
  hops join them (``model.schema_joins``);
* :func:`linked_words`: the tagged words, as an answer shows them.
"""

from __future__ import annotations

from collections import deque

import torch
from torch import Tensor

from kgqa.models.pool import _NUM_WORDS, NO_LIMIT, ONTOP, CandidatePool, value_label, words
from kgqa.wordforms import singular


def _stems(text: str) -> set[str]:
    return {w[:5] for w in words(text) if len(w) > 2 or w.isdigit()}


def match_features(question: str, labels: list[str]) -> Tensor:
    """[N, 2]: share of a label's (5-char-stemmed) tokens in the question, and all-of-them."""
    q = _stems(question)
    out = []
    for lab in labels:
        toks = _stems(lab)
        r = len(toks & q) / len(toks) if toks else 0.0
        out.append([r, float(r == 1.0)])
    return torch.tensor(out, dtype=torch.float32).reshape(-1, 2)


LINK_FEATURES = ("column", "table", "value", "number")


def question_link_features(tokens: list[str], pool: CandidatePool) -> Tensor:
    """[L, 4] schema-linking tags of the question's tokens (RAT-SQL's question-side linking).

    A token is tagged ``column`` when its (singular, 5-char) stem is a stem of some column name
    (the part of a Rel IRI after ``#``) or it and its neighbour spell one, ``table`` for a class
    name, ``value`` when it lies inside an occurrence of a Val candidate (other than the default
    ``1``/``ALL``), ``number`` for digits and number words. The outline decoder needs these to know *how many* columns, filters and tables the
    question mentions on a schema it never saw in training: GloVe vectors of "age" or "France"
    do not say that this KG has an ``age`` column or a ``'France'`` value.
    """
    def name_parts(text: str) -> list[str]:
        return [singular(w) for w in words(text.replace("_", " ").replace("-", " ")) if w != "ref"]

    # a column name is matched by one question word ("age") or by adjacent words written
    # together ("life expectancy" -> lifeexpectancy)
    columns: set[str] = set()
    for iri in pool.instances.get("Rel", []):
        if iri.startswith(ONTOP) and "#" in iri:
            local = iri.rsplit("#", 1)[1]
            columns |= {_stem(w) for w in name_parts(local)}
            columns.add(singular(local.replace("_", "").replace("-", "").lower()))
    tables: set[str] = set()
    for iri in pool.instances.get("Type", []):
        tables |= {_stem(w) for w in name_parts(iri.rsplit("/", 1)[-1])}
    low = _normal_tokens(tokens)
    n_tok = len(low)
    tags = [[0.0] * len(LINK_FEATURES) for _ in range(n_tok)]
    for i, t in enumerate(low):
        if _stem(t) in columns and len(t) > 2:
            tags[i][0] = 1.0
        if i + 1 < n_tok and t + low[i + 1] in columns:
            tags[i][0] = tags[i + 1][0] = 1.0
        if _stem(t) in tables and len(t) > 2:
            tags[i][1] = 1.0
        if t.isdigit() or t in _NUM_WORDS:
            tags[i][3] = 1.0
    for v in pool.instances.get("Val", []):
        if v in ("1", NO_LIMIT):
            continue
        vt = [singular(w) for w in words(value_label(v))]
        n = len(vt)
        for i in range(n_tok - n + 1):
            if n and low[i:i + n] == vt:
                for j in range(i, i + n):
                    tags[j][2] = 1.0
    return torch.tensor(tags, dtype=torch.float32).reshape(-1, len(LINK_FEATURES))


JOIN_FEATURES = ("tables", "join_hops", "unjoined")


def schema_join_features(tokens: list[str], pool: CandidatePool) -> Tensor:
    """[3]: how many tables the question names (by table name, or by a column only one table
    has), how many foreign-key hops join them (a greedy Steiner tree over the KG's ``ref-``
    links), and how many of them no link reaches. A join through a link table is the largest
    class of structure errors: the outline must add a Var and two Rel edges per hop.
    """
    def key(text: str) -> str:
        return singular("".join(words(text.replace("_", " ").replace("-", " "))))

    low = _normal_tokens(tokens)
    spans = set(low) | {a + b for a, b in zip(low, low[1:])}
    tables = {key(iri.rsplit("/", 1)[-1]): iri for iri in pool.instances.get("Type", [])}
    named = {iri for k, iri in tables.items() if k in spans}
    owners: dict[str, set[str]] = {}
    for iri in pool.instances.get("Rel", []):
        if iri.startswith(ONTOP) and "#" in iri and "#ref-" not in iri:
            table, column = iri.rsplit("#", 1)
            owners.setdefault(key(column), set()).add(table)
    for column, ts in owners.items():
        if column in spans and len(ts) == 1:
            named |= ts
    graph: dict[str, set[str]] = {}
    for a, b in pool.joins:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)

    def distances(sources: set[str]) -> dict[str, int]:
        dist = {t: 0 for t in sources}
        queue = deque(sources)
        while queue:
            u = queue.popleft()
            for v in graph.get(u, ()):
                if v not in dist:
                    dist[v] = dist[u] + 1
                    queue.append(v)
        return dist

    hops = unjoined = 0
    todo = sorted(named)
    if todo:
        tree = {todo.pop(0)}
        while todo:
            dist = distances(tree)
            reach = [t for t in todo if t in dist]
            if not reach:
                unjoined += len(todo)
                break
            nearest = min(reach, key=lambda t: (dist[t], t))
            hops += dist[nearest]
            todo.remove(nearest)
            tree.add(nearest)
    return torch.tensor([float(len(named)), float(hops), float(unjoined)])


def linked_words(tokens: list[str], tags: Tensor) -> dict[str, list[str]]:
    """The question tokens carrying each tag of :func:`question_link_features` (what a user sees)."""
    return {name: [t for t, row in zip(tokens, tags.tolist()) if row[k]] for k, name in enumerate(LINK_FEATURES)}


def _normal_tokens(tokens: list[str]) -> list[str]:
    """Lower-case singular words; MiniLM's ``##`` continuation marks dropped."""
    return [singular(t.lower().removeprefix("##")) for t in tokens]




def _stem(w: str) -> str:
    return w[:5]
