"""Two corrections of the reranker's order that a question's own words decide.

**The entities it names.** "How many creatures speak Common?" names the language Common; a
count of all creatures leaves it out, and is no answer however well it scores. With
``search.named_entities_first`` the graphs that use the most of the entities the question names
word for word (:func:`kgqa.engine.yes_no.stated_entities`, as for yes/no readings) come first.

**The column it asks for: an attribute nobody asked for is no answer.**

"Which demons speak Common?" asks for demons. A graph that answers with the demons' strength
(``?d :str ?answer``) has the right pattern and the wrong column. The reranker learned from
relational benchmarks, where the answer to "which singers ..." is a name column the question
never says, and so it likes a literal column of the asked-for thing. On a KG whose things have
no name column (an OWL KG naming individuals by IRI) that habit picks any literal: strength,
defence, speed.

A graph's answer is an *unasked attribute* when its one answer column is the literal value of a
property of a variable (not of a named entity: "the strength of Balor" asks for an attribute)
whose words the question does not say, and which does not name things (name, title, label).
``search.asked_columns`` puts such graphs after the others in the reranker's order; where every
graph is one, nothing changes.

**The class it asks for.** "Which products are in the Seafood category?" asks for products; a
graph answering with the products' suppliers (``?p :category <Seafood> ; :supplier ?answer``),
or with a text attribute of a named thing ("Which products does Tokyo Traders supply?" answered
with Tokyo Traders' country), answers something else. With ``search.asked_class``, when the
question opens with "which"/"what" and a noun that is the label of exactly one of the KG's
classes, and the reranker's first choice answers with something that cannot be of it, the graphs
with an answer that can be go first (a graph with no answer is not moved up: the reranker knew
that). What a graph's
answer is: the class it is typed with; for a literal column of a variable, the variable's class
(the column stands for the row, as a name column does); for an IRI reached by a property, the
classes the KG has at that end of it (:class:`kgqa.candidates.schema.ClassUse`); a literal
attribute of a named entity is of no class. A graph whose answer is computed (a count) or
unknown stays where it is.

**An answer the question already states is no answer.** "In which country is the label of
Midnight Ferry based?" on a KG of record labels: ``<Midnight Ferry> rdfs:label ?x`` answers
"Midnight Ferry", the name the question gave. A graph whose every answer value is a text the
question says word for word (not a number: "Is 3 more than ...") goes after the others
(:func:`restated_last`).

Each is a stable partition: within its groups the reranker's order stands.
"""

from __future__ import annotations

import re

from rdflib import Literal, URIRef

from kgqa.candidates.schema import DATE_DATATYPES
from kgqa.engine.flag_ask import BOOLEAN
from kgqa.engine.yes_no import entities_used, has_triple
from kgqa.kg.vocabulary import is_numeric_datatype
from kgqa.models.fill_plan import INHERITED_TYPE
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, VertexClass
from kgqa.search.rerank import TIME_ASKED
from kgqa.wordforms import NOUN_KINDS
from kgqa.wordforms import noun_key, phrase_spans, singular, singular_words

#: words of a property that names the things it belongs to: the answer to "which ..." may be it
NAMING_WORDS = frozenset({"name", "title", "label"})


#: words a property's name shares with any question, which say nothing of what it holds
_FUNCTION_WORDS = frozenset(
    "a an the of in on at to for from by with and or is are was were has have had do does did".split())

#: "When was X born?" asks for a time: a property named by one of these words is asked for
TIME_WORDS = frozenset({"year", "date", "time", "day", "month"})
_ASKS_TIME = re.compile(r"^\s*(?:when|(?:in\s+)?(?:what|which)\s+(?:year|date|month|day))\b", re.I)


def moved_first(order: list, fits: list) -> list:
    """``order`` with the graphs ``fits`` (in ``order``'s order) first and the rest after them:
    the stable partition every correction here makes; ``order`` itself when ``fits`` is empty."""
    return fits + [i for i in order if i not in set(fits)] if fits else order


