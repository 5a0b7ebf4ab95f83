"""Which end of an "N of" property is the N.

A property named "teacher of" (``:teacherOf``, ``:capitalOf``, ``:memberOf``) says that its
subject is the N of its object: ``:Ines :teacherOf :Clara`` is "Ines is Clara's teacher". A
model taught on KGs whose properties name their *object* (``:Clara :teacher :Ines``) reads
"Who was Clara's teacher?" as ``:Clara :teacherOf ?x`` (her pupils). The question says which
end holds the role:

- it says the noun (or the verb it comes from: "teacher" by "taught"), and says it of the thing
  asked for ("Clara's teacher", "the teacher of Clara", "who taught the painter of X"): the end
  farther from the entity the question names is the N, the subject;
- it says the noun of the named thing itself, at its end ("What is Westreach part of?", "Which
  country is Tovik the capital of?"): the nearer end is the N;
- it does not say the noun ("the pupils of Lucia", "Lucia's pupils"): the farther end is the
  other role, the object.

Each edge of such a property between two vertices at different distances from a named entity
is turned round where the graph has it the other way; the rewrite stands only where it has rows
(:func:`kgqa.engine.answer_rewrites.answer_of_roles`).
"""

from __future__ import annotations

import re
from collections import deque

from rdflib import URIRef

from kgqa.candidates.schema import iri_words
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular_words

#: past tenses and participles whose verb is not the word with its ending cut ("taught": teach)
_IRREGULAR = {"taught": "teach", "wrote": "write", "written": "write", "led": "lead", "built": "build",
              "made": "make", "drew": "draw", "drawn": "draw", "sang": "sing", "sung": "sing", "ran": "run",
              "held": "hold", "won": "win", "bought": "buy", "sold": "sell", "told": "tell"}
#: agent-noun endings: "teacher" is who teaches, "director" who directs
_AGENT = re.compile(r"(?:er|or)$")


def of_head(words: str) -> str | None:
    """The N of a property whose words are "N of" ("teacher of" -> "teacher"); None otherwise."""
    parts = words.lower().split()
    return " ".join(parts[:-1]) if len(parts) > 1 and parts[-1] == "of" else None


def said_role(question: str, head: str) -> str | None:
    """How ``question`` says the head noun of ``head``: "noun" ("Clara's teacher"), "verb" (the
    verb an agent noun comes from, said of the thing asked for: "Who taught X?"), "verb of
    named" (said of a named thing: "Which artists did X teach?", "taught by X"), or None."""
    last = head.split()[-1].lower()  # the head noun: "teacher" of "art teacher"
    if singular_words(last) <= singular_words(question):
        return "noun"
    stem = _AGENT.sub("", last)
    if stem == last or len(stem) < 3:
        return None
    tokens = re.findall(r"[a-z]+", question.lower())
    for i, w in enumerate(tokens):
        v = _IRREGULAR.get(w, w)
        if v.startswith(stem) and v[len(stem):] in ("", "s", "es", "ed", "d", "ing", "e"):
            # "did X teach", "has X taught": the subject sits between the auxiliary and the verb;
            # "taught by X": after it
            aux = any(t in _AUXILIARIES for t in tokens[max(0, i - 6):max(0, i - 1)])
            return "verb of named" if aux or tokens[i + 1:i + 2] == ["by"] else "verb"
    return None


_AUXILIARIES = {"did", "does", "do", "has", "have", "had"}


def of_properties(properties: dict) -> dict[str, str]:
    """Each "N of" property of the schema (IRI -> schema item) -> its words, from its label or
    its IRI ("teacherOf" labelled "taught")."""
    out = {}
    for iri, item in properties.items():
        for words in (iri_words(iri), item.label):  # the IRI's own words: a label may carry the owner class
            if item.is_link and of_head(words):
                out[iri] = words
                break
    return out


def roles_directed(graph: QueryGraph, question: str, words: dict[str, str]) -> QueryGraph | None:
    """``graph`` with each edge of an "N of" property (``words``: property IRI -> its words,
    :func:`of_properties`) pointing the way the question says (module docstring); None when no
    edge turns."""
    distance = _from_named(graph)
    out = None
    for k, e in enumerate(graph.edges):
        if e.cls is not EdgeClass.REL or not isinstance(e.instance, URIRef):
            continue
        head = of_head(words.get(str(e.instance), ""))
        ds, do = distance.get(e.source), distance.get(e.target)
        if head is None or ds is None or do is None or ds == do:
            continue
        far, near = (e.source, e.target) if ds > do else (e.target, e.source)
        said = said_role(question, head)
        if re.search(rf"\b{re.escape(head)}\s+of\s*[?.!]*\s*$", question, re.I) or said == "verb of named":
            subject = near  # "What is Westreach part of?", "Which artists did X teach?": the named end is the N
        else:
            subject = far if said is not None else near
        if subject != e.source:
            out = (out or graph).copy()
            out.edges[k] = type(e)(e.target, e.source, e.cls, e.instance)
    return out


def _from_named(graph: QueryGraph) -> dict[int, int]:
    """Each vertex's distance (in Rel edges, either way) from the nearest entity the graph names."""
    seen = {i: 0 for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ENT and v.instance is not None}
    todo = deque(seen)
    while todo:
        v = todo.popleft()
        for k in graph.incident(v):
            e = graph.edges[k]
            if e.cls is not EdgeClass.REL:
                continue
            w = e.target if e.source == v else e.source
            if w not in seen:
                seen[w] = seen[v] + 1
                todo.append(w)
    return seen


__all__ = ["of_head", "of_properties", "roles_directed", "said_role"]
