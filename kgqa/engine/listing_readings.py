"""The listing readings: a question read in two parts, the listing answered by the engine itself
and a narrowing added to that listing's graph.

The outline model learned comparisons, superlatives, sums, counts and modifiers from tables
(Spider), where the things compared are all the rows of one table; beside an entity or a class
modifier it drops one of the two. Each reading here strikes the narrowing out of the question,
has the engine answer the listing left (``answer_listing``, the engine's own ``answer``), and adds
the narrowing to that listing's graph: a comparison (:mod:`kgqa.engine.compared_listing`), a
superlative (``superlative_listing``), a sum or average (``aggregated_listing``), a count
(``counted_listing``) or a flag (``flagged_listing``). Those modules read the question and build
the graphs; :class:`ListingReadings` runs them on one question's KG and candidates, through its
:class:`~kgqa.engine.stated_readings.StatedReadings`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from rdflib import Literal

from kgqa.answer import KGAnswer
from kgqa.candidates.schema import DATE_DATATYPES
from kgqa.engine.aggregated_listing import aggregated, stated_aggregate
from kgqa.engine.answer_order import asked_class
from kgqa.engine.answer_rewrites import answered_by
from kgqa.engine.compared_listing import fitting_measures, measure_of, narrowed, stated_comparison
from kgqa.engine.counted_listing import counted, counted_listing
from kgqa.engine.counted_place import as_listing, count_in_place
from kgqa.engine.entity_modifier import typed_vertices, with_modifier
from kgqa.engine.flagged_listing import flagged, flagged_noun, has_flag
from kgqa.engine.schema_views import class_labels, noun_class, property_kinds, property_words, type_step
from kgqa.engine.stated_pair import PairReader
from kgqa.engine.stated_readings import StatedReadings, class_links
from kgqa.engine.superlative_listing import ends_with, ordered, stated_superlative, superlative_measure
from kgqa.engine.yes_no import stated_entities
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph import QueryGraphError, sparql_to_graph
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, QueryGraph, VertexClass
from kgqa.wordforms import singular

#: an IRI as a row's value (a listing lists things)
_IRI = re.compile(r"^[a-z][\w+.-]*:\S+$", re.I)
#: the things of a listing whose properties are read for a measure or a flag
_COMPARED_THINGS = 300


class ListingReadings:
    """The listing readings of one question (module docstring), on the KG, candidates and time
    budget of its ``readings``. Each ``answer_*`` rewrites the answer of the model's chosen
    ``graph`` where it reads the question and rows are left, and returns the graph it answers with."""

    def __init__(self, readings: StatedReadings) -> None:
        self.readings = readings
        self.question, self.kg = readings.question, readings.kg

    def pool_of(self):
        return self.readings.pool_of()

    def pair_reader(self, **more) -> PairReader:
        return self.readings.pair_reader(**more)

    def node_reader(self):
        return self.readings.node_reader()

    def answer_compared_listing(self, out: KGAnswer, graph, answer_listing: Callable[[str], KGAnswer]):
        """``out`` answered by the listing the question states before a comparison at its end,
        narrowed by that comparison ("Which products from Exotic Liquids cost less than 15?",
        :mod:`kgqa.engine.compared_listing`); ``answer_listing(question)`` answers the listing
        ("Which products from Exotic Liquids are there?"). The graph it answers with; not of that
        form, a listing of no things, no measure that fits, or nothing left: the answer stands."""
        comparison = stated_comparison(self.question)
        if comparison is not None and comparison.op == "=" and comparison.timed and comparison.years == 1 \
                and re.search(rf"(?<![\d-]){comparison.number}(?![\d])", out.sparql or ""):
            return graph  # "in 2023" that the model's graph keys by already
        # the model's own graph lists things where it dropped only the comparison ("Which textiles
        # cost less than 20?": the textiles, by their category)
        own = _plain_listing(out, graph, comparison.listings[0]) if comparison else None
        found = self._listed_measures(comparison.listings, answer_listing, comparison.noun, own, graph) \
            if comparison else None
        if found is None:
            return graph
        listed, reader, numeric, dated, yearly = found
        prop = measure_of(comparison, numeric, dated, yearly, reader.words, lambda ps: reader.best(self.question, ps))
        if prop is None:
            return graph
        base = QueryGraph.from_json(listed.query_graph)
        listing = narrowed(base, prop, replace(comparison, counted=False), prop in dated)
        final = narrowed(base, prop, comparison, prop in dated)
        if listing is None or final is None:
            return graph
        if comparison.counted and not answered_by(KGAnswer(question=self.question, kg=out.kg), listing, self.kg,
                                                  "compared listing", self.question):
            return graph  # nothing left to count: a measure that fits no thing is no reading
        if not answered_by(out, final, self.kg, "compared listing", self.question):
            return graph
        bound = f"{comparison.op} {comparison.number}" if comparison.years == 1 else \
            f"from {comparison.number} to {comparison.number + comparison.years - 1}"
        out.read_as = (f"{_listing_words(listed)}: with {reader.words(prop)} {bound}"
                       + (", counted" if comparison.counted else ""))
        return final

    def answer_superlative_listing(self, out: KGAnswer, graph, answer_listing: Callable[[str], KGAnswer]):
        """``out`` answered by the one thing of the listing the question states with the most
        (or least) of a measure ("What is the cheapest item in the Kitchenware group?",
        :mod:`kgqa.engine.superlative_listing`); ``answer_listing`` as for
        :meth:`answer_compared_listing`. The graph it answers with; not of that form, no things
        listed or no measure that fits: the answer stands."""
        superlative = stated_superlative(self.question)
        if superlative is None or _picks_one_thing(out, graph):
            return graph  # the model's graph orders things already: it learned such words from many
        found = self._listed_measures(superlative.listings, answer_listing, superlative.noun, graph=graph)
        if found is None:
            return graph
        listed, reader, numeric, dated, yearly = found
        prop = superlative_measure(superlative, numeric, dated, yearly, reader.words,
                                   lambda ps: reader.best(self.question, ps))
        final = ordered(QueryGraph.from_json(listed.query_graph), prop, superlative) if prop else None
        if final is None or not answered_by(out, final, self.kg, "superlative listing", self.question):
            return graph
        out.read_as = f"{_listing_words(listed)}: the {superlative.sup} by {reader.words(prop)}"
        return final

    def answer_aggregated_listing(self, out: KGAnswer, graph, answer_listing: Callable[[str], KGAnswer]):
        """``out`` answered by the sum or average of a measure over the listing the question
        states ("What is the average salary of the employees in Engineering?",
        :mod:`kgqa.engine.aggregated_listing`); ``answer_listing`` as for
        :meth:`answer_compared_listing`. The graph it answers with; not of that form, no things
        listed or no measure the question names: the answer stands."""
        aggregate = stated_aggregate(self.question)
        found = self._listed_measures(aggregate.listings, answer_listing, aggregate.noun, graph=graph) \
            if aggregate else None
        if found is None:
            return graph
        listed, reader, numeric, _, yearly = found
        if _aggregates_listed(out, graph, listed, aggregate.aggregate):
            return graph  # the model's graph sums what the listing lists: it learned such questions
        fits = fitting_measures(aggregate.words, sorted(set(numeric) - set(yearly)), reader.words)
        prop = (fits[0] if len(fits) == 1 else reader.best(self.question, fits)) if fits else None
        final = aggregated(QueryGraph.from_json(listed.query_graph), prop, aggregate) if prop else None
        if final is None or not answered_by(out, final, self.kg, "aggregated listing", self.question):
            return graph
        out.read_as = f"{_listing_words(listed)}: the {aggregate.aggregate} of {reader.words(prop)}"
        return final

    def answer_counted_listing(self, out: KGAnswer, graph, answer_listing: Callable[[str], KGAnswer]):
        """``out`` answered by the number of things the listing a "How many N ...?" question
        counts lists ("Which albums did The Copper Owls release?", :mod:`kgqa.engine.counted_listing`),
        where that listing's graph holds a named thing and the model's own answer counts nothing
        (:func:`_counts_nothing`); ``answer_listing`` as for :meth:`answer_compared_listing`. The
        graph it answers with; else the answer stands."""
        asked = counted_listing(self.question)
        if asked is None or not _counts_nothing(out, graph):
            return graph  # a count the model reads from the KG ("How many legs ...") or counts past one
        listed = _fullest_listing([answer_listing(asked)])
        if listed is None or not any(v["cls"] == "Ent" and v["instance"] for v in listed.query_graph["vertices"]):
            return graph
        held = {str(v.instance) for v in QueryGraph.from_json(listed.query_graph).vertices
                if v.cls in (VertexClass.ENT, VertexClass.VAL)}
        stated = stated_entities(self.question, self.pool_of())
        # a text the question says that is no linked thing's name ("Aberdeen" compared with a city;
        # "The Lantern Yard" compared with an order's name is the customer's, and held as it)
        names = set(stated.values())
        texts = {t for t in _stated_texts(graph, self.question) if t.lower() not in names}
        if any(str(iri) not in held for _, iri in stated) or any(t not in held for t in texts):
            return graph  # the listing dropped a named thing ("flights from Aberdeen to Ashley"): its count is another's
        final = counted(QueryGraph.from_json(listed.query_graph))
        if final is None or not answered_by(out, final, self.kg, "counted listing", self.question):
            return graph
        out.read_as = f"{_listing_words(listed)}, counted"
        return final

    def answer_flagged_listing(self, out: KGAnswer, graph, answer_listing: Callable[[str], KGAnswer]):
        """``out`` answered by the things of the question with a flag's word struck out that
        have the flag ("Which crewed missions did the Corvan Orbital Authority launch?",
        :mod:`kgqa.engine.flagged_listing`); ``answer_listing`` as for
        :meth:`answer_compared_listing`. The graph it answers with; not of that form, a graph
        that says the flag already, or no things with the flag: the answer stands."""
        pool = self.pool_of()
        schema = pool.schema
        words = property_words(schema)
        names = stated_entities(self.question, pool).values()
        flags = property_kinds(schema).flags
        found = flagged_noun(self.question, flags, words, names)
        if found is None or (graph is not None and has_flag(graph, found.flag)):
            return graph
        listed = answer_listing(found.rest)
        if listed.error or not listed.rows or listed.query_graph is None:
            return graph
        base = QueryGraph.from_json(listed.query_graph)
        if has_flag(base, found.flag):
            return graph
        via = self._flag_holder(listed, found.flag)
        truth = flags.value(found.flag, found.value)
        listing = flagged(base, found.flag, truth, via=via)
        if listing is None:
            return graph
        final = flagged(base, found.flag, truth, count=True, via=via) if found.counted else listing
        if found.counted and (final is None or not answered_by(KGAnswer(question=self.question, kg=out.kg), listing,
                                                                self.kg, "flagged listing", self.question)):
            return graph  # no thing of the listing has the flag: nothing to count
        if final is None or not answered_by(out, final, self.kg, "flagged listing", self.question):
            return graph
        out.read_as = (f"{_listing_words(listed)}: {words(found.flag)} {str(found.value).lower()}"
                       + (", counted" if found.counted else ""))
        return final

    def _flag_holder(self, listed: KGAnswer, flag: str) -> str | None:
        """None where the things ``listed`` answers with have ``flag``; else the one property
        that links them to things that have it ("renewable plants": their energy source), or
        None again where none or several do."""
        things = sorted({r[0] for r in listed.rows if r and isinstance(r[0], str) and _IRI.match(r[0])})
        if not things:
            return None
        values = " ".join(iri_to_sparql(t) for t in things[:_COMPARED_THINGS])
        reader = self.pair_reader()
        if reader.listing(f"SELECT DISTINCT ?x WHERE {{ VALUES ?x {{ {values} }} ?x {iri_to_sparql(flag)} ?f }}"):
            return None
        holders = reader.listing(f"SELECT DISTINCT ?p WHERE {{ VALUES ?x {{ {values} }} ?x ?p ?y . "
                                 f"?y {iri_to_sparql(flag)} ?f }}")
        return holders[0] if len(holders) == 1 else None

    def _listed_measures(self, listings: tuple[str, ...], answer_listing: Callable[[str], KGAnswer],
                         noun: str | None = None, own: KGAnswer | None = None, graph=None):
        """``(listed, reader, numeric, dated, yearly)``: the fullest answer of ``listings``
        (:func:`_fullest_listing`) and of the listing ``noun`` states by the KG's own classes
        (:meth:`_stated_listing`, with the class the model's ``graph`` types; first of equals)
        and ``own`` (the model's, next), a
        :class:`PairReader`, and the properties
        its things have with numbers, with dates and with numbers that are years; None where no
        listing lists things."""
        reader = self.pair_reader()
        stated = self._stated_listing(noun, reader, graph) if noun else None
        listed = _fullest_listing([*filter(None, [stated, own]), *(answer_listing(q) for q in listings)])
        if listed is None:
            return None
        values = " ".join(iri_to_sparql(r[0]) for r in sorted(listed.rows)[:_COMPARED_THINGS])
        of_things = f"VALUES ?x {{ {values} }} ?x ?p ?v ."
        dates = ", ".join(f"<{d}>" for d in sorted(DATE_DATATYPES))
        numeric = reader.listing(f"SELECT DISTINCT ?p WHERE {{ {of_things} FILTER(isNumeric(?v)) }}")
        dated = reader.listing(f"SELECT DISTINCT ?p WHERE {{ {of_things} FILTER(DATATYPE(?v) IN ({dates})) }}")
        yearly = reader.listing(f"SELECT ?p WHERE {{ {of_things} FILTER(isNumeric(?v)) }} GROUP BY ?p "
                                "HAVING(MIN(?v) >= 1000 && MAX(?v) <= 2200)")
        return listed, reader, numeric, dated, yearly

    def _stated_listing(self, noun: str, reader: PairReader, graph=None) -> KGAnswer | None:
        """The things a plural noun phrase names by the KG's own classes and the question's
        entities, as an answer: "towns in Brakmoor" (class Town, linked to the entity as "How
        many towns are there in Brakmoor?" links them, :func:`count_in_place`), "solar plants"
        (class Power plant, linked to the entity Solar, :func:`with_modifier`), "rocky planets"
        (a class). A noun no class label says ("dishes") takes the one class the model's ``graph``
        types, where it types one (``Recipe``). None where the noun names no class, or a class and
        a name no property links."""
        pool = self.pool_of()
        labels = class_labels(pool)
        typed = {cls for _, cls in typed_vertices(graph)} if graph is not None else set()
        head = singular(re.split(r"\s+(?:in|at|of|from|on|within)\s+", noun)[0].split()[-1])
        # ... but not a noun a property names ("Which year had the most matches?": years)
        model_class = next(iter(typed)) if len(typed) == 1 and not any(
            ends_with(reader.words(p), head) for p in pool.schema.properties) else None

        def class_of(n: str) -> str | None:
            return noun_class(n, labels) or model_class
        stated = stated_entities(self.question, pool)
        place = re.match(r"^(?P<n>.+?)\s+(?:in|at|of|from|on|within)\s+(?:the\s+)?(?P<e>.+)$", noun)
        read = None
        if place is not None:
            found = count_in_place(f"How many {place['n']} are there in {place['e']}?", stated,
                                   class_of, type_step(pool.schema), reader.listing,
                                   lambda props: reader.best(self.question, props))
            read = found and as_listing(found).sparql
        else:
            cls = asked_class(f"which {noun}", labels) or class_of(noun)
            read = cls and f"SELECT DISTINCT ?x WHERE {{ ?x {type_step(pool.schema)(cls)} {iri_to_sparql(cls)} . }}"
        try:
            graph = sparql_to_graph(read) if read else None
        except (QueryGraphError, ValueError, KeyError, TypeError):
            return None
        if graph is not None and place is None:
            graph = with_modifier(self.question, graph, stated, class_links(self.node_reader())) or graph
        if graph is None:
            return None
        listed = KGAnswer(question=f"Which {noun} are there?", kg=getattr(self.kg, "name", ""))
        return listed if answered_by(listed, graph, self.kg, "stated listing", self.question) else None


def _counts_nothing(out: KGAnswer, graph) -> bool:
    """Is ``out`` no count of things: no rows, a thing or a text where a number is asked, a
    ``COUNT`` of 0 or 1 (the model's count of an entity's one link), or a count of a thing's
    classes? A number the graph reads
    from the KG ("How many legs does X have?": 8) or a count past one stands."""
    value = out.rows[0][0] if out.rows and out.rows[0] else None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return True
    counts = any(e.cls is EdgeClass.AGG and str(e.instance).startswith("COUNT") for e in graph.edges)
    # a count of a named thing's classes ("How many languages is house translated into?" read as
    # house's rdf:types) counts no thing the question names
    of_types = counts and bool(graph.edges) and all(
        e.cls is EdgeClass.AGG or (e.cls is EdgeClass.REL and e.instance == RDF_TYPE) for e in graph.edges)
    return of_types or (number in (0, 1) and counts)


def _stated_texts(graph, question: str) -> set[str]:
    """The text values ``graph`` holds that the question says ("Aberdeen" compared with a city)."""
    if graph is None:
        return set()
    text = question.lower()
    return {str(v.instance) for v in graph.vertices
            if v.cls is VertexClass.VAL and isinstance(v.instance, Literal) and isinstance(v.instance.toPython(), str)
            and len(str(v.instance)) > 1 and str(v.instance).lower() in text}


def _aggregates_listed(out: KGAnswer, graph, listed: KGAnswer, aggregate: str) -> bool:
    """Does ``graph`` answer (with a number other than 0, what an empty sum gives) by the
    ``aggregate`` over a graph holding every entity the ``listed`` graph holds?"""
    if not any(e.cls is EdgeClass.AGG and e.instance == aggregate for e in graph.edges):
        return False
    value = out.rows[0][0] if out.rows and out.rows[0] else None
    try:
        if value is None or float(value) == 0:
            return False
    except (TypeError, ValueError):
        return False
    held = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT}
    return {v["instance"] for v in listed.query_graph["vertices"] if v["cls"] == "Ent"} <= held


def _plain_listing(out: KGAnswer, graph, asked: str) -> KGAnswer | None:
    """``out`` as the listing ``asked`` where it answers with things by a graph with no
    comparison, order or aggregate (a copy: a reading rewrites ``out``); else None."""
    if out.error or not out.rows or out.query_graph is None \
            or any(e.cls in (EdgeClass.CMP, EdgeClass.ORD, EdgeClass.AGG) for e in graph.edges):
        return None
    return KGAnswer(question=asked, kg=out.kg, rows=out.rows, query_graph=out.query_graph)


def _picks_one_thing(out: KGAnswer, graph) -> bool:
    """Does ``out`` answer with things (IRIs) that ``graph`` picks by an order?"""
    return bool(out.rows) and all(r and isinstance(r[0], str) and _IRI.match(r[0]) for r in out.rows) \
        and any(e.cls is EdgeClass.ORD for e in graph.edges)


def _listing_words(listed: KGAnswer) -> str:
    """The listing a reading asked, as words ("products from Exotic Liquids")."""
    return re.sub(r"^List all |^Which | are there\?$|[?.]$", "", listed.question)


def _fullest_listing(answers: list[KGAnswer]) -> KGAnswer | None:
    """Of a listing's answers, one of things (IRIs, no error) whose graph holds the most stated
    entities and classes, the first of equals; None where none lists things."""
    def held(answer: KGAnswer) -> int:
        return sum(1 for v in answer.query_graph["vertices"] if v["cls"] in ("Ent", "Type") and v["instance"])

    listings = [a for a in answers if not a.error and a.rows and a.query_graph is not None
                and all(r and isinstance(r[0], str) and _IRI.match(r[0]) for r in a.rows)]
    return max(listings, key=held, default=None)