def question_words(question: str) -> set[str]:
    """The question's words (singular), with :data:`TIME_WORDS` where it asks when."""
    words = singular_words(question)
    return words | TIME_WORDS if _ASKS_TIME.match(question) else words


def unasked_attribute(graph, words: set[str], properties: dict) -> bool:
    """Is ``graph``'s answer an attribute the question (its ``words``, :func:`question_words`)
    does not ask for? ``properties``: the KG's schema properties (IRI -> SchemaItem)."""
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if len(answers) != 1:
        return False  # several columns: asked for by name, one by one
    a = answers[0]
    if any(e.cls is not EdgeClass.REL and a in (e.source, e.target) for e in graph.edges):
        return False  # a count, an aggregate, a comparison with the answer: computed, not a column
    into = [e for e in graph.edges if e.target == a]
    if len(into) != 1 or any(e.source == a for e in graph.edges):
        return False
    edge, owner = into[0], graph.vertices[into[0].source]
    if owner.cls is not VertexClass.VAR:
        return False
    item = properties.get(str(edge.instance))
    if item is None or item.is_link:
        return False
    said = singular_words(f"{item.label} {item.local}") - _FUNCTION_WORDS  # "number of employees": not "of"
    return not said & (words | NAMING_WORDS)


def asked_first(order: list, graphs: list, question: str, properties: dict) -> list:
    """``order`` (indices into ``graphs``, best first) with the graphs whose answer is an
    unasked attribute moved after the others, each group in its order."""
    words = question_words(question)
    unasked = {i for i in order if unasked_attribute(graphs[i], words, properties)}
    return [i for i in order if i not in unasked] + [i for i in order if i in unasked]


def _mentions_covered(graph, stated: dict) -> int:
    """How many ``stated`` entities ``graph`` uses: as an entity or by its name
    (:func:`kgqa.engine.yes_no.entities_used`), or by a literal that is a word-bounded part of
    its name. A row named by its key ("template type code CV") is used by ``FILTER(?c = "CV")``."""
    held = entities_used(graph, stated)
    literals = [str(v.instance).strip().lower() for v in graph.vertices
                if v.cls is VertexClass.VAL and isinstance(v.instance, Literal) and str(v.instance).strip()]
    return sum(key in held or any(phrase_spans(x, name) for x in literals)
               for key, name in stated.items())


def named_first(order: list, graphs: list, stated: dict) -> list:
    """``order`` with the graphs that use the most of the ``stated`` entities first (``{key:
    name}``, :func:`kgqa.engine.yes_no.stated_entities`), each group in its order; a graph with
    no triple pattern last."""
    if not stated:
        return order
    # a graph with no triple (``COUNT(<Draconic>)`` over nothing) uses an entity in name only
    used = {i: _mentions_covered(graphs[i], stated) if has_triple(graphs[i]) else -1 for i in order}
    return sorted(order, key=lambda i: -used[i])  # sorted is stable: the order stands within a count


#: "Which products ...", "What dragon ...": the noun (one or two words) after the opening
#: auxiliaries that end in -s, never the head of a noun phrase
_VERBS_IN_S = frozenset({"is", "was", "has", "does", "goes"})
# "which city ...", and after a preposition: "in which city was X born?", "from what country ..."
_WHICH_NOUN = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with|into|during)\s+)?(?:which|what)\s+([a-z][\w-]*)"
                         r"(?:\s+([a-z][\w-]*))?", re.I)


def _which_words(question: str) -> tuple[str, str, bool] | None:
    """The one or two words after the question's "which"/"what" and whether the second heads
    them: "which flight numbers" (after a singular first word, a second word in -s heads the
    noun phrase, unless it is a verb: "which employee earns"); None without "which"/"what"."""
    m = _WHICH_NOUN.match(question)
    if m is None:
        return None
    w1, w2 = m[1].lower(), (m[2] or "").lower()
    return w1, w2, bool(w2 and w2 not in _VERBS_IN_S and singular(w2) != w2 and singular(w1) == w1)


