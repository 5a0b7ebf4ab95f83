"""``python -m kgqa.bench.coins_kg``: questions about a coin-type corpus and its coins, one JSON object on stdout.

The KG is ``tests/candidates/data/coins.ttl``: a partial export of the linked data an online coin-type
corpus publishes in the Nomisma.org shape (as OCRE and CRRO do for Roman coinage), for the invented
Varrian Empire and the civil wars before it, written by hand in Turtle (741 triples). The corpus's
own resources are under ``http://numismatics.example.org/``: 21 coin types and one deprecated type,
``nmo:TypeSeriesItem``s named as the corpus names them (``id/cvi.1(2).cas.1a`` for the "Corpus
Varrianum Imperii" with a ``skos:prefLabel`` "CVI I (second edition) Castor Magnus 1A"@en,
``id/cvr.520.1`` "CVR 520/1"@en for the civil-war issues), 25 coins (``nmo:NumismaticObject``,
``object/1990.12.3``, ``object/mk-18820``, ``object/huc-112``) and three hoards (``nmo:Hoard``,
``hoard/ardenum-1987``). The shared vocabulary concepts are Nomisma-style ``nm:`` IRIs under
``http://nomisma.example.org/id/``, each a ``skos:Concept`` with ``skos:prefLabel`` in ``@en``,
``@de`` and mostly ``@fr`` and most with an ``@en`` ``skos:definition``: six mints (``nmo:Mint``,
``nm:lugora``) with ``geo:location`` to a ``#this`` node (``geo:SpatialThing`` with ``geo:lat`` and
``geo:long`` as ``xsd:decimal``), eight persons (``foaf:Person``: six issuing authorities and two
people only portrayed, the empress Orsina and the heir Lucan Caesar), five denominations
(``nmo:Denomination``: aurel in gold, sicla and hemisicla in silver, dupon in orichalcum, the bronze
halbling), four materials (``nmo:Material``: ``nm:av``, ``nm:ar``, ``nm:ae``, ``nm:orichalcum``) and
three collections (``nmo:Collection``: the Varrian State Museum, the Lugora Coin Cabinet or
Münzkabinett Lugora, the Halden University Collection). Every live type has
``nmo:hasDenomination``, ``nmo:hasMint``, ``nmo:hasAuthority``, ``nmo:hasMaterial``,
``nmo:hasStartDate`` and ``nmo:hasEndDate`` (``xsd:gYear``, negative for BC: ``"-0025"``) and an
``nmo:hasObverse`` and ``nmo:hasReverse`` blank node with ``nmo:hasLegend`` (the legend as struck,
"CASTOR MAGNVS PATER PATRIAE"), a ``dcterms:description``@en of the design and, where a person is
shown, ``nmo:hasPortrait``. Coins have ``dcterms:title``@en, ``dcterms:identifier`` (the museum's
number, "1990.12.3", "MK-18820", "HUC 112"), ``nmo:hasTypeSeriesItem``, ``nmo:hasWeight`` (grams,
``xsd:decimal``), ``nmo:hasAxis`` (``xsd:integer``, clock hours), ``nmo:hasDiameter`` (mm) and
``nmo:hasCollection``. Hoards have ``skos:prefLabel`` (@en, @de), ``nmo:hasClosingDate`` (gYear),
``nmo:hasFindspot`` (a ``#findspot`` node with an ``rdfs:label`` and a blank ``geo:location``) and
``dcterms:tableOfContents`` listing their coins (two hoards) or, for the Tarvo hoard, whose coins
were not catalogued one by one, its types. Untidy as a real export is: one type has a reverse with
no legend, one coin's weight is the plain string "3.6 g" and it has no diameter, two coins have no
axis, the halbling is labelled only in German, the hemisicla is never used, two different
authorities (the general and the later usurper) are both "Decimus Corvo" in ``@en`` and ``@de``,
and the deprecated ``id/cvi.1(2).cas.14a`` has only a label, a change note and
``dcterms:isReplacedBy``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_coins_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a numismatist or museum visitor asks them, not
phrased after the Nomisma terms ("Which siclas were struck at Lugora?", "Who is portrayed on ...",
"What does the obverse legend say", "How heavy is coin 1990.12.3?", "minted before 20 BC"): one
hop both ways (a type's mint, legend, material, replacement; an authority's types, a hoard's
coins, a coin's collection), two and three hops (the portrait on a ruler's aurel, the authorities
behind a hoard's coins, a collection's coins of a ruler, mint or denomination), class questions
with conditions (gold types before 20 BC, types without a reverse legend), superlatives (the
heaviest coin, the earliest type, the hoard with most coins), thresholds on BC/AD years, weights and
latitudes, counts per authority, mint, collection and hoard, a sum of weights, stored numbers (a
weight, a diameter, a closing year) and yes/no on portraits, mints, collections, hoard contents,
materials, legends, comparisons of two coins' weights, two hoards' dates, two mints' latitudes and
two rulers' numbers of types. Some are typed carelessly (lower case, no question mark, " 's ",
"CVI I Castor Magnus 5" for the full label, the misspelt "Tarquin"). Where the answer is an
entity, the answer is the entity (``id/cvi.1(2).vel.3``, ``object/mk-18821`` for the corpus's own
resources, ``nm:`` concepts in full), not its name; a legend or a year as written.

    python -m kgqa.bench.coins_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "coins.ttl"
BASE = "http://numismatics.example.org/"
NMO = "http://nomisma.org/ontology#"
NM = "http://nomisma.example.org/id/"
GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#"
DCT = "http://purl.org/dc/terms/"
XSD = "http://www.w3.org/2001/XMLSchema#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _nm(name: str) -> str:
    return f"<{NM}{name}>"


TYPE, COIN, HOARD = (f"<{NMO}{n}>" for n in ("TypeSeriesItem", "NumismaticObject", "Hoard"))
DENOM, MINT, AUTH, MATERIAL, START, END, OBV, REV, LEGEND, PORTRAIT = (f"<{NMO}{n}>" for n in (
    "hasDenomination", "hasMint", "hasAuthority", "hasMaterial", "hasStartDate", "hasEndDate", "hasObverse",
    "hasReverse", "hasLegend", "hasPortrait"))
TSI, WEIGHT, AXIS, DIAMETER, COLLECTION, CLOSING = (f"<{NMO}{n}>" for n in (
    "hasTypeSeriesItem", "hasWeight", "hasAxis", "hasDiameter", "hasCollection", "hasClosingDate"))
TOC, REPLACED_BY = f"<{DCT}tableOfContents>", f"<{DCT}isReplacedBy>"
LOCATION, LAT = f"<{GEO}location>", f"<{GEO}lat>"

CASTOR, VELANUS, TARQUEN, CORVO_ELDER, CORVO_YOUNGER, SERTOR, ORSINA, LUCAN = (_nm(n) for n in (
    "castor_magnus", "velanus", "tarquen", "corvo_elder", "corvo_younger", "sertor", "orsina", "lucan_caesar"))
LUGORA, VESSARA, ARDENUM, CALTIS, NEMAUSA, TARVO = (_nm(n) for n in (
    "lugora", "vessara", "ardenum", "caltis", "nemausa", "tarvo"))
AUREL, SICLA, DUPON, HALBLING = (_nm(n) for n in ("aurel", "sicla", "dupon", "halbling"))
GOLD, BRONZE, ORICHALCUM = _nm("av"), _nm("ae"), _nm("orichalcum")
VSM, MKL, HUC = (_nm(n) for n in ("varrian_state_museum", "muenzkabinett_lugora", "halden_university_collection"))
ARDENUM_HOARD, CALTIS_HOARD, TARVO_HOARD = (_e(f"hoard/{n}") for n in ("ardenum-1987", "caltis-1955", "tarvo-2009"))
CAS_1A, CAS_5, CAS_14A, VEL_30, TAR_2, CVR_520 = (_e(f"id/{n}") for n in (
    "cvi.1(2).cas.1a", "cvi.1(2).cas.5", "cvi.1(2).cas.14a", "cvi.1(2).vel.30", "cvi.1(2).tar.2", "cvr.520.1"))
C_1990_12_3, C_MK_19105, C_HUC_140 = _e("object/1990.12.3"), _e("object/mk-19105"), _e("object/huc-140")


def coin_type(var: str) -> str:
    """``var`` is a live coin type (the deprecated type is a ``TypeSeriesItem`` too, with nothing else)."""
    return f"{var} {RDF_TYPE} {TYPE} ; {AUTH} ?_a_{var[1:]} ."


def coin(var: str) -> str:
    return f"{var} {RDF_TYPE} {COIN} ."


def year(var: str) -> str:
    """A gYear as a number (``"-0025"`` is 25 BC)."""
    return f"<{XSD}integer>(STR({var}))"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # types: mints, rulers, denominations, materials
    ("Which siclas were struck at Lugora?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {DENOM} {SICLA} ; {MINT} {LUGORA} }}"),
    ("What does the obverse legend of CVI I (second edition) Castor Magnus 1A say?", "lists",
     f"SELECT ?x WHERE {{ {CAS_1A} {OBV} ?o . ?o {LEGEND} ?x }}"),
    ("Who is portrayed on the reverse of CVI I Castor Magnus 5?", "lists",
     f"SELECT ?x WHERE {{ {CAS_5} {REV} ?r . ?r {PORTRAIT} ?x }}"),
    ("Which mint struck CVR 520/1?", "lists", f"SELECT ?x WHERE {{ {CVR_520} {MINT} ?x }}"),
    # "Tarquin" misspelt on purpose: the authority is Tarquen
    ("Which coin types did Tarquin issue?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {AUTH} {TARQUEN} }}"),
    ("Which coin types show Lucan Caesar?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {coin_type('?x')} {{ ?x {OBV} ?s }} UNION {{ ?x {REV} ?s }} ?s {PORTRAIT} {LUCAN} }}"),
    ("Which types were struck in orichalcum?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {MATERIAL} {ORICHALCUM} }}"),
    ("which coins in the halden university collection are halblings", "lists",
     f"SELECT ?x WHERE {{ {coin('?x')} ?x {COLLECTION} {HUC} ; {TSI} ?t . ?t {DENOM} {HALBLING} }}"),
    ("Which coins were found in the Ardenum Hoard?", "lists", f"SELECT ?x WHERE {{ {ARDENUM_HOARD} {TOC} ?x }}"),
    ("Which hoard contained the most coins?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {HOARD} ; {TOC} ?c }} GROUP BY ?x ORDER BY DESC(COUNT(?c)) LIMIT 1"),
    ("Which mints struck Velanus 's coins?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {coin_type('?t')} ?t {AUTH} {VELANUS} ; {MINT} ?x }}"),
    ("Which is the heaviest coin?", "lists",
     f"SELECT ?x WHERE {{ {coin('?x')} ?x {WEIGHT} ?w FILTER(isNumeric(?w)) }} ORDER BY DESC(?w) LIMIT 1"),
    ("Which coin type is the earliest?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {START} ?s }} ORDER BY ({year('?s')}) LIMIT 1"),
    ("Which gold types were minted before 20 BC?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {MATERIAL} {GOLD} ; {START} ?s FILTER({year('?s')} < -20) }}"),
    ("When was the Caltis Hoard closed?", "lists", f"SELECT ?x WHERE {{ {CALTIS_HOARD} {CLOSING} ?x }}"),
    ("Which types have no legend on the reverse?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {REV} ?r FILTER NOT EXISTS {{ ?r {LEGEND} ?l }} }}"),
    ("What replaced CVI I (second edition) Castor Magnus 14A?", "lists",
     f"SELECT ?x WHERE {{ {CAS_14A} {REPLACED_BY} ?x }}"),
    ("which museum has coin mk-19105", "lists", f"SELECT ?x WHERE {{ {C_MK_19105} {COLLECTION} ?x }}"),
    ("Who issued the coins in the Caltis Hoard?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {CALTIS_HOARD} {TOC} ?c . ?c {TSI} ?t . ?t {AUTH} ?x }}"),
    ("Which mints lie north of 45 degrees latitude?", "lists",
     f"SELECT ?x WHERE {{ ?t {MINT} ?x . ?x {LOCATION} ?l . ?l {LAT} ?lat FILTER(?lat > 45) }}"),
    ("Which denominations were struck at Caltis?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {coin_type('?t')} ?t {MINT} {CALTIS} ; {DENOM} ?x }}"),
    ("What metal is CVI I Velanus 30 struck in?", "lists", f"SELECT ?x WHERE {{ {VEL_30} {MATERIAL} ?x }}"),
    ("Which coins weigh more than 8 grams?", "lists",
     f"SELECT ?x WHERE {{ {coin('?x')} ?x {WEIGHT} ?w FILTER(isNumeric(?w) && ?w > 8) }}"),
    ("Which types were struck by the usurper Decimus Corvo?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {AUTH} {CORVO_YOUNGER} }}"),
    ("Which coins of Castor Magnus are in the Varrian State Museum?", "lists",
     f"SELECT ?x WHERE {{ {coin('?x')} ?x {COLLECTION} {VSM} ; {TSI} ?t . ?t {AUTH} {CASTOR} }}"),
    ("What types are recorded in the Tarvo hoard?", "lists", f"SELECT ?x WHERE {{ {TARVO_HOARD} {TOC} ?x }}"),
    ("Which types were first minted after AD 30?", "lists",
     f"SELECT ?x WHERE {{ {coin_type('?x')} ?x {START} ?s FILTER({year('?s')} > 30) }}"),
    ("whose portrait is on the reverse of tarquen's aurel", "lists",
     f"SELECT ?x WHERE {{ ?t {AUTH} {TARQUEN} ; {DENOM} {AUREL} ; {REV} ?r . ?r {PORTRAIT} ?x }}"),
    ("Which coins have a die axis of 12 o'clock?", "lists",
     f"SELECT ?x WHERE {{ {coin('?x')} ?x {AXIS} 12 }}"),
    ("Which coins in the Münzkabinett Lugora were struck at the Lugora mint?", "lists",
     f"SELECT ?x WHERE {{ {coin('?x')} ?x {COLLECTION} {MKL} ; {TSI} ?t . ?t {MINT} {LUGORA} }}"),
    # counts
    ("How many types did Velanus issue?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {coin_type('?x')} ?x {AUTH} {VELANUS} }}"),
    ("How heavy is coin 1990.12.3?", "counts", f"SELECT ?n WHERE {{ {C_1990_12_3} {WEIGHT} ?n }}"),
    ("How many coins does the Halden University Collection hold?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {coin('?x')} ?x {COLLECTION} {HUC} }}"),
    ("How many coins does the Caltis Hoard contain?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {CALTIS_HOARD} {TOC} ?x }}"),
    ("What is the diameter of coin HUC 140?", "counts", f"SELECT ?n WHERE {{ {C_HUC_140} {DIAMETER} ?n }}"),
    ("How many types were struck at Caltis?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {coin_type('?x')} ?x {MINT} {CALTIS} }}"),
    ("What is the total weight of the coins in the Caltis Hoard?", "counts",
     f"SELECT (SUM(?w) AS ?n) WHERE {{ {CALTIS_HOARD} {TOC} ?c . ?c {WEIGHT} ?w }}"),
    ("How many mints struck gold?", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ {coin_type('?t')} ?t {MATERIAL} {GOLD} ; {MINT} ?m }}"),
    ("how many siclas does the münzkabinett lugora have", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {coin('?x')} ?x {COLLECTION} {MKL} ; {TSI} ?t . ?t {DENOM} {SICLA} }}"),
    ("In what year does the Ardenum Hoard close?", "counts", f"SELECT ?n WHERE {{ {ARDENUM_HOARD} {CLOSING} ?n }}"),
]
YES_NO = [
    ("Was any gold coin minted before 20 BC?", True),
    ("Was any orichalcum coin struck before 10 BC?", False),
    ("Is Orsina portrayed on CVI I (second edition) Castor Magnus 5?", True),
    ("Does Lucan Caesar appear on any coin of Tarquen?", False),
    ("Was CVR 520/1 struck at Caltis?", True),
    ("Was Tarquen's sicla minted at Lugora?", False),
    ("Is coin 1944.100.12 in the Varrian State Museum?", True),
    ("Is coin HUC 118 held by the Münzkabinett Lugora?", False),
    ("Did the Ardenum Hoard contain coin 1990.12.4?", True),
    ("Was coin 1990.12.3 part of the Ardenum Hoard?", False),
    ("Is coin 2001.3.2 heavier than coin HUC 140?", True),
    ("Does coin MK-20018 weigh more than 8.1 grams?", False),
    ("Did Velanus issue more types than Tarquen?", True),
    ("Did Pallas Sertor issue any gold coins?", False),
    ("Does the obverse of CVI I Velanus 1 read VELANVS CASTORIS F AVGVSTVS?", True),
    ("Does the reverse legend of CVR 530/1 read PIETAS?", False),
    ("Was the Caltis Hoard buried before the Ardenum Hoard?", True),
    ("Was the Tarvo mint active before AD 30?", False),
    ("Is the Caltis mint further south than Lugora?", True),
    ("is there a coin of the usurper corvo in the ardenum hoard", False),
]


name_of = kg_questions.name_under(BASE)  # the corpus's resources by their path (``id/cvi.1(2).vel.3``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("coins", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
