"""Facts held by an unnamed node: a KG that reifies roles, routes or degrees.

Many KGs state an n-ary fact as a node of its own: a person ``heldPosition`` a position node
whose ``organisation``, ``role`` ("governor"), ``startYear`` and ``endYear`` say the rest; a
route node with an ``origin``, a ``destination`` and an ``operated_by``. Such a node has no name
(no ``rdfs:label``, ``schema:name``, ...), so it is never an answer a person wants, and the
model, which learned from KGs without them, answers with the nodes themselves or skips them.
Two readings, both only through nodes the KG names nothing by:

- :func:`pair_reading`, a question naming two entities joined through such a node ("What role
  does Jonas Eikeland have at Lirnhaven Shipping?", "When was Liesel Armadottir appointed
  governor of the Bank of Veldmark?", "Is Greta Ilves still a member of the Veldmark Diet?"):
  the node's property the question asks for (a year for "when", the property the noun of
  "what N" names, else the best fit), or for a yes/no question whether such a node exists;
- :func:`through_node`, a chosen graph whose answers are such nodes ("Who has been chief
  executive of Halden Bank?" read as the bank's position nodes): the answer is carried one
  step on, to the named things (or values) the question asks for.

Both keep what the question says of the node: a string the node's properties hold, said word
for word ("chief executive", "PhD", plural "professors" too), becomes a condition, and "current",
"still", "now" ask for a node with no end (no value of a property whose name says "end").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rdflib import BNode, Literal, URIRef

from kgqa.candidates.schema import DATE_DATATYPES, iri_words
from kgqa.engine.comparison import COMPARATIVES
from kgqa.engine.counted_place import StatedReading
from kgqa.engine.people import person_pattern
from kgqa.engine.question_forms import ASKS_WHEN, ASKS_WHICH_NOUN, ASKS_WHO, ASKS_WHO_WHERE, SMALL_WORDS, asks_for_people
from kgqa.engine.sibling_roles import one_role, role_words
from kgqa.engine.stated_pair import stated_comparator
from kgqa.kg.labels import LABEL_PATH, LABEL_PROPERTIES, local_name, split_identifier
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph import to_sparql
from kgqa.querygraph.model import EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import noun_key, phrase_spans, plural, singular_words, stem, stems, unit_measures, with_synonyms

_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
#: "the current chair", "still a member": a node with no end
_NOW = re.compile(r"\b(?:current|currently|still|now|presently|present|today|incumbent)\b", re.I)
#: verbs of a fact's end ("when did X step down"): its end time, not its start
_ENDED = re.compile(r"\b(?:left|leave|leaves|step(?:ped|s)?\s+down|resign(?:ed|s)?|retire(?:d|s)?|end(?:ed|s)?|quit|"
                    r"stop(?:ped|s)?|finish(?:ed|es)?|depart(?:ed|s)?|until|lost|ceased?)\b", re.I)
_WHAT_NOUN = re.compile(r"^\s*(?:what|which)\s+(?P<noun>[a-z][\w-]*)\b", re.I)
_END_WORDS = {"end", "until", "left", "to", "ended", "finish", "stop", "termination"}
_YEAR_WORDS = {"year", "date", "start", "end", "from", "until", "since", "begin", "began", "started", "ended", "when"}
_LIMIT = 500
#: a year the question puts a fact in: "in 2005", "after 2000", "before 1990"
_AT_YEAR = re.compile(r"\b(?P<when>in|during|after|before|since)\s+(?P<year>(?:1[5-9]|20)\d\d)\b", re.I)
#: verbs of a fact's start: "became a professor after 2000" compares the start year
_BEGAN = re.compile(r"\b(?:became|become|becomes|joined|join|joins|appointed|elected|started|start|began|begin|hired|"
                    r"named|took\s+office|founded|entered)\b", re.I)
#: words a string value may be that a question says for their grammar, not as the value
_FUNCTION_WORDS = {"and", "the", "for", "not", "all", "any", "are", "was", "were", "has", "had", "have", "with", "from",
                   "into", "than", "that", "this", "who", "what", "which", "where", "when", "how", "many", "much",
                   "yes", "none", "other", "one", "two", "its", "their", "our", "you", "does", "did"}


#: nodes a listing reads at most (the first of an answer's rows)
_NODES = 50


def nodes_pattern(nodes: list[str]) -> str:
    """``VALUES ?n { ... }`` binding ``?n`` to (the first :data:`_NODES` of) ``nodes``, escaped."""
    return f"VALUES ?n {{ {' '.join(iri_to_sparql(n) for n in nodes[:_NODES])} }}"


def node_step(p: str, out_of_node: bool) -> str:
    """The triple pattern of one step between the node ``?n`` and ``?x`` by property ``p``."""
    return f"?n {iri_to_sparql(p)} ?x" if out_of_node else f"?x {iri_to_sparql(p)} ?n"


def _ends(props: list[str]) -> list[str]:
    """The properties of ``props`` whose names say a fact's end (``endYear``, ``until``)."""
    return [p for p in props if _END_WORDS & set(iri_words(p).split())]


@dataclass(frozen=True)
class NodeFacts:
    """What the nodes a pattern binds to ``?n`` hold: each property, out of the node or into it,
    with whether its values are literals."""

    out_literal: list[str]
    out_entity: list[str]
    into: list[str]


#: a property with this many IRI values links things, not roles (:meth:`NodeReader.verb_roles`)
_MANY_ROLES = 30


def _agent_noun_of(word: str, said_stems: set[str]) -> bool:
    """Is ``word`` the doer of a verb the question says ("leader" of "leads", "editor" of
    "edited", "writer" of "wrote", "creator" of "created")? One word of at least six letters
    ending in -er or -or."""
    if " " in word or len(word) < 6 or not word.endswith(("er", "or")):
        return False
    bases = {word[:-2], word[:-1] if word.endswith("er") else word[:-2] + "e"}
    return any(stem(b) in said_stems for b in bases)


def _role_verb_now(question: str, roles: list[str]) -> bool:
    """Does the question say one of the ``roles`` by its verb in the present ("Who chairs X?",
    "Who leads X?"): the one who holds it now, not all who held it?"""
    m = re.match(r"\s*who\s+([a-z]+)\b", question.lower())  # the verb right after "who", not a plural ("speakers")
    if m is None:
        return False
    verb = m.group(1)
    for role in (r.strip().lower() for r in roles):
        if " " in role:
            continue
        if verb == f"{role}s" or (len(role) >= 6 and role.endswith(("er", "or")) and verb == f"{role[:-2]}s"):
            return True
    return False