def asked_class(question: str, class_labels: dict[str, str]) -> str | None:
    """The class whose label is the noun after the question's "which"/"what" (opening it, or
    after a preposition that opens it: "In which city ..."; two words before
    one: "which sales representatives"), when exactly one class has it; else None. A plural
    second word after a singular first one may head the phrase ("which flight numbers" asks for
    numbers, not flights): only a two-word class is asked then. No class with that label: the
    one class whose label ends with the noun ("which clubs": "football club"), of several the one
    that also says the first word ("which solo artists": "solo music artist"); none, the one class
    whose label ends with a kind general English calls by the noun ("which papers": "scholarly
    article", :data:`kgqa.wordforms.NOUN_KINDS`)."""
    read = _which_words(question)
    if read is None:
        return None
    w1, w2, compound = read
    by_words: dict[str, list[str]] = {}
    for iri, label in class_labels.items():
        by_words.setdefault(noun_key(label), []).append(iri)
    heads = ([w1, w2],) if compound else ([w1, w2] if w2 else [], [w1])
    for words in heads:
        if words:
            fits = by_words.get(noun_key(" ".join(words)), [])
            if len(fits) == 1:
                return fits[0]
            if fits:
                return None  # two classes share the label: nothing is known
    # "which undead creatures": a first word that names a class of its own before a second that
    # names one too is the narrower class (a subclass, in an OWL KG: Undead of Creature)
    if compound and len(by_words.get(noun_key(w1), [])) == 1 and by_words.get(noun_key(w2)):
        return by_words[noun_key(w1)][0]
    # "which clubs" where the class is a "football club": the one class whose label ends with the noun
    head = noun_key(w2 if compound else w1)  # "which demon names": names, not demons
    fits = [iri for iri, label in class_labels.items() if label.split() and noun_key(label.split()[-1]) == head]
    if len(fits) > 1 and compound:
        # "which solo artists" of a "music artist" and a "solo music artist": the one that says both words
        fits = [iri for iri in fits if noun_key(w1) in {noun_key(x) for x in class_labels[iri].split()}]
    if not fits and head in NOUN_KINDS:
        # "which papers" where the class is a "scholarly article": a kind general English calls so
        fits = [iri for iri, label in class_labels.items() if label.split() and noun_key(label.split()[-1]) in NOUN_KINDS[head]]
        # of an "article" and an "academic article", the one named by the kind alone
        fits = [iri for iri in fits if noun_key(class_labels[iri]) in NOUN_KINDS[head]] if len(fits) > 1 else fits
    return fits[0] if len(fits) == 1 else None


def asked_head_noun(question: str) -> str | None:
    """The noun after the question's "which"/"what" that :func:`asked_class` reads (its head:
    "which flight numbers" asks for numbers), or None."""
    read = _which_words(question)
    if read is None:
        return None
    w1, w2, compound = read
    return w2 if compound else w1


#: a value that is a time (a question asking for one: kgqa.search.rerank.TIME_ASKED)
_TIME_VALUE = re.compile(r"^-?\d{4}(?:$|-\d\d)")


def asked_time_first(order: list, first_values: dict, question: str) -> list:
    """``order`` with the graphs whose first answer value is a year or a date first, when the
    question asks "when"/"what year" and the graph ranked first answers with something else
    ("When was X published?" answered with its publisher). ``first_values``: graph index -> its
    first answer value (None without rows). No graph answers with a time: ``order`` as it is."""
    if not TIME_ASKED.search(question.strip().lower()):
        return order
    fits = [i for i in order if first_values.get(i) is not None and _TIME_VALUE.match(str(first_values[i]))]
    if not fits or order[0] in fits:
        return order
    return moved_first(order, fits)


