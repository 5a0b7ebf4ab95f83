"""Yes/no questions: recognised by their form, answered by an ASK over the query graph of the
matching statement-style request.

"Is there any troll with good alignment?" asks whether "the trolls with good alignment" has
an answer. The engine outlines and fills the request form ("List the trolls with good
alignment"), the form every training question has, and asks ``ASK { pattern }`` of the best
graph (``kgqa.querygraph.to_ask``).

Why without execution guidance and without preferring graphs with answers: both drop every
graph that has no match in the KG, and for a yes/no question the graph with no match is the
right one whenever the answer is "no". The best-scored graph is asked as it is.
"""

from __future__ import annotations

import re

from rdflib import Literal, URIRef

from kgqa.candidates.label_index import initials, is_initialism
from kgqa.candidates.second_names import main_title
from kgqa.kg.errors import KGError
from kgqa.models.slots import value_identity
from kgqa.querygraph.model import EdgeClass, VertexClass
from kgqa.wordforms import LANGUAGE_CODES_3, LANGUAGES, phrase_spans, plural

# auxiliary verb first, then not a wh-question ("is there", "does X have", "are all ...")
_AUX = r"(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would)"
_THERE = re.compile(rf"^\s*{_AUX}\s+there\s+(?:(?:any|a|an|some|at\s+least\s+one)\s+)?(?P<rest>.+)$", re.I)
_DO = re.compile(r"^\s*(?:does|do|did)\s+(?:(?:any|a|an|some)\s+)?(?P<rest>.+)$", re.I)
_AUX_FIRST = re.compile(rf"^\s*{_AUX}\s+(?P<rest>.+)$", re.I)
# "Can you tell me ...", "Could I get ...": a request for an answer, not a question whether one
# can ("Can you play X on Y?", "Can I fly from A to B?" are yes/no)
_POLITE = re.compile(r"^\s*(?:can|could|will|would)\s+(?:you|i|we)\s+(?:please\s+)?(?:kindly\s+)?"
                     r"(?:tell|give|list|name|show|find|provide|get|say|explain|describe|let|help|look\s+up|search|"
                     r"fetch|enumerate|identify|count|recommend|suggest|point|have|see|know|share|return|check|"
                     r"display|retrieve|state|mention|write|read)\b", re.I)
#: the one who can, after "can"/"could": "Can you play X on Y?" asks of what one does
_ONE = re.compile(r"^(?:you|i|we|one)\s+", re.I)
_CHOICE = re.compile(r"\b\w+\s+or\s+\w+\s*$", re.I)


def request_form(question: str) -> str | None:
    """The statement-style request whose answer decides a yes/no ``question``, or None when
    ``question`` is not a yes/no question.

    >>> request_form("Is there any troll with good alignment?")
    'List the troll with good alignment'
    >>> request_form("Does any singer come from France?")
    'Which singer come from France'
    >>> request_form("Which singers are from France?") is None
    True
    >>> request_form("Can you tell me the capital of Texas?") is None
    True
    """
    text = question.strip().rstrip("?.! ").strip()
    if _POLITE.match(text) or _CHOICE.search(text):
        return None  # "can you tell me ...": a request; "... bad or good": a choice, not yes/no
    m = _THERE.match(text)
    if m:
        return f"List the {m['rest']}"
    m = _DO.match(text)
    if m:
        return f"Which {m['rest']}"
    m = _AUX_FIRST.match(text)
    if m and not re.match(r"(?i)^(?:there|it|this|that)\b", m["rest"]):
        # "Can you play X on Y?": what one can do is the request ("Find play X on Y")
        return f"Find {_ONE.sub('', m['rest'])}"
    return None


def is_yes_no(question: str) -> bool:
    return request_form(question) is not None


def is_ask(graph) -> bool:
    """Is ``graph`` (abstract or filled) a yes/no question of its own: an ASK of its pattern?"""
    return any(e.cls is EdgeClass.AGG and e.instance == "ASK" for e in graph.edges)


def stated_values(question: str, values) -> set:
    """The value candidates the question states word for word ("greater than 8", "whose full
    name is Toyota"), by identity (:func:`kgqa.models.slots.value_identity`)."""
    text = question.lower()
    # a language said by its name is stated by the code a record keeps ("in German": "de")
    codes = {c for name, code in LANGUAGES.items() if phrase_spans(name, text)
             for c in (code, *LANGUAGE_CODES_3.get(name, ()))}
    return {value_identity(v) for v in values if isinstance(v, Literal) and str(v).strip()
            and (phrase_spans(str(v).lower(), text) or str(v).strip().lower() in codes)}


