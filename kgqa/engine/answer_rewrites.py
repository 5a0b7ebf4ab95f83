"""What the question asks for, after the choice: the chosen graph's answer, rewritten where the
question or the KG says it asks for something else (docs/engine.md).

Each rewrite is one more bounded query and stands only when it has rows; a failed query leaves
the answer as it was:

* :func:`repair_entity_edge`: an empty answer, a named entity joined by a relation that never
  reaches it: the relation the KG has there (:mod:`kgqa.engine.entity_edge`);
* :func:`answer_asked_class`: one property further to the asked class
  (:mod:`kgqa.engine.asked_hop`), or the values of the property the asked noun labels
  (:mod:`kgqa.engine.asked_role`);
* :func:`answer_counted_value`: a count of one number is the number, a count under "total" a
  sum (:mod:`kgqa.engine.counted_value`);
* :func:`answer_entities`: the entity, not its name column (:mod:`kgqa.engine.entity_answer`);
* :func:`answer_joined`: two named things asked about together, each kept by another graph,
  joined at the answer (:mod:`kgqa.engine.joined_readings`);
* :func:`answer_both_ways`: a relation that holds both ways (borders, twin towns, spouses) read
  both ways, whichever one the KG stored (:mod:`kgqa.engine.symmetric`);
* :func:`answer_of_roles`: an "N of" property (``:teacherOf``) turned the way the question says
  ("Clara's teacher" is the subject of ``:teacherOf :Clara``; :mod:`kgqa.engine.of_roles`);
* :func:`answer_measured_thing`: "Which trial enrolled the most patients?" is the trial with the
  largest enrolment, not the enrolment figure most trials share (:mod:`kgqa.engine.grouped_measure`);
* :func:`answer_time_order`: "the youngest" ordered by a date is its latest
  (:mod:`kgqa.engine.time_order`);
* :func:`answer_class_for_property`: the asked class where the graph asked its answer only to
  have a property ("Which huts does X run?" read as what X runs that has beds);
* :func:`answer_text_twins`: a property that restates a link as text read as the link: "Who
  led X?" answered with the leader, not the name the record had (:mod:`kgqa.engine.text_twins`);
* :func:`answer_claim_times`: a Wikibase fact read through its statements, for the year the
  question says or for all time (:mod:`kgqa.engine.claim_times`);
* :func:`answer_aspect_attribute`: "Where was Clara Verhulst born?" answered by the birth place
  her biography node holds, not by a property of her own (:mod:`kgqa.engine.aspect_attribute`);
* :func:`answer_named_attribute`: "What is the medium of X?" answered by the property of X the
  noun says, where the graph took another (:mod:`kgqa.engine.named_attribute`);
* :func:`answer_stated_sign`: "died before 1660" compared the way the words say
  (:mod:`kgqa.engine.stated_sign`);
* :func:`answer_others`: "Who has co-written a paper with Tomas Quill?" is answered by the
  paper's other authors: an answer in the same role as an entity the question names, towards
  the same variable (``?p :author ?x . ?p :author <Tomas>``), is not that entity.
"""

from __future__ import annotations

import logging
import re

from rdflib import Literal, URIRef

from kgqa.answer import KGAnswer
from kgqa.candidates.title_properties import names_things, says_name_part, says_title
from kgqa.candidates.schema import iri_words
from kgqa.candidates.values import is_numeric_datatype
from kgqa.engine.answer_order import asked_class, sole_answer, variable_types
from kgqa.engine.aspect_attribute import aspect_attribute
from kgqa.engine.asked_attribute import attribute_hop
from kgqa.engine.asked_hop import (back_to_asked, existence_to_asked, hop_to_class, repeated_to_asked, sideways_to_asked,
                                   typed_to_asked)
from kgqa.engine.asked_role import asked_noun, role_answer
from kgqa.engine.claim_times import asked_time, format_claim, read_claim_times, says_times, with_claim_times
from kgqa.engine.counted_value import counted_value, summed_values
from kgqa.engine.event_kind import (event_agent_query, event_classes, event_date_query, event_partner_query, event_party_query,
                                    typed_event_graphs)
from kgqa.engine.people import person_pattern
from kgqa.engine.entity_answer import (answer_column, asks_for_class, asks_for_name, asks_for_the_class, asks_for_thing, column_links, column_property, column_said, entity_graph,
                                      extreme_as_order, same_names)
from kgqa.engine.case_variants import case_folded
from kgqa.engine.doubled_value import single_holders
from kgqa.engine.involvement import involvement_graph, says_involvement
from kgqa.engine.stored_count import stored_count
from kgqa.engine.edge_direction import turned_edges
from kgqa.engine.entity_edge import entity_edges, repaired
from kgqa.engine.first_place import asks_only_who_won, first_placed, rank_properties, says_win, winner_query
from kgqa.engine.grouped_measure import measured_thing
from kgqa.engine.hierarchy_levels import to_depth
from kgqa.engine.inverse_twins import with_inverse_twins
from kgqa.engine.unnamed_answer import value_step
from kgqa.engine.joined_readings import joined, partners
from kgqa.engine.kg_reads import select_or_none
from kgqa.engine.head_classes import class_properties, narrower_by_name, with_head_classes
from kgqa.engine.schema_views import class_labels as schema_class_labels
from kgqa.engine.kind_values import kind_values, with_kind_value
from kgqa.engine.legal_form_variants import legal_form_variants
from kgqa.engine.ordinal_value import with_ordinal_value
from kgqa.engine.stated_state import exact_link, stated_state, with_state
from kgqa.engine.left_out_entity import linked_entities, object_of, with_left_out_entity, with_named_value
from kgqa.engine.whose import maker_properties, says_whose, whose_graph
from kgqa.engine.counted_things import counted_things
from kgqa.engine.listed_values import listed
from kgqa.engine.named_attribute import attribute_graph, own_properties, property_words, said_attribute, scheme_query, uses
from kgqa.engine.of_roles import roles_directed
from kgqa.engine.question_forms import ASKS_HOW_MANY, ASKS_WHEN, ASKS_WHICH_NOUN, ASKS_WHO
from kgqa.engine.sibling_roles import sibling_reading
from kgqa.engine.stated_sign import signed
from kgqa.engine.stated_column import fixed_column, owner_with_value, stated_in_column
from kgqa.engine.symmetric import both_ways
from kgqa.engine.text_twins import answer_as_link, restates, without_restated
from kgqa.engine.time_order import time_ordered
from kgqa.kg.errors import KGError
from kgqa.kg.labels import MAX_LOOKUP, kg_labels
from kgqa.kg.terms import iri_to_sparql
from kgqa.querygraph import QueryGraphError, SparqlSyntaxError, UnsupportedSparql, sparql_to_graph, to_ask, to_sparql
from kgqa.querygraph.model import EdgeClass, VertexClass
from kgqa.wordforms import noun_key, singular_words

