"""Graphs for a chain of relations the question states noun by noun from a named thing.

"What is the nationality of the mother of the spouse of Anna Berg?" (or its possessive form,
"Anna Berg's spouse's mother's nationality", read as an "of" chain by
:func:`kgqa.engine.possessive.of_reading`) names a path of three relations, one noun per hop,
from an entity the question spells out. The outline model learned paths of two hops at most
from entities (its training benchmarks ask few longer ones), so it reads such a chain as a
shorter one. The question's grammar already gives the outline; what is left is which relation
each noun names. :func:`stated_chains` reads the nouns, :func:`chain_graphs` walks the KG from
the entity one noun at a time: at each hop the predicates the frontier really has (one bounded
SELECT), ranked by the schema ranker's fit to that noun alone and by shared words, and kept only
when one fits about as well as the noun's best fit in the whole KG. A noun names the hop's
object ("X's mother": X -mother-> ?), so every hop is walked forward; a noun naming the class at
the other end ("the concerts of X", ``?c :performer X``) is left to the model. A question whose
chain the KG lacks (a person with no mother in it) gets no such graph.

The engine (``search.stated_chain``) adds the best path to the beams with the best beam's score
plus ``search.stated_chain_bonus``; the reranker scores it with the rest. The bonus is there
because the reranker learned on Spider's beams that a shorter graph is likelier, and it cannot
see that a chain covers "partner" or "mum" when those words are not a relation's name.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from kgqa.engine.kinship import KinHop
from kgqa.engine.possessive import MAX_NOUN_WORDS, of_reading
from kgqa.kg.errors import KG_FAULTS
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import is_machinery
from kgqa.wordforms import singular, stem, with_synonyms

log = logging.getLogger(__name__)

#: Words that open a question before its first noun ("what is the", "give me the", "list all").
_OPENING = frozenset("""what which who whom where when is are was were the a an me list name give show tell
                     find all please do does did""".split())
_DETERMINERS = frozenset("the a an his her its their".split())
_COPULAS = frozenset("is are was were".split())
# "What nationality does Anna Berg's mother have?" says "What is the nationality of Anna Berg's mother?"
_HAVE = re.compile(r"^(?P<wh>what|which)\s+(?P<noun>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2})\s+(?:does|do|did)\s+"
                   r"(?P<chain>.+?)\s+(?:have|has|had)\s*[?.!]*$", re.IGNORECASE)
# "What nationality is Anna Berg's mother?" says "What is the nationality of Anna Berg's mother?"
# (read first; where the KG has no such hop, the plain reading asks for the mother herself). After
# "is the": "Which country is the nationality of X?" names the answer's class (read second)
_WHAT_NOUN_IS = re.compile(r"^(?P<wh>what|which)\s+(?P<noun>[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)\s+(?:is|are|was|were)\s+"
                           r"(?P<chain>.+?)\s*[?.!]*$", re.IGNORECASE)
# words that make the question ask something of the chain's end (a count, a superlative, an
# aggregate) rather than the things at it: "how many children of Anna Berg's mother"
_NOT_A_LOOKUP = frozenset("""how many much count total average mean sum most least more less fewer first last
                          largest smallest biggest oldest eldest youngest highest lowest longest shortest""".split())
# "the number of children of ...", "what number of ...": a count; "the phone number of the
# supplier of Chai": a noun whose head is "number"
_COUNTING_NUMBER = re.compile(r"(?:^|\b(?:the|a|what|which|any)\s+)number\b")
_WORD = re.compile(r"[a-z][a-z0-9\-]*")
_END = re.compile(r"\s*[?.!]+\s*$")

MAX_HOPS = 3
MAX_READINGS = 3  # groupings of the "of" parts walked, the most nouns first
SHARED_WORDS_BONUS = 2.0  # a noun that is the relation's own words ("birth place" / birthPlace)
# a hop's predicate fits its noun within this of the best fit any predicate of the KG has: a
# person with no mother in the KG has no "mother" path, not a path through the nearest relation
# (the schema ranker scores "mother" 0, "father" -0.6, "child" -0.74 on a kinship KG)
MAX_FIT_GAP = 0.5
PREDICATE_ROWS = 200  # predicates read per frontier


@dataclass(frozen=True)
class StatedChain:
    """A chain read from a question: the named thing (lower-cased, as stated) and the nouns, the
    one nearest the name first ("Anna's mother's nationality" -> ("mother", "nationality"))."""

    name: str
    nouns: tuple[str, ...]


@dataclass(frozen=True)
class ChainHypothesis:
    """The search's view of a stated chain's graph: a model score for the reranker (the best
    beam's) and the predicates walked."""

    score: float
    hops: tuple[str, ...]


def composed_kin_first(order: list[int], hypotheses: list, answered: set[int]) -> list[int]:
    """``order`` with the answered stated chains that walk a kinship the KG composes (a sibling:
    a parent's other child; :class:`~kgqa.engine.kinship.KinHop` of two steps or more) first: no
    one property of the KG says it, and the reranker, which scores one property per word, puts
    the nearest one ("child") before it."""
    def composed(i: int) -> bool:
        h = hypotheses[i]
        return i in answered and isinstance(h, ChainHypothesis) and \
            any(isinstance(x, KinHop) and len(x.steps) >= 2 for x in h.hops)
    return [i for i in order if composed(i)] + [i for i in order if not composed(i)]


def stated_chains(question: str, names: Iterable[str], min_nouns: int = 2) -> list[StatedChain]:
    """The readings of a chain of ``min_nouns`` to :data:`MAX_HOPS` nouns that the question
    states from one of ``names`` (the names it spells out); [] when it states none. The chain must
    end the question, as an "of" chain ("the nationality of the mother of Anna Berg") or a
    possessive one (read as the "of" form). A noun may hold an "of" itself ("place of birth"), so
    each way of grouping the "of" parts into nouns of at most
    :data:`~kgqa.engine.possessive.MAX_NOUN_WORDS` words is a reading, the one noun per part first."""
    names = sorted({n.strip().lower() for n in names if n and n.strip()}, key=len, reverse=True)
    question = _HAVE.sub(r"\g<wh> is the \g<noun> of \g<chain>?", question.strip())
    said = _WHAT_NOUN_IS.match(question)
    tail = said["chain"].lower().split()[-1] if said else ""
    if said and not set(said["noun"].lower().split()) & _OPENING and tail not in _FUNCTION_WORDS \
            and not _VERB_END.match(tail):  # "which city was X's wife born in" is a verb's
        hop = stated_chains(f"what is the {said['noun']} of {said['chain']}?", names, min_nouns)
        plain = [r for r in _plain_chains(question, names, min_nouns) if r not in hop]
        if said["chain"].lower().startswith(("the ", "a ", "an ")):  # "which country is the nationality of X": a class
            return (plain[:MAX_READINGS - 1] + hop)[:MAX_READINGS] if plain else hop[:MAX_READINGS]
        return (hop[:MAX_READINGS - 1] + plain)[:MAX_READINGS] if hop else plain
    return _plain_chains(question, names, min_nouns)


def _plain_chains(question: str, names: list[str], min_nouns: int) -> list[StatedChain]:
    """:func:`stated_chains` of a question as it is worded (names lower-cased, longest first)."""
    verb = _VERB_ASK.match(question)
    if verb and verb["aux"].lower() in ("do", "does", "did"):
        return []  # "where does X's spouse's wife live": a verb's chain (stated_verb_chains)
    text = of_reading(question, names) or question
    low = _END.sub("", text).strip().lower()
    for name in names:
        if not low.endswith(name) or (len(low) > len(name) and low[-len(name) - 1].isalnum()):
            continue
        parts = re.split(r"\bof\b", low[: -len(name)])
        if len(parts) < 2 or parts[-1].strip() not in ("", "the"):
            continue
        said = " ".join(parts[:-1])
        if _NOT_A_LOOKUP & set(_WORD.findall(said)) or _COUNTING_NUMBER.search(said.strip()):
            return []
        words = []
        for i, part in enumerate(parts[:-1]):
            ws = _WORD.findall(part)
            if i == 0:  # the question's opening, then the first noun
                copulas = [j for j, w in enumerate(ws) if w in _COPULAS]
                if copulas:  # "which country is the nationality": the noun after the copula
                    ws = ws[copulas[-1] + 1:]
                while ws and ws[0] in _OPENING:
                    ws = ws[1:]
            while ws and ws[0] in _DETERMINERS:
                ws = ws[1:]
            if ws:
                words.append(ws)
            elif i:
                return []
            # else the opening was all ("what is the name of X's mother"): the answer's own name
        words.reverse()  # the part nearest the name first
        readings = []
        for groups in _groupings(len(words)):
            nouns = tuple(" of ".join(" ".join(words[j]) for j in reversed(g)) for g in groups)
            if min_nouns <= len(nouns) <= MAX_HOPS and all(
                    sum(len(words[j]) for j in g) <= MAX_NOUN_WORDS for g in groups):
                readings.append(StatedChain(name, nouns))
        outer = readings[0].nouns[-1].split() if readings else []
        if outer and (any(map(_VERB_END.match, outer)) or outer[-1] in _FUNCTION_WORDS):
            return []  # "where was X's spouse's mother born (in)", "where is X's son's father from": a verb's chain
        return readings[:MAX_READINGS]
    return []


# "When was Kasimir Orloy's father born?", "Where do Sigrun Tendlow's grandchildren live?",
# "What does Liam Tendlow's mother do for a living?": a chain, then a verb that names the last hop
_VERB_ASK = re.compile(r"^\s*(?P<wh>when|where|(?:in\s+)?(?:what|which)\s+(?:year|country|nation|city|town|place)|what|who|whom)\s+"
                       r"(?P<aux>is|was|were|are|do|does|did)\s+(?P<rest>.+?)\s*[?.!]*\s*$", re.IGNORECASE)
# after "is/was": a past participle ("born", "founded", "buried"), not a noun ("the head of
# the Engineering department")
_IRREGULAR = (r"born|built|made|bought|sold|held|led|won|taught|brought|found|sent|kept|left|lost|met|paid|run|seen|"
              r"set|told|hung|shot|struck|sung|written|taken|given|known|chosen|spoken|driven|grown|shown|drawn")
_PARTICIPLE = re.compile(rf"^(?:[a-z]+(?:ed|en)|{_IRREGULAR})$")
# a word that ends a chain of nouns as a verb would ("X's mother born"): "-ed" or irregular,
# not any "-en" ("children", "citizen")
_VERB_END = re.compile(rf"^(?:[a-z]+ed|{_IRREGULAR})$")
# "Where is the headquarters of Acme located?" asks for the headquarters: no hop of its own
_SAYS_WHERE = frozenset({"located", "situated", "based", "found", "placed"})
# verb phrases that say a noun in general English: "where is X's son from" asks his nationality,
# "what does X's wife do" her job, "where does she live" her residence. The noun is what the
# walker fits to the KG's predicates, by the ranker and by shared words (synonyms included:
# kgqa.wordforms): the ranker alone scores "origin" as close to ``father`` as to ``nationality``
# on a family KG, and "live" closest to ``son``
_ORIGIN, _JOB, _HOME = "nationality origin", "job occupation profession", "live residence home"
# "which country is X's son from": a country after the wh-word is read only with "from" (a
# birth place is a city: "in which country was X born" asks more than the verb's hop)
_COUNTRY_WH = frozenset({"country", "nation"})
_EMPLOYER = "employer company workplace"
_VERB_NOUNS = {"from": _ORIGIN, "originally from": _ORIGIN, "come from": _ORIGIN, "originally come from": _ORIGIN,
               "do": _JOB, "do for work": _JOB, "report to": "report boss manager supervisor", "live": _HOME,
               "work for": _EMPLOYER, "work at": _EMPLOYER, "married to": "spouse husband wife",
               "belong to": "owner", "play for": "team club"}


def stated_verb_chains(question: str, names: Iterable[str]) -> list[tuple[StatedChain, str, str]]:
    """The readings of a question that asks "when/where/what/who" of a chain it states and ends
    with a verb phrase naming the last hop: ``(chain, verb phrase, wh)`` with the verb phrase as
    a noun of the chain's end ("born", "live", "do for a living") and ``wh`` lower case
    ("when", "where", "what year", ...). The chain is the shortest opening of the rest of the
    question that :func:`stated_chains` reads with at least one noun; [] when there is none."""
    m = _VERB_ASK.match(question)
    if m is None:
        return []
    wh = " ".join(m["wh"].lower().split()).removeprefix("in ")
    copula = m["aux"].lower() in ("is", "was", "were", "are")
    words = m["rest"].split()
    names = [n for n in names if n and n.strip()]
    for k in range(1, len(words)):
        if words[k].startswith(("'", "’")) or words[k - 1].lower().endswith(("'s", "’s", "s'")):
            continue  # the chain goes on: "X 's wife 's daughter live" is not "X 's wife", then "'s daughter live"
        verb = " ".join(words[k:]).lower()
        if _NOT_A_LOOKUP & set(_WORD.findall(verb)):
            return []
        said = _VERB_NOUNS.get(verb)
        if said is None and wh.split()[-1] in _COUNTRY_WH:  # "in which country was X's author born": left to the model
            continue
        if copula and said is None and (len(words) - k > 2 or not _PARTICIPLE.match(words[k].lower())):
            continue
        if words[k].lower() in _SAYS_WHERE:
            return []
        readings = stated_chains(f"what is {' '.join(words[:k])}?", names, 1)
        if readings:
            return [(r, said or verb, wh) for r in readings]
        named = " ".join(words[:k]).lower()
        if said and any(named == n.strip().lower() for n in names):  # "what does X do": X's job
            return [(StatedChain(named, ()), said, wh)]
    return []


def _groupings(n: int) -> list[list[tuple[int, ...]]]:
    """Every split of ``0..n-1`` into runs of consecutive indices, the most runs first."""
    out = []
    for cuts in range(1 << max(n - 1, 0)):
        groups, run = [], [0]
        for j in range(1, n):
            if cuts >> (j - 1) & 1:
                run.append(j)
            else:
                groups.append(tuple(run))
                run = [j]
        groups.append(tuple(run))
        out.append(groups)
    return sorted(out, key=lambda g: -len(g))


#: words a noun and a property may share without naming the same thing ("live in", "locatedIn")
_FUNCTION_WORDS = frozenset("in of on at by to for from with into the a an has have is was are".split())


def _words(text: str) -> set[str]:
    return {singular(w) for w in _WORD.findall(text.lower())}


def _stems(text: str) -> set[str]:
    """The words' stems, and an agent noun's verb stem ("creator", "ruler": creat, rul)."""
    out = set()
    for w in _words(text):
        out.add(stem(w))
        if len(w) > 4 and w.endswith(("er", "or")):
            out.add(stem(w[:-2]))
    return out


def noun_fit(noun: str, relevance: dict[str, float], words: dict[str, str]) -> dict[str, float]:
    """Each predicate's fit to ``noun``: the schema ranker's (0 for its best, below for the rest)
    plus :data:`SHARED_WORDS_BONUS` times the share of the predicate's words the noun says (its
    own words or their synonyms, :data:`kgqa.wordforms.SYNONYMS`).
    ``words``: predicate IRI -> its words (the KG's properties); one the ranker does not score is
    left out."""
    said = with_synonyms(_words(noun) - _FUNCTION_WORDS)  # "job" says occupation, "home" residence
    out = {}
    for iri, own_words in words.items():
        if iri not in relevance:
            continue
        fit, own = relevance[iri], _words(own_words) - _FUNCTION_WORDS
        share = len(own & said) / len(own) if own else 0.0
        if said & verb_phrase_nouns(own_words):
            share = 1.0  # ``reportsTo`` names whom one reports to: the manager, the boss
        out[iri] = fit + SHARED_WORDS_BONUS * share
    return out


def verb_phrase_nouns(name: str) -> set[str]:
    """The nouns a property named by a verb phrase of :data:`_VERB_NOUNS` says: ``reportsTo``
    ("reports to") the boss, manager or supervisor; ``livesIn`` a residence or home. The verb
    may be written in its third person ("reports", "lives"); a trailing preposition the table
    does not have is dropped ("lives in": live). A preposition alone ("from") says nothing: a
    flight's ``from`` is no nationality."""
    words = [w.lower() for w in _WORD.findall(name.lower())]
    if words and words[0] in ("is", "was", "are", "has"):
        words = words[1:]  # isMarriedTo
    if not words:
        return set()
    forms = [words]
    if words[0].endswith("s") and len(words[0]) > 3:
        forms.append([words[0][:-1], *words[1:]])  # reports, lives
    for ws in forms:
        for phrase in (" ".join(ws), " ".join(ws[:-1])):
            said = _VERB_NOUNS.get(phrase) if phrase and phrase not in _FUNCTION_WORDS else None
            if said:
                return set(said.split())
    return set()


def path_patterns(anchor: str, hops: tuple, end: str = "?end") -> tuple[list[str], str]:
    """The triple patterns of ``hops`` from ``anchor`` and the variable they end on (``end``).
    A hop is a predicate IRI, or a :class:`kgqa.engine.kinship.KinHop` (its own patterns)."""
    node, patterns = iri_to_sparql(anchor), []
    for i, p in enumerate(hops):
        nxt = end if i == len(hops) - 1 else f"?v{i}"
        if isinstance(p, KinHop):
            patterns.extend(p.patterns(node, nxt, f"k{i}_"))
        else:
            patterns.append(f"{node} {iri_to_sparql(p)} {nxt} .")
        node = nxt
    return patterns, node


def chain_query(anchor: str, hops: tuple) -> str:
    """``SELECT DISTINCT ?x`` over the path: the answer is the set of things at its end."""
    patterns, _ = path_patterns(anchor, hops, "?x")
    return f"SELECT DISTINCT ?x WHERE {{ {' '.join(patterns)} }}"


def _reaches(kg, anchor: str, hops: tuple) -> bool:
    """Does the KG have the path at all (one bounded row)?"""
    patterns, end = path_patterns(anchor, hops)
    return bool(kg.select(f"SELECT {end} WHERE {{ {' '.join(patterns)} }} LIMIT 1").rows)


def _predicates(kg, anchor: str, hops: tuple) -> set[str]:
    """The predicates out of the end of the path."""
    patterns, end = path_patterns(anchor, hops)
    q = f"SELECT DISTINCT ?p WHERE {{ {' '.join(patterns)} {end} ?p ?o . }} LIMIT {PREDICATE_ROWS}"
    return {str(row[0]) for row in kg.select(q).rows if row and row[0] is not None and not is_machinery(str(row[0]))}


def chain_graphs(chain: StatedChain, anchors: list[str], kg, relevance_of: Callable[[str], dict[str, float]],
                 words: dict[str, str], links: set[str], beam: int = 3, keep: int = 3,
                 out_of_time: Callable[[], bool] = lambda: False,
                 kin: Callable[[str], KinHop | None] = lambda noun: None,
                 last_accepts: Callable[[str], bool] = lambda p: True,
                 worded: int = 0) -> list[tuple[float, tuple, str, str]]:
    """The best ``keep`` paths for ``chain`` from any of ``anchors`` (the IRIs of the stated
    name), ``(fit, hops, sparql, anchor)`` best first; a path goes on through a hop only by a predicate
    that links things (``links``), and every path is one the KG has. ``relevance_of(noun)``: the
    schema ranker's fit of each predicate to a noun. ``kin(noun)``: the kinship hop a noun
    composes of the KG's family relations (:mod:`kgqa.engine.kinship`), walked instead of the
    predicates ("grandchildren"). ``last_accepts(p)``: whether the last hop may be ``p`` (a
    year for "when", a link for "where"). The first ``worded`` nouns go only by a predicate
    that shares a word with them (or a kinship hop). A KG fault ends the walk with nothing:
    these graphs are an addition to the model's, never needed."""
    kins = [kin(noun) for noun in chain.nouns]
    fits = [noun_fit(noun, relevance_of(noun), words) if k is None else {} for noun, k in zip(chain.nouns, kins)]
    floors = [max(fit.values(), default=0.0) - MAX_FIT_GAP for fit in fits]
    live: list[tuple[float, str, tuple]] = [(0.0, a, ()) for a in anchors]
    try:
        for i, fit in enumerate(fits):
            last = i == len(fits) - 1
            grown = []
            for total, anchor, hops in live:
                if out_of_time():
                    return []
                if kins[i] is not None:
                    if _reaches(kg, anchor, hops + (kins[i],)):
                        grown.append((total + SHARED_WORDS_BONUS, anchor, hops + (kins[i],)))
                    continue
                for p in _predicates(kg, anchor, hops):
                    if i < worded and not _stems(chain.nouns[i]) & _stems(words.get(p, "")):
                        continue
                    if p in fit and fit[p] >= floors[i] and (last and last_accepts(p) or not last and p in links):
                        grown.append((total + fit[p], anchor, hops + (p,)))
            live = sorted(grown, key=lambda x: (-x[0], x[1], x[2]))[:beam]  # ties: the same walk every run
    except KG_FAULTS as e:
        log.info("stated chain walk stopped: %s", e)
        return []
    return [(total, hops, chain_query(anchor, hops), anchor) for total, anchor, hops in live[:keep]]


_ASK_OPENING = re.compile(r"^\s*(?:is|was|are|were)\s+", re.IGNORECASE)
# the marks of a hop in a question's text: an "of" or a possessive
_LINKS_IN_TEXT = re.compile(r"\bof\b|['’]s\b|(?<=s)['’](?=\s)", re.IGNORECASE)


def may_state_ask_chain(question: str, min_nouns: int = 2) -> bool:
    """Whether ``question`` reads like a yes/no question about a chain of ``min_nouns`` or more
    (an opening "is/was", and as many "of"s and possessives): a test on the text alone, so that
    other yes/no questions do not pay for the linking :func:`stated_ask_chains` needs."""
    return bool(_ASK_OPENING.match(question)) and len(_LINKS_IN_TEXT.findall(question)) >= min_nouns


def stated_ask_chains(question: str, names: Iterable[str], min_nouns: int = 2) -> list[tuple[StatedChain, str]]:
    """The readings of a yes/no question about the end of a stated chain, each with the name
    the end should be: "Is Rosa Weber the mother of the spouse of Pavel Costa?" or "Is Pavel
    Costa's spouse's mother Rosa Weber?" (the chain's readings of :func:`stated_chains`, with
    "rosa weber"). [] when the question is not of either form, or the two names are one."""
    opening = _ASK_OPENING.match(question)
    if opening is None:
        return []
    names = sorted({n.strip().lower() for n in names if n and n.strip()}, key=len, reverse=True)
    rest = _END.sub("", question[opening.end():]).strip()
    low = rest.lower()
    for end in names:
        if low.startswith(end) and low[len(end):len(end) + 1] == " ":  # "is A the mother of B"
            readings = stated_chains(rest[len(end):], names, min_nouns)
        elif low.endswith(end) and len(low) > len(end) and low[-len(end) - 1] == " ":  # "is B's mother A"
            readings = stated_chains(rest[: -len(end)].rstrip(), names, min_nouns)
        else:
            continue
        readings = [r for r in readings if r.name != end]
        if readings:
            return [(r, end) for r in readings]
    return []


def chain_ask(anchor: str, hops: tuple, end: str) -> str:
    """``ASK`` whether the path from ``anchor`` reaches ``end``."""
    patterns, _ = path_patterns(anchor, hops, iri_to_sparql(end))
    return f"ASK {{ {' '.join(patterns)} }}"


# "How many children does Anna Berg's mother have?": a count of the things one more noun names
_COUNT = re.compile(r"^\s*how\s+many\s+(?P<noun>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2})\s+(?:does|do|did)\s+"
                    r"(?P<chain>.+?)\s+(?:have|has|had)\s*[?.!]*$", re.IGNORECASE)


def stated_count_chains(question: str, names: Iterable[str], min_nouns: int = 2) -> list[tuple[StatedChain, str]]:
    """The readings of "How many N does <chain> have?", each with the counted noun N: the chain
    from a stated name as :func:`stated_chains` reads it ("Anna Berg's mother", "the mother of
    Anna Berg"), of at least ``min_nouns - 1`` nouns, N counting as one hop more; with
    ``min_nouns`` 0, also the stated name alone (a chain of no nouns)."""
    m = _COUNT.match(question)
    if m is None:
        return []
    noun = m.group("noun").lower()
    if min_nouns <= 0:  # "How many grandchildren does Anna Berg have?": the name alone
        chain = _END.sub("", m.group("chain")).strip().lower()
        bare = [StatedChain(n.strip().lower(), ()) for n in names if n and n.strip().lower() == chain]
        if bare:
            return [(bare[0], noun)]
    readings = stated_chains(f"what is {m.group('chain')}?", names, max(1, min_nouns - 1))
    return [(r, noun) for r in readings if len(r.nouns) < MAX_HOPS]


def count_query(anchor: str, hops: tuple, counted, holds_numbers: bool = False) -> str:
    """``SELECT (COUNT(DISTINCT ?x) AS ?count)`` of the things ``counted`` (a predicate or a
    :class:`~kgqa.engine.kinship.KinHop`) links the path's end to; where ``counted`` holds
    numbers ("How many employees does X's employer have?" on a KG stating a company's
    ``:employees`` as a number), the number itself."""
    select = "SELECT DISTINCT ?x" if holds_numbers else "SELECT (COUNT(DISTINCT ?x) AS ?count)"
    if not hops:  # "How many grandchildren does Anna Berg have?"
        patterns, _ = path_patterns(anchor, (counted,), "?x")
        return f"{select} WHERE {{ {' '.join(patterns)} }}"
    patterns, end = path_patterns(anchor, hops, "?v_end")
    last = counted.patterns(end, "?x", "kc_") if isinstance(counted, KinHop) else [f"{end} {iri_to_sparql(counted)} ?x ."]
    return f"{select} WHERE {{ {' '.join(patterns + last)} }}"


class ChainWalker:
    """Walks stated chains on one KG for one question: the KG's properties and their words
    (``properties``: IRI -> :class:`~kgqa.candidates.schema.SchemaItem`), and the schema
    ranker's fit of each to a noun (``relevance_of``), read once per noun."""

    def __init__(self, kg, properties: dict, relevance_of: Callable[[str], dict[str, float]],
                 out_of_time: Callable[[], bool] = lambda: False,
                 kin: Callable[[str], KinHop | None] = lambda noun: None) -> None:
        self.kg, self.out_of_time, self.kin = kg, out_of_time, kin
        self.words = {iri: p.label or p.local for iri, p in properties.items()}
        self.links = {iri for iri, p in properties.items() if p.is_link}
        self._relevance_of, self._fits = relevance_of, {}

    def relevance(self, noun: str) -> dict[str, float]:
        if noun not in self._fits:
            self._fits[noun] = self._relevance_of(noun)
        return self._fits[noun]

    def walk(self, readings: list[StatedChain], stated: dict, last_accepts: Callable[[str], bool] = lambda p: True,
             worded: int = 0) -> list[tuple[float, tuple, str, str]]:
        """The best path of the first of ``readings`` the KG has one for (one noun per "of" part
        first; fewer, longer nouns where that has no path), from an entity of ``stated``
        (``{key: name}``, the key's last item its IRI) with the chain's name; [] if none.
        ``last_accepts`` and ``worded`` as for :func:`chain_graphs`."""
        for chain in readings:
            anchors = [str(key[-1]) for key, name in stated.items() if name == chain.name][:2]
            found = chain_graphs(chain, anchors, self.kg, self.relevance, self.words, self.links, keep=1,
                                 out_of_time=self.out_of_time, kin=self.kin, last_accepts=last_accepts,
                                 worded=worded)
            if found:
                return found
        return []

    def best_out_of(self, anchor: str, noun: str) -> str | None:
        """The predicate out of ``anchor`` that fits ``noun`` best (None: it has none the
        ranker scores, or the KG failed)."""
        try:
            out = _predicates(self.kg, anchor, ())
        except KG_FAULTS as e:
            log.info("predicates of %s not read: %s", anchor, e)
            return None
        fit = {p: f for p, f in noun_fit(noun, self.relevance(noun), self.words).items() if p in out}
        return max(sorted(fit), key=fit.get) if fit else None

    def fits(self, noun: str, props) -> dict[str, float]:
        """Each of ``props`` with its fit to ``noun`` (a noun or a verb phrase; :func:`noun_fit`)."""
        return {p: f for p, f in noun_fit(noun, self.relevance(noun), self.words).items() if p in set(props)}

    def best_among(self, noun: str, props) -> str | None:
        """Of ``props``, the predicate that fits ``noun`` best."""
        fit = self.fits(noun, props)
        return max(sorted(fit), key=fit.get) if fit else None

    def best_fitting(self, noun: str) -> str | None:
        """The KG's predicate that fits ``noun`` best, wherever it is used."""
        fit = noun_fit(noun, self.relevance(noun), self.words)
        return max(sorted(fit), key=fit.get) if fit else None