def stated_entities(question: str, pool) -> dict:
    """The entities of ``pool``'s Ent candidates whose name the question spells out word for word
    ("Is Anna Berg's nationality Sweden?": Anna Berg and Sweden), or its regular plural ("horror
    films": the genre "Horror film"; a name of two words or more), or its initials written as such
    ("the CPI": Consumer price index, stated as "cpi"), or without the year its title ends with
    ("the Road Traffic Act"), or without its subtitle ("Reading in the Margins"), or without its leading words where no other name has the rest
    ("the Skarn 1 UL tent"), or without its last word where no other name has the rest ("sharp
    cheddar" of "sharp cheddar cheese"), or without the place phrase it ends with ("the Esk river
    bridge" of "Esk river bridge at Fenmouth"): ``{("ent", iri): name}`` with the name
    lower-cased. A fuzzy link (a typo, a part of a longer name) is not stated, nor is a name said
    only inside a longer one: another entity's ("Pavlova" of "Pavlova Ltd") or a relation's (the
    occupation "conductor" of "principal conductor")."""
    text = question.lower()
    said_as_initials = {m.group().lower() for m in re.finditer(r"\b\w+\b", question) if is_initialism(m.group())}
    out, spans = {}, {}
    names = {(n or "").strip().lower() for n in pool.names.get("Ent", [])}
    for x, name in zip(pool.instances.get("Ent", []), pool.names.get("Ent", [])):
        name = (name or "").strip().lower()
        # "horror films" states the entity "Horror film" (a genre named in the plural); a one-word
        # name in the plural ("novels" for the entity "novel") is a class noun more often than not
        found = phrase_spans(name, text) or (phrase_spans(plural(name), text) if " " in name and name[-1:].isalpha() else [])
        if not found:
            # "the Road Traffic Act" for "Road Traffic Act 2016": a title said without its year,
            # where no other name is those words
            short = _without_year(name)
            if short and short not in names:
                found = phrase_spans(short, text)
                name = short if found else name
        if not found:
            # "Reading in the Margins" of "Reading in the Margins: Annotation as Scholarly Practice":
            # a work's title without its subtitle, where no other name is those words
            short = main_title(name)
            if short and short not in names:
                found = phrase_spans(short, text)
                name = short if found else name
        if not found:
            # "the Skarn 1 UL tent" for "Hallberg Skarn 1 UL Tent": a product named without its
            # brand, the name's last two words or more, where no other name holds those words
            for short in _without_lead(name):
                if not any(other != name and phrase_spans(short, other) for other in names):
                    found = phrase_spans(short, text)
                    if found:
                        name = short
                        break
        if not found:
            # "sharp cheddar" for "sharp cheddar Cheese" (a food table's "Cheese, cheddar, sharp"
            # said in order): a name without its last word, two words or more left, where no
            # other name holds those words
            short = _without_last(name)
            if short and not any(other != name and phrase_spans(short, other) for other in names):
                found = phrase_spans(short, text)
                name = short if found else name
        if not found:
            # "the Esk river bridge" for "Esk river bridge at Fenmouth": a name without the place
            # phrase it ends with, two words or more left, where no other name holds those words
            short = _without_place(name)
            if short and not any(other != name and phrase_spans(short, other) for other in names):
                found = phrase_spans(short, text)
                name = short if found else name
        if not found and said_as_initials:
            short = said_as_initials & initials(name)
            if short:
                name = min(short)
                found = phrase_spans(name, text)
        if x is not None and found:
            out[("ent", x)], spans[("ent", x)] = name, found
    # "Pavlova" inside "Pavlova Ltd": the question names the longer one only; "conductor" inside
    # "principal conductor", a relation's name of two words or more, names the relation
    longer = [*spans.values(), *(phrase_spans(r, text) for r in _relation_names(pool))]
    return {k: name for k, name in out.items()
            if not all(any(a <= i and j <= b and (b - a) > (j - i) for other in longer for a, b in other)
                       for i, j in spans[k])}


def _relation_names(pool) -> set[str]:
    """The names of ``pool``'s relation candidates of two words or more, lower-cased."""
    return {n.strip().lower() for n in pool.names.get("Rel", []) if n and len(n.split()) >= 2}


#: words a name's tail may not open with ("of Kolm" of "University of Kolm" names no one)
_TAIL_OPENERS = frozenset({"of", "the", "and", "for", "in", "on", "at", "de", "du", "la", "le", "von", "van", "&"})


def _without_lead(name: str) -> list[str]:
    """The tails of ``name`` that keep its last word and two words or more, longest first,
    none opening with a function word ("hallberg skarn 1 ul tent" -> "skarn 1 ul tent", "1 ul
    tent", "ul tent")."""
    words = name.split()
    return [" ".join(words[i:]) for i in range(1, len(words) - 1) if words[i] not in _TAIL_OPENERS]


def _without_last(name: str) -> str | None:
    """``name`` without its last word, where two words or more are left and the last left is no
    function word ("sharp cheddar cheese" -> "sharp cheddar"); None otherwise."""
    words = name.split()
    if len(words) >= 3 and words[-2] not in _TAIL_OPENERS and not words[-2].isdigit():
        return " ".join(words[:-1])
    return None