log = logging.getLogger(__name__)


def plain_rows(rows) -> list[list[str | None]]:
    """Result rows as plain strings (``None`` for an unbound cell): answers, reranking, scoring."""
    return [[_plain(t) for t in r] for r in rows]


def _plain(term):
    if term is None:
        return None
    return str(term)


def answered_by(out: KGAnswer, graph, kg, what: str, question: str, keep=None) -> bool:
    """Run ``graph`` (a rewrite of the chosen one) and, when it has rows (that ``keep``, given,
    accepts), make it ``out``'s answer; a failed query or no rows leave ``out`` as it was (False)."""
    try:
        sparql = to_sparql(graph)
        rows = kg.select(sparql)
    except (KGError, QueryGraphError) as e:
        log.info("%s of %r not read (%s): the answer stands", what, question, e)
        return False
    if not rows.rows or keep is not None and not keep(rows.rows):
        return False
    out.sparql, out.variables, out.rows = sparql, list(rows.variables), plain_rows(rows.rows)
    out.query_graph, out.aqg = graph.to_json(), graph.abstract().to_json()
    return True


def answer_entities(out: KGAnswer, question: str, graph, kg, properties: dict,
                    class_labels: dict[str, str] | None = None):
    """``out`` answered with the entities its column belongs to, where that column was their
    name or the question asks for the things (:mod:`kgqa.engine.entity_answer`); the graph it
    answers with. A failed or different rewrite leaves the answer as it was. ``class_labels``:
    each class IRI -> its words (the owner's class says the thing, not the column)."""
    found = answer_column(graph) if out.rows and not asks_for_name(question) else None
    shaped = graph  # the graph whose column is read: the chosen one, or its aggregate as an order
    if found is None and out.rows and not asks_for_name(question):
        # "Which is the largest report?" read as MAX(size): the same order, with its owner
        extreme = extreme_as_order(graph)
        found = answer_column(extreme) if extreme is not None else None
        shaped = extreme if found is not None else graph
    if found is None:
        return graph
    answer, owner, ordered = found
    if column_links(shaped, answer, properties):
        return graph
    owner_words = _class_words(shaped, owner, class_labels)
    # an owner the graph leaves untyped: "Which suppliers are based in X?" answered with their
    # contact names asks for the suppliers when the owners are of the class the question names
    # (checked on the entities below), whose words then say the thing, not the column
    untyped_class = asked_class(question, class_labels) if not owner_words and class_labels else None
    if untyped_class is not None:
        owner_words = frozenset(singular_words(class_labels[untyped_class]))
    asked = asks_for_thing(question) or asks_for_class(question, owner_words) \
        or (ordered and asks_for_the_class(question, owner_words))
    # the words of the things the graph names say them, not the column ("type" of "type 2 diabetes")
    entity_iris = [str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT and v.instance is not None]
    named_words = frozenset(w for label in kg_labels(kg, entity_iris).values() if label
                            for w in singular_words(str(label))) if asked and entity_iris else frozenset()
    thing = asked and (ordered or not column_said(shaped, answer, question, properties, owner_words | named_words))
    if ordered and not thing:
        return graph  # "What is the highest salary?": the salary
    g = entity_graph(shaped, answer, owner)
    try:
        sparql = to_sparql(g)
        rows = kg.select(sparql)
    except (KGError, QueryGraphError) as e:
        log.info("entity answer of %r not read (%s): the column stands", question, e)
        return graph
    entities = plain_rows(rows.rows)
    if not entities or any(len(r) != 1 for r in entities):
        return graph
    if untyped_class is not None and thing:
        thing = untyped_class in (row_classes(kg, entities) or ())
    labels = kg_labels(kg, [r[0] for r in entities])
    # a name column has a name per entity; the things asked for may outnumber a flag's values
    named = len(entities) <= len(out.rows) and same_names([r[0] for r in out.rows],
                                                          [labels.get(r[0]) for r in entities])
    # a vocabulary's own title property (``eurio:title`` of a project) is the things' name too,
    # shown for them where the KG gives them no label
    column = column_property(shaped, answer)
    titled = not named and not labels and len(entities) <= len(out.rows) and names_things(kg, column)
    if titled:
        named = True
    # things named by a title property of their vocabulary are named things, as labelled ones
    # are ("Which trials have been terminated?" answered with why each stopped)
    title = None if named or labels or not thing else own_title(kg, [r[0] for r in entities])
    # unlabelled things are asked for where the column cannot tell them apart: fewer values
    # than things ("Which trials study X?" answered with their one study type); a name column
    # of a relational KG's rows has one value each, and stays
    shared = len({r[0] for r in out.rows}) < len(entities)
    # a given or family name is part of a name, not the thing ("Which drivers ...?": Erik)
    part = thing and says_name_part(column)
    if not (named or part or (thing and (labels or shared or title))):
        return graph
    out.sparql, out.variables, out.rows = sparql, list(rows.variables), entities
    out.query_graph, out.aqg = g.to_json(), g.abstract().to_json()
    if titled or title:
        out.labels = [[t] for t in titles_of(kg, column if titled else title, [r[0] for r in entities])]
    return g


def own_title(kg, iris: list[str]) -> str | None:
    """The title property (:func:`kgqa.candidates.title_properties.names_things`) that the things
    ``iris`` (the first :data:`~kgqa.kg.labels.MAX_LOOKUP`) have, if one; None where they have
    none or the listing fails."""
    try:
        values = " ".join(iri_to_sparql(i) for i in iris[:MAX_LOOKUP])
        props = [str(p) for (p,) in kg.select(f"SELECT DISTINCT ?p WHERE {{ VALUES ?s {{ {values} }} ?s ?p ?l . "
                                               f"FILTER(isLiteral(?l)) }}").rows]
    except KGError:
        return None
    titles = sorted(p for p in props if says_title(p) and names_things(kg, p))
    return titles[0] if titles else None


