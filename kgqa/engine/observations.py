"""Figures a KG states as observations: an unnamed node per figure, keyed by its dimensions.

Statistics are published as n-ary facts (the W3C RDF Data Cube, SDMX exports, many hand-made
KGs): an observation node links to what its figure is about (an area, a year, a sex, the dataset)
and holds the figure itself as a number (its measure: a population, an unemployment rate). A
question names some of those dimensions ("the population of Kessland in 2021") and the measure;
the model, which learned its graphs from KGs without such nodes, reads the area's own properties
instead. This reading answers from the observations alone:

- the **keys**: the named entities the observations link to (Kessland, the year IRI "2021"), a
  year said as a number where a dimension holds years (a literal year or date, or an IRI named
  by one), and a dimension value the question names by its label's words ("women": ``Female``;
  "unemployment": the dataset "Unemployment rate"); a dimension no word fixes is read at its
  total value where one value is labelled so ("Total", "All", "Both sexes");
- the **measure**: the numeric property of the keyed observations the question names (by its
  words, or by a dataset's label it said), else the one the schema ranker fits best;
- the **form**: the figure itself ("What was the population of X in 2021?"), a threshold ("Did
  more than 400,000 people live in X in 2019?"), a change between two values of one dimension
  ("Did X's population grow between 2019 and 2022?"), two values compared ("Was income in A
  higher than in B?", "more women than men"), a sum of two ("the combined population of A and
  B"), and listings over a dimension the question asks for ("Which region had the highest
  unemployment rate in 2022?", "In which years was ... above 5 percent?").

Nothing here knows a vocabulary: dimensions, measures and labels are read from the KG's nodes.
Only nodes with no name (no label property) are read as observations, and only where the question
says the measure or a year of a time dimension, so a question about the keyed entity itself
("Which regions border Kessland?") is not taken for a statistic.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from rdflib import Literal, URIRef

from kgqa.candidates.ranker import KEY_LABEL
from kgqa.candidates.schema import iri_words
from kgqa.engine.counted_place import StatedReading
from kgqa.engine.question_forms import ASKS_WHEN
from kgqa.kg.labels import LABEL_PATH, local_name, local_name_words
from kgqa.kg.terms import iri_to_sparql, term_to_sparql
from kgqa.wordforms import NUMBER_SCALES, singular, stem

_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
_XSD = "http://www.w3.org/2001/XMLSchema#"
_NUMERIC = {f"{_XSD}{t}" for t in ("integer", "decimal", "double", "float", "int", "long", "short",
                                   "nonNegativeInteger", "positiveInteger", "unsignedInt", "unsignedLong")}
_DATED = {f"{_XSD}{t}" for t in ("gYear", "date", "dateTime", "gYearMonth")}
#: a year the question says
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
#: words of a time dimension's name ("refPeriod", "year", "date")
_TIME_WORDS = {"year", "period", "date", "time", "when"}
#: labels of a dimension's value that stands for all the others ("Total", "All ages", "Both sexes")
_TOTAL_WORDS = {"total", "all", "both", "overall", "any"}
#: general-English words a question says for a dimension value labelled otherwise
_VALUE_WORDS = {"women": "female", "woman": "female", "girls": "female", "females": "female",
                "men": "male", "man": "male", "boys": "male", "males": "male"}
_COMPARATOR = (r"(?P<op>more|greater|larger|higher|bigger|over|above|exceed(?:s|ed|ing)?|at\s+least|less|fewer|"
               r"smaller|lower|under|below|at\s+most)")
#: a figure compared with a number: "more than 400,000", "above 6 percent", "below 35000"
_THRESHOLD = re.compile(_COMPARATOR + r"(?:\s+than)?\s+(?P<num>\d[\d,]*(?:\.\d+)?)(?P<scale>\s+(?:thousand|million|billion))?"
                        r"(?!\s*(?:and|to)\s+\d)", re.I)
#: two figures compared: "higher than", "more ... than"
_COMPARED = re.compile(r"\b" + _COMPARATOR + r"\b", re.I)
_RISE = re.compile(r"\b(?:grow|grew|grown|growing|rise|rose|risen|rising|increase[ds]?|increasing|gain(?:ed|s)?|"
                   r"go(?:es)?\s+up|went\s+up|climb(?:ed|s)?)\b", re.I)
_FALL = re.compile(r"\b(?:fall|fell|fallen|falling|drop(?:ped|s)?|decline[ds]?|declining|decrease[ds]?|shrink|shrank|"
                   r"shrunk|lose|lost|loses|losing|go(?:es)?\s+down|went\s+down)\b", re.I)
_HIGHEST = re.compile(r"\b(?:highest|largest|biggest|greatest|richest|most|maximum|top)\b", re.I)
_LOWEST = re.compile(r"\b(?:lowest|smallest|least|fewest|minimum)\b", re.I)
_AVERAGE = re.compile(r"\b(?:average|mean)\b", re.I)
_SUM = re.compile(r"\b(?:combined|together|total|sum|altogether)\b", re.I)
_WHERE = re.compile(r"^\s*where\b", re.I)
#: "in which seasons": the noun a listing asks for
_WHICH_NOUN = re.compile(r"^\s*(?:(?:in|for|during)\s+)?(?:which|what)\s+(?P<noun>[a-z]+)", re.I)
_FUNCTION = {"the", "and", "for", "with", "from", "that", "this", "what", "which", "was", "were", "did", "does",
             "how", "many", "much", "than", "more", "less", "in", "of", "by", "per", "all", "total", "data", "value",
             "figure", "number", "rate", "observation", "measure", "statistic", "statistics", "dataset"}


def _path(d: str) -> str:
    """A dimension as SPARQL: a property from the node (``<p>``), or one into it from the thing
    it is about (``^<p>``, a dimension named ``"^" + IRI``)."""
    return f"^{iri_to_sparql(d[1:])}" if d.startswith("^") else iri_to_sparql(d)


@dataclass
class Observations:
    """The observation nodes a question's keys select: each node's values by property, the
    labels of the IRIs among them, and which properties are measures (numbers) or dimensions."""

    values: dict[str, dict[str, set]] = field(default_factory=dict)
    labels: dict[str, set[str]] = field(default_factory=dict)

    def properties(self) -> set[str]:
        return {p for props in self.values.values() for p in props if p != _TYPE}

    def measures(self) -> list[str]:
        """The properties whose every value is a number that is not a year of a time dimension."""
        out = []
        for p in sorted(self.properties()):
            vals = [v for props in self.values.values() for v in props.get(p, ())]
            if vals and all(isinstance(v, Literal) and str(v.datatype) in _NUMERIC for v in vals) \
                    and not self._time_literals(p, vals) and not _identifier(p):
                out.append(p)
        return out

    def _time_literals(self, p: str, vals: list) -> bool:
        return bool(_TIME_WORDS & set(iri_words(p).lower().split())) \
            and all(re.fullmatch(r"(1[5-9]|20)\d\d", str(v)) for v in vals)

    def year_of(self, v) -> int | None:
        """The year a dimension value is: a literal year or date, or an IRI named by a year."""
        if isinstance(v, Literal):
            m = re.match(r"((?:1[5-9]|20)\d\d)(?:$|-)", str(v))
            ok = str(v.datatype) in _DATED or str(v.datatype) in _NUMERIC or v.datatype is None
            return int(m.group(1)) if m and ok else None
        names = self.labels.get(str(v), set()) | {str(v).rstrip("/").rsplit("/", 1)[-1].rsplit("#", 1)[-1]}
        years = {int(n) for n in names if re.fullmatch(r"(1[5-9]|20)\d\d", n.strip())}
        return years.pop() if len(years) == 1 else None

    def dimensions(self) -> list[str]:
        """The properties that are not measures (nor ``rdf:type``): what a figure is about."""
        measures = set(self.measures())
        return [p for p in sorted(self.properties()) if p not in measures]

    def time_dimension(self) -> str | None:
        """The one dimension whose values are all years; None without exactly one."""
        timed = [p for p in self.dimensions()
                 if all(self.year_of(v) is not None for props in self.values.values() for v in props.get(p, ()))
                 and any(p in props for props in self.values.values())]
        return timed[0] if len(timed) == 1 else None

    def dimension_values(self, p: str) -> set:
        return {v for props in self.values.values() for v in props.get(p, ())}

    def keep(self, test: Callable[[dict[str, set]], bool]) -> "Observations":
        return Observations({n: props for n, props in self.values.items() if test(props)}, self.labels)


class ObservationReader:
    """Reads observation nodes on one KG: ``select(query)`` runs a bounded SELECT (its rows, or
    None on a failure), ``words(p)`` says what property ``p`` says, ``best(props)`` the property
    that fits the question best (the schema ranker's choice)."""

    def __init__(self, select: Callable[[str], list | None], words: Callable[[str], str],
                 best: Callable[[list[str]], str | None]) -> None:
        self.select, self.words, self.best = select, words, best

    def keyed_by(self, entities: list[str]) -> dict[str, str]:
        """Each of ``entities`` an observation links to -> the one property that links it
        (``"^" + IRI`` for one from the entity to the node: a food's ``foodNutrient`` to its
        amount of one nutrient): nodes with no name and a number of their own. An entity linked
        to such nodes by two properties keys by the one whose nodes hold the other entities too,
        else it keys none."""
        if not entities:
            return {}
        rows = self.select(
            f"SELECT DISTINCT ?e ?d ?into WHERE {{ VALUES ?e {{ {' '.join(iri_to_sparql(e) for e in entities)} }} "
            f"{{ ?n ?d ?e . BIND(false AS ?into) }} UNION {{ ?e ?d ?n . FILTER(!isLiteral(?n)) BIND(true AS ?into) }} "
            f"?n ?m ?v . FILTER(isNumeric(?v) && ?d != <{_TYPE}>) "
            f"FILTER NOT EXISTS {{ ?n {LABEL_PATH} ?l }} }}") or []
        found: dict[str, set[str]] = {}
        for e, d, into in rows:
            found.setdefault(str(e), set()).add(("^" if str(into).lower() in ("true", "1") else "") + str(d))
        keyed = {e: next(iter(ds)) for e, ds in found.items() if len(ds) == 1}
        # a food linked to its nutrient amounts and to its portions: the nodes that also hold
        # what the other keys fix ("sodium": the nutrient amounts)
        for e, ds in found.items():
            if len(ds) > 1 and keyed:
                joint = [d for d in sorted(ds) if any(
                    self.select(f"SELECT ?n WHERE {{ ?n {_path(d)} {iri_to_sparql(e)} ; {_path(dx)} {iri_to_sparql(x)} . }}")
                    for x, dx in sorted(keyed.items()) if dx not in ds)]
                if len(joint) == 1:
                    keyed[e] = joint[0]
        return keyed

    def observations(self, keys: dict[str, list]) -> Observations:
        """The nodes linked by each key property to one of its values (terms), with all they hold."""
        parts = []
        for i, (d, values) in enumerate(sorted(keys.items())):
            parts.append(f"VALUES ?k{i} {{ {' '.join(term_to_sparql(v) for v in values)} }} ?n {_path(d)} ?k{i} .")
        return self._fetched(" ".join(parts), into=True)

    def _fetched(self, pattern: str, into: bool = False) -> Observations:
        """The nodes ``?n`` that ``pattern`` binds and have no name, with all they hold (and,
        ``into``, the things that link to them, each by a dimension ``"^" + IRI``: a food's
        ``foodNutrient``)."""
        held = "?n ?p ?o ."
        if into:
            held = f"{{ ?n ?p ?o . }} UNION {{ ?o ?p0 ?n . FILTER(isIRI(?o) && ?p0 != <{_TYPE}>) }}"
        rows = self.select(f"SELECT ?n ?p ?o ?l ?p0 WHERE {{ {pattern} {held} "
                           f"FILTER NOT EXISTS {{ ?n {LABEL_PATH} ?name }} "
                           f"OPTIONAL {{ ?o {LABEL_PATH} ?l }} }}") or []
        out = Observations()
        for n, p, o, label, p0 in rows:
            out.values.setdefault(str(n), {}).setdefault(f"^{p0}" if p0 is not None else str(p), set()).add(o)
            if label is not None and isinstance(o, URIRef):
                out.labels.setdefault(str(o), set()).add(str(label))
        return out

    def of_class_observations(self, cls: str) -> Observations:
        """The observations of the things of class ``cls``: the nodes with no name and a number
        that link to one of them (a thing with a name: in a KG that names nothing, no node is told
        apart by having no name), when one property is that link; else none."""
        c = iri_to_sparql(cls)
        rows = self.select(f"SELECT DISTINCT ?d ?into WHERE {{ ?x <{_TYPE}> {c} . "
                           f"{{ ?n ?d ?x . BIND(false AS ?into) }} UNION {{ ?x ?d ?n . FILTER(!isLiteral(?n)) BIND(true AS ?into) }} "
                           f"?n ?m ?v . FILTER(isNumeric(?v) && ?d != <{_TYPE}>) "
                           f"FILTER EXISTS {{ ?x {LABEL_PATH} ?name }} "  # named things, unnamed nodes
                           f"FILTER NOT EXISTS {{ ?n {LABEL_PATH} ?l }} }}") or []
        if len(rows) != 1:
            return Observations()
        d = ("^" if str(rows[0][1]).lower() in ("true", "1") else "") + str(rows[0][0])
        return self._fetched(f"?x <{_TYPE}> {c} . ?n {_path(d)} ?x .", into=d.startswith("^"))

    def of_class(self, values: list[str], cls: str) -> bool:
        """Is one of ``values`` (IRIs; the first hundred) of class ``cls``?"""
        iris = [v for v in values if not v.startswith('"')][:100]
        if not iris:
            return False
        rows = self.select(f"SELECT ?x WHERE {{ VALUES ?x {{ {' '.join(iri_to_sparql(v) for v in iris)} }} "
                           f"?x <{_TYPE}> {iri_to_sparql(cls)} . }}")
        return bool(rows)


def _identifier(p: str) -> bool:
    """Does property ``p`` number things rather than measure them? A name the ranker reads as a
    key (:data:`kgqa.candidates.ranker.KEY_LABEL`: "museum id", "flight number"), a relational
    KG's run-together ``modelid``, or an identifier."""
    local = local_name(p)
    return bool(KEY_LABEL.search(local_name_words(p).lower()) or re.search(r"[a-z]{4,}id$|identifier$", local, re.I))


def _measure_words(reader: "ObservationReader", measure: str) -> set[str]:
    """The words a measure's own name says: its label's, else its local name's (a relational
    KG's ``paragraphs#document_id`` says "document id", not its table's "paragraphs")."""
    words = reader.words(measure)
    own = local_name_words(measure)
    return _content(own) if _content(words) >= _content(own) else _content(words)


#: a number of things: "how many car models", "the number of towns", "more than 3 car models"
_COUNTED_NOUN = re.compile(r"\b(?:how\s+many|number\s+of|(?:more|fewer|less)\s+than\s+\d[\d,]*|at\s+(?:least|most)\s+\d[\d,]*)"
                           r"\s+(?:the\s+)?(?P<noun>[a-z]+(?:\s+[a-z]+)?)", re.I)


def counts_things(question: str, class_labels: dict[str, str]) -> bool:
    """Does the question count things of a class ("How many car models ...", "more than 3 car
    models": a word of the noun is a word of a class label), not ask a figure ("How many people
    lived in X?")?"""
    class_words = {singular(w) for label in class_labels.values() for w in label.lower().split()}
    return any({singular(w) for w in m["noun"].lower().split()} & class_words
               for m in _COUNTED_NOUN.finditer(question))


def _content(text: str) -> set[str]:
    """The stems of the words of ``text`` a name may share with the question."""
    words = {singular(w) for w in re.findall(r"[a-z]+", text.lower())}
    words |= {_VALUE_WORDS[w] for w in words if w in _VALUE_WORDS}
    return {stem(w) for w in words if len(w) > 2 and w not in _FUNCTION}


def _said_value(question: str, values: set, obs: Observations) -> tuple[list, dict]:
    """The values of one dimension the question names by a word of their label (each with the
    position of its first word said); several may be said ("more women than men")."""
    text = question.lower()
    said, at = [], {}
    for v in values:
        names = obs.labels.get(str(v), set()) or ({str(v)} if isinstance(v, Literal) else set())
        words = set().union(*(_content(n) for n in names)) if names else set()
        positions = [m.start() for m in re.finditer(r"[a-z]+", text)
                     if stem(_VALUE_WORDS.get(m.group(), singular(m.group()))) in words and m.group() not in _FUNCTION]
        if positions:
            said.append(v)
            at[v] = min(positions)
    if len(said) > 2:
        return [], {}
    return said, at


def _total_value(values: set, obs: Observations):
    """The one value of a dimension labelled as all the others ("Total", "Both sexes")."""
    totals = [v for v in values
              if any(_TOTAL_WORDS & set(re.findall(r"[a-z]+", n.lower())) for n in obs.labels.get(str(v), ()))]
    return totals[0] if len(totals) == 1 else None


def _threshold(question: str, skip: set[int]) -> tuple[str, float] | None:
    for m in _THRESHOLD.finditer(question):
        number = float(m["num"].replace(",", ""))
        if int(number) in skip and "," not in m["num"]:
            continue  # a year the question keys a figure by, not a compared number
        if m["scale"]:
            number *= NUMBER_SCALES[m["scale"].strip().lower()]
        op = m["op"].lower()
        sign = ">=" if "least" in op else "<=" if "most" in op else \
            "<" if op in ("less", "fewer", "smaller", "lower", "under", "below") else ">"
        return sign, number
    return None


def _asks_figure(question: str, years: set[int]) -> bool:
    """Does the question ask for a figure: how many or how much, a number compared, a change, a
    comparison or a superlative?"""
    return bool(re.match(r"^\s*how\s+(?:many|much)\b", question, re.I) or _threshold(question, years)
                or _direction(question) or _HIGHEST.search(question) or _LOWEST.search(question))


def _direction(question: str) -> str | None:
    """">" for a figure said to rise or be higher, "<" for one that falls or is lower."""
    if _RISE.search(question):
        return ">"
    if _FALL.search(question):
        return "<"
    m = _COMPARED.search(question)
    if m is None:
        return None
    return "<" if m["op"].lower() in ("less", "fewer", "smaller", "lower", "under", "below") else ">"


@dataclass
class _Plan:
    """How a question keys its observations: each dimension fixed to a value, the one dimension
    with two values compared (ordered), the one left free (a listing's) and how many were."""

    fixed: dict[str, object]
    pair: tuple[str, object, object] | None
    free: str | None
    free_count: int = 0


def observation_reading(question: str, stated: dict, reader: ObservationReader, yes_no: bool,
                        asked: str | None = None, counted: bool = False) -> StatedReading | None:
    """The query of a question about figures the KG states as observations (module docstring):
    an ASK for a yes/no question, else the figure(s) or the dimension values asked for. None
    where the question's entities key no observation, or it says no measure or year of them.
    ``asked``: the class the question asks for ("which region"), or None; ``counted``: the
    question counts things of a class ("How many towns ...?"), not a figure."""
    if _AVERAGE.search(question) or counted:
        return None  # an average over things, a count of things: the model's aggregates
    names = {str(k[1]): name for k, name in stated.items()}
    keyed = reader.keyed_by(sorted(names))
    keys: dict[str, list] = {}
    for e, d in keyed.items():
        keys.setdefault(d, []).append(URIRef(e))
    if any(len(v) > 2 for v in keys.values()):
        return None
    if keyed:
        obs = reader.observations(keys)
        if not obs.values and any(d.startswith("^") for d in keys):
            # the things linked to nodes of their own (a dataset's structure to its component
            # specs) key other nodes than the figures: the keys the figures link to, as before
            keys = {d: v for d, v in keys.items() if not d.startswith("^")}
            keyed = {e: d for e, d in keyed.items() if not d.startswith("^")}
            obs = reader.observations(keys) if keys else obs
    elif not names and asked is not None and not yes_no:  # "Which player scored the most goals in 2022?"
        obs = reader.of_class_observations(asked)
    else:
        return None
    if not obs.values:
        return None
    time = obs.time_dimension()
    key_years = {obs.year_of(e) for d, es in keys.items() if d == time for e in es} - {None}
    said_years = sorted({int(y) for y in _YEAR.findall(question)})
    if time is not None and time not in keys and said_years:
        if len(said_years) > 2:
            return None
        obs = obs.keep(lambda props: any(obs.year_of(v) in said_years for v in props.get(time, ())))
        keys[time] = [v for v in obs.dimension_values(time) if obs.year_of(v) in said_years]
    plan = _plan(question, obs, keys, names, time)
    reference = None if yes_no else _reference(question, plan, names, reader, asked)
    if reference is not None:
        plan.fixed.pop(reference[0])
    measure = _measure(question, obs, plan, reader)
    if measure is None:
        return None
    # a measure the question does not name is read only for a figure asked in a year ("How many
    # people lived in Oster in 2020?"), not for another fact of that year ("What was the capital
    # of Kessland in 2021?"), or for a figure of nodes that hold one number, keyed by two named
    # things or listed by the class asked for ("How much sodium is in chicken nuggets?", "What
    # food has the most vitamin C?": a food's amount of a nutrient)
    figure = _asks_figure(question, set(said_years) | key_years)
    about = [e for e in names if e not in keyed]  # "Which vegetables ...": of the things listed
    listed_by_name = not yes_no and _lists_named(question, [names[e] for e in about])
    if not _names_measure(question, measure, plan, obs, reader, names) and not (
            (said_years or key_years) and time is not None and figure) \
            and not (figure and (len(keyed) >= 2 or (keyed and (asked is not None or listed_by_name)) and not yes_no)
                     and len(_selected(obs, plan).measures()) == 1):
        return None
    return _query(question, obs, plan, measure, yes_no, set(said_years) | key_years, reader, asked, reference, about,
                  listed_by_name)


def _plan(question: str, obs: Observations, keys: dict[str, list], names: dict[str, str],
          time: str | None) -> _Plan:
    """Each dimension fixed to one value, the one dimension with two values compared (ordered
    as the question says them, a time in time order), and the one dimension left free (a
    listing's, or none)."""
    fixed: dict[str, object] = {}
    pair = None
    for d, values in keys.items():
        terms = list(values)
        if len(terms) == 1:
            fixed[d] = terms[0]
            continue
        if not terms:  # a dimension the question keys by nothing it names
            continue
        if d == time and (_RISE.search(question) or _FALL.search(question)):
            terms.sort(key=lambda t: obs.year_of(t) or 0)  # a change: from the earlier to the later
        elif d == time:
            terms.sort(key=lambda t: question.find(str(obs.year_of(t))))
        else:
            text = question.lower()
            terms.sort(key=lambda t: text.find(names.get(str(t), "")))
        pair = (d, terms[0], terms[1])
    # first the values the question names ("unemployment": a dataset), then, on the nodes
    # those leave, a total where nothing is said, and what still varies
    rest = [d for d in obs.dimensions() if d not in keys]
    for d in rest:
        said, at = _said_value(question, obs.dimension_values(d), obs)
        if len(said) == 1:
            fixed[d] = said[0]
        elif len(said) == 2 and pair is None:
            a, b = sorted(said, key=lambda v: at[v])
            pair = (d, a, b)
    free = []
    left = _selected(obs, _Plan(fixed, pair, None))
    for d in rest:
        values = left.dimension_values(d)
        if d in fixed or (pair is not None and d == pair[0]) or len(values) <= 1:
            continue
        total = _total_value(values, obs)
        if total is not None:
            fixed[d] = total
        else:
            free.append(d)
    return _Plan(fixed, pair, free[0] if len(free) == 1 else None, len(free))


def _selected(obs: Observations, plan: _Plan) -> Observations:
    """The nodes that agree with the plan's fixed values (and hold one of a pair's)."""
    def agrees(props: dict[str, set]) -> bool:
        if any(v not in props.get(d, ()) for d, v in plan.fixed.items()):
            return False
        return plan.pair is None or bool({plan.pair[1], plan.pair[2]} & props.get(plan.pair[0], set()))
    return obs.keep(agrees)


def _measure(question: str, obs: Observations, plan: _Plan, reader: ObservationReader) -> str | None:
    """The measure of the selected nodes the question names; else the ranker's best of them."""
    measures = _selected(obs, plan).measures()
    if len(measures) <= 1:
        return measures[0] if measures else None
    said = _content(question)
    named = [m for m in measures if _measure_words(reader, m) & said]
    if len(named) == 1:
        return named[0]
    return reader.best(named or measures)


def _names_measure(question: str, measure: str, plan: _Plan, obs: Observations, reader: ObservationReader,
                   names: dict[str, str]) -> bool:
    """Does the question say the measure: a word of its name, or of a fixed value's label that
    only its nodes have (the dataset "Median household income" of a measure called ``obsValue``)?
    Words of the names of the things it states say what the figure is about, not the measure
    ("from Port Ashby": an airport "Port Ashby International" is no dataset)."""
    said = _content(question)
    if _measure_words(reader, measure) & said:
        return True
    said -= set().union(*(_content(n) for n in names.values()))
    for v in plan.fixed.values():
        if isinstance(v, URIRef) and set().union(*(_content(n) for n in obs.labels.get(str(v), {""}))) & said:
            holders = obs.keep(lambda props: v in {x for vals in props.values() for x in vals})
            if holders.values and all(measure in props for props in holders.values.values()):
                return True
    return False


def _query(question: str, obs: Observations, plan: _Plan, measure: str, yes_no: bool, years: set[int],
           reader: ObservationReader, asked: str | None, reference: tuple | None = None,
           about: list[str] = (), listed_by_name: bool = False) -> StatedReading | None:
    said = f"the {reader.words(measure)}"
    threshold = _threshold(question, years)
    if reference is not None:  # "Which regions had a higher rate than Kessland?": each against it
        d, entity, name = reference
        fixed = " ".join(f"?r {_path(k)} {term_to_sparql(v)} . ?n {_path(k)} {term_to_sparql(v)} ."
                         for k, v in sorted(plan.fixed.items()))
        return StatedReading(
            f"SELECT DISTINCT ?x WHERE {{ ?r {_path(d)} {term_to_sparql(entity)} ; {iri_to_sparql(measure)} ?ref . "
            f"{fixed} ?n {_path(d)} ?x ; {iri_to_sparql(measure)} ?v . ?x <{_TYPE}> {iri_to_sparql(asked)} . "
            f"FILTER(?v {_direction(question)} ?ref) }}", f"{said} of each, against {name}'s")
    listing = None if yes_no else _listed(question, obs, plan, reader, asked)
    if listing is None and listed_by_name and plan.free is not None:
        listing = plan.free, ""  # "Which vegetables ...?": the things the one free dimension holds
    if listing is None and plan.free_count:
        return None  # a figure for each value of a dimension nothing fixes: no one figure

    def node(var: str, value=None, figure: str = "?v") -> str:
        """One observation ``var`` with the fixed values (and the pair's ``value``), its figure."""
        parts = [f"{var} {_path(d)} {term_to_sparql(v)} ." for d, v in sorted(plan.fixed.items())]
        if value is not None:
            parts.append(f"{var} {_path(plan.pair[0])} {term_to_sparql(value)} .")
        if listing is not None:
            parts.append(f"{var} {_path(listing[0])} ?x .")
        parts.append(f"{var} {iri_to_sparql(measure)} {figure} .")
        return " ".join(parts)

    cond = listing[1] if listing is not None else ""
    if listing is not None:
        cond += _of_listed(obs.dimension_values(listing[0]), about, reader)
    if plan.pair is not None:
        _, a, b = plan.pair
        both = f"{node('?n', a, '?va')} {node('?n2', b, '?vb')} {cond}"
        direction = _direction(question)
        if direction is None:
            if _SUM.search(question) and not yes_no and listing is None:
                return StatedReading(f"SELECT ((?va + ?vb) AS ?x) WHERE {{ {both} }}", f"{said} of both, added")
            return None
        # a change compares the later with the earlier; a comparison the first said with the second
        changed = bool(_RISE.search(question) or _FALL.search(question))
        left, right = ("?vb", "?va") if changed else ("?va", "?vb")
        if listing is not None:
            return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {both} FILTER({left} {direction} {right}) }}",
                                 f"{said}, one compared with the other")
        return StatedReading(f"ASK {{ {both} FILTER({left} {direction} {right}) }}", f"{said}, compared") \
            if yes_no else None
    body = f"{node('?n')} {cond}"
    if threshold is not None:
        test = f"FILTER(?v {threshold[0]} {threshold[1]:g})"
        if yes_no:
            return StatedReading(f"ASK {{ {body} {test} }}", f"{said} {threshold[0]} {threshold[1]:g}")
        if listing is not None:
            return StatedReading(f"SELECT DISTINCT ?x WHERE {{ {body} {test} }}", f"where {said} is {threshold[0]} "
                                                                                 f"{threshold[1]:g}")
        return None
    if yes_no:
        return None
    if listing is not None:
        if not (_HIGHEST.search(question) or _LOWEST.search(question)):
            return None
        order = "DESC(?v)" if _HIGHEST.search(question) else "ASC(?v)"
        return StatedReading(f"SELECT ?x WHERE {{ {body} }} ORDER BY {order} LIMIT 1", f"{said}, ordered")
    return StatedReading(f"SELECT DISTINCT ?v WHERE {{ {body} }}", f"{said} observed")


