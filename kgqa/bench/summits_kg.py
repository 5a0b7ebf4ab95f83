"""``python -m kgqa.bench.summits_kg``: questions about a small DBpedia-like climbing KG, one JSON object on stdout.

The KG is ``tests/candidates/data/summits.ttl``: fifteen mountains in five mountain ranges, five
countries, nine towns, twelve climbers and two other people, thirteen expeditions, four glaciers,
ten rivers, two alpine clubs and five mountain huts, all invented and written by hand in Turtle
(646 triples). It is shaped like DBpedia as found in the wild. Resources are under
``http://summits.example.org/resource/`` with Words_With_Underscores names (``Mount_Kharvos``,
``1980_Veska_Expedition``). A curated ontology under ``http://summits.example.org/ontology/``
has ``owl:Class`` classes with ``rdfs:subClassOf`` (``Mountain``, ``MountainRange``, ``River``,
``Glacier`` under ``NaturalPlace`` under ``Place``; ``Country``, ``Settlement``, ``MountainHut``
under ``Place``; ``Climber`` under ``Person``; ``Expedition``, ``Organisation``) and camelCase
properties: ``elevation`` and ``prominence`` (metres, ``xsd:double``), ``mountainRange``,
``locatedInArea`` (mountain or range to country), ``firstAscentPerson``, ``firstAscentYear``
(``xsd:gYear``), ``birthPlace``, ``birthDate`` (``xsd:date``), ``nationality``, ``leader``,
``member`` (the members other than the leader), ``destination``, ``year`` (``xsd:integer``),
``summitReached`` (``xsd:boolean``), ``teamSize`` (``xsd:integer``), ``sourceMountain`` and
``source`` (a river to the mountain and the glacier it rises on), ``length`` (km, ``xsd:double``),
``location`` (a glacier or hut to its mountain), ``country``, ``operator`` (hut to club),
``capacity`` (beds, ``xsd:integer``) and ``namedAfter``. A raw infobox namespace under
``http://summits.example.org/property/`` repeats some facts under other names, as DBpedia's
``dbp:`` does: ``elevationM "4,812"``, ``range`` (the same range resource), ``country``
("Tarvosia / Selkaria"), ``firstAscent`` ("1958 by Mirela Dragan and Rurik Tamm"), ``length``
("412 km"), ``birthDate`` ("14 March 1921"), ``nationality`` ("Norvenian"), ``leader``,
``beds``, ``altitude``. Every resource has an ``rdf:type`` (seven climbers have two,
``Climber`` and ``Person``; five only ``Climber``; two non-climbers only ``Person``) and one
English ``rdfs:label`` (``@en``); thirty-nine of the eighty-two also have ``@de`` and ``@fr``
labels that differ ("Kharvosberg", "Mont Kharvos"). Two mountains have no first ascent.

The bench is blind: the KG and the questions were written, and every gold checked against the file
with rdflib (``tests/bench/test_summits_kg.py``: the list and count golds against answers worked
out by hand from the file, and each yes/no truth against an ASK written there), before the engine
was run on them, by someone who had not read the engine's code; nothing in the engine was tuned for
this KG. The questions were written first, as a user would ask them about mountains and climbers,
and the gold queries after, on the curated ontology properties (never the raw ones). There are 30
list questions, 10 counts (a count, an average or one stated number) and 20 yes/no questions (10 of
them false): one to three hops, class questions that need the subclass hierarchy ("Which people
were born in Marrowick?" takes in the climbers typed only ``Climber``), comparisons of two named
things, superlatives, numeric and date comparisons, names written as people write them ("Mont
Tessar", "the 1980 Veska expedition"), some lowercase without a question mark. Where the answer is
an entity, the answer is the entity (its IRI), not its name; a date is compared as written
(``1921-03-14``).

    python -m kgqa.bench.summits_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "summits.ttl"
BASE = "http://summits.example.org/resource/"
ONTOLOGY = "http://summits.example.org/ontology/"
XSD = "http://www.w3.org/2001/XMLSchema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
SUBCLASS_OF = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
INTEGER = f"<{XSD}integer>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{ONTOLOGY}{name}>"


def _date(text: str) -> str:
    return f'"{text}"^^<{XSD}date>'


def _is_a(var: str, cls: str) -> str:
    """``var`` is an instance of ``cls`` or of one of its subclasses."""
    return f"{var} {RDF_TYPE} ?cls_{var[1:]} . ?cls_{var[1:]} {SUBCLASS_OF}* {_p(cls)} ."


def _year(var: str) -> str:
    """An ``xsd:gYear`` as a number, for comparing."""
    return f"{INTEGER}(STR({var}))"


def _more(a: str, b: str, prop: str) -> str:
    """The one of ``a`` and ``b`` with the larger ``prop``."""
    return f"SELECT ?x WHERE {{ VALUES ?x {{ {a} {b} }} ?x {_p(prop)} ?v }} ORDER BY DESC(?v) LIMIT 1"


ELEVATION, RANGE, AREA, FA_PERSON, FA_YEAR = (
    _p(n) for n in ("elevation", "mountainRange", "locatedInArea", "firstAscentPerson", "firstAscentYear"))
BIRTH_PLACE, BIRTH_DATE, NATIONALITY, COUNTRY = (_p(n) for n in ("birthPlace", "birthDate", "nationality", "country"))
LEADER, MEMBER, DESTINATION, SUMMIT, TEAM = (
    _p(n) for n in ("leader", "member", "destination", "summitReached", "teamSize"))
SOURCE_MOUNTAIN, SOURCE, LENGTH, OPERATOR, CAPACITY, NAMED_AFTER = (
    _p(n) for n in ("sourceMountain", "source", "length", "operator", "capacity", "namedAfter"))

KHARVOS, SELVANE, VESKA, GRAUHORN, TESSAR, ARDENT_DOME = (
    _e(n) for n in ("Mount_Kharvos", "Selvane_Spire", "Mount_Veska", "Grauhorn", "Mont_Tessar", "Ardent_Dome"))
KHARVAN, SILVERHORN_MOUNTAINS, TESSARINE = (
    _e(n) for n in ("Kharvan_Range", "Silverhorn_Mountains", "Tessarine_Alps"))
NORVENIA, TARVOSIA, ESKHAVEN, MARROWICK = (_e(n) for n in ("Norvenia", "Tarvosia", "Eskhaven", "Marrowick"))
ARVID, MIRELA, INES, JORAN, KATYA, NADIA = (
    _e(n) for n in ("Arvid_Kessler", "Mirela_Dragan", "Ines_Ravelle", "Joran_Vey", "Katya_Orlen", "Nadia_Kosar"))
SELVANE_1971, VESKA_1980 = _e("1971_Selvane_Spire_Expedition"), _e("1980_Veska_Expedition")
KHARVA, VESK, GRAU, TESSA = (_e(n) for n in ("Kharva_River", "Vesk_River", "Grau_River", "Tessa_River"))
NORVENIAN_CLUB, KESSLER_HUT, TESSAR_REFUGE = (
    _e(n) for n in ("Norvenian_Alpine_Club", "Kessler_Hut", "Tessar_Refuge"))

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who first climbed Mount Kharvos?", "lists", f"SELECT ?x WHERE {{ {KHARVOS} {FA_PERSON} ?x }}"),
    ("Which rivers rise on Mount Kharvos?", "lists", f"SELECT ?x WHERE {{ ?x {SOURCE_MOUNTAIN} {KHARVOS} }}"),
    ("Which mountain range is Selvane Spire part of?", "lists", f"SELECT ?x WHERE {{ {SELVANE} {RANGE} ?x }}"),
    ("Who led the 1980 Veska expedition?", "lists", f"SELECT ?x WHERE {{ {VESKA_1980} {LEADER} ?x }}"),
    ("When was Arvid Kessler born?", "lists", f"SELECT ?x WHERE {{ {ARVID} {BIRTH_DATE} ?x }}"),
    ("Where was Mirela Dragan born?", "lists", f"SELECT ?x WHERE {{ {MIRELA} {BIRTH_PLACE} ?x }}"),
    ("In which countries is Mount Kharvos located?", "lists", f"SELECT ?x WHERE {{ {KHARVOS} {AREA} ?x }}"),
    ("What is the highest mountain in the Silverhorn Mountains?", "lists",
     f"SELECT ?x WHERE {{ ?x {RANGE} {SILVERHORN_MOUNTAINS} ; {ELEVATION} ?h }} ORDER BY DESC(?h) LIMIT 1"),
    ("Which mountains have never been climbed?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_p('Mountain')} FILTER NOT EXISTS {{ ?x {FA_PERSON} ?p }} }}"),
    ("which expeditions did katya orlen lead", "lists", f"SELECT ?x WHERE {{ ?x {LEADER} {KATYA} }}"),
    ("Which climbers were born in Eskhaven?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_is_a('?x', 'Climber')} ?x {BIRTH_PLACE} {ESKHAVEN} }}"),
    ("Which people were born in Marrowick?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_is_a('?x', 'Person')} ?x {BIRTH_PLACE} {MARROWICK} }}"),
    ("Which expeditions to Mount Kharvos reached the summit?", "lists",
     f"SELECT ?x WHERE {{ ?x {DESTINATION} {KHARVOS} ; {SUMMIT} true }}"),
    ("Who were the members of the 1971 Selvane Spire expedition?", "lists",
     f"SELECT ?x WHERE {{ {SELVANE_1971} {MEMBER} ?x }}"),
    ("What glacier does the Grau River flow from?", "lists", f"SELECT ?x WHERE {{ {GRAU} {SOURCE} ?x }}"),
    ("Which huts does the Norvenian Alpine Club run?", "lists",
     f"SELECT ?x WHERE {{ ?x {OPERATOR} {NORVENIAN_CLUB} }}"),
    ("Who is the Kessler Hut named after?", "lists", f"SELECT ?x WHERE {{ {KESSLER_HUT} {NAMED_AFTER} ?x }}"),
    ("Which peaks did Nadia Kosar make the first ascent of?", "lists",
     f"SELECT ?x WHERE {{ ?x {FA_PERSON} {NADIA} }}"),
    ("Which is higher, Mont Tessar or Ardent Dome?", "lists", _more(TESSAR, ARDENT_DOME, "elevation")),
    ("Which river is longer, the Tessa or the Vesk?", "lists", _more(TESSA, VESK, "length")),
    ("Who made the first ascent of the highest mountain in Norvenia?", "lists",
     f"SELECT ?x WHERE {{ {{ SELECT ?m WHERE {{ ?m {AREA} {NORVENIA} ; {ELEVATION} ?h }} ORDER BY DESC(?h) LIMIT 1 }}"
     f" ?m {FA_PERSON} ?x }}"),
    ("Which mountains in Tarvosia are over 6000 metres?", "lists",
     f"SELECT ?x WHERE {{ ?x {AREA} {TARVOSIA} ; {ELEVATION} ?h FILTER(?h > 6000) }}"),
    ("Who led the expeditions to Mount Veska?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?e {DESTINATION} {VESKA} ; {LEADER} ?x }}"),
    ("what nationality is ines ravelle", "lists", f"SELECT ?x WHERE {{ {INES} {NATIONALITY} ?x }}"),
    ("In which country was Joran Vey born?", "lists",
     f"SELECT ?x WHERE {{ {JORAN} {BIRTH_PLACE} ?t . ?t {COUNTRY} ?x }}"),
    ("Which climbers were born before 1925?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_is_a('?x', 'Climber')} ?x {BIRTH_DATE} ?d FILTER(?d < {_date('1925-01-01')}) }}"),
    ("Which mountains were first climbed in the 1970s?", "lists",
     f"SELECT ?x WHERE {{ ?x {FA_YEAR} ?y FILTER({_year('?y')} >= 1970 && {_year('?y')} <= 1979) }}"),
    ("who is the youngest climber", "lists",
     f"SELECT ?x WHERE {{ {_is_a('?x', 'Climber')} ?x {BIRTH_DATE} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which mountain did the largest expedition go to?", "lists",
     f"SELECT ?x WHERE {{ ?e {TEAM} ?n ; {DESTINATION} ?x }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which rivers rise on mountains in the Tessarine Alps?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {SOURCE_MOUNTAIN} ?m . ?m {RANGE} {TESSARINE} }}"),
    ("How high is the Grauhorn?", "counts", f"SELECT ?n WHERE {{ {GRAUHORN} {ELEVATION} ?n }}"),
    ("How many mountains are in the Kharvan Range?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RANGE} {KHARVAN} }}"),
    ("How large was the team on the 1980 Veska expedition?", "counts",
     f"SELECT ?n WHERE {{ {VESKA_1980} {TEAM} ?n }}"),
    ("how many expeditions has mirela dragan led", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {LEADER} {MIRELA} }}"),
    ("How long is the Kharva River?", "counts", f"SELECT ?n WHERE {{ {KHARVA} {LENGTH} ?n }}"),
    ("How many rivers rise in the Silverhorn Mountains?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SOURCE_MOUNTAIN} ?m . ?m {RANGE} {SILVERHORN_MOUNTAINS} }}"),
    ("How many Norvenian climbers are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_is_a('?x', 'Climber')} ?x {NATIONALITY} {NORVENIA} }}"),
    ("How many expeditions reached the summit?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {SUMMIT} true }}"),
    ("How many beds does the Tessar Refuge have?", "counts", f"SELECT ?n WHERE {{ {TESSAR_REFUGE} {CAPACITY} ?n }}"),
    ("What is the average elevation of the mountains in the Tessarine Alps?", "counts",
     f"SELECT (AVG(?h) AS ?n) WHERE {{ ?x {RANGE} {TESSARINE} ; {ELEVATION} ?h }}"),
]

# (question, truth): the truth read off the file by hand; tests/bench/test_summits_kg.py checks each by an ASK
YES_NO = [
    ("Is Mount Kharvos higher than Tarsk Peak?", True),
    ("Is Eskfell higher than Brenwatch?", False),
    ("Did Arvid Kessler make the first ascent of the Grauhorn?", True),
    ("Was Mont Tessar first climbed by Bastien Corlay?", False),
    ("Is Selvane Spire in the Kharvan Range?", True),
    ("Is Orun Tor part of the Ardent Massif?", False),
    ("Did the 1976 Velmar expedition reach the summit?", True),
    ("did the 1988 veska expedition reach the summit", False),
    ("Was Katya Orlen born in Tarvosia?", True),
    ("Is Bastien Corlay from Brenhold?", False),
    ("Is Tomas Hallberg a person?", True),
    ("Is Greta Hollin a climber?", False),
    ("Does the Kharva River rise on Mount Kharvos?", True),
    ("Does the Orun River rise on Velmar Peak?", False),
    ("Was Mount Kharvos first climbed before 1960?", True),
    ("Was Ardent Dome first climbed before 1960?", False),
    ("Is the Kharva River longer than 400 km?", True),
    ("Is the Tessar Glacier longer than 15 km?", False),
    ("was nadia kosar a member of the 1988 veska expedition", True),
    ("Did Edda Sornes lead the 1980 Veska expedition?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its local name (``Mount_Kharvos``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("summits", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