def titles_of(kg, prop: str, iris: list[str]) -> list[str | None]:
    """Each of ``iris``' value of the title property ``prop`` (one query for the first
    :data:`~kgqa.kg.labels.MAX_LOOKUP`; None where it has none or the query fails)."""
    found: dict[str, str] = {}
    try:
        values = " ".join(iri_to_sparql(i) for i in iris[:MAX_LOOKUP])
        for s, t in kg.select(f"SELECT ?s ?t WHERE {{ VALUES ?s {{ {values} }} ?s {iri_to_sparql(prop)} ?t }}").rows:
            found.setdefault(str(s), str(t))
    except KGError:
        pass
    return [found.get(i) for i in iris]


def answer_stated_value(out: KGAnswer, question: str, graph, kg, values: list):
    """``out`` answered with the things that have the value the question states, where its
    graph answered with their column holding that value among others, or fixed that column to
    it already (:mod:`kgqa.engine.stated_column`); ``values``: the pool's value candidates. The
    graph it answers with; no rows or a failed query leave the answer as it was."""
    found = answer_column(graph) if out.rows else None
    if found is None or found[2]:
        return graph
    value = stated_in_column(question, out.rows, values) or fixed_column(graph, found[0], found[1])
    if value is None:
        return graph
    # a number said in the question may be stored as a string ("1127406" of an id)
    for form in (value, Literal(str(value))) if value.datatype is not None else (value,):
        g = owner_with_value(graph, found[0], found[1], form)
        if answered_by(out, g, kg, "stated value", question):
            return g
    return graph


def answer_asked_class(out: KGAnswer, question: str, graph, kg, pool):
    """``out`` answered one property further when its entities are not of the class the
    question asks for and one property leads from them to that class
    (:mod:`kgqa.engine.asked_hop`), or, when the noun it asks for names no class but a
    property of its answer, with that property's values (:mod:`kgqa.engine.asked_role`); the
    graph it answers with. No rows there, or a failed query: the answer stands."""
    schema = pool.schema
    cls = asked_class(question, {iri: c.label for iri, c in schema.classes.items()})
    ranked = [str(x) for x in pool.instances.get("Rel", [])]
    found = row_classes(kg, out.rows) if cls is not None else None
    if found and cls in schema.hierarchy.open and found & set(schema.hierarchy.open[cls]):
        found = found | {cls}  # typed by a subclass only ("a Lich"): of the asked class ("creatures")
    hop = None
    kinds = frozenset(narrower_by_name(cls, schema_class_labels(pool), class_properties(property_ends(schema)[0]))) \
        if cls is not None else frozenset()
    hopped = back_to_asked(graph, cls, schema.properties, schema.class_use, kinds) \
        or typed_to_asked(graph, cls, found)
    if hopped is None:
        hopped = hop = hop_to_class(graph, cls, schema.properties, schema.class_use, ranked, classes=found)
    hopped = hopped or sideways_to_asked(graph, cls, schema.properties, schema.class_use, found)
    if hopped is None and cls is None:
        hopped = role_answer(graph, asked_noun(question), {iri: p.label for iri, p in schema.properties.items()})
    if hopped is None or not answered_by(out, hopped, kg, "asked-class answer", question):
        return graph
    if hop is not None and not (row_classes(kg, out.rows) or frozenset()) & ({cls} | set(schema.hierarchy.open.get(cls, ()))):
        # the link reached things of another class (posts' containers are threads): again, to forums
        again = repeated_to_asked(hop, cls)
        if again is not None and answered_by(out, again, kg, "asked-class answer", question):
            return again
    return hopped


def answer_class_for_property(out: KGAnswer, question: str, graph, kg, pool):
    """``out`` answered by the things of the class the question asks for, where the chosen graph
    asked its answer only to have some property and every answer is of that class
    (:func:`kgqa.engine.asked_hop.existence_to_asked`); the graph it answers with. Kept only
    with every answer it had; else the answer stands."""
    schema = pool.schema
    cls = asked_class(question, {iri: c.label for iri, c in schema.classes.items()})
    if cls is None or not out.rows:
        return graph
    asked = singular_words(question)
    # the property's own words: a label may carry its one class's ("mountain hut beds")
    widened = existence_to_asked(graph, cls, lambda: row_classes(kg, out.rows),
                                 lambda iri: bool(singular_words(iri_words(iri)) & asked))
    kept = {tuple(r) for r in out.rows}
    # the class stands where the property stood: every answer stays, others may join
    if widened is not None and answered_by(out, widened, kg, "asked class for a property", question,
                                           keep=lambda rows: kept <= {tuple(_plain(t) for t in r) for r in rows}):
        return widened
    return graph


def answer_of_roles(out: KGAnswer, question: str, graph, kg, of_words: dict[str, str]):
    """``out`` answered with each "N of" property pointing the way the question says
    (:mod:`kgqa.engine.of_roles`: "Who was Clara's teacher?" by ``?x :teacherOf :Clara``); the
    graph it answers with. No rows, or a failed query: the answer stands."""
    turned = roles_directed(graph, question, of_words) if of_words else None
    return turned if turned is not None and answered_by(out, turned, kg, "N-of reading", question) else graph


def answer_measured_thing(out: KGAnswer, question: str, graph, kg, properties: dict, class_labels: dict[str, str]):
    """``out`` answered with the thing that has the most of a measure where the graph gave the
    measure value the most things share and the question asks for such a thing
    (:mod:`kgqa.engine.grouped_measure`); the graph it answers with. No rows, or a failed
    query: the answer stands."""
    found = measured_thing(graph, properties)
    if found is None:
        return graph
    g, thing = found
    if not asks_for_class(question, _class_words(g, thing, class_labels)):
        return graph
    return g if answered_by(out, g, kg, "measured thing", question) else graph


