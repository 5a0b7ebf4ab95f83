"""Yes/no comparisons of two named entities, answered as a comparison of two sub-results.

"Is Ann Lee older than Bo Diaz?" or "Does Arena One have a larger capacity than Dome Two?"
names two entities, a comparative and (maybe) the measure. Neither is a pattern the outline
model learns from statement-style training questions, and the answer is one comparison::

    ASK { <a> <p> ?x . <b> <p> ?y . FILTER(?x > ?y) }

The two mentions are linked by the KG's label index; the measure ``<p>`` is a numeric property
both entities have, the one whose words the comparative names ("older" -> age, "larger
capacity" -> capacity), else the one the schema ranker finds most relevant to the question.
"older"/"younger" over a date ("birth date") compare the other way: older is earlier. "Was A
born before B?" compares the dates the verb names ("born": birth), earlier or later.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgqa.candidates.aspects import entity_aspects
from kgqa.candidates.described import described_entities
from kgqa.candidates.key_names import looks_like_code
from kgqa.candidates.schema import DATE_DATATYPES, number_sparql, readable
from kgqa.engine.event_kind import event_order_ask
from kgqa.kg.labels import LABEL_PATH
from kgqa.kg.terms import iri_to_sparql
from kgqa.kg.vocabulary import RDF_TYPE, is_machinery
from kgqa.wordforms import singular, singular_words


#: comparative -> (words of the measure it implies, sign of "more")
COMPARATIVES: dict[str, tuple[tuple[str, ...], str]] = {
    # older/younger: an age, or a date a life (or a body's existence) starts at, compared the other way
    "older": (("age", "birth", "born", "start", "founded"), ">"),
    "younger": (("age", "birth", "born", "start", "founded"), "<"),
    "taller": (("height",), ">"), "shorter": (("height", "length"), "<"),
    "bigger": (("size", "capacity", "area", "population"), ">"),
    "larger": (("size", "capacity", "area", "population"), ">"),
    "greater": (("size", "capacity", "area", "population"), ">"),
    "smaller": (("size", "capacity", "area", "population"), "<"),
    "higher": (("height", "rank", "score", "rating", "elevation"), ">"),
    "lower": (("height", "rank", "score", "rating", "elevation"), "<"),
    "heavier": (("weight",), ">"), "lighter": (("weight",), "<"),
    "stronger": (("strength",), ">"), "weaker": (("strength",), "<"),
    "longer": (("length", "duration"), ">"),
    "faster": (("speed",), ">"), "slower": (("speed",), "<"),
    "earlier": (("date", "year", "time"), "<"), "later": (("date", "year", "time"), ">"),
    "newer": (("date", "year"), ">"),
    "richer": (("worth", "wealth", "money", "earnings"), ">"),
    "cheaper": (("price", "cost"), "<"), "wider": (("width",), ">"), "deeper": (("depth",), ">"),
    "hotter": (("temperature", "temp", "heat"), ">"), "warmer": (("temperature", "temp", "heat"), ">"),
    "colder": (("temperature", "temp"), "<"), "cooler": (("temperature", "temp"), "<"),
    "denser": (("density",), ">"),
    "more": ((), ">"), "less": ((), "<"), "fewer": ((), "<"),
}
#: a compass direction compares a coordinate ("further north than": a higher latitude)
COMPASS: dict[str, tuple[tuple[str, ...], str]] = {
    "north": (("latitude", "lat"), ">"), "south": (("latitude", "lat"), "<"),
    "east": (("longitude", "long", "lon", "lng"), ">"), "west": (("longitude", "long", "lon", "lng"), "<"),
}
COMPARATIVES.update({f"{far} {way}": measure for way, measure in COMPASS.items() for far in ("further", "farther")})
#: the comparatives as a regex alternative (a two-word one, "further north", across any spaces)
_ADJECTIVES = "|".join(c.replace(" ", r"\s+") for c in COMPARATIVES)
#: a value read as a number whether typed or written as text
AS_NUMBER = "<http://www.w3.org/2001/XMLSchema#double>(STR({}))"
_DATE_WORDS = ("birth", "born", "date", "year", "founded", "established", "created", "creation")

_FORM = re.compile(
    r"^\s*(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would)\s+(?P<a>.+?)\s+"
    r"(?:(?:have|has|had)\s+)?(?:(?:a|an)\s+)?"
    rf"(?P<adj>{_ADJECTIVES})\b(?P<noun>(?:\s+\w+){{0,3}}?)\s+than\s+(?P<b>.+?)"
    r"(?:\s+(?:is|are|was|were|does|do|did|has|have|had))?\s*[?.!]*$",  # "... than B does?"
    re.I,
)
# "Do A and B share a language?", "Do A and B have a language in common?", "Do A and B have the
# same alignment?", "Do A and B work in the same department?": one value both entities hold
_SHARE = re.compile(
    r"^\s*(?:do|does|did|are|were|is|was)\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)\s+"
    r"(?:(?:both\s+)?share\s+(?:(?:a|an|any|some|the\s+same|one)\s+)?(?P<n1>.+?)"
    r"|have\s+(?:(?:a|an|any|some|one)\s+)?(?P<n2>.+?)\s+in\s+common"
    r"|(?:have|speak|use|hold)\s+the\s+same\s+(?P<n3>.+?)"
    r"|of\s+the\s+same\s+(?P<n4>.+?)"
    # "work in the same department", "come from the same country", "belong to the same category"
    r"|[a-z]+\s+(?:in|at|for|to|from|on|under|with|by)\s+the\s+same\s+(?P<n5>.+?))\s*[?.!]*$",
    re.I,
)
# "Is A in the same group as B?", "Does A belong to the same category as B?", "Was A born in the
# same city as B?": one value both hold, said of A as B's
_SAME_AS = re.compile(
    r"^\s*(?:is|are|was|were|does|do|did)\s+(?P<a>.+?)\s+(?:(?:belong|come|came|live|lived|work|worked|play|played|born|"
    r"based|located|listed|classed|classified|grouped|registered|published|filed|sorted|fall|fell|appear|appeared|"
    r"run|ran|set|made|built|headquartered|found|founded)\s+)?"
    r"(?:in|at|for|to|from|on|under|with|by|of)\s+the\s+same\s+(?P<n>.+?)\s+as\s+(?P<b>.+?)\s*[?.!]*$",
    re.I,
)
# "Was A born before B?", "Was A founded after B?": an event of each, earlier or later; the
# verb says which date ("born" -> birth)
_EVENT = re.compile(
    r"^\s*(?:is|are|was|were|did|does|do)\s+(?P<a>.+?)\s+"
    r"(?P<verb>[a-z]+(?:ed|en)|born|built|made|held|begun|founded|(?:take|took)\s+place|happen|start|begin|open"
    r"|end|finish|close|launch|expire|run\s+out|join|leave|arrive|retire|(?:come|came)\s+into\s+force)"
    r"\s+(?P<when>before|after|earlier\s+than|later\s+than|prior\s+to|sooner\s+than|(?:more|less)\s+recently\s+than)"
    r"\s+(?P<b>.+?)\s*[?.!]*$",
    re.I,
)
#: the words of an event's ``when`` that put A's date first ("updated less recently than B")
_EARLIER = ("before", "earlier", "prior", "sooner", "less")
#: what a verb's date is called; "take place", "happen": the event's date, whichever the KG has
_EVENT_NOUNS = {"born": "birth", "died": "death", "take place": "", "took place": "", "happen": "", "happened": "",
                "come into force": "force", "came into force": "force", "join": "joined", "retire": "retired",
                "leave": "left", "arrive": "arrival"}
#: what a count comparison counts with ("more languages": how many values of the property)
COUNTING = ("more", "less", "fewer")
# words after the subject that are its verb, not its name ("does A speak more languages ...")
_MAX_VERB_WORDS = 2
#: words of a kind said before a thing's key ("coin 2001.3.2"), dropped to link it
_MAX_KIND_WORDS = 2
#: things of one name read per side, and pairs of them tried, at most
_MAX_HOMONYMS, _MAX_PAIRS = 3, 4
#: the bound on each query that finds an event's date
_EVENT_TIMEOUT_S = 10.0


@dataclass(frozen=True)
class Comparison:
    """The parts of a comparative yes/no question."""

    left: str
    right: str
    comparative: str  # one of COMPARATIVES, lower case; "same" for a shared value
    noun: str  # what is compared when the question says it ("capacity"), else ""


def parse_comparison(question: str) -> Comparison | None:
    """The two mentions and the comparative of ``question``, or None.

    >>> parse_comparison("Does Arena One have a larger capacity than Dome Two?")
    Comparison(left='Arena One', right='Dome Two', comparative='larger', noun='capacity')
    >>> parse_comparison("Is Ann Lee older than Bo Diaz?").comparative
    'older'
    >>> parse_comparison("Which singer is older than 40?") is None
    True
    >>> parse_comparison("Do Ann Lee and Bo Diaz share a language?")
    Comparison(left='Ann Lee', right='Bo Diaz', comparative='same', noun='language')
    >>> parse_comparison("Do Ann Lee and Bo Diaz work in the same department?").noun
    'department'
    >>> parse_comparison("Was Ann Lee born before Bo Diaz?")
    Comparison(left='Ann Lee', right='Bo Diaz', comparative='earlier', noun='birth')
    >>> parse_comparison("Was Arena One opened after 1990?") is None
    True
    >>> parse_comparison("Was the rail data updated more recently than the road counts?")
    Comparison(left='rail data', right='road counts', comparative='later', noun='updated')
    >>> parse_comparison("Is Corrin Moor further north than Corrin Village?").comparative
    'further north'
    >>> parse_comparison("Did Expo One take place before Expo Two?")
    Comparison(left='Expo One', right='Expo Two', comparative='earlier', noun='')
    >>> parse_comparison("Did the Tide project end before Sea Sense?")
    Comparison(left='Tide project', right='Sea Sense', comparative='earlier', noun='end')
    >>> parse_comparison("Did the Water Act come into force before the Plastics Act?").noun
    'force'
    >>> parse_comparison("Did Cato Brimley join before Priya Wendholt?").noun
    'joined'
    >>> parse_comparison("Can Hall One hold more people than Hall Two?").noun
    'people'
    >>> parse_comparison("Is the data pipeline engineer in the same ISCO group as the business analyst?")
    Comparison(left='data pipeline engineer', right='business analyst', comparative='same', noun='isco group')
    >>> parse_comparison("Does Ann Lee belong to the same club as Bo Diaz?").noun
    'club'
    """
    m = _SHARE.match(question)
    if m:
        left, right = (_mention(m[k]) for k in ("a", "b"))
        noun = next(m[k] for k in ("n1", "n2", "n3", "n4", "n5") if m[k]).strip().lower()
        return Comparison(left, right, "same", noun) if left and right and noun else None
    m = _SAME_AS.match(question)
    if m:
        left, right = (_mention(m[k]) for k in ("a", "b"))
        noun = m["n"].strip().lower()
        return Comparison(left, right, "same", noun) if left and right and noun else None
    m = _EVENT.match(question)
    if m:
        left, right = (_mention(m[k]) for k in ("a", "b"))
        if not left or not right or re.fullmatch(r"[\d.,\s]+", right):
            return None  # "released before 2005" compares with a value
        when = "earlier" if m["when"].lower().split()[0] in _EARLIER else "later"
        verb = " ".join(m["verb"].lower().split())
        return Comparison(left, right, when, _EVENT_NOUNS.get(verb, verb))
    m = _FORM.match(question)
    if not m:
        return None
    left, right = (_mention(m[k]) for k in ("a", "b"))
    if not left or not right or re.fullmatch(r"[\d.,\s]+", right):
        return None  # "older than 40" compares with a value: the model's filters do that
    return Comparison(left, right, " ".join(m["adj"].lower().split()), m["noun"].strip().lower())


def _mention(text: str) -> str:
    return re.sub(r"(?i)^(?:the|a|an)\s+", "", text.strip())


def shared_numeric_properties(kg, a: str, b: str) -> list[str]:
    """Properties for which both entities have a numeric (or date) value (a number written as
    text too: GeoNames' ``gn:elevation "2314"``)."""
    query = (f"SELECT DISTINCT ?p WHERE {{ {iri_to_sparql(a)} ?p ?x . {iri_to_sparql(b)} ?p ?y . "
             f"FILTER({number_sparql('?x')} || datatype(?x) IN (<http://www.w3.org/2001/XMLSchema#date>, "
             f"<http://www.w3.org/2001/XMLSchema#dateTime>, <http://www.w3.org/2001/XMLSchema#gYear>)) }}")
    return [str(row[0]) for row in kg.select(query).rows]


def measure_score(label: str, comparison: Comparison, relevance: float) -> float:
    """How well a property (by its label words) is the measure the question compares: the words
    the question names (its noun, then the comparative's) count before the ranker's relevance."""
    words = singular_words(label)
    named = {singular(w) for w in comparison.noun.split()}
    implied = set(COMPARATIVES[comparison.comparative][0])
    return 4.0 * len(words & named) + 2.0 * len(words & implied) + relevance


def comparison_sparql(a: str, b: str, prop: str, sign: str, as_text: bool = False, as_number: bool = False) -> str:
    """ASK whether ``a``'s value of ``prop`` is ``sign`` ``b``'s. ``as_text``: compare the values'
    ISO forms, for a property whose dates are of more than one datatype ("2021-05-02" and
    "2024-01-10T08:00:00": compared as they are, a date and a date-time fail the FILTER).
    ``as_number``: the values are numbers written as text, compared as numbers."""
    p = iri_to_sparql(prop)
    x, y = ("STR(?x)", "STR(?y)") if as_text else (AS_NUMBER.format("?x"), AS_NUMBER.format("?y")) if as_number \
        else ("?x", "?y")
    return f"ASK {{ {iri_to_sparql(a)} {p} ?x . {iri_to_sparql(b)} {p} ?y . FILTER({x} {sign} {y}) }}"


def comparison_query(comparison: Comparison, kg, labels, schema, relevance: dict[str, float]) -> str | None:
    """The ASK of a parsed comparison (:func:`parse_comparison`), or None when its two entities
    or its measure cannot be found. ``labels``: the KG's label index; ``schema``: its
    :class:`~kgqa.candidates.schema.SchemaIndex`; ``relevance``: property IRI -> ranker score.

    - a measure ("is A taller than B", "does A have more speed than B"): a numeric property both
      entities have, compared;
    - a count ("does A speak more languages than B"): with more/less/fewer and a noun that names
      no numeric property but names a property of the entities, or the class of its values, the
      numbers of values compared;
    - a shared value ("do A and B share a language"): a value both hold under the property (or
      of the class) the noun names.
    """
    # two things of one name ("Hadal" the track and "Hadal" the recorded signal): the first pair
    # that has what the comparison compares
    for a, b in link_pairs(comparison, labels, _class_names(schema))[:_MAX_PAIRS]:
        query = _pair_query(comparison, kg, a, b, schema, relevance)
        if query is None and comparison.comparative in ("earlier", "later") and comparison.noun:
            # "Was A released before B?" where each date is on a release event that links it
            query = event_order_ask(a, b, comparison.noun, comparison.comparative == "earlier",
                                    _class_names(schema), kg, _EVENT_TIMEOUT_S)
        if query is not None:
            return query
    return None


def _pair_query(comparison: Comparison, kg, a: str, b: str, schema, relevance: dict[str, float]) -> str | None:
    """:func:`comparison_query` of the two linked things ``a`` and ``b``."""
    def label(iri: str) -> str:
        item = schema.properties.get(iri)
        return item.text(schema) if item else readable(iri)[0]

    def class_label(iri: str) -> str:
        item = schema.classes.get(iri)
        return item.text(schema) if item else readable(iri)[0]

    if comparison.comparative == "same":
        named = named_properties(kg, a, b, comparison.noun, label, class_label, relevance)
        return shared_value_sparql(a, b, *named[0]) if named else None
    props = shared_numeric_properties(kg, a, b)
    if comparison.comparative in COUNTING and comparison.noun and \
            not any(_named_words(label(p), comparison.noun) for p in props):
        named = named_properties(kg, a, b, comparison.noun, label, class_label, relevance)
        if named:
            return count_comparison_sparql(a, b, *named[0], COMPARATIVES[comparison.comparative][1])
    # a date property with one value written as text ("2009-03-14") is still a date: older is earlier
    dated = schema.dated_properties | schema.text_dated_properties
    measure = _measure(comparison, props, label, relevance, dated)
    if measure is None or not measure_score(label(measure[0]), comparison, 0.0):
        # none of their own, or none the comparison's words say ("rated higher", a year built):
        # a measure past their nodes that the words say comes first, or one their aspects hold
        past_nodes = node_comparison(comparison, kg, a, b, label, relevance, said=measure is not None) \
            or aspect_comparison(comparison, kg, a, b, label, relevance, dated, said=measure is not None)
        if past_nodes is not None or measure is None:
            return past_nodes
    item = schema.properties.get(measure[0])
    kinds = set(item.literal_datatypes) if item is not None else set()
    return comparison_sparql(a, b, *measure, as_text=len(kinds) > 1 and kinds <= DATE_DATATYPES,
                             as_number=item is not None and item.holds_number_text)


def node_comparison(comparison: Comparison, kg, a: str, b: str, label, relevance: dict[str, float],
                    said: bool = False) -> str | None:
    """The ASK of a comparison whose measure both entities hold one step past a node of their
    own with no name ("Is A rated higher than B?": ``schema:aggregateRating [ schema:ratingValue
    4.6 ]``), where they share no numeric property of their own: the two steps whose words fit
    the comparison best, compared as numbers (text numbers too). With ``said``, only a measure
    whose words the comparison says. None where there is none."""
    rows = kg.select(f"SELECT DISTINCT ?p ?q WHERE {{ {iri_to_sparql(a)} ?p ?n . ?n ?q ?x . "
                     f"{iri_to_sparql(b)} ?p ?m . ?m ?q ?y . FILTER({number_sparql('?x')} && "
                     f"{number_sparql('?y')} && (isBlank(?n) || NOT EXISTS {{ ?n {LABEL_PATH} ?l }})) }} "
                     "LIMIT 50").rows
    ways = [(str(p), str(q)) for p, q in rows]
    if not ways:
        return None
    # the value's own property says the measure ("rating value", not "review count"); the step to
    # the node ("aggregate rating") only breaks ties
    if said:  # only a measure the comparison's words say
        ways = [w for w in ways if measure_score(label(w[1]), comparison, 0.0)]
        if not ways:
            return None
    p, q = max(ways, key=lambda w: (measure_score(label(w[1]), comparison, relevance.get(w[1], 0.0)),
                                    measure_score(label(w[0]), comparison, relevance.get(w[0], 0.0)), w))
    sign = COMPARATIVES[comparison.comparative][1]
    path = f"{iri_to_sparql(p)}/{iri_to_sparql(q)}"
    # a number written as text in one dump ("4.8") and as a decimal in the next: compared as numbers
    x, y = (AS_NUMBER.format(v) for v in ("?x", "?y"))
    return f"ASK {{ {iri_to_sparql(a)} {path} ?x . {iri_to_sparql(b)} {path} ?y . FILTER({x} {sign} {y}) }}"


def _measure(comparison: Comparison, props: list[str], label, relevance: dict[str, float],
             dated: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """The numeric property of ``props`` the comparison compares and the sign of "more"."""
    if not props:
        return None
    prop = max(props, key=lambda p: (measure_score(label(p), comparison, relevance.get(p, 0.0)), p))
    return prop, _sign(comparison, prop, label, dated)


def _sign(comparison: Comparison, prop: str, label, dated: frozenset[str]) -> str:
    """The sign of "more" of the comparison on ``prop``: older (younger) compares a date the
    other way, where the property's words or its values (``dated``) say it holds dates."""
    sign = COMPARATIVES[comparison.comparative][1]
    if comparison.comparative in ("older", "younger") and (
            prop in dated or any(w in label(prop).lower() for w in _DATE_WORDS)):
        sign = "<" if sign == ">" else ">"  # older = born (founded) earlier
    return sign


def aspect_comparison(comparison: Comparison, kg, a: str, b: str, label, relevance: dict[str, float],
                      dated: frozenset[str], said: bool = False) -> str | None:
    """The ASK of a comparison whose measure both entities hold on an aspect reached by the same
    path (:mod:`kgqa.candidates.aspects`: the Getty vocabularies' birth years, on a biography
    node two steps from the named concept), where they share no numeric property of their own.
    With ``said``, only a measure whose words the comparison says. None where there is none."""
    paths = {x.path for x in entity_aspects(kg, a)} & {x.path for x in entity_aspects(kg, b)}
    ways = []
    for path in sorted(paths):
        steps = "/".join(iri_to_sparql(p) for p in path)
        rows = kg.select(f"SELECT DISTINCT ?q WHERE {{ {iri_to_sparql(a)} {steps} ?n . ?n ?q ?x . "
                         f"{iri_to_sparql(b)} {steps} ?m . ?m ?q ?y . FILTER({number_sparql('?x')} || "
                         f"datatype(?x) IN ({', '.join(iri_to_sparql(d) for d in sorted(DATE_DATATYPES))})) }}").rows
        ways += [(path, str(q)) for (q,) in rows]
    if said:
        ways = [w for w in ways if measure_score(label(w[1]), comparison, 0.0)]
    if not ways:
        return None
    path, q = max(ways, key=lambda w: (measure_score(label(w[1]), comparison, relevance.get(w[1], 0.0)), w))
    steps = "/".join(iri_to_sparql(p) for p in (*path, q))
    x, y = ("?x", "?y") if q in dated else (AS_NUMBER.format(v) for v in ("?x", "?y"))
    return (f"ASK {{ {iri_to_sparql(a)} {steps} ?x . {iri_to_sparql(b)} {steps} ?y . "
            f"FILTER({x} {_sign(comparison, q, label, dated)} {y}) }}")


# "Who is taller, A or B?", "Which is more dangerous: A or B?": the one of two with more of a measure
_WHICH_OF = re.compile(
    r"^\s*(?:who|which|what)(?:\s+(?!is\b)[a-z]+)?\s+(?:is|was|are|were)\s+(?:the\s+)?"
    rf"(?:(?P<more>more|less)\s+(?P<noun>[a-z]+)|(?P<adj>{'|'.join(c for c in COMPARATIVES if c not in COUNTING)}))"
    r"\s*[,:;]?\s+(?P<a>.+?)\s+or\s+(?P<b>.+?)\s*[?.!]*$", re.I)


# "Which company has more employees, A or B?", "Which city has a larger population: A or B?",
# "Which conference drew more attendees, A or B?": a verb, then "more" and a noun or a
# comparative and a noun
_WHICH_HAS = re.compile(
    r"^\s*(?:who|which|what)(?:\s+(?!(?:is|was|are|were|has|have|had)\b)[a-z]+)?\s+"
    r"(?!(?:is|was|are|were)\b)[a-z]+\s+(?:the\s+|a\s+)?"
    rf"(?:(?P<more>{'|'.join(COUNTING)})\s+(?P<noun>[a-z]+)|"
    rf"(?P<adj>{'|'.join(c for c in COMPARATIVES if c not in COUNTING)})\s+(?P<adj_noun>[a-z]+))"
    r"\s*[,:;]?\s+(?P<a>.+?)\s+or\s+(?P<b>.+?)\s*[?.!]*$", re.I)


def parse_which_of(question: str) -> Comparison | None:
    """"Who is taller, A or B?" as the :class:`Comparison` of A with B ("more dangerous": the
    comparative "more" of the noun "dangerous"), or None. A verb may say what is compared:
    "Which company has more employees, A or B?" (:data:`_WHICH_HAS`).

    >>> parse_which_of("Who is taller, Grumbak Stonejaw or Hulda Mossback?")
    Comparison(left='Grumbak Stonejaw', right='Hulda Mossback', comparative='taller', noun='')
    >>> parse_which_of("which is more dangerous, sulvaran emberwing or isskaldra the pale").noun
    'dangerous'
    >>> parse_which_of("Which city has a larger population, Brannholt or Lysmere?")
    Comparison(left='Brannholt', right='Lysmere', comparative='larger', noun='population')
    """
    m = _WHICH_OF.match(question) or _WHICH_HAS.match(question)
    if m is None:
        return None
    left, right = _mention(m["a"]), _mention(m["b"])
    if not left or not right:
        return None
    if m["more"]:
        return Comparison(left, right, m["more"].lower(), m["noun"].lower())
    noun = m["adj_noun"] if "adj_noun" in m.groupdict() else None
    return Comparison(left, right, m["adj"].lower(), (noun or "").lower())


def which_of_query(comparison: Comparison, kg, labels, schema, relevance: dict[str, float]) -> str | None:
    """``SELECT ?x`` of the one of the two entities with more (or less) of the measure the
    comparison names (:func:`comparison_query`'s measure), or None when the entities or the
    measure cannot be found."""
    ends = link_pair(comparison, labels, _class_names(schema))
    if ends is None:
        return None

    def label(iri: str) -> str:
        item = schema.properties.get(iri)
        return item.text(schema) if item else readable(iri)[0]

    measure = _measure(comparison, shared_numeric_properties(kg, *ends), label, relevance)
    if measure is None:
        return None
    prop, sign = measure
    order = "DESC" if sign == ">" else "ASC"
    return (f"SELECT ?x WHERE {{ VALUES ?x {{ {' '.join(iri_to_sparql(e) for e in ends)} }} "
            f"?x {iri_to_sparql(prop)} ?v . }} ORDER BY {order}(?v) LIMIT 1")


def _class_names(schema) -> dict[str, str]:
    """Each class IRI of ``schema`` -> its label (the nouns a description may end with)."""
    return {iri: c.label for iri, c in schema.classes.items()}


def link_pair(comparison: Comparison, labels, class_labels: dict[str, str] | None = None) -> tuple[str, str] | None:
    """The IRIs of the two entities compared, by the label index, or None. The first mention may
    end with its verb ("does A speak more languages than B": "A speak"): up to two last words are
    dropped until it links. With ``class_labels``, a mention that names no label may describe one
    thing by a few words of its title and its class noun ("the composting thread",
    :mod:`kgqa.candidates.described`)."""
    pairs = link_pairs(comparison, labels, class_labels)
    return pairs[0] if pairs else None


def link_pairs(comparison: Comparison, labels, class_labels: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """:func:`link_pair`'s pair first, then the pairs of the other things named as well as each
    side's first (homonyms: a track and its recording both "Hadal")."""
    def link(mention: str):
        hits = labels.lookup(mention, k=_MAX_HOMONYMS, min_score=0.8)
        if hits:
            return [(h.iri, frozenset(h.classes)) for h in hits if h.score >= hits[0].score]
        described = described_entities(f"the {mention}", labels, class_labels) if class_labels else []
        return [(described[0].id, frozenset())] if len(described) == 1 else None

    def keyed(mention: str):
        # "coin 2001.3.2": a thing named by its key after its kind's noun (a key, not a name:
        # "the mayor of Valdoria" is not Valdoria)
        words = mention.split()
        return next((x for lead in range(1, min(_MAX_KIND_WORDS, len(words) - 1) + 1)
                     if looks_like_code(key := " ".join(words[lead:])) and (x := link(key))), None)

    words = comparison.left.split()
    lefts = [" ".join(words[: len(words) - drop]) for drop in range(0, min(_MAX_VERB_WORDS, len(words) - 1) + 1)]
    # the name as said first (with its verb dropped), then without a kind's noun before it
    a = next((x for m in lefts if (x := link(m))), None) or next((x for m in lefts if (x := keyed(m))), None)
    right = comparison.right
    if right.lower().endswith(" one") and len(words) > 1:  # "than the rain barrel one": the left's noun
        right = f"{right[:-4]} {words[-1]}"
    b = link(right) or keyed(right)
    if not a or not b:
        return []
    pairs = [(x, y, i + j, bool(cx & cy)) for i, (x, cx) in enumerate(a) for j, (y, cy) in enumerate(b) if x != y]
    # the first-named pair first, then things of one class (two tracks) before others
    pairs.sort(key=lambda p: (p[2] > 0, not p[3], p[2]))
    return list(dict.fromkeys((x, y) for x, y, _, _ in pairs))


def _words(text: str) -> set[str]:
    return singular_words(text)


def _named_words(label: str, noun: str) -> int:
    """How many words of ``noun`` a property (or class) label has."""
    return len(_words(label) & _words(noun))


def named_properties(kg, a: str, b: str, noun: str, label, class_label,
                     relevance: dict[str, float] | None = None) -> list[tuple[str, str | None, bool]]:
    """``(property, class or None, inverse)`` of the values ``a`` or ``b`` have that ``noun`` names,
    best first: by the words of the property's label, or of the class its values belong to
    ("languages" -> ``speaks`` whose values are Languages); then, ``inverse``, the things of the
    class the noun names that hold ``a`` or ``b`` as a value ("publish more datasets": the
    Datasets whose publisher each is), below a value of equal fit. Ties go to the property the
    schema ranker fits best to the question (``relevance``)."""
    ends = f"VALUES ?s {{ {iri_to_sparql(a)} {iri_to_sparql(b)} }}"
    held = f"SELECT DISTINCT ?p ?c WHERE {{ {ends} ?s ?p ?x . OPTIONAL {{ ?x a ?c }} }}"
    holding = f"SELECT DISTINCT ?p ?c WHERE {{ {ends} ?x ?p ?s . ?x a ?c }}"
    relevance = relevance or {}
    scored = []
    for inverse, query in ((False, held), (True, holding)):
        for p, c in ((str(r[0]), None if r[1] is None else str(r[1])) for r in kg.select(query).rows):
            if p == RDF_TYPE or is_machinery(p):  # labels, comments, OWL terms are no measure
                continue
            by_prop = 0 if inverse else _named_words(label(p), noun)
            by_class = _named_words(class_label(c), noun) if c and not is_machinery(c) else 0
            if by_prop:
                scored.append((2 * by_prop, p, None, inverse))
            if by_class:
                scored.append((by_class - 0.5 * inverse, p, c, inverse))
    scored.sort(key=lambda x: (-x[0], -relevance.get(x[1], 0.0), x[1], x[2] or "", x[3]))
    seen, out = set(), []
    for _, p, c, inverse in scored:
        if (p, c, inverse) not in seen:
            seen.add((p, c, inverse))
            out.append((p, c, inverse))
    return out


def _values(entity: str, prop: str, cls: str | None, var: str, inverse: bool = False) -> str:
    typed = f" . ?{var} a {iri_to_sparql(cls)}" if cls else ""
    if inverse:
        return f"?{var} {iri_to_sparql(prop)} {iri_to_sparql(entity)}{typed}"
    return f"{iri_to_sparql(entity)} {iri_to_sparql(prop)} ?{var}{typed}"


def count_comparison_sparql(a: str, b: str, prop: str, cls: str | None, inverse: bool, sign: str) -> str:
    """Does ``a`` have more (``sign`` ">") values of ``prop`` (of class ``cls``) than ``b``
    (``inverse``: more things of ``cls`` holding it by ``prop``)?"""
    return (f"ASK {{ {{ SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_values(a, prop, cls, 'x', inverse)} }} }} "
            f"{{ SELECT (COUNT(DISTINCT ?y) AS ?m) WHERE {{ {_values(b, prop, cls, 'y', inverse)} }} }} "
            f"FILTER(?n {sign} ?m) }}")


def shared_value_sparql(a: str, b: str, prop: str, cls: str | None, inverse: bool = False) -> str:
    """Do ``a`` and ``b`` hold one value of ``prop`` (of class ``cls``) both (``inverse``: does one
    thing of ``cls`` hold both by ``prop``, "Did A and B play in the same film?")?"""
    typed = f" . ?x a {iri_to_sparql(cls)}" if cls else ""
    p = iri_to_sparql(prop)
    if inverse:
        return f"ASK {{ ?x {p} {iri_to_sparql(a)} . ?x {p} {iri_to_sparql(b)}{typed} }}"
    return f"ASK {{ {iri_to_sparql(a)} {p} ?x . {iri_to_sparql(b)} {p} ?x{typed} }}"
