"""``python -m kgqa.bench.sightings_kg``: questions about biodiversity occurrence records, one JSON object on stdout.

The KG is ``tests/candidates/data/sightings.ttl``: occurrence records as a GBIF-style biodiversity
portal publishes them in RDF with Darwin Core terms (``dwc:`` = ``http://rs.tdwg.org/dwc/terms/``,
``dwciri:`` = ``http://rs.tdwg.org/dwc/iri/``), for an invented set of Nordic and British records,
written by hand in Turtle (961 triples). Resources are under ``http://records.example.org/``: 45
``dwc:Occurrence``s (``occurrence/OBS-2021-000417``), 21 ``dwc:Taxon``s (``taxon/2490719``), 3
``dcat:Dataset``s named by UUID (``dataset/e2b94c07-...``: a bird survey, a museum's specimen
collections, a citizen-science platform's observations) and 3 publishers (``foaf:Organization``
with ``foaf:name``, linked by ``dcterms:publisher``; datasets have a ``dcterms:title``@en).
Occurrences are flat, almost all values literals as in a Darwin Core archive: ``dwc:scientificName``
as written on the record, with the author ("Erithacus rubecula (Linnaeus, 1758)"; once without
it, once misspelt "Erithacus rubicula"), ``dwc:vernacularName`` (``@en`` mostly, some ``@no``,
``@sv``, ``@da``, ``@fi``; missing on some specimens), ``dwc:eventDate`` (``xsd:date``, three only a
month as a plain string "2022-08"), ``dwc:individualCount`` (``xsd:integer``, three plain strings
"300"; 0 on the two absence records), ``dwc:basisOfRecord`` ("HumanObservation",
"PreservedSpecimen", "MachineObservation" for camera traps), ``dwc:recordedBy`` (several people in
one string, "J. Okafor | M. Lind", or "Camera trap CT-07"), ``dwc:locality`` ("Bergen, Nordnes
park"), ``dwc:decimalLatitude``/``dwc:decimalLongitude`` (``xsd:decimal``), ``dwc:country`` and
``dwc:countryCode`` ("Norway", "NO"), ``dwc:occurrenceStatus`` ("present"/"absent"; missing on the
specimens), some ``dwc:lifeStage`` and ``dwc:sex``, ``dwc:institutionCode``/``dwc:catalogNumber`` on
the 11 specimens, ``dcterms:license`` (a Creative Commons IRI, one per dataset), ``dwc:datasetID``
(a link to the dataset) and ``dwciri:toTaxon`` (a link to the taxon; one record, a shrew, has none).
Taxa have ``dwc:scientificName``, ``dwc:taxonRank`` ("species", one "subspecies", one "genus"),
``dwc:kingdom`` .. ``dwc:genus`` as plain strings, ``dwc:taxonomicStatus``; the two synonyms
(Motacilla rubecula, Bufo vulgaris) only their name, rank, status and ``dwc:acceptedNameUsageID``;
the two bumblebees and the robin subspecies a ``dwc:parentNameUsageID``; two taxa (the European and
the American robin) carry the same ``dwc:vernacularName`` "Robin"@en.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_sightings_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum, a maximum or one stored number) and 20
yes/no questions (10 of them false), in plain English as an ecologist or naturalist asks
("Which birds were seen in Norway?", "Who recorded ...", "Which family does ... belong to?"), not
phrased after the Darwin Core terms: one hop both ways (a taxon's family or order, a record's
recorder, locality or dataset, a dataset's publisher, a synonym's accepted name, a genus's
species), two and three hops (taxa recorded in a country, by camera traps, in a dataset of a given
kingdom; a dataset's licence by its records), superlatives (the largest starling count and where,
the dataset with most records, the earliest bumblebee record), date thresholds over mixed dates and
month strings, count thresholds over integer and string counts, absence records (a "seen" question
excludes a record with status "absent"), counts and sums per taxon, dataset, recorder, year and
country, one stored latitude, and yes/no on families, countries, synonyms, recorders, publishers,
specimens, comparisons of two records' counts or latitudes and of two datasets' sizes. Names are
written as people write them (vernacular names, "the Vallmark collection", "Wildwatch", a
misspelt one, some lowercase without a question mark). Where the answer is an entity, the answer
is the entity (its IRI, compared by its path such as ``taxon/2433753``; licences in full), not its
name; where it is a value (a family, a locality, a recorder string), the literal as stored.

    python -m kgqa.bench.sightings_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "sightings.ttl"
BASE = "http://records.example.org/"
DWC = "http://rs.tdwg.org/dwc/terms/"
DWCIRI = "http://rs.tdwg.org/dwc/iri/"
DCT = "http://purl.org/dc/terms/"
XSD_INT = "<http://www.w3.org/2001/XMLSchema#integer>"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def taxon(tid: str) -> str:
    return _e(f"taxon/{tid}")


OCCURRENCE, TAXON = f"<{DWC}Occurrence>", f"<{DWC}Taxon>"
TO_TAXON = f"<{DWCIRI}toTaxon>"
(SCI, VERN, DATE, COUNT, BASIS, BY, LOCALITY, LAT, COUNTRY, STATUS, RANK, KINGDOM, CLASS, ORDER, FAMILY, GENUS,
 TAX_STATUS, PARENT, ACCEPTED, DATASET_ID) = (f"<{DWC}{n}>" for n in (
    "scientificName", "vernacularName", "eventDate", "individualCount", "basisOfRecord", "recordedBy", "locality",
    "decimalLatitude", "country", "occurrenceStatus", "taxonRank", "kingdom", "class", "order", "family", "genus",
    "taxonomicStatus", "parentNameUsageID", "acceptedNameUsageID", "datasetID"))
PUBLISHER, LICENSE, TITLE = f"<{DCT}publisher>", f"<{DCT}license>", f"<{DCT}title>"

ROBIN, STARLING, EAGLE, AMERICAN_ROBIN, OTTER, FOX, BADGER, TOAD, BUFF_TAILED, RED_TAILED, BOMBUS, PEACOCK, OAK, \
    SUNDEW, PRIMROSE, FLY_AGARIC, GREAT_TIT, BRITISH_ROBIN, MOTACILLA, BUFO_VULGARIS, BEAVER = (taxon(t) for t in (
        "2490719", "9809229", "2480446", "5229490", "2433753", "5219243", "2433875", "2422186", "1340278", "1340503",
        "1340000", "1898286", "2878688", "3054350", "3189870", "5248326", "9705453", "6065824", "7341102", "8077224",
        "2439838"))
BIRDS, MUSEUM, WILDWATCH = (_e(f"dataset/{d}") for d in (
    "6c1f0e2a-93b4-4d1e-8f57-2a9d3b1c7e40", "a7d35b18-0c2e-4f6a-b9e1-5f3c8d204a96",
    "e2b94c07-5d1a-48f3-a6c2-9b07f1e83d5c"))
FOS, VNHM, WILDWATCH_EUROPE = (_e(f"organization/{o}") for o in (
    "fjordland-ornithological-society", "vallmark-natural-history-museum", "wildwatch-europe"))


def occ(oid: str) -> str:
    return _e(f"occurrence/{oid}")


def record(var: str, tax: str) -> str:
    """``var`` is an occurrence record of the taxon ``tax``."""
    return f"{var} {RDF_TYPE} {OCCURRENCE} ; {TO_TAXON} {tax} ."


def year(date: str) -> str:
    """The year of an event date, an ``xsd:date`` or a "YYYY-MM" string."""
    return f"SUBSTR(STR({date}), 1, 4)"


PRESENT = f"{STATUS} \"present\""

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # taxa seen where, when, how
    ("Which birds were seen in Norway?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x ; {COUNTRY} \"Norway\" ; {PRESENT} . ?x {CLASS} \"Aves\" }}"),
    ("which mammals were caught on camera traps", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x ; {BASIS} \"MachineObservation\" . "
      f"?x {CLASS} \"Mammalia\" }}")),
    ("Which species were recorded in Finland?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x ; {COUNTRY} \"Finland\" . ?x {RANK} \"species\" }}"),
    ("which insects were seen in finland", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x ; {COUNTRY} \"Finland\" ; {PRESENT} . "
      f"?x {CLASS} \"Insecta\" }}")),
    ("Which species were seen at Strumpshaw Fen?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x ; {LOCALITY} ?l ; {PRESENT} "
      f"FILTER(CONTAINS(?l, \"Strumpshaw Fen\")) }}")),
    ("Which plants does the Vallmark collection hold?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {DATASET_ID} {MUSEUM} ; {TO_TAXON} ?x . ?x {KINGDOM} \"Plantae\" }}"),
    ("Which mustelids have been recorded?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x . ?x {FAMILY} \"Mustelidae\" }}"),
    ("Which species of Bombus are in the records?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {TO_TAXON} ?x . ?x {GENUS} \"Bombus\" ; {RANK} \"species\" }}"),
    # taxonomy
    ("Which family does the common toad belong to?", "lists", f"SELECT ?x WHERE {{ {TOAD} {FAMILY} ?x }}"),
    ("What order is the fly agaric in?", "lists", f"SELECT ?x WHERE {{ {FLY_AGARIC} {ORDER} ?x }}"),
    ("What is the accepted name for Bufo vulgaris?", "lists",
     f"SELECT ?x WHERE {{ ?t {SCI} \"Bufo vulgaris Laurenti, 1768\" ; {ACCEPTED} ?x }}"),
    ("What subspecies of the European robin have been recorded?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {PARENT} {ROBIN} ; {RANK} \"subspecies\" . ?o {TO_TAXON} ?x }}"),
    ("parent taxon of bombus lapidarius", "lists", f"SELECT ?x WHERE {{ {RED_TAILED} {PARENT} ?x }}"),
    ("Which names in the checklist are synonyms?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {TAXON} ; {TAX_STATUS} \"synonym\" }}"),
    # records
    ("Who recorded the otter in Finland ?", "lists",
     f"SELECT ?x WHERE {{ {record('?o', OTTER)} ?o {COUNTRY} \"Finland\" ; {BY} ?x }}"),
    ("Who collected the Bornholm primrose specimen?", "lists",
     (f"SELECT ?x WHERE {{ {record('?o', PRIMROSE)} ?o {BASIS} \"PreservedSpecimen\" ; {LOCALITY} ?l ; {BY} ?x "
      f"FILTER(CONTAINS(?l, \"Bornholm\")) }}")),
    ("Where was the white tailed eagel seen", "lists",
     f"SELECT ?x WHERE {{ {record('?o', EAGLE)} ?o {PRESENT} ; {LOCALITY} ?x }}"),
    ("Where was the biggest flock of starlings seen?", "lists",
     (f"SELECT ?x WHERE {{ {record('?o', STARLING)} ?o {COUNT} ?c ; {LOCALITY} ?x }} "
      f"ORDER BY DESC({XSD_INT}(?c)) LIMIT 1")),
    ("In which countries has the Eurasian otter been recorded?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {record('?o', OTTER)} ?o {COUNTRY} ?x }}"),
    ("Which records come from camera trap CT-12?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OCCURRENCE} ; {BY} \"Camera trap CT-12\" }}"),
    ("Which records were made by M. Lind?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OCCURRENCE} ; {BY} ?r FILTER(CONTAINS(?r, \"M. Lind\")) }}"),
    ("Which occurrence records are not linked to any taxon?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OCCURRENCE} FILTER NOT EXISTS {{ ?x {TO_TAXON} ?t }} }}"),
    ("Which records were made before 1990?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OCCURRENCE} ; {DATE} ?d FILTER({year('?d')} < \"1990\") }}"),
    ("What is the earliest bumblebee record?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OCCURRENCE} ; {TO_TAXON} ?t ; {DATE} ?d . ?t {GENUS} \"Bombus\" }} "
      f"ORDER BY STR(?d) LIMIT 1")),
    ("Which common toad records had more than 20 individuals?", "lists",
     f"SELECT ?x WHERE {{ {record('?x', TOAD)} ?x {COUNT} ?c FILTER({XSD_INT}(?c) > 20) }}"),
    # datasets and publishers
    ("Which dataset has the most records?", "lists",
     f"SELECT ?x WHERE {{ ?o {DATASET_ID} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?o)) LIMIT 1"),
    ("Which dataset is the American robin record from?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {record('?o', AMERICAN_ROBIN)} ?o {DATASET_ID} ?x }}"),
    ("Who publishes the Vallmark museum collections?", "lists", f"SELECT ?x WHERE {{ {MUSEUM} {PUBLISHER} ?x }}"),
    ("What is Wildwatch 's licence for its observations?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {DATASET_ID} {WILDWATCH} ; {LICENSE} ?x }}"),
    ("Which datasets have records of the Eurasian otter?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {record('?o', OTTER)} ?o {DATASET_ID} ?x }}"),
    # counts
    ("What was the largest count of starlings?", "counts",
     f"SELECT (MAX({XSD_INT}(?c)) AS ?n) WHERE {{ {record('?o', STARLING)} ?o {COUNT} ?c }}"),
    ("How many European robins were counted in 2021?", "counts",
     (f"SELECT (SUM({XSD_INT}(?c)) AS ?n) WHERE {{ {record('?o', ROBIN)} ?o {COUNT} ?c ; {DATE} ?d "
      f"FILTER({year('?d')} = \"2021\") }}")),
    ("What is the total number of starlings counted?", "counts",
     f"SELECT (SUM({XSD_INT}(?c)) AS ?n) WHERE {{ {record('?o', STARLING)} ?o {COUNT} ?c }}"),
    ("How many records does Wildwatch have?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ ?o {DATASET_ID} {WILDWATCH} }}"),
    ("How many records are preserved specimens?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ ?o {RDF_TYPE} {OCCURRENCE} ; {BASIS} \"PreservedSpecimen\" }}"),
    ("how many bird records are there from denmark", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ ?o {TO_TAXON} ?t ; {COUNTRY} \"Denmark\" . ?t {CLASS} \"Aves\" }}"),
    ("How many different species has Wildwatch recorded?", "counts",
     (f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ ?o {DATASET_ID} {WILDWATCH} ; {TO_TAXON} ?t . "
      f"?t {RANK} \"species\" }}")),
    ("What is the latitude of the Lofoten eagle sighting?", "counts",
     (f"SELECT ?n WHERE {{ {record('?o', EAGLE)} ?o {LOCALITY} ?l ; {LAT} ?n "
      f"FILTER(CONTAINS(?l, \"Lofoten\")) }}")),
    ("How many records did A. Whitcombe make?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ ?o {RDF_TYPE} {OCCURRENCE} ; {BY} ?r "
     f"FILTER(CONTAINS(?r, \"A. Whitcombe\")) }}"),
    ("How many records were made in 2022?", "counts",
     f"SELECT (COUNT(DISTINCT ?o) AS ?n) WHERE {{ ?o {RDF_TYPE} {OCCURRENCE} ; {DATE} ?d "
     f"FILTER({year('?d')} = \"2022\") }}"),
]
YES_NO = [
    ("Were any specimens of Bombus collected before 2000?", True),
    ("Were any bumblebee specimens collected after 2010?", False),
    ("Is the common toad in the family Bufonidae?", True),
    ("Does the red fox belong to the Mustelidae?", False),
    ("Has the Eurasian otter been recorded in Finland?", True),
    ("Has the Eurasian beaver been recorded in Norway?", False),
    ("Is Motacilla rubecula a synonym of Erithacus rubecula?", True),
    ("Is Bufo vulgaris an accepted name?", False),
    ("Did J. Okafor record the American robin?", True),
    ("Did K. Haugen record the American robin?", False),
    ("Were more starlings counted at Aarhus than at Esbjerg?", True),
    ("Was the Helsinki peacock seen further north than the Nuuksio fly agaric?", False),
    ("Was the Lofoten eagle seen further north than the one on Smøla?", True),
    ("Was a beaver seen at Strumpshaw Fen?", False),
    ("Does Wildwatch have more records than the Vallmark museum collection?", True),
    ("Is the Vallmark collection published by Wildwatch Europe?", False),
    ("Is there a record of Quercus robur from the United Kingdom?", True),
    ("Were more than 100 common toads counted at Nuuksio?", False),
    ("is there a preserved specimen of the eurasian otter", True),
    ("Is there a preserved specimen of the red fox?", False),
]


name_of = kg_questions.name_under(BASE)  # records, taxa and datasets by their path (``taxon/2433753``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("sightings", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
