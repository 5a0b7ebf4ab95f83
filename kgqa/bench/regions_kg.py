"""``python -m kgqa.bench.regions_kg``: questions about a small government statistics KG, one JSON object on stdout.

The KG is ``tests/candidates/data/regions.ttl``: the linked open data a national statistics office
might publish for an invented country, Norvallen, written by hand in Turtle (822 triples). It is
a gazetteer plus three statistical datasets in the W3C RDF Data Cube vocabulary. Entities are under
``http://data.example.gov/id/`` and named by official codes, not names: one country
(``country/NV``), five regions (``region/R01``), fourteen districts (``district/D0102``), twelve
towns (``town/T010201``) and eight public bodies (``facility/HSP02``, ``facility/UNI01``,
``facility/AIR01``). The publisher's terms are under ``http://data.example.gov/def/``: classes
``geography/Country``, ``Region``, ``District``, ``Town`` and ``facility/Hospital``, ``University``,
``Airport``, each with an ``rdfs:label``, and properties with labels. Places are named by
``rdfs:label`` (English, some also with an ``@nn`` label or a ``skos:altLabel``) and carry their
code as ``skos:notation``; public bodies are named by ``skos:prefLabel`` only. Containment is
``geography/within`` from town to district, district to region and region to country (never
straight from a town to its region); ``geography/borders`` links regions and is stored in one
direction only; regions and districts have ``geography/areaKm2`` (``xsd:decimal``); regions have
a ``geography/administrativeCentre`` (a town); some towns have ``geo:lat``/``geo:long``. Public
bodies have ``facility/locatedIn`` (a town), ``facility/openingYear`` (``xsd:gYear``) and either
``facility/numberOfBeds`` (hospitals) or ``facility/capacity`` (students or passengers a year),
both integers.

The statistics are 75 ``qb:Observation``s in three ``qb:DataSet``s ("Resident population",
"Unemployment rate", "Median household income"), each with a ``qb:DataStructureDefinition`` whose
``qb:ComponentSpecification``s are blank nodes. Every observation has ``qb:dataSet``,
``sdmx-dimension:refArea`` (a region or district IRI), ``sdmx-dimension:refPeriod`` (a
``http://reference.data.gov.uk/id/year/2021`` IRI, labelled with its year), one measure and
``sdmx-attribute:unitMeasure``. Population (``def/measure/population``, integers) has
``sdmx-dimension:sex`` (``sdmx-code:sex-T``, ``-M``, ``-F``, labelled): both sexes for every
region 2019-2022, by sex for 2022, and both sexes for four districts 2019-2022. Unemployment
(``def/measure/unemploymentRate``, decimals, percent) is per region 2019-2022; income
(``sdmx-measure:obsValue``, integers) per region for 2021 and 2022. Untidy on purpose: one region
has no population figure for 2020, one district's label is in capitals, three notations are lower
case, and a town and a district (in different districts) are both called Halden.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_regions_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a citizen, journalist or analyst would ask them,
about half on the gazetteer and public bodies (one to three hops, borders asked in both
directions, class questions, superlatives and comparisons) and half on the statistics (one
observation picked by area, year and sex; superlatives and thresholds over observations; two
observations compared for growth). Names are written as people write them (short names, some
lowercase without a question mark, one misspelt). Where the answer is an entity, the answer is
the entity (its IRI, compared as ``region/R01``; a year as its full reference IRI), not its name.

    python -m kgqa.bench.regions_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "regions.ttl"
BASE = "http://data.example.gov/id/"
DEF = "http://data.example.gov/def/"
QB = "http://purl.org/linked-data/cube#"
SDMX = "http://purl.org/linked-data/sdmx/2009/"
YEAR = "http://reference.data.gov.uk/id/year/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _d(name: str) -> str:
    return f"<{DEF}{name}>"


WITHIN, BORDERS, AREA, CENTRE, NOTATION = (
    _d("geography/within"), _d("geography/borders"), _d("geography/areaKm2"), _d("geography/administrativeCentre"),
    "<http://www.w3.org/2004/02/skos/core#notation>")
REGION, DISTRICT, TOWN = _d("geography/Region"), _d("geography/District"), _d("geography/Town")
HOSPITAL, AIRPORT = _d("facility/Hospital"), _d("facility/Airport")
LOCATED, OPENED, BEDS, CAPACITY = (
    _d(f"facility/{n}") for n in ("locatedIn", "openingYear", "numberOfBeds", "capacity"))
DATASET, OBS_DATASET = f"<{QB}DataSet>", f"<{QB}dataSet>"
REF_AREA, REF_PERIOD, SEX = (f"<{SDMX}dimension#{n}>" for n in ("refArea", "refPeriod", "sex"))
POPULATION, RATE, OBS_VALUE = _d("measure/population"), _d("measure/unemploymentRate"), f"<{SDMX}measure#obsValue>"
TOTAL, MALE, FEMALE = (f"<{SDMX}code#sex-{s}>" for s in "TMF")
POP, UNEMP, INCOME = _e("dataset/population"), _e("dataset/unemployment"), _e("dataset/income")

NORVALLEN = _e("country/NV")
KESSLAND, HIGHMOOR, SUNDMARK, VARROW, LINDENFOLD = (_e(f"region/R0{i}") for i in range(1, 6))
OSTER, HALDEN_DISTRICT, CORRIE = _e("district/D0101"), _e("district/D0203"), _e("district/D0402")
TARNBY, PORT_KESS, HALDEN_TOWN = _e("town/T010101"), _e("town/T010301"), _e("town/T020201")
GREYHOLM_GENERAL, CARRICK_AIRPORT = _e("facility/HSP01"), _e("facility/AIR02")
HIGHMOOR_UNI, BRIGHTWATER_TECH = _e("facility/UNI01"), _e("facility/UNI02")


def year(y: int) -> str:
    return f"<{YEAR}{y}>"


def pop(area: str, y: int, value: str, sex: str = TOTAL) -> str:
    """An observation of ``area``'s population in year ``y`` for ``sex``, its figure in ``value``."""
    o = f"?o_{value[1:]}"
    return (f"{o} {OBS_DATASET} {POP} ; {REF_AREA} {area} ; {REF_PERIOD} {year(y)} ; {SEX} {sex} ; "
            f"{POPULATION} {value} .")


