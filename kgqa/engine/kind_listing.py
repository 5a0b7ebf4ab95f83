"""Things of a kind that a text value names, in a KG with no class for it.

OpenStreetMap's data as Sophox and osm2rdf publish it types nothing: a café is a node whose
``amenity`` tag is "cafe", a bakery one whose ``shop`` is "bakery", a bus stop one whose
``highway`` is "bus_stop". "Which cafés are on Harbour Road?" names the kind by a word that is such
a value; the model, which learned kinds as classes, reads the question's other name ("Harbour
Road", also a street's name) and one property of it.

Where the noun a question asks for ("Which N", "How many N") is no class of the KG and is a text
value of exactly one property (its case, accents, underscores and plural aside), the things are
those holding it; where no value is, and the noun is the name of one text property ("shops":
OpenStreetMap's ``shop`` key), those with any value of it. Each other text value the question
says ("Harbour Road") and each entity it names is a condition on them, by the one property that
joins those things to it; "how many" counts them. Any value of a property only where those things
have no class: otherwise the noun is a column of theirs ("Which country has the most TV
channels?"), the model's to read. Not where a said value is a thing's name ("What street is
Trattoria Sole on?" asks about that thing). A tag the question names that is "yes" on them ("bus
stops with a shelter") and a word one of their lists of values holds ("cafés that serve cake":
``cuisine "coffee_shop;cake"``) are conditions too. Not where the question states a number (a
comparison is the model's), nor where a said value or entity joins the things by no one property
(the question says more than this reading reads).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from rdflib import Literal

from kgqa.candidates.schema import iri_words
from kgqa.candidates.title_properties import TITLE_WORDS
from kgqa.engine.counted_place import StatedReading
from kgqa.engine.listed_values import element_regex
from kgqa.engine.question_forms import ASKS_HOW_MANY, SMALL_WORDS
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE
from kgqa.wordforms import phrase_spans, singular

#: "Which cafés ...", "how many bus stops ...", "list all the shops ...": the asked noun, one or two words
_ASKED = re.compile(r"^\s*(?:which|what|list|name|give\s+me|show\s+me|find|how\s+many)\s+(?:all\s+)?(?:the\s+)?"
                    r"(?P<noun>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)", re.I)
#: words of a tag's IRI that are no part of its name (OpenStreetMap's ``wiki/Key:shelter``)
_KEY_WORDS = frozenset({"key", "tag", "has", "is"})
#: a number the question states: a comparison or a count, not this reading's
_NUMBER = re.compile(r"\d")


_TYPE = iri_to_sparql(RDF_TYPE)


def folded(text: str) -> str:
    """``text`` lower-cased, without accents, underscores as spaces ("Café", "bus_stop")."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.replace("_", " ").lower().split())


@dataclass(frozen=True)
class KindReading:
    """The query of a kind listing, the property and value that say the kind, and how many
    conditions the question adds to it."""

    reading: StatedReading
    kind_property: str
    kind: Literal | None  # None: any value of the property
    conditions: int


