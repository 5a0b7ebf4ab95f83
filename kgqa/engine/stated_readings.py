"""Readings of a question's own words against the KG, tried beside the model's graphs.

The model learned its graphs from benchmarks; some questions state their query so plainly that
the question and the KG decide it alone: a yes/no question about a chain's end, a flag, two
entities joined through an unnamed node or one more thing of the KG (each one ASK), and, once
the model's graph has answered, a count or superlative in a place, a measure compared with a
number, a flag or event listing, the step a verb names, or facts a KG reifies. Each reading
lives in its own module; :class:`StatedReadings` gives them one question's KG, candidates,
settings and time budget, and writes what a reading found onto the answer with its trace
(``KGAnswer.read_as``, the query graph). A reading that does not apply leaves the answer as it is.
The readings that narrow a listing the engine answers itself are :mod:`kgqa.engine.listing_readings`.
"""

from __future__ import annotations

import functools
import logging
import re
from typing import Any, Callable

from rdflib import Literal, URIRef

from kgqa.answer import KGAnswer
from kgqa.candidates.aspects import entity_aspects
from kgqa.candidates.collect import unasked_document_link
from kgqa.candidates.name_path import name_path
from kgqa.engine.answer_order import asked_class
from kgqa.engine.answer_rewrites import answered_by, plain_rows, row_classes
from kgqa.engine.kg_reads import select_or_none
from kgqa.engine.class_holding import class_holding
from kgqa.engine.part_chain import class_in_whole, left_out_whole, part_path
from kgqa.engine.chain_links import object_chain, object_query
from kgqa.engine.aspect_term import asked_noun, aspect_term
from kgqa.engine.class_items import class_item_reading, kind_link, kind_link_reading, kind_pattern, typing_properties, with_kind
from kgqa.engine.compared_measure import compared_measure
from kgqa.engine.both_listing import both_listing
from kgqa.engine.count_ask import count_ask
from kgqa.engine.counted_place import StatedReading, count_in_place, count_of_entity, parse_owned, place_listing
from kgqa.engine.counted_place import parse as parse_place_count
from kgqa.engine.entity_modifier import with_modifier
from kgqa.engine.flag_reading import event_ask, event_listing, flag_ask, flag_listing
from kgqa.engine.reified import (NodeReader, bound_vertex, class_via_node, held_by_hub, held_now, hub_query, hubs,
                                 kinds_said, node_step, node_value_reading, nodes_pattern, pair_reading, role_reading,
                                 said_term_graph, through_node, to_owners)
from kgqa.engine.schema_views import (chain_walker, class_labels, class_nouns, noun_class, noun_fit, property_kinds, property_words,
                                      type_step)
from kgqa.engine.dated_year import TEMPORAL, dated_order, dated_reading, left_out_year, subject_classes
from kgqa.engine.gendered import asked_gender, gender_value, gendered
from kgqa.engine.inverse_twins import twin_finder, with_inverse_twins
from kgqa.engine.kinship import kin_pair, mentions_kin
from kgqa.engine.kind_listing import kind_listing, text_key
from kgqa.engine.language_label import asked_language, asks_other_names, language_label, language_label_ask
from kgqa.engine.negated_listing import negated_graph, negated_listing, negation
from kgqa.engine.observations import ObservationReader, counts_things, observation_reading
from kgqa.engine.pair_values import codes_as_values, pair_values
from kgqa.engine.stated_chain import StatedChain, chain_ask, may_state_ask_chain, stated_ask_chains
from kgqa.engine.stated_pair import PairReader
from kgqa.engine.superlative_place import parse as parse_superlative
from kgqa.engine.question_forms import ASKS_HOW_MANY, ASKS_WHO, boundary_words
from kgqa.engine.shared_node import co_holders
from kgqa.engine.superlative_place import superlative_in_place, superlative_of_class
from kgqa.engine.term_listing import term_ask, term_listing
from kgqa.engine.value_paths import compares, said_texts, value_path_ask, value_path_reading
from kgqa.engine.verb_hop import class_hop, verb_hop
from kgqa.engine.yes_no import stated_entities, stated_values
from kgqa.kg.errors import KG_FAULTS, EndpointUnavailable, KGError
from kgqa.kg.labels import local_name_words
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.querygraph import QueryGraphError, sparql_to_graph, to_sparql
from kgqa.querygraph.to_sparql import to_ask
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, OrderSpec, VertexClass
from kgqa.search.config import SearchConfig
from kgqa.search.deadline import Deadline
from kgqa.wordforms import digits_for_scales, noun_key, phrase_spans, singular_words, stems, with_synonyms

log = logging.getLogger(__name__)
#: texts a listing of values reads at most
_TEXTS = 500

#: the noun after an opening "which"/"what" (a class the question may ask for)
#: a question asking for things ("Which skill group ...", "What skills ..."), not for a number
_WH_ASKED = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with|into)\s+)?(?:which|what)\s+[a-z]", re.I)
_WHICH_WORD = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with|into)\s+)?(?:which|what)\s+([a-z][\w-]*)", re.I)
#: a word of the superlative forms :func:`kgqa.engine.superlative_place.superlative_of_class` reads
_SUPERLATIVE_WORD = re.compile(r"\b(?:most|least|[a-z]+est)\b", re.I)
#: an "of" or a possessive: a yes/no question that may end with a chain
_CHAIN_END = re.compile(r"\bof\b|['’]s\b", re.I)
#: rows a reading of unnamed nodes reads at most per listing
_NODE_ROWS = 500
#: rows of observation nodes (a node's every value) the observation reading reads at most
_OBSERVATION_ROWS = 5000