class NodeReader:
    """Reads unnamed nodes on one KG: ``select(query)`` runs a bounded SELECT (its rows, or
    None on a failure), ``words(p)`` says what property ``p`` says, ``best(props)`` picks the
    property that fits the question best."""

    def __init__(self, select: Callable[[str], list | None], words: Callable[[str], str],
                 best: Callable[[list[str]], str | None], dated: Callable[[str], bool] = lambda p: False,
                 roles: tuple[str, ...] = (), names: str = LABEL_PATH,
                 unasked: Callable[[str], bool] = lambda p: False) -> None:
        self.select, self.words, self.best, self.dated = select, words, best, dated
        self.unasked = unasked  # a link no way leads on by: images, pages the question does not ask for
        self.roles = roles  # entities the question says as a verb or a role ("translated": relators:trl "translator")
        self.names = names  # the KG's name path (kgqa.candidates.name_path), for nameless()

    def unnamed(self, iris: list[str]) -> bool:
        """Are the nodes ``iris`` (IRIs) all without a name in the KG?"""
        if not iris:
            return False
        rows = self.select(f"SELECT ?n WHERE {{ {nodes_pattern(iris)} ?n {LABEL_PATH} ?l }}")
        return rows is not None and not rows

    def nameless(self, iris: list[str]) -> bool:
        """Are the nodes ``iris`` without a name even by the KG's own name properties (``names``)?
        An answer of such nodes is carried on to what the question asks; a node another reading
        joins through only needs no standard label (:meth:`unnamed`): a paper with a ``dblp:title``
        still joins its author to its venue."""
        if not iris:
            return False
        rows = self.select(f"SELECT ?n WHERE {{ {nodes_pattern(iris)} ?n {self.names} ?l }}")
        return rows is not None and not rows

    def unnamed_at(self, pattern: str) -> bool:
        """Are the nodes ``pattern`` binds to ``?n`` (blank nodes too) all without a name?"""
        rows = self.select(f"SELECT ?n WHERE {{ {pattern} ?n {LABEL_PATH} ?l }}")
        return rows is not None and not rows

    def facts(self, pattern: str) -> NodeFacts:
        """The properties of the nodes ``pattern`` binds to ``?n``."""
        out = self.select(f"SELECT DISTINCT ?p (isLiteral(?o) AS ?lit) WHERE {{ {pattern} ?n ?p ?o . }}") or []
        into = self.select(f"SELECT DISTINCT ?p WHERE {{ {pattern} ?s ?p ?n . }}") or []
        keep = lambda p: isinstance(p, URIRef) and not str(p).endswith("#type") and str(p) not in LABEL_PROPERTIES \
            and not self.unasked(str(p))  # noqa: E731
        lit = [str(r[0]) for r in out if keep(r[0]) and str(r[1]).lower() in ("true", "1")]
        ent = [str(r[0]) for r in out if keep(r[0]) and str(r[1]).lower() not in ("true", "1")]
        return NodeFacts(sorted(set(lit)), sorted(set(ent) - set(lit)), sorted({str(r[0]) for r in into if keep(r[0])}))

    def said_values(self, question: str, props: list[str]) -> list[tuple[str, Literal]]:
        """``(property, value)`` for each string value of ``props`` (anywhere in the KG) that the
        question says word for word (or in the plural): "chief executive", "professors"."""
        text = question.lower()
        said_stems = {stem(w) for w in re.findall(r"[a-z]+", text)}
        out = []
        for p in props:
            rows = self.select(f"SELECT DISTINCT ?v WHERE {{ ?m {iri_to_sparql(p)} ?v . FILTER(isLiteral(?v)) }}") or []
            for (v, *_) in rows:
                word = str(v).strip().lower()
                if not isinstance(v, Literal) or len(word) < 3 or word in _FUNCTION_WORDS \
                        or re.fullmatch(r"[\d.,\s-]+", word):
                    continue
                if str(v).strip().isupper() and not phrase_spans(str(v).strip(), question):
                    continue  # a code ("AS", "IN") is said in capitals, not as the word "as"
                if phrase_spans(word, text) or (word[-1:].isalpha() and phrase_spans(plural(word), text)) \
                        or (" " not in word and len(word) > 3 and stem(word) in said_stems) \
                        or _agent_noun_of(word, said_stems):  # "chaired": chair; "leads": leader
                    out.append((p, v))
        # a value inside a longer one said ("governor" in "deputy governor"): the longer only
        return [(p, v) for p, v in out
                if not any(len(str(w)) > len(str(v)) and phrase_spans(str(v).lower(), str(w).lower()) for _, w in out)]

    def to_people(self, pattern: str, steps: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
        """The ``steps`` from the nodes ``pattern`` binds to ``?n`` that reach people
        (:func:`kgqa.engine.people.person_pattern`): where a question asks who, the way to a
        person, not to the party or the seat a membership also links ("Who sat for X?")."""
        return [(p, out) for p, out in steps
                if self.select(f"SELECT ?x WHERE {{ {pattern} {node_step(p, out)} . {person_pattern('x')} }}", 1)]

    def verb_roles(self, question: str, props: list[str]) -> list[tuple[str, URIRef]]:
        """``(property, role)`` for each IRI value of ``props`` whose name is the doer of a verb
        the question says, or a synonym of one ("Who edited X?": OpenCitations' ``pro:editor``;
        "Who wrote X?": ``pro:author``, a writer). A property of many values links things, not roles."""
        said, out = stems(question), []
        for p in props:
            rows = self.select(f"SELECT DISTINCT ?v WHERE {{ ?m {iri_to_sparql(p)} ?v . FILTER(isIRI(?v)) }}",
                               _MANY_ROLES) or []
            if len(rows) >= _MANY_ROLES:
                continue
            for (v, *_) in rows:
                word = local_name(str(v)).lower()
                if word.isalpha() and any(_agent_noun_of(w, said) for w in with_synonyms({word})):
                    out.append((p, v))
        return out

    def role_links(self, facts: NodeFacts) -> list[tuple[str, str]]:
        """``(property, role)`` for each of the :attr:`roles` that one of the nodes' properties
        (``facts``) holds somewhere in the KG (a BIBFRAME contribution's ``bf:role relators:trl``):
        the condition the role puts on the nodes, whether or not these nodes meet it."""
        if not self.roles or not facts.out_entity:
            return []
        props = " ".join(iri_to_sparql(p) for p in facts.out_entity)
        links = []
        for role in self.roles:
            rows = self.select(f"SELECT DISTINCT ?p WHERE {{ VALUES ?p {{ {props} }} ?m ?p {iri_to_sparql(role)} . }}") or []
            if len(rows) == 1 and isinstance(rows[0][0], URIRef):
                links.append((str(rows[0][0]), role))
        return links

    def conditions(self, question: str, facts: NodeFacts, pattern: str = "",
                   roles: list[tuple[str, str]] = ()) -> str:
        """The triple patterns (and filter) for what ``question`` says of the node ``?n``
        (``pattern``: the one that binds the nodes, to read their dated neighbours; ``roles``:
        the :meth:`role_links` the nodes must hold)."""
        said = self.said_values(question, facts.out_literal)
        parts = [f"?n {iri_to_sparql(p)} {term_to_sparql(v)} ." for p, v in said]
        parts += [f"?n {iri_to_sparql(p)} {iri_to_sparql(r)} ." for p, r in roles]
        ends = _ends(facts.out_literal)
        if (_NOW.search(question) or _role_verb_now(question, [str(v) for _, v in said])) and len(ends) == 1:
            parts.append(_not_ended("n", ends[0]))
        parts.append(self._in_time(question, facts, ends) or self._dated_by(question, facts, pattern))
        return " ".join(x for x in parts if x)

    def _dated_by(self, question: str, facts: NodeFacts, pattern: str) -> str:
        """The year a question puts the node's fact in, read on the one dated thing the node
        links to where the node has no time of its own ("won Kellby in 2023": the result's
        election, held on 2023-06-08); "" without one."""
        m = _AT_YEAR.search(question)
        if m is None or not pattern or any(_YEAR_WORDS & set(iri_words(p).split()) for p in facts.out_literal):
            return ""
        dates = ", ".join(f"<{d}>" for d in sorted(DATE_DATATYPES))
        # not through the named things the pattern joins: their own dates (a party's founding) are not the fact's
        joined = set(re.findall(r"<[^>]+>", pattern))
        rows = [r for r in self.select(f"SELECT DISTINCT ?e ?d WHERE {{ {pattern} ?n ?e ?x . ?x ?d ?v . "
                                       f"FILTER(isIRI(?x) && DATATYPE(?v) IN ({dates})) }}") or []
                if iri_to_sparql(str(r[0])) not in joined]
        if len(rows) != 1:
            return ""
        e, d = (iri_to_sparql(str(t)) for t in rows[0])
        op = {"before": "<", "after": ">", "since": ">="}.get(m["when"].lower(), "=")
        return f"?n {e} ?dated . ?dated {d} ?when . FILTER(YEAR(?when) {op} {int(m['year'])})"

    def _in_time(self, question: str, facts: NodeFacts, ends: list[str]) -> str:
        """The year a question puts the node's fact in ("CEO in 2005", "became a professor after
        2000", "a member after 2005"), read against its start and end years; "" without one."""
        m = _AT_YEAR.search(question)
        starts = [p for p in facts.out_literal if p not in ends and _YEAR_WORDS & set(iri_words(p).split())]
        if m is None or len(starts) != 1 or len(ends) > 1:
            return ""
        year = int(m["year"])
        start = iri_to_sparql(starts[0])
        s_val = "YEAR(?started)" if self.dated(starts[0]) else "?started"
        if m["when"].lower() in ("in", "during") or (m["when"].lower() != "before" and not _BEGAN.search(question) and ends):
            op = ">=" if m["when"].lower() in ("in", "during") else ">"
            if not ends:
                return f"?n {start} ?started . FILTER({s_val} <= {year})"
            e_val = "YEAR(?ended_at)" if self.dated(ends[0]) else "?ended_at"
            held = f"?n {start} ?started . FILTER({s_val} <= {year}) " if op == ">=" else ""
            # held that year (or after it): begun by then, and not ended before it
            return f"{held}FILTER NOT EXISTS {{ ?n {iri_to_sparql(ends[0])} ?ended_at . FILTER({e_val} < {year}) }}" \
                if op == ">=" else f"FILTER NOT EXISTS {{ ?n {iri_to_sparql(ends[0])} ?ended_at . FILTER({e_val} <= {year}) }}"
        op = "<" if m["when"].lower() == "before" else ">"
        return f"?n {start} ?started . FILTER({s_val} {op} {year})"


def _asked_property(question: str, facts: NodeFacts, used: set[str], reader: NodeReader) -> tuple[str, bool] | None:
    """``(property, out of the node)`` the question asks for of the node: a time for "when"
    (the end for "step down", "left"), the property the noun of "what N" names, else the best
    fit among the node's other properties."""
    lits = [p for p in facts.out_literal if p not in used]
    if ASKS_WHEN.search(question):
        times = [p for p in lits if _YEAR_WORDS & set(iri_words(p).split())]
        ends = _ends(times)
        starts = [p for p in times if p not in ends]
        pick = ends if _ENDED.search(question) else starts
        return (pick[0], True) if len(pick) == 1 else None
    m = _WHAT_NOUN.match(question)
    if m is not None:
        noun = singular_words(m["noun"])
        named = [p for p in lits + [p for p in facts.out_entity if p not in used]
                 if noun & singular_words(f"{reader.words(p)} {iri_words(p)}")]
        if len(named) == 1:
            return named[0], True
    return None


def pair_reading(question: str, stated: dict, reader: NodeReader, yes_no: bool) -> StatedReading | None:
    """The query of a question naming two entities joined through an unnamed node (module
    docstring): an ASK for a yes/no question, else the node's asked property; None where the
    two are joined through no such node, or nothing says what is asked."""
    if len(stated) != 2:
        return None
    (a, a_name), (b, b_name) = ((iri_to_sparql(k[1]), n) for k, n in stated.items())
    for pattern in (f"{a} ?p ?n . ?n ?q {b} .", f"{b} ?p ?n . ?n ?q {a} .", f"?n ?p {a} . ?n ?q {b} .",
                    f"{a} ?p ?n . {b} ?q ?n ."):
        rows = reader.select(f"SELECT DISTINCT ?p ?q ?n WHERE {{ {pattern} FILTER((isIRI(?n) || isBlank(?n)) "
                             f"&& ?p != {_TYPE} && ?q != {_TYPE}) }}")
        if not rows:
            continue
        links = _said_link({(str(r[0]), str(r[1])) for r in rows}, question, reader)
        if links is None:
            continue
        p, q = (_link_sparql(x) for x in links)
        joined = pattern.replace("?p", p).replace("?q", q)
        # a blank node (a DCAT distribution, an address) has no IRI to ask about: its pattern is asked
        blank = any(isinstance(r[2], BNode) for r in rows)
        # both into the node by one property the question says ("Does A interact with B?": each
        # ``ddi-interactor-in`` the interaction): the node is the fact, named or not (Bio2RDF names all)
        # ... and a node of a kind of its own: two countries bordering a third share no fact
        said_way = pattern.endswith("?q ?n .") and links[0] == links[1] \
            and bool(_content_stems(reader.words(links[0])) & stems(question)) \
            and not reader.select(f"SELECT ?n WHERE {{ {joined} ?n a ?c . {a} a ?c }}")
        if not said_way and not (reader.unnamed_at(joined) if blank
                                 else reader.unnamed(sorted({str(r[2]) for r in rows}))):
            continue
        facts = reader.facts(joined)
        if not (facts.out_literal or facts.out_entity):
            continue  # a term with nothing of its own (gtfs:WheelchairAccessible) is a value two things share, no fact
        said = reader.conditions(question, facts, joined, reader.role_links(facts))
        if yes_no:
            threshold = _threshold(question, joined, reader)
            if threshold is None:
                return None  # a number compared that no number of the node can be: the model's reading
            return StatedReading(f"ASK {{ {joined} {said} {threshold} }}", f"{a_name} and {b_name} through one node")
        asked = _asked_property(question, facts, {x for way in links for x in re.findall(r"<([^>]+)>", way) or [way]},
                                reader)
        if asked is None:
            return None
        return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {joined} {said} ?n {iri_to_sparql(asked[0])} ?x . }}",
                             f"the {reader.words(asked[0])} of what joins {a_name} and {b_name}")
    if not yes_no:
        return None
    return _unjoined(a, a_name, b, b_name, reader) or (_apart(a, a_name, b, b_name, reader)
                                                        if _EXISTS.search(question) else None)


