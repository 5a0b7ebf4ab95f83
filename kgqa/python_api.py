"""``kgqa.ask``: one question answered in this process, on a KG given however the caller holds it.

    import kgqa
    answer = kgqa.ask("How many singers do we have?", graph=g)     # an rdflib Graph/Dataset
    answer = kgqa.ask("How many singers do we have?", kg="concert_singer")  # a bundled KG by name
    answer = kgqa.ask("...", kg=EndpointKG("http://HOST/sparql"))  # any KnowledgeGraph
    answer.rows, answer.sparql, answer.confidence

Named ``ask`` (as the ``kgqa ask`` command), not ``answer``: ``kgqa.answer`` is the module of
:class:`~kgqa.answer.KGAnswer`, and a package attribute of that name is replaced by the module
as soon as anything imports it.

The engine is the shipped checkpoint (``HGNetEngine.from_checkpoint()``), loaded once per
process; pass ``engine=`` for another. An rdflib graph is copied into pyoxigraph once
(:func:`kgqa.kg.rdflib_graph.graph_kg`, the faster by the figures in
``docs/experiments/2026-11-27-rdflib-kgs.md``) and the copy is reused while the graph keeps its
size; ``backend="rdflib"`` queries the graph itself with rdflib's engine instead.
"""

from __future__ import annotations

import threading
import weakref
from functools import lru_cache

from kgqa.answer import KGAnswer
from kgqa.kg.base import KnowledgeGraph

_lock = threading.Lock()
#: graph -> (its size when copied, backend, the KG): a graph's KG, reused across questions
_graph_kgs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@lru_cache(maxsize=1)
def default_engine():
    """The shipped checkpoint with the default search, loaded once."""
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint()


def graph_knowledge_graph(graph, *, name: str = "rdflib", backend: str = "pyoxigraph", **kw) -> KnowledgeGraph:
    """The :class:`KnowledgeGraph` of an rdflib graph, made once per graph (again if its size
    changed since: a copy would be stale)."""
    from kgqa.kg.rdflib_graph import graph_kg

    with _lock:
        size = len(graph)
        held = _graph_kgs.get(graph)
        if held and held[0] == size and held[1] == backend:
            return held[2]
        kg = graph_kg(graph, name=name, engine=backend, **kw)
        _graph_kgs[graph] = (size, backend, kg)
        return kg


def ask(question: str, *, graph=None, kg: KnowledgeGraph | str | None = None, kg_name: str | None = None,
        engine=None, top_k: int = 5, backend: str = "pyoxigraph") -> KGAnswer:
    """Answer ``question`` on ``graph`` (an rdflib ``Graph``/``Dataset``) or ``kg`` (a bundled
    KG's name or any :class:`KnowledgeGraph`); exactly one of them. ``kg_name`` names the KG in
    the answer and in the engine's per-KG caches (default: the bundled name, the KG's ``name``)."""
    if (graph is None) == (kg is None):
        raise TypeError("ask() needs exactly one of graph= (an rdflib Graph) or kg= (a KG name or KnowledgeGraph)")
    if graph is not None:
        name = kg_name or f"graph-{id(graph):x}"
        target = graph_knowledge_graph(graph, name=name, backend=backend)
    elif isinstance(kg, str):
        from kgqa.kg.registry import find_kg_file, load_kg

        name = kg_name or kg
        target = load_kg(find_kg_file(kg), kg)
    else:
        name = kg_name or getattr(kg, "name", None) or "kg"
        target = kg
    return (engine or default_engine()).answer(question, target, kg_name=name, top_k=top_k)
