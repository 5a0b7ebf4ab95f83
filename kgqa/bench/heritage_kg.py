"""``python -m kgqa.bench.heritage_kg``: questions about a cultural-heritage aggregator's records, one JSON object on stdout.

The KG is ``tests/candidates/data/heritage.ttl``: a slice of the Europeana Data Model (EDM) records
an aggregator such as Europeana harvests from many museums, for an invented world (the Dutch-like
towns Velft, Amberstad, Haarwijk and Sluysvliet, the German-like Wendelburg and Rhenburg), written
in Turtle (706 triples). Everything is under ``http://data.europeana.example/`` (written against an
``@base``): 30 cultural objects as ``edm:ProvidedCHO`` named as the harvesting pipelines name them
(``item/2021672/resource_document_velderhuis_670``, ``item/2048128/AMB_SK_A_2344``,
``item/09102/_SMW_G_101``, the number being the harvested data set), 30 ``ore:Aggregation``s, one
per object, at the same path under ``aggregation/provider/``, 8 artists as ``edm:Agent``
(``agent/base/60404``), 5 organisations as ``edm:Agent`` and ``foaf:Organization``
(``organization/1482250000004671``: three museums, Museum Velderhuis, Rijkscollectie Amberstad and
Stadtmuseum Wendelburg, and two aggregators, Digitaal Erfgoed Nederwaard and Kulturpool Ostland),
6 ``edm:Place``s (``place/base/41488``) and 8 ``skos:Concept``s (``concept/base/47``: four object
types, painting, print, map, photograph, and four subjects, cityscape, portrait, still life,
landscape, each with ``skos:prefLabel``s in two or three languages). A CHO has ``dc:title`` (an
``@en`` and an ``@nl`` or ``@de`` title; one painting has only its Dutch title, one only German, the
three books a title with no language), ``dc:creator`` (an agent IRI, or a literal such as
"Vermaelen, Joris" for the same painter in one record, "anoniem", "Blommendael, Jan"), a date as a
free string in ``dc:date`` or ``dcterms:created`` ("ca. 1665", "1890-1895", "1666-1668", "1643";
one painting has two ``dc:date``s, "1651" and "ca. 1650"), ``dc:type`` (a type concept, or a
literal: "schilderij"@nl, "Gemälde", "Skulptur", "boek"@nl, "Buch"), ``dc:subject`` (subject
concepts, for most), ``dcterms:medium`` ("oil on canvas", and in German records "Öl auf
Leinwand"), ``dcterms:extent`` ("44.5 x 39 cm", "h. 102 cm", "440 p."), ``dcterms:spatial`` (the
place depicted or concerned, for 17), ``dc:identifier`` (inventory numbers: "inv. 670",
"SK-A-2344", "G 101"), ``dc:language`` on the four texts and ``edm:type`` ("IMAGE", "TEXT", "3D").
An aggregation has ``edm:aggregatedCHO``, ``edm:dataProvider`` (the museum's IRI, or a literal:
"Museum Velderhuis" once, "Rijkscollectie Amberstad" for the two books, "Stadtmuseum Wendelburg"
for five records), ``edm:provider`` (the aggregator's IRI, or for those five the literal
"Kulturpool-Ostland"), ``edm:rights`` (Creative Commons public-domain mark, CC0 or BY-SA IRIs, one
rightsstatements.org In Copyright), ``edm:isShownAt`` (the museum's web page) and, but for the four
books, ``edm:isShownBy`` (an image URL); all have ``edm:object`` (a thumbnail). Agents have an
``@en`` ``skos:prefLabel`` (Vermaelen also an ``@nl`` one), an inverted ``skos:altLabel``
("Kessel, Pieter van"@nl), ``rdaGr2:dateOfBirth`` and ``rdaGr2:dateOfDeath`` as year strings
("1632"), ``rdaGr2:placeOfBirth`` as a plain town name, and three an ``owl:sameAs``; places have
``skos:prefLabel``s and ``wgs84_pos:lat``/``long`` (decimals); organisations ``skos:prefLabel``s (two
in two languages) and ``foaf:homepage``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_heritage_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a researcher or a curious museum visitor asks ("Who painted
...", "Which museum holds ...", "What is ... made of", "Which objects show Velft?", "What size
is ..."), not phrased after the EDM terms: one hop both ways (an object's painter, medium, size,
inventory number, Dutch title, rights, web page; an artist's birthplace; the objects of a place, a
subject, a type), two and three hops (the holding museum through the aggregation, the places in
one artist's works, works by artists born in a town, objects of one kind from one aggregator),
class questions with conditions (landscapes by one painter, cityscapes of the 1650s, paintings
before 1640, where a painting is the type concept or the literal "schilderij" or "Gemälde" and a
year is read from the free date string), superlatives (the oldest object, the artist born first),
thresholds on death years, counts per museum, type, place, subject and rights, stored numbers (a
birth year, a latitude), and yes/no on birthplaces, media, holdings, birth and death years,
photographs of a place, rights, language and a comparison of two museums' holdings. Where the
record is untidy the gold takes both forms (the painter as agent and as literal "Vermaelen, Joris";
a museum as IRI and as literal; "oil on canvas" and "Öl auf Leinwand"). Some are typed carelessly
(lower case, no question mark, " 's ", "the Velderhuis" and "the Rijkscollectie" for the museums,
one misspelt painter). Where the answer is an entity, the answer is the entity (compared as
``item/2048128/AMB_SK_A_2344``, ``agent/base/60404``, ``place/base/41488``), not its name; a
literal (a medium, a size, a title, a town, a museum given only by name) as written; a web page
or rights IRI in full.

    python -m kgqa.bench.heritage_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "heritage.ttl"
BASE = "http://data.europeana.example/"
EDM = "http://www.europeana.eu/schemas/edm/"
ORE = "http://www.openarchives.org/ore/terms/"
DC = "http://purl.org/dc/elements/1.1/"
DCT = "http://purl.org/dc/terms/"
RDA = "http://rdvocab.info/ElementsGr2/"
WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


CHO, AGGREGATION, AGENT = f"<{EDM}ProvidedCHO>", f"<{ORE}Aggregation>", f"<{EDM}Agent>"
TITLE, CREATOR, DATE, TYPE, SUBJECT, IDENT, LANGUAGE = (
    f"<{DC}{n}>" for n in ("title", "creator", "date", "type", "subject", "identifier", "language"))
CREATED, MEDIUM, EXTENT, SPATIAL = (f"<{DCT}{n}>" for n in ("created", "medium", "extent", "spatial"))
AGG_CHO, DATA_PROVIDER, PROVIDER, RIGHTS, SHOWN_AT, EDM_TYPE = (
    f"<{EDM}{n}>" for n in ("aggregatedCHO", "dataProvider", "provider", "rights", "isShownAt", "type"))
BORN, DIED, BIRTHPLACE = (f"<{RDA}{n}>" for n in ("dateOfBirth", "dateOfDeath", "placeOfBirth"))
LAT = f"<{WGS}lat>"

VERMAELEN, KESSEL, LEMMENS, FALKENIER, WENDT, GRAU, SLUYS, BORCK = (_e(f"agent/base/{n}") for n in (
    "60404", "60871", "61102", "61355", "148220", "148391", "59012", "149007"))
VELFT, AMBERSTAD, RHENBURG, WENDELBURG = (_e(f"place/base/{n}") for n in ("41488", "41502", "87154", "87120"))
PAINTING, PHOTOGRAPH, CITYSCAPE, PORTRAIT, STILL_LIFE, LANDSCAPE = (_e(f"concept/base/{n}") for n in (
    "47", "61", "110", "113", "118", "121"))
VELDERHUIS, RIJKS, STADT, NEDERWAARD = (_e(f"organization/{n}") for n in (
    "1482250000004671", "1482250000004503", "1482250000001719", "1482250000000336"))


def _v(n: str) -> str:
    return _e(f"item/2021672/resource_document_velderhuis_{n}")


def _r(n: str) -> str:
    return _e(f"item/2048128/AMB_{n}")


def _s(n: str) -> str:
    return _e(f"item/09102/_SMW_{n}")


VIEW_OF_VELFT, SILVER_COMB, OYSTERS, TULIP_VASE, MERRY_DRINKER = (
    _v("670"), _v("671"), _v("605"), _r("BK_16676"), _r("SK_A_3059"))
MAP_OF_VELFT, CHRONIK, HARBOUR, STANDING_WOMAN = _v("820"), _s("B_004"), _s("G_101"), _s("P_033")
PDM = "<http://creativecommons.org/publicdomain/mark/1.0/>"


def cho(var: str) -> str:
    return f"{var} {RDF_TYPE} {CHO} ."


def by_vermaelen(var: str) -> str:
    """The painter as an agent in most records, as a literal in one."""
    return f"{{ {var} {CREATOR} {VERMAELEN} }} UNION {{ {var} {CREATOR} \"Vermaelen, Joris\" }}"


def held_by(var: str, museum: str, name: str) -> str:
    """``var``'s aggregation names the museum by IRI or, in some records, by a literal."""
    return (f"?agg_{var[1:]} {AGG_CHO} {var} . {{ ?agg_{var[1:]} {DATA_PROVIDER} {museum} }} UNION "
            f"{{ ?agg_{var[1:]} {DATA_PROVIDER} \"{name}\" }}")