def _lists_named(question: str, names: list[str]) -> bool:
    """Does the question list things by a name it states ("Which vegetables ...": the category
    "Vegetables")?"""
    which = _WHICH_NOUN.match(question)
    return which is not None and any(singular(which["noun"].lower()) in {singular(w) for w in n.lower().split()}
                                     for n in names)


def _of_listed(listed: set, about: list[str], reader: ObservationReader) -> str:
    """The conditions on a listing's things (``?x``) that the named entities no observation is
    keyed by put ("Which vegetables have more than 90 mg of calcium?": the foods of the category
    "Vegetables"): ``?x <p> <entity> .`` by the one property that links some listed thing to it."""
    things = sorted(str(x) for x in listed if isinstance(x, URIRef))[:200]
    out = ""
    for e in about:
        if not things:
            break
        rows = reader.select(f"SELECT DISTINCT ?p WHERE {{ VALUES ?x {{ {' '.join(iri_to_sparql(x) for x in things)} }} "
                             f"?x ?p {iri_to_sparql(e)} . }}") or []
        if len(rows) == 1:
            out += f" ?x {iri_to_sparql(str(rows[0][0]))} {iri_to_sparql(e)} ."
    return out


#: "than Kessland", "than in Kessland", "than that of Kessland"
_THAN = re.compile(r"\bthan\s+(?:in\s+|for\s+|at\s+|that\s+of\s+|those\s+of\s+)?(?:the\s+)?(?P<rest>.+)", re.I)