def _class_words(graph, v: int, class_labels: dict[str, str] | None) -> frozenset[str]:
    """The words of the classes ``graph`` types vertex ``v`` with."""
    return frozenset(singular_words(" ".join((class_labels or {}).get(c, "") for c in variable_types(graph, v))))


def answer_both_ways(out: KGAnswer, question: str, graph, kg, symmetric: frozenset[str]):
    """``out`` answered with each relation that holds both ways read both ways
    (:mod:`kgqa.engine.symmetric`); the graph it answers with. No rows, or a failed query: the
    answer stands."""
    both = both_ways(graph, symmetric)
    return both if both is not None and answered_by(out, both, kg, "both-ways reading", question) else graph


def answer_to_depth(out: KGAnswer, question: str, graph, kg, hierarchical: frozenset[str]):
    """``out`` answered with its hierarchy read to the depth the question states
    (:mod:`kgqa.engine.hierarchy_levels`); the graph it answers with. No rows, or a failed
    query: the answer stands."""
    deeper = to_depth(graph, question, hierarchical)
    return deeper if deeper is not None and answered_by(out, deeper, kg, "hierarchy depth", question) else graph


def answer_inverse_twins(out: KGAnswer, question: str, graph, kg, twin_of):
    """``out`` answered with each relation the KG names twice, once each way, read by both names
    (:mod:`kgqa.engine.inverse_twins`; ``twin_of(p)``: ``p``'s inverse, or None); the graph it
    answers with. No rows, or a failed query: the answer stands."""
    both = with_inverse_twins(graph, twin_of)
    return both if both is not None and answered_by(out, both, kg, "inverse twins", question) else graph


def answer_sibling_roles(out: KGAnswer, question: str, graph, kg, properties: dict):
    """``out`` answered with the answer's property read together with its siblings where the
    question tells them apart by no word (:mod:`kgqa.engine.sibling_roles`); the graph it
    answers with. No rows, or a failed query: the answer stands."""
    both = sibling_reading(graph, question, properties)
    return both if both is not None and answered_by(out, both, kg, "sibling roles", question) else graph


def answer_unnamed_value(out: KGAnswer, question: str, graph, kg, words):
    """``out`` answered with the value of the blank nodes it answers with
    (:mod:`kgqa.engine.unnamed_answer`; ``words(p)``: what property ``p`` says); the graph it
    answers with. Not all blank nodes, no one value, or no rows: the answer stands."""
    if not out.rows or not out.variables or out.sparql is None:
        return graph
    found = value_step(graph, out.sparql, out.variables[0], question, kg, words)
    return found if found is not None and answered_by(out, found, kg, "value of unnamed nodes", question) else graph


def answer_text_twins(out: KGAnswer, question: str, graph, kg, properties: dict):
    """``out`` answered with the links a text property restates (:mod:`kgqa.engine.text_twins`):
    its restating constraints dropped, then its text answer read as the link where the text
    names the new answers; the graph it answers with. No rows, or a failed query: the answer
    stands."""
    loose = without_restated(graph, properties)
    if loose is not None and answered_by(out, loose, kg, "text twins", question):
        graph = loose
    linked = answer_as_link(graph, properties) if out.rows and not asks_for_name(question) else None
    if linked is None:
        return graph
    texts = [str(c) for row in out.rows for c in row if c is not None]

    def named_in_text(rows) -> bool:
        iris = sorted({str(c) for row in rows for c in row if isinstance(c, URIRef)})
        return restates(texts, list(kg_labels(kg, iris).values()))
    return linked if answered_by(out, linked, kg, "text twins", question, keep=named_in_text) else graph


def answer_asked_attribute(out: KGAnswer, question: str, graph, kg, properties: dict):
    """``out`` answered with the attribute "What is the N of ..." asks for, where the chosen
    graph stops at the things that have it (:mod:`kgqa.engine.asked_attribute`); the graph it
    answers with. No rows, or a failed query: the answer stands."""
    try:
        hopped = attribute_hop(graph, out.rows, question, properties, kg)
    except KGError as e:
        log.info("asked attribute of %r not read (%s): the answer stands", question, e)
        return graph
    return hopped if hopped is not None and answered_by(out, hopped, kg, "asked attribute", question) else graph


def answer_aspect_attribute(out: KGAnswer, question: str, graph, kg, relevance: dict[str, float] | None,
                            dated: frozenset[str]):
    """``out`` answered with a property of an aspect of the one entity the chosen graph names,
    where that fits the question better (:mod:`kgqa.engine.aspect_attribute`); the graph it
    answers with. No relevance, no rows, or a failed query: the answer stands."""
    if not relevance:
        return graph
    try:
        moved = aspect_attribute(graph, kg, relevance, question, dated)
    except KGError as e:
        log.info("aspect attribute of %r not read (%s): the answer stands", question, e)
        return graph
    return moved if moved is not None and answered_by(out, moved, kg, "aspect attribute", question) else graph


def answer_named_attribute(out: KGAnswer, question: str, graph, kg, stated: dict, properties: dict):
    """``out`` answered with the property of the one entity the question names that its noun says
    ("What is the medium of X?", :mod:`kgqa.engine.named_attribute`); the graph it answers with.
    A failed query, no rows, or a graph already answering with it: the answer stands.
    ``stated``: the entities the question names (``{("ent", iri): name}``)."""
    select = lambda q: kg.select(q).rows  # noqa: E731
    found = []  # of the things so named (a drug and its code's concept, both "Clopradel"), those that have it
    try:
        for key, name in stated.items():
            if key[0] != "ent":
                continue
            prop = said_attribute(question, name, lambda: own_properties(select, str(key[1])),
                                  lambda p: property_words(properties, p),
                                  lambda noun, props: [str(r[0]) for r in select(scheme_query(noun, props))])
            if prop is not None:
                found.append((str(key[1]), prop))
    except KGError as e:
        log.info("named attribute of %r not read (%s): the answer stands", question, e)
        return graph
    if len(found) != 1 or uses(graph, found[0][1]):
        return graph
    read = attribute_graph(*found[0])
    # an answer that holds every value of the said property already stands (its narrower terms and
    # those stated only as broader, :mod:`kgqa.engine.inverse_twins`)
    had = {tuple(r) for r in out.rows or []}
    more = lambda rows: not {tuple(r) for r in plain_rows(rows)} <= had  # noqa: E731
    return read if answered_by(out, read, kg, "named attribute", question, keep=more) else graph