class StatedReadings:
    """The readings of one question on one KG: ``ask_*`` answer a yes/no question (True when
    one did), ``answer_*`` rewrite the answer of the model's chosen ``graph`` where a reading
    finds rows (each returns the graph it answers with). ``pool_of`` gives the question's
    candidates (collected on first use: a yes/no question may be answered before the model's
    search collects them)."""

    def __init__(self, question: str, kg, pool_of: Callable[[], Any], search: SearchConfig,
                 deadline: Deadline | None) -> None:
        self.question, self.kg, self.pool_of, self.search, self.deadline = question, kg, pool_of, search, deadline

    @functools.cached_property
    def twin_of(self):
        """The inverse each property is also read by (:mod:`kgqa.engine.inverse_twins`), with
        ``search.inverse_twins``; None without it."""
        if not self.search.inverse_twins:
            return None
        from kgqa.candidates.collect import default_collector

        return twin_finder(self.kg, self.search.probe_timeout_s, default_collector().schema(self.kg).properties)

    @functools.cached_property
    def walker(self):
        """One :class:`~kgqa.engine.stated_chain.ChainWalker` for the chain readings of the question."""
        return chain_walker(self.kg, self.pool_of(), self.deadline)

    def _schema_pool(self, enabled: bool):
        """The question's candidates where the reading is ``enabled`` and the KG's schema was
        read (the readings choose among its properties and classes); else None."""
        if not enabled:
            return None
        pool = self.pool_of()
        return pool if pool.schema is not None else None

    def ask_chain(self, out: KGAnswer) -> bool:
        """Answers a yes/no question about the end of a chain the question states ("Is Rosa
        Weber the mother of the spouse of Pavel Costa?", "Is Pavel Costa's spouse's mother Rosa
        Weber?") on ``out`` with ``search.stated_chain``: the path is walked from the chain's
        entity by the nouns alone, as for a question that asks for its end, never towards the
        asked end (that would find a "yes" wherever one exists), and ``ASK`` whether it reaches
        it. A kinship noun the KG composes (:mod:`kgqa.engine.kinship`) is a chain of its own
        ("Is A a great-grandfather of B?", "Are A and B siblings?"). False when the question is
        not of that form or the KG has no such path (the model's reading is tried then)."""
        question, kg = self.question, self.kg
        min_nouns = self.search.stated_chain_min_nouns
        kin = mentions_kin(question)
        pool = self._schema_pool(self.search.stated_chain and (kin or may_state_ask_chain(question, min_nouns)))
        if pool is None:
            return False
        stated = stated_entities(question, pool)
        walker = self.walker
        asked = stated_ask_chains(question, stated.values(), min_nouns)
        if not asked and kin:
            asked = [(c, end) for c, end in stated_ask_chains(question, stated.values(), 1) if any(map(walker.kin, c.nouns))]
            pair = kin_pair(question, stated.values())
            if not asked and pair is not None:  # "Are A and B siblings?": B is among A's siblings
                asked = [(StatedChain(pair[0], (pair[2],)), pair[1])] if walker.kin(pair[2]) else []
        for chain, end in asked:
            found = walker.walk([chain], stated)
            ends = [str(iri) for (_, iri), name in stated.items() if name == end]
            if not found or not ends:
                continue
            _, hops, _, anchor = found[0]
            out.sparql = chain_ask(anchor, hops, ends[0])
            out.read_as = f"{' of '.join(reversed(chain.nouns))} of {chain.name} = {end}"
            ask_with_trace(out, kg, self.twin_of)
            out.candidates = pool.to_json()
            return True
        return False

    def ask_chain_link(self, out: KGAnswer) -> bool:
        """Answers "Does A <verb> the <noun> of E?" ("Does Ines Marrish live in the capital of
        Tamsaria?", :mod:`kgqa.engine.chain_links`) on ``out`` with ``search.stated_chain``: ASK
        whether A's property the verb names reaches the chain's end. False when the question is
        not of that form or the KG has no such chain or property."""
        pool = self._schema_pool(self.search.stated_chain and bool(_CHAIN_END.search(self.question)))
        if pool is None:
            return False
        stated = stated_entities(self.question, pool)
        found = object_chain(self.question, stated)
        if found is None or found[1] is None:
            return False
        link, subject = found
        sparql = object_query(self.kg, self.walker, link, stated, subject)
        if sparql is None:
            return False
        out.sparql, out.read_as = sparql, f"{link.verb} the {' of the '.join(reversed(link.readings[0].nouns))} of " \
                                          f"{link.readings[0].name}"
        ask_with_trace(out, self.kg, self.twin_of)
        out.candidates = pool.to_json()
        return True

    def ask_flag(self, out: KGAnswer) -> bool:
        """Answers "Is E <flag>?" on ``out`` with ``search.stated_readings``: one ASK of the named
        entity's flag (:mod:`kgqa.engine.flag_reading`), where the entity has that flag at all.
        False when the question is not of that form (the other readings are tried then)."""
        question = self.question
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return False
        flags = property_kinds(pool.schema).flags
        stated = stated_entities(question, pool)
        words = property_words(pool.schema)
        class_words = {w for label in class_labels(pool).values() for w in label.lower().split()}
        reading = flag_ask(question, stated, flags, words, class_words) \
            or event_ask(question, stated, pool.schema.dated_properties, words)
        return self._asked_where_held(out, pool, reading)

    def _asked_where_held(self, out: KGAnswer, pool, reading) -> bool:
        """``out`` answered by the ASK of ``reading`` (a :class:`kgqa.engine.flag_reading.FlagAsk`)
        where its ``has_flag`` ASK says the named thing has the property at all; False where
        there is no reading, the KG does not say, or that ASK fails (the other readings are tried)."""
        if reading is None:
            return False
        try:
            if not self.kg.ask(reading.has_flag):
                return False  # the KG does not say this of E: not this reading
        except KG_FAULTS:
            raise
        except Exception:  # noqa: BLE001 - the other readings are tried
            return False
        return asked_by_reading(out, self.kg, pool, reading, self.twin_of)

    def ask_term(self, out: KGAnswer) -> bool:
        """Answers "Is E <term>?" on ``out`` with ``search.stated_readings``: one ASK of whether the
        named entity has the term the question says (:func:`kgqa.engine.term_listing.term_ask`),
        where it has the property holding that term at all. False otherwise."""
        question = self.question
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return False
        class_words = " ".join(label.lower() for label in class_labels(pool).values())
        reading = term_ask(question, stated_entities(question, pool), said_terms(pool), class_words,
                           self.pair_reader().listing)
        return self._asked_where_held(out, pool, reading)

    def ask_language_label(self, out: KGAnswer) -> bool:
        """Answers "Is the German name of X Y?" on ``out`` with ``search.language_labels``: one ASK
        of whether a name X has in that language is said in the question
        (:func:`kgqa.engine.language_label.language_label_ask`), where X has a name in it at
        all. False otherwise."""
        if not self.search.language_labels or asked_language(self.question) is None:
            return False
        pool = self.pool_of()
        try:
            found = language_label_ask(
                self.question, stated_entities(self.question, pool),
                lambda query: [(str(x), str(t)) for x, t in self.kg.select(query).rows])
            if found is None or not self.kg.ask(found[1]):
                return False
        except KG_FAULTS:
            raise
        except Exception:  # noqa: BLE001 - the other readings are tried
            return False
        reading = found[0]
        return asked_by_reading(out, self.kg, pool, reading, self.twin_of)

    def ask_count(self, out: KGAnswer) -> bool:
        """Answers "Does E have more than N Xs?" on ``out`` with ``search.stated_readings``: one
        ASK of the count of E's values of the property the noun names
        (:mod:`kgqa.engine.count_ask`). False when the question is not of that form."""
        question, kg = self.question, self.kg
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return False
        labels = class_labels(pool)
        reader = self.pair_reader()
        reading = count_ask(question, stated_entities(question, pool), lambda noun: noun_class(noun, labels),
                            type_step(pool.schema), reader.listing, reader.words)
        return reading is not None and asked_by_reading(out, kg, pool, reading, self.twin_of)

    def ask_reified_pair(self, out: KGAnswer) -> bool:
        """Answers a yes/no question naming two entities joined through an unnamed node ("Is
        Greta Ilves still a member of the Veldmark Diet?", :mod:`kgqa.engine.reified`) on ``out``
        with ``search.stated_readings``; False when it does not (the other readings are tried)."""
        question, kg = self.question, self.kg
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return False
        stated = stated_entities(question, pool)
        if len(stated) != 2 or _THAN.search(question):
            return False  # "Is A heavier than B?" compares the two, no fact joins them
        reader = self.node_reader()
        if named_by_iri(stated, reader):
            return False  # the KG names things by their IRIs alone: a node without a name is no sign
        reading = pair_reading(question, stated, reader, yes_no=True)
        if reading is None:
            return False
        return asked_by_reading(out, kg, pool, reading, self.twin_of)

    def ask_observation(self, out: KGAnswer) -> bool:
        """Answers a yes/no question about figures the KG states as observations ("Did more
        than 400,000 people live in Kessland in 2019?", "Did X's population grow between 2019
        and 2022?", :mod:`kgqa.engine.observations`) on ``out`` with ``search.observations``;
        False when it does not (the other readings are tried)."""
        pool = self._schema_pool(self.search.observations)
        if pool is None:
            return False
        reading = self._observation_reading(pool, yes_no=True)
        if reading is None:
            return False
        return asked_by_reading(out, self.kg, pool, reading, self.twin_of)

    def answer_observation(self, out: KGAnswer) -> bool:
        """Answers a question about figures the KG states as observations (the figure itself, a
        listing over one dimension: "Which region had the highest unemployment rate in 2022?",
        :mod:`kgqa.engine.observations`) on ``out`` with ``search.observations``, before the
        model's search: True when a reading found rows. A reading whose SPARQL is no query graph
        (two observations joined at a listed value close a cycle) keeps its SPARQL as the trace."""
        pool = self._schema_pool(self.search.observations)
        if pool is None:
            return False
        return self._answered_directly(out, pool, self._observation_reading(pool, yes_no=False))

    def answer_class_item(self, out: KGAnswer) -> bool:
        """Answers a question asking only for the things of one class a KG states as an item
        ("Which chamber orchestras are there?" on a Wikibase KG, :mod:`kgqa.engine.class_items`)
        on ``out`` with ``search.stated_readings``, before the model's search: True when the
        reading found rows."""
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return False
        instance_of, subclass_of = typing_properties(pool.schema.properties)
        nodes = self.node_reader()
        if instance_of is None:  # a kind named by a thing the others link to ("Which photographs are there?")
            reading = kind_link_reading(self.question, *self._kind_links(pool))
            return self._answered_directly(out, pool, reading)
        is_class = lambda iri: bool(nodes.select(f"SELECT ?x WHERE {{ ?x {iri_to_sparql(instance_of)} {iri_to_sparql(iri)} }}",  # noqa: E731
                                                 limit=1))
        reading = class_item_reading(self.question, stated_entities(self.question, pool), instance_of, subclass_of,
                                     is_class)
        return self._answered_directly(out, pool, reading)

    def _kind_links(self, pool) -> tuple:
        """The arguments after the noun of :func:`kgqa.engine.class_items.kind_pattern` on this
        KG: every linked entity (a one-word kind said in the plural, "photographs", is no stated
        name), and bounded queries for the properties linking to one and the classes of things."""
        nodes = self.node_reader()
        links_to = lambda iri: [str(r[0]) for r in nodes.select(  # noqa: E731
            f"SELECT DISTINCT ?p WHERE {{ ?x ?p {iri_to_sparql(iri)} }}", limit=4) or []]
        linked = {("ent", iri): (name or "").strip().lower()
                  for iri, name in zip(pool.instances.get("Ent", []), pool.names.get("Ent", []))}
        classes_of = lambda pattern: [str(r[0]) for r in nodes.select(  # noqa: E731
            f"SELECT DISTINCT ?c WHERE {{ {pattern} ?x a ?c }}", limit=2) or []]
        return linked, links_to, class_nouns(pool), classes_of

    def answer_language_label(self, out: KGAnswer) -> bool:
        """Answers a question asking for a thing's name in a language ("What is the French term
        for soil erosion?", :mod:`kgqa.engine.language_label`) on ``out`` with
        ``search.language_labels``, before the model's search: True when a reading found rows
        (the preferred names in that language, else the second names)."""
        if not self.search.language_labels or (asked_language(self.question) is None
                                                and not asks_other_names(self.question)):
            return False
        pool = self.pool_of()
        readings = language_label(self.question, stated_entities(self.question, pool))
        if any(self._answered_directly(out, pool, reading) for reading in readings):
            return True
        if not readings or asked_language(self.question) is None:
            return False  # no other names: the model's graph may read "synonyms" as a relation
        # the thing has no name in that language: that is the answer, not some other graph's
        out.sparql, out.read_as, out.variables, out.rows = readings[0].sparql, f"{readings[0].read_as}: none", ["x"], []
        out.candidates = pool.to_json()
        return True

    def answer_negated(self, out: KGAnswer, graph):
        """``out`` answered as a negated listing or count ("Which creatures do not speak
        Common?", :mod:`kgqa.engine.negated_listing`) with ``search.negated_listings``, where the
        model's graph is not negated or has no rows; the graph it answers with. No reading or no
        rows: the answer stands."""
        question = self.question
        # a negated graph with no rows may be a degenerate one (a column minus itself): read
        if not self.search.negated_listings or (negated_graph(out.sparql) and out.rows) or negation(question) is None:
            return graph
        pool = self.pool_of()
        if pool.schema is None:
            return graph
        cls = asked_class(re.sub(r"(?i)^\s*how\s+many\b", "which", question), class_labels(pool))
        if cls is None:
            return graph
        pairs = self.pair_reader()
        best = lambda props, rest: pairs.best(question, props, said=singular_words(rest))  # noqa: E731
        nodes = self.node_reader()
        reading = negated_listing(question, cls, stated_entities(question, pool), nodes.select, best,
                                  type_step(pool.schema)(cls))
        return answered_by_reading(out, question, graph, self.kg, reading, "negated listing")

    def answer_dated_year(self, out: KGAnswer, graph):
        """``out`` answered with a year compared on the dated property that fits the question
        where the chosen graph compares it with things or text ("first published before 2016"
        on a publisher; :mod:`kgqa.engine.dated_year`) with ``search.dated_years``; the graph it
        answers with. No such comparison or no rows: the answer stands."""
        pool = self._schema_pool(self.search.dated_years)
        if pool is None:
            return graph
        schema, pairs = pool.schema, self.pair_reader()
        said = with_synonyms(singular_words(self.question)) | boundary_words(self.question)  # "updated": modified
        read = dated_reading(graph, schema.properties, schema.dated_properties,
                             lambda props: pairs.best(self.question, props, said=said),
                             lambda classes: aspect_dates(self.kg, classes, schema.dated_properties),
                             yearless=self._yearless if TEMPORAL.search(self.question) else None)
        return read if read is not None and answered_by(out, read, self.kg, "dated year", self.question) else graph

    def _yearless(self, prop: str) -> bool:
        """Does ``prop`` hold numbers none of which could be a year (a count of records: 1 to 3)?"""
        rows = select_or_none(self.kg, f"SELECT (MAX(?v) AS ?hi) WHERE {{ ?s {iri_to_sparql(prop)} ?v . "
                                       f"FILTER(isNumeric(?v)) }}", self.search.probe_timeout_s)
        try:
            return bool(rows) and rows[0][0] is not None and float(rows[0][0]) < _FIRST_YEAR
        except (TypeError, ValueError):
            return False

    def answer_left_out_year(self, out: KGAnswer, graph):
        """``out`` answered with the year the question states and the chosen graph leaves out,
        read as the year of a date of one of its things, the first such reading that narrows the
        answer ("Which cases did Justice Okonjo decide in 2020?"; :func:`kgqa.engine.dated_year.left_out_year`)
        with ``search.dated_years``; the graph it answers with. None narrows: the answer stands."""
        pool = self._schema_pool(self.search.dated_years)
        if pool is None or not out.rows:
            return graph
        schema, pairs = pool.schema, self.pair_reader()
        said = with_synonyms(singular_words(self.question)) | boundary_words(self.question)
        before = list(out.rows)
        for read in left_out_year(self.question, graph, schema.properties, schema.dated_properties,
                                  lambda props: pairs.best(self.question, props, said=said),
                                  schema.text_dated_properties):
            if answered_by(out, read, self.kg, "left-out year", self.question, keep=lambda rows: _narrower(rows, before)):
                return read
        return graph

    def answer_class_holding(self, out: KGAnswer, graph):
        """``out`` answered with the things of one class that have a thing of another ("Which rooms
        have a CO2 sensor?", :mod:`kgqa.engine.class_holding`) with ``search.stated_readings``,
        where the chosen graph types nothing with the second class; the graph it answers with."""
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return graph
        labels = class_labels(pool)
        found = class_holding(self.question, lambda noun: asked_class(f"which {noun}", labels),
                              type_step(pool.schema), self.pair_reader().listing)
        if found is None:
            return graph
        reading, held = found
        if graph is not None and any(x.cls is VertexClass.TYPE and str(x.instance) == held for x in graph.vertices):
            return graph  # the graph holds the second class already: the model's reading
        return answered_by_reading(out, self.question, graph, self.kg, reading, "class holding")

    def answer_part_chain(self, out: KGAnswer, graph):
        """``out`` answered with the one stated entity the chosen graph leaves out as the whole
        its things lie in, by a chain of the KG's part-of links ("How many rooms does Harbour
        House have?": rooms in floors in the building; :mod:`kgqa.engine.part_chain`) with
        ``search.stated_readings``, where that narrows the answer; the graph it answers with."""
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None or not out.rows:
            return graph
        path = part_path(pool.schema.properties)
        if path is None:
            return graph
        stated = sorted({str(k[1]) for k in stated_entities(self.question, pool)})
        before = list(out.rows)

        def answers(g) -> int | None:
            rows = select_or_none(self.kg, to_sparql(g), self.search.probe_timeout_s)
            return len(rows) if rows and _narrower(rows, before) else 0

        read = left_out_whole(graph, stated, path, answers)
        if read is not None and answered_by(out, read, self.kg, "part chain", self.question,
                                            keep=lambda rows: _narrower(rows, before)):
            return read
        question = self.question
        count = ASKS_HOW_MANY.match(question) is not None
        asked = asked_class(re.sub(r"^\s*how\s+many\b", "which", question, flags=re.I), class_labels(pool))
        v = bound_vertex(graph)
        if asked is None or len(stated) != 1 or v is None or asked in subject_classes(graph, v):
            return graph

        def some(query: str) -> int:
            rows = select_or_none(self.kg, query, self.search.probe_timeout_s)
            return bool(rows) and _some(rows)

        found = class_in_whole(asked, stated[0], path, count, some)
        if found is None:
            return graph
        return answered_by_reading(out, question, graph, self.kg, StatedReading(found, "the asked things in the named whole"),
                                   "part chain")

    def _texts(self, query: str) -> list[str]:
        """The texts the first column of a bounded SELECT lists; none where it fails."""
        try:
            return [str(r[0]) for r in self.kg.select(f"{query} LIMIT {_TEXTS}").rows if isinstance(r[0], Literal)]
        except EndpointUnavailable:
            raise
        except KGError:
            return []

    def answer_aspect_term(self, out: KGAnswer, graph):
        """``out`` answered with the text of the aspect of the named thing that holds the term the
        question names ("What is the plural of mouse?", :mod:`kgqa.engine.aspect_term`) with
        ``search.stated_readings``; the graph it answers with. Not of that form, or no rows: the
        answer stands."""
        question = self.question
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return graph
        noun = asked_noun(question) or set()
        # not the term itself, where the KG names it ("plural": lexinfo:plural)
        stated = {k: name for k, name in stated_entities(question, pool).items() if not singular_words(name) <= noun}
        if len(set(stated.values())) != 1:
            return graph
        try:
            found = aspect_term(question, sorted(str(k[1]) for k in stated), self.kg,
                                lambda props: self.pair_reader().best(question, props))
        except KGError as e:
            log.info("aspect term of %r not read (%s)", question, e)
            return graph
        return answered_by_reading(out, question, graph, self.kg, found, "aspect term")

    def answer_kind_listing(self, out: KGAnswer, graph):
        """``out`` answered with the things of the kind a text value names ("Which cafés are on
        Harbour Road?" on OpenStreetMap's untyped data: ``amenity "cafe"``,
        :mod:`kgqa.engine.kind_listing`), where the model's graph does not hold that value; the
        graph it answers with. Not of that form, or no rows: the answer stands."""
        question = self.question
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return graph
        values = [(v, pool.value_properties.get(i, frozenset())) for i, v in enumerate(pool.instances.get("Val", []))]
        labels = class_labels(pool)
        stated = stated_entities(question, pool)
        found = kind_listing(question, values, [str(k[1]) for k in stated],
                             lambda noun: asked_class(f"which {noun}", labels) is not None, self.pair_reader().listing,
                             self._texts, lambda nouns: text_key(nouns, pool.schema.properties), tuple(stated.values()))
        if found is None:
            return graph
        holds_kind = any(e.cls is EdgeClass.REL and str(e.instance) == found.kind_property
                         and (found.kind is None or graph.vertices[e.target].instance == found.kind) for e in graph.edges)
        if holds_kind and not found.conditions:
            return graph  # the model's graph holds the kind by its property already, and nothing more is said
        return answered_by_reading(out, question, graph, self.kg, found.reading, "kind listing")

    def answer_dated_order(self, out: KGAnswer, graph):
        """``out`` answered with the things of the answer's class ordered by the date the question
        says, first or last ("Which artist was born first?", :func:`kgqa.engine.dated_year.dated_order`),
        where the chosen graph orders them by themselves or not at all, with ``search.dated_years``;
        the graph it answers with. No such question or no rows: the answer stands."""
        pool = self._schema_pool(self.search.dated_years)
        if pool is None:
            return graph
        schema, pairs = pool.schema, self.pair_reader()
        said = with_synonyms(singular_words(self.question)) | boundary_words(self.question)
        # a date one dump writes as text now and then ("2018-02-10 09:14:03") is a date still
        read = dated_order(self.question, graph, schema.dated_properties | schema.text_dated_properties, schema.properties,
                           lambda props: pairs.best(self.question, props, said=said),
                           lambda classes: aspect_dates(self.kg, classes, schema.dated_properties))
        return read if read is not None and answered_by(out, read, self.kg, "dated order", self.question) else graph

    def answer_node_value(self, out: KGAnswer, graph):
        """``out`` answered with the noun the question asks of its one named entity where the KG
        holds it past an unnamed node ("In which formats is X available?": X's distributions'
        formats; :func:`kgqa.engine.reified.node_value_reading`) with ``search.stated_readings``,
        unless the chosen graph reads that property already; the graph it answers with."""
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return graph
        stated = stated_entities(self.question, pool)
        if len(stated) != 1:
            return graph
        (key, name), = stated.items()
        reader = self.node_reader()
        if reader.unnamed([str(key[1])]):
            return graph  # the KG names things by their IRIs alone: a node without a name is no sign
        reading = node_value_reading(self.question, str(key[1]), name, reader)
        if reading is None or any(f"?n <{e.instance}> ?x" in reading.sparql for e in graph.edges
                                  if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef)
                                  and str(e.instance) != str(RDF_TYPE)):
            return graph
        return answered_by_reading(out, self.question, graph, self.kg, reading, "value past a node")

    def answer_value_path(self, out: KGAnswer, graph):
        """``out`` answered with the things of the asked class that reach a text the question
        says through unnamed nodes (:mod:`kgqa.engine.value_paths`: "Which patients have type 2
        diabetes?" on FHIR records) with ``search.stated_readings``, unless the chosen graph
        compares with that text already; the graph it answers with."""
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return graph
        texts = [] if compares(self.question) else said_texts(self.question, pool.instances.get("Val", []))
        if not texts or any(v.cls is VertexClass.VAL and v.instance in texts for v in graph.vertices):
            return graph
        question = self.question
        if stated_entities(question, pool):
            return graph  # a named thing the chain would leave out ("chief executive of Halden Bank")
        count = bool(re.match(r"\s*how\s+many\b", question, re.I))
        cls = asked_class(re.sub(r"(?i)^\s*how\s+many\b", "which", question), class_labels(pool))
        if cls is None:
            return graph
        reading = value_path_reading(question, cls, type_step(pool.schema)(cls), texts, self.node_reader(), count)
        return answered_by_reading(out, question, graph, self.kg, reading, "text past unnamed nodes")

    def ask_value_path(self, out: KGAnswer) -> bool:
        """Answers a yes/no question whether one named thing reaches a text the question says
        through unnamed nodes ("Does Ada Okafor have type 2 diabetes?",
        :func:`kgqa.engine.value_paths.value_path_ask`) on ``out`` with ``search.stated_readings``;
        False when it does not (the other readings are tried)."""
        pool = self._schema_pool(self.search.stated_readings)
        if pool is None:
            return False
        stated = stated_entities(self.question, pool)
        if len(stated) != 1 or compares(self.question):
            return False
        (key, name), = stated.items()
        texts = [t for t in said_texts(self.question, pool.instances.get("Val", []))
                 if not phrase_spans(str(t).lower(), str(name)) and not phrase_spans(str(name), str(t).lower())]
        if not texts:
            return False
        reader = self.node_reader()
        classes = [str(r[0]) for r in reader.select(f"SELECT DISTINCT ?c WHERE {{ {iri_to_sparql(str(key[1]))} a ?c }}") or []]
        reading = value_path_ask(str(key[1]), classes, texts, reader, self.question)
        return reading is not None and asked_by_reading(out, self.kg, pool, reading, self.twin_of)

    def answer_asked_kind(self, out: KGAnswer, graph):
        """``out`` answered with only the things of the kind the question's noun names by an entity
        ("Which siclas were struck at Lugora?": the types whose denomination is Sicla,
        :func:`kgqa.engine.class_items.with_kind`), where the model's graph left that entity out;
        the graph it answers with. No such kind, or none left: the answer stands."""
        m = _ASKED_NOUN.match(self.question)
        if m is None:
            return graph
        pool = self.pool_of()
        linked, links_to, nouns, _ = self._kind_links(pool)
        found = kind_link(" ".join(m["noun"].lower().split()), linked, links_to, nouns)
        read = with_kind(graph, *found) if found is not None else None
        return read if read is not None and answered_by(out, read, self.kg, "asked kind", self.question, keep=_some) \
            else graph

    def answer_gendered(self, out: KGAnswer, graph):
        """``out`` answered with only the women or men the question asks for ("Which women have
        won ...?", :mod:`kgqa.engine.gendered`) with ``search.gendered``, by the KG's gender
        property; the graph it answers with. No such property or no rows: the answer stands."""
        gender = asked_gender(self.question) if self.search.gendered else None
        if gender is None:
            return graph
        found = gender_value(self.node_reader().select, gender)
        read = gendered(graph, *found) if found is not None else None
        return read if read is not None and answered_by(out, read, self.kg, "gendered", self.question, keep=_some) \
            else graph

    def _answered_directly(self, out: KGAnswer, pool, reading) -> bool:
        """``out`` answered by ``reading``'s SELECT, where it has rows; a SPARQL that is no query
        graph keeps its SPARQL as the trace. False (``out`` as it was) for no reading or rows."""
        if reading is None:
            return False
        try:
            rows = self.kg.select(reading.sparql)
        except (KGError, QueryGraphError) as e:
            log.info("reading of %r not read (%s)", self.question, e)
            return False
        if not rows.rows:
            return False
        out.sparql, out.read_as = reading.sparql, reading.read_as
        out.variables, out.rows = list(rows.variables), plain_rows(rows.rows)
        try:
            g = sparql_to_graph(reading.sparql)
            out.query_graph, out.aqg = g.to_json(), g.abstract().to_json()
        except (QueryGraphError, ValueError, KeyError, TypeError):
            pass  # the SPARQL is the trace
        out.candidates = pool.to_json()
        return True

    def _observation_reading(self, pool, yes_no: bool):
        stated = stated_entities(self.question, pool)
        nodes = self.node_reader()
        if stated and nodes.unnamed([str(k[1]) for k in stated]):
            return None  # the KG names things by their IRIs alone: a node without a name is no sign
        reader = ObservationReader(lambda q: nodes.select(q, limit=_OBSERVATION_ROWS), nodes.words, nodes.best)
        labels = class_labels(pool)
        asked = asked_class(self.question, labels)
        return observation_reading(self.question, stated, reader, yes_no, asked, counts_things(self.question, labels))

    def ask_stated_pair(self, out: KGAnswer) -> bool:
        """Answers a yes/no question that names an entity and one more thing of the KG ("Is
        Vrock lawful good?", "Is Balor a dragon?", "Does Balor have a speed of 60?") on ``out``
        with ``search.stated_pair``: one ASK by the property the KG has between them that fits the
        question best (:mod:`kgqa.engine.stated_pair`). False when the question is not of that
        form or the KG has no such property (the model's reading is tried then)."""
        # "more than a million": the number as the value linker wrote it
        question, kg, deadline = digits_for_scales(self.question), self.kg, self.deadline
        pool = self._schema_pool(self.search.stated_pair)
        if pool is None:
            return False
        stated = stated_values(question, pool.instances.get("Val", []))
        named = stated_entities(question, pool)
        values = pair_values(question, pool.instances.get("Val", []), stated, named)
        reader = self.pair_reader(noun_fit=noun_fit(kg, pool, deadline) if self.search.possessed_relations else None,
                                  symmetric=property_kinds(pool.schema).symmetric)
        reading = reader.read(question, named, values)
        for other_named, other_values in [] if reading else codes_as_values(question, named, values, reader.texts_of):
            reading = reader.read(question, other_named, other_values)
            if reading is not None:
                break
        if reading is None:
            return False
        return asked_by_reading(out, kg, pool, reading, self.twin_of)

    def answer_reified(self, out: KGAnswer, graph):
        """``out`` answered through the unnamed nodes of a KG that reifies its facts
        (:mod:`kgqa.engine.reified`): the asked property of the node joining two named entities,
        or the chosen graph's answer, when it is such nodes, carried on to what the question asks.
        The graph it answers with; no such nodes or no rows: the answer stands."""
        question, kg = self.question, self.kg
        pool = self.pool_of()
        stated = stated_entities(question, pool)
        reader = self.node_reader()
        termed = said_term_graph(question, graph, [r[0] for r in out.rows if r])
        if termed is not None and answered_by(out, termed, kg, "said term", question):
            graph = termed  # "Which papers build on X by extending it?": the citations that extend it, carried on below
        asked = asked_class(question.replace("how many", "which", 1).replace("How many", "which", 1), class_labels(pool))
        if asked is not None:  # "How many vegan recipes are there?"
            kinds = kinds_said(question, graph, asked, reader)
            if kinds is not None and answered_by(out, kinds, kg, "kinds said", question):
                return kinds

        modified = with_modifier(question, graph, stated, class_links(reader))  # "all solar plants": the plants of solar
        if modified is not None and answered_by(out, modified, kg, "entity modifier", question):
            return modified
        if not stated:
            # a KG whose things have no names: no node is told apart by having none; but nodes
            # that stand for named things are answered by those (the Getty agents' concepts)
            nodes = [str(r[0]) for r in out.rows if r and isinstance(r[0], str) and r[0].startswith(("http://", "https://"))]
            if nodes and len(nodes) == len(out.rows) and reader.nameless(nodes):
                # nodes of a class the question asks for or names ("all the information about
                # hiring") are the answer, not what they wrap
                labels = class_labels(pool)
                held = {str(r[0]) for r in reader.select(
                    f"SELECT DISTINCT ?c WHERE {{ {nodes_pattern(nodes)} ?n a ?c }}") or []}
                said = f" {noun_key(' '.join(re.findall(r'[a-z]+', question.lower())))} "
                asked_for = asked_class(question, labels) in held or any(
                    labels.get(c) and f" {noun_key(labels[c])} " in said for c in held)
                found = to_owners(graph, nodes, reader, wrapped=not asked_for)
                if found is not None:
                    return answered_by_reading(out, question, graph, kg, found, "reified reading")
            return graph
        if named_by_iri(stated, reader):
            return graph  # the KG names things by their IRIs alone: a node without a name is no sign
        if len(stated) == 2:
            found = pair_reading(question, stated, reader, yes_no=False)
            if found is not None:
                return answered_by_reading(out, question, graph, kg, found, "reified reading")
        cls = asked_class(question, class_labels(pool))
        names = [str(n).lower() for n in stated.values()]
        if len(stated) == 1 and not any(v.cls is VertexClass.VAL and not _a_name(v.instance, names) for v in graph.vertices):
            found, what = self._one_entity_node_reading(stated, asked, cls)
            if found is not None:
                return answered_by_reading(out, question, graph, kg, found, what)
        nodes = [str(r[0]) for r in out.rows if r and isinstance(r[0], str) and r[0].startswith(("http://", "https://", "urn:"))]
        if not nodes or len(nodes) != len(out.rows) or not reader.nameless(nodes):
            # named answers: what the question says of an unnamed node the graph passes through
            for v in hubs(graph):
                rows = reader.select(hub_query(graph, v))
                hub = [str(r[0]) for r in rows or [] if isinstance(r[0], URIRef)]
                if hub and reader.unnamed(hub):
                    held = held_by_hub(question, graph, v, hub, reader)
                    if held is not None and answered_by(out, held, kg, "reified reading", question):
                        graph = held
                    now = held_now(question, graph, v, hub, reader)  # "Who sits on X now?"
                    read = answered_by_reading(out, question, graph, kg, now, "reified reading")
                    if read is not graph or graph is held:
                        return read
            return graph
        typed = type_step(pool.schema) if pool.schema is not None else (lambda c: "a")
        if cls is not None and reader.select(f"SELECT ?n WHERE {{ {nodes_pattern(nodes)} ?n {typed(cls)} {iri_to_sparql(cls)} }}"):
            # the question asks for these very things ("Which routes are seasonal?"; "Which
            # creatures ...?" of things typed by a subclass of creature)
            return graph

        def of_class(p: str, out_of_node: bool) -> bool:
            if cls is None:
                return False
            return bool(reader.select(f"SELECT ?x WHERE {{ {nodes_pattern(nodes)} {node_step(p, out_of_node)} . "
                                      f"?x a {iri_to_sparql(cls)} }}"))

        found = through_node(question, graph, nodes, reader, of_class if cls is not None else None)
        return answered_by_reading(out, question, graph, kg, found, "reified reading")

    def _one_entity_node_reading(self, stated: dict, asked: str | None, cls: str | None):
        """``(reading, what)`` of the one named entity's unnamed nodes: the role a node holds
        (:func:`kgqa.engine.reified.role_reading`), else the things of the ``asked`` class the
        nodes join it to (:func:`kgqa.engine.reified.class_via_node`); ``(None, "")`` where
        neither reads."""
        question, reader, pool = self.question, self.node_reader(), self.pool_of()

        def reaches(pattern: str, p: str, out_of_node: bool) -> bool:
            return bool(reader.select(f"SELECT ?x WHERE {{ {pattern} {node_step(p, out_of_node)} . "
                                      f"?x a {iri_to_sparql(cls)} }}"))

        count = bool(re.match(r"\s*how\s+many\b", question, re.I))
        found = role_reading(question, stated, reader, count, reaches if cls is not None else None)
        if found is not None:
            return found, "role reading"
        if asked is not None:
            found = class_via_node(question, stated, reader, asked, type_step(pool.schema), count)
            if found is not None:
                return found, "reified reading"
        return None, ""

    def answer_unread(self, out: KGAnswer) -> bool:
        """Where the model generated no graph at all ("Which organisations take part in P?" on a
        KG that joins them to P only through role nodes): the things of one class that have one
        of another (:meth:`answer_class_holding`), else the one named entity's unnamed nodes read
        as :meth:`answer_reified` reads them. True when that answered."""
        pool = self.pool_of()
        if pool.schema is None:
            return False
        if self.answer_class_holding(out, None) is not None:
            return True  # "Which rooms have a CO2 sensor?": no graph stood before
        stated = stated_entities(self.question, pool)
        if len(stated) != 1 or named_by_iri(stated, self.node_reader()):
            return False
        labels = class_labels(pool)
        asked = asked_class(self.question.replace("how many", "which", 1).replace("How many", "which", 1), labels)
        found, what = self._one_entity_node_reading(stated, asked, asked_class(self.question, labels))
        # no graph stood before: one comes back only where the reading answered
        return answered_by_reading(out, self.question, None, self.kg, found, what) is not None

    def answer_compared_measure(self, out: KGAnswer, graph):
        """``out`` answered by the things of the asked class whose named measure compares with the
        stated number ("Which restaurants have at least two Michelin stars?",
        :mod:`kgqa.engine.compared_measure`); the graph it answers with. Not of that form, or
        no rows: the answer stands."""
        question, kg = self.question, self.kg
        pool = self.pool_of()
        schema = pool.schema
        labels = class_labels(pool)
        reader = self.pair_reader()
        found = compared_measure(question, lambda noun: asked_class(f"which {noun}", labels), type_step(schema),
                                 reader.listing, reader.words)
        return answered_by_reading(out, question, graph, kg, found, "compared measure")

    def answer_flag_listing(self, out: KGAnswer, graph):
        """``out`` answered by the things of the asked class whose named flag is set ("Which
        railway lines are electrified?", :mod:`kgqa.engine.flag_reading`); the graph it answers
        with. Not of that form, or no rows: the answer stands."""
        question, kg = self.question, self.kg
        pool = self.pool_of()
        schema = pool.schema
        labels = class_labels(pool)
        class_of_noun = lambda noun: asked_class(f"which {noun}", labels)  # noqa: E731
        typed = type_step(schema)
        kinds = self._kind_links(pool)
        kind_of_noun = lambda noun: kind_pattern(noun, *kinds)  # noqa: E731  ("Which anticoagulants ...")
        found = flag_listing(question, property_kinds(schema).flags, property_words(schema), class_of_noun, typed,
                             kind_of_noun) \
            or event_listing(question, schema.dated_properties, property_words(schema), class_of_noun, typed)
        if found is None:
            # "Which entities are registered as funds?": a term the model's graph leaves out; of a
            # graph naming things, only where the noun is a thing too ("Which anticoagulants have
            # been withdrawn?": the category the graph names)
            named = any(v.cls is VertexClass.ENT for v in graph.vertices)
            found = term_listing(question, said_terms(pool), (lambda noun: None) if named else class_of_noun, typed,
                                 self.pair_reader().listing, kind_of_noun)
        return answered_by_reading(out, question, graph, kg, found, "flag reading")

    def answer_co_holders(self, out: KGAnswer, graph):
        """``out`` answered with the things that share a node with the one named thing ("Who
        has co-authored papers with X?", :mod:`kgqa.engine.shared_node`); the graph it answers
        with. Not of that form, no one such property, or no rows: the answer stands."""
        pool = self.pool_of()
        stated = owner_of_one_name(stated_entities(self.question, pool), self.node_reader())
        found = co_holders(self.question, stated, self.pair_reader().listing)
        return answered_by_reading(out, self.question, graph, self.kg, found, "shared node")

    def answer_both(self, out: KGAnswer, graph):
        """``out`` answered with what holds both named things ("Which occupations require both
        SQL and Python?", :mod:`kgqa.engine.both_listing`), where the model's graph found nothing
        or leaves one of them out; the graph it answers with."""
        pool = self.pool_of()
        stated = stated_entities(self.question, pool)
        used = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT}
        cls = asked_class(self.question, class_labels(pool)) if not ASKS_WHO.match(self.question) else None
        typed = cls is None or any(v.cls is VertexClass.TYPE and str(v.instance) == cls for v in graph.vertices)
        if out.rows and {str(k[1]) for k in stated} <= used and typed:
            return graph  # the model's graph holds both already, for things of the asked class
        found = both_listing(self.question, stated, cls, type_step(pool.schema), self.node_reader().select)
        return answered_by_reading(out, self.question, graph, self.kg, found, "both reading")

    def answer_verb_hop(self, out: KGAnswer, graph):
        """``out`` answered across the property the question's verb names between its one named
        entity and the answer (:mod:`kgqa.engine.verb_hop`), where the chosen graph does not use
        that property; the graph it answers with. No such property, or no rows: the answer stands.
        Where the chosen graph found nothing, its shape says nothing either: a count, an order or
        a filter in it does not keep the reading out."""
        question, kg = self.question, self.kg
        pool = self.pool_of()
        stated = owner_of_one_name(stated_entities(question, pool), self.node_reader())
        if len(stated) != 1:
            return graph
        reader = self.pair_reader()
        labels = class_labels(pool)
        schema = pool.schema

        def which_noun(q: str):
            m = _WHICH_WORD.match(q)
            return (m[1].lower(), asked_class(q, labels)) if m else (None, None)

        names = list(stated.values())
        # a grouping with nothing aggregated changes no answer
        grouped_only = all(e.instance == "GROUP" for e in graph.edges if e.cls is EdgeClass.AGG)
        unnamed = question.lower()
        for name in names:  # a number in a name ("Road Traffic Act 2016") compares nothing
            unnamed = unnamed.replace(str(name).lower(), " ")
        # a name's word compared in lower case ("LCASE(STR(?s)) = 'groundwater'") is a name's filter still
        shaped = out.rows and any(e.cls is not EdgeClass.REL and not _filter_on_a_name(graph, e, names)
                                  and not (grouped_only and e.cls is EdgeClass.AGG)
                                  and not (e.cls is EdgeClass.AGG and e.instance in _CASE_FOLDS) for e in graph.edges)
        if shaped or re.search(r"\d", unnamed):
            return graph  # a count, an order, a filter: more than one step says
        found = verb_hop(question, stated, which_noun, type_step(schema), reader.listing, lambda props: reader.best(question, props), reader.words)
        cls = asked_class(question, labels) if found is None and _WH_ASKED.match(question) else None
        if cls is not None and (not out.rows or cls not in (row_classes(kg, out.rows) or frozenset())):
            # no property named, and the model's graph found nothing, or nothing of the asked class
            # ("which groups is X in" answered with X's mailbox): the asked class's one link
            found = class_hop(stated, cls, type_step(schema), reader.listing)
        # where the model's graph takes that very step, it stands
        return answered_by_reading(out, question, graph, kg, found, "verb reading", keep=has_step)

    def answer_stated_form(self, out: KGAnswer, graph):
        """``out`` answered by a query read from the question's form and the KG: "How many N ...
        in E?" and "How many N does E V?" (:mod:`kgqa.engine.counted_place`), "What is the
        <superlative> N in E?" (:mod:`kgqa.engine.superlative_place`); the graph it answers
        with. Not of these forms, no such path, or no rows: the answer stands. A model's graph
        with rows that states a value or a comparison stands too (these forms cannot read them);
        one without rows does not ("the cheapest item in Preserves" read with a name "Preserves")."""
        question, kg = self.question, self.kg
        pool = self.pool_of()
        if out.rows and (any(v.cls is VertexClass.VAL and not isinstance(v.instance, OrderSpec) for v in graph.vertices)
                         or any(e.cls is EdgeClass.CMP for e in graph.edges)):
            return graph  # the model's graph states a value or a comparison these forms cannot read
        stated = stated_entities(question, pool)
        listed = self._place_listing(out, stated)
        if listed is not None:
            return answered_by_reading(out, question, graph, kg, listed, "place listing")
        if parse_place_count(question) is None and parse_superlative(question) is None \
                and parse_owned(question, [str(n) for n in stated.values()]) is None \
                and not _SUPERLATIVE_WORD.search(question):
            return graph
        schema = pool.schema
        labels = class_labels(pool)
        reader = self.pair_reader()
        args = (question, stated, lambda noun: noun_class(noun, labels), type_step(schema), reader.listing, lambda props: reader.best(question, props))
        found = count_in_place(*args) \
            or count_of_entity(*args, lambda p: p in schema.properties and schema.properties[p].holds_numbers,
                               reader.words) \
            or superlative_in_place(*args, lambda p: p in schema.dated_properties, reader.words) \
            or superlative_of_class(question, *args[2:], lambda p: p in schema.dated_properties, reader.words,
                                    ordered=any(e.cls is EdgeClass.ORD for e in graph.edges))
        return answered_by_reading(out, question, graph, kg, found, "stated reading")

    def _place_listing(self, out: KGAnswer, stated: dict):
        """The reading of "Which N ... in E?" (:func:`kgqa.engine.counted_place.place_listing`)
        where the model's answer is no things of class N (none of its entities has that class, or
        a subclass of it); None otherwise."""
        pool = self.pool_of()
        labels = class_labels(pool)
        reader = self.pair_reader()
        found = place_listing(self.question, stated, lambda noun: noun_class(noun, labels), type_step(pool.schema),
                              reader.listing, lambda props: reader.best(self.question, props))
        if found is None:
            return None
        cls, reading = found
        held = row_classes(self.kg, out.rows) if out.rows else None
        below = set(pool.schema.hierarchy.open.get(cls, ())) | {cls}
        return None if held and held & below else reading

    def pair_reader(self, **more) -> PairReader:
        """A :class:`kgqa.engine.stated_pair.PairReader` of the question on the KG: its listings
        and the properties' fit to the question (``more``: its optional readers)."""
        question, kg, deadline = self.question, self.kg, self.deadline
        from kgqa.candidates.collect import default_collector

        pool = self.pool_of()
        schema = pool.schema
        return PairReader(kg, default_collector().relevance(question, kg), class_labels(pool), schema.hierarchy.open,
                          self.search.probe_timeout_s,
                          out_of_time=lambda: deadline is not None and deadline.left() <= 0,
                          property_labels={iri: p.label for iri, p in schema.properties.items()}, **more)

    def node_reader(self) -> NodeReader:
        """A :class:`kgqa.engine.reified.NodeReader` on ``kg`` for ``question``: bounded SELECTs
        (none once the question's time is up), the properties' words and fit."""
        question, kg, deadline = self.question, self.kg, self.deadline
        pool = self.pool_of()
        pairs = self.pair_reader()

        def select(query: str, limit: int = _NODE_ROWS):
            if deadline is not None and deadline.left() <= 0:
                return None
            try:
                return kg.select(f"{query} LIMIT {limit}", timeout_s=self.search.probe_timeout_s).rows
            except EndpointUnavailable:
                raise
            except KGError:
                return None

        dated = pool.schema.dated_properties if pool.schema is not None else frozenset()
        schema = pool.schema
        # a link to images or pages is no way on unless asked for (EDM's ``edm:object`` thumbnail)
        unasked = lambda p: schema is not None and unasked_document_link(question, schema, p)  # noqa: E731
        return NodeReader(select, pairs.words, lambda props: pairs.best(question, props), lambda p: p in dated,
                          said_roles(question, pool), name_path(kg, self.search.probe_timeout_s), unasked)