#: a question asking whether anything is so ("Are there any German painters?")
_EXISTS = re.compile(r"^\s*(?:are|is)\s+there\b", re.I)


def _apart(a: str, a_name: str, b: str, b_name: str, reader: NodeReader) -> StatedReading | None:
    """The ASK of "Are there any German painters?" where the KG holds each of the two named
    values on things of one class, by one property each ("German" a nationality, "painters" a
    role of the Getty agents), and no thing holds both: whether one does (false). None where
    either is held by several properties, both by one, or by things of no class in common."""
    props = []
    for x in (a, b):
        rows = reader.select(f"SELECT DISTINCT ?p WHERE {{ ?n ?p {x} . FILTER(?p != {_TYPE}) }}")
        if rows is None or len(rows) != 1:
            return None
        props.append(iri_to_sparql(str(rows[0][0])))
    if props[0] == props[1] or not reader.select(f"SELECT ?c WHERE {{ ?n {props[0]} {a} . ?n {_TYPE} ?c . "
                                                 f"?m {props[1]} {b} . ?m {_TYPE} ?c . }}"):
        return None
    return StatedReading(f"ASK {{ ?n {props[0]} {a} . ?n {props[1]} {b} . }}", f"{a_name} and {b_name} on one thing")


#: a number a yes/no question compares ("longer than 1000 km"), not a year it puts the fact in
_COMPARED_NUMBER = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)(?![\w.])")