def answer_stated_sign(out: KGAnswer, question: str, graph, kg):
    """``out`` answered with the graph's comparisons turned the way the question's words say
    ("before 1660": ``<``, :mod:`kgqa.engine.stated_sign`); the graph it answers with. None to
    turn, no rows or a failed query: the answer stands."""
    turned = signed(graph, question)
    return turned if turned is not None and answered_by(out, turned, kg, "stated sign", question) else graph


def answer_listed_value(out: KGAnswer, question: str, graph, kg, timeout_s: float, properties: dict | None = None):
    """``out`` answered with each stated text value also matched inside the KG's lists of
    values ("M. Lind" in ``"J. Okafor | M. Lind"``), or by its text where the KG tags it
    (:mod:`kgqa.engine.listed_values`); the graph it answers with. None held so, no rows or a
    failed query: the answer stands."""
    widened = listed(graph, kg, timeout_s, properties)
    return widened if widened is not None and answered_by(out, widened, kg, "listed value", question) else graph


def answer_single_holder(out: KGAnswer, question: str, graph, kg, timeout_s: float):
    """``out`` answered without the comparisons of a stated value with properties the KG never
    holds it under, where another compared property does ("in Castellmar" as a locality, not
    also a country: :mod:`kgqa.engine.doubled_value`); the graph it answers with. Nothing to
    drop, no rows or a failed query: the answer stands."""
    single = single_holders(graph, kg, timeout_s)
    return single if single is not None and answered_by(out, single, kg, "single holder", question) else graph


def answer_first_place(out: KGAnswer, question: str, kg, properties: dict, named: dict | None = None) -> None:
    """``out`` answered with the ranked results its query reaches in first place, where the
    question says win ("Which races did Ventana win?", "Did Kessler win X?":
    :mod:`kgqa.engine.first_place`), whichever reading wrote the query; "Who won X?" about the
    one thing it names (``named``: IRI -> the name said) where no query reaches the results. No ranked variable, no
    rows or a failed query: the answer stands."""
    if not says_win(question) or out.error is not None or out.abstain_reason or not out.sparql:
        return
    try:
        graph = sparql_to_graph(out.sparql)
    except (QueryGraphError, UnsupportedSparql, SparqlSyntaxError) as e:
        log.info("first place of %r not read (%s)", question, e)
        return
    first = first_placed(graph, question, properties)
    if first is None:
        if out.boolean is None and ASKS_WHO.match(question) and len(named) == 1 \
                and asks_only_who_won(question, next(iter(named.values()))):
            _answer_winner(out, question, kg, next(iter(named)), properties)
        return
    if out.boolean is None:
        answered_by(out, first, kg, "first place", question)
        return
    try:
        ask = to_ask(first)
        out.boolean, out.sparql = kg.ask(ask), ask
        out.query_graph, out.aqg = first.to_json(), first.abstract().to_json()
    except (KGError, QueryGraphError) as e:
        log.info("first place of %r not asked (%s): the answer stands", question, e)


def _answer_winner(out: KGAnswer, question: str, kg, event: str, properties: dict) -> None:
    """``out`` answered with who won ``event`` (:func:`kgqa.engine.first_place.winner_query`)."""
    def select(q: str):
        return select_or_none(kg, q)
    sparql = winner_query(event, select, rank_properties(properties), properties)
    rows = select(sparql) if sparql is not None else None
    if rows:
        out.sparql, out.variables, out.rows = sparql, ["x"], plain_rows(rows)
        out.query_graph = out.aqg = None
        out.read_as = "who won, by the result in first place"


def answer_case_variants(out: KGAnswer, question: str, graph, kg, timeout_s: float):
    """``out`` answered with each stated string compared in any letter case where the KG writes
    it in more than one (:mod:`kgqa.engine.case_variants`), or else with any legal form of the
    name it says (:mod:`kgqa.engine.legal_form_variants`); the graph it answers with. No rows,
    or a failed query: the answer stands."""
    folded = case_folded(graph, kg)
    if folded is not None and answered_by(out, folded, kg, "case variants", question):
        return folded
    # "made by Kestrel": "Kestrel Systems Ltd." and "Kestrel Systems"
    variants = legal_form_variants(graph, kg, timeout_s)
    return variants if variants is not None and answered_by(out, variants, kg, "legal form variants", question) else graph


def answer_involvement(out: KGAnswer, question: str, graph, kg, timeout_s: float):
    """``out`` answered with a vague verb of taking part ("worked on") read as every link of its
    kind (:mod:`kgqa.engine.involvement`); the graph it answers with. No such verb, no rows, or a
    failed query: the answer stands."""
    wide = involvement_graph(graph, kg, timeout_s) if says_involvement(question) else None
    return wide if wide is not None and answered_by(out, wide, kg, "involvement", question) else graph


def answer_left_out_entity(out: KGAnswer, question: str, graph, kg, pool, timeout_s: float):
    """``out`` answered with a linked entity the question names in full put at the graph's one
    loose end that holds such things ("How many projects use the Apache licence?", counted over
    every licence; :mod:`kgqa.engine.left_out_entity`); the graph it answers with. None such, or
    no rows: the answer stands."""
    linked = linked_entities(pool)
    filled = with_left_out_entity(graph, question, linked, *object_of(kg, timeout_s)) if linked else None
    return filled if filled is not None and answered_by(out, filled, kg, "left-out entity", question) else graph


def answer_named_value(out: KGAnswer, question: str, graph, kg, pool, timeout_s: float):
    """``out`` answered with the linked entity whose whole name the graph compares a variable
    with as a value ('Which articles cite "<a title>"?'; :func:`kgqa.engine.left_out_entity.
    with_named_value`), its class tests accepting the classes their names head where the
    narrow one finds nothing (:mod:`kgqa.engine.head_classes`); the graph it answers with."""
    linked = linked_entities(pool)
    for named in with_named_value(graph, question, linked, object_of(kg, timeout_s)[0]) if linked else []:
        uses = class_properties(property_ends(pool.schema)[0]) if pool.schema is not None else None
        for reading in (named, with_head_classes(named, question, schema_class_labels(pool), uses)):
            if reading is not None and answered_by(out, reading, kg, "name said as a value", question):
                return reading
    return graph