def _reference(question: str, plan: _Plan, names: dict[str, str], reader: ObservationReader,
               asked: str | None) -> tuple[str, object, str] | None:
    """``(dimension, entity, its name)`` of a listing compared with one named thing ("Which regions had a
    higher unemployment rate than Kessland in 2019?"): the key said right after "than", where
    the things asked for are of that key's dimension; None otherwise."""
    m = _THAN.search(question)
    if asked is None or m is None or plan.pair is not None or _direction(question) is None:
        return None
    rest = m["rest"].lower()
    for d, v in plan.fixed.items():
        name = names.get(str(v))
        if name and rest.startswith(name.lower()) and reader.of_class([str(v)], asked):
            return d, v, name
    return None


def _listed(question: str, obs: Observations, plan: _Plan, reader: ObservationReader,
            asked: str | None) -> tuple[str, str] | None:
    """The dimension a listing asks for and the condition on its values: a time for "when"/"in
    which years", the dimension whose values are of the asked class, or the one dimension nothing
    fixes for "where"; None for a question about one figure."""
    open_dims = [d for d in obs.dimensions() if d not in plan.fixed and (plan.pair is None or d != plan.pair[0])]
    time = obs.time_dimension()
    which = _WHICH_NOUN.match(question)
    if ASKS_WHEN.search(question) or (which is not None and time is not None
                                  and singular(which["noun"].lower()) in iri_words(time).lower().split()):
        return (time, "") if time in open_dims else None
    if asked is not None:
        typed = [d for d in open_dims if reader.of_class(sorted(map(str, obs.dimension_values(d))), asked)]
        if len(typed) == 1:
            return typed[0], f"?x <{_TYPE}> {iri_to_sparql(asked)} ."
    if _WHERE.search(question) and plan.free is not None:
        return plan.free, ""
    return None


__all__ = ["ObservationReader", "Observations", "counts_things", "observation_reading"]
