"""Yes/no questions that state a named entity and one more thing of the KG, answered by one ASK.

"Is Vrock lawful good?", "Does Succubus speak Common?" (two entities), "Is Balor a dragon?" (an
entity and a class), "Does Balor have a speed of 60?", "Is the strength of Balor 35?" (an entity
and a value). The outline model learned statements, and on a KG unlike its training KGs it
relates two entities through any property, often one that could never hold between them
(``:lawfulGood :cmd :Vrock``, a number-valued property). Here the KG says which properties can:

* two entities A (named first) and B: the properties A has that something has B as value of;
  where A has none of them, the same with A and B swapped (B -p-> A); where neither has any,
  the properties whose values are of B's class (A's) ("Is Vrock lawful evil?" where no creature
  is: Vrock's alignment);
* an entity and a value that ends the question ("a speed of 60?"): A's properties whose values
  are literals of the value's kind (numbers, or text); with one comparison stated before a
  number ("Does Chang cost more than 20?"), the property's value compared with it;
* an entity and a class the question ends with ("a dragon"): ``rdf:type``, through the class
  hierarchy when the KG states it only there (:mod:`kgqa.candidates.hierarchy`).

Among the properties, the schema ranker's fit to the question decides (plus the words a
property's name shares with it). The answer is ``ASK`` whether A has B (or the value) by it:
false exactly when the KG holds it otherwise, never because the pattern could not hold.

Two entities with only "in" between them ("Is Caddow College in Estoria?") ask about containment,
which holds through what A is in: the property is followed once or more (``p+``).

Two entities with one noun and "of" between them, the second ending the question ("Is A the
manager of B?"), are read in the noun's direction only: B's manager is A (``B ?p A``), by the
property of B whose name says the noun where B has one ("the spouse of B": ``:spouse``, whether
or not anything links to A by it), else by those that can reach A. Any other "of" or possessive between them ("Is A the mother of B's spouse?") is a chain
(:mod:`kgqa.engine.stated_chain`) or the model's.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Callable

from rdflib import Literal, URIRef

from kgqa.candidates.aspects import entity_aspects
from kgqa.candidates.schema import DATE_DATATYPES, readable
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.labels import LABEL_PATH
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE, is_machinery
from kgqa.engine.comparison import AS_NUMBER, COMPARATIVES
from kgqa.engine.kind_listing import listed_element
from kgqa.engine.question_forms import boundary_words
from kgqa.wordforms import noun_key, phrase_spans, singular, singular_words, stems, unit_measures, with_synonyms

#: how many properties one listing reads (an entity with more is a hub: its best fits are among them anyway)
_LIMIT = 200
_OPENING = re.compile(r"^\s*(?:is|are|was|were|does|do|did|has|have|had)\b", re.I)
_CLASS_END = re.compile(r"\b(?:a|an)\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*[?.!]*\s*$", re.I)
_BETWEEN_CHAIN = re.compile(r"\bof\b|'s\b|\u2019s\b", re.I)
#: "A the manager of B" (one noun phrase and "of" between the names, nothing possessive)
_NOUN_OF = re.compile(r"\s+(?:the|a|an)\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+of\s+(?:the\s+)?", re.I)
_ENDS_WITH = re.compile(r"^\s*[?.!]*\s*$")
#: "Does any legislation cite ...", "Has anyone reviewed ...", "Did anything replace ...": whether anything does
_ANYTHING = re.compile(r"^\s*(?:does|do|did|has|have|had)\s+(?:any|anything|anyone|anybody|something|someone|"
                       r"somebody)\b", re.I)
_COMPARED = re.compile(r"\b(?:than|at\s+(?:least|most)|over|under|above|below|between|exceeds?|after|before|since)\b", re.I)
_YEAR = re.compile(r"[12]\d{3}")
#: "Did more than 1500 people attend ...?", "Were over 300 tickets sold for ...?": the compared number opens
_COMPARED_FIRST = re.compile(r"^\s*(?:did|do|does|were|was|are|is|have|has|had)\s+"
                             r"(?:(?:more|fewer|less)\s+than|over|under|at\s+least|at\s+most)\s+\d", re.I)
#: "A in B", "A located within B": containment, which holds through what A is in
_CONTAINED = re.compile(r"\s*(?:(?:located|situated|found|contained|held|based|headquartered|hosted|staged)\s+)?"
                        r"(?:in|within|inside)\s+(?:the\s+)?", re.I)
#: "A's advisor born in B": a possessed noun, then what is said of it (a verb, a preposition)
_POSSESSED_THEN = re.compile(r"\s?['’]s\s+(?P<noun>[a-z][\w-]*)\s+(?!of\b)[a-z][\w\s-]*?\s+", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no)\b|n't\b", re.I)
#: "A part of B", "A a regional style of B", "A a kind of B": A under B in a hierarchy of one kind of thing
_HIERARCHY = re.compile(r"\s*(?:(?:a|an|the)\s+)?(?:[a-z]+\s+)?(?:part|kind|type|sort|form|branch|subset|subtype|"
                        r"subcategory|subdivision|variety|variant|style|division|offshoot|subgenre|genre)\s+of\s+"
                        r"(?:the\s+)?", re.I)


@dataclass(frozen=True)
class PairAsk:
    """One reading: the ASK, and what it reads the question as (for the trace)."""

    sparql: str
    read_as: str


def _position(question: str, name: str) -> int:
    found = phrase_spans(name, question.lower())
    return found[0][0] if found else -1


class PairReader:
    """Reads a yes/no question stating an entity and one more thing (module docstring).

    ``relevance``: the schema ranker's fit of each property and class to the question (IRI ->
    score); ``class_labels``: each class IRI of the KG -> its words; ``open_classes``: the
    superclasses matched through ``rdfs:subClassOf`` (:class:`kgqa.candidates.hierarchy.ClassHierarchy`);
    ``noun_fit(noun)``: the properties that fit a noun alone, with their fit (a possessed noun,
    "A's advisor born in B"; none: such questions are the model's).
    """

    def __init__(self, kg, relevance: dict[str, float], class_labels: dict[str, str],
                 open_classes: dict | None = None, timeout_s: float | None = None,
                 out_of_time: Callable[[], bool] = lambda: False, property_labels: dict[str, str] | None = None,
                 noun_fit: Callable[[str], dict[str, float]] | None = None,
                 symmetric: frozenset[str] = frozenset()) -> None:
        self.kg, self.relevance, self.class_labels, self.noun_fit = kg, relevance, class_labels, noun_fit
        #: properties that hold both ways (:mod:`kgqa.engine.symmetric`): asked in both directions
        self.symmetric = symmetric
        self.open_classes = open_classes or {}
        #: each property IRI -> its label, where the KG gives one (``wdt:P36`` is "capital"): the
        #: words a property says are its label's, else its IRI's
        self.property_labels = property_labels or {}
        self.timeout_s, self.out_of_time = timeout_s, out_of_time

    def read(self, question: str, stated: dict, values: list) -> PairAsk | None:
        """The ASK of ``question``, or None when it is not of this form or the KG has no
        property for it. ``stated``: the entities it names word for word (``{("ent", iri):
        name}``, :func:`kgqa.engine.yes_no.stated_entities`); ``values``: the literals it states."""
        if not _OPENING.match(question) or _NEGATION.search(question):
            return None
        named = sorted(((_position(question, name), str(key[1]), name) for key, name in stated.items()),
                       key=lambda x: x[0])
        named = [x for x in named if x[0] >= 0]
        spans = sorted({(i, name) for i, _, name in named})
        if not spans or len(spans) > 2:
            return None
        # a name said once may name two entities (a studio and the town it is named after): each is
        # read, and the reading that says more of the question's words stands (the first of equals)
        found = [read for choice in itertools.product(*([x for x in named if (x[0], x[2]) == span] for span in spans))
                 if (read := self._read_named(question, list(choice), values)) is not None]
        asked = singular_words(question)
        return max(found, key=lambda read: len(singular_words(read.read_as) & asked)) if found else None

    def _read_named(self, question: str, named: list, values: list) -> PairAsk | None:
        """:meth:`read` of one or two named entities (``(position, IRI, name)``, in order)."""
        if len(named) == 2:
            return self._entities(question, named[0], named[1])
        (_, a, name) = named[0]
        if len(values) == 1:
            # the value ends the question ("a speed of 40?", "Balor's strength 35?"): "have 2
            # languages" counts, "more than 2" compares, both the model's
            v = re.escape(str(values[0]).lower())
            ends = re.search(rf"(?<![\w.]){v}\s*(?:%|percent|per\s+cent)?\s*[?.!]*\s*$", question.lower())
            # "hold more than 50000 people?": a compared number before a unit; "a phase 3 trial?":
            # a number inside the noun phrase of what the thing is
            unit = _COMPARED.search(question) and re.search(rf"(?<![\w.]){v}(?:\s+[a-z]+){{1,2}}\s*[?.!]*\s*$",
                                                            question.lower())
            inside = re.search(rf"\b(?:a|an)\s+[a-z]+\s+{v}\s+[a-z]+\s*[?.!]*\s*$", question.lower())
            # "Did more than 1500 people attend X?": the compared number, then a verb, before the name
            first = _COMPARED_FIRST.match(question) and \
                question.lower().find(str(values[0]).lower()) < _position(question, name)
            # "Is EXKL the ICAO code of Kaldrun International Airport?": the value, "the NOUN of", the name last
            at, where = question.lower().find(str(values[0]).lower()), _position(question, name)
            noun_of = 0 <= at < where and _NOUN_OF.fullmatch(question[at + len(str(values[0])):where]) \
                and _ENDS_WITH.search(question[where + len(name):])
            if not (ends or unit or inside or first or noun_of):
                return None
            if _COMPARED.search(question):
                op = stated_comparator(question)
                return self._value(question, a, name, values[0], op) if op else None
            return self._value(question, a, name, values[0])
        if not values:
            return self._class(question, a, name) or self._anything(question, a, name)
        return None

    # -- two entities --------------------------------------------------------------------------
    def _entities(self, question: str, first: tuple, second: tuple) -> PairAsk | None:
        (i, a, a_name), (j, b, b_name) = first, second
        between = question[i + len(a_name):j]
        if i + len(a_name) > j:
            return None  # overlapping names
        if _HIERARCHY.fullmatch(between) and _ENDS_WITH.search(question[j + len(b_name):]):
            found = self._under(a, a_name, b, b_name)
            if found is not None:
                return found
        # what links to the second entity itself; else (nothing has it as a value yet: an
        # alignment no creature has) what links to things of its class
        reaching = ("?y ?p {o}", "?x a ?c . {o} a ?c")
        ways = ((a, b, reaching[0]), (b, a, reaching[0]), (a, b, reaching[1]), (b, a, reaching[1]))
        if _BETWEEN_CHAIN.search(between):
            possessed = _POSSESSED_THEN.fullmatch(between)
            if possessed and self.noun_fit is not None and _ENDS_WITH.search(question[j + len(b_name):]):
                return self._possessed(question, first, second, possessed["noun"])
            noun = _NOUN_OF.fullmatch(between)
            if not (noun and _ENDS_WITH.search(question[j + len(b_name):])):
                return None  # "A the mother of B's spouse": a chain, or the model's
            said = self._said_noun(question, b, noun["noun"])
            if said is not None:  # B has a property the noun names: A is its value or not
                path = iri_to_sparql(said)
                path = f"{path}|^{path}" if said in self.symmetric else path
                return PairAsk(f"ASK {{ {iri_to_sparql(b)} {path} {iri_to_sparql(a)} . }}",
                               f"{b_name} {self.words(said)} {a_name}")
            ways = ((b, a, reaching[0]), (b, a, reaching[1]))  # "A the manager of B": B's manager is A
        # the ways that reach the entity itself, in both directions, compete on their fit ("is
        # Lucan married to Mira" where the KG states Mira's spouse, and Lucan has an advisor
        # that students have Mira as); those through classes only where none of them can
        for group in (ways[:2], ways[2:]) if len(ways) == 4 else (ways[:1], ways[1:]):
            found = [(s, o, p) for s, o, how in group
                     for p in self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(s)} ?p ?x . "
                                            f"{how.format(o=iri_to_sparql(o))} }}")]
            best = self.best(question, [p for _, _, p in found])
            if best is not None:
                s, o, _ = next(x for x in found if x[2] == best)
                # "Is Caddow College in Estoria?": in its city, in the country; what contains a
                # thing contains what it is in (the property followed one or more times)
                path = iri_to_sparql(best)
                if _CONTAINED.fullmatch(between) and s == a:
                    path = self._contained(a, path, best, o)
                if str(best) in self.symmetric:  # "Does A border B?", stored as B borders A
                    path = f"{path}|^{path}"
                return PairAsk(f"ASK {{ {iri_to_sparql(s)} {path} {iri_to_sparql(o)} . }}",
                               f"{_name_of(s, a, a_name, b_name)} {self.words(best)} {_name_of(o, a, a_name, b_name)}")
        return None if _BETWEEN_CHAIN.search(between) else self._through(question, first, second)

    def _contained(self, a: str, path: str, p: str, b: str) -> str:
        """The path from A through ``p`` into B that containment follows ("Was RoboWeek 2024 held
        in Lysmere?": its venue, in the city): ``p`` then the one property by which things of
        B's kind are in B (``schema:containedInPlace``: what A's venue has, and what anything in
        Lysmere has), any number of times; ``p`` itself one or more times where there is no one
        such property, or it is ``p``."""
        a = iri_to_sparql(a)
        inside = self.listing(f"SELECT DISTINCT ?q WHERE {{ {a} {iri_to_sparql(p)} ?m . ?m ?q ?y . "
                              f"?w ?q {iri_to_sparql(b)} . FILTER(isIRI(?y)) }}")
        if len(inside) != 1 or inside[0] == p:
            return f"{path}+"
        return f"{path}/{iri_to_sparql(inside[0])}*"

    def _under(self, a: str, a_name: str, b: str, b_name: str) -> PairAsk | None:
        """"Is Sicilian cuisine part of Italian cuisine?": A's one property linking it to things
        of its own class (``skos:broader``, a parent genre), followed one or more times to B;
        None when A has no such property or several."""
        props = self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?x . {iri_to_sparql(a)} a ?c . "
                             f"?x a ?c . FILTER(isIRI(?x) && ?x != {iri_to_sparql(a)}) }}")
        if len(props) != 1:
            return None
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(props[0])}+ {iri_to_sparql(b)} . }}",
                       f"{a_name} {self.words(props[0])} {b_name} (one or more steps)")

    def _possessed(self, question: str, first: tuple, second: tuple, noun: str) -> PairAsk | None:
        """"Was Esme Varden's advisor born in Virel?": A's property that fits the possessed noun
        (by the noun alone), then the property by which the KG reaches B from the things it
        leads to, as :meth:`_through` (``A p ?m . ?m q B``); None when A has no property fitting
        the noun."""
        (_, a, a_name), (_, b, b_name) = first, second
        own = self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?m . FILTER(isIRI(?m)) }}")
        fit = self.noun_fit(noun)
        fits = [p for p in own if p in fit]
        if not fits:
            return None
        p = max(sorted(fits), key=fit.get)
        onward = self.listing(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . "
                               f"?m ?q ?z . ?y ?q {iri_to_sparql(b)} }}")
        q = self.best(question, [x for x in onward if x != p] or onward)
        if q is None:
            return None
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . ?m {iri_to_sparql(q)} {iri_to_sparql(b)} . }}",
                       f"{a_name} {self.words(p)} something {self.words(q)} {b_name}")

    def _through(self, question: str, first: tuple, second: tuple) -> PairAsk | None:
        """"Are The Copper Owls based in Aurenland?" where the band is based in a city and the
        city is in the country: nothing links the two entities (or things of their classes)
        directly. Read as one step from A by the property that fits the question best, then the
        property by which the KG reaches B from things of that kind (``A p ?m . ?m q B``). Both
        are chosen from what A has and what reaches B anywhere, never from a path between these
        two, so the ASK is false exactly when A's ``p`` leads elsewhere. Then the same from B
        ("Is A a partner in P?": P's party node is a role of A), then past two unnamed nodes
        (:meth:`_past_nodes`)."""
        return self._past_node(question, first, second) or self._past_node(question, second, first) \
            or self._past_nodes(question, first, second) or self._past_nodes(question, second, first)

    def _past_node(self, question: str, first: tuple, second: tuple) -> PairAsk | None:
        """A's property to a node, then the node's that reaches B from things of that kind
        (:meth:`_through`); None where A has no such step."""
        (i, a, a_name), (j, b, b_name) = first, second
        # A's steps whose ends have a property that reaches B from something (not only from them)
        found = self._two_steps(question, a, f"?m ?q ?z . ?y ?q {iri_to_sparql(b)}")
        if found is None:
            return None
        p, q = found
        # "Was X held in Estmark?": its venue, in a city, in the country: in, any number of times
        step = "+" if i < j and _CONTAINED.fullmatch(question[i + len(a_name):j]) else ""
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . ?m {iri_to_sparql(q)}{step} {iri_to_sparql(b)} . }}",
                       f"{a_name} {self.words(p)} something {self.words(q)} {b_name}")

    def _past_nodes(self, question: str, first: tuple, second: tuple) -> PairAsk | None:
        """"Is Zephyr Marine based in Belgium?" where an organisation has a site node, the site
        an address node and the address the country (EURIO, vCard): A's property to an unnamed
        node, that node's to another, then the property that reaches B from things of that
        kind, each the best fit to the question; ``first`` and ``second`` either way round ("Is
        A a partner in P?": P's party node is a role of A). Unnamed nodes only: through named
        things two steps reach too much to say anything of A."""
        (_, a, a_name), (_, b, b_name) = first, second
        unnamed = "(isBlank(?{v}) || NOT EXISTS {{ ?{v} " + LABEL_PATH + " ?l{v} }})"
        m, k = unnamed.format(v="m"), unnamed.format(v="k")
        reach = f"?k ?q ?z . ?y ?q {iri_to_sparql(b)} ."
        p = self.best(question, self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?m . ?m ?r ?k . {reach} "
                                             f"FILTER(!isLiteral(?m) && !isLiteral(?k) && {m} && {k}) }}"))
        if p is None:
            return None
        r = self.best(question, self.listing(f"SELECT DISTINCT ?r WHERE {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . "
                                             f"?m ?r ?k . {reach} FILTER(!isLiteral(?k) && {k}) }}"))
        if r is None:
            return None
        q = self.best(question, self.listing(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . "
                                             f"?m {iri_to_sparql(r)} ?k . {reach} }}"))
        if q is None:
            return None
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . ?m {iri_to_sparql(r)} ?k . "
                       f"?k {iri_to_sparql(q)} {iri_to_sparql(b)} . }}",
                       f"{a_name} {self.words(p)} something {self.words(r)} something {self.words(q)} {b_name}")

    # -- an entity and a value ---------------------------------------------------------------
    def _value(self, question: str, a: str, name: str, value: Literal, op: str | None = None) -> PairAsk | None:
        numeric = isinstance(value.toPython(), (int, float)) and not isinstance(value.toPython(), bool)
        if op is not None and not numeric:
            return None  # "more than Common": not a number to compare with
        # "2500 euros" is a price, not a year
        year = numeric and _YEAR.fullmatch(str(value)) is not None and not unit_measures(question)
        kind = "isNumeric(?x)" if numeric else "(isLiteral(?x) && !isNumeric(?x))"
        if year:  # "released in 2020", "born before 1980": a date's year is compared too
            kind = f"({kind} || DATATYPE(?x) IN ({', '.join(f'<{d}>' for d in sorted(DATE_DATATYPES))}))"
        props = self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?x . FILTER({kind}) }}")
        if not numeric:
            # a text is asked by the properties that hold it somewhere in the KG ("Is X a
            # watercolour?": the medium, not the title the question's words fit better)
            text = term_to_sparql(Literal(str(value).lower()))
            holding = set(self.listing(f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?x . FILTER(isLiteral(?x) && "
                                       f"LCASE(STR(?x)) = {text}) }}"))
            direct = [p for p in props if p in holding]
            if holding and not direct:  # "Does the trial have a site in Halvik?": the city of its site
                # (none of a's properties nor its nodes' can hold the value: the model's reading)
                return self._value_through(question, a, name, value, sorted(holding))
            props = direct or props
        if numeric and not year:
            measured = self._measure(question, a, props)
            if measured is not None:
                path, cast = measured
                x = AS_NUMBER.format("?x") if cast else "?x"
                hops = " . ".join(f"{s} {iri_to_sparql(p)} {o}" for p, (s, o) in
                                  zip(path, _hops(iri_to_sparql(a), len(path))))
                return PairAsk(f"ASK {{ {hops} . FILTER({x} {op or '='} {term_to_sparql(value)}) }}",
                               f"{name} {' '.join(self.words(p) for p in path)} {op + ' ' if op else ''}{value}")
        if year and not props:  # "Did Mary Pennington die after 1785?": a date on an aspect of hers
            return self._aspect_year(question, a, name, value, op, kind)
        best = self.best(question, props)
        if best is None:
            return None
        x = "COALESCE(YEAR(?x), ?x)" if year else "?x"  # a number has no YEAR: itself
        same = f"{x} {op or '='} {term_to_sparql(value)}" if numeric \
            else listed_element("?x", str(value).lower())  # "serve pizza": cuisine "italian;pizza" too
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(best)} ?x . FILTER({same}) }}",
                       f"{name} {self.words(best)} {op + ' ' if op else ''}{value}")

    def _aspect_year(self, question: str, a: str, name: str, value: Literal, op: str | None,
                     kind: str) -> PairAsk | None:
        """A year compared with a date ``a`` holds on an aspect of its own, not on itself
        (:mod:`kgqa.candidates.aspects`: the Getty concept's death year, on its biography node),
        the best fit among those (a start for "born", an end for "died"); None where none."""
        ways: dict[str, tuple[str, ...]] = {}
        for aspect in entity_aspects(self.kg, a):
            steps = "/".join(iri_to_sparql(p) for p in aspect.path)
            for q in self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} {steps} ?n . ?n ?p ?x . FILTER({kind}) }}"):
                ways.setdefault(q, aspect.path)
        said = singular_words(question) | boundary_words(question)
        q = self.best(question, sorted(ways), said=said)
        if q is None:
            return None
        path = "/".join(iri_to_sparql(p) for p in (*ways[q], q))
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {path} ?x . FILTER(COALESCE(YEAR(?x), ?x) {op or '='} "
                       f"{term_to_sparql(value)}) }}", f"{name} {self.words(q)} {op + ' ' if op else ''}{value}")

    def _two_steps(self, question: str, a: str, onward: str) -> tuple[str, str] | None:
        """``(p, q)``: ``a``'s property ``p`` to nodes ``?m`` that match ``onward`` (a pattern on
        ``?m`` and the node's property ``?q``), then ``q``, each the best fit to the question
        among those ``a`` has; None where there is none."""
        steps = self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?m . FILTER(!isLiteral(?m)) {onward} }}")
        p = self.best(question, steps)
        if p is None:
            return None
        q = self.best(question, self.listing(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . "
                                             f"{onward} }}"))
        return None if q is None else (p, q)

    def _value_through(self, question: str, a: str, name: str, value: Literal, holding: list[str]) -> PairAsk | None:
        """A text value none of ``a``'s own properties holds anywhere, one step past a node:
        ``a``'s property to things that have one of the ``holding`` properties (those that hold
        the value somewhere in the KG), then that property, each the best fit to the question.
        False exactly when ``a``'s nodes hold another value."""
        held = ", ".join(iri_to_sparql(q) for q in holding)
        found = self._two_steps(question, a, f"?m ?q ?x . FILTER(?q IN ({held}))")
        if found is None:
            return None
        p, q = found
        same = f"LCASE(STR(?x)) = {term_to_sparql(Literal(str(value).lower()))}"
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(p)} ?m . ?m {iri_to_sparql(q)} ?x . FILTER({same}) }}",
                       f"{name} {self.words(p)} something {self.words(q)} {value}")

    def _measure(self, question: str, a: str, numbers: list[str]) -> tuple[tuple[str, ...], bool] | None:
        """The measure of ``a`` a number in ``question`` is compared with, where it is not one
        of ``a``'s numbers whose name the question says (those, ``numbers``, are read as they
        are): a property holding the number as text ("449.00", compared cast, ``cast`` True), or
        one step past an unnamed node (a price on an offer, a weight's value, a rating's value),
        whichever the question's words (with synonyms, and the measure a comparative says:
        "cheaper" a price) and the ranker fit best. None: no such measure, or one the question
        names no word of."""
        said = with_synonyms(singular_words(question)) | _implied(question)
        named = [p for p in numbers if singular_words(self.words(p)) & said]
        if named:
            return None  # a number of its own the question names: read as before
        e = iri_to_sparql(a)
        number_text = 'REGEX(STR(?x), "^-?[0-9]+([.][0-9]+)?$")'
        texts = self.listing(f"SELECT DISTINCT ?p WHERE {{ {e} ?p ?x . FILTER(isLiteral(?x) && !isNumeric(?x) && "
                             f"{number_text}) }}")
        found: list[tuple[tuple[str, ...], bool]] = [((p,), True) for p in texts]
        if not self.out_of_time():
            try:
                rows = self.kg.select(f"SELECT DISTINCT ?p ?q (MIN(isNumeric(?x)) AS ?typed) WHERE {{ {e} ?p ?n . "
                                      f"?n ?q ?x . FILTER(isBlank(?n) && (isNumeric(?x) || {number_text})) }} "
                                      f"GROUP BY ?p ?q LIMIT {_LIMIT}", timeout_s=self.timeout_s).rows
            except EndpointUnavailable:
                raise
            except KGError:
                rows = []
            found += [((str(p), str(q)), str(typed).lower() not in ("true", "1")) for p, q, typed in rows
                      if isinstance(p, URIRef) and isinstance(q, URIRef) and not is_machinery(str(q))]

        def fit(way: tuple[tuple[str, ...], bool]) -> tuple[int, float]:
            words = set().union(*(singular_words(self.words(p)) for p in way[0]))
            return len(words & said), sum(self.relevance.get(p, 0.0) for p in way[0])

        best = max(found, key=lambda way: (fit(way), way), default=None)
        return best if best is not None and fit(best)[0] > 0 else None

    # -- an entity and a class ---------------------------------------------------------------
    def _class(self, question: str, a: str, name: str) -> PairAsk | None:
        m = _CLASS_END.search(question)
        if m is None or m.start() < _position(question, name) + len(name):
            return None
        noun = noun_key(m["noun"])
        fits = [c for c, label in self.class_labels.items() if noun_key(label) == noun]
        if not fits:  # the KG's texts are searched as the question spells the noun ("watercolour")
            return self._kind(question, a, name, " ".join(singular(w) for w in m["noun"].lower().split()))
        if len(fits) != 1:
            return None  # several classes say so: the model's reading
        cls = fits[0]
        typed = "a/<http://www.w3.org/2000/01/rdf-schema#subClassOf>*" if cls in self.open_classes else "a"
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {typed} {iri_to_sparql(cls)} . }}", f"{name} is a {noun}")

    def _anything(self, question: str, a: str, name: str) -> PairAsk | None:
        """"Does any legislation cite the Working Conditions Act?", "Has anyone reviewed X?":
        whether anything has ``a`` as the value of the property the verb says (its stem, in the
        property's words), where that property links to things of ``a``'s class somewhere in
        the KG; false exactly when nothing does."""
        m = _ANYTHING.match(question)
        at = _position(question, name)
        if m is None or at < m.end() or not _ENDS_WITH.search(question[at + len(name):]):
            return None
        verbs = stems(question[m.end():at]) - stems(name)
        props = [p for p in sorted(self.property_labels) if verbs & stems(self.words(p))]
        if not props:
            return None
        linking = set(self.listing(f"SELECT DISTINCT ?p WHERE {{ VALUES ?p {{ {' '.join(iri_to_sparql(p) for p in props)} }} "
                                   f"{iri_to_sparql(a)} a ?c . ?y a ?c . ?x ?p ?y . }}"))
        p = self.best(question, [p for p in props if p in linking])
        if p is None:
            return None
        return PairAsk(f"ASK {{ ?x {iri_to_sparql(p)} {iri_to_sparql(a)} . }}", f"something {self.words(p)} {name}")

    def _kind(self, question: str, a: str, name: str, noun: str) -> PairAsk | None:
        """"Is Storm over Castelbruck a watercolour?" where no class says it: a text property
        whose values say the noun as a word somewhere in the KG ("watercolour on paper", a
        ``kind`` of "project"), the best fit first, asked of A. None where no value says it."""
        if not re.fullmatch(r"[a-z][a-z -]*", noun):
            return None
        said = f'REGEX(LCASE(STR(?v)), "(^|[^a-z]){noun}s?([^a-z]|$)")'
        props = self.listing(f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?v . FILTER(isLiteral(?v) && !isNumeric(?v) && {said}) }}")
        best = self.best(question, props)
        if best is None:
            return None
        return PairAsk(f"ASK {{ {iri_to_sparql(a)} {iri_to_sparql(best)} ?v . FILTER({said}) }}",
                       f"{name} {self.words(best)} {noun}")

    def _said_noun(self, question: str, b: str, noun: str) -> str | None:
        """Of ``b``'s properties, the one whose name says the ``noun`` ("spouse" for "the spouse
        of B"), best fit first; None when no property of ``b`` says it ("manager" for
        ``:reportsTo``): then the properties that can reach the other entity decide."""
        words = singular_words(noun)
        own = self.listing(f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(b)} ?p ?x . FILTER(isIRI(?x)) }}")
        if self.symmetric:  # "an enemy of B", stored as B's enemy's enemyOf B
            own += [p for p in self.listing(f"SELECT DISTINCT ?p WHERE {{ ?x ?p {iri_to_sparql(b)} . }}")
                    if p in self.symmetric and p not in own]
        return self.best(question, [p for p in own if words & singular_words(self.words(p))])

    # -- helpers -------------------------------------------------------------------------------
    def texts_of(self, iri: str) -> list[str]:
        """The text values ``iri`` has (its names among them); none when the listing fails."""
        if self.out_of_time():
            return []
        try:
            rows = self.kg.select(f"SELECT DISTINCT ?l WHERE {{ {iri_to_sparql(iri)} ?p ?l . "
                                  f"FILTER(isLiteral(?l) && !isNumeric(?l)) }} LIMIT {_LIMIT}",
                                  timeout_s=self.timeout_s).rows
        except EndpointUnavailable:
            raise
        except KGError:
            return []
        return [str(r[0]) for r in rows]

    def listing(self, query: str) -> list[str]:
        """The predicates ``query`` lists; none when the question's time is up or the listing
        fails (a slow listing on a large KG costs this reading, not the answer: the model's
        reading goes on; an endpoint that is down fails there)."""
        if self.out_of_time():
            return []
        try:
            rows = self.kg.select(f"{query} LIMIT {_LIMIT}", timeout_s=self.timeout_s).rows
        except EndpointUnavailable:
            raise
        except KGError:
            return []
        return [str(r[0]) for r in rows
                if isinstance(r[0], URIRef) and r[0] != RDF_TYPE and not is_machinery(str(r[0]))]

    def best(self, question: str, props: list[str], said: set[str] | None = None) -> str | None:
        """The property that fits ``question`` best: the ranker's relevance plus each word of its
        name the question says (the ranker alone may prefer a near synonym the KG lacks).
        ``said``: the words that count instead (the words after a negation, with synonyms)."""
        if not props:
            return None
        said = singular_words(question) if said is None else said
        return max(sorted(props), key=lambda p: self.relevance.get(p, 0.0) + 0.5 * len(singular_words(self.words(p)) & said))

    def words(self, iri: str) -> str:
        """What property ``iri`` says: its label, else the words of its IRI."""
        return readable(iri, self.property_labels.get(iri))[2]