def answer_kind_value(out: KGAnswer, question: str, graph, kg, schema, timeout_s: float):
    """``out`` answered with the graph's things of the kind the asked noun says, where the KG names
    kinds as values ("How many replies have been posted?": ``oa:motivatedBy oa:replying``;
    :func:`kgqa.engine.kind_values.with_kind_value`); the graph it answers with."""
    kinds = kind_values(kg, timeout_s)
    nouns = frozenset(noun_key(c.label) for c in schema.classes.values() if c.label)
    kinded = with_kind_value(graph, question, kinds, property_ends(schema)[0], nouns) if kinds else None
    return kinded if kinded is not None and answered_by(out, kinded, kg, "kind value", question) else graph


def answer_stated_state(out: KGAnswer, question: str, graph, kg, schema, labels, timeout_s: float):
    """``out`` answered with the graph's things in the state the question's last word names
    ("Which lights are switched on?": ``saref:hasState <state/on>``; :mod:`kgqa.engine.stated_state`);
    the graph it answers with. ``labels``: the KG's label index."""
    found = stated_state(question, lambda word: exact_link(labels, word), lambda iri: state_holders(kg, iri, timeout_s))
    stated = with_state(graph, *found, property_ends(schema)[0]) if found else None
    return stated if stated is not None and answered_by(out, stated, kg, "stated state", question) else graph


def answer_ordinal_value(out: KGAnswer, question: str, graph, kg, schema):
    """``out`` answered with the number an ordinal states given to the property it names ("the
    rooms on the first floor": ``hm:floor 1``; :mod:`kgqa.engine.ordinal_value`); the graph it
    answers with."""
    numeric = {p for p, item in schema.properties.items() if item.holds_numbers and not item.is_link}
    named = {p: item.label for p, item in schema.properties.items() if p in numeric}
    ordered = with_ordinal_value(graph, question, named, numeric, property_ends(schema)[0]) if numeric else None
    return ordered if ordered is not None and answered_by(out, ordered, kg, "ordinal value", question) else graph


def state_holders(kg, iri: str, timeout_s: float) -> list[str]:
    """The properties (five at most) that have ``iri`` as their object."""
    rows = select_or_none(kg, f"SELECT DISTINCT ?p WHERE {{ ?s ?p {iri_to_sparql(iri)} }} LIMIT 5", timeout_s) or []
    return [str(r[0]) for r in rows]


def answer_head_classes(out: KGAnswer, question: str, graph, kg, labels: dict[str, str], schema):
    """``out`` answered with the graph's class tests accepting the classes their names head
    ("articles": academic articles too; :mod:`kgqa.engine.head_classes`), where that changes the
    rows; the graph it answers with. None such: the answer stands."""
    wider = with_head_classes(graph, question, labels, class_properties(property_ends(schema)[0]))
    keep = lambda rows: plain_rows(rows) != out.rows  # noqa: E731
    return wider if wider is not None and answered_by(out, wider, kg, "head classes", question, keep=keep) else graph


def answer_counted_things(out: KGAnswer, question: str, graph, kg, schema):
    """``out`` answered with the things of the counted noun's class counted, where the graph
    counted a value of theirs ("How many solo artists are there?" as their nicknames;
    :mod:`kgqa.engine.counted_things`); the graph it answers with. Otherwise the answer stands."""
    counted = counted_things(graph, question, class_names(schema))
    return counted if counted is not None and answered_by(out, counted, kg, "counted things", question) else graph


#: the answered things whose properties are read for "whose"
_WHOSE_SAMPLE = 20


def answer_whose(out: KGAnswer, question: str, graph, kg, timeout_s: float):
    """``out`` answered with the makers of the things it found, where the question opens with
    "whose" ("Whose album did X produce?": the album's artist; :mod:`kgqa.engine.whose`); the
    graph it answers with. Not one maker property, or no rows: the answer stands."""
    things = [r[0] for r in out.rows[:_WHOSE_SAMPLE] if r and r[0] and r[0].startswith(("http://", "https://"))]
    if not says_whose(question) or not things or len(things) != len(out.rows[:_WHOSE_SAMPLE]):
        return graph
    values = " ".join(iri_to_sparql(t) for t in things)
    rows = select_or_none(kg, f"SELECT DISTINCT ?p WHERE {{ VALUES ?x {{ {values} }} ?x ?p ?y . FILTER(isIRI(?y)) }} "
                              f"LIMIT 50", timeout_s) or []
    makers = maker_properties(str(r[0]) for r in rows)
    owned = whose_graph(graph, makers[0]) if len(makers) == 1 else None
    return owned if owned is not None and answered_by(out, owned, kg, "whose", question) else graph


def answer_events(out: KGAnswer, question: str, graph, kg, schema, timeout_s: float):
    """``out`` answered by the readings of the events a verb says (:mod:`kgqa.engine.event_kind`):
    their kind on an untyped node ("Who resigned from X?"), a thing's event's date ("When was X
    released?"), an event's other parties ("Who did X marry?"); the graph it answers with."""
    graph = answer_event_kind(out, question, graph, kg, schema)
    graph = answer_event_date(out, question, graph, kg, schema, timeout_s)
    graph = answer_event_partner(out, question, graph, kg, schema, timeout_s)
    return answer_event_party(out, question, graph, kg, schema, timeout_s)


def answer_event_party(out: KGAnswer, question: str, graph, kg, schema, timeout_s: float):
    """``out`` answered with the things of the asked class that the one named thing's events of
    the kind the verb says reach ("Which documents has X annotated?": the documents X's
    annotations target; "how many" counts them; :func:`kgqa.engine.event_kind.event_party_query`),
    where the graph answered nothing of that class (or counted none); the graph it answers with."""
    count = bool(ASKS_HOW_MANY.match(question))
    if not count and not ASKS_WHICH_NOUN.match(question):
        return graph
    cls = asked_class(re.sub(r"(?i)^\s*how\s+many\b", "which", question), {i: c.label for i, c in schema.classes.items()})
    named = _one_named(graph) if cls is not None else None
    kinds = [k for k in event_classes(question, class_names(schema)) if k != cls] if named else []
    typed = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.TYPE}
    if not kinds or (cls in typed if count else out.rows and cls in (row_classes(kg, out.rows) or frozenset())):
        return graph
    return _answered_by_query(out, event_party_query(named, kinds, cls, kg, timeout_s, count), kg, "event party", question, graph)


