"""An answer of unnamed nodes, carried to their value.

"How much does the Skarn 1 UL weigh?" read as ``X schema:weight ?w`` answers with blank nodes (a
``schema:QuantitativeValue`` that holds the number and its unit; a QUDT quantity, a rating node):
no answer a person can use. Where every answer of the chosen graph is a blank node, the answer
is carried one property further, to a literal of those nodes, and so is an answer of name nodes
("What is P0C6R2's recommended name?": UniProt's ``up:Structured_Name`` node, carried to its
``up:fullName``): the property whose words the question says (a title of a name node first) ("rating" for ``ratingValue``), else the one property whose values are numbers,
else the one named "value" (``rdf:value``, ``schema:value``). A "who" question goes on to the
thing the nodes link to ("Who is portrayed on the reverse of X?": the reverse's ``hasPortrait``),
by their one link or the one the question's words say. None of these, or several: the
answer stands. A count of such nodes counts things and stays as it is.
"""

from __future__ import annotations

from collections.abc import Callable

from rdflib import BNode, URIRef

from kgqa.candidates.title_properties import SHORT_NAME_WORDS, TITLE_WORDS, is_name_node_class

from kgqa.engine.question_forms import ASKS_WHO
from kgqa.engine.reified import bound_vertex, carried
from kgqa.kg.errors import KGError
from kgqa.kg.labels import MAX_LOOKUP, local_name
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.querygraph.model import QueryGraph, VertexClass
from kgqa.wordforms import singular_words, stems, with_synonyms


def value_step(graph: QueryGraph, sparql: str, variable: str, question: str, kg,
               words: Callable[[str], str]) -> QueryGraph | None:
    """``graph`` (answered by ``sparql``, its answer column ``variable``) with its answer carried
    from blank nodes to their value (module docstring); None where its answers are not all
    blank nodes or no one property of them is the value. ``words(p)``: what property ``p`` says."""
    v = bound_vertex(graph)
    if v is None or graph.vertices[v].cls is not VertexClass.ANS:
        return None  # several columns, or a count of the nodes: things, not values
    try:
        rows = kg.select(sparql).rows
        if not rows or not (all(isinstance(r[0], BNode) for r in rows) or _name_nodes(kg, [r[0] for r in rows])):
            return None
        # ?node_value_: no name the answer's own query can use (an answer variable ``?x``)
        found = kg.select(f"SELECT DISTINCT ?q (isNumeric(?node_value_) AS ?number) WHERE {{ {{ {sparql} }} "
                          f"?{variable} ?q ?node_value_ . FILTER(isLiteral(?node_value_)) }}").rows
        who = ASKS_WHO.match(question) is not None
        links = [str(r[0]) for r in kg.select(
            f"SELECT DISTINCT ?q WHERE {{ {{ {sparql} }} ?{variable} ?q ?node_value_ . "
            f"FILTER(isIRI(?node_value_) && ?q != {iri_to_sparql(RDF_TYPE)}) }}").rows] if who else []
    except KGError:
        return None
    props: dict[str, bool] = {}
    for q, number in found:
        props[str(q)] = props.get(str(q), False) or str(number).lower() in ("true", "1")
    # "Who is portrayed on the reverse of X?": the one the node links to, not a text of it
    value = _the_link(links, question, words) if who else _the_value(props, question, words)
    return carried(graph, v, value, out_of_node=True) if value is not None else None


def _the_link(links: list[str], question: str, words: Callable[[str], str]) -> str | None:
    """The property of ``links`` (the nodes' properties to things) that leads to who a "who"
    question asks for: the only one, or the one whose words share a stem's first five letters
    with the question's ("portrayed": ``hasPortrait``)."""
    if len(links) == 1:
        return links[0]
    asked = {w[:5] for w in stems(question) if len(w) >= 5}
    said = [q for q in links if {w[:5] for w in stems(words(q)) if len(w) >= 5} & asked]
    return said[0] if len(said) == 1 else None


def _the_value(props: dict[str, bool], question: str, words: Callable[[str], str]) -> str | None:
    """The property of ``props`` (IRI -> whether any value is a number) that is the nodes' value."""
    asked = with_synonyms(singular_words(question))
    said = [q for q in props if singular_words(words(q)) & asked]
    if len(said) > 1:  # "recommended name" of a name node with a full and a short name: the full one
        said = [q for q in said if local_name(q).lower() in TITLE_WORDS - SHORT_NAME_WORDS] or said
    if len(said) == 1:
        return said[0]
    numbers = [q for q, number in props.items() if number]
    if len(numbers) == 1:
        return numbers[0]
    named = [q for q in props if local_name(q).lower() == "value"]
    return named[0] if len(named) == 1 else None


def _name_nodes(kg, nodes: list) -> bool:
    """Are ``nodes`` (IRIs) all typed with a name node's class (UniProt's ``up:Structured_Name``:
    :func:`kgqa.candidates.title_properties.is_name_node_class`)? Such a node is a name, never a thing."""
    if not nodes or not all(isinstance(n, URIRef) for n in nodes):
        return False
    values = " ".join(iri_to_sparql(str(n)) for n in set(nodes[:MAX_LOOKUP]))
    classes = kg.select(f"SELECT DISTINCT ?n ?c WHERE {{ VALUES ?n {{ {values} }} OPTIONAL {{ ?n a ?c }} }}").rows
    return bool(classes) and all(c is not None and is_name_node_class(str(c)) for _, c in classes)


__all__ = ["value_step"]