def painting(var: str) -> str:
    """A painting by type concept or by the type written as a literal."""
    return (f"{{ {var} {TYPE} {PAINTING} }} UNION {{ {var} {TYPE} ?t_{var[1:]} "
            f"FILTER(isLiteral(?t_{var[1:]}) && STR(?t_{var[1:]}) IN (\"schilderij\", \"Gemälde\")) }}")


def year(var: str, out: str) -> str:
    """``out`` is the first four-digit year of ``var``'s free-text date (dc:date or dcterms:created)."""
    return (f"{var} {DATE}|{CREATED} ?d_{out[1:]} . "
            f"BIND(xsd:integer(SUBSTR(REPLACE(STR(?d_{out[1:]}), \"^[^0-9]*\", \"\"), 1, 4)) AS {out})")


XSD = "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> "

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # artists and their works
    ("Which paintings by Joris Vermaelen are in the collection?", "lists",
     f"SELECT ?x WHERE {{ {cho('?x')} {by_vermaelen('?x')} {painting('?x')} }}"),
    ("Who painted View of Velft?", "lists", f"SELECT ?x WHERE {{ {VIEW_OF_VELFT} {CREATOR} ?x }}"),
    ("which works did elise borck make", "lists", f"SELECT ?x WHERE {{ {cho('?x')} ?x {CREATOR} {BORCK} }}"),
    ("Which of Pieter van Kessel 's paintings are landscapes?", "lists",
     f"SELECT ?x WHERE {{ {cho('?x')} ?x {CREATOR} {KESSEL} ; {SUBJECT} {LANDSCAPE} }}"),
    # misspelt on purpose: the painter is Judith Lemmens
    ("Which portraits did Judith Lemens paint?", "lists",
     f"SELECT ?x WHERE {{ {cho('?x')} ?x {CREATOR} {LEMMENS} ; {SUBJECT} {PORTRAIT} }}"),
    ("who made the map of velft", "lists", f"SELECT ?x WHERE {{ {MAP_OF_VELFT} {CREATOR} ?x }}"),
    ("Where was Theodor Grau born?", "lists", f"SELECT ?x WHERE {{ {GRAU} {BIRTHPLACE} ?x }}"),
    ("Which artists were born in Haarwijk?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {AGENT} ; {BIRTHPLACE} \"Haarwijk\" }}"),
    ("Which artist was born first?", "lists",
     f"{XSD}SELECT ?x WHERE {{ ?x {RDF_TYPE} {AGENT} ; {BORN} ?b }} ORDER BY xsd:integer(?b) LIMIT 1"),
    ("Which artists died before 1660?", "lists",
     f"{XSD}SELECT ?x WHERE {{ ?x {DIED} ?d FILTER(xsd:integer(?d) < 1660) }}"),
    ("Which objects were made by artists born in Wendelburg?", "lists",
     f"SELECT ?x WHERE {{ {cho('?x')} ?x {CREATOR} ?a . ?a {BIRTHPLACE} \"Wendelburg\" }}"),
    ("Which places are shown in works by Marten Sluys?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {CREATOR} {SLUYS} ; {SPATIAL} ?x }}"),
    # museums and aggregators
    ("Which museum provides the record of Girl with a Silver Comb?", "lists",
     f"SELECT ?x WHERE {{ ?a {AGG_CHO} {SILVER_COMB} ; {DATA_PROVIDER} ?x }}"),
    ("Which institution holds the Chronik der Stadt Wendelburg?", "lists",
     f"SELECT ?x WHERE {{ ?a {AGG_CHO} {CHRONIK} ; {DATA_PROVIDER} ?x }}"),
    ("Which objects come from the Stadtmuseum Wendelburg?", "lists",
     f"SELECT ?x WHERE {{ {cho('?x')} {held_by('?x', STADT, 'Stadtmuseum Wendelburg')} }}"),
    ("Which 3D objects came in through Digitaal Erfgoed Nederwaard?", "lists",
     f"SELECT ?x WHERE {{ ?x {EDM_TYPE} \"3D\" . ?a {AGG_CHO} ?x ; {PROVIDER} {NEDERWAARD} }}"),
    ("Where can I see The Harbour of Rhenburg online?", "lists",
     f"SELECT ?x WHERE {{ ?a {AGG_CHO} {HARBOUR} ; {SHOWN_AT} ?x }}"),
    ("Under which rights statement is Standing Woman available?", "lists",
     f"SELECT ?x WHERE {{ ?a {AGG_CHO} {STANDING_WOMAN} ; {RIGHTS} ?x }}"),
    # materials, sizes, identifiers, titles
    ("What is the medium of Still Life with Oysters and a Roemer?", "lists",
     f"SELECT ?x WHERE {{ {OYSTERS} {MEDIUM} ?x }}"),
    ("What are the dimensions of the Tulip Vase?", "lists", f"SELECT ?x WHERE {{ {TULIP_VASE} {EXTENT} ?x }}"),
    ("what is the inventory number of the Merry Drinker", "lists",
     f"SELECT ?x WHERE {{ {MERRY_DRINKER} {IDENT} ?x }}"),
    ("What is the Dutch title of Girl with a Silver Comb?", "lists",
     f"SELECT ?x WHERE {{ {SILVER_COMB} {TITLE} ?x FILTER(LANG(?x) = \"nl\") }}"),
    ("Which objects are painted in oil on canvas?", "lists",
     (f"SELECT ?x WHERE {{ {cho('?x')} ?x {MEDIUM} ?m "
      f"FILTER(STR(?m) IN (\"oil on canvas\", \"Öl auf Leinwand\")) }}")),
    # places, subjects, types
    ("Which objects depict Velft?", "lists", f"SELECT ?x WHERE {{ {cho('?x')} ?x {SPATIAL} {VELFT} }}"),
    ("Which still lifes are in the collection?", "lists",
     f"SELECT ?x WHERE {{ {cho('?x')} ?x {SUBJECT} {STILL_LIFE} }}"),
    ("Which photographs are there?", "lists", f"SELECT ?x WHERE {{ {cho('?x')} ?x {TYPE} {PHOTOGRAPH} }}"),
    ("which books are in german", "lists",
     f"SELECT ?x WHERE {{ ?x {EDM_TYPE} \"TEXT\" ; {LANGUAGE} \"de\" }}"),
    # dates
    ("Which is the oldest object in the collection?", "lists",
     f"{XSD}SELECT ?x WHERE {{ {cho('?x')} {year('?x', '?y')} }} ORDER BY ?y LIMIT 1"),
    ("Which paintings were made before 1640?", "lists",
     f"{XSD}SELECT DISTINCT ?x WHERE {{ {cho('?x')} {painting('?x')} {year('?x', '?y')} FILTER(?y < 1640) }}"),
    ("Which cityscapes date from the 1650s?", "lists",
     (f"{XSD}SELECT DISTINCT ?x WHERE {{ {cho('?x')} ?x {SUBJECT} {CITYSCAPE} . {year('?x', '?y')} "
      f"FILTER(?y >= 1650 && ?y < 1660) }}")),
    # counts
    ("How many 3D objects are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cho('?x')} ?x {EDM_TYPE} \"3D\" }}"),
    ("How many objects does the Rijkscollectie contribute?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cho('?x')} {held_by('?x', RIJKS, 'Rijkscollectie Amberstad')} }}"),
    ("How many works by Pieter van Kessel are in the collection?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cho('?x')} ?x {CREATOR} {KESSEL} }}"),
    ("In what year was Joris Vermaelen born?", "counts", f"SELECT ?n WHERE {{ {VERMAELEN} {BORN} ?n }}"),
    ("How many objects depict Wendelburg?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cho('?x')} ?x {SPATIAL} {WENDELBURG} }}"),
    ("How many books are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cho('?x')} ?x {EDM_TYPE} \"TEXT\" }}"),
    ("How many objects carry the Public Domain Mark?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?a {AGG_CHO} ?x ; {RIGHTS} {PDM} }}"),
    ("how many artists were born in the 17th century", "counts",
     (f"{XSD}SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {AGENT} ; {BORN} ?b "
      f"FILTER(xsd:integer(?b) > 1600 && xsd:integer(?b) <= 1700) }}")),
    ("How many portraits are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {cho('?x')} ?x {SUBJECT} {PORTRAIT} }}"),
    ("What is the latitude of Velft?", "counts", f"SELECT ?n WHERE {{ {VELFT} {LAT} ?n }}"),
]
YES_NO = [
    ("Was the artist of View of Velft born in Velft?", True),
    ("Was the painter of The Merry Drinker born in Amberstad?", False),
    ("Is the Girl with a Silver Comb painted in oil on canvas?", True),
    ("Is Winter Landscape with Skaters painted in oil on canvas?", False),
    ("Does the Rijkscollectie Amberstad hold Woman Reading a Letter?", True),
    ("Does the Velderhuis hold the Sparrow on a Perch?", False),
    ("Was Anna Wendt born before Theodor Grau?", False),
    ("Was Carel Falkenier born after Pieter van Kessel?", True),
    ("Is there a photograph of Rhenburg in the collection?", True),
    ("Is there a photograph of Amberstad?", False),
    ("Is the Tulip Vase a 3D object?", True),
    ("Is Standing Woman available under CC0?", False),
    ("Does the Stadtmuseum Wendelburg have a work by Vermaelen?", True),
    ("Did Marten Sluys make any paintings?", False),
    ("Is the Chronik der Stadt Wendelburg written in German?", True),
    ("is the schilder-boeck in german", False),
    ("Did Theodor Grau die before 1920?", True),
    ("Did Elise Borck die before 1940?", False),
    ("Does the Velderhuis hold more objects than the Rijkscollectie?", False),
    ("Was the Still Life with Oysters painted before the Sparrow on a Perch?", True),
]


name_of = kg_questions.name_under(BASE)  # records, agents, places, concepts by their path (``agent/base/60404``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("heritage", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