def _threshold(question: str, pattern: str, reader: NodeReader) -> str | None:
    """The filter of a number the question compares the joining node's fact with ("Is the
    route from PAY to MRB longer than 800 km?": its distance over 800), on the node's numeric
    property that the comparative, the unit and the question's words say (or its only one); ""
    where no number is compared; None where one is and the node has no such property."""
    op = stated_comparator(question)
    numbers = [m["n"] for m in _COMPARED_NUMBER.finditer(question) if not _AT_YEAR.search(question[:m.end()][-12:])]
    if op is None or len(numbers) != 1:
        return ""
    rows = reader.select(f"SELECT DISTINCT ?p WHERE {{ {pattern} ?n ?p ?v . FILTER(isNumeric(?v)) }}") or []
    props = [str(r[0]) for r in rows if isinstance(r[0], URIRef)]
    # the measure the unit and the comparative say ("km": a distance, "longer": a length) first,
    # then the question's other words
    measures = unit_measures(question) | {w for c, (implied, _) in COMPARATIVES.items()
                                          if re.search(rf"\b{c}\b", question, re.I) for w in implied}
    words = {p: singular_words(f"{reader.words(p)} {iri_words(p)}") for p in props}
    chosen = [p for p in props if words[p] & measures] or [p for p in props if words[p] & singular_words(question)] \
        or props
    if len(chosen) != 1:
        return None
    return f"?n {iri_to_sparql(chosen[0])} ?compared . FILTER(?compared {op} {numbers[0]})"


def _link_sparql(link: str) -> str:
    """A link of :func:`_said_link` as SPARQL (an IRI, or a path already written as SPARQL)."""
    return link if link.startswith("<") else iri_to_sparql(link)


def _content_stems(text: str) -> set[str]:
    """The stems of ``text``'s words but the small ones ("has", "in")."""
    return {w for w in stems(text) if w not in SMALL_WORDS and len(w) > 2}


def _namespace(iri: str) -> str:
    """``iri`` without its local name (up to its last ``#`` or ``/``)."""
    return iri[: max(iri.rfind("#"), iri.rfind("/")) + 1]


def said_term_graph(question: str, graph: QueryGraph, values: list) -> QueryGraph | None:
    """``graph``, whose answers ``values`` are a vocabulary's terms a node holds (CiTO's
    ``cito:extends`` on a citation, PRO's ``pro:author`` on a role), with the one term the question
    says ("Which papers build on X by extending it?") held by the node instead, and the node as
    the answer, to be carried on to what the question asks; None where the answers are not
    such terms (a few IRIs in the namespace of the property that links them), the question says
    none or several of them, or the answer hangs off no one node."""
    v = bound_vertex(graph)
    if v is None or graph.vertices[v].cls is not VertexClass.ANS or not values or len(set(values)) > _MANY_ROLES:
        return None
    if not all(isinstance(x, str) and x.startswith(("http://", "https://")) for x in values):
        return None
    edges = [e for e in graph.edges if v in (e.source, e.target)]
    if len(edges) != 1 or edges[0].cls is not EdgeClass.REL or not isinstance(edges[0].instance, URIRef):
        return None
    # a vocabulary's terms live beside its properties (``cito:extends`` of ``cito:hasCitationCharacterisation``);
    # things of the KG's own (people, papers) do not
    vocabulary = _namespace(str(edges[0].instance))
    if any(_namespace(x) != vocabulary for x in values):
        return None
    said_stems = stems(question)
    said = [x for x in sorted(set(values))
            if (words := _content_stems(" ".join(split_identifier(local_name(x))))) and words <= said_stems]
    if len(said) != 1:
        return None
    hub = edges[0].other(v)
    if graph.vertices[hub].cls is not VertexClass.VAR:
        return None
    g = graph.copy()
    g.vertices[v] = type(g.vertices[v])(VertexClass.ENT, g.vertices[v].segment, URIRef(said[0]), None)
    g.vertices[hub] = type(g.vertices[hub])(VertexClass.ANS, g.vertices[hub].segment, None, None)
    return g


def _said_link(links: set[tuple[str, str]], question: str, reader: NodeReader) -> tuple[str, str] | None:
    """The one ``(p, q)`` way nodes join the two entities; of several ("Did Tomas Reyl win
    Kellby?": a result's ``winner`` and a candidate result's ``candidate``), the one whose
    properties alone share a word's stem with the question; None where that is not one."""
    if len(links) == 1:
        return next(iter(links))
    words = {(p, q): stems(f"{reader.words(p)} {reader.words(q)}") for p, q in links}
    shared = set.intersection(*words.values())
    said = stems(question)
    fits = [link for link in sorted(links) if said & (words[link] - shared)]
    if len(fits) == 1:
        return fits[0]
    if not fits and not _TAKES_PART.search(question):
        return None  # "Did X win a game at E?": a verb no way says is not taking part
    return _sides_of_one_role(fits or sorted(links), reader)


#: verbs that say only that a thing took part, on either side ("Did X play in E?")
_TAKES_PART = re.compile(r"\b(?:play(?:s|ed|ing)?|compet(?:e|es|ed|ing)|participat(?:e|es|ed|ing)|"
                         r"t(?:ake|akes|ook|aken|aking)\s+part|appear(?:s|ed)?|feature[sd]?|involved|"
                         r"(?:was|were|is|are)\s+(?:in|at|on))\b", re.I)


def _sides_of_one_role(links: list[tuple[str, str]], reader: NodeReader) -> tuple[str, str] | None:
    """Ways that differ only by the two sides of one role (a game's ``whitePlayer`` and
    ``blackPlayer`` to the player, its ``event`` to the event: "Did X play in E?"), read together
    as one: ``("<white>|<black>", q)`` as SPARQL paths. None for any other ways."""
    ps, qs = sorted({p for p, _ in links}), sorted({q for _, q in links})
    if len(links) != 2 or (len(ps) == 2) == (len(qs) == 2):
        return None
    two = ps if len(ps) == 2 else qs
    words = [role_words(reader.words(x), x) for x in two]
    if not one_role(*words):
        return None
    either = "|".join(iri_to_sparql(x) for x in two)
    return (either, iri_to_sparql(qs[0])) if len(ps) == 2 else (iri_to_sparql(ps[0]), either)


