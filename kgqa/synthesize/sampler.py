"""Grounding question shapes in a KG by walking it.

One function per shape (``draw_<shape>(view, rng)``): pick a seed (a named entity from the
label index, or a row of a class named by one of its columns), walk its neighbours with bounded
SELECTs, and return a :class:`Draft`: the query graph (:mod:`.shapes`) and the words the
templates need (:mod:`.verbalise`). ``None`` means this draw found nothing to ask; the caller
draws again. Whether the graph's answer is kept (non-empty, not too large) is decided by
executing it (:mod:`.synthesizer`).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from rdflib import Literal, URIRef

from kgqa.querygraph import QueryGraph

from . import shapes as S
from .kgview import Anchor, KGView

AGGREGATES = ("AVG", "SUM", "MAX", "MIN")


@dataclass
class Draft:
    shape: str
    graph: QueryGraph
    slots: dict = field(default_factory=dict)
    expect: bool | None = None  # a yes/no question's intended answer


# -- seeds and walks -----------------------------------------------------------------------
def seed(view: KGView, rng: random.Random) -> tuple[URIRef, Anchor] | None:
    """A thing to ask about: a named entity, or a row of a class with a naming column."""
    named_classes = [c for c in sorted(view.classes) if view.name_prop(c)]
    if view.named and (not named_classes or rng.random() < 0.5):
        iri = URIRef(rng.choice(view.named))
        a = view.anchor(iri)
        return (iri, a) if a else None
    if not named_classes:
        return None
    cls = rng.choice(named_classes)
    members = view.members(cls, rng)
    if not members:
        return None
    node = rng.choice(members)
    a = view.anchor(node, cls)
    return (node, a) if a else None


def _nameable(view: KGView, node) -> tuple[str | None, str | None] | None:
    """How an answer node is shown: ``(class, naming column)``; ``None`` when nothing names it.
    Literals and named entities are shown as they are (naming column ``None``)."""
    if isinstance(node, Literal):
        return None, None
    if not isinstance(node, URIRef):
        return None
    cls = view.class_of(node)
    if str(node) in view.names:
        return cls, None
    prop = view.name_prop(cls)
    return (cls, prop) if prop else None


def walk(view: KGView, node: URIRef, anchor: Anchor, hops: int, rng: random.Random,
         first: bool | None = None) -> tuple[list[S.Step], list] | None:
    """``hops`` steps from ``node`` in either direction (``first``: the first step's direction);
    never back over the edge just walked, never over the anchor's own naming column. Returns the
    steps and the nodes reached."""
    steps: list[S.Step] = []
    nodes = [node]
    cur = node
    for i in range(hops):
        last = i == hops - 1
        options = []
        if first is not False or i > 0:
            options += [(p, o, True) for p, o in view.out_edges(cur)
                        if isinstance(o, URIRef) or (last and not view.is_key(p))]
        if first is not True or i > 0:
            options += [(p, s, False) for p, s in view.in_edges(cur)]
        options = [(p, o, f) for p, o, f in options
                   if o not in nodes and not (anchor.prop is not None and p == str(anchor.prop))
                   and not (steps and steps[-1].prop == p and steps[-1].forward != f)]
        if not options:
            return None
        # one option per (relation, direction), so a hub's many neighbours do not crowd the draw
        by_rel: dict[tuple[str, bool], list] = {}
        for p, o, f in options:
            by_rel.setdefault((p, f), []).append(o)
        (p, f) = rng.choice(sorted(by_rel))
        cur = rng.choice(by_rel[(p, f)])
        steps.append(S.Step(p, f))
        nodes.append(cur)
    return steps, nodes


def _step_words(view: KGView, steps: list[S.Step], nodes: list) -> list[dict]:
    return [{"prop": view.prop_words(s.prop), "forward": s.forward,
             "noun": view.class_noun(view.class_of(n)) if isinstance(n, URIRef) else None}
            for s, n in zip(steps, nodes[1:])]


def _path_draft(view: KGView, rng: random.Random, hops: int, shape: str, first: bool | None = None,
                count: bool = False) -> Draft | None:
    s = seed(view, rng)
    if s is None:
        return None
    node, anchor = s
    w = walk(view, node, anchor, hops, rng, first)
    if w is None:
        return None
    steps, nodes = w
    end = nodes[-1]
    if count and not isinstance(end, URIRef):
        return None  # "how many rankings has X got" counts a column's values: not a question
    shown = (None, None) if count else _nameable(view, end)
    if shown is None:
        return None
    cls, name_prop = shown
    if count:
        cls = view.class_of(end) if isinstance(end, URIRef) else None
    typed = cls if view.typed and not steps[-1].forward or count else None
    g = S.path(anchor, steps, typed if isinstance(end, URIRef) else None, name_prop=name_prop, count=count)
    return Draft(shape, g, {"anchor": anchor.text, "steps": _step_words(view, steps, nodes),
                            "noun": view.class_noun(typed) if isinstance(end, URIRef) else None,
                            "literal": isinstance(end, Literal)})


def draw_lookup(view, rng):
    return _path_draft(view, rng, 1, "lookup", first=True)


def draw_reverse(view, rng):
    return _path_draft(view, rng, 1, "reverse", first=False)


def draw_chain2(view, rng):
    return _path_draft(view, rng, 2, "chain2")


def draw_chain3(view, rng):
    return _path_draft(view, rng, 3, "chain3")


def draw_count(view, rng):
    return _path_draft(view, rng, rng.choice((1, 1, 2)), "count", count=True)


# -- class-level shapes --------------------------------------------------------------------
def _subject(view: KGView, rng: random.Random, kind: str) -> tuple[S.Subject, str] | None:
    """A class (``None`` untyped) and one of its non-key properties of literal ``kind``."""
    pairs = []
    for cls in (sorted(view.classes) if view.typed else [None]):
        if not view.presentable(cls):
            continue  # its members would be answered by bare row keys
        for p in view.props_of(cls, kind):
            if not view.is_key(p) and p != view.name_prop(cls):
                pairs.append((cls, p))
    if not pairs:
        return None
    cls, prop = rng.choice(pairs)
    return S.Subject(cls, view.name_prop(cls)), prop


def _subject_slots(view: KGView, subj: S.Subject, prop: str) -> dict:
    return {"noun": view.class_noun(subj.cls), "prop": view.prop_words(prop), "kind": view.literal_kind(prop)}


def draw_superlative(view, rng):
    s = _subject(view, rng, rng.choice(("number", "number", "date")))
    if s is None:
        s = _subject(view, rng, "number")
    if s is None:
        return None
    subj, prop = s
    desc = rng.random() < 0.5
    limit = 1 if rng.random() < 0.75 else rng.choice((2, 3, 5))
    return Draft("superlative", S.ranked(subj, prop, desc, limit),
                 {**_subject_slots(view, subj, prop), "desc": desc, "limit": limit})


def draw_ordinal(view, rng):
    s = _subject(view, rng, "number")
    if s is None:
        return None
    subj, prop = s
    desc = rng.random() < 0.5
    n = rng.choice((2, 2, 3, 3, 4, 5))
    return Draft("ordinal", S.ranked(subj, prop, desc, 1, n - 1),
                 {**_subject_slots(view, subj, prop), "desc": desc, "n": n})


def _middle_value(view: KGView, prop: str, rng: random.Random) -> Literal | None:
    vals = sorted({o for _, o in view.triples(prop, rng) if isinstance(o, Literal)}, key=_sort_key)
    if len(vals) < 3:
        return None
    return vals[rng.randrange(1, len(vals) - 1)]


def _sort_key(lit: Literal):
    v = lit.toPython()
    return (0, v) if isinstance(v, (int, float)) else (1, str(lit))


def _compare(view, rng, kind: str, shape: str):
    s = _subject(view, rng, kind)
    if s is None:
        return None
    subj, prop = s
    op = rng.choice((">", "<", ">", "<", ">=", "<="))
    # a threshold a few values from the end the comparison keeps, so the answer is small
    value = view.ranked_value(prop, descending=op.startswith(">"), offset=rng.randint(1, 12))
    if value is None:
        value = _middle_value(view, prop, rng)
    if value is None:
        return None
    return Draft(shape, S.compared(subj, prop, op, value), {**_subject_slots(view, subj, prop), "op": op,
                                                            "value": str(value)})


def draw_compare_number(view, rng):
    return _compare(view, rng, "number", "compare_number")


def draw_compare_date(view, rng):
    return _compare(view, rng, "date", "compare_date")


def draw_group_most(view, rng):
    pairs = []
    for cls in (sorted(view.classes) if view.typed else [None]):
        for p in view.props_of(cls, "any"):
            if view.is_key(p) or p == view.name_prop(cls) or view.literal_kind(p) == "date":
                continue
            pairs.append((cls, p))
    if not pairs:
        return None
    cls, prop = rng.choice(pairs)
    objs = [o for _, o in view.triples(prop, rng)]
    if len(objs) < 4 or len(set(objs)) > 0.7 * len(objs):
        return None  # no value is shared enough to be "the most common"
    if any(isinstance(o, URIRef) and str(o) not in view.names for o in objs):
        return None  # a key row as the answer names nothing
    desc = rng.random() < 0.7
    return Draft("group_most", S.most_common(cls, prop, desc),
                 {"noun": view.class_noun(cls), "prop": view.prop_words(prop), "desc": desc})


# -- yes/no ----------------------------------------------------------------------------------
def _ask_fact(view, rng, want: bool, entity: bool):
    s = seed(view, rng)
    if s is None:
        return None
    node, anchor = s
    edges = [(p, o) for p, o in view.out_edges(node)
             if (isinstance(o, URIRef) if entity else isinstance(o, Literal))
             and not (anchor.prop is not None and p == str(anchor.prop)) and not view.is_key(p)]
    if not edges:
        return None
    prop, obj = rng.choice(edges)
    if not want:
        own = {o for p, o in view.out_edges(node) if p == prop}
        others = sorted({o for _, o in view.triples(prop, rng)} - own, key=str)
        if not others:
            return None
        obj = rng.choice(others)
    if entity:
        obj_anchor = view.anchor(obj)
        if obj_anchor is None:
            return None
        g = S.ask_fact(anchor, prop, obj_anchor)
        text = obj_anchor.text
    else:
        g = S.ask_fact(anchor, prop, obj)
        text = str(obj)
    return Draft("ask_entity" if entity else "ask_value", g,
                 {"anchor": anchor.text, "prop": view.prop_words(prop), "object": text,
                  "kind": view.literal_kind(prop), "noun": view.class_noun(view.class_of(obj)) if entity else None},
                 expect=want)


def draw_ask_entity(view, rng, want=True):
    return _ask_fact(view, rng, want, True)


def draw_ask_value(view, rng, want=True):
    return _ask_fact(view, rng, want, False)


def _two(view: KGView, rng: random.Random):
    """Two named things of one class with different numeric values of one property."""
    s = _subject(view, rng, "number")
    if s is None:
        return None
    subj, prop = s
    rows = view.triples(prop, rng)
    rng.shuffle(rows)
    picked = []
    for node, val in rows[:40]:
        if not isinstance(val, Literal) or not isinstance(node, URIRef):
            continue
        if subj.cls is not None and subj.cls not in view.classes_of(node):
            continue
        a = view.anchor(node, subj.cls)
        if a is None or view.value_of(node, prop) is None:
            continue
        if picked and (a.text == picked[0][0].text or a.is_entity != picked[0][0].is_entity or a.prop != picked[0][0].prop
                       or _sort_key(val) == _sort_key(picked[0][1])):
            continue
        picked.append((a, val))
        if len(picked) == 2:
            return subj, prop, picked
    return None


def draw_pick_of_two(view, rng):
    t = _two(view, rng)
    if t is None:
        return None
    subj, prop, [(a, _), (b, _)] = t
    desc = rng.random() < 0.5
    return Draft("pick_of_two", S.pick_of_two(a, b, prop, desc),
                 {**_subject_slots(view, subj, prop), "a": a.text, "b": b.text, "desc": desc})


def draw_ask_compare(view, rng, want=True):
    t = _two(view, rng)
    if t is None:
        return None
    subj, prop, [(a, va), (b, vb)] = t
    a_higher = _sort_key(va) > _sort_key(vb)
    op = ">" if a_higher == want else "<"
    return Draft("ask_compare", S.ask_compare(a, b, prop, op),
                 {**_subject_slots(view, subj, prop), "a": a.text, "b": b.text, "op": op}, expect=want)


def draw_multi_column(view, rng):
    cls = rng.choice(sorted(view.classes)) if view.typed else None
    name_prop = view.name_prop(cls)
    props = [p for p in view.props_of(cls, "any") if view.literal_kind(p) is not None
             and not view.is_key(p) and p != name_prop]
    # the members are shown by their naming column, by their names (an untyped KG's entities),
    # or not at all (then two of their columns)
    project = name_prop is not None or not view.typed or any(str(m) in view.names for m in view.members(cls, rng)[:20])
    if not props or (not project and len(props) < 2):
        return None
    k = 2 if not project or (len(props) >= 2 and rng.random() < 0.4) else 1
    cols = rng.sample(props, k)
    restriction = None
    if rng.random() < 0.6 or len(view.members(cls, rng)) >= view.sample_rows // 4:
        rest = [p for p in view.props_of(cls, "string") if p not in cols and p != name_prop and not view.is_key(p)]
        if rest:
            rp = rng.choice(rest)
            vals = [o for _, o in view.triples(rp, rng)]
            if vals:
                restriction = (rp, rng.choice(vals))
    slots = {"noun": view.class_noun(cls), "cols": [view.prop_words(p) for p in cols], "named": project}
    if restriction:
        slots["where"] = (view.prop_words(restriction[0]), str(restriction[1]))
    return Draft("multi_column", S.columns(S.Subject(cls, name_prop), cols, restriction, project_subject=project), slots)


def draw_aggregate(view, rng):
    s = _subject(view, rng, "number")
    if s is None:
        return None
    subj, prop = s
    fn = rng.choice(AGGREGATES)
    restriction, where = None, None
    if rng.random() < 0.4:
        rest = [p for p in view.props_of(subj.cls, "string") if p != subj.name_prop and not view.is_key(p)]
        if rest:
            rp = rng.choice(rest)
            vals = [o for _, o in view.triples(rp, rng)]
            if vals:
                restriction = (rp, rng.choice(vals))
                where = (view.prop_words(rp), str(restriction[1]))
    return Draft("aggregate", S.aggregate(subj.cls, prop, fn, restriction),
                 {**_subject_slots(view, subj, prop), "fn": fn, "where": where})


def draw_ratio(view, rng):
    pairs = []
    for cls in (sorted(view.classes) if view.typed else [None]):
        for p in view.props_of(cls, "any"):
            if not view.is_key(p) and p != view.name_prop(cls) and view.literal_kind(p) != "number":
                pairs.append((cls, p))
    if not pairs:
        return None
    cls, prop = rng.choice(pairs)
    objs = [o for _, o in view.triples(prop, rng)]
    counts = Counter(objs)
    shared = sorted((o for o, c in counts.items() if c > 1), key=str)
    if not shared:
        return None
    value = rng.choice(shared)
    if isinstance(value, URIRef):
        a = view.anchor(value)
        if a is None or not a.is_entity:
            return None
        text = a.text
    else:
        text = str(value)
    percent = rng.random() < 0.5
    return Draft("ratio", S.ratio(cls, prop, value, percent=percent),
                 {"noun": view.class_noun(cls), "prop": view.prop_words(prop), "value": text, "percent": percent})


def draw_count_class(view, rng):
    if not view.typed:
        return None  # an untyped KG's "how many things have p X" is the count shape
    cls = rng.choice(sorted(view.classes))
    slots = {"noun": view.class_noun(cls)}
    restriction = comparison = None
    mode = rng.choice(("all", "value", "value", "compare"))
    if mode == "value":
        rest = [p for p in view.props_of(cls, "any") if not view.is_key(p) and p != view.name_prop(cls)
                and view.literal_kind(p) != "number"]
        if not rest:
            return None
        rp = rng.choice(rest)
        vals = [o for _, o in view.triples(rp, rng)]
        if not vals:
            return None
        value = rng.choice(vals)
        a = view.anchor(value) if isinstance(value, URIRef) else None
        if isinstance(value, URIRef) and (a is None or not a.is_entity):
            return None
        restriction = (rp, value)
        slots["where"] = (view.prop_words(rp), a.text if a else str(value))
    elif mode == "compare":
        nums = [p for p in view.props_of(cls, "number") if not view.is_key(p)]
        if not nums:
            return None
        cp = rng.choice(nums)
        op = rng.choice((">", "<", ">=", "<="))
        value = _middle_value(view, cp, rng)
        if value is None:
            return None
        comparison = (cp, op, value)
        slots["compare"] = (view.prop_words(cp), op, str(value))
    return Draft("count_class", S.count_members(cls, restriction, comparison), slots)


def draw_sorted_list(view, rng):
    s = _subject(view, rng, rng.choice(("number", "number", "date")))
    if s is None:
        s = _subject(view, rng, "number")
    if s is None:
        return None
    subj, prop = s
    if subj.cls is not None and len(view.members(subj.cls, rng)) > view.sample_rows // 4:
        return None  # a sorted list of a large class is too long an answer
    desc = rng.random() < 0.5
    show = rng.random() < 0.4
    return Draft("sorted_list", S.sorted_members(subj, prop, desc, show_key=show),
                 {**_subject_slots(view, subj, prop), "desc": desc, "show": show})


def draw_group_count(view, rng):
    pairs = []
    for cls in (sorted(view.classes) if view.typed else [None]):
        for p in view.props_of(cls, "any"):
            if view.is_key(p) or p == view.name_prop(cls) or view.literal_kind(p) in ("date", "number"):
                continue
            pairs.append((cls, p))
    if not pairs:
        return None
    cls, prop = rng.choice(pairs)
    objs = [o for _, o in view.triples(prop, rng)]
    if len(objs) < 3 or len(set(objs)) == len(objs):
        return None  # every value once: nothing to count per value
    if any(isinstance(o, URIRef) and str(o) not in view.names for o in objs):
        return None
    return Draft("group_count", S.count_per_value(cls, prop), {"noun": view.class_noun(cls), "prop": view.prop_words(prop)})


DRAW: dict[str, Callable] = {name: globals()[f"draw_{name}"] for name in S.SHAPES}


# -- composed shapes (shapes.COMPOSED_SHAPES) ------------------------------------------------
# Class-level questions of several parts, each grounded in one row the KG has: a filter's value
# is a value of a sampled row, a join's far row is one that row links to. The answer columns are
# any of a class's non-key literal columns, the naming column among them, not always it.
NUMBER_OPS = (">", "<", ">=", "<=", ">", "<", "=")


def _columns(view: KGView, cls: str | None) -> list[str]:
    """A class's literal columns that a question may ask for or filter on (no row keys)."""
    return [p for p in view.props_of(cls, "any") if view.literal_kind(p) is not None and not view.is_key(p)]


def _table(view: KGView, rng: random.Random) -> tuple[str, list[str]] | None:
    if not view.typed:
        return None
    cls = rng.choice(sorted(view.classes))
    cols = _columns(view, cls)
    return (cls, cols) if cols else None


def _word_of(value: str, rng: random.Random) -> str | None:
    words = [w for w in re.findall(r"[A-Za-z]{4,}", value)]
    return rng.choice(words) if words and len(words) < len(value.split()) + 1 and len(value.split()) > 1 else None


def row_filter(view: KGView, rng: random.Random, node, cols: list[str], exclude=()) -> tuple | None:
    """A filter that ``node``'s row passes, on one of ``cols``: ``(prop, op, value)``."""
    edges = [(p, o) for p, o in view.out_edges(node) if isinstance(o, Literal) and p in cols and p not in exclude]
    if not edges:
        return None
    p, o = rng.choice(edges)
    kind = view.literal_kind(p)
    if kind == "string" or kind is None:
        r = rng.random()
        if r < 0.1 and (w := _word_of(str(o), rng)):
            return p, "CONTAINS", w
        if r < 0.17:
            return p, "!=", o
        return p, "=", o
    r = rng.random()
    if r < 0.12:
        lo = view.ranked_value(p, descending=False, offset=rng.randint(1, 4))
        hi = view.ranked_value(p, descending=True, offset=rng.randint(1, 4))
        if lo is not None and hi is not None and _sort_key(lo) < _sort_key(hi):
            return p, rng.choice(("or", "between")), (lo, hi)
    return p, rng.choice(NUMBER_OPS), o  # the row's own value as the threshold: the KG has it


def _filter_slots(view: KGView, f: tuple) -> tuple:
    p, op, v = f
    text = (str(v[0]), str(v[1])) if isinstance(v, tuple) else str(v)
    return (view.prop_words(p), op, text, view.literal_kind(p))


def draw_select_where(view, rng):
    t = _table(view, rng)
    if t is None:
        return None
    cls, cols = t
    members = view.members(cls, rng)
    if not members:
        return None
    k = rng.choice((1, 1, 1, 2, 2, 3))
    if len(cols) < k + 1 and len(members) > 50:
        return None
    ask = rng.sample(cols, min(k, len(cols)))
    filters = []
    if len(members) > 50 or rng.random() < 0.85:
        node = rng.choice(members)
        for _ in range(2 if rng.random() < 0.3 else 1):
            f = row_filter(view, rng, node, cols, exclude=[p for p, _, _ in filters] + ask)
            if f is not None:
                filters.append(f)
        if not filters:
            return None
    distinct = len(ask) == 1 and rng.random() < 0.35
    return Draft("select_where", S.table_query(cls, ask, filters, distinct=distinct),
                 {"noun": view.class_noun(cls), "cols": [view.prop_words(p) for p in ask],
                  "filters": [_filter_slots(view, f) for f in filters], "distinct": distinct})


def draw_select_ordered(view, rng):
    t = _table(view, rng)
    if t is None:
        return None
    cls, cols = t
    keys = [p for p in cols if view.literal_kind(p) in ("number", "date")]
    if not keys:
        return None
    key = rng.choice(keys)
    members = view.members(cls, rng)
    small = len(members) <= 50
    limit = rng.choice((1, 1, 1, 3, None, None)) if small else rng.choice((1, 1, 3))
    k = rng.choice((1, 1, 2))
    ask = rng.sample(cols, min(k, len(cols)))
    filters = []
    if rng.random() < 0.3 and members:
        f = row_filter(view, rng, rng.choice(members), cols, exclude=[key] + ask)
        if f is not None:
            filters.append(f)
    desc = rng.random() < 0.55
    return Draft("select_ordered", S.table_query(cls, ask, filters, (key, desc), limit),
                 {"noun": view.class_noun(cls), "cols": [view.prop_words(p) for p in ask], "key": view.prop_words(key),
                  "kind": view.literal_kind(key), "desc": desc, "limit": limit, "key_shown": key in ask,
                  "filters": [_filter_slots(view, f) for f in filters]})


def draw_column_stats(view, rng):
    t = _table(view, rng)
    if t is None:
        return None
    cls, cols = t
    nums = [p for p in cols if view.literal_kind(p) == "number"]
    others = [p for p in cols if view.literal_kind(p) == "string"]
    mode = rng.choice(("distinct", "per_group", "per_group", "two", "vs_average", "vs_average"))
    slots = {"noun": view.class_noun(cls), "mode": mode}
    if mode == "distinct":
        prop = rng.choice(others or cols)
        g = S.column_stats(cls, mode, prop)
    elif not nums:
        return None
    elif mode == "per_group":
        if not others:
            return None
        key, prop = rng.choice(others), rng.choice(nums)
        vals = [o for _, o in view.triples(key, rng)]
        if len(vals) < 3 or len(set(vals)) == len(vals):
            return None  # every row its own group
        fn = rng.choice(AGGREGATES + ("AVG",))
        g = S.column_stats(cls, mode, prop, key=key, fn=fn)
        slots.update(key=view.prop_words(key), fn=fn)
    elif mode == "two":
        prop = rng.choice(nums)
        fn, fn2 = rng.choice((("MAX", "MIN"), ("MAX", "MIN"), ("AVG", "MAX"), ("MIN", "AVG"), ("AVG", "SUM")))
        g = S.column_stats(cls, mode, prop, fn=fn, fn2=fn2)
        slots.update(fn=fn, fn2=fn2)
    else:
        name = view.name_prop(cls) or (rng.choice(others) if others else None)
        prop = rng.choice(nums)
        if name is None or name == prop:
            return None
        op = rng.choice((">", "<", ">"))
        g = S.column_stats(cls, mode, prop, name_prop=name, op=op)
        slots.update(col=view.prop_words(name), op=op)
    slots.update(prop=view.prop_words(prop))
    return Draft("column_stats", g, slots)


def _links(view: KGView) -> list[tuple[str, str, str]]:
    """``(link, subject class, object class)`` for every link between two classes (none on a
    KG without types)."""
    out: list[tuple[str, str, str]] = []
    if not view.typed:
        return out
    for p in sorted(view.properties):
        if view.literal_kind(p) is None:
            s, o = view.subject_class(p), view.object_class(p)
            if s and o:
                out.append((p, s, o))
    return out


def _linked_rows(view: KGView, link: str, rng: random.Random) -> list[tuple[URIRef, URIRef]]:
    """The sampled ``(subject, object)`` pairs of ``link`` that are both rows (IRIs)."""
    return [(s, o) for s, o in view.triples(link, rng) if isinstance(s, URIRef) and isinstance(o, URIRef)]


def draw_group_by(view, rng):
    if not view.typed:
        return None
    links = _links(view)
    via = None
    if links and rng.random() < 0.55:
        link, other, cls = rng.choice(links)
        via = (link, other)
        keys = [p for p in _columns(view, cls) if view.literal_kind(p) != "date"]
        name = view.name_prop(cls)
        if not keys:
            return None
        key = name if name in keys and rng.random() < 0.6 else rng.choice(keys)
    else:
        t = _table(view, rng)
        if t is None:
            return None
        cls, cols = t
        keys = [p for p in cols if view.literal_kind(p) == "string" and p != view.name_prop(cls)]
        if not keys:
            return None
        key = rng.choice(keys)
        vals = [o for _, o in view.triples(key, rng)]
        if len(vals) < 4 or len(set(vals)) > 0.7 * len(vals):
            return None
    mode = rng.choice(("top", "top", "having", "all"))
    top = having = None
    show = True
    if mode == "top":
        top = (rng.random() < 0.8, 1 if rng.random() < 0.8 else 3)
        show = rng.random() < 0.5
    elif mode == "having":
        having = rng.choice(((">", 1), (">=", 2), (">=", 3), (">", 2)))
        show = rng.random() < 0.25
    g = S.grouped(cls, key, via, show_count=show, top=top, having=having)
    return Draft("group_by", g, {"noun": view.class_noun(cls), "key": view.prop_words(key), "show": show,
                                 "top": top, "having": having,
                                 "other": view.class_noun(via[1]) if via else None,
                                 "link": view.prop_words(via[0]) if via else None})


def draw_join(view, rng):
    links = _links(view)
    if not links:
        return None
    link, s_cls, o_cls = rng.choice(links)
    pairs = _linked_rows(view, link, rng)
    if not pairs:
        return None
    s, o = rng.choice(pairs)
    # the answer row r0 and the path to the row the question names
    if rng.random() < 0.5:
        rows, classes, path = [s, o], [s_cls, o_cls], [(link, o_cls, True)]
    else:
        rows, classes, path = [o, s], [o_cls, s_cls], [(link, s_cls, False)]
    # through a link row: the far row's own link onwards (a many-to-many table)
    if rng.random() < 0.4:
        far = rows[-1]
        onward = [(p, oo) for p, oo in view.out_edges(far) if isinstance(oo, URIRef) and p != link
                  and view.literal_kind(p) is None and view.class_of(oo)]
        if onward:
            p2, nxt = rng.choice(onward)
            c2 = view.class_of(nxt)
            rows.append(nxt)
            classes.append(c2)
            path.append((p2, c2, True))
    end = len(rows) - 1
    near_cols, far_cols = _columns(view, classes[0]), _columns(view, classes[end])
    if not near_cols or not far_cols:
        return None
    filters, cols = [], [(0, p) for p in rng.sample(near_cols, min(rng.choice((1, 1, 2)), len(near_cols)))]
    if rng.random() < 0.8:
        f = row_filter(view, rng, rows[end], far_cols)
        if f is None:
            return None
        filters.append((end, f))
    else:
        cols.append((end, rng.choice(far_cols)))
    distinct = rng.random() < 0.3
    g = S.joined(path, classes[0], cols, filters, distinct=distinct)
    steps = [{"link": view.prop_words(p), "noun": view.class_noun(c), "forward": fw} for p, c, fw in path]
    return Draft("join", g, {"noun": view.class_noun(classes[0]), "steps": steps,
                             "cols": [(i, view.prop_words(p)) for i, p in cols],
                             "filters": [_filter_slots(view, f) for _, f in filters], "distinct": distinct})


def _twin_keys(view: KGView, link: str, rng: random.Random) -> tuple[str, str] | None:
    """The literal columns that spell a link (``host_city_id`` on the linking row, ``city_id``
    on the row linked to): equal on every sampled pair of the link."""
    pairs = _linked_rows(view, link, rng)[:3]
    if not pairs:
        return None
    common = None
    for s, o in pairs:
        sv = {p: v for p, v in view.out_edges(s) if isinstance(v, Literal)}
        ov = {p: v for p, v in view.out_edges(o) if isinstance(v, Literal)}
        found = {(po, ps) for po, vo in ov.items() for ps, vs in sv.items() if ps != po and str(vo) == str(vs)}
        common = found if common is None else common & found
    return min(common) if common else None


def draw_negation(view, rng):
    links = _links(view)
    if not links:
        return None
    link, other, cls = rng.choice(links)
    keys = _twin_keys(view, link, rng)
    if keys is None:
        return None
    key, other_key = keys
    cols = _columns(view, cls)
    name = view.name_prop(cls)
    if not cols:
        return None
    col = name if name and rng.random() < 0.6 else rng.choice(cols)
    return Draft("negation", S.without(cls, col, key, other, other_key),
                 {"noun": view.class_noun(cls), "col": view.prop_words(col), "other": view.class_noun(other),
                  "link": view.prop_words(link)})


DRAW.update({name: globals()[f"draw_{name}"] for name in S.COMPOSED_SHAPES})