def rate(area: str, y, value: str) -> str:
    """An unemployment observation; ``y`` is a year or a variable for it."""
    period = year(y) if isinstance(y, int) else y
    return f"?o_{value[1:]} {OBS_DATASET} {UNEMP} ; {REF_AREA} {area} ; {REF_PERIOD} {period} ; {RATE} {value} ."


def income(area: str, y: int, value: str) -> str:
    return f"?o_{value[1:]} {OBS_DATASET} {INCOME} ; {REF_AREA} {area} ; {REF_PERIOD} {year(y)} ; {OBS_VALUE} {value} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # the gazetteer and public bodies
    ("Which region is Tarnby in?", "lists", f"SELECT ?x WHERE {{ {TARNBY} {WITHIN} ?d . ?d {WITHIN} ?x }}"),
    ("Which towns are in the Oster district?", "lists", f"SELECT ?x WHERE {{ ?x {WITHIN} {OSTER} }}"),
    ("Which hospitals are in the Highmoor region?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {HOSPITAL} ; {LOCATED} ?t . ?t {WITHIN} ?d . ?d {WITHIN} {HIGHMOOR} }}"),
    # borders are stored one way, so the gold reads both
    ("Which regions border Kessland?", "lists",
     f"SELECT ?x WHERE {{ {{ {KESSLAND} {BORDERS} ?x }} UNION {{ ?x {BORDERS} {KESSLAND} }} }}"),
    ("Which is the largest district of Varrow by area?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DISTRICT} ; {WITHIN} {VARROW} ; {AREA} ?a }} ORDER BY DESC(?a) LIMIT 1"),
    ("When did Carrick Airport open?", "lists", f"SELECT ?x WHERE {{ {CARRICK_AIRPORT} {OPENED} ?x }}"),
    ("Which town is the regional capital of Sundmark?", "lists", f"SELECT ?x WHERE {{ {SUNDMARK} {CENTRE} ?x }}"),
    ("List the districts of Highmoor.", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DISTRICT} ; {WITHIN} {HIGHMOOR} }}"),
    ("which district is the town of halden in", "lists", f"SELECT ?x WHERE {{ {HALDEN_TOWN} {WITHIN} ?x }}"),
    ("Which towns are in the Halden district?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {TOWN} ; {WITHIN} {HALDEN_DISTRICT} }}"),
    ("Which airports are there in Norvallen?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AIRPORT} ; {LOCATED} ?t . ?t {WITHIN} ?d . ?d {WITHIN} ?r . "
      f"?r {WITHIN} {NORVALLEN} }}")),
    ("In which town is the University of Highmoor?", "lists", f"SELECT ?x WHERE {{ {HIGHMOOR_UNI} {LOCATED} ?x }}"),
    ("which hospital has the most beds", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {HOSPITAL} ; {BEDS} ?b }} ORDER BY DESC(?b) LIMIT 1"),
    ("Which hospitals and airports are in Port Kess?", "lists", f"SELECT ?x WHERE {{ ?x {LOCATED} {PORT_KESS} }}"),
    # a gYear compared as the number it writes
    ("Which hospitals opened before 1950?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {HOSPITAL} ; {OPENED} ?y FILTER({XSD_INTEGER}(STR(?y)) < 1950) }}"),
    ("Which regions are bigger than 4000 square kilometres?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {REGION} ; {AREA} ?a FILTER(?a > 4000) }}"),
    ("What is the official code for the Corrie district?", "lists", f"SELECT ?x WHERE {{ {CORRIE} {NOTATION} ?x }}"),
    # the statistics
    ("Which region had the highest unemployment rate in 2022?", "lists",
     f"SELECT ?x WHERE {{ {rate('?x', 2022, '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which regions had an unemployment rate above 6 percent in 2021?", "lists",
     f"SELECT ?x WHERE {{ {rate('?x', 2021, '?v')} FILTER(?v > 6) }}"),
    # districts have smaller populations than any region, so the gold keeps to regions
    ("Which region had the smallest population in 2019?", "lists",
     f"SELECT ?x WHERE {{ {pop('?x', 2019, '?v')} ?x {RDF_TYPE} {REGION} }} ORDER BY ?v LIMIT 1"),
    ("In which years was Kessland's unemployment rate above 5 percent?", "lists",
     f"SELECT ?x WHERE {{ {rate(KESSLAND, '?x', '?v')} FILTER(?v > 5) }}"),
    ("Which regions had more than 300,000 residents in 2022?", "lists",
     f"SELECT ?x WHERE {{ {pop('?x', 2022, '?v')} ?x {RDF_TYPE} {REGION} FILTER(?v > 300000) }}"),
    ("What statistical datasets are available?", "lists", f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {DATASET} }}"),
    ("Which region had the highest median household income in 2022?", "lists",
     f"SELECT ?x WHERE {{ {income('?x', 2022, '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Where was median household income below 35000 in 2021?", "lists",
     f"SELECT ?x WHERE {{ {income('?x', 2021, '?v')} FILTER(?v < 35000) }}"),
    ("For which years is there no population figure for Sundmark?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?o {OBS_DATASET} {POP} ; {REF_PERIOD} ?x . FILTER NOT EXISTS {{ "
      f"?p {OBS_DATASET} {POP} ; {REF_AREA} {SUNDMARK} ; {REF_PERIOD} ?x }} }}")),
    ("Which districts had a population over 100,000 in 2022?", "lists",
     f"SELECT ?x WHERE {{ {pop('?x', 2022, '?v')} ?x {RDF_TYPE} {DISTRICT} FILTER(?v > 100000) }}"),
    ("Which regions lost population between 2019 and 2022?", "lists",
     f"SELECT ?x WHERE {{ {pop('?x', 2019, '?a')} {pop('?x', 2022, '?b')} ?x {RDF_TYPE} {REGION} FILTER(?b < ?a) }}"),
    ("Where did more women than men live in 2022?", "lists",
     f"SELECT ?x WHERE {{ {pop('?x', 2022, '?f', FEMALE)} {pop('?x', 2022, '?m', MALE)} FILTER(?f > ?m) }}"),
    ("Which regions had a higher unemployment rate than Kessland in 2019?", "lists",
     f"SELECT ?x WHERE {{ {rate(KESSLAND, 2019, '?k')} {rate('?x', 2019, '?v')} FILTER(?v > ?k) }}"),
    # counts: the gazetteer and public bodies
    ("How many towns are in the Kessland region?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {TOWN} ; {WITHIN} ?d . ?d {WITHIN} {KESSLAND} }}"),
    ("How many beds does Greyholm General Hospital have?", "counts",
     f"SELECT ?n WHERE {{ {GREYHOLM_GENERAL} {BEDS} ?n }}"),
    ("How many districts are there in Varrow Coast?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {DISTRICT} ; {WITHIN} {VARROW} }}"),
    ("What is the area of Sundmark in square kilometres?", "counts", f"SELECT ?n WHERE {{ {SUNDMARK} {AREA} ?n }}"),
    ("how many students can the brightwater institute of technology take", "counts",
     f"SELECT ?n WHERE {{ {BRIGHTWATER_TECH} {CAPACITY} ?n }}"),
    # counts: the statistics
    ("What was the population of Kessland in 2021?", "counts", f"SELECT ?n WHERE {{ {pop(KESSLAND, 2021, '?n')} }}"),
    ("How many people lived in the Oster district in 2020?", "counts",
     f"SELECT ?n WHERE {{ {pop(OSTER, 2020, '?n')} }}"),
    ("How many women lived in Sundmark in 2022?", "counts",
     f"SELECT ?n WHERE {{ {pop(SUNDMARK, 2022, '?n', FEMALE)} }}"),
    ("What was the unemployment rate in Highmoor in 2019?", "counts",
     f"SELECT ?n WHERE {{ {rate(HIGHMOOR, 2019, '?n')} }}"),
    ("What was the combined population of Highmoor and Lindenfold in 2022?", "counts",
     f"SELECT (SUM(?v) AS ?n) WHERE {{ VALUES ?a {{ {HIGHMOOR} {LINDENFOLD} }} {pop('?a', 2022, '?v')} }}"),
]
YES_NO = [
    # the gazetteer and public bodies
    ("Is Tarnby in Kessland?", True),
    ("Is Kellfield in the Highmoor region?", False),
    ("Does Highmoor border Lindenfold?", True),
    ("Does Sundmark border Lindenfold?", False),
    ("Is Highmoor bigger than Varrow Coast?", True),
    ("Is Oster larger than Brenning?", False),
    ("Did Port Kess Airport open before 1960?", True),
    ("Does Tarnby Community Hospital have more than 100 beds?", False),
    ("Is Ashwell the regional capital of Lindenfold?", True),
    ("is greyholm the capital of sundmark", False),
    # the statistics
    ("Did the population of Sundmark grow between 2019 and 2022?", True),
    ("Did Highmoor's population grow between 2019 and 2022?", False),
    ("Was unemployment in Varrow Coast above 6 percent in 2022?", True),
    ("Was the unemployment rate in Lindenfold higher than 5 percent in 2021?", False),
    ("Did more than 400,000 people live in Kessland in 2019?", True),
    ("Did more than 200,000 people live in Highmoor in 2020?", False),
    ("Were there more women than men in Varrow Coast in 2022?", True),
    ("Were there more women than men in Lindenfold in 2022?", False),
    ("Was median household income in Sundmark higher than in Varrow Coast in 2022?", True),
    ("Did unemployment in Kesland rise between 2021 and 2022?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its path under id/ (``town/T041203``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("regions", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