def answer_event_kind(out: KGAnswer, question: str, graph, kg, schema):
    """``out`` answered with the graph's untyped event node given the kind the question's verb
    says ("Who resigned from X?": a ``bio:Resignation``, :mod:`kgqa.engine.event_kind`); the graph
    it answers with. No such verb or node, the same rows, or none: the answer stands."""
    kinds = event_classes(question, class_names(schema)) if out.rows else []
    if not kinds:
        return graph
    domains, ranges = property_ends(schema)
    for typed in typed_event_graphs(graph, kinds, domains, ranges):
        if answered_by(out, typed, kg, "event kind", question, keep=lambda rows: plain_rows(rows) != out.rows):
            return typed
    return graph


def answer_event_date(out: KGAnswer, question: str, graph, kg, schema, timeout_s: float):
    """``out`` answered with the date of the one named thing's event of the kind the verb of a
    question asking when says, where the graph answered with no date ("When was X released?":
    its release event's date, :func:`kgqa.engine.event_kind.event_date_query`); the graph it
    answers with (the date query read as one). Otherwise the answer stands."""
    if not ASKS_WHEN.search(question) or any(_is_date(r[0]) for r in out.rows if r):
        return graph
    named = _one_named(graph)
    kinds = event_classes(question, class_names(schema)) if named else []
    query = event_date_query(named, kinds, kg, timeout_s) if kinds else None
    return _answered_by_query(out, query, kg, "event date", question, graph)


def answer_event_partner(out: KGAnswer, question: str, graph, kg, schema, timeout_s: float):
    """``out`` answered with the other parties of the one named thing's events of the kind the
    verb of a question asking who says ("Who did X marry?": the other partner of X's marriages,
    :func:`kgqa.engine.event_kind.event_partner_query`), where the graph reads no such event;
    the graph it answers with. Otherwise the answer stands."""
    if not ASKS_WHO.match(question):
        return graph
    named = _one_named(graph)
    kinds = event_classes(question, class_names(schema)) if named else []
    typed = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.TYPE}
    query = event_partner_query(named, kinds, kg, timeout_s) if kinds and not typed & set(kinds) else None
    read = _answered_by_query(out, query, kg, "event partner", question, graph)
    if read is graph and kinds and not _all_people(out.rows, kg, timeout_s):  # "Who annotated X?": its author
        read = _answered_by_query(out, event_agent_query(named, kinds, kg, timeout_s), kg, "event agent", question, graph)
    return read


def _all_people(rows, kg, timeout_s: float) -> bool:
    """Are ``rows`` (some) all people (:func:`kgqa.engine.people.person_pattern`)?"""
    things = [r[0] for r in rows[:MAX_LOOKUP] if r and isinstance(r[0], str) and "://" in r[0]]
    if not rows or len(things) < len([r for r in rows[:MAX_LOOKUP] if r]):
        return False
    values = " ".join(iri_to_sparql(t) for t in things)
    found = select_or_none(kg, f"SELECT (COUNT(DISTINCT ?y) AS ?n) WHERE {{ VALUES ?y {{ {values} }} {person_pattern('y')} }}",
                           timeout_s) or []
    return bool(found) and int(found[0][0]) == len(set(things))


def _one_named(graph) -> str | None:
    """The one entity ``graph`` names (in one or more vertices), or None."""
    named = {str(v.instance) for v in graph.vertices if v.cls is VertexClass.ENT and isinstance(v.instance, URIRef)}
    return next(iter(named)) if len(named) == 1 else None


def _answered_by_query(out: KGAnswer, query: str | None, kg, what: str, question: str, graph):
    """:func:`answered_by` of a reading written as SPARQL (``query``, None for none), read as a
    graph; ``graph`` where it has no rows or is none."""
    try:
        read = sparql_to_graph(query) if query else None
    except (QueryGraphError, ValueError):
        return graph
    return read if read is not None and answered_by(out, read, kg, what, question) else graph


def _is_date(value: str | None) -> bool:
    """Does ``value`` read as a date or a year ("2016-05-13", "1998")?"""
    return value is not None and re.fullmatch(r"-?\d{4}(?:-\d\d(?:-\d\d)?)?(?:T.*)?", value) is not None


def class_names(schema) -> dict[str, str]:
    """Each class of ``schema`` -> its name in words (label, else the IRI's local name)."""
    return {iri: f"{c.label} {c.local}" for iri, c in schema.classes.items()}