_THING_ASKED = re.compile(r"^\s*(?:who|whom|where)\b", re.I)
_WHERE_ASKED = re.compile(r"^\s*where\b", re.I)
#: "which <noun>" asking for a thing, unless the noun is a number's or a time's (general English)
_WHICH_NOUN_ASKED = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with)\s+)?which\s+([a-z]+)\b", re.I)
MEASURE_NOUNS = frozenset(
    "year years date dates day days month months time times century decade age ages number numbers amount amounts "
    "price prices cost costs population height heights weight weights length lengths size sizes area areas "
    "capacity score scores rating ratings rank ranks percentage percent salary salaries budget budgets revenue "
    "count total sum average value values id ids code codes version versions season seasons edition".split())


def _asks_thing(question: str, asks_class: bool) -> bool:
    """Does ``question`` ask for a thing: "who", "where", a class of the KG, or "which" with a
    noun that is not a number's or a time's ("which band")?"""
    if asks_class or _THING_ASKED.match(question):
        return True
    m = _WHICH_NOUN_ASKED.match(question)
    return m is not None and m[1].lower() not in MEASURE_NOUNS


def asked_thing_first(order: list, results: list, graphs: list, question: str, asks_class: bool) -> list:
    """``order`` with the graphs that answer with things (IRIs) first, when the question asks
    for a thing ("who", "where", or a class of the KG: "which band") and the graph ranked first
    answers with a number or a date ("Who painted X?" answered with the year it was painted); for "where", after them, the graphs answering
    with text (a place given as a string). A
    first graph that orders its answer is left to :mod:`kgqa.engine.entity_answer` ("Who has
    the highest salary?": the salary's owner), one answering with several columns asks for them
    ("List the id and cell phone"); no graph answers with things: as it is."""
    if not order or not _asks_thing(question, asks_class):
        return order
    first = _first_term(results, order[0])
    if not (_measure(first) or _time_text(first)) or any(e.cls is EdgeClass.ORD for e in graphs[order[0]].edges) \
            or len(results[order[0]].rows[0]) > 1:
        return order  # ordered (entity_answer's), or columns listed ("List the id and phone")
    fits = [i for i in order if isinstance(_first_term(results, i), URIRef)]
    if _WHERE_ASKED.match(question):
        # a KG may give a place as text ("Calder Bay ENG" of an event's site): "where" asks for
        # it before a date, after the things
        fits += [i for i in order if isinstance(t := _first_term(results, i), Literal) and not _measure(t)
                 and not str(t).strip().replace(".", "").isdigit()]
    return moved_first(order, fits)


def _first_term(results: list, i: int):
    r = results[i] if i < len(results) else None
    return r.rows[0][0] if r is not None and r.rows and r.rows[0] else None


#: a year, a date or a span of them written as plain text, perhaps approximate: "ca. 1660-1661",
#: "1632", "1890-1895", "c. 1650", "12.5"
_TIME_TEXT = re.compile(r"^(?:(?:ca?|circa|about|approx)\.?\s*)?-?\d{1,4}(?:[.,]\d+)?(?:-\d\d(?:-\d\d)?)?"
                        r"(?:\s*[-–/]\s*\d{1,4}(?:-\d\d(?:-\d\d)?)?)?$", re.I)


def _time_text(term) -> bool:
    """A plain text literal that only writes a year, a date, a span of them or a number: a KG
    that stores dates as text ("ca. 1660-1661") answers "Who painted X?" with it no better than
    with a typed date."""
    return isinstance(term, Literal) and (term.datatype is None or str(term.datatype).endswith("#string")) \
        and _TIME_TEXT.match(str(term).strip()) is not None


def _measure(term) -> bool:
    """A number, a date or a truth value (a literal of such a datatype): never a thing asked
    for ("Which conferences were free to attend?" answered ``true``, ``false``)."""
    return isinstance(term, Literal) and term.datatype is not None and (
        is_numeric_datatype(str(term.datatype)) or str(term.datatype) in DATE_DATATYPES
        or str(term.datatype) == BOOLEAN)