#: prepositions a name's place phrase opens with ("at Fenmouth", "in Dunmore")
_PLACE_WORDS = frozenset({"at", "in", "near", "on", "by"})


def _without_place(name: str) -> str | None:
    """``name`` without the place phrase it ends with, where two words or more are left ("esk
    river bridge at fenmouth" -> "esk river bridge"); None otherwise."""
    words = name.split()
    for i in range(2, len(words) - 1):
        if words[i] in _PLACE_WORDS:
            return " ".join(words[:i])
    return None


def _without_year(name: str) -> str | None:
    """``name`` without the year it ends with, where two words or more are left ("road traffic
    act 2016" -> "road traffic act"); None otherwise."""
    words = name.split()
    if len(words) >= 3 and re.fullmatch(r"(?:1[5-9]|20)\d\d", words[-1]):
        return " ".join(words[:-1])
    return None


def entities_used(graph, stated: dict) -> set:
    """The ``stated`` entities (:func:`stated_entities`) that ``graph`` holds: as an Ent vertex,
    or by their name as a literal value (a row selected by its name column, ``?x :name "Joe
    Sharp"``, is about the entity named "Joe Sharp"), in a triple of its pattern."""
    # a vertex in no triple or comparison is in no pattern of the query (``ASK { <A> :p ?x }``
    # whose <B> only the ASK's own edge touches)
    linked = {i for e in graph.edges if e.cls in (EdgeClass.REL, EdgeClass.CMP) for i in (e.source, e.target)}
    held = {("ent", v.instance) for i, v in enumerate(graph.vertices)
            if v.cls is VertexClass.ENT and v.instance is not None and i in linked}
    names = {str(v.instance).strip().lower() for i, v in enumerate(graph.vertices)
             if v.cls is VertexClass.VAL and isinstance(v.instance, Literal) and i in linked}
    return {key for key, name in stated.items() if key in held or name in names}


def most_covering(beams: list, stated: dict) -> list:
    """The ``(score, graph)`` beams (best first) that use the most of the ``stated`` entities;
    all of them when nothing is stated."""
    if not stated or not beams:
        return beams
    used = [len(entities_used(g, stated)) for _, g in beams]
    return [b for b, u in zip(beams, used) if u == max(used)]


def covering_readings(guided, unguided, stated: dict) -> tuple:
    """The two readings of a yes/no question (``(score, graph)`` or None each), each kept only if
    it uses as many of the ``stated`` entities (:func:`stated_entities`) as the better of the
    two. "Is Anna Berg's nationality Norway?" read as ``ASK { <Anna Berg> :nationality ?x }`` is
    true whatever the country: when the unguided reading names Norway too (guidance cannot keep
    it: it has no match, the answer is "no"), the guided reading that drops it is not asked."""
    if not stated:
        return guided, unguided
    used = [len(entities_used(r[1], stated)) if r is not None else -1 for r in (guided, unguided)]
    return tuple(r if u == max(used) else None for r, u in zip((guided, unguided), used))


#: Why a yes/no answer is withheld when its pattern leaves out an entity the question names
#: (``search.yes_no_entities``). Stable: the service and its clients read it.
LEAVES_OUT_NAMED = "the yes/no pattern leaves out an entity the question names"


def leaves_out_named(graph, stated: dict) -> bool:
    """Does ``graph`` drop a name the question says word for word? "Does Gold Dragon speak
    Common?" asked as ``ASK { <Gold Dragon> :speaks ?x }`` is true whatever the language. Two
    entities of one name (a game and the series named after it) are one name said: the graph
    uses one of them."""
    used = {stated[k] for k in entities_used(graph, stated)}
    return bool(set(stated.values()) - used)


def values_used(graph, stated: set) -> int:
    """How many of the ``stated`` values ``graph`` constrains with."""
    used = {value_identity(v.instance) for v in graph.vertices
            if v.cls is VertexClass.VAL and isinstance(v.instance, Literal)}
    return len(used & stated)


def best_covering(beams: list, stated: set):
    """``(score, graph)`` of the best-scored graph among those that use the most stated values:
    a yes/no graph that drops the question's constraint ("... with cylinders greater than 8"
    asked as "is there any car?") answers another question. ``beams``: ``[(score, graph)]``,
    best first; None when empty."""
    if not beams:
        return None
    most = max(values_used(g, stated) for _, g in beams)
    return next((score, g) for score, g in beams if values_used(g, stated) == most)


# -- a yes/no pattern must be about the question ---------------------------------------------
#: Why a yes/no answer is withheld when its pattern ignores the question (``search.
#: yes_no_requires_mention``). Stable: the service and its clients read it.
IGNORES_QUESTION = "the yes/no pattern uses none of the question's entities or values"