def said_roles(question: str, pool) -> tuple[str, ...]:
    """The linked entities the question names by a verb or a role noun rather than by their
    name, each word of whose label it says in some form ("translated" of relators:trl
    "translator"), other than the entities it states (:func:`stated_entities`)."""
    stated = {str(k[1]) for k in stated_entities(question, pool)}
    said, text = stems(question), question.lower()
    # said in another form than its name ("translated"): a name said as it is names the thing
    return tuple(str(e) for e, name in zip(pool.instances.get("Ent", []), pool.names.get("Ent", []))
                 if str(e) not in stated and name and stems(name) and stems(name) <= said
                 and not phrase_spans(name.lower().strip(), text))


def _some(rows) -> bool:
    """Rows that are no count of none: a narrowing that counts 0 says the property is not of the
    counted things (prizes have no gender), not that none has it."""
    return not (len(rows) == 1 and len(rows[0]) == 1 and str(rows[0][0]) in ("0", "0.0"))


#: "Which siclas were struck ...", "how many portraits does X have": the noun asked for, before
#: the first verb or preposition
_ASKED_NOUN = re.compile(r"^\s*(?:which|what|how\s+many|list(?:\s+all)?(?:\s+the)?)\s+(?P<noun>[a-z][\w'-]*"
                         r"(?:\s+(?!(?:were|was|are|is|do|does|did|have|has|had|in|from|of|by|at|on|that|which|who|"
                         r"with|for)\b)[a-z][\w'-]*)?)\s+(?:were|was|are|is|do|does|did|have|has|had|in|from|of|by|at|"
                         r"on|that|which|who|with|for)\b", re.I)
