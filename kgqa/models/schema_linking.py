"""Schema linking between a question and its slot candidates (RAT-SQL-style features).

* :func:`match_features`: candidate side, how much of each candidate's name the question
  mentions (the filling decoders' lexical bias);
* :func:`question_link_features`: question side, which tokens name a column, a table or a
  value of the KG at hand, or a number (``model.question_linking``);
* :func:`entity_link_features`: question side, which tokens name an entity candidate, and how
  many separate entity mentions the question holds (``model.entity_linking``);
* :func:`schema_join_features`: how many tables the question names and how many hops along the
  KG's object properties join them (``model.schema_joins``);
* :func:`linked_words`: the tagged words, as an answer shows them.

Everything is read from :class:`~kgqa.models.slots.SlotCandidates` (``columns``, ``tables``,
``joins``, the Val literals), so it works on any KG whose schema index has names for its
properties and classes.
"""

from __future__ import annotations

from collections import deque

import torch
from rdflib import Literal
from torch import Tensor

from kgqa.candidates.values import value_key
from kgqa.models.slots import NUMBER_WORDS, SlotCandidates, words
from kgqa.wordforms import singular

LINK_FEATURES = ("column", "table", "value", "number")
#: Entity mentions counted as one-hot buckets 0, 1, 2 and "3 or more" (:func:`entity_link_features`).
ENTITY_COUNT_BUCKETS = 4
JOIN_FEATURES = ("tables", "join_hops", "unjoined")
#: Values too common to say anything when a question contains them ("the 1 with ...").
_UNINFORMATIVE_VALUES = {value_key("1")}


def _stem(w: str) -> str:
    return w[:5]


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in words(text) if len(w) > 2 or w.isdigit()}


def match_features(question: str, labels: list[str]) -> Tensor:
    """[N, 2]: share of a label's (5-char-stemmed) tokens in the question, and all-of-them."""
    q = _stems(question)
    out = []
    for lab in labels:
        toks = _stems(lab)
        r = len(toks & q) / len(toks) if toks else 0.0
        out.append([r, float(r == 1.0)])
    return torch.tensor(out, dtype=torch.float32).reshape(-1, 2)


def _normal_tokens(tokens: list[str]) -> list[str]:
    """Lower-case singular words; MiniLM's ``##`` continuation marks dropped."""
    return [singular(t.lower().removeprefix("##")) for t in tokens]


def _singular_words(text: str) -> list[str]:
    return [singular(w) for w in words(text)]


def _joined(text: str) -> str:
    """A name written as one word: ``life expectancy`` -> ``lifeexpectancy`` (singular)."""
    return singular("".join(words(text)))


def _column_keys(slots: SlotCandidates) -> set[str]:
    """Stems of every column word, and each whole column name written together."""
    keys: set[str] = set()
    for column in slots.columns:
        keys |= {_stem(w) for w in _singular_words(column)}
        keys.add(_joined(column))
    return keys


def _table_keys(slots: SlotCandidates) -> set[str]:
    return {_stem(w) for table in slots.tables for w in _singular_words(table)}


def _value_phrases(slots: SlotCandidates) -> list[list[str]]:
    """The Val literals as word sequences (OrderSpecs and uninformative values left out)."""
    out = []
    for v in slots.instances.get("Val", []):
        if isinstance(v, Literal) and value_key(str(v)) not in _UNINFORMATIVE_VALUES:
            phrase = _singular_words(str(v))
            if phrase:
                out.append(phrase)
    return out


def question_link_features(tokens: list[str], slots: SlotCandidates) -> Tensor:
    """[L, 4] schema-linking tags of the question's tokens (RAT-SQL's question-side linking).

    A token is tagged ``column`` when its (singular, 5-char) stem is a stem of some column name
    (a candidate property's local name) or it and its neighbour spell one, ``table`` for a class
    name, ``value`` when it lies inside an occurrence of a Val literal candidate (other than the
    default ``1``), ``number`` for digits and number words. The outline decoder needs these to
    know *how many* columns, filters and tables the question mentions on a schema it never saw
    in training: word vectors of "age" or "France" do not say that this KG has an ``age``
    property or a ``'France'`` value.
    """
    columns, tables = _column_keys(slots), _table_keys(slots)
    low = _normal_tokens(tokens)
    n_tok = len(low)
    tags = [[0.0] * len(LINK_FEATURES) for _ in range(n_tok)]
    for i, t in enumerate(low):
        if len(t) > 2 and _stem(t) in columns:
            tags[i][0] = 1.0
        # adjacent words written together ("life expectancy" -> lifeexpectancy)
        if i + 1 < n_tok and t + low[i + 1] in columns:
            tags[i][0] = tags[i + 1][0] = 1.0
        if len(t) > 2 and _stem(t) in tables:
            tags[i][1] = 1.0
        if t.isdigit() or t in NUMBER_WORDS:
            tags[i][3] = 1.0
    for phrase in _value_phrases(slots):
        n = len(phrase)
        for i in range(n_tok - n + 1):
            if low[i:i + n] == phrase:
                for j in range(i, i + n):
                    tags[j][2] = 1.0
    return torch.tensor(tags, dtype=torch.float32).reshape(-1, len(LINK_FEATURES))


