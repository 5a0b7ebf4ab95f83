"""``python -m kgqa.bench.places_kg``: questions about a small gazetteer KG in the shape of the GeoNames RDF dump,
one JSON object on stdout.

The KG is ``tests/candidates/data/places.ttl``: a slice of the GeoNames RDF dump for two invented
neighbouring countries, Wesselmark (country code ``XW``) and Lorrath (``XL``), written by hand in
Turtle (815 triples; a small throwaway script laid the records out). Every feature is a numbered
GeoNames resource, ``http://sws.geonames.org/7130001/`` (with the trailing slash, as in the dump),
``rdf:type gn:Feature`` (``gn:`` is ``http://www.geonames.org/ontology#``), and nothing else says
what kind of thing it is but ``gn:featureClass`` (``gn:A``, ``gn:P``, ``gn:H``, ``gn:T``) and
``gn:featureCode`` (``gn:A.PCLI``, ``gn:A.ADM1``, ``gn:A.ADM2``, ``gn:P.PPLC``, ``gn:P.PPLA``,
``gn:P.PPL``, ``gn:H.LK``, ``gn:H.STM``, ``gn:T.MT``: IRIs with no label in the file, as in the
dump). There are 2 countries (``A.PCLI``, ``7100001``-``7100002``), 6 first-order divisions
("regions"/"provinces", ``A.ADM1``, ``71100NN``), 10 second-order divisions ("districts",
``A.ADM2``, ``71200NN``), 25 populated places (``71300NN``: two national capitals ``P.PPLC``,
four regional capitals ``P.PPLA``, the rest ``P.PPL``), 4 lakes (``H.LK``), 4 mountains
(``T.MT``) and 3 rivers (``H.STM``). Each feature has one ``gn:name`` (a plain literal; Marrow
Cross has two, "Marrow Cross" and "Marrowcross"), ``gn:alternateName``s in ``@de``, ``@fr`` or
``@en`` (none on some), ``gn:countryCode`` (a plain string), ``wgs84_pos:lat`` and
``wgs84_pos:long`` (plain string literals), ``gn:nearbyFeatures`` (a ``.../nearby.rdf`` document
IRI) and ``gn:locationMap`` (a ``www.geonames.org`` page). Countries and regions have
``gn:population``, ``gn:officialName`` (``@en``, on both countries and five regions) and
``gn:neighbouringFeatures`` (a ``neighbours.rdf`` document); countries a ``gn:wikipediaArticle``
and an ``rdfs:seeAlso`` to a DBpedia IRI, as have five towns and one mountain. Populations are plain
string literals ("48210"), never typed; natural features carry ``gn:population "0"`` as the dump
does, and one abandoned town, Sedgewick, has "0" too. Mountains have ``gn:elevation`` (a plain
string, metres). The hierarchy is by ``gn:parentFeature`` (a region's parent is its country, a
district's its region, a town's, lake's and mountain's its district, a river's its region) and by
``gn:parentCountry``, ``gn:parentADM1`` and ``gn:parentADM2`` (towns, lakes and mountains have all
three; rivers and districts no ``parentADM2``). Nine towns have a ``gn:postalCode`` (letters in
Wesselmark, digits in Lorrath). Untidy as the dump is: a town and a district share a name
(Duskwater, Fennick, Orlow, Graybank, Saltreach), the French alternate name "Mérenne" is on two towns
(Meren and Greyling), Skarrow's English alternate name is "Mount Skarrow", and some alternate names
repeat the name.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_places_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a traveller, geography teacher or data journalist
asks a gazetteer, not phrased after the GeoNames terms ("capital", "region", "district", "how high",
"called in German", "people", "north of 58 degrees"): one hop both ways (a town's region, district
or country; a region's districts; a district's towns; a place's German, French or official name;
a postcode), two and three hops (the lakes in the same district as a town, the towns in the same
region as a mountain), class questions with conditions (lakes in a region, rivers through a region,
towns with a Wikipedia article), thresholds on populations, elevations and latitudes (all stored
as strings, so numbers only after a cast), superlatives (largest and smallest town, highest
mountain, the district with most towns), a comparison with another town's population, counts per
district, region and country, sums of populations, two stored numbers (an elevation, a
population), and yes/no on membership, capitals, names, thresholds, existence and comparisons of
two features. Some are typed carelessly (lower case, no question mark, " 's ", "Mt Carrow" and
"Mount Skarrow" for the stored names, one misspelt town). A "town" is a populated place
(``gn:P``), a "region" a first-order division, a "district" a second-order one, a "capital" of a
country a ``P.PPLC`` and of a region a ``P.PPLA``. Where the answer is an entity, the answer is the
entity (compared as ``7130001/``, the IRI after ``http://sws.geonames.org/``), not its name; a
name or a postcode as written.

    python -m kgqa.bench.places_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "places.ttl"
BASE = "http://sws.geonames.org/"
GN = "http://www.geonames.org/ontology#"
WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"
XSD = "http://www.w3.org/2001/XMLSchema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(gid: str) -> str:
    return f"<{BASE}{gid}/>"


def _gn(name: str) -> str:
    return f"<{GN}{name}>"


NAME, ALT, OFFICIAL, CLASS, CODE, POP, ELEV, POSTAL, WIKI = (_gn(n) for n in (
    "name", "alternateName", "officialName", "featureClass", "featureCode", "population", "elevation", "postalCode",
    "wikipediaArticle"))
PARENT_COUNTRY, PARENT_ADM1, PARENT_ADM2 = _gn("parentCountry"), _gn("parentADM1"), _gn("parentADM2")
LAT = f"<{WGS}lat>"
P = _gn("P")
PPLC, PPLA, ADM1, ADM2, LAKE, MOUNTAIN, STREAM = (_gn(c) for c in (
    "P.PPLC", "P.PPLA", "A.ADM1", "A.ADM2", "H.LK", "T.MT", "H.STM"))
INT, DEC = f"<{XSD}integer>", f"<{XSD}decimal>"

WESSELMARK, LORRATH = _e("7100001"), _e("7100002")
ARDVALE, BRENMOOR, NORTHMARCH, VOSSLAND, TIRREL = (_e(i) for i in (
    "7110001", "7110002", "7110004", "7110005", "7110006"))
KETTERING_DISTRICT, HOLLIN_DISTRICT = _e("7120001"), _e("7120002")
KETTERING_FALLS, PELLAM, BRENHOLT, MEREN = (_e(i) for i in ("7130001", "7130006", "7130007", "7130019"))
MOUNT_CARROW, SKARROW = _e("7150001"), _e("7150003")
RIVER_KETT = _e("7160001")


def town(var: str) -> str:
    """``var`` is a populated place."""
    return f"{var} {CLASS} {P} ."


def pop(var: str, out: str) -> str:
    """``out`` is ``var``'s population as a number (stored as a plain string)."""
    return f"{var} {POP} ?{out}_s . BIND({INT}(?{out}_s) AS ?{out})"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # towns by population
    ("Which towns in Wesselmark have more than 20,000 people?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_COUNTRY} {WESSELMARK} . {pop('?x', 'p')} FILTER(?p > 20000) }}"),
    ("What is the largest town in Brenmoor?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_ADM1} {BRENMOOR} . {pop('?x', 'p')} }} ORDER BY DESC(?p) LIMIT 1"),
    ("Which places in Lorrath have fewer than 5,000 inhabitants?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_COUNTRY} {LORRATH} . {pop('?x', 'p')} FILTER(?p < 5000) }}"),
    ("Which is the smallest town in Lorrath by population?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_COUNTRY} {LORRATH} . {pop('?x', 'p')} }} ORDER BY ?p LIMIT 1"),
    ("Which regional capitals have more than 40,000 people?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {PPLA} . {pop('?x', 'p')} FILTER(?p > 40000) }}"),
    ("Which towns have more people than Meren?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} {pop('?x', 'p')} {pop(MEREN, 'm')} FILTER(?p > ?m) }}"),
    # capitals and the hierarchy
    ("What is the capital of the Ardvale region?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {PPLA} ; {PARENT_ADM1} {ARDVALE} }}"),
    ("What is the capital of Lorrath?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {PPLC} ; {PARENT_COUNTRY} {LORRATH} }}"),
    ("Which region is Meren in?", "lists", f"SELECT ?x WHERE {{ {MEREN} {PARENT_ADM1} ?x }}"),
    ("which district is pellam in", "lists", f"SELECT ?x WHERE {{ {PELLAM} {PARENT_ADM2} ?x }}"),
    ("Which country is Mount Skarrow in?", "lists", f"SELECT ?x WHERE {{ {SKARROW} {PARENT_COUNTRY} ?x }}"),
    ("Which towns are in the Kettering District?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_ADM2} {KETTERING_DISTRICT} }}"),
    ("Which districts does the Northmarch province have?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {ADM2} ; {PARENT_ADM1} {NORTHMARCH} }}"),
    ("What are the regions of Lorrath?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {ADM1} ; {PARENT_COUNTRY} {LORRATH} }}"),
    ("what towns are in tirrel", "lists", f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_ADM1} {TIRREL} }}"),
    ("Which district of Vossland has the most towns?", "lists",
     (f"SELECT ?x WHERE {{ {town('?t')} ?t {PARENT_ADM1} {VOSSLAND} ; {PARENT_ADM2} ?x }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(?t)) LIMIT 1")),
    # lakes, mountains, rivers
    ("Which lakes are in Vossland?", "lists", f"SELECT ?x WHERE {{ ?x {CODE} {LAKE} ; {PARENT_ADM1} {VOSSLAND} }}"),
    ("Which mountains are higher than 2,000 metres?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {MOUNTAIN} ; {ELEV} ?e FILTER({INT}(?e) > 2000) }}"),
    ("What is the highest mountain in Wesselmark?", "lists",
     (f"SELECT ?x WHERE {{ ?x {CODE} {MOUNTAIN} ; {PARENT_COUNTRY} {WESSELMARK} ; {ELEV} ?e }} "
      f"ORDER BY DESC({INT}(?e)) LIMIT 1")),
    ("Which rivers flow through Brenmoor?", "lists",
     f"SELECT ?x WHERE {{ ?x {CODE} {STREAM} ; {PARENT_ADM1} {BRENMOOR} }}"),
    ("Which region does the River Kett flow through?", "lists", f"SELECT ?x WHERE {{ {RIVER_KETT} {PARENT_ADM1} ?x }}"),
    ("Which lakes are in the same district as Kettering Falls?", "lists",
     f"SELECT ?x WHERE {{ {KETTERING_FALLS} {PARENT_ADM2} ?d . ?x {CODE} {LAKE} ; {PARENT_ADM2} ?d }}"),
    ("Which towns are in the same region as Mt Carrow?", "lists",
     f"SELECT ?x WHERE {{ {MOUNT_CARROW} {PARENT_ADM1} ?r . {town('?x')} ?x {PARENT_ADM1} ?r }}"),
    # names, postcodes, coordinates, links
    ("What is Kettering Falls called in German?", "lists",
     f"SELECT ?x WHERE {{ {KETTERING_FALLS} {ALT} ?x FILTER(LANG(?x) = \"de\") }}"),
    ("what's Lorrath called in french", "lists",
     f"SELECT ?x WHERE {{ {LORRATH} {ALT} ?x FILTER(LANG(?x) = \"fr\") }}"),
    ("What is the official name of Lorrath?", "lists", f"SELECT ?x WHERE {{ {LORRATH} {OFFICIAL} ?x }}"),
    ("Which towns are called Mérenne in French?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {ALT} \"Mérenne\"@fr }}"),
    ("whats the postcode for brenholt", "lists", f"SELECT ?x WHERE {{ {BRENHOLT} {POSTAL} ?x }}"),
    ("Which towns lie north of 58 degrees latitude?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {LAT} ?lat FILTER({DEC}(?lat) > 58) }}"),
    ("Which towns in the Ardvale region have a Wikipedia article?", "lists",
     f"SELECT ?x WHERE {{ {town('?x')} ?x {PARENT_ADM1} {ARDVALE} ; {WIKI} ?w }}"),
    # counts, sums and stored numbers
    ("How many towns does the Hollin District have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {town('?x')} ?x {PARENT_ADM2} {HOLLIN_DISTRICT} }}"),
    ("How high is Mount Carrow?", "counts", f"SELECT ?n WHERE {{ {MOUNT_CARROW} {ELEV} ?n }}"),
    ("What is the population of Kettering Falls?", "counts", f"SELECT ?n WHERE {{ {KETTERING_FALLS} {POP} ?n }}"),
    ("How many people live in Vossland 's towns altogether?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ {town('?x')} ?x {PARENT_ADM1} {VOSSLAND} . {pop('?x', 'p')} }}"),
    ("How many lakes are there in Lorrath?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {CODE} {LAKE} ; {PARENT_COUNTRY} {LORRATH} }}"),
    ("How many regions does Wesselmark have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {CODE} {ADM1} ; {PARENT_COUNTRY} {WESSELMARK} }}"),
    ("How many towns in Lorrath have more than 10,000 inhabitants?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {town('?x')} ?x {PARENT_COUNTRY} {LORRATH} . {pop('?x', 'p')} "
      f"FILTER(?p > 10000) }}")),
    ("What is the population of Lorrath?", "counts", f"SELECT ?n WHERE {{ {LORRATH} {POP} ?n }}"),
    ("how many districts are there in lorrath", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {CODE} {ADM2} ; {PARENT_COUNTRY} {LORRATH} }}"),
    ("What is the combined population of the regional capitals?", "counts",
     f"SELECT (SUM(?p) AS ?n) WHERE {{ ?x {CODE} {PPLA} . {pop('?x', 'p')} }}"),
]
YES_NO = [
    ("Is Kettering Falls in the Ardvale region?", True),
    ("Is Brenholt in the Ardvale region?", False),
    ("Is Mount Skarrow higher than Mount Carrow?", True),
    ("Is Brenn Peak higher than 2,000 metres?", False),
    ("Is Port Cael bigger than Vossa?", True),
    ("Is Hollin bigger than Brenholt?", False),
    ("Is Vossa the capital of Lorrath?", True),
    ("Is Meren the capital of Lorrath?", False),
    ("Does Kettering Falls have more than 40,000 inhabitants?", True),
    ("does tirrelby have over 20000 people", False),
    ("Is Lake Tamsin in Lorrath?", True),
    ("Is Duskmere in Lorrath?", False),
    ("Is there a lake in the Kettering District?", True),
    ("Is there a mountain in the Vossland region?", False),
    ("Is Pellam in the Hollin District?", True),
    ("Is Amberly in the Hollin District?", False),
    ("Is the German name of Lorrath Lorrathien?", True),
    ("Is Fennick in Wesselmark?", False),
    ("Does Vossland have more towns than Northmarch?", True),
    ("is ketering falls further north than northwick", False),
]


name_of = kg_questions.name_under(BASE)  # features by their id and slash (``7130001/``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("places", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