#: a comparison of two things ("heavier than B"), not of a thing with a number ("longer than 300 km")
_THAN = re.compile(r"\bthan\s+(?!(?:about\s+|around\s+|over\s+)?(?:\d|(?:a|an|one|two|three|four|five|six|seven|"
                   r"eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|"
                   r"half|several|a\s+few)\b))", re.I)


def said_terms(pool) -> list[tuple[Any, str]]:
    """``(term, name)`` of ``pool``'s entities and its text values: what a question may say
    of a thing (:mod:`kgqa.engine.term_listing`)."""
    terms = list(zip(pool.instances.get("Ent", []), pool.names.get("Ent", [])))
    return terms + [(x, n) for x, n in zip(pool.instances.get("Val", []), pool.names.get("Val", []))
                    if isinstance(x, Literal) and isinstance(x.value, str)]


def owner_of_one_name(stated: dict, reader) -> dict:
    """``stated`` with two entities of one name read as the one that does not hold the name
    itself: an act and the expression that carries its title ("the Road Traffic Act": the act,
    whose name is its expression's ``eli:title``), a protein and its name node. Any other
    ``stated`` as it is."""
    if len(stated) != 2 or len(set(stated.values())) != 1:
        return stated
    name = term_to_sparql(Literal(str(next(iter(stated.values()))).lower()))
    holds = {k: bool(reader.select(f"SELECT ?l WHERE {{ {iri_to_sparql(str(k[1]))} ?p ?l . "
                                   f"FILTER(isLiteral(?l) && CONTAINS(LCASE(STR(?l)), {name})) }}"))
             for k in stated}
    owners = [k for k, held in holds.items() if not held]
    return {owners[0]: stated[owners[0]]} if len(owners) == 1 else stated