def _entity_phrases(slots: SlotCandidates) -> list[list[str]]:
    """The Ent candidates' names as word sequences; a name of no word longer than two letters
    and no digit ("a", "of") names nothing."""
    out = []
    for name in slots.names.get("Ent", []):
        phrase = _singular_words(name)
        if any(len(w) > 2 or w.isdigit() for w in phrase):
            out.append(phrase)
    return out


def entity_link_features(tokens: list[str], slots: SlotCandidates) -> tuple[Tensor, Tensor]:
    """([L, 1] tags, [ENTITY_COUNT_BUCKETS] one-hot count) of the question's entity mentions.

    A token is tagged when it lies inside a whole occurrence of some Ent candidate's name
    (singular, lower-case words, as Val literals are found). The count is the number of
    separate runs of tagged tokens: "missions of Gemini 8 and Apollo 11" holds two. The outline
    decoder reads it to tell a question about one named thing from one about two ("who was
    in both A and B", "is A a B"), which word vectors alone do not say: on a KG of named
    things, how many Ent vertices to outline is exactly how many entities the linker found
    named in the question.
    """
    low = _normal_tokens(tokens)
    n_tok = len(low)
    tagged = [False] * n_tok
    for phrase in _entity_phrases(slots):
        n = len(phrase)
        for i in range(n_tok - n + 1):
            if low[i:i + n] == phrase:
                for j in range(i, i + n):
                    tagged[j] = True
    runs = sum(1 for i, t in enumerate(tagged) if t and (i == 0 or not tagged[i - 1]))
    count = torch.zeros(ENTITY_COUNT_BUCKETS)
    count[min(runs, ENTITY_COUNT_BUCKETS - 1)] = 1.0
    return torch.tensor(tagged, dtype=torch.float32).reshape(-1, 1), count


def _named_classes(spans: set[str], slots: SlotCandidates) -> set[str]:
    """Classes the question names: by their own name, or by a column only one of them has."""
    named = {iri for table, iri in zip(slots.tables, slots.table_classes) if _joined(table) in spans}
    for column, owners in slots.column_owners.items():
        if len(owners) == 1 and _joined(column) in spans:
            named.add(owners[0])
    return named


def _hop_distances(graph: dict[str, set[str]], sources: set[str]) -> dict[str, int]:
    dist = {t: 0 for t in sources}
    queue = deque(sources)
    while queue:
        u = queue.popleft()
        for v in graph.get(u, ()):
            if v not in dist:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


def _steiner_hops(named: set[str], joins: list[tuple[str, str]]) -> tuple[int, int]:
    """(hops, unjoined) of a greedy Steiner tree over the join graph connecting ``named``."""
    graph: dict[str, set[str]] = {}
    for a, b in joins:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    hops = unjoined = 0
    todo = sorted(named)
    if not todo:
        return 0, 0
    tree = {todo.pop(0)}
    while todo:
        dist = _hop_distances(graph, tree)
        reach = [t for t in todo if t in dist]
        if not reach:
            return hops, unjoined + len(todo)
        nearest = min(reach, key=lambda t: (dist[t], t))
        hops += dist[nearest]
        todo.remove(nearest)
        tree.add(nearest)
    return hops, unjoined


def schema_join_features(tokens: list[str], slots: SlotCandidates) -> Tensor:
    """[3]: how many classes ("tables") the question names (by name, or by a column only one
    class has), how many object-property hops join them (a greedy Steiner tree over
    ``slots.joins``), and how many of them no link reaches. A join through a link class is the
    largest class of structure errors: the outline must add a Var and two Rel edges per hop.
    """
    low = _normal_tokens(tokens)
    spans = set(low) | {a + b for a, b in zip(low, low[1:])}
    named = _named_classes(spans, slots)
    hops, unjoined = _steiner_hops(named, slots.joins)
    return torch.tensor([float(len(named)), float(hops), float(unjoined)])


def linked_words(tokens: list[str], tags: Tensor) -> dict[str, list[str]]:
    """The question tokens carrying each tag of :func:`question_link_features` (what a user sees)."""
    return {name: [t for t, row in zip(tokens, tags.tolist()) if row[k]] for k, name in enumerate(LINK_FEATURES)}
