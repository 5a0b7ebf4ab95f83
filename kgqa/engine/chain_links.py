"""A chain the question states, linked by a verb to another named thing.

Two forms that put a stated chain (:mod:`kgqa.engine.stated_chain`, kinship nouns included) on one
side of a verb:

- the chain's end is the subject: "Which of Theo Quillon's children was born in Ostrelund?",
  "Which great-grandchildren of Casimir Quillon were born in Tamsaria?": the things at the
  chain's end that the verb links to the second named entity, directly or through one more
  thing (born in a city that is in the country): :func:`subject_chain`;
- the chain's end is the object: "Which people live in the capital of Tamsaria?", "Does Ines
  Marrish live in the capital of Tamsaria?": the things the verb links to the chain's end:
  :func:`object_chain`.

The verb's property is the one that fits the verb's words best among those the KG really has
at that place (:meth:`kgqa.engine.stated_chain.ChainWalker.best_among`); each noun of the chain
must share a word with its property or be a kinship noun (one noun is little evidence).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.engine.stated_chain import path_patterns, stated_chains
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.terms import iri_to_sparql

_OPENING = re.compile(r"^\s*(?:(?:which|what|who|whom)(?:\s+of)?|list(?:\s+all)?|name|give\s+me|show\s+me)\s+", re.I)
_YES_NO = re.compile(r"^\s*(?:does|do|did|is|are|was|were|has|have|had)\s+", re.I)
_AUX = frozenset("is are was were does do did has have had".split())
_ROWS = 200  # predicates listed at most
# the fit by which a property through one more thing must beat the best straight link (the
# ranker's fits of near synonyms differ by less: "citizens of" nationality -0.16, residence 0)
_STEP_MARGIN = 0.2
#: words that cannot be a verb's whole meaning ("List the children of A and B")
_EMPTY_VERB = frozenset("and or but of the a an to in".split())


@dataclass(frozen=True)
class ChainLink:
    """A chain, the verb's words, and the other named thing (its IRI), for :func:`link_query`."""

    readings: list
    verb: str
    other: str | None  # the entity on the verb's far side (None: the asked things)


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'’\-]+", text)


def subject_chain(question: str, stated: dict) -> ChainLink | None:
    """"Which <chain> <verb> <E>?": the chain from the first named entity, the verb, and E (the
    named entity the question ends with); None otherwise."""
    if not _OPENING.match(question):
        return None
    low = re.sub(r"\s*[?.!]+\s*$", "", question.strip().lower())
    named = sorted(((low.find(n), n, str(k[-1])) for k, n in stated.items() if n and low.find(n) >= 0))
    if len(named) != 2 or not low.endswith(named[1][1]):
        return None
    (i, first, _), (j, _, other) = named
    head, middle = low[: i + len(first)], _words(low[i + len(first): j])
    names = [n for _, n, _ in named]
    for k in range(len(middle)):
        chain_text = _OPENING.sub("", head + " " + " ".join(middle[:k])).replace(" 's", "'s")
        readings = [r for r in stated_chains(f"what is {chain_text}?", names, 1) if r.name == first]
        verb = middle[k:]
        if readings and verb and verb[0] not in ("'s", "’s"):
            return _link(readings, verb, other)
    return None


def _link(readings: list, verb: list[str], other: str | None) -> ChainLink | None:
    """The :class:`ChainLink`, or None when the verb says nothing but auxiliaries and small words."""
    said = [w for w in verb if w not in _AUX]
    return ChainLink(readings, " ".join(said), other) if set(said) - _EMPTY_VERB else None


def object_chain(question: str, stated: dict) -> tuple[ChainLink, str | None] | None:
    """"Which N <verb> the <noun> of E?" or "Does A <verb> the <noun> of E?": the chain (ending
    the question), the verb, and for a yes/no question its subject A (its IRI; None for a list);
    None otherwise."""
    yes_no = _YES_NO.match(question)
    if not yes_no and not _OPENING.match(question):
        return None
    low = re.sub(r"\s*[?.!]+\s*$", "", question.strip().lower())
    ends = [(n, str(k[-1])) for k, n in stated.items() if n and low.endswith(n)]
    if len(ends) != 1:
        return None
    name = ends[0][0]
    names = [n for n in stated.values() if n]
    for m in re.finditer(r"\bthe\s+|" + re.escape(name), low):
        head, tail = low[: m.start()].strip(), low[m.start():]
        readings = [r for r in stated_chains(f"what is {tail}?", names, 1) if r.name == name]
        if not readings or not head:
            continue
        if yes_no:
            rest = head[yes_no.end():]
            subjects = [(rest.find(n), n, str(k[-1])) for k, n in stated.items() if n and n != name and rest.find(n) == 0]
            if len(subjects) != 1:
                return None
            link = _link(readings, rest[len(subjects[0][1]):].split(), None)
            return (link, subjects[0][2]) if link else None
        verb = _OPENING.sub("", head).split()
        if not re.match(r"\s*(?:who|whom)\b", head):
            verb = verb[1:]  # "which people live in": the noun, then the verb
        if not verb or verb[0] in ("'s", "’s"):
            return None
        link = _link(readings, verb, None)
        return (link, None) if link else None
    return None


