"""``python -m kgqa.bench.artworks_kg``: questions about a museum's collection in the Linked Art shape, one JSON
object on stdout.

The KG is ``tests/candidates/data/artworks.ttl``: the Linked Art export (CIDOC-CRM as the Getty, Yale
and the Rijksmuseum publish it) of an invented museum, the Rijkshaven Museum, written by hand in
Turtle (943 triples). Terms are CIDOC-CRM (``http://www.cidoc-crm.org/cidoc-crm/``), Linked Art's
own (``https://linked.art/ns/terms/``, only ``la:Set`` and ``la:member_of``) and Getty AAT concepts
(``http://vocab.getty.edu/aat/``); the museum's resources are under
``https://data.museum.example.org/`` by opaque ids: 18 ``crm:E22_Human-Made_Object``s
(``object/1f3a9c``), nine ``crm:E21_Person``s (``person/4b1e07``), six ``crm:E74_Group``s (the
museum ``group/1e0a00``, two painters' guilds, a workshop, a friends' society and a dealer), six
``crm:E53_Place``s (``place/delft``) and four ``la:Set``s (``set/3a71c0``, "Dutch Golden Age").
Every object has ``rdfs:label``, ``crm:P2_has_type`` to an AAT work type (painting, drawing,
print, sculpture: nine paintings, three drawings, two prints, four sculptures), and
``crm:P1_is_identified_by`` two blank nodes: a ``crm:E33_E41_Linguistic_Appellation`` (the title,
``crm:P190_has_symbolic_content``, typed ``aat:300404670`` primary name) and a
``crm:E42_Identifier`` (the accession number "SK-A-1234", "RP-T-1955-12", "BK-1978-5", typed
``aat:300312355``); three labels differ from the title ("Still Life with Lemons" for "Still Life
with Lemons and a Roemer"). Production is an event: ``crm:P108i_was_produced_by`` to
``object/<id>/production`` (``crm:E12_Production``) with ``crm:P4_has_time-span`` (a blank
``crm:E52_Time-Span`` with ``crm:P82a_begin_of_the_begin`` and ``crm:P82b_end_of_the_end`` as
``xsd:dateTime``; one, Saint Jerome's, only as ``xsd:gYear`` "1520"-"1530"),
``crm:P7_took_place_at`` a place and ``crm:P14_carried_out_by`` the artist; two productions have
no artist of their own but ``crm:P9_consists_of`` blank sub-productions: the Adoration of the
Shepherds one by Pieter de Wael and one by his workshop, the Madonna and Child one typed
``aat:300404269`` "attributed to" Lucia Bellandi. Materials are ``crm:P45_consists_of`` AAT
materials (oil paint, canvas, oak panel, bronze, paper, ink, black chalk, marble); dimensions
``crm:P43_has_dimension`` blank ``crm:E54_Dimension``s typed ``aat:300055644`` (height) or
``aat:300055647`` (width) with ``crm:P90_has_value`` (``xsd:decimal``) and ``crm:P91_has_unit``
``aat:300379098`` (centimetres); one object, The Crucifixion, has none. Every object has
``crm:P52_has_current_owner`` the museum, and all but two ``la:member_of`` one set (River
Landscape with Ferry two). Sixteen have ``crm:P24i_changed_ownership_through``
``object/<id>/acquisition`` (``crm:E8_Acquisition``, typed gift or purchase, with a time-span,
two of them a whole year, and ``crm:P23_transferred_title_from`` the donor or seller: Anna Vos,
the Friends of the Rijkshaven Museum or Galerie Marchand). People have ``rdfs:label``, their own
P1 name, ``crm:P98i_was_born`` / ``crm:P100i_died_in`` events (``crm:E67_Birth``/``crm:E69_Death``
with a time-span and mostly a ``crm:P7_took_place_at``) and some
``crm:P107i_is_current_or_former_member_of`` a guild. Untidy as a real dump: an anonymous artist
("Unknown Flemish master", a person with no dates), two people both labelled "Pieter de Wael"
(born 1590 and 1655), a production date only as a year range, AAT concepts labelled by
``rdfs:label``, ``skos:prefLabel`` or both, an object with no dimensions and one in two sets.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_artworks_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10
of them false), in plain English as a visitor, curator or art historian asks them, not phrased
after the CRM properties ("Who painted ...", "How tall is SK-A-1234?", "Which works did Anna Vos
donate?", "made of bronze", "on oak panel"): one hop both ways (an object's artist, materials,
collection, accession number, seller; a person's works, a donor's gifts), two and three hops
through the production, birth, death and acquisition events (where a work was made, where and
when its artist was born, the artists born in or who died in a city, guild members), works made
through sub-productions (a workshop, an attribution), class questions with conditions (paintings
made in Delft, sculptures taller than 50 cm), superlatives (widest painting, tallest object,
oldest painting, latest painting acquired, the artist with most drawings), date thresholds on
production and acquisition dates, counts per type, set, place, donor and decade, two stored
dimensions, and yes/no on materials, types, sets, donors, places, guild membership, thresholds on
dimensions and dates and comparisons of two objects' heights and two artists' births. Some are
typed carelessly (lower case, no question mark, " 's ", a short name such as "Verhoef" or "the
Adoration", one misspelt name). Where the answer is an entity, the answer is the entity
(``object/1f3a9c``, ``person/d2e7b3``, ``place/leiden``; an AAT concept as its full IRI), not its
name; an accession number or a date as written.

    python -m kgqa.bench.artworks_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "artworks.ttl"
BASE = "https://data.museum.example.org/"
CRM = "http://www.cidoc-crm.org/cidoc-crm/"
LA = "https://linked.art/ns/terms/"
AAT = "http://vocab.getty.edu/aat/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_INT = "<http://www.w3.org/2001/XMLSchema#integer>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _c(name: str) -> str:
    return f"<{CRM}{name}>"


def _aat(code: str) -> str:
    return f"<{AAT}{code}>"


OBJECT = _c("E22_Human-Made_Object")
TYPE, IDENTIFIED, CONTENT, PRODUCED, BY, PARTS, TIMESPAN, AT, BEGIN = (_c(n) for n in (
    "P2_has_type", "P1_is_identified_by", "P190_has_symbolic_content", "P108i_was_produced_by",
    "P14_carried_out_by", "P9_consists_of", "P4_has_time-span", "P7_took_place_at", "P82a_begin_of_the_begin"))
MATERIAL, DIMENSION, VALUE, OWNER, ACQUIRED, FROM, BORN, DIED, MEMBER = (_c(n) for n in (
    "P45_consists_of", "P43_has_dimension", "P90_has_value", "P52_has_current_owner",
    "P24i_changed_ownership_through", "P23_transferred_title_from", "P98i_was_born", "P100i_died_in",
    "P107i_is_current_or_former_member_of"))
IN_SET = f"<{LA}member_of>"
PAINTING, DRAWING, PRINT, SCULPTURE = (_aat(c) for c in ("300033618", "300033973", "300041273", "300047090"))
OAK, BRONZE, MARBLE = _aat("300012264"), _aat("300010957"), _aat("300011443")
HEIGHT, WIDTH, ACCESSION = _aat("300055644"), _aat("300055647"), _aat("300312355")
MUSEUM, DELFT_GUILD, FRIENDS, MARCHAND = (_e(f"group/{i}") for i in ("1e0a00", "8d3e51", "2a7f61", "6b3e90"))
VERHOEF, DORSMAN, DE_WAEL_ELDER, DE_WAEL_YOUNGER, OSSELAER, ROUSSEL, BELLANDI, VOS = (_e(f"person/{i}") for i in (
    "4b1e07", "7c2d19", "a93f20", "b0d4e5", "d2e7b3", "e58c44", "f1a6d0", "0e9b2c"))
DELFT, ANTWERP, LEIDEN, PARIS, FLORENCE = (_e(f"place/{p}") for p in ("delft", "antwerp", "leiden", "paris",
                                                                      "florence"))
GOLDEN_AGE, FLEMISH, PRINTS_DRAWINGS, MODERN_SCULPTURE = (_e(f"set/{i}") for i in (
    "3a71c0", "4b82d1", "5c93e2", "6da4f3"))
HARBOUR, OUDE_KERK, STILL_LIFE, PORTRAIT, ADORATION, JEROME, CRUCIFIXION, RIVER = (_e(f"object/{i}") for i in (
    "1f3a9c", "2b7d41", "3e8f02", "4a0c57", "5d9e13", "6c1f88", "7b2e60", "8e4a19"))
SLEEPING_DOG, DUNE, OLD_MAN, FERRYMAN, WINTER, DANCER, SWIMMER, BUST, MADONNA, HORSE = (_e(f"object/{i}") for i in (
    "9f5b24", "a0c6d3", "b1d7e4", "c2e8f5", "d3f906", "e4a017", "f5b128", "0a6c39", "1b7d4a", "2c8e5b"))


def of_type(var: str, work_type: str) -> str:
    """``var`` is an object of an AAT work type (painting, drawing, print, sculpture)."""
    return f"{var} {RDF_TYPE} {OBJECT} ; {TYPE} {work_type} ."


def made_by(obj: str, who: str) -> str:
    """``who`` carried out ``obj``'s production, or one of its parts (a workshop, an attribution)."""
    return f"{obj} {PRODUCED}/{PARTS}?/{BY} {who} ."