def kind_listing(question: str, values: list[tuple[Literal, frozenset[str]]], entities: list[str],
                 is_class_noun: Callable[[str], bool], listing: Callable[[str], list[str]],
                 texts: Callable[[str], list[str]],
                 key_of: Callable[[set[str]], str | None] = lambda nouns: None,
                 names: tuple[str, ...] = ()) -> KindReading | None:
    """The query of the things of the kind the asked noun names (module docstring); None where
    the question is not of that form. ``values``: the question's text value candidates, each with
    the properties holding it; ``entities``: the IRIs of the entities it names word for word;
    ``is_class_noun(noun)``: does the KG have a class the noun names; ``listing(query)``: the
    properties a bounded SELECT lists; ``texts(query)``: the texts it lists; ``key_of(nouns)``: the
    one text property the noun names, where no value does ("shops": OpenStreetMap's ``shop``
    key, whatever the shop); ``names``: the stated entities' names, whose words are no values said
    of the things."""
    m = _ASKED.match(question)
    unnamed = folded(question)
    for name in names:  # "the 15th Folkemot" is a name, no number the question compares
        unnamed = unnamed.replace(folded(name), " ")
    if m is None or _NUMBER.search(unnamed):
        return None
    words = m["noun"].split()
    nouns = [" ".join(words[:n]) for n in (2, 1) if len(words) >= n]
    if any(is_class_noun(noun) for noun in nouns):
        return None
    text = folded(question)
    for noun in nouns:
        *head, last = noun.split()
        wanted = {folded(noun), folded(" ".join([*head, singular(last)]))}  # "bus stops": "bus stop" too
        kinds = {(v, p) for v, props in values for p in props
                 if isinstance(v, Literal) and folded(str(v)) in wanted}
        key = key_of(wanted) if not kinds else None
        if len(kinds) != 1 and key is None:
            continue
        if key is not None:  # "shops": the things with any shop tag
            kind, prop = None, key
            things = f"?x {iri_to_sparql(prop)} ?kind ."
        else:
            (kind, prop), = kinds
            things = f"?x {iri_to_sparql(prop)} {term_to_sparql(kind)} ."
        if key is not None and listing(f"SELECT DISTINCT ?c WHERE {{ {things} ?x a ?c . }}"):
            return None  # things with a class: the noun is a column of theirs, the model's to read
        conditions = []
        said = [v for v, _ in values if isinstance(v, Literal) and folded(str(v)) not in wanted
                and not _NUMBER.search(str(v)) and phrase_spans(folded(str(v)), text)
                and not any(folded(str(v)) != folded(n) and phrase_spans(folded(str(v)), folded(n))
                            for n in names)]  # "Ingrid" of "Ingrid Berg", not the street a road is named
        for value in said:
            ways = listing(f"SELECT DISTINCT ?q WHERE {{ {things} ?x ?q ?v . "
                           f"FILTER({listed_element('?v', folded(str(value)))}) }}")
            if len(ways) != 1 or set(folded(iri_words(ways[0])).split()) & TITLE_WORDS:
                return None  # (a thing the question names by its name: an attribute of it is asked)
            conditions.append(_holds(len(conditions), ways[0], str(value)))
        rest = set(re.findall(r"\w+", text)) - set(folded(noun).split())
        rest -= {w for v in said for w in folded(str(v)).split()}
        rest |= {singular(w) for w in rest}
        # a tag the question names set to "yes" ("bus stops with a shelter": shelter=yes), and a
        # word one of a list of values holds ("cafés that serve cake": cuisine=coffee_shop;cake)
        for q in listing(f"SELECT DISTINCT ?q WHERE {{ {things} ?x ?q \"yes\" . }}"):
            named = set(folded(iri_words(q)).split()) - _KEY_WORDS
            if named and named <= rest:  # every word of the tag's name
                conditions.append(f"?x {iri_to_sparql(q)} \"yes\" .")
        listed = texts(f"SELECT DISTINCT ?v WHERE {{ {things} ?x ?q ?v . "
                       f"FILTER(isLiteral(?v) && CONTAINS(STR(?v), \";\")) }}")
        words = {w for v in listed for w in (folded(e) for e in v.split(";")) if w in rest and w not in SMALL_WORDS}
        for word in sorted(words):
            ways = listing(f"SELECT DISTINCT ?q WHERE {{ {things} ?x ?q ?v . FILTER({listed_element('?v', word)}) }}")
            if len(ways) == 1:
                conditions.append(_holds(len(conditions), ways[0], word))
        for entity in entities:
            ways = listing(f"SELECT DISTINCT ?q WHERE {{ {things} ?x ?q {iri_to_sparql(entity)} . }}")
            # (not where the kind is a name: "How many Stackwell Crates ...?" names the thing itself)
            named = bool(set(folded(iri_words(prop)).split()) & TITLE_WORDS)
            joined = _node_join(things, entity, listing, len(conditions)) if not ways and not named else None
            if len(ways) == 1:
                conditions.append(f"?x {iri_to_sparql(ways[0])} {iri_to_sparql(entity)} .")
            elif joined is not None:  # "Which parties has Marta Ilves sat for?": through her memberships
                conditions.append(joined)
            elif not any(phrase_spans(folded(str(v)), text) for v in said):
                return None  # an entity the things do not reach, and no value said in its place
        head = "SELECT (COUNT(DISTINCT ?x) AS ?count)" if ASKS_HOW_MANY.match(question) else "SELECT DISTINCT ?x"
        return KindReading(StatedReading(f"{head} WHERE {{ {things} {' '.join(conditions)} }}",
                                         f"the {noun}: {iri_words(prop).lower()} {kind or 'any'}"), prop, kind,
                           len(conditions))
    return None


