"""The kind of act a verb says, where a KG names the kinds as values: "Has anyone commented on X?".

Some vocabularies say what an act was by a value from a short list rather than by a class: the
W3C Web Annotation model's ``oa:motivatedBy oa:commenting`` (or ``oa:highlighting``,
``oa:bookmarking``, ``oa:replying``), ODRL's ``odrl:action odrl:reproduce``. The question says
the act by its verb ("commented", "replied", "reproduce"), and the model, which has never seen
those values, reads the act as any link. The KG's kinds are the IRIs a property has as objects
that say nothing of their own (no property of theirs), a few of them per property
(:func:`kind_values`: one bounded query, read once per KG); a verb says one where its stem is
the value's name's ("commented", "commenting").

"Has anyone commented on X?" asks whether an act of that kind reaches X; "Did A reply to B?" and
"Has A ever replied to anyone?" whether one has A too, as its own party (``dcterms:creator A``:
a reply to A's annotation reaches A in two steps, and is no reply of A's) (:func:`kind_act_ask`).
An act reaches what it is done to in one step, or two through a node between, either way round
at each step (``?a oa:hasTarget [ oa:hasSource X ]``, a reply's target annotation
``dcterms:creator B``).

A plural noun the question asks for, or says its things are, may name a kind too: "How many
replies have been posted?", "Which annotations are questions?" give the graph's one variable of a
class whose things have kinds that kind (:func:`with_kind_value`).
"""

from __future__ import annotations

import re
from collections import defaultdict

from kgqa.engine.kg_reads import select_or_none
from kgqa.engine.stated_state import with_held_value
from kgqa.kg.labels import local_name_words
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import is_machinery
from kgqa.querygraph.model import QueryGraph
from kgqa.wordforms import noun_key, stem

#: the values a property has at most to be a list of kinds
MAX_KINDS = 30
#: the (property, value) pairs read at most: a KG with more leaf values is read up to this many
_MAX_PAIRS = 2000
#: "Has anyone commented on X?", "Did anybody ever bookmark X?"
_ANYONE = re.compile(r"^\s*(?:has|have|had|did|does|do)\s+(?:anyone|anybody|someone|somebody)\s+(?:ever\s+)?"
                     r"(?P<verb>[a-z]+)\b\s*(?:on|to|at|in|for|with)?\s+(?P<b>.+?)\s*[?.!]*$", re.I)
#: "Did A reply to B?", "Has A ever replied to anyone?": the words after the auxiliary
_DID = re.compile(r"^\s*(?:has|have|had|did|does|do)\s+(?P<rest>.+?)\s*[?.!]*$", re.I)
_PREPOSITION = re.compile(r"^(?:on|to|at|in|for|with)$", re.I)
_ANY = re.compile(r"^(?:anyone|anybody|someone|somebody|anything|something)$", re.I)


def verb_key(word: str) -> str:
    """The form a verb and a kind's name are compared in: the word's stem, its "i" of "replied"
    as "y", its "d" of "used" left off ("replied" and "replying" -> "reply")."""
    word = word.lower()
    key = stem(word)
    if key.endswith("i"):
        key = key[:-1] + "y"
    if key == word and word.endswith("ed"):
        key = word[:-1]
    return key


class _Unread(Exception):
    """The leaf values could not be read: nothing is kept, the next question asks again."""


def _kind_pairs(kg, timeout_s: float) -> tuple[tuple[str, str], ...]:
    """The KG's (property, leaf value) pairs, read once and kept with its query cache (and
    forgotten with it: :meth:`kgqa.kg.base.KnowledgeGraph.derived`)."""
    def read() -> tuple[tuple[str, str], ...]:
        rows = select_or_none(kg, f"SELECT DISTINCT ?p ?v WHERE {{ ?s ?p ?v . FILTER(isIRI(?v)) "
                                  f"FILTER NOT EXISTS {{ ?v ?q ?w }} }} LIMIT {_MAX_PAIRS}", timeout_s)
        if rows is None:
            raise _Unread
        return tuple((str(p), str(v)) for p, v in rows)

    try:
        return kg.derived("kind values", read)
    except _Unread:
        return ()


def kind_values(kg, timeout_s: float) -> dict[str, list[str]]:
    """Each property -> the IRIs it has as objects that have no property of their own, where it
    has :data:`MAX_KINDS` at most (module docstring)."""
    by_property: dict[str, list[str]] = defaultdict(list)
    for p, v in _kind_pairs(kg, timeout_s):
        if not is_machinery(p):
            by_property[p].append(v)
    return {p: sorted(vs) for p, vs in by_property.items() if len(vs) <= MAX_KINDS}