def _unjoined(a: str, a_name: str, b: str, b_name: str, reader: NodeReader) -> StatedReading | None:
    """The ASK of a yes/no question about two entities that no node joins, where the KG joins
    one of them through unnamed nodes to things of the other's sort ("Is the School census
    available as CSV?": its distributions have formats, CSV is one, none of its own is): the
    one such way, asked of the two (false). None where the two are linked at all, by one step
    or two (the other readings decide then), or where there is no one such way."""
    near = reader.select(f"SELECT ?x WHERE {{ {{ {a} ?x {b} }} UNION {{ {b} ?x {a} }} UNION {{ {a} ?x ?m . ?m ?y {b} }} "
                         f"UNION {{ {b} ?x ?m . ?m ?y {a} }} UNION {{ ?m ?x {a} . ?m ?y {b} }} "
                         f"UNION {{ {a} ?x ?m . {b} ?y ?m }} }}")
    if near is None or near:
        return None
    ways = []
    for s, o, s_name, o_name in ((a, b, a_name, b_name), (b, a, b_name, a_name)):
        rows = reader.select(f"SELECT DISTINCT ?p ?q WHERE {{ {s} ?p ?n . ?n ?q ?y . ?m ?q {o} . "
                             f"FILTER((isIRI(?n) || isBlank(?n)) && (isIRI(?m) || isBlank(?m)) && ?p != {_TYPE} "
                             f"&& ?q != {_TYPE}) }}") or []
        ways += [(s, o, s_name, o_name, str(p), str(q)) for p, q in rows]
    if len(ways) != 1:
        return None
    s, o, s_name, o_name, p, q = ways[0]
    if not reader.unnamed_at(f"{s} {iri_to_sparql(p)} ?n . ?n {iri_to_sparql(q)} ?y ."):
        return None
    return StatedReading(f"ASK {{ {s} {iri_to_sparql(p)} ?n . ?n {iri_to_sparql(q)} {o} . }}",
                         f"{s_name} and {o_name} through one node")


#: the noun a question asks for: "In which formats ...", "Under which licence ...", "what's the contact email for ..."
_ASKED_NOUN = re.compile(r"^\s*(?:(?:in|under|on|at|with|by|from|for)\s+)?(?:which|what)(?:['’]?s|\s+is|\s+are)?"
                         r"(?:\s+the)?\s+(?P<noun>(?:[a-z]+\s+){0,2}?[a-z]+?)\b(?=\s+(?:is|are|was|were|does|do|did|"
                         r"for|of|can|has|have)\b)", re.I)


def node_value_reading(question: str, entity: str, name: str, reader: NodeReader) -> StatedReading | None:
    """The query of a question asking for a noun of one named entity that the KG holds one step
    past an unnamed node ("In which formats is the consumer price index available?": the
    dataset's distributions, blank nodes, have the formats): ``E p ?n . ?n q ?x`` for the one
    such ``(p, q)`` whose ``q`` the noun names; None otherwise."""
    m = _ASKED_NOUN.match(question)
    if m is None:
        return None
    noun = {noun_key(w) for w in m["noun"].lower().split()}
    e = iri_to_sparql(entity)
    rows = reader.select(f"SELECT DISTINCT ?p ?q WHERE {{ {e} ?p ?n . ?n ?q ?x . FILTER((isBlank(?n) || isIRI(?n)) "
                         f"&& ?p != {_TYPE} && ?q != {_TYPE} && ?x != {e}) }}") or []
    ways = [(str(p), str(q)) for p, q in rows
            if noun & {noun_key(w) for w in f"{reader.words(str(q))} {iri_words(str(q))}".lower().split()}]
    if len(ways) != 1:
        return None
    p, q = ways[0]
    pattern = f"{e} {iri_to_sparql(p)} ?n . ?n {iri_to_sparql(q)} ?x ."
    # a blank node is no answer a person can use, named (a vCard's "fn") or not
    all_blank = not reader.select(f"SELECT ?n WHERE {{ {e} {iri_to_sparql(p)} ?n . FILTER(!isBlank(?n)) }}")
    if not all_blank and not reader.unnamed_at(f"{e} {iri_to_sparql(p)} ?n ."):
        return None
    return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {pattern} }}", f"the {reader.words(q)} of {name}'s unnamed "
                                                                      f"{reader.words(p)}")


def bound_vertex(graph: QueryGraph) -> int | None:
    """The vertex whose values a one-column graph answers with: its Ans vertex, or what an
    aggregate into it counts; None for several columns."""
    answers = graph.answer_vertices()
    if len(answers) != 1:
        return None
    ans = answers[0]
    for e in graph.edges:
        if e.cls is EdgeClass.AGG and e.target == ans:
            return e.source if str(e.instance) in ("COUNT", "COUNT_DISTINCT") else None
    return ans


def carried(graph: QueryGraph, v: int, prop: str, out_of_node: bool) -> QueryGraph:
    """``graph`` with its answer carried from vertex ``v`` across ``prop`` (out of ``v``'s node,
    or into it) to a new vertex: the answer when ``v`` was the Ans vertex, the aggregated one
    when an aggregate counted ``v``."""
    g = graph.copy()
    vertex = g.vertices[v]
    if vertex.cls is VertexClass.ANS:
        g.vertices[v] = type(vertex)(VertexClass.VAR, vertex.segment, None, None)
        new = g.add_vertex(VertexClass.ANS, vertex.segment, vertex.instance, vertex.name)
        for k, e in enumerate(g.edges):  # an order or a filter on the answer column stays on the node
            if e.cls is EdgeClass.AGG and e.source == v:
                g.edges[k] = type(e)(new, e.target, e.cls, e.instance)
    else:
        new = g.add_vertex(VertexClass.VAR, vertex.segment)
        for k, e in enumerate(g.edges):
            if e.cls is EdgeClass.AGG and e.source == v:
                g.edges[k] = type(e)(new, e.target, e.cls, "COUNT_DISTINCT" if str(e.instance) == "COUNT" else e.instance)
    g.add_edge(v, new, EdgeClass.REL, URIRef(prop)) if out_of_node else g.add_edge(new, v, EdgeClass.REL, URIRef(prop))
    return g


def conditioned(graph: QueryGraph, v: int, values: list[tuple[str, Literal]]) -> QueryGraph:
    """``graph`` with vertex ``v`` holding each ``(property, value)``."""
    g = graph.copy()
    for p, value in values:
        val = g.add_vertex(VertexClass.ENT if isinstance(value, URIRef) else VertexClass.VAL, g.vertices[v].segment, value)
        g.add_edge(v, val, EdgeClass.REL, URIRef(p))
    return g