def dimension(obj: str, kind: str, var: str) -> str:
    """``var`` is ``obj``'s height or width (centimetres)."""
    return f"{obj} {DIMENSION} [ {TYPE} {kind} ; {VALUE} {var} ] ."


def acquired_on(obj: str, var: str) -> str:
    """``var`` is when the museum's acquisition of ``obj`` began."""
    return f"{obj} {ACQUIRED}/{TIMESPAN}/{BEGIN} {var} ."


def year(var: str) -> str:
    """The year of a time-span bound, whether an ``xsd:dateTime`` or an ``xsd:gYear``."""
    return f"{XSD_INT}(SUBSTR(STR({var}), 1, 4))"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # artists and makers
    ("Who painted The Harbour at Dawn?", "lists",
     f"SELECT ?x WHERE {{ ?o {IDENTIFIED}/{CONTENT} \"The Harbour at Dawn\" ; {PRODUCED}/{BY} ?x }}"),
    ("Who worked on the Adoration?", "lists", f"SELECT ?x WHERE {{ {made_by(ADORATION, '?x')} }}"),
    ("Who is the Madonna and Child attributed to?", "lists", f"SELECT ?x WHERE {{ {made_by(MADONNA, '?x')} }}"),
    ("which works did verhoef make", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OBJECT} . {made_by('?x', VERHOEF)} }}"),
    ("Which drawings are by Hendrick Osselaer?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', DRAWING)} {made_by('?x', OSSELAER)} }}"),
    ("Which sculptures did Camile Roussel make?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', SCULPTURE)} {made_by('?x', ROUSSEL)} }}"),
    ("What did the elder Pieter de Wael make?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OBJECT} . {made_by('?x', DE_WAEL_ELDER)} }}"),
    ("Which artist made the most drawings?", "lists",
     (f"SELECT ?x WHERE {{ {of_type('?o', DRAWING)} {made_by('?o', '?x')} }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(?o)) LIMIT 1")),
    # people, places, guilds
    ("Where was the artist of Study of a Sleeping Dog born", "lists",
     f"SELECT ?x WHERE {{ {SLEEPING_DOG} {PRODUCED}/{BY}/{BORN}/{AT} ?x }}"),
    ("When was the artist of The Harbour at Dawn born?", "lists",
     f"SELECT ?x WHERE {{ {HARBOUR} {PRODUCED}/{BY}/{BORN}/{TIMESPAN}/{BEGIN} ?x }}"),
    ("Which artists were members of the Guild of Saint Luke in Delft?", "lists",
     f"SELECT ?x WHERE {{ ?x {MEMBER} {DELFT_GUILD} }}"),
    ("Which artists were born in Antwerp?", "lists", f"SELECT ?x WHERE {{ ?x {BORN}/{AT} {ANTWERP} }}"),
    ("Which artists died in Leiden?", "lists", f"SELECT ?x WHERE {{ ?x {DIED}/{AT} {LEIDEN} }}"),
    ("Which paintings were made in Delft?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', PAINTING)} ?x {PRODUCED}/{AT} {DELFT} }}"),
    # materials and types
    ("Which works are made of bronze?", "lists", f"SELECT ?x WHERE {{ ?x {MATERIAL} {BRONZE} }}"),
    ("Which paintings are on oak panel?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', PAINTING)} ?x {MATERIAL} {OAK} }}"),
    ("what is the Still Life with Lemons made of", "lists", f"SELECT ?x WHERE {{ {STILL_LIFE} {MATERIAL} ?x }}"),
    ("what is the accession number of the harbour at dawn", "lists",
     f"SELECT ?x WHERE {{ {HARBOUR} {IDENTIFIED} ?i . ?i {TYPE} {ACCESSION} ; {CONTENT} ?x }}"),
    # sizes
    ("Which is the widest painting?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', PAINTING)} {dimension('?x', WIDTH, '?w')} }} ORDER BY DESC(?w) LIMIT 1"),
    ("What is the tallest object in the museum?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OBJECT} ; {OWNER} {MUSEUM} . {dimension('?x', HEIGHT, '?h')} }} "
      f"ORDER BY DESC(?h) LIMIT 1")),
    ("Which sculptures are taller than 50 cm?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', SCULPTURE)} {dimension('?x', HEIGHT, '?h')} FILTER(?h > 50) }}"),
    # dates
    ("Which works were made before 1600?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {OBJECT} ; {PRODUCED}/{TIMESPAN}/{BEGIN} ?b FILTER({year('?b')} < 1600) }}"),
    ("Which is the oldest painting?", "lists",
     (f"SELECT ?x WHERE {{ {of_type('?x', PAINTING)} ?x {PRODUCED}/{TIMESPAN}/{BEGIN} ?b }} "
      f"ORDER BY STR(?b) LIMIT 1")),
    # collections and provenance
    ("Which objects are in the Prints and Drawings collection?", "lists",
     f"SELECT ?x WHERE {{ ?x {IN_SET} {PRINTS_DRAWINGS} }}"),
    ("Which collections is River Landscape with Ferry in?", "lists", f"SELECT ?x WHERE {{ {RIVER} {IN_SET} ?x }}"),
    ("what collection is the swimmer in", "lists", f"SELECT ?x WHERE {{ {SWIMMER} {IN_SET} ?x }}"),
    ("Which objects did Anna Vos donate?", "lists", f"SELECT ?x WHERE {{ ?x {ACQUIRED}/{FROM} {VOS} }}"),
    ("Who sold the Portrait of a Woman in Black to the museum?", "lists",
     f"SELECT ?x WHERE {{ {PORTRAIT} {ACQUIRED}/{FROM} ?x }}"),
    ("Which works were acquired before 1940?", "lists",
     f"SELECT ?x WHERE {{ {acquired_on('?x', '?d')} FILTER(YEAR(?d) < 1940) }}"),
    ("Which painting did the museum acquire most recently?", "lists",
     f"SELECT ?x WHERE {{ {of_type('?x', PAINTING)} {acquired_on('?x', '?d')} }} ORDER BY DESC(?d) LIMIT 1"),
    # counts
    ("How many drawings does the museum own?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {of_type('?x', DRAWING)} ?x {OWNER} {MUSEUM} }}"),
    ("How tall is SK-A-1234?", "counts",
     f"SELECT ?n WHERE {{ ?o {IDENTIFIED}/{CONTENT} \"SK-A-1234\" . {dimension('?o', HEIGHT, '?n')} }}"),
    ("How wide is The Swimmer?", "counts", f"SELECT ?n WHERE {{ {dimension(SWIMMER, WIDTH, '?n')} }}"),
    ("How many paintings are in the Dutch Golden Age collection?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {of_type('?x', PAINTING)} ?x {IN_SET} {GOLDEN_AGE} }}"),
    ("How many works were made in Antwerp?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {OBJECT} ; {PRODUCED}/{AT} {ANTWERP} }}"),
    ("How many sculptures are in the collection?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {of_type('?x', SCULPTURE)} }}"),
    ("How many works has the museum received from the Friends of the Rijkshaven Museum?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ACQUIRED}/{FROM} {FRIENDS} }}"),
    ("How many objects were acquired in the 1950s?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {acquired_on('?x', '?d')} "
      f"FILTER(YEAR(?d) >= 1950 && YEAR(?d) < 1960) }}")),
    ("how many prints are in the collection", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {of_type('?x', PRINT)} }}"),
    ("How many works by Camille Roussel does the museum have?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {OBJECT} ; {OWNER} {MUSEUM} . "
      f"{made_by('?x', ROUSSEL)} }}")),
]
YES_NO = [
    ("Was The Harbour at Dawn acquired before 1950?", True),
    ("Was the Portrait of a Woman in Black acquired before 1950?", False),
    ("Is The Swimmer made of bronze?", True),
    ("Is the Bust of a Young Woman made of bronze?", False),
    ("Was Jan Claesz Verhoef a member of the Guild of Saint Luke in Delft?", True),
    ("Was Hendrick Osselaer a member of the Delft guild of Saint Luke?", False),
    ("Is The Harbour at Dawn wider than 90 cm?", True),
    ("Is View of the Oude Kerk in Winter taller than 50 cm?", False),
    ("Was Margriet Dorsman born before Jan Claesz Verhoef?", True),
    ("Was Camille Roussel born before Hendrick Osselaer?", False),
    ("is osselaer 's ferryman a print", True),
    ("Is Head of an Old Man a painting?", False),
    ("Is River Landscape with Ferry in the Flemish Painting collection?", True),
    ("Is The Harbour at Dawn part of the Flemish Painting collection?", False),
    ("Did Anna Vos donate the Study of a Sleeping Dog?", True),
    ("Did Anna Vos give the museum The Swimmer?", False),
    ("Was Saint Jerome in His Study painted in Antwerp?", True),
    ("Was Dancer Resting made in Florence?", False),
    ("Is the Adoration of the Shepherds taller than the Portrait of a Woman in Black?", True),
    ("Did Lucia Bellandi make any drawings?", False),
]


name_of = kg_questions.name_under(BASE)  # the museum's resources by their path (``object/1f3a9c``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("artworks", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