def said_kinds(verb: str, kinds: dict[str, list[str]]) -> list[tuple[str, str]]:
    """``(property, value)`` of the kinds whose name the verb says by its stem (module docstring)."""
    key = verb_key(verb)
    if len(key) < 3:
        return []
    return [(p, v) for p, vs in sorted(kinds.items()) for v in vs
            if any(verb_key(w) == key for w in local_name_words(v).split())]


def _reaches(act: str, thing: str, tag: str) -> str:
    """A pattern in which ``act`` reaches ``thing`` in one step or two, either way round."""
    m = f"?m{tag}"
    return (f"{{ {act} ?p{tag} {thing} }} UNION {{ {thing} ?p{tag} {act} }} UNION "
            f"{{ {act} ?p{tag} {m} . {m} ?r{tag} {thing} }} UNION {{ {m} ?p{tag} {act} . {m} ?r{tag} {thing} }}")


def kind_act_ask(question: str, link, kinds: dict[str, list[str]]) -> str | None:
    """ASK whether an act of the kind the question's verb says reaches the things it names
    (module docstring); None where the question is not of that form, the verb says no kind, or a
    name does not link. ``link(mention)``: the IRI the KG's labels give the mention, or None."""
    m = _ANYONE.match(question)
    if m is not None:
        return _ask(said_kinds(m["verb"], kinds), None, m["b"], link)
    m = _DID.match(question)
    words = m["rest"].split() if m else []
    for i in range(1, len(words) - 1):  # "Did <A> <verb> [to] <B>?": the first verb of a kind after a name
        verb, rest = words[i], words[i + 1:]
        if not verb.islower() or not said_kinds(verb, kinds):
            continue
        a = link(" ".join(w for w in words[:i] if w.lower() != "ever"))
        rest = rest[1:] if len(rest) > 1 and _PREPOSITION.match(rest[0]) else rest
        return _ask(said_kinds(verb, kinds), a, " ".join(rest), link) if a is not None else None
    return None


def _ask(found: list[tuple[str, str]], a: str | None, said: str, link) -> str | None:
    """The ASK of :func:`kind_act_ask` for the one kind ``found``, by ``a`` (or anyone), reaching
    what ``said`` names (or anything)."""
    b = None if _ANY.match(said) else link(said)
    if len(found) != 1 or b is None and not _ANY.match(said) or a is None and b is None or a == b:
        return None
    (p, v), = found
    parts = [f"?act {iri_to_sparql(p)} {iri_to_sparql(v)} ."]
    if a is not None:  # who did it is the act's own party ("replied to": not the one replied to)
        parts.append(f"?act ?pa {iri_to_sparql(a)} .")
    if b is not None:
        parts.append(_reaches("?act", iri_to_sparql(b), "b"))
    return f"ASK {{ {' '.join(parts)} }}"


#: the noun a question asks for ("Which highlights ...?", "How many replies ...?")
_ASKED_NOUN = re.compile(r"^\s*(?:which|what|how\s+many)\s+(?P<noun>[a-z]+)\b", re.I)
#: the noun a question says its things are ("Which annotations are questions?")
_ARE_NOUN = re.compile(r"\b(?:are|were)\s+(?P<noun>[a-z]+)\s*[?.!]*$", re.I)


def with_kind_value(graph: QueryGraph, question: str, kinds: dict[str, list[str]],
                    subjects: dict[str, set[str]], class_nouns: frozenset[str] = frozenset()) -> QueryGraph | None:
    """``graph`` with its one variable of a class whose things have a kind (``subjects``:
    property -> the classes of its subjects) given the kind the asked noun says ("How many
    replies ...?": ``?a oa:motivatedBy oa:replying``; "Which annotations are questions?"); None
    where the noun says no one kind, names a class (``class_nouns``: the KG's class labels as
    nouns), or no one such variable is there, or it has a kind already."""
    nouns = [m["noun"] for m in (_ASKED_NOUN.match(question), _ARE_NOUN.search(question)) if m is not None]
    # a noun that names a class ("Which skills ...?" of ESCO's Skill) asks for its things, whatever
    # kind of it (``esco:skillType .../skill``) some are
    found = {k for noun in nouns if noun.lower().endswith("s") and noun_key(noun) not in class_nouns
             for k in said_kinds(noun, kinds)}
    if len(found) != 1:
        return None
    (p, v), = found
    return with_held_value(graph, p, v, subjects)

__all__ = ["MAX_KINDS", "kind_act_ask", "kind_values", "said_kinds", "verb_key", "with_kind_value"]