def named_by_iri(stated: dict, reader) -> bool:
    """Does the KG name the ``stated`` entities by their IRIs alone (an OWL file's ``#Vrock``):
    no label in the KG, and each is called by its local name? Then a node without a name tells
    nothing. A thing named by its vocabulary's title or its code (a project's acronym) is named."""
    iris = [str(k[1]) for k in stated]
    return reader.unnamed(iris) and all(
        " ".join(str(name).split()).lower() == local_name_words(str(k[1])).lower() for k, name in stated.items())


#: things of a class whose aspects are read for dates (:func:`aspect_dates`)
_ASPECT_SAMPLE = 3
#: the smallest number read as a year where a question bounds a time ("before 2012")
_FIRST_YEAR = 1000
#: the ways from a thing to a value of its events read at most (:func:`event_dates`)
_EVENT_PATHS = 20


def _narrower(rows: list, before: list) -> bool:
    """Are ``rows`` a narrower answer than ``before``: fewer rows, or one count that is smaller
    and not naught?"""
    def count(rs):
        if len(rs) == 1 and len(rs[0]) == 1:
            try:
                return float(str(rs[0][0]))
            except ValueError:
                return None
        return None
    was, now = count(before), count(rows)
    if was is not None and now is not None:
        return 0 < now < was
    return 0 < len(rows) < len(before)


