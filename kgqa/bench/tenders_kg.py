"""``python -m kgqa.bench.tenders_kg``: questions about public procurement notices, one JSON object on stdout.

The KG is ``tests/candidates/data/tenders.ttl``: a slice of the linked data the EU publishes from
TED (Tenders Electronic Daily) in the eProcurement Ontology (ePO, ``epo:`` =
``http://data.europa.eu/a4g/ontology#``), for an invented country, Veldmark (country code ``VMK``;
two suppliers are from the neighbouring Oskaria, ``OSK``), written by hand in Turtle (921 triples,
by a throwaway script since deleted). Every resource is an opaque id under
``http://data.europa.eu/a4g/resource/`` built from the notice number as the TED pipeline builds
them: 12 ``epo:Procedure``s (``id_2024-089431_Procedure_Xy7kQ2``), 20 ``epo:Lot``s
(``id_2024-089431_Lot_LOT-0001``), 39 ``epo:Tender``s (``id_2024-297114_Tender_TEN-0102``), 12
``epo:ContractNotice``s and 12 ``epo:ResultNotice``s (``id_2024-297114_ResultNotice``), 20
``epo:LotAwardOutcome``s (``id_2024-297114_LotAwardOutcome_RES-0001``), 19 ``epo:Winner`` roles, 19
``epo:Contract``s (``id_2024-297114_Contract_CON-0001``), 10 ``epo:Buyer`` roles and 25
``org:Organization``s (``id_2024-089431_Organization_ORG-0003``, named after the first notice they
appear in): ten buyers (four municipalities, the City of Karsholm, St. Alder University Hospital,
Karsholm Technical University, the Ministry of Transport and Public Works, the Ministry of Health,
the Esk Valley Water Board) and fifteen suppliers. A procedure has ``dct:title`` (``@en``),
``epo:hasProcedureType`` (an EU authority IRI, ``.../procurement-procedure-type/open``,
``restricted``, ``comp-dial``, ``neg-w-call``; only open and restricted have a ``skos:prefLabel``),
``epo:hasEstimatedValue`` and ``epo:hasProcurementScopeDividedIntoLot`` to its lots. Its contract
notice ``epo:refersToProcedure`` it, has ``epo:hasPublicationDate`` and ``epo:announcesRole`` the
buyer role, which is ``epo:playedBy`` the organisation (the buyer is only reached that way). A lot
has ``dct:title`` (``@en``), ``epo:hasReceptionDeadline`` (``xsd:date``) and ``epo:hasPurpose`` a
node with ``epo:hasMainClassification`` (a CPV IRI, ``http://data.europa.eu/cpv/cpv/45233120``; six
of them with an ``@en`` ``skos:prefLabel``) and ``epo:hasContractNatureType`` (``.../contract-nature/
works``, ``supplies``, ``services``). A tender has ``epo:isSubmittedForLot`` and ``epo:isSubmittedBy``
the organisation. A result notice ``epo:refersToProcedure`` and ``epo:announcesLotAwardOutcome``;
an outcome has ``epo:describesLot``, ``epo:hasAwardStatus`` (``.../winner-selection-status/selec-w``),
``epo:indicatesAwardOfLotToWinner`` a winner role ``epo:playedBy`` the supplier and
``epo:hasAwardedValue``. Values are ``epo:MonetaryValue`` nodes with ``epo:hasAmountValue``
(``xsd:decimal``) and ``epo:hasCurrency`` (``.../currency/EUR``). A contract has ``epo:includesLot``
and ``epo:hasContractConclusionDate``. Organisations have ``epo:hasLegalName`` (``@en``, no
``rdfs:label``), ``epo:hasID`` a node with ``epo:hasIdentifierValue`` (``VM-448120``) and
``epo:hasAddress`` a ``locn:Address`` with ``locn:postName`` and ``epo:hasCountryCode``
(``.../authority/country/VMK``). Untidy as a dump is: the ministry of transport has two legal names
(``@en`` and ``@de``), the helpdesk lot's award has no value, the street-lighting maintenance lot
got no tender and its outcome has ``epo:hasNonAwardReason`` (``.../non-award-justification/no-rece``)
and status ``clos-nw``, most CPV codes and procedure types are unlabelled, and one procedure's
result notice is published the year after its contract notice.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_tenders_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no
questions (10 of them false), in plain English as a journalist or procurement analyst asks them,
not phrased after the ePO terms ("Who won the road resurfacing contract in Dunmore?", "How many
bids did the hospital's laundry tender get?", "Which buyers awarded more than 1 million euro in
total?"): one hop both ways (a lot's bidders, a supplier's bids, a procedure's lots, an
organisation by its registration number), two and three hops through notices, roles and award
outcomes (a lot's winner, a buyer's procedures and suppliers, the contracts a company won, the
buyer of a procedure), class questions with conditions (lots of a CPV code by its label, works
contracts signed in 2023, foreign suppliers, suppliers in a town), superlatives (largest contract
awarded in 2024, the hospital's cheapest contract, the lot with most bids, the supplier with most
wins), date and value thresholds (deadlines in July 2023, contracts signed before 2024, estimates
over 2 million, procedures whose awards went over the estimate), aggregates (bids per lot, sums per
buyer and supplier), one stored estimate and one stored award, and yes/no on winners, bidders,
procedure types, values, countries, non-awards and comparisons of two lots' bids and two
contracts' dates. About eight are typed carelessly (lower case, no question mark, " 's ", "KTU" for
Karsholm Technical University, "St Alder hospital", one misspelt company). Where the answer is an
entity, the answer is the entity (its id under the resource base, ``id_2024-089431_Lot_LOT-0001``,
or an authority IRI in full), not its name.

    python -m kgqa.bench.tenders_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "tenders.ttl"
BASE = "http://data.europa.eu/a4g/resource/"
EPO = "http://data.europa.eu/a4g/ontology#"
ORG = "http://www.w3.org/ns/org#"
LOCN = "http://www.w3.org/ns/locn#"
DCT = "http://purl.org/dc/terms/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
AUTH = "http://publications.europa.eu/resource/authority/"
CPV = "http://data.europa.eu/cpv/cpv/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _r(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{EPO}{name}>"


def _auth(table: str, code: str) -> str:
    return f"<{AUTH}{table}/{code}>"


(PROCEDURE, LOT, TENDER, CONTRACT, C_NOTICE, OUTCOME, HAS_LOT, PTYPE, ESTIMATE, REFERS, PUBLISHED, ANNOUNCES,
 PLAYED_BY, DEADLINE, PURPOSE, CLASSIFICATION, NATURE, FOR_LOT, SUBMITTED_BY, DESCRIBES, WINNER, AWARDED, AMOUNT,
 NON_AWARD, INCLUDES_LOT, CONCLUDED, LEGAL_NAME, HAS_ID, ID_VALUE, ADDRESS, COUNTRY) = (_p(n) for n in (
    "Procedure", "Lot", "Tender", "Contract", "ContractNotice", "LotAwardOutcome", "hasProcurementScopeDividedIntoLot",
    "hasProcedureType", "hasEstimatedValue", "refersToProcedure", "hasPublicationDate", "announcesRole", "playedBy",
    "hasReceptionDeadline", "hasPurpose", "hasMainClassification", "hasContractNatureType", "isSubmittedForLot",
    "isSubmittedBy", "describesLot", "indicatesAwardOfLotToWinner", "hasAwardedValue", "hasAmountValue",
    "hasNonAwardReason", "includesLot", "hasContractConclusionDate", "hasLegalName", "hasID", "hasIdentifierValue",
    "hasAddress", "hasCountryCode"))
POST_NAME, PREF_LABEL = f"<{LOCN}postName>", f"<{SKOS}prefLabel>"

# organisations: buyers and suppliers
DUNMORE, HOSPITAL, KTU, MOT, MOH = (_r(f"id_{n}_Organization_ORG-0001") for n in (
    "2024-089431", "2023-541207", "2024-162085", "2023-278816", "2023-690342"))
BRENNICK, TALLIS, ORLA = (_r(f"id_2024-089431_Organization_ORG-000{i}") for i in (3, 2, 4))
VOSSBERG, STONEBRIDGE, KESWIN = (_r(n) for n in (
    "id_2023-278816_Organization_ORG-0002", "id_2023-541207_Organization_ORG-0003",
    "id_2024-162085_Organization_ORG-0002"))
MARRIN, HALDEN, ARDGLASS = (_r(n) for n in (
    "id_2024-122946_Organization_ORG-0002", "id_2023-371954_Organization_ORG-0002",
    "id_2023-690342_Organization_ORG-0004"))
# procedures and lots
P_DUNMORE_ROADS, P_LAUNDRY, P_CONSUMABLES, P_IT, P_BRIDGE, P_VACCINATION, P_CATERING, P_HARBOUR = (_r(n) for n in (
    "id_2024-089431_Procedure_Xy7kQ2", "id_2023-541207_Procedure_Lm3Ra9", "id_2024-122946_Procedure_Tc8Wv1",
    "id_2024-162085_Procedure_Hb5Nd4", "id_2023-278816_Procedure_Zq1Ue6", "id_2023-690342_Procedure_Pf9Gs2",
    "id_2024-266140_Procedure_Wk4Jx8", "id_2024-204619_Procedure_Ej3Mq0"))
L_RESURFACING, L_FOOTPATHS, L_LAUNDRY, L_GLOVES, L_LAPTOPS, L_BRIDGE, L_HELPDESK, L_CATERING_SOUTH = (
    _r(n) for n in ("id_2024-089431_Lot_LOT-0001", "id_2024-089431_Lot_LOT-0002", "id_2023-541207_Lot_LOT-0001",
                    "id_2024-122946_Lot_LOT-0001", "id_2024-162085_Lot_LOT-0002", "id_2023-278816_Lot_LOT-0001",
                    "id_2023-690342_Lot_LOT-0002", "id_2024-266140_Lot_LOT-0002"))
L_WATER_MAINS, L_LIGHTING_MAINT, L_STATIONERY, L_HARBOUR_WALL, L_CLEANING = (_r(n) for n in (
    "id_2023-371954_Lot_LOT-0001", "id_2024-317772_Lot_LOT-0002", "id_2024-398051_Lot_LOT-0001",
    "id_2024-204619_Lot_LOT-0001", "id_2023-431226_Lot_LOT-0001"))
OPEN, RESTRICTED, COMP_DIAL = (_auth("procurement-procedure-type", c) for c in ("open", "restricted", "comp-dial"))
WORKS = _auth("contract-nature", "works")
VMK, OSK = _auth("country", "VMK"), _auth("country", "OSK")


def winner_of(lot: str, org: str) -> str:
    """``org`` won ``lot``: an award outcome of the lot names a winner role the organisation plays."""
    return f"?o_ {DESCRIBES} {lot} ; {WINNER} ?w_ . ?w_ {PLAYED_BY} {org} ."


def awarded(lot: str, amount: str) -> str:
    """``amount`` is the value awarded for ``lot``."""
    return f"?ov_ {DESCRIBES} {lot} ; {AWARDED} ?v_ . ?v_ {AMOUNT} {amount} ."


def buyer_of(procedure: str, org: str) -> str:
    """``org`` is the buyer announced in the contract notice of ``procedure``."""
    return f"?n_ {RDF_TYPE} {C_NOTICE} ; {REFERS} {procedure} ; {ANNOUNCES} ?b_ . ?b_ {PLAYED_BY} {org} ."


def label(var: str, text: str) -> str:
    return f"{var} {PREF_LABEL} \"{text}\"@en ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # winners and bidders
    ("Who won the road resurfacing contract in Dunmore?", "lists",
     f"SELECT ?x WHERE {{ {winner_of(L_RESURFACING, '?x')} }}"),
    ("Which contracts did Brennick Construction win?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CONTRACT} ; {INCLUDES_LOT} ?l . {winner_of('?l', BRENNICK)} }}"),
    ("Which lots did Stonebridge Facility Services bid for?", "lists",
     f"SELECT ?x WHERE {{ ?t {RDF_TYPE} {TENDER} ; {SUBMITTED_BY} {STONEBRIDGE} ; {FOR_LOT} ?x }}"),
    ("Who bid for the Esk river bridge?", "lists",
     f"SELECT ?x WHERE {{ ?t {FOR_LOT} {L_BRIDGE} ; {SUBMITTED_BY} ?x }}"),
    ("which companies bid for the laptops at KTU", "lists",
     f"SELECT ?x WHERE {{ ?t {FOR_LOT} {L_LAPTOPS} ; {SUBMITTED_BY} ?x }}"),
    ("Which lots has Datavale Systems won?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {LOT} . {winner_of('?x', _r('id_2024-162085_Organization_ORG-0003'))} }}"),
    ("Which supplier has won the most lots?", "lists",
     (f"SELECT ?x WHERE {{ ?o {DESCRIBES} ?l ; {WINNER} ?w . ?w {PLAYED_BY} ?x }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?l)) LIMIT 1")),
    ("Which companies did the university award contracts to?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {buyer_of('?p', KTU)} ?p {HAS_LOT} ?l . "
      f"?o {DESCRIBES} ?l ; {WINNER} ?w . ?w {PLAYED_BY} ?x }}")),
    ("Which suppliers bid but never won anything?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?t {RDF_TYPE} {TENDER} ; {SUBMITTED_BY} ?x "
      f"FILTER NOT EXISTS {{ ?w {RDF_TYPE} {_p('Winner')} ; {PLAYED_BY} ?x }} }}")),
    ("Which suppliers from outside Veldmark took part in tenders?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?t {SUBMITTED_BY} ?x . ?x {ADDRESS} ?a . ?a {COUNTRY} ?c "
      f"FILTER(?c != {VMK}) }}")),
    ("Which bidders are based in Tobermoy?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?t {SUBMITTED_BY} ?x . ?x {ADDRESS} ?a . ?a {POST_NAME} \"Tobermoy\" }}"),
    ("Which organisation has the registration number VM-448120?", "lists",
     f"SELECT ?x WHERE {{ ?x {HAS_ID} ?i . ?i {ID_VALUE} \"VM-448120\" }}"),
    # buyers and procedures
    ("Which procedures did St Alder hospital launch", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROCEDURE} . {buyer_of('?x', HOSPITAL)} }}"),
    ("Who is the buyer for the Esk river bridge project?", "lists",
     f"SELECT ?x WHERE {{ {buyer_of(P_BRIDGE, '?x')} }}"),
    ("what lots does dunmore's road resurfacing tender have", "lists",
     f"SELECT ?x WHERE {{ {P_DUNMORE_ROADS} {HAS_LOT} ?x }}"),
    ("Which buyers awarded more than 1 million euro in total?", "lists",
     (f"SELECT ?x WHERE {{ {buyer_of('?p', '?x')} ?p {HAS_LOT} ?l . {awarded('?l', '?a')} }} "
      f"GROUP BY ?x HAVING (SUM(?a) > 1000000)")),
    ("Which procedures were run as restricted procedures?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROCEDURE} ; {PTYPE} {RESTRICTED} }}"),
    ("Which procedures had an estimated value above 2 million euro?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROCEDURE} ; {ESTIMATE} ?v . ?v {AMOUNT} ?a FILTER(?a > 2000000) }}"),
    ("Which procedures ended up awarding more than their estimated value?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PROCEDURE} ; {ESTIMATE} ?e ; {HAS_LOT} ?l . ?e {AMOUNT} ?est . "
      f"{awarded('?l', '?a')} }} GROUP BY ?x ?est HAVING (SUM(?a) > ?est)")),
    ("Which tenders were published in 2024?", "lists",
     (f"SELECT ?x WHERE {{ ?n {RDF_TYPE} {C_NOTICE} ; {REFERS} ?x ; {PUBLISHED} ?d "
      f"FILTER(YEAR(?d) = 2024) }}")),
    ("Which procedures had their submission deadline in July 2023?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {HAS_LOT} ?l . ?l {DEADLINE} ?d "
      f"FILTER(YEAR(?d) = 2023 && MONTH(?d) = 7) }}")),
    # lots: classification, bids, non-awards
    ("Under which CPV code is the hospital laundry tender classified?", "lists",
     f"SELECT ?x WHERE {{ {L_LAUNDRY} {PURPOSE} ?p . ?p {CLASSIFICATION} ?x }}"),
    ("Which lots are for school catering services?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {LOT} ; {PURPOSE} ?p . ?p {CLASSIFICATION} ?c . {label('?c', 'School catering services')} }}"),
    ("Which lots received only one bid?", "lists",
     f"SELECT ?x WHERE {{ ?t {RDF_TYPE} {TENDER} ; {FOR_LOT} ?x }} GROUP BY ?x HAVING (COUNT(?t) = 1)"),
    ("Which lot got the most bids?", "lists",
     f"SELECT ?x WHERE {{ ?t {RDF_TYPE} {TENDER} ; {FOR_LOT} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?t)) LIMIT 1"),
    ("Which lots were not awarded?", "lists",
     f"SELECT ?x WHERE {{ ?o {RDF_TYPE} {OUTCOME} ; {DESCRIBES} ?x ; {NON_AWARD} ?r }}"),
    ("why wasnt the street lighting maintenance contract awarded", "lists",
     f"SELECT ?x WHERE {{ ?o {DESCRIBES} {L_LIGHTING_MAINT} ; {NON_AWARD} ?x }}"),
    # contracts: values and dates
    ("What was the largest contract awarded in 2024?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CONTRACT} ; {INCLUDES_LOT} ?l ; {CONCLUDED} ?d . {awarded('?l', '?a')} "
      f"FILTER(YEAR(?d) = 2024) }} ORDER BY DESC(?a) LIMIT 1")),
    ("What is the hospital 's cheapest contract?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CONTRACT} ; {INCLUDES_LOT} ?l . ?p {HAS_LOT} ?l . "
      f"{buyer_of('?p', HOSPITAL)} {awarded('?l', '?a')} }} ORDER BY ASC(?a) LIMIT 1")),
    ("Which works contracts were signed in 2023?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CONTRACT} ; {INCLUDES_LOT} ?l ; {CONCLUDED} ?d . ?l {PURPOSE} ?p . "
      f"?p {NATURE} {WORKS} FILTER(YEAR(?d) = 2023) }}")),
    # counts
    ("How many bids did the hospital's laundry tender get?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ ?t {RDF_TYPE} {TENDER} ; {FOR_LOT} {L_LAUNDRY} }}"),
    ("How many lots did Keswin IT Solutions bid on?", "counts",
     f"SELECT (COUNT(DISTINCT ?l) AS ?n) WHERE {{ ?t {SUBMITTED_BY} {KESWIN} ; {FOR_LOT} ?l }}"),
    ("What was the estimated value of the Esk river bridge?", "counts",
     f"SELECT ?n WHERE {{ {P_BRIDGE} {ESTIMATE} ?v . ?v {AMOUNT} ?n }}"),
    ("How much was the school catering contract for the southern district worth?", "counts",
     f"SELECT ?n WHERE {{ {awarded(L_CATERING_SOUTH, '?n')} }}"),
    ("How much did Karsholm Technical University award in total?", "counts",
     f"SELECT (SUM(?a) AS ?n) WHERE {{ {buyer_of('?p', KTU)} ?p {HAS_LOT} ?l . {awarded('?l', '?a')} }}"),
    ("How many procedures were open procedures?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {PROCEDURE} ; {PTYPE} {OPEN} }}"),
    ("how much has Brenick Construction won in total", "counts",
     f"SELECT (SUM(?a) AS ?n) WHERE {{ {winner_of('?l', BRENNICK)} {awarded('?l', '?a')} }}"),
    ("How many contracts were signed in 2024?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {CONTRACT} ; {CONCLUDED} ?d FILTER(YEAR(?d) = 2024) }}"),
    ("How many bids were submitted across all the tenders?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ ?t {RDF_TYPE} {TENDER} }}"),
    ("How many lots were for works?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {LOT} ; {PURPOSE} ?p . ?p {NATURE} {WORKS} }}"),
]
YES_NO = [
    ("Did Tallis Roadworks win the Dunmore road resurfacing lot?", True),
    ("Did Brennick Construction win the road resurfacing contract in Dunmore?", False),
    ("Did Vossberg Bau bid for the Esk river bridge?", True),
    ("did orla civil engineering bid for the harbour wall repair", False),
    ("Was the Esk river bridge procured through a competitive dialogue?", True),
    ("Did the university run an open procedure for its IT equipment?", False),
    ("Was the bridge contract worth more than 10 million euro?", True),
    ("Was the hospital's laundry contract worth more than 500,000 euro?", False),
    ("Did the Dunmore resurfacing lot get more bids than the footpath lot?", True),
    ("Did the water mains lot get more bids than the road resurfacing lot in Dunmore?", False),
    ("Is Vossberg Bau based in Oskaria?", True),
    ("Is Halden Waterworks Engineering based in Oskaria?", False),
    ("Was the street lighting maintenance lot left unawarded?", True),
    ("Was the Tobermoy stationery lot cancelled?", False),
    ("Was the water mains contract signed before the bridge contract?", True),
    ("Was the hospital laundry contract signed before the university's cleaning contract?", False),
    ("Did St. Alder University Hospital award a contract to Marrin Medical Supplies?", True),
    ("Did the Ministry of Health award anything to Ardglass Consulting?", False),
    ("Did the school catering tender have more than one lot?", True),
    ("Did the Dunmore roads tender close before the hospital's medical consumables tender?", False),
]


name_of = kg_questions.name_under(BASE)  # resources by their id (``id_2024-089431_Lot_LOT-0001``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("tenders", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