def _owner_steps(facts: NodeFacts, used: set[tuple[str, bool]], nodes: list[str], reader: NodeReader,
                 depth: int = 2, wrapped: bool = False) -> list[tuple[str, bool]] | None:
    """The steps ``[(p, False), ...]`` into the unnamed ``nodes`` from the one named thing each
    stands for: each node is the object of ``p`` for exactly one subject, and no other property
    leads into it, and most such subjects are named; subjects with no name are followed on so
    (``depth`` steps at most). The node
    is one aspect of that thing: the Getty vocabularies' ``foaf:focus`` from a named concept to
    its unnamed agent (which holds the nationality and the roles), and ``biographyPreferred`` on
    to the agent's biography (which holds the birth place). "Which Italian painters are there?"
    asks for the painters as the KG names them, the concepts. With ``wrapped``, nodes nothing
    links to may wrap a named thing instead (:func:`_wrapped_step`), where the question names
    the things the graph reached them from. None where no such thing is."""
    into = [p for p in facts.into if (p, False) not in used]
    if len(into) != 1 or len(facts.into) != 1:
        return _wrapped_step(facts, used, nodes, reader) if wrapped and not facts.into else None
    p = iri_to_sparql(into[0])
    rows = reader.select(f"SELECT ?n (COUNT(DISTINCT ?x) AS ?owners) (SAMPLE(?x) AS ?one) WHERE {{ "
                         f"{nodes_pattern(nodes)} ?x {p} ?n . }} GROUP BY ?n")
    if not rows or len(rows) != len(set(nodes[:_NODES])) or any(int(r[1]) != 1 for r in rows):
        return None
    owners = sorted({str(r[2]) for r in rows if isinstance(r[2], URIRef)})
    if not owners or len(owners) > _NODES or len(owners) != len({str(r[2]) for r in rows}):
        return None
    named = reader.select(f"SELECT DISTINCT ?n WHERE {{ {nodes_pattern(owners)} ?n {reader.names} ?l }}")
    if named is not None and 2 * len(named) >= len(owners):
        return [(into[0], False)]  # (a name property the KG uses for a few only: most are named)
    if depth <= 1 or named is None or named:
        return None
    further = _owner_steps(reader.facts(nodes_pattern(owners)), set(), owners, reader, depth - 1)
    return None if further is None else [(into[0], False), *further]


def _wrapped_step(facts: NodeFacts, used: set[tuple[str, bool]], nodes: list[str],
                  reader: NodeReader) -> list[tuple[str, bool]] | None:
    """``[(p, True)]``: the step out of unnamed ``nodes`` that nothing links to, to the one named
    thing each wraps: in the whole KG each subject of ``p`` has one value, and each value one
    subject; most of the nodes' values are named.
    An OAI-ORE aggregation (Europeana's record of a museum object) wraps its object by
    ``edm:aggregatedCHO`` so; "Which objects come from museum X?" asks for the objects. None
    where no property, or more than one, is such a step."""
    found = []
    for prop in facts.out_entity:
        if (prop, True) in used:
            continue
        # one to one in the whole KG, not only among these nodes (a route's airport is shared)
        rows = reader.select(f"SELECT (COUNT(DISTINCT ?n) AS ?held) (COUNT(DISTINCT ?x) AS ?things) "
                             f"(COUNT(*) AS ?pairs) WHERE {{ ?n {iri_to_sparql(prop)} ?x . }}")
        if not rows or not all(r is not None for r in rows[0][:3]):
            continue
        held, things, pairs = (int(x) for x in rows[0][:3])
        if things == held == pairs and _mostly_named(prop, nodes, reader):
            found.append(prop)
    return [(found[0], True)] if len(found) == 1 else None


def _mostly_named(prop: str, nodes: list[str], reader: NodeReader) -> bool:
    """Are most of the things ``nodes`` link to by ``prop`` named (a web page they link to is not)?"""
    values = reader.select(f"SELECT DISTINCT ?x WHERE {{ {nodes_pattern(nodes)} ?n {iri_to_sparql(prop)} ?x }}")
    owners = sorted(str(r[0]) for r in values or [] if isinstance(r[0], URIRef))
    named = reader.select(f"SELECT DISTINCT ?n WHERE {{ {nodes_pattern(owners)} ?n {reader.names} ?l }}") \
        if owners else None
    return named is not None and 2 * len(named) >= len(owners) > 0


def to_owners(graph: QueryGraph, nodes: list[str], reader: NodeReader, wrapped: bool = False) -> StatedReading | None:
    """The query carrying ``graph``'s answer, the unnamed ``nodes``, to the named things they
    stand for (:func:`_owner_steps`) whatever the question says: "Which artists were born after
    1700?" read on the Getty agents answers with their concepts; with ``wrapped``, also the one
    named thing each wraps (:func:`_wrapped_step`). None where they stand for none."""
    v = bound_vertex(graph)
    if v is None or graph.vertices[v].cls is not VertexClass.ANS:
        return None
    steps = _owner_steps(reader.facts(nodes_pattern(nodes)), set(), nodes, reader, wrapped=wrapped)
    if steps is None:
        return None
    g = graph
    for step in steps:
        g = carried(g, bound_vertex(g), *step)
    return StatedReading(to_sparql(g), f"the named things the nodes stand for, by {', '.join(reader.words(p) for p, _ in steps)}")


def _hop(question: str, facts: NodeFacts, used: set[tuple[str, bool]], reader: NodeReader,
         of_class: Callable[[str, bool], bool] | None, nodes: list[str]) -> list[tuple[str, bool]] | None:
    """The steps ``[(property, out of the node)]`` carrying an answer on from unnamed nodes: what
    the question asks for (:func:`_asked_property`), the one named thing each node stands for
    (:func:`_owner_steps`), the way to things of the asked class (``of_class(p, out)``), or for
    who/where the named thing that fits the question best."""
    asked = _asked_property(question, facts, {p for p, _ in used}, reader)
    if asked is not None:
        return [asked]
    steps = [(p, False) for p in facts.into if (p, False) not in used] + \
            [(p, True) for p in facts.out_entity if (p, True) not in used]
    owner = _owner_steps(facts, used, nodes, reader, wrapped=True)
    people = asks_for_people(question)
    if people and owner is not None and len(owner) == 1 and not reader.to_people(nodes_pattern(nodes), owner):
        owner = None  # "Who sat for X?": the membership's seat is named, but no one
    if owner is not None and (of_class is None or len(owner) > 1 or of_class(*owner[0])):
        return owner
    # "Which papers extend X?": the citations' one link the graph leaves, to the citing paper
    # (whatever class the noun names: "papers" is any kind of work); out of the node, as a record
    # links what it records (not into a term many things hold, ``pro:author``)
    only = steps if len(steps) == 1 and steps[0][1] and ASKS_WHICH_NOUN.match(question) and not people else None
    if of_class is not None:
        fits = [s for s in steps if of_class(*s)]
        if fits:
            steps = fits
        elif only:
            return only
        elif not (ASKS_WHO_WHERE.search(question) or people):
            return None
    elif only:
        return only
    elif not (ASKS_WHO_WHERE.search(question) or people):
        return None
    if people:
        steps = reader.to_people(nodes_pattern(nodes), steps) or steps
    best = reader.best(sorted({p for p, _ in steps}))
    if best is None:
        return None
    ways = [s for s in steps if s[0] == best]
    return ways if len(ways) == 1 else None