def subject_query(kg, walker, link: ChainLink, stated: dict) -> str | None:
    """``SELECT DISTINCT ?x`` of the chain's end linked by the verb's property to ``link.other``
    (one step, else through one more thing); None when the KG has no such chain or link."""
    found = walker.walk(link.readings, stated, worded=max(len(r.nouns) for r in link.readings))
    if not found:
        return None
    _, hops, _, anchor = found[0]
    patterns, _ = path_patterns(anchor, hops, "?x")
    chain, other = " ".join(patterns), iri_to_sparql(link.other)
    # the verb's property straight to the entity, or to a thing that reaches it ("born in" a
    # city of the country): the better fit to the verb, straight where they fit alike
    direct = walker.fits(link.verb, listed_predicates(kg, f"SELECT DISTINCT ?p WHERE {{ {chain} ?x ?p {other} . }}"))
    steps = walker.fits(link.verb, listed_predicates(
        kg, f"SELECT DISTINCT ?p WHERE {{ {chain} ?x ?p ?m . ?m ?q {other} . FILTER(isIRI(?m)) }}"))
    best_direct = max(sorted(direct), key=direct.get) if direct else None
    p = max(sorted(steps), key=steps.get) if steps else None
    if best_direct is not None and (p is None or direct[best_direct] >= steps[p] - _STEP_MARGIN):
        return f"SELECT DISTINCT ?x WHERE {{ {chain} ?x {iri_to_sparql(best_direct)} {other} . }}"
    if p is None:
        return None
    onward = listed_predicates(kg, f"SELECT DISTINCT ?q WHERE {{ {chain} ?x {iri_to_sparql(p)} ?m . ?m ?q {other} . }}")
    if len(onward) != 1:
        return None  # the thing between is reached from the entity in more than one way
    return (f"SELECT DISTINCT ?x WHERE {{ {chain} ?x {iri_to_sparql(p)} ?m . "
            f"?m {iri_to_sparql(onward[0])} {other} . }}")


def object_query(kg, walker, link: ChainLink, stated: dict, subject: str | None, typed: str = "") -> str | None:
    """The things (``SELECT DISTINCT ?x``, typed by ``typed``), or for a yes/no question whether
    ``subject`` (``ASK``), the verb's property links to the chain's end; None when the KG has no
    such chain or link."""
    found = walker.walk(link.readings, stated, worded=max(len(r.nouns) for r in link.readings))
    if not found:
        return None
    _, hops, _, anchor = found[0]
    patterns, end = path_patterns(anchor, hops, "?end")
    chain = " ".join(patterns)
    p = walker.best_among(link.verb, listed_predicates(kg, f"SELECT DISTINCT ?p WHERE {{ {chain} ?s ?p {end} . }}"))
    if p is None:
        return None
    if subject is not None:
        return f"ASK {{ {chain} {iri_to_sparql(subject)} {iri_to_sparql(p)} {end} . }}"
    return f"SELECT DISTINCT ?x WHERE {{ {chain} ?x {iri_to_sparql(p)} {end} . {typed}}}"


def listed_predicates(kg, query: str) -> list[str]:
    """The predicate IRIs ``query`` lists, at most a bounded number (none when the KG fails:
    a reading, never needed; an unreachable endpoint is raised)."""
    try:
        rows = kg.select(f"{query} LIMIT {_ROWS}").rows
    except EndpointUnavailable:
        raise
    except KGError:  # a slow listing costs this reading, not the answer
        return []
    return [str(r[0]) for r in rows if r and r[0] is not None]


__all__ = ["ChainLink", "listed_predicates", "object_chain", "object_query", "subject_chain", "subject_query"]