def _said(value, text: str) -> bool:
    """A text literal (not a number, date or IRI) the question says word for word."""
    if not isinstance(value, Literal) or value.datatype is not None and not str(value.datatype).endswith("string"):
        return False
    words = " ".join(str(value).casefold().split())
    return bool(words) and not words.replace(".", "", 1).isdigit() and \
        re.search(r"(?<!\w)" + re.escape(words) + r"(?!\w)", text) is not None


def restates(result, question: str) -> bool:
    """Every value of an executed graph's answer is a text ``question`` states."""
    if result is None or not result.rows:
        return False
    text = " ".join(question.casefold().split())
    return all(len(r) == 1 and _said(r[0], text) for r in result.rows)


def restated_last(order: list, results: list, question: str) -> list:
    """``order`` with the graphs whose answer only restates the question's own words
    (:func:`restates`) after the others; where every graph does, as it is."""
    said = {i for i in order if i < len(results) and restates(results[i], question)}
    if not said or len(said) == len(order):
        return order
    return [i for i in order if i not in said] + [i for i in order if i in said]


#: "Who is taller, A or B?", "Which of A and B ...": a choice between the things the question names
_CHOICE = re.compile(r"\b(?:or|which\s+of|who\s+of|between|either)\b", re.I)


def restated_entities_last(order: list, results: list, answered: set, question: str, stated_iris) -> list:
    """``order`` with the graphs whose every answer is an entity the question names
    (``stated_iris``) after the graphs with other answers (indices in ``answered``), when the one
    ranked first is such a graph and the question is no choice between named things
    (:data:`_CHOICE`). "Who discovered the moons of Ysolde b?" answered with Ysolde b, "Which
    mammals are heavier than X?" with X: a question names what it asks about, not what it asks
    for. A graph with no answer is not moved up."""
    stated = {str(iri) for iri in stated_iris}

    def restated(i: int) -> bool:
        return i in answered and all(len(row) == 1 and str(row[0]) in stated for row in results[i].rows)

    if not order or not stated or not restated(order[0]) or _CHOICE.search(question):
        return order
    return moved_first(order, [i for i in order if i in answered and not restated(i)])


def sole_answer(graph) -> int | None:
    """The graph's one answer vertex, where it has exactly one and that is in the outer query."""
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    return answers[0] if len(answers) == 1 and graph.vertices[answers[0]].segment == 0 else None


def variable_types(graph, v: int) -> set[str]:
    """The classes ``graph`` types vertex ``v`` with (``rdf:type``, or through the hierarchy)."""
    return {str(graph.vertices[e.target].instance) for e in graph.edges
            if e.cls is EdgeClass.REL and e.source == v and e.instance in (RDF_TYPE, INHERITED_TYPE)
            and graph.vertices[e.target].cls is VertexClass.TYPE and graph.vertices[e.target].instance is not None}


def answer_classes(graph, properties: dict, class_use) -> frozenset | None:
    """The classes ``graph``'s one answer can be of (module docstring); None when not known."""
    answers = [i for i, v in enumerate(graph.vertices) if v.cls is VertexClass.ANS]
    if len(answers) != 1:
        return None
    a = answers[0]
    typed = variable_types(graph, a)
    if typed:
        return frozenset(typed)
    if any(e.cls in (EdgeClass.AGG, EdgeClass.CMP) and a in (e.source, e.target) for e in graph.edges):
        return None  # computed: a count, an aggregate
    if any(e.cls is EdgeClass.REL and e.target == a and e.instance in (RDF_TYPE, INHERITED_TYPE) for e in graph.edges):
        return frozenset()  # a class ("what is Tokyo Traders?"), not an instance of one
    into = [e for e in graph.edges if e.cls is EdgeClass.REL and e.target == a]
    if len(into) != 1:
        return None
    edge, owner = into[0], graph.vertices[into[0].source]
    item = properties.get(str(edge.instance))
    if item is None:
        return None
    if not item.is_link:
        if owner.cls is VertexClass.ENT:
            return frozenset()  # a text or number of a named thing ("the country of Tokyo Traders")
        stated = variable_types(graph, into[0].source)
        if stated:
            return frozenset(stated)
        return class_use.subjects.get(item.iri) if class_use is not None else None
    return class_use.objects.get(item.iri) if class_use is not None else None