def through_node(question: str, graph: QueryGraph, nodes: list[str], reader: NodeReader,
                 of_class: Callable[[str, bool], bool] | None) -> StatedReading | None:
    """The query carrying ``graph``'s answer, the unnamed ``nodes``, on to what the question asks
    (module docstring); None when ``graph`` has more than one column or nothing says where to go."""
    v = bound_vertex(graph)
    if v is None or graph.vertices[v].cls is not VertexClass.ANS:
        return None
    facts = reader.facts(nodes_pattern(nodes))
    # the way back to a named entity of the graph is no way on ("Halden Bank"'s positions)
    used = set()
    for e in graph.edges:
        if e.cls is EdgeClass.REL and v in (e.source, e.target):
            other = graph.vertices[e.other(v)]
            if other.cls is VertexClass.ENT:
                used.add((str(e.instance), e.source == v))
    steps = _hop(question, facts, used, reader, of_class, nodes)
    if steps is None and ASKS_WHICH_NOUN.match(question):
        # "Which company has the LEI X?" read as X's registration node: nothing leads on from an
        # aspect of the named thing, and the thing it stands for is the one asked for
        steps = _owner_steps(facts, set(), nodes, reader, depth=1)
    if steps is None:
        return None
    g = carried(conditioned(graph, v, _said_anew(question, graph, v, facts, reader)), v, *steps[0])
    g.vertices[v] = type(g.vertices[v])(VertexClass.VAR, g.vertices[v].segment, None, "node")
    for step in steps[1:]:
        g = carried(g, bound_vertex(g), *step)
    sparql = to_sparql(g)
    if _NOW.search(question):
        ends = _ends(facts.out_literal)
        if len(ends) == 1:
            sparql = _with_not_ended(sparql, "node", ends[0])
            if sparql is None:
                return None
    return StatedReading(sparql, f"past the unnamed nodes by {', '.join(reader.words(p) for p, _ in steps)}")


def _not_ended(var: str, end: str) -> str:
    """The filter keeping the nodes ``?var`` that have no value of the end property ``end``."""
    return f"FILTER NOT EXISTS {{ ?{var} {iri_to_sparql(end)} ?ended . }}"


def _with_not_ended(sparql: str, var: str, end: str) -> str | None:
    """``sparql`` with :func:`_not_ended` at the close of its main WHERE clause; None where it has none."""
    close = _where_end(sparql)
    return None if close is None else f"{sparql[:close]} {_not_ended(var, end)} {sparql[close:]}"


def _where_end(sparql: str) -> int | None:
    """Where the main WHERE clause of ``sparql`` closes (its last ``}`` before the modifiers)."""
    depth, last = 0, None
    for i, ch in enumerate(sparql):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                last = i
    return last


def hubs(graph: QueryGraph) -> list[int]:
    """The Var vertices of a graph of triple patterns alone (no order, aggregate or filter)
    that link two other vertices: where it may pass through an unnamed node."""
    if any(e.cls is not EdgeClass.REL for e in graph.edges):
        return []
    return [k for k, x in enumerate(graph.vertices) if x.cls is VertexClass.VAR and graph.degree(k) >= 2]


def hub_query(graph: QueryGraph, v: int) -> str:
    """A SELECT of what ``graph`` binds vertex ``v`` to."""
    g = graph.copy()
    g.vertices[v] = type(g.vertices[v])(VertexClass.VAR, g.vertices[v].segment, None, "hub")
    sparql = to_sparql(g)
    return "SELECT DISTINCT ?hub " + sparql[sparql.index("WHERE"):]


def held_by_hub(question: str, graph: QueryGraph, v: int, nodes: list[str], reader: NodeReader) -> QueryGraph | None:
    """``graph`` with what the question says of the unnamed nodes at vertex ``v`` ("who got a
    PhD from X": the degree node holds "PhD"); None when it says nothing more of them."""
    said = _said_anew(question, graph, v, reader.facts(nodes_pattern(nodes)), reader)
    return conditioned(graph, v, said) if said else None


def held_now(question: str, graph: QueryGraph, v: int, nodes: list[str], reader: NodeReader) -> StatedReading | None:
    """``graph`` kept to the unnamed nodes at vertex ``v`` that have not ended, where the question
    says "now" ("How many people sit on the finance committee now?": the memberships with no end
    date) and the nodes have one end property the graph does not use; None otherwise."""
    if not _NOW.search(question):
        return None
    ends = _ends(reader.facts(nodes_pattern(nodes)).out_literal)
    if len(ends) != 1 or any(str(e.instance) == ends[0] for e in graph.edges if v in (e.source, e.target)):
        return None
    g = graph.copy()
    x = g.vertices[v]
    g.vertices[v] = type(x)(x.cls, x.segment, x.instance, "node_now")
    sparql = _with_not_ended(to_sparql(g), "node_now", ends[0])
    return StatedReading(sparql, "what has not ended") if sparql is not None else None


def _said_anew(question: str, graph: QueryGraph, v: int, facts: NodeFacts, reader: NodeReader) -> list:
    """The ``(property, value)`` strings the question says of the nodes at vertex ``v`` that
    ``graph`` does not already hold there."""
    held = {(str(e.instance), str(graph.vertices[e.target].instance)) for e in graph.edges
            if e.cls is EdgeClass.REL and e.source == v}
    return [(p, x) for p, x in reader.said_values(question, facts.out_literal) + reader.verb_roles(question, facts.out_entity)
            if (p, str(x)) not in held]


#: a question that denies or compares: a value it says is not a condition on the answer as such
_NEGATED_OR_COMPARED = re.compile(r"\b(?:not|no|never|without|except|other\s+than|than|\w+n't)\b", re.I)
#: words of a property that names or codes a thing: its value said is the thing's name, not a kind
_NAMING = {"name", "title", "label", "code", "id", "identifier", "iata", "icao", "isbn", "abbreviation", "symbol"}


def kinds_said(question: str, graph: QueryGraph, asked: str, reader: NodeReader) -> QueryGraph | None:
    """``graph`` with the strings the question says of the things of the asked class ``asked``
    ("How many vegan recipes are there?": a recipe's ``diet`` holds "vegan"), where ``graph``
    answers with (or counts) things of that class and holds none of those strings; None
    otherwise, or for a question that denies or compares."""
    if _NEGATED_OR_COMPARED.search(question):
        return None
    v = bound_vertex(graph)
    if v is None or not any(e.cls is EdgeClass.REL and e.source == v and str(e.instance).endswith("#type")
                            and str(graph.vertices[e.target].instance) == asked for e in graph.edges):
        return None
    facts = reader.facts(f"?n a {iri_to_sparql(asked)} .")
    props = [p for p in facts.out_literal
             if not _NAMING & set(re.findall(r"[a-z]+", f"{reader.words(p)} {iri_words(p)}".lower()))]
    held = {str(x.instance).lower() for x in graph.vertices if x.cls is VertexClass.VAL}
    said = [(p, x) for p, x in reader.said_values(question, props) if str(x).lower() not in held]
    return conditioned(graph, v, said) if said else None


