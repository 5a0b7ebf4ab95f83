"""``python -m kgqa.bench.catalogue_kg``: questions about an open-data portal's catalogue, one JSON object on stdout.

The KG is ``tests/candidates/data/catalogue.ttl``: the DCAT-AP export a national open-data portal
publishes for harvesting (as data.europa.eu harvests national portals), for an invented country,
Kaldoria, written by hand in Turtle (997 triples). The portal's own resources are under
``https://opendata.kaldoria.example/``: one ``dcat:Catalog`` (``catalog``, "Kaldoria Open Data
Portal", with ``dcat:dataset`` to every dataset and ``dcat:service`` to every data service), 40
``dcat:Dataset``s, 4 ``dcat:DataService``s (``service/mobility-api``), 2 ``dcat:DatasetSeries``
(``series/state-budget``, ``series/air-quality-report``), 10 publishers (``organization/ministry-of-health``)
and 5 places (``place/LRN``). Datasets are named as two harvesting pipelines name them: the
ministries' and agencies' by opaque ids (``set/ds-7f3a2c91``), the others by slugs
(``dataset/road-traffic-counts``). Every dataset has ``dcterms:title`` (``@en``, twelve also
``@de``), ``dcterms:description`` (``@en``), ``dcterms:publisher``, ``dcterms:issued`` and
``dcterms:modified`` (``xsd:date`` or ``xsd:dateTime``, mixed), two or three ``dcat:keyword``s
(plain strings), one or two ``dcat:theme``s (EU data-theme IRIs such as
``http://publications.europa.eu/resource/authority/data-theme/ENVI``, each with a
``skos:prefLabel`` in the file) and one or more ``dcat:distribution``s; most have
``dcterms:accrualPeriodicity`` (EU frequency IRIs, ``.../frequency/MONTHLY``, labelled) and
``dcterms:spatial`` (a place with an ``rdfs:label``), ten a ``dcat:contactPoint`` (a blank
``vcard:Kind`` with ``vcard:fn`` and ``vcard:hasEmail``, a ``mailto:`` IRI or, twice, a plain
string), and the yearly editions ``dcat:inSeries``. Publishers are ``foaf:Organization`` or
``foaf:Agent`` with ``foaf:name``; four have a parent by ``org:subOrganizationOf`` (the Environment
Agency and the Meteorological Institute under the Ministry of Environment and Climate, the National
Roads Authority under the Ministry of Transport and Infrastructure, the catalogue's publisher, the
Agency for Digital Government, under the Ministry of Finance). The 55 distributions are blank
nodes for some datasets and IRIs (``distribution/9b1e04d2``, ``distribution/census-2021-csv``) for
others; each has ``dcat:accessURL`` and ``dcterms:license`` (EU licence IRIs ``CC_BY_4_0``,
``CC0``, ``CC_BYSA_4_0`` with a ``skos:prefLabel``, or the national ``licence/kogl-2.0`` with an
``rdfs:label``), and most ``dcterms:format`` (EU file-type IRIs CSV, JSON, XML, PDF, XLSX, REST,
labelled); some also or only ``dcat:mediaType`` (IANA IRIs, unlabelled), some ``dcat:downloadURL``,
and most files ``dcat:byteSize`` (``xsd:integer`` or ``xsd:decimal``). API distributions point to
their data service by ``dcat:accessService``; services have ``dcterms:title``,
``dcat:endpointURL``, ``dcterms:publisher`` and ``dcat:servesDataset``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_catalogue_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a data user, journalist or analyst asks a
portal, not phrased after the DCAT terms ("Who publishes ...", "In which formats ...", "How often
is ... updated", "Which datasets are available as PDF?"): one hop both ways (a dataset's
publisher, licence, formats, themes, keywords, contact email; a publisher's datasets), two and
three hops (datasets of the agencies under a ministry; the contact emails of the datasets a data
service serves), class questions with conditions (transport datasets under CC0; health datasets
in JSON, where a format is ``dcterms:format`` or ``dcat:mediaType``), superlatives (most recently
updated, largest file, the publisher with most datasets), date thresholds over mixed date and
dateTime values, counts per publisher, theme, frequency and licence, a sum of file sizes, one
stored size, and yes/no on formats, publishers, parent organisations, licences, frequencies,
series and data services, comparisons of two datasets' dates and thresholds on sizes. Names are
written as people write them (the CPI, the census, one misspelt publisher, some lowercase without
a question mark). Where the answer is an entity, the answer is the entity (its IRI, compared as
``set/ds-6d2c8e14`` for the portal's own resources and in full for the EU authority IRIs and
``mailto:`` addresses), not its name.

    python -m kgqa.bench.catalogue_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "catalogue.ttl"
BASE = "https://opendata.kaldoria.example/"
DCAT = "http://www.w3.org/ns/dcat#"
DCT = "http://purl.org/dc/terms/"
ORG = "http://www.w3.org/ns/org#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
EU = "http://publications.europa.eu/resource/authority/"
IANA = "https://www.iana.org/assignments/media-types/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _eu(table: str, code: str) -> str:
    return f"<{EU}{table}/{code}>"


DATASET, CATALOG = f"<{DCAT}Dataset>", f"<{DCAT}Catalog>"
PUBLISHER, ISSUED, MODIFIED, SPATIAL, FREQUENCY, FORMAT, LICENSE = (
    f"<{DCT}{n}>" for n in ("publisher", "issued", "modified", "spatial", "accrualPeriodicity", "format", "license"))
DIST, KEYWORD, THEME, CONTACT, MEDIA, BYTES, IN_SERIES, SERVES, HAS_DATASET = (
    f"<{DCAT}{n}>" for n in ("distribution", "keyword", "theme", "contactPoint", "mediaType", "byteSize", "inSeries",
                             "servesDataset", "dataset"))
SUB_ORG, EMAIL = f"<{ORG}subOrganizationOf>", f"<{VCARD}hasEmail>"

MOH, NRA, MOT, MEC, MOF, SK, KMI, BRE, KEA = (_e(f"organization/{n}") for n in (
    "ministry-of-health", "national-roads-authority", "ministry-of-transport", "ministry-of-environment-and-climate",
    "ministry-of-finance", "statistics-kaldoria", "meteorological-institute", "city-of-brennholt",
    "environment-agency"))
TRAFFIC_COUNTS, RAIL, CENSUS, CPI, ROADWORKS, POPULATION = (_e(f"dataset/{n}") for n in (
    "road-traffic-counts", "rail-punctuality", "census-2021", "consumer-price-index", "roadworks",
    "population-by-municipality"))
BATHING, HOSPITAL_BEDS, CLIMATE_NORMALS = _e("set/ds-5c7e19af"), _e("set/ds-6d2c8e14"), _e("set/ds-8c13f6a2")
MOBILITY_API, WEATHER_API = _e("service/mobility-api"), _e("service/weather-api")
LORN = _e("place/LRN")
TRAN, HEAL = _eu("data-theme", "TRAN"), _eu("data-theme", "HEAL")
DAILY, MONTHLY, QUARTERLY = (_eu("frequency", f) for f in ("DAILY", "MONTHLY", "QUARTERLY"))
PDF, JSON = _eu("file-type", "PDF"), _eu("file-type", "JSON")
CC0, CC_BY = _eu("licence", "CC0"), _eu("licence", "CC_BY_4_0")
JSON_MEDIA = f"<{IANA}application/json>"


def dataset(var: str) -> str:
    """``var`` is a dataset (publishers also publish data services and series)."""
    return f"{var} {RDF_TYPE} {DATASET} ."


def in_format(dist: str, file_type: str, media_type: str) -> str:
    """``dist`` is in a format, given as an EU file type or as an IANA media type."""
    return f"{{ {dist} {FORMAT} {file_type} }} UNION {{ {dist} {MEDIA} {media_type} }}"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # publishers
    ("Which datasets has the Ministry of Health published?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {PUBLISHER} {MOH} }}"),
    ("Who publishes the road traffic counts?", "lists", f"SELECT ?x WHERE {{ {TRAFFIC_COUNTS} {PUBLISHER} ?x }}"),
    ("Which ministry does the National Roads Authority belong to?", "lists",
     f"SELECT ?x WHERE {{ {NRA} {SUB_ORG} ?x }}"),
    ("Which datasets come from agencies under the Ministry of Environment and Climate?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {PUBLISHER} ?o . ?o {SUB_ORG} {MEC} }}"),
    ("which datasets does the city of brennholt publish", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {PUBLISHER} {BRE} }}"),
    # the publisher's name misspelt on purpose: "Meteorological" is the stored one
    ("Which datasets does the Kaldoria Meteorogical Institute publish?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {PUBLISHER} {KMI} }}"),
    ("Which publisher has put out the most datasets?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?d')} ?d {PUBLISHER} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?d)) LIMIT 1"),
    ("Which themes does Statistics Kaldoria 's data cover?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {dataset('?d')} ?d {PUBLISHER} {SK} ; {THEME} ?x }}"),
    ("Which health datasets are not published by the Ministry of Health?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {THEME} {HEAL} ; {PUBLISHER} ?p FILTER(?p != {MOH}) }}"),
    # formats, licences, sizes
    ("In which formats is the consumer price index available?", "lists",
     f"SELECT ?x WHERE {{ {CPI} {DIST} ?d . ?d {FORMAT} ?x }}"),
    ("what formats are the roadworks in", "lists", f"SELECT ?x WHERE {{ {ROADWORKS} {DIST} ?d . ?d {FORMAT} ?x }}"),
    ("Under which licence is the Census 2021 data released?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {CENSUS} {DIST} ?d . ?d {LICENSE} ?x }}"),
    ("Which datasets are available as PDF?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {dataset('?x')} ?x {DIST} ?d . ?d {FORMAT} {PDF} }}"),
    ("Which transport datasets are released under CC0?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {dataset('?x')} ?x {THEME} {TRAN} ; {DIST} ?d . ?d {LICENSE} {CC0} }}"),
    ("Which health datasets are available in JSON?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {dataset('?x')} ?x {THEME} {HEAL} ; {DIST} ?d . "
      f"{in_format('?d', JSON, JSON_MEDIA)} }}")),
    ("Which dataset has the biggest file?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {DIST} ?d . ?d {BYTES} ?s }} ORDER BY DESC(?s) LIMIT 1"),
    ("Which of the Ministry of Finance's datasets has the largest file?", "lists",
     (f"SELECT ?x WHERE {{ {dataset('?x')} ?x {PUBLISHER} {MOF} ; {DIST} ?d . ?d {BYTES} ?s }} "
      f"ORDER BY DESC(?s) LIMIT 1")),
    # themes, keywords, places, contacts
    ("What themes is the bathing water quality dataset listed under?", "lists",
     f"SELECT ?x WHERE {{ {BATHING} {THEME} ?x }}"),
    ("What keywords does the rail punctuality dataset have?", "lists", f"SELECT ?x WHERE {{ {RAIL} {KEYWORD} ?x }}"),
    ("Which datasets are tagged 'public transport'?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {KEYWORD} \"public transport\" }}"),
    ("Which datasets cover the Lorn Islands?", "lists", f"SELECT ?x WHERE {{ {dataset('?x')} ?x {SPATIAL} {LORN} }}"),
    ("whats the contact email for the hospital bed capacity data", "lists",
     f"SELECT ?x WHERE {{ {HOSPITAL_BEDS} {CONTACT} ?c . ?c {EMAIL} ?x }}"),
    ("What contact emails are given for the datasets behind the KMI Weather Data API?", "lists",
     f"SELECT ?x WHERE {{ {WEATHER_API} {SERVES} ?d . ?d {CONTACT} ?c . ?c {EMAIL} ?x }}"),
    ("Which datasets can be accessed through the Mobility Data API?", "lists",
     f"SELECT ?x WHERE {{ {MOBILITY_API} {SERVES} ?x }}"),
    # dates and update frequency
    ("Which dataset was updated most recently?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {MODIFIED} ?m }} ORDER BY DESC(STR(?m)) LIMIT 1"),
    ("Which datasets were first published before 2016?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {ISSUED} ?i FILTER(YEAR(?i) < 2016) }}"),
    ("Which datasets were last updated before 2023?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {MODIFIED} ?m FILTER(YEAR(?m) < 2023) }}"),
    ("How often is the rail punctuality data updated?", "lists", f"SELECT ?x WHERE {{ {RAIL} {FREQUENCY} ?x }}"),
    ("Which datasets are updated daily?", "lists", f"SELECT ?x WHERE {{ {dataset('?x')} ?x {FREQUENCY} {DAILY} }}"),
    ("Which Ministry of Health datasets are updated every quarter?", "lists",
     f"SELECT ?x WHERE {{ {dataset('?x')} ?x {PUBLISHER} {MOH} ; {FREQUENCY} {QUARTERLY} }}"),
    # counts
    ("How many datasets has Statistics Kaldoria published?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {dataset('?x')} ?x {PUBLISHER} {SK} }}"),
    ("How many datasets are in the catalogue?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?c {RDF_TYPE} {CATALOG} ; {HAS_DATASET} ?x }}"),
    ("How many datasets fall under the transport theme?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {dataset('?x')} ?x {THEME} {TRAN} }}"),
    ("How big is the climate normals file in bytes?", "counts",
     f"SELECT ?n WHERE {{ {CLIMATE_NORMALS} {DIST} ?d . ?d {BYTES} ?n }}"),
    ("How many datasets are updated monthly?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {dataset('?x')} ?x {FREQUENCY} {MONTHLY} }}"),
    ("How many datasets are published under CC BY 4.0?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {dataset('?x')} ?x {DIST} ?d . ?d {LICENSE} {CC_BY} }}"),
    ("What is the total size of the census files?", "counts",
     f"SELECT (SUM(?s) AS ?n) WHERE {{ {CENSUS} {DIST} ?d . ?d {BYTES} ?s }}"),
    ("How many datasets do the Ministry of Transport and its agencies publish?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {dataset('?x')} ?x {PUBLISHER} ?o . ?o {SUB_ORG}* {MOT} }}"),
    ("How many distributions does the population by municipality dataset have?", "counts",
     f"SELECT (COUNT(DISTINCT ?d) AS ?n) WHERE {{ {POPULATION} {DIST} ?d }}"),
    ("how many datasets were issued in 2019", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {dataset('?x')} ?x {ISSUED} ?i FILTER(YEAR(?i) = 2019) }}"),
]
YES_NO = [
    ("Is the consumer price index available as JSON?", True),
    ("Can I get the rail punctuality data in JSON?", False),
    ("Is the road accidents dataset published by the National Roads Authority?", True),
    ("Does the Ministry of Health publish the bathing water quality data?", False),
    ("Is the Kaldoria Meteorological Institute part of the Ministry of Environment and Climate?", True),
    ("Is Statistics Kaldoria part of the Ministry of Finance?", False),
    ("Is the Census 2021 released under CC BY 4.0?", True),
    ("is the tax revenue data CC0", False),
    ("Is the CPI updated monthly?", True),
    ("Are the hospital bed figures updated monthly?", False),
    ("Was the rail punctuality data updated more recently than the road traffic counts?", True),
    ("Was the bathing water quality dataset published before the protected nature areas dataset?", False),
    ("Is the daily weather observations file bigger than 500 MB?", True),
    ("Is the climate normals file larger than 10 MB?", False),
    ("Does Statistics Kaldoria publish more datasets than the Environment Agency?", True),
    ("Does the Ministry of Finance publish any dataset under CC BY 4.0?", False),
    ("Is the 2023 state budget part of the State budget series?", True),
    ("Is the Census 2021 part of a dataset series?", False),
    ("Does the Air Quality API serve the hourly air quality measurements?", True),
    ("Does the Mobility Data API give access to the roadworks data?", False),
]


name_of = kg_questions.name_under(BASE)  # the portal's resources by their path (``set/ds-6d2c8e14``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("catalogue", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