def grounded_mentions(pool) -> set:
    """What the question names in the KG, as the linkers found it in its text: the entities of
    the Ent pool (by IRI) and the literal values of the Val pool (by identity); OrderSpecs are
    the search's own (``LIMIT 3``), not something the question states. ``pool``: the
    :class:`~kgqa.models.slots.SlotCandidates` of the question (or of its request form)."""
    ents = {("ent", x) for x in pool.instances.get("Ent", []) if x is not None}
    vals = {("val", value_identity(v)) for v in pool.instances.get("Val", []) if isinstance(v, Literal)}
    return ents | vals


def mentions_used(graph, mentions: set) -> set:
    """The ``mentions`` (:func:`grounded_mentions`) that ``graph`` holds in an Ent or Val vertex."""
    held = set()
    for v in graph.vertices:
        if v.cls is VertexClass.ENT and v.instance is not None:
            held.add(("ent", v.instance))
        elif v.cls is VertexClass.VAL and isinstance(v.instance, Literal):
            held.add(("val", value_identity(v.instance)))
    return held & mentions


def ignores_question(graph, mentions: set) -> bool:
    """Does ``graph`` answer a yes/no question without anything the question names? True only
    when the question links something (an entity or a value) and the graph uses none of it: a
    question that links nothing ("Is there any dragon?") may be asked by its types alone."""
    return bool(mentions) and not mentions_used(graph, mentions)


def name_fragments(question: str, kg) -> set:
    """The stated values (as :func:`grounded_mentions` keys) that the value linker read only off
    part of a longer entity mention ("hills" from the "Hill" of "Hill Troll"): the words name the
    entity, so a pattern holding the value does not use what the question names. A value read
    off the whole mention ("Joe Sharp", a name literal and an entity label) is not one."""
    from kgqa.candidates.collect import PoolSizes, default_collector, link_entities, link_values
    from kgqa.models.slots import DEFAULT_SIZES, value_literal

    collector = default_collector()
    onboarded = collector.onboarded(kg)
    sizes = PoolSizes(**DEFAULT_SIZES)
    ents = [p["span"] for c in link_entities(question, onboarded.labels, sizes, collector.schema(kg)) for p in c.provenance if "span" in p]
    out = set()
    for c in link_values(question, onboarded.values, collector.schema(kg), sizes):
        spans = [p["span"] for p in c.provenance if "span" in p]
        if spans and all(any(e[0] <= s[0] and s[1] <= e[1] and (s[1] - s[0]) < (e[1] - e[0]) for e in ents)
                         for s in spans):
            out.add(("val", value_identity(value_literal(c))))
    return out


def question_mentions(pool, question: str, kg) -> set:
    """What a yes/no pattern must use one of (``search.yes_no_requires_mention``): the
    :func:`grounded_mentions` of ``pool`` less the :func:`name_fragments` of ``question``."""
    mentions = grounded_mentions(pool)
    return mentions - name_fragments(question, kg) if mentions else mentions


def has_triple(graph) -> bool:
    """Does ``graph``'s pattern state anything (a Rel edge)? A lone entity asks ``ASK { }``."""
    return any(e.cls is EdgeClass.REL for e in graph.edges)


def could_hold(graph, kg, timeout_s: float | None = None) -> bool:
    """Could ``graph``'s pattern hold of anything: does it have a triple, and a match with each of
    its stated entities and values in turn left open (``search.yes_no_possible``)?

    A "no" means something only where the pattern could have been true. ``ASK { :chaoticEvil
    :cmd :Balor }`` (a number-valued property between two individuals, backwards) is false
    whatever the KG says about Balor, and a pattern with no triple (``ASK { }``) is true of
    every KG. ``ASK { :HillTroll :speaks :Draconic }`` is a real "no": some creature speaks
    Draconic and the troll speaks something. A failed probe counts as "could" (never prune on
    an error).
    """
    from kgqa.querygraph import QueryGraphError, to_ask

    if not has_triple(graph):
        return False
    for v, vertex in enumerate(graph.vertices):
        if vertex.cls not in (VertexClass.ENT, VertexClass.VAL) or not isinstance(vertex.instance, (URIRef, Literal)):
            continue
        try:
            if not kg.ask(to_ask(graph.with_vertex_instance(v, None)), timeout_s=timeout_s):
                return False
        except (QueryGraphError, KGError):
            continue
    return True


def possible_readings(beams: list, kg, checked: int, timeout_s: float | None = None) -> list:
    """``beams`` (``(hypothesis, graph, ...)``, best first) less those of the first ``checked``
    whose pattern could not hold (:func:`could_hold`); the rest are kept unchecked."""
    return [b for b in beams[:checked] if could_hold(b[1], kg, timeout_s)] + list(beams[checked:])