def aspect_dates(kg, classes: set[str], dated: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """The dated properties (``dated``) that things of ``classes`` hold on their aspects
    (:mod:`kgqa.candidates.aspects`), each with its path from the thing, read from a few of them;
    {} where none, or where the KG cannot be read."""
    out: dict[str, tuple[str, ...]] = {}
    try:
        for cls in sorted(classes):
            for (x,) in kg.select(f"SELECT ?x WHERE {{ ?x a {iri_to_sparql(cls)} . FILTER(isIRI(?x)) }} "
                                  f"LIMIT {_ASPECT_SAMPLE}").rows:
                for aspect in entity_aspects(kg, str(x)):
                    steps = "/".join(iri_to_sparql(p) for p in aspect.path)
                    for (q,) in kg.select(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(str(x))} {steps} ?n . "
                                          f"?n ?q ?v . }}").rows:
                        if str(q) in dated:
                            out.setdefault(str(q), aspect.path)
    except KGError as e:
        log.info("aspect dates of %s not read (%s)", sorted(classes), e)
        return {}
    return out or event_dates(kg, classes, dated)


def event_dates(kg, classes: set[str], dated: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """The dated properties (``dated``) of the unnamed events that link things of ``classes``
    ("Which releases came out before 2012?": a release's ``mo:ReleaseEvent``, whose
    ``event:time`` node holds the date), each with its path from the thing, the first step
    backwards (``^mo:release``, :func:`kgqa.engine.dated_year.path_step`); {} where none."""
    out: dict[str, tuple[str, ...]] = {}
    names = name_path(kg)
    try:
        for cls in sorted(classes):
            c = iri_to_sparql(cls)
            # the way most of the things are dated by first: a date beside a year on some ("tl:atYear")
            rows = kg.select(f"SELECT ?p ?q ?r (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x a {c} . ?e ?p ?x . "
                             f"FILTER(isIRI(?e) || isBlank(?e)) "
                             f"FILTER NOT EXISTS {{ ?e a {c} }} FILTER NOT EXISTS {{ ?e {names} ?l }} "
                             f"{{ ?e ?q ?d }} UNION {{ ?e ?q ?m . ?m ?r ?d . FILTER NOT EXISTS {{ ?m {names} ?l2 }} }} "
                             f"FILTER(isLiteral(?d)) }} GROUP BY ?p ?q ?r ORDER BY DESC(?n) LIMIT {_EVENT_PATHS}").rows
            for p, q, r, _ in rows:
                last = str(r) if r is not None else str(q)
                if last in dated and not out:  # one way: the best-fitting words would pick a rare one
                    out[last] = (f"^{p}", str(q)) if r is not None else (f"^{p}",)
    except KGError as e:
        log.info("event dates of %s not read (%s)", sorted(classes), e)
        return {}
    return out


def asked_by_reading(out: KGAnswer, kg, pool, reading, twin_of=None) -> bool:
    """``out`` answered by the ASK of a yes/no ``reading`` (its query and how it was read), with
    ``pool``'s candidates for the trace; True. ``twin_of``: as for :func:`ask_with_trace`."""
    out.sparql, out.read_as = reading.sparql, reading.read_as
    ask_with_trace(out, kg, twin_of)
    out.candidates = pool.to_json()
    return True


def _a_name(value, names: list[str]) -> bool:
    """Whether ``value`` is a text said within one of the stated entities' ``names`` (the model
    read "A Map of Small Rivers" as a title to compare, not as the work it names)."""
    return isinstance(value, Literal) and any(phrase_spans(str(value).lower(), name) for name in names)


#: the value functions a string filter compares through (:mod:`kgqa.engine.case_variants`)
_CASE_FOLDS = frozenset({"STR", "LCASE", "UCASE"})


def _filter_on_a_name(graph, edge, names: list[str]) -> bool:
    """Whether ``edge`` compares with a word of a named entity's name ("traffic" of "Road traffic
    counts", a keyword the KG has too): the model read the name as a value; no condition the
    question states."""
    if edge.cls is not EdgeClass.CMP:
        return False
    values = [graph.vertices[i].instance for i in (edge.source, edge.target) if graph.vertices[i].cls is VertexClass.VAL]
    return bool(values) and all(_a_name(x, names) for x in values)


def ask_with_trace(out: KGAnswer, kg, twin_of=None) -> None:
    """Asks ``out.sparql`` (an ASK a reading wrote, not the model's graph) and keeps its query
    graph as the trace where the one grammar reads it (a count comparison's two sub-selects are
    no graph: the SPARQL is the trace then). ``twin_of(p)``: the inverse a property is also read
    by (:mod:`kgqa.engine.inverse_twins`), or None for none."""
    try:
        g = sparql_to_graph(out.sparql)
        twinned = with_inverse_twins(g, twin_of) if twin_of is not None else None
        if twinned is not None:  # "Is wetland a narrower term of water?" stated as wetland's broader
            g, out.sparql = twinned, to_ask(twinned)
        out.query_graph = g.to_json()
        out.aqg = g.abstract().to_json()
    except (QueryGraphError, ValueError, KeyError, TypeError):
        pass
    out.boolean = kg.ask(out.sparql)


def class_links(reader) -> Callable[[str, str], list[str]]:
    """``links(class, entity)``: the properties by which things of the class reach the entity
    (:func:`kgqa.engine.entity_modifier.with_modifier`), read by ``reader`` (a
    :class:`~kgqa.engine.reified.NodeReader`)."""
    def links(cls: str, entity: str) -> list[str]:
        rows = reader.select(f"SELECT DISTINCT ?p WHERE {{ ?x a {iri_to_sparql(cls)} . ?x ?p {iri_to_sparql(entity)} . }}")
        return [str(r[0]) for r in rows or [] if isinstance(r[0], URIRef)]
    return links


def answered_by_reading(out: KGAnswer, question: str, graph, kg, reading, what: str,
                         keep: Callable[[Any, Any], bool] | None = None):
    """``out`` answered by ``reading`` (a :class:`kgqa.engine.counted_place.StatedReading`, or
    None), with its words in ``out.read_as``; the graph it answers with. No reading, one
    ``keep(graph, read)`` says the model's graph already is, no rows, or a failed query: the
    answer and ``graph`` stand."""
    if reading is None:
        return graph
    try:
        read = sparql_to_graph(reading.sparql)
    except (QueryGraphError, ValueError, KeyError, TypeError):
        return graph
    if keep is not None and keep(graph, read):
        return graph
    if answered_by(out, read, kg, what, question):
        out.read_as = reading.read_as
        return read
    return graph


def has_step(graph, read) -> bool:
    """Does ``graph`` hold the entity-to-answer edge of the one-step graph ``read`` (same
    property, same direction, between the same entity and its answer)?"""
    def steps(g):
        out = set()
        for e in g.edges:
            s, t = g.vertices[e.source], g.vertices[e.target]
            if e.cls is EdgeClass.REL and e.instance != RDF_TYPE:
                out.add((str(e.instance), s.instance if s.cls is VertexClass.ENT else s.cls.value,
                         t.instance if t.cls is VertexClass.ENT else t.cls.value))
        return out
    return bool(steps(read) & steps(graph))


__all__ = ["StatedReadings", "answered_by_reading", "ask_with_trace", "asked_by_reading", "has_step"]