#: the comparison a yes/no question states before the number it ends with ("cost more than 20?")
_COMPARATORS = ((re.compile(r"\bat\s+least\b|\bor\s+more\b", re.I), ">="),
                (re.compile(r"\bat\s+most\b|\bor\s+(?:less|fewer)\b", re.I), "<="),
                (re.compile(r"\b(?:more|greater|larger|higher|bigger|over|above|exceeds?|heavier|longer|taller|"
                            r"wider|deeper|costlier|dearer)\b", re.I), ">"),
                (re.compile(r"\b(?:less|fewer|smaller|lower|under|below|lighter|cheaper|shorter)\b", re.I), "<"),
                # a time: "released after 2020", "born before 1980", "open since 2019"
                (re.compile(r"\bafter\b", re.I), ">"), (re.compile(r"\bbefore\b", re.I), "<"),
                (re.compile(r"\bsince\b", re.I), ">="))


def stated_comparator(question: str) -> str | None:
    """One comparison operator the question states, or None (none, several, or "between")."""
    if re.search(r"\bbetween\b", question, re.I):
        return None
    found = []
    for pattern, op in _COMPARATORS:
        if pattern.search(question):
            found.append(op)
            question = pattern.sub(" ", question)  # "at least" is not also "least"
    return found[0] if len(found) == 1 else None


def _hops(start: str, n: int) -> list[tuple[str, str]]:
    """The subject and object of each of ``n`` steps from ``start`` to ``?x`` (through ``?n``)."""
    return [(start, "?x")] if n == 1 else [(start, "?n"), ("?n", "?x")]


def _implied(question: str) -> set[str]:
    """The measure words a comparative of ``question`` says ("cheaper": price, cost), and the
    units after its numbers (:func:`kgqa.wordforms.unit_measures`: "30 euros", a price)."""
    out: set[str] = unit_measures(question)
    for adjective, (words, _) in COMPARATIVES.items():
        if words and re.search(rf"\b{adjective}\b", question, re.I):
            out |= set(words)
    return out


def _name_of(iri: str, a: str, a_name: str, b_name: str) -> str:
    return a_name if iri == a else b_name


__all__ = ["PairAsk", "PairReader"]