def property_ends(schema) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Each property of ``schema`` -> the classes of its subjects, and -> of its objects."""
    return ({p: set(i.domains) for p, i in schema.properties.items()},
            {p: set(i.ranges) for p, i in schema.properties.items()})


def answer_stored_count(out: KGAnswer, question: str, graph, kg, stated: list[str], properties: dict,
                        timeout_s: float):
    """``out`` answered with the number the one named thing stores for the counted noun ("How many
    views has X had?": its ``num_views``, :mod:`kgqa.engine.stored_count`); the graph it answers
    with. No such number, or a failed query: the answer stands."""
    stored = stored_count(question, stated, properties, kg, timeout_s)
    return stored if stored is not None and answered_by(out, stored, kg, "stored count", question) else graph


def answer_time_order(out: KGAnswer, question: str, graph, kg, dated: frozenset):
    """``out`` answered with the order over a date set by the question's superlative
    (:mod:`kgqa.engine.time_order`); the graph it answers with. No rows, or a failed query:
    the answer stands."""
    flipped = time_ordered(graph, question, dated)
    return flipped if flipped is not None and answered_by(out, flipped, kg, "time order", question) else graph


def answer_joined(out: KGAnswer, question: str, graph, kg, later: list, stated: dict):
    """``out`` answered by ``graph`` joined with one of ``later`` (the graphs with answers the
    reranker put after it) that uses a named entity ``graph`` leaves out, the first whose join
    has rows (:mod:`kgqa.engine.joined_readings`); the graph it answers with. None has: the
    answer stands."""
    for other in partners(graph, later, stated) if out.rows else []:
        both = joined(graph, other)
        if both is not None and answered_by(out, both, kg, "joined readings", question):
            return both
    return graph


def same_role_entities(graph) -> tuple[int, list[int]] | None:
    """The answer vertex and the named entities that stand in its role: joined to one variable
    by the same property in the same direction (module docstring); None if there are none."""
    a = sole_answer(graph)
    if a is None:
        return None
    if any(e.cls is not EdgeClass.REL for k in graph.incident(a) for e in [graph.edges[k]]):
        return None  # counted, compared or ordered: not a list of things
    roles = {(e.source if e.target == a else e.target, e.target == a, e.instance)
             for e in graph.edges if e.cls is EdgeClass.REL and a in (e.source, e.target)}
    same = sorted({(e.target if into else e.source) for e in graph.edges if e.cls is EdgeClass.REL
                   for into in (True, False)
                   if ((e.source if into else e.target), into, e.instance) in roles
                   and graph.vertices[e.target if into else e.source].cls is VertexClass.ENT
                   and graph.vertices[e.target if into else e.source].segment == 0})
    return (a, same) if same else None


def answer_others(out: KGAnswer, question: str, graph, kg):
    """``out`` answered without the named entities that stand in the answer's role
    (:func:`same_role_entities`): one ``!=`` each. No rows then, or a failed query: the answer
    stands. The graph it answers with."""
    found = same_role_entities(graph) if out.rows else None
    if found is None:
        return graph
    a, same = found
    g = graph.copy()
    for e in same:
        g.add_edge(a, e, EdgeClass.CMP, "!=")
    return g if answered_by(out, g, kg, "answer other than the named", question) else graph


def row_classes(kg, rows) -> frozenset | None:
    """The classes the answer's entities have in the KG (the first 50; one bounded query): what
    they are, where the property that reached them also reaches other classes (``:located_in``
    gives cities and countries). None when the answer is not entities, none is typed, or the
    query fails: then what the schema says of the property decides."""
    iris = [r[0] for r in rows[:MAX_LOOKUP] if r and isinstance(r[0], str) and "://" in r[0]]
    if not iris or len(iris) < len([r for r in rows[:MAX_LOOKUP] if r]):
        return None
    values = " ".join(iri_to_sparql(i) for i in iris)
    try:
        found = kg.select(f"SELECT DISTINCT ?c WHERE {{ VALUES ?s {{ {values} }} ?s a ?c . }} LIMIT 100", timeout_s=5).rows
    except KGError:
        return None
    return frozenset(str(r[0]) for r in found if isinstance(r[0], URIRef)) or None


def answer_turned_edges(out: KGAnswer, question: str, graph, kg, timeout_s: float | None):
    """``out`` answered with the relation edges at named entities that the KG has only the other
    way turned round (:mod:`kgqa.engine.edge_direction`); the graph it answers with. None to turn,
    no rows or a failed query: the answer stands."""
    turned = turned_edges(graph, kg, timeout_s)
    return turned if turned is not None and answered_by(out, turned, kg, "turned edge", question) else graph


def repair_entity_edge(out: KGAnswer, question: str, graph, kg, pool, timeout_s: float | None):
    """``out`` answered by the chosen graph with the relation the KG has at a named entity,
    where the chosen one matched nothing (:mod:`kgqa.engine.entity_edge`); the graph it
    answers with. A failed probe or query, or still no rows: the answer stands."""
    relations = [x for x in pool.instances.get("Rel", []) if isinstance(x, URIRef)]
    for k in entity_edges(graph):
        try:
            fixed = repaired(graph, k, kg, relations, timeout_s)
        except KGError as e:
            log.info("entity edge of %r not probed (%s)", question, e)
            continue
        if fixed is not None and answered_by(out, fixed, kg, "entity-edge repair", question):
            return fixed
    return graph


def answer_counted_value(out: KGAnswer, question: str, graph, kg, schema):
    """``out`` answered with the number where its graph counts the values of one numeric
    property of one entity, or with their sum where it counts a numeric property's values
    and the question asks for a total (:mod:`kgqa.engine.counted_value`); the graph it
    answers with."""
    numeric = {iri: p.label for iri, p in schema.properties.items()
               if not p.is_link and p.literal_datatypes and all(is_numeric_datatype(d) for d in p.literal_datatypes)}
    value = counted_value(graph, set(numeric)) or summed_values(graph, numeric, question)
    return value if value is not None and answered_by(out, value, kg, "counted value", question) else graph



def answer_claim_times(out: KGAnswer, question: str, kg, timeout_s: float | None = None) -> bool:
    """``out``'s query read through a Wikibase KG's statements (:mod:`kgqa.engine.claim_times`)
    for the year the question says, or for all time: a listing's rows where it has some, a yes/no
    question's answer. False where the question asks neither, the query reads no claim, or the
    query fails (the answer stands)."""
    if not out.sparql or out.error is not None or out.abstain_reason is not None:
        return False
    yes_no = out.sparql.lstrip().upper().startswith("ASK")
    asked = asked_time(question, out.sparql, yes_no)
    if asked is None:
        return False

    def select(query: str):
        try:
            return kg.select(query, timeout_s=timeout_s).rows
        except KGError:
            return None
    times = read_claim_times(select)
    sparql = with_claim_times(out.sparql, times, asked, lambda p: format_claim(p, select),
                              lambda claim: says_times(claim, times, select))
    if sparql is None:
        return False
    try:
        if yes_no:
            out.boolean = kg.ask(sparql)
        else:
            rows = kg.select(sparql)
            if not rows.rows:
                return False
            out.variables, out.rows = list(rows.variables), plain_rows(rows.rows)
    except KGError as e:
        log.info("claim times of %r not read (%s): the answer stands", question, e)
        return False
    out.sparql = sparql
    when = {"year": f"in {asked[1]}", "past": "at any time", "now": "now"}[asked[0]]
    out.read_as = f"{out.read_as or question} ({when})"
    return True


__all__ = ["answer_asked_class", "answer_claim_times", "answer_counted_value", "answer_entities", "answer_stated_value", "answered_by", "plain_rows",
           "repair_entity_edge"]