def _node_join(things: str, entity: str, listing: Callable[[str], list[str]], i: int) -> str | None:
    """The condition joining the things (``things`` binds ``?x``) to ``entity`` through one node
    between them (a membership that links a person and a party), by the one property the node
    links the entity with, and any of the properties it links the things with, or they link it
    with ("Which parties has X sat for?": a seat's ``on_behalf_of``, a leadership's
    ``organization``; "How many goalkeepers play in the league?": a team's ``captain``, a
    player's ``playsFor``); None where
    nothing joins them so, or the node links the entity by several properties."""
    e = iri_to_sparql(entity)
    node = f"?node_{i}"
    links = listing(f"SELECT DISTINCT ?a WHERE {{ {things} {{ {node} ?b ?x }} UNION {{ ?x ?b {node} }} {node} ?a {e} . "
                    f"FILTER(?a != {_TYPE} && ?b != {_TYPE} && isIRI(?b)) }}")
    if len(links) != 1:
        return None
    a = iri_to_sparql(links[0])
    # both ways: a team's ``captain``, a player's ``playsFor`` the team
    out = listing(f"SELECT DISTINCT ?b WHERE {{ {things} {node} ?b ?x . {node} {a} {e} . FILTER(?b != {_TYPE}) }}")
    into = listing(f"SELECT DISTINCT ?b WHERE {{ {things} ?x ?b {node} . {node} {a} {e} . FILTER(?b != {_TYPE}) }}")
    steps = [iri_to_sparql(b) for b in sorted(out)] + [f"^{iri_to_sparql(b)}" for b in sorted(into)]
    if not steps:
        return None
    step = "|".join(steps)
    return f"{node} {a} {e} . {node} {f'({step})' if len(steps) > 1 else step} ?x ."


def text_key(nouns: set[str], properties: dict) -> str | None:
    """The one property holding text (not numbers, not dates, not links, not names) whose name
    ends with one of ``nouns`` (folded: "shop" for OpenStreetMap's ``Key:shop``), or None."""
    def last(iri: str) -> str:
        words = folded(iri_words(iri)).split()
        return words[-1] if words else ""
    keys = [iri for iri, item in properties.items()
            if not item.is_link and item.literal_datatypes and not item.holds_numbers and not item.holds_number_text
            and last(iri) in nouns and last(iri) not in TITLE_WORDS]
    return keys[0] if len(keys) == 1 else None


def listed_element(v: str, word: str) -> str:
    """A SPARQL test that text ``v`` is ``word`` or holds it as one of a ";"- or "|"-separated
    list ("coffee_shop;cake", :func:`kgqa.engine.listed_values.element_regex`)."""
    return (f"(LCASE(STR({v})) = {term_to_sparql(word)} || "
            f"REGEX(LCASE(STR({v})), {term_to_sparql(element_regex(word))}))")


def _holds(i: int, prop: str, value: str) -> str:
    """The condition that ``?x`` has ``value`` by ``prop``, alone or in a list of values."""
    return f"?x {iri_to_sparql(prop)} ?said{i} . FILTER({listed_element(f'?said{i}', folded(value))})"


__all__ = ["KindReading", "folded", "kind_listing", "listed_element", "text_key"]