#: words that ask for what kind of thing something is: "What type of plant is X?"
_KIND_WORDS = re.compile(r"\b(?:kinds?|types?|sorts?|class(?:es)?|categor(?:y|ies)|species)\b", re.I)
#: "What is X?", "Who was X?": the rest, asked about as a whole
_WHAT_IS = re.compile(r"^\s*(?:what|who)\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(.*?)[\s?.!]*$", re.I)


def asks_kind(question: str, stated_names) -> bool:
    """Does ``question`` ask what kind of thing something is: a kind word ("what type of ..."),
    or "what is X?" of nothing but a name it states (``stated_names``)?"""
    if _KIND_WORDS.search(question):
        return True
    m = _WHAT_IS.match(question)
    return m is not None and m[1].casefold() in {" ".join(n.casefold().split()) for n in stated_names}


def answers_kind(graph) -> bool:
    """Is ``graph``'s one answer the class of something (``<X> rdf:type ?answer``)?"""
    a = sole_answer(graph)
    return a is not None and any(e.cls is EdgeClass.REL and e.target == a and e.instance in (RDF_TYPE, INHERITED_TYPE)
                                 for e in graph.edges)


def unasked_kind_last(order: list, graphs: list, answered: set, question: str, stated_names) -> list:
    """``order`` with the graphs that answer with a class after the graphs that answer (indices in
    ``answered``) with anything else, when the one ranked first answers with a class and the
    question does not ask for a kind (:func:`asks_kind`). "What fuel does X burn?" answered with
    ``<X> rdf:type ?answer`` (PowerPlant) reads the type as the relation nearest to nothing the
    question says; a KG's classes are the answer to "what kind", not to a property's question."""
    if not order or not answers_kind(graphs[order[0]]) or asks_kind(question, stated_names):
        return order
    fits = [i for i in order if i in answered and not answers_kind(graphs[i])]
    return moved_first(order, fits)


#: graphs whose answer's classes are read from the KG when the schema cannot say (one query each)
ROW_CLASS_READS = 5


def asked_class_first(order: list, graphs: list, cls: str | None, properties: dict, class_use,
                      answered: set, row_classes=None) -> list:
    """``order`` with the graphs that have answers (indices in ``answered``) and whose answer
    can be of the asked class ``cls`` (:func:`asked_class`) first, when a graph ranked before the
    first of them cannot; the rest after them, each group in its order. A graph with no answer
    is not moved up: the reranker put it where it is knowing that. ``row_classes(i)``: the
    classes graph ``i``'s answer entities have in the KG (None: not entities, or untyped), read
    for the first :data:`ROW_CLASS_READS` graphs whose answer the schema cannot place (the
    subject of a triple: "which league does X play in" answered with X's players)."""
    if cls is None:
        return order
    known = {i: answer_classes(graphs[i], properties, class_use) for i in order}
    if row_classes is not None:
        for i in [i for i in order if known[i] is None and i in answered][:ROW_CLASS_READS]:
            known[i] = row_classes(i)
    fits = [i for i in order if i in answered and (known[i] is None or cls in known[i])]
    if not fits or not any(known[i] is not None and cls not in known[i] for i in order[: order.index(fits[0])]):
        return order
    return moved_first(order, fits)


__all__ = ["MEASURE_NOUNS", "NAMING_WORDS", "answer_classes", "answers_kind", "asked_class", "asked_class_first",
           "asked_first", "asked_head_noun", "asked_thing_first", "asked_time_first", "asks_kind", "moved_first",
           "named_first", "question_words", "restated_entities_last", "unasked_attribute", "unasked_kind_last"]
