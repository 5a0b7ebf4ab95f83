"""Graphs read from the question's own words, added to the model's beams for the reranker.

Some questions state their query so plainly that the question and the KG decide it: a chain of
nouns from a named entity (:mod:`kgqa.engine.stated_chain`, kinship nouns included), the same
ending in a verb ("When was X's father born?"), a count at a chain's end, a superlative there
("the oldest grandchild of X"), "the same N as E" (:mod:`kgqa.engine.same_as`), and a chain a
verb links to another named thing (:mod:`kgqa.engine.chain_links`). :class:`StatedBeams` adds
the graph of each such reading to the beams with the best beam's score plus
``search.stated_chain_bonus``: the reranker chooses between it and the model's graphs on their
results and words. A reading the KG has no path for adds nothing.
"""

from __future__ import annotations

import functools
import re
from typing import Callable

from kgqa.engine.answer_order import asked_class
from kgqa.engine.chain_links import listed_predicates, object_chain, object_query, subject_chain, subject_query
from kgqa.engine.kinship import mentions_kin
from kgqa.engine.possessive import of_reading
from kgqa.engine.same_as import same_as, same_as_query
from kgqa.engine.schema_views import chain_walker, class_labels, property_words, type_step
from kgqa.engine.stated_chain import (ChainHypothesis, StatedChain, count_query, path_patterns, stated_chains,
                                      stated_count_chains, stated_verb_chains)
from kgqa.engine.superlative_place import chain_superlative, superlative_at_end
from kgqa.engine.yes_no import stated_entities
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph import QueryGraphError, sparql_to_graph
from kgqa.search.config import SearchConfig
from kgqa.search.deadline import Deadline