def role_reading(question: str, stated: dict, reader: NodeReader, count: bool,
                 of_class: Callable[[str, str, bool], bool] | None) -> StatedReading | None:
    """"Who is the current governor of Halden Bank?", "How many chief executives has Norrsten
    Energy had?": the one named entity's unnamed nodes (``?n :organisation E``) that hold a
    string the question says ("governor"), carried on to what the question asks (who: the
    named thing on the node's other side; ``of_class(pattern, p, out)``: does the step reach
    the asked class); None where no such node holds a said string."""
    if len(stated) != 1:
        return None
    ((_, iri), name), = stated.items()
    e = iri_to_sparql(iri)
    for pattern in (f"?n ?p {e} .", f"{e} ?p ?n ."):
        rows = reader.select(f"SELECT DISTINCT ?p ?n WHERE {{ {pattern} FILTER((isIRI(?n) || isBlank(?n)) && ?p != {_TYPE}) }}")
        by_link: dict[str, list] = {}
        for r in rows or []:
            by_link.setdefault(str(r[0]), []).append(r[1])
        for link, nodes in sorted(by_link.items()):
            joined = pattern.replace("?p", iri_to_sparql(link))
            # a blank node (a BIBFRAME contribution) has no IRI to ask about: its pattern is asked
            if not (reader.unnamed_at(joined) if any(isinstance(n, BNode) for n in nodes)
                    else reader.unnamed([str(n) for n in nodes])):
                continue
            facts = reader.facts(joined)
            roles = reader.role_links(facts) + reader.verb_roles(question, facts.out_entity)
            if not reader.said_values(question, facts.out_literal) and not roles:
                continue
            said = reader.conditions(question, facts, roles=roles)
            if said and not reader.select(f"SELECT ?n WHERE {{ {joined} {said} }}", 1):
                continue  # the role is said, but held by nodes of another link (a party's leader, not its members)
            used = {(link, pattern.startswith("?n"))} | {(p, True) for p, _ in roles}
            steps = [s for s in [(p, False) for p in facts.into] + [(p, True) for p in facts.out_entity] if s not in used]
            if of_class is not None:
                steps = [s for s in steps if of_class(f"{joined} {said}", *s)] or steps
            elif not (ASKS_WHO.search(question) or count):
                continue  # "where was X's chief executive born": a step past the person
            if asks_for_people(question):
                steps = reader.to_people(joined, steps) or steps
            best = reader.best(sorted({p for p, _ in steps}))
            ways = [s for s in steps if s[0] == best]
            if len(ways) != 1:
                continue
            p, out_of_node = ways[0]
            step = f"{node_step(p, out_of_node)} ."
            head = "(COUNT(DISTINCT ?x) AS ?count)" if count else "DISTINCT ?x"
            return StatedReading(f"SELECT {head} WHERE {{ {joined} {said} {step} }}",
                                 f"the {reader.words(p)} of {name}'s {reader.words(link)} nodes the question describes")
    return None


#: words of a property naming where a directed fact starts, and where it ends ("origin",
#: "destination"): "fly from A" takes the first, "fly to B" the second
_FROM_SIDE = {"origin", "from", "source", "departure", "depart", "start", "sender", "seller", "exporter", "leave"}
_TO_SIDE = {"destination", "to", "target", "arrival", "arrive", "end", "receiver", "recipient", "buyer", "importer"}
_FROM_WORDS = re.compile(r"\b(?:from|out\s+of|leaving|departing)\s*$", re.I)
_TO_WORDS = re.compile(r"\b(?:to|into|towards|for)\s*$", re.I)


def _side(p: str, words: Callable[[str], str]) -> str | None:
    said = set(f"{words(p)} {iri_words(p)}".lower().split())
    return "from" if said & _FROM_SIDE else "to" if said & _TO_SIDE else None


def _said_side(text: str) -> str | None:
    """The side a preposition at the end of ``text`` asks for ("... from": the start)."""
    return "from" if _FROM_WORDS.search(text) else "to" if _TO_WORDS.search(text) else None


def class_via_node(question: str, stated: dict, reader: NodeReader, asked: str, typed: Callable[[str], str],
                   count: bool) -> StatedReading | None:
    """"Which airports does Ostwind Airways fly to?", "How many different airlines fly out of
    Grendholm Airport?", "How many routes leave from Velmora Airport?": the things of the asked
    class joined to the one named entity through unnamed nodes (a route with an ``origin``, a
    ``destination`` and an ``operated_by``), or those nodes themselves when they are of that
    class. Where the question says a side ("from E", "fly to"), the link or the step must be
    the property of that side (its name says "origin"/"from" or "destination"/"to"); else the one
    of neither side that fits best. None where nothing joins them so, or two ways fit alike."""
    if len(stated) != 1:
        return None
    ((_, iri), name), = stated.items()
    e, c = iri_to_sparql(iri), iri_to_sparql(asked)
    at = question.lower().find(name)
    if at < 0:
        return None
    before = question[:at]
    entity_side = _said_side(before)
    said = _FROM_WORDS.search(before) or _TO_WORDS.search(before)
    rest = (before[: said.start()] if said else before) + " " + question[at + len(name):]
    # a side said elsewhere than before the entity is the answer's ("fly to", "From which airports")
    answer_side = "to" if re.search(r"\bto\b(?!\s+or\b)", rest, re.I) and not re.search(r"\bfrom\b", rest, re.I) \
        else "from" if re.search(r"\bfrom\b|\bout\s+of\b", rest, re.I) and not re.search(r"\bto\b", rest, re.I) else None
    by_link: dict[tuple[str, bool], list[str]] = {}
    for into in (True, False):  # the node points to the entity (a route's origin), or it to the node (a person's position)
        pattern = f"?n ?p {e} ." if into else f"{e} ?p ?n ."
        for r in reader.select(f"SELECT DISTINCT ?p ?n WHERE {{ {pattern} FILTER(isIRI(?n) && ?p != {_TYPE}) }}") or []:
            by_link.setdefault((str(r[0]), into), []).append(str(r[1]))
    links = [k for k, nodes in by_link.items() if reader.unnamed(nodes) and _side(k[0], reader.words) == entity_side]
    if len(links) > 1:  # a person's positions and degrees: the link that fits the question best
        best = reader.best(sorted({p for p, _ in links}))
        links = [k for k in links if k[0] == best]
    if len(links) != 1:
        return None
    (via, into), = links
    link = f"?n {iri_to_sparql(via)} {e} ." if into else f"{e} {iri_to_sparql(via)} ?n ."
    if reader.select(f"SELECT ?n WHERE {{ {link} ?n {typed(asked)} {c} . }}"):
        found, how = "?n", f"{link} ?n {typed(asked)} {c} ."  # the nodes are the asked things ("How many routes leave from X?")
    else:
        facts = reader.facts(link)
        steps = [(p, True) for p in facts.out_entity if not (into and p == via)] + \
                [(p, False) for p in facts.into if into or p != via]
        steps = [(p, out) for p, out in steps
                 if reader.select(f"SELECT ?x WHERE {{ {link} {node_step(p, out)} . ?x {typed(asked)} {c} . }}")]
        steps = [s for s in steps if _side(s[0], reader.words) == answer_side]
        if len(steps) != 1:
            return None
        p, out = steps[0]
        found, how = "?x", f"{link} {node_step(p, out)} . ?x {typed(asked)} {c} ."
    ends = _ends(reader.facts(link).out_literal) if _NOW.search(question) else []
    if len(ends) == 1:  # "How many people sit on X now?": the nodes that have not ended
        how += f" {_not_ended('n', ends[0])}"
    head = f"(COUNT(DISTINCT {found}) AS ?count)" if count else f"DISTINCT {found}"
    return StatedReading(f"SELECT {head} WHERE {{ {how} }}", f"the {iri_words(asked)} joined to {name} through unnamed nodes")


__all__ = ["NodeFacts", "NodeReader", "nodes_pattern", "node_step", "pair_reading", "bound_vertex", "carried",
           "conditioned", "through_node", "to_owners", "hubs", "hub_query", "held_by_hub", "held_now", "kinds_said",
           "role_reading", "class_via_node", "said_term_graph"]
