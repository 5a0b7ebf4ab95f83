"""``python -m kgqa.bench.geography_kg``: questions about a small invented geography KG, one JSON object on stdout.

The KG is ``tests/candidates/data/geography.ttl``: four countries, eight regions (two per country),
twenty settlements (nine cities, eleven towns), six rivers, four lakes, one sea, six mountains, ten
mayors and four languages, all invented and written by hand in Turtle (463 triples). Its conventions
differ from the other bench KGs: two slash namespaces, entities under
``http://geo.example.net/resource/`` (``Port_Veyra``, ``Lake_Corva``, ``Henrike_Dalsgaard``) and
classes and properties under ``http://geo.example.net/ontology/``. Every entity has an English
``rdfs:label`` (``@en``) and one ``rdf:type``, its most specific class only; the classes form an
``rdfs:subClassOf`` hierarchy (``City`` and ``Town`` under ``Settlement``; ``River``, ``Lake`` and
``Sea`` under ``BodyOfWater``; ``BodyOfWater`` and ``Mountain`` under ``NaturalFeature``; also
``Country``, ``Region``, ``Person``, ``Language``), so "settlements" needs the hierarchy. Properties
are lowerCamelCase (``populationTotal``, ``areaKm2``, ``elevationM``, ``lengthKm``, ``foundedYear``,
``maxDepthM``, ``numberOfSpeakers``, ``birthYear``, ``firstAscentYear``, ``twinTown``,
``highestPoint``, ``borders``, ``outflowInto``, ``administrativeCentre``, ``capital``, ``mayor``,
``officialLanguage``, ``partOf``, ``locatedIn``, ``flowsThrough``, ``risesAt``); about half carry an
English label worded unlike the IRI (``areaKm2`` is "area (square kilometres)", ``twinTown`` "sister
city", ``outflowInto`` "drains into", ``populationTotal`` "number of inhabitants"). Populations,
elevations and depths are ``xsd:integer``, areas and lengths ``xsd:decimal``, years ``xsd:gYear``.
Settlements are linked to regions (``locatedIn``) and regions to countries (``partOf``), never
settlements to countries directly. Each relation is stored in one direction only, including the
symmetric ``borders`` (countries, regions) and ``twinTown``; a question asked the other way round
("which countries border Caranthe") means both directions, and its gold is their union.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib, before the engine was run on them, by someone who had not read the engine's
code; nothing in the engine was tuned for this KG. The questions are in plain English as a user
would ask them, with varied wording ("share a border", "empty into", "rises on", "least populous"),
one to three hops, many superlatives and numeric comparisons, some typed the way users type
(lowercase, no question mark, a tokenised `` 's``). Where the answer is an entity, the answer is
the entity (its IRI), not its name.

    python -m kgqa.bench.geography_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "geography.ttl"
R = "http://geo.example.net/resource/"
O = "http://geo.example.net/ontology/"
TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
SUBCLASS = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"


def _e(name: str) -> str:
    return f"<{R}{name}>"


def _p(name: str) -> str:
    return f"<{O}{name}>"


def _c(name: str) -> str:
    return f"<{O}{name}>"


VELDMARK, CARANTHE, SOLVENNA, BRAKMOOR = (_e(n) for n in ("Veldmark", "Caranthe", "Solvenna", "Brakmoor"))
EASTMARCH, SERAVEL, KELVATHIA, WESTREACH, LUNMOOR = (
    _e(n) for n in ("Eastmarch", "Seravel", "Kelvathia", "Westreach", "Lunmoor"))
ALDERGATE, PORT_VEYRA, BRENNHOLT = _e("Aldergate"), _e("Port_Veyra"), _e("Brennholt")
VELL, SELVA, LUNNE, DRUMWATER = _e("River_Vell"), _e("Selva_River"), _e("Lunne"), _e("Drumwater")
KALDRUN, LAKE_CORVA, AMBER_SEA = _e("Kaldrun"), _e("Lake_Corva"), _e("Amber_Sea")
VELDISH = _e("Veldish")
CITY, TOWN, SETTLEMENT, RIVER, LAKE, MOUNTAIN, PERSON = (
    _c(n) for n in ("City", "Town", "Settlement", "River", "Lake", "Mountain", "Person"))


def _in_country(var: str, country: str) -> str:
    """``var`` lies in a region that is part of ``country``."""
    return f"{var} {_p('locatedIn')} ?region . ?region {_p('partOf')} {country} ."


def _settlement(var: str) -> str:
    """``var`` is a settlement: typed with a subclass of Settlement (City or Town)."""
    return f"{var} {TYPE} ?kind . ?kind {SUBCLASS} {SETTLEMENT} ."


def _year(var: str) -> str:
    return f"{XSD_INTEGER}(STR({var}))"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which is the largest city in Veldmark?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {CITY} ; {_p('populationTotal')} ?n . {_in_country('?x', VELDMARK)} }} "
     f"ORDER BY DESC(?n) LIMIT 1"),
    ("Which rivers are longer than 300 km?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {RIVER} ; {_p('lengthKm')} ?l FILTER(?l > 300) }}"),
    ("What is the highest mountain in Caranthe?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {MOUNTAIN} ; {_p('elevationM')} ?h . {_in_country('?x', CARANTHE)} }} "
     f"ORDER BY DESC(?h) LIMIT 1"),
    ("Which country has the most cities?", "lists",
     f"SELECT ?x WHERE {{ ?c {TYPE} {CITY} ; {_p('locatedIn')} ?r . ?r {_p('partOf')} ?x }} "
     f"GROUP BY ?x ORDER BY DESC(COUNT(?c)) LIMIT 1"),
    ("Which countries border Caranthe?", "lists",
     f"SELECT ?x WHERE {{ {{ {CARANTHE} {_p('borders')} ?x }} UNION {{ ?x {_p('borders')} {CARANTHE} }} }}"),
    ("Which countries share a border with Brakmoor?", "lists",
     f"SELECT ?x WHERE {{ {{ {BRAKMOOR} {_p('borders')} ?x }} UNION {{ ?x {_p('borders')} {BRAKMOOR} }} }}"),
    ("Which rivers flow through Caranthe?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {_p('flowsThrough')} ?s . {_in_country('?s', CARANTHE)} }}"),
    ("what are the twin towns of aldergate", "lists",
     f"SELECT ?x WHERE {{ {{ {ALDERGATE} {_p('twinTown')} ?x }} UNION {{ ?x {_p('twinTown')} {ALDERGATE} }} }}"),
    ("Which towns are in Kelvathia?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {TOWN} ; {_p('locatedIn')} {KELVATHIA} }}"),
    ("Which cities were founded before 1100?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {CITY} ; {_p('foundedYear')} ?y FILTER({_year('?y')} < 1100) }}"),
    ("What are the official languages of Solvenna?", "lists",
     f"SELECT ?x WHERE {{ {SOLVENNA} {_p('officialLanguage')} ?x }}"),
    ("In which countries is Veldish an official language?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('officialLanguage')} {VELDISH} }}"),
    ("which country is lake corva in", "lists",
     f"SELECT ?x WHERE {{ {LAKE_CORVA} {_p('locatedIn')} ?r . ?r {_p('partOf')} ?x }}"),
    ("What does the Selva flow into?", "lists", f"SELECT ?x WHERE {{ {SELVA} {_p('outflowInto')} ?x }}"),
    ("Which rivers empty into the Amber Sea?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('outflowInto')} {AMBER_SEA} }}"),
    ("Which river rises on Kaldrun?", "lists", f"SELECT ?x WHERE {{ ?x {_p('risesAt')} {KALDRUN} }}"),
    ("What is the deepest lake?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {LAKE} ; {_p('maxDepthM')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("What is the least populous town in Brakmoor?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {TOWN} ; {_p('populationTotal')} ?n . {_in_country('?x', BRAKMOOR)} }} "
     f"ORDER BY ?n LIMIT 1"),
    ("who is the mayor of brakmoor 's capital", "lists",
     f"SELECT ?x WHERE {{ {BRAKMOOR} {_p('capital')} ?c . ?c {_p('mayor')} ?x }}"),
    ("What is the highest point of the country whose capital is Port Veyra?", "lists",
     f"SELECT ?x WHERE {{ ?k {_p('capital')} {PORT_VEYRA} ; {_p('highestPoint')} ?x }}"),
    ("Which regions border Seravel?", "lists",
     f"SELECT ?x WHERE {{ {{ {SERAVEL} {_p('borders')} ?x }} UNION {{ ?x {_p('borders')} {SERAVEL} }} }}"),
    ("which regions does westreach border", "lists",
     f"SELECT ?x WHERE {{ {{ {WESTREACH} {_p('borders')} ?x }} UNION {{ ?x {_p('borders')} {WESTREACH} }} }}"),
    ("Which mayors were born after 1975?", "lists",
     f"SELECT ?x WHERE {{ ?s {_p('mayor')} ?x . ?x {_p('birthYear')} ?y FILTER({_year('?y')} > 1975) }}"),
    ("Which settlements in Eastmarch have more than 100,000 inhabitants?", "lists",
     f"SELECT ?x WHERE {{ {_settlement('?x')} ?x {_p('locatedIn')} {EASTMARCH} ; {_p('populationTotal')} ?n "
     f"FILTER(?n > 100000) }}"),
    ("Which cities does the Drumwater flow through?", "lists",
     f"SELECT ?x WHERE {{ {DRUMWATER} {_p('flowsThrough')} ?x . ?x {TYPE} {CITY} }}"),
    ("What is the administrative centre of Lunmoor?", "lists",
     f"SELECT ?x WHERE {{ {LUNMOOR} {_p('administrativeCentre')} ?x }}"),
    ("Which mountains are higher than 2500 metres?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {MOUNTAIN} ; {_p('elevationM')} ?h FILTER(?h > 2500) }}"),
    ("In which region is the most populous town?", "lists",
     f"SELECT ?x WHERE {{ ?t {TYPE} {TOWN} ; {_p('populationTotal')} ?n ; {_p('locatedIn')} ?x }} "
     f"ORDER BY DESC(?n) LIMIT 1"),
    ("Who is the oldest mayor in Veldmark?", "lists",
     f"SELECT ?x WHERE {{ ?s {_p('mayor')} ?x . {_in_country('?s', VELDMARK)} ?x {_p('birthYear')} ?y }} "
     f"ORDER BY ?y LIMIT 1"),
    ("which country 's capital has the biggest population", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('capital')} ?c . ?c {_p('populationTotal')} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("How many settlements are in Kelvathia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_settlement('?x')} ?x {_p('locatedIn')} {KELVATHIA} }}"),
    ("How many cities are there in Veldmark?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TYPE} {CITY} . {_in_country('?x', VELDMARK)} }}"),
    ("What is the population of Brennholt?", "counts",
     f"SELECT ?n WHERE {{ {BRENNHOLT} {_p('populationTotal')} ?n }}"),
    ("How long is the Lunne?", "counts", f"SELECT ?n WHERE {{ {LUNNE} {_p('lengthKm')} ?n }}"),
    ("What is the total population of the cities in Brakmoor?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ ?x {TYPE} {CITY} ; {_p('populationTotal')} ?p . "
     f"{_in_country('?x', BRAKMOOR)} }}"),
    ("how many settlements does the river vell flow through", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {VELL} {_p('flowsThrough')} ?x }}"),
    ("How high is Kaldrun?", "counts", f"SELECT ?n WHERE {{ {KALDRUN} {_p('elevationM')} ?n }}"),
    ("How many countries border Solvenna?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {{ {SOLVENNA} {_p('borders')} ?x }} "
     f"UNION {{ ?x {_p('borders')} {SOLVENNA} }} }}"),
    ("What is the average elevation of the towns in Kelvathia?", "counts",
     f"SELECT (AVG(?h) AS ?n) WHERE {{ ?x {TYPE} {TOWN} ; {_p('locatedIn')} {KELVATHIA} ; {_p('elevationM')} ?h }}"),
    ("how many twin towns does aldergate have", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {{ {ALDERGATE} {_p('twinTown')} ?x }} "
     f"UNION {{ ?x {_p('twinTown')} {ALDERGATE} }} }}"),
]
YES_NO = [
    ("Does Veldmark border Brakmoor?", True), ("Does Caranthe border Veldmark?", True),
    ("Does Veldmark share a border with Solvenna?", False), ("Is Lirange a city?", False),
    ("Is Aldergate the capital of Veldmark?", True), ("Is Calmora the capital of Caranthe?", False),
    ("Is the Selva longer than the Lunne?", True), ("Is the Cora River longer than the Drumwater?", False),
    ("Is Kaldrun higher than Tor Aveline?", True), ("Is Hollow Fell taller than Brisant Horn?", False),
    ("Is Aldergate twinned with Essenholm?", True), ("Is Brennholt a twin town of Grimsand?", False),
    ("Was Port Veyra founded before Essenholm?", True), ("Was Valdoria founded earlier than Calmora?", False),
    ("Does the River Vell flow through Sorrowby?", True), ("Does the Lunne flow through Port Veyra?", False),
    ("Is Brakish an official language of Solvenna?", True), ("Is Carantic an official language in Veldmark?", False),
    ("is the mayor of valdoria younger than the mayor of calmora", True),
    ("is lake ismere deeper than lake selvaan", False),
]


_name = kg_questions.name_under(R)  # an entity by the rest of its IRI (``Port_Veyra``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("geography", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
