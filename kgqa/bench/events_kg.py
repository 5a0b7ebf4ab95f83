"""``python -m kgqa.bench.events_kg``: questions about a small conference KG, one JSON object on stdout.

The KG is ``tests/candidates/data/events.ttl``: three invented conference series (DataForge Summit,
RoboWeek, Stratus Days) with seven yearly editions (2023 and 2024 of each, and a scheduled 2026
DataForge Summit with no talks or attendance yet), thirty talks, twenty-three speakers, ten
organisations, six venues in six cities of four countries, and eight topics, all fictional and
written by hand in Turtle (612 triples). It is shaped like schema.org data published on the web:
entities under ``https://events.example.org/id/`` with opaque-ish slugs (``conf-2024-df``,
``talk-2412``, ``person-0412``, ``org-207``, ``venue-048``, ``city-0205``, ``country-12``,
``topic-08``, ``series-01``), classes and properties from ``http://schema.org/``, and names only
by ``schema:name`` (no ``rdfs:label``); people also have ``schema:givenName`` and
``schema:familyName``. Every entity has one ``rdf:type``: ``schema:EventSeries`` (series),
``schema:Event`` (both conference editions and talks: an edition's ``schema:superEvent`` is its
series, a talk's is its edition), ``schema:Person``, ``schema:Organization``, ``schema:Place``
(venues), ``schema:City``, ``schema:Country`` and ``schema:DefinedTerm`` (topics). Links:
``schema:performer`` (talk to speaker), ``schema:about`` (talk to topic), ``schema:location``
(edition to venue, and organisation to the city it is based in), ``schema:containedInPlace``
(venue to city, city to country), ``schema:worksFor``, ``schema:nationality``,
``schema:sponsor`` (edition to organisation), ``schema:organizer`` (series to organisation).
Venue postal addresses are blank nodes (``schema:address [ a schema:PostalAddress ;
schema:addressLocality ; schema:streetAddress ; schema:postalCode ]``) beside the
``schema:containedInPlace`` link to the city entity. Literals: ``schema:startDate`` and
``schema:endDate`` as ``xsd:dateTime``, ``schema:foundingDate`` as ``xsd:date``,
``schema:maximumAttendeeCapacity`` (venues) and ``schema:numberOfEmployees`` as integers,
``schema:isAccessibleForFree`` as a boolean (on the editions, and true on the six keynotes),
``schema:jobTitle`` as a string, and two extension terms of the publisher under
``https://events.example.org/vocab/``: ``attendeeCount`` (editions) and ``durationMinutes``
(talks), both integers.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_events_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a conference-goer or organiser would ask them:
one to three hops ("Which conferences took place in Estmark?" goes edition, venue, city,
country), class questions, comparisons of two named things, superlatives, numeric and date
comparisons, names written as people write them ("RoboWeek 2024", "Tamsin & Vale"), some in the
direction that is not stored ("Which talks did Ines Calderwood give?"), some lowercase without a
question mark. Where the answer is an entity, the answer is the entity (its IRI), not its name; a
date or a string is compared as written (``2024-03-19T09:30:00``, ``1 Fairground Road``).

    python -m kgqa.bench.events_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "events.ttl"
BASE = "https://events.example.org/id/"
SCHEMA = "http://schema.org/"
VOCAB = "https://events.example.org/vocab/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
TRUE = "\"true\"^^<http://www.w3.org/2001/XMLSchema#boolean>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{SCHEMA}{name}>"


def _v(name: str) -> str:
    return f"<{VOCAB}{name}>"


SUPER, PERFORMER, ABOUT, LOCATION, IN_PLACE = (
    _p(n) for n in ("superEvent", "performer", "about", "location", "containedInPlace"))
WORKS_FOR, NATIONALITY, SPONSOR, ORGANIZER, START = (
    _p(n) for n in ("worksFor", "nationality", "sponsor", "organizer", "startDate"))
CAPACITY, EMPLOYEES, FOUNDED, FREE, JOB, ADDRESS, STREET = (
    _p(n) for n in ("maximumAttendeeCapacity", "numberOfEmployees", "foundingDate", "isAccessibleForFree",
                    "jobTitle", "address", "streetAddress"))
ATTENDEES, MINUTES = _v("attendeeCount"), _v("durationMinutes")
SERIES_CLASS = _p("EventSeries")

ESTMARK, ORRELIA = _e("country-12"), _e("country-19")
BRANNHOLT = _e("city-0101")
HARBOURSIDE, VINTERHAVN_EXPO, FOUNDRY, DUNHALLOW_HOTEL, LYSMERE_HALL = (
    _e(n) for n in ("venue-031", "venue-048", "venue-047", "venue-060", "venue-032"))
QUILLON, MERIDIAN, HALVARD, TAMSIN_VALE, NORTHGLEAM, KELDERWICK = (
    _e(n) for n in ("org-201", "org-202", "org-203", "org-204", "org-205", "org-207"))
DATAFORGE, ROBOWEEK = _e("series-01"), _e("series-02")
DF_2024, RW_2023, RW_2024, SD_2023, SD_2024 = (
    _e(n) for n in ("conf-2024-df", "conf-2023-rw", "conf-2024-rw", "conf-2023-sd", "conf-2024-sd"))
NOOR, RAFE, INES, GRETA = (_e(n) for n in ("person-0438", "person-0433", "person-0518", "person-0530"))
GRASPING, TAIL_LATENCY = _e("talk-2312"), _e("talk-2322")
PRIVACY, ROBOTICS, VISION = _e("topic-05"), _e("topic-08"), _e("topic-11")


def _conference(var: str) -> str:
    """``var`` is a conference edition: an event whose super-event is a series."""
    return f"{var} {SUPER} ?series_{var[1:]} . ?series_{var[1:]} {RDF_TYPE} {SERIES_CLASS} ."


def _more(a: str, b: str, prop: str) -> str:
    """The one of ``a`` and ``b`` with the larger ``prop``."""
    return f"SELECT ?x WHERE {{ VALUES ?x {{ {a} {b} }} ?x {prop} ?v }} ORDER BY DESC(?v) LIMIT 1"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which venue hosted RoboWeek 2023?", "lists", f"SELECT ?x WHERE {{ {RW_2023} {LOCATION} ?x }}"),
    ("In which city did DataForge Summit 2024 take place?", "lists",
     f"SELECT ?x WHERE {{ {DF_2024} {LOCATION} ?v . ?v {IN_PLACE} ?x }}"),
    ("Who gave the talk Grasping in Clutter?", "lists", f"SELECT ?x WHERE {{ {GRASPING} {PERFORMER} ?x }}"),
    ("Which talks did Ines Calderwood give?", "lists", f"SELECT ?x WHERE {{ ?x {PERFORMER} {INES} }}"),
    ("Who does Noor Abellan work for?", "lists", f"SELECT ?x WHERE {{ {NOOR} {WORKS_FOR} ?x }}"),
    ("Which companies sponsored DataForge Summit 2024?", "lists", f"SELECT ?x WHERE {{ {DF_2024} {SPONSOR} ?x }}"),
    ("who organises roboweek", "lists", f"SELECT ?x WHERE {{ {ROBOWEEK} {ORGANIZER} ?x }}"),
    ("When does Stratus Days 2024 start?", "lists", f"SELECT ?x WHERE {{ {SD_2024} {START} ?x }}"),
    ("What topics has Greta Olundsen spoken about?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {PERFORMER} {GRETA} ; {ABOUT} ?x }}"),
    ("Which speakers at Stratus Days 2023 work for Northgleam Cloud?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {SUPER} {SD_2023} ; {PERFORMER} ?x . ?x {WORKS_FOR} {NORTHGLEAM} }}"),
    ("Which conferences took place in Estmark?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_conference('?x')} ?x {LOCATION} ?v . ?v {IN_PLACE} ?c . "
     f"?c {IN_PLACE} {ESTMARK} }}"),
    ("Which conferences had more than 500 attendees?", "lists",
     f"SELECT ?x WHERE {{ ?x {ATTENDEES} ?n FILTER(?n > 500) }}"),
    ("Which venues can hold more than 1000 people?", "lists",
     f"SELECT ?x WHERE {{ ?x {CAPACITY} ?n FILTER(?n > 1000) }}"),
    ("What was the shortest talk at RoboWeek 2024?", "lists",
     f"SELECT ?x WHERE {{ ?x {SUPER} {RW_2024} ; {MINUTES} ?m }} ORDER BY ?m LIMIT 1"),
    ("Which conference drew more attendees, RoboWeek 2024 or Stratus Days 2023?", "lists",
     _more(RW_2024, SD_2023, ATTENDEES)),
    ("Which company has more employees, Quillon Analytics or Kelderwick Data?", "lists",
     _more(QUILLON, KELDERWICK, EMPLOYEES)),
    ("Of the conference sponsors, which company was founded most recently?", "lists",
     f"SELECT ?x WHERE {{ ?c {SPONSOR} ?x . ?x {FOUNDED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Who spoke at both RoboWeek 2023 and RoboWeek 2024?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {SUPER} {RW_2023} ; {PERFORMER} ?x . "
     f"?b {SUPER} {RW_2024} ; {PERFORMER} ?x }}"),
    ("Which talks were given by people from the Halvard Institute of Technology?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PERFORMER} ?p . ?p {WORKS_FOR} {HALVARD} }}"),
    ("which city is the harbourside congress centre in", "lists",
     f"SELECT ?x WHERE {{ {HARBOURSIDE} {IN_PLACE} ?x }}"),
    ("What is the street address of Vinterhavn Expo?", "lists",
     f"SELECT ?x WHERE {{ {VINTERHAVN_EXPO} {ADDRESS} ?a . ?a {STREET} ?x }}"),
    ("Which conferences were free to attend?", "lists",
     f"SELECT ?x WHERE {{ {_conference('?x')} ?x {FREE} {TRUE} }}"),
    ("Which data privacy talks took place in 2024?", "lists",
     f"SELECT ?x WHERE {{ ?x {ABOUT} {PRIVACY} ; {START} ?d FILTER(YEAR(?d) = 2024) }}"),
    ("Who spoke at the conference held at the Dunhallow Grand Hotel?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?c {LOCATION} {DUNHALLOW_HOTEL} . ?t {SUPER} ?c ; {PERFORMER} ?x }}"),
    ("Which companies are based in Brannholt?", "lists", f"SELECT ?x WHERE {{ ?x {LOCATION} {BRANNHOLT} }}"),
    ("Which speakers are Orrelia nationals?", "lists", f"SELECT ?x WHERE {{ ?x {NATIONALITY} {ORRELIA} }}"),
    ("what is rafe tindall's job title", "lists", f"SELECT ?x WHERE {{ {RAFE} {JOB} ?x }}"),
    ("List the editions of the DataForge Summit.", "lists", f"SELECT ?x WHERE {{ ?x {SUPER} {DATAFORGE} }}"),
    ("Which talks ran longer than 45 minutes?", "lists", f"SELECT ?x WHERE {{ ?x {MINUTES} ?m FILTER(?m > 45) }}"),
    ("Which conferences did speakers from Tamsin & Vale speak at?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {WORKS_FOR} {TAMSIN_VALE} . ?t {PERFORMER} ?p ; {SUPER} ?x }}"),
    ("How many talks were given at DataForge Summit 2024?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SUPER} {DF_2024} }}"),
    ("How many people attended RoboWeek 2023?", "counts", f"SELECT ?n WHERE {{ {RW_2023} {ATTENDEES} ?n }}"),
    ("What is the capacity of Lysmere Hall?", "counts", f"SELECT ?n WHERE {{ {LYSMERE_HALL} {CAPACITY} ?n }}"),
    ("How many employees does Northgleam Cloud have?", "counts",
     f"SELECT ?n WHERE {{ {NORTHGLEAM} {EMPLOYEES} ?n }}"),
    ("how many talks did ines calderwood give", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {PERFORMER} {INES} }}"),
    ("How many speakers work for Quillon Analytics?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {WORKS_FOR} {QUILLON} }}"),
    ("How long was the talk Chasing Tail Latency, in minutes?", "counts",
     f"SELECT ?n WHERE {{ {TAIL_LATENCY} {MINUTES} ?n }}"),
    ("How many conferences has Northgleam Cloud sponsored?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SPONSOR} {NORTHGLEAM} }}"),
    ("How many talks were about robotics?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ABOUT} {ROBOTICS} }}"),
    ("What was the total attendance across all RoboWeek editions?", "counts",
     f"SELECT (SUM(?a) AS ?n) WHERE {{ ?x {SUPER} {ROBOWEEK} ; {ATTENDEES} ?a }}"),
]
YES_NO = [
    ("Did Ilsa Marrow speak at DataForge Summit 2024?", True),
    ("Did Rafe Tindall speak at RoboWeek 2023?", False),
    ("Does Jonas Greaver work for Northgleam Cloud?", True),
    ("Does Talia Brennock work for Meridian Robotics?", False),
    ("Was RoboWeek 2024 held in Lysmere?", True),
    ("Was Stratus Days 2023 held in Estmark?", False),
    ("Did more than 1500 people attend DataForge Summit 2024?", True),
    ("did more than 300 people attend stratus days 2024", False),
    ("Is the Harbourside Congress Centre bigger than Lysmere Hall?", True),
    ("Can The Foundry Pavilion hold more people than Lysmere Hall?", False),
    ("Was Meridian Robotics founded after 2010?", True),
    ("Was Tamsin & Vale founded before 1990?", False),
    ("Is Stratus Days 2024 free to attend?", True),
    ("Was DataForge Summit 2023 free to attend?", False),
    ("Did Ironbark Ventures sponsor RoboWeek 2023?", True),
    ("Did Quillon Analytics sponsor Stratus Days 2023?", False),
    ("Was the talk Grasping in Clutter about computer vision?", True),
    ("is open hardware controllers about edge computing", False),
    ("Did Stratus Days 2024 take place before RoboWeek 2024?", True),
    ("Is the talk Feature Stores in Practice longer than 45 minutes?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its slug (``conf-2024-df``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("events", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