class StatedBeams:
    """The readings of one question on one KG (its candidate ``pool``, the search settings and
    the question's time budget) that add graphs to the beams."""

    def __init__(self, question: str, kg, pool, search: SearchConfig, deadline: Deadline | None) -> None:
        self.question, self.kg, self.pool, self.search, self.deadline = question, kg, pool, search, deadline

    @functools.cached_property
    def walker(self):
        """One :class:`~kgqa.engine.stated_chain.ChainWalker` for all the readings: each noun's
        fit is read once a question."""
        return chain_walker(self.kg, self.pool, self.deadline)

    def added_to(self, beams: list) -> list:
        """``beams`` with the stated chain's, the same-as and the chain link's graphs, where the
        question reads so and ``search.stated_chain`` is on."""
        return self.linked_chain(self.same_value(self.chain(beams)))

    def chain(self, beams: list) -> list:
        """``beams`` and, with ``search.stated_chain``, the graph of a chain of relations the
        question states noun by noun from an entity it names (:mod:`kgqa.engine.stated_chain`),
        the best-fitting path of the first reading the KG has one for, scored as the best beam
        plus ``search.stated_chain_bonus``: the reranker chooses between it and the model's
        graphs on their results and words. "How many N does <chain> have?" counts what the KG's
        best-fitting predicate for N links the chain's end to (none there: 0)."""
        question, pool = self.question, self.pool
        if not self.search.stated_chain or pool.schema is None:
            return beams
        stated = stated_entities(question, pool)
        min_nouns = self.search.stated_chain_min_nouns
        names = stated.values()
        readings = stated_chains(question, names, min_nouns)
        counts = [] if readings else stated_count_chains(question, names, min_nouns)
        if not readings and not counts and mentions_kin(question):  # "the grandchildren of X"
            readings = [r for r in stated_chains(question, names, 1) if any(map(self.walker.kin, r.nouns))]
            counts = [] if readings else [c for c in stated_count_chains(question, names, 0) if self.walker.kin(c[1])]
        verbs = [] if readings or counts else stated_verb_chains(question, names)
        if not readings and not counts and not verbs:
            return self.chain_end_superlative(beams)
        walker = self.walker
        if verbs:  # "When was X's father born?": the chain, then the hop the verb names
            # one noun before the verb is little evidence: each goes by a predicate saying its words
            readings = [StatedChain(chain.name, (*chain.nouns, verb)) for chain, verb, _ in verbs]
            found = walker.walk(readings, stated, answer_kind(verbs[0][2], pool.schema), worded=len(verbs[0][0].nouns))
            if not found:
                return beams
            _, hops, sparql, _ = found[0]
        elif readings:  # "who is X's boss's boss": a person, not the boss's job title
            who = re.match(r"\s*(?:who|whom)\b", question, re.I)
            found = walker.walk(readings, stated, answer_kind("who", pool.schema) if who else lambda p: True)
            if not found:
                return beams
            _, hops, sparql, _ = found[0]
        else:  # "how many children does X's mother have": the chain, then the count's noun anywhere in the KG
            found = walker.walk([chain for chain, _ in counts], stated)
            counted = walker.kin(counts[0][1]) or walker.best_fitting(counts[0][1])
            if not found or counted is None:
                return beams
            _, hops, _, anchor = found[0]
            numbers = counted in pool.schema.properties and pool.schema.properties[counted].holds_numbers
            sparql = count_query(anchor, hops, counted, numbers)
            hops = (*hops, counted)
        return self._with(beams, sparql, hops)

    def chain_end_superlative(self, beams: list) -> list:
        """``beams`` and the graph of "Who is the oldest grandchild of X?" (also "X's eldest
        son"): the chain the question states, then the one thing at its end with the most or
        least of the measure the superlative orders (:func:`kgqa.engine.superlative_place.superlative_at_end`)."""
        question, kg, pool = self.question, self.kg, self.pool
        stated = stated_entities(question, pool)
        names = list(stated.values())
        found = chain_superlative(of_reading(question, names) or question)
        if found is None:
            return beams
        sup, chain_text = found
        readings = stated_chains(chain_text, names, 1)
        if not readings:
            return beams
        walker = self.walker
        walked = walker.walk(readings, stated, worded=max(len(r.nouns) for r in readings))
        if not walked:
            return beams
        _, hops, _, anchor = walked[0]
        patterns, _ = path_patterns(anchor, hops, "?x")
        schema = pool.schema
        sparql = superlative_at_end(sup, " ".join(patterns), lambda q: listed_predicates(kg, q),
                                    lambda p: p in schema.dated_properties, property_words(schema))
        return self._with(beams, sparql, hops)

    def same_value(self, beams: list) -> list:
        """``beams`` and, with ``search.stated_chain``, the graph of "the same N as E"
        (:mod:`kgqa.engine.same_as`), scored as a stated chain is: the reranker chooses."""
        question, pool = self.question, self.pool
        if not self.search.stated_chain or pool.schema is None:
            return beams
        found = same_as(question, stated_entities(question, pool))
        if found is None:
            return beams
        noun, entity = found
        prop = self.walker.best_out_of(entity, noun)
        if prop is None:
            return beams
        cls = asked_class(question, class_labels(pool))
        typed = f"?x {type_step(pool.schema)(cls)} {iri_to_sparql(cls)} . " if cls is not None else ""
        return self._with(beams, same_as_query(entity, prop, typed), (prop,))

    def linked_chain(self, beams: list) -> list:
        """``beams`` and, with ``search.stated_chain``, the graph of a stated chain a verb links
        to another named thing (:mod:`kgqa.engine.chain_links`: "Which of X's children was born
        in Y?", "Which people live in the capital of Z?"), scored as a stated chain is."""
        question, kg, pool = self.question, self.kg, self.pool
        if not self.search.stated_chain or pool.schema is None:
            return beams
        stated = stated_entities(question, pool)
        subject = subject_chain(question, stated)
        obj = None if subject is not None else object_chain(question, stated)
        if subject is None and (obj is None or obj[1] is not None):
            return beams
        walker = self.walker
        if subject is not None:
            sparql = subject_query(kg, walker, subject, stated)
        else:
            cls = asked_class(question, class_labels(pool))
            typed = f"?x {type_step(pool.schema)(cls)} {iri_to_sparql(cls)} . " if cls is not None else ""
            sparql = object_query(kg, walker, obj[0], stated, None, typed)
        return self._with(beams, sparql, ())

    def _with(self, beams: list, sparql: str | None, hops: tuple) -> list:
        """``beams`` and the graph of ``sparql`` (a reading of the question's own words), scored
        as the best beam plus ``search.stated_chain_bonus`` (the reranker chooses); unchanged
        when there is none, the grammar cannot read it, or a beam has it already."""
        if sparql is None or any(sparql == b[2] for b in beams):
            return beams
        try:
            g = sparql_to_graph(sparql)
        except (QueryGraphError, ValueError, KeyError, TypeError):
            return beams
        # as likely as the model's best graph: the reranker decides on the results and the words
        top = (float(beams[0][0].score) if beams else 0.0) + self.search.stated_chain_bonus
        return sorted(beams + [(ChainHypothesis(top, hops), g, sparql)], key=lambda b: -float(b[0].score))


def answer_kind(wh: str, schema) -> Callable[[str], bool]:
    """Which properties may answer a question opening with ``wh``: a date or a year for
    "when"/"what year", a link to a thing for "where"/"who", any for "what"."""
    props = schema.properties
    if wh in ("when", "what year", "which year"):
        return lambda p: p in schema.dated_properties or (
            p in props and props[p].holds_numbers and "year" in (props[p].local or props[p].label).lower())
    if wh in ("where", "who", "whom"):
        return lambda p: p in props and props[p].is_link
    return lambda p: True


__all__ = ["StatedBeams", "answer_kind"]
