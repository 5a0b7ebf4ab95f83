"""``kgqa.bench.tenders_kg``: the KG file parses and is in the shape of TED's eProcurement Ontology
dump (procedures divided into lots, buyers as roles announced by contract notices, award outcomes
naming winner roles, values as monetary-value nodes, organisations with legal names, ids and
addresses), and every gold query, run by rdflib on ``tests/candidates/data/tenders.ttl``, gives the
answer worked out by hand from the file; every yes/no truth is what an ASK written here says. No
engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, RDF, RDFS, XSD

from kgqa.bench import tenders_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

EPO = rdflib.Namespace(bench.EPO)
ORG = rdflib.Namespace(bench.ORG)
LOCN = rdflib.Namespace(bench.LOCN)


def _org(notice: str, n: int) -> str:
    return f"id_{notice}_Organization_ORG-{n:04d}"


def _lot(notice: str, n: int) -> str:
    return f"id_{notice}_Lot_LOT-{n:04d}"


def _contract(notice: str, n: int) -> str:
    return f"id_{notice}_Contract_CON-{n:04d}"


TAL, BRE, ORL = _org("2024-089431", 2), _org("2024-089431", 3), _org("2024-089431", 4)
VOS, MOT = _org("2023-278816", 2), _org("2023-278816", 1)
CLE, STO = _org("2023-541207", 2), _org("2023-541207", 3)
KES, DAT, KTU = _org("2024-162085", 2), _org("2024-162085", 3), _org("2024-162085", 1)
NOR, ARD = _org("2024-122946", 3), _org("2023-690342", 4)
DUN, MOH, KAR, WAT, CAR = (_org(n, 1) for n in ("2024-089431", "2023-690342", "2024-266140", "2023-371954",
                                                 "2024-204619"))
PROC = {"P1": "id_2024-089431_Procedure_Xy7kQ2", "P2": "id_2023-541207_Procedure_Lm3Ra9",
        "P3": "id_2024-122946_Procedure_Tc8Wv1", "P4": "id_2024-162085_Procedure_Hb5Nd4",
        "P5": "id_2023-278816_Procedure_Zq1Ue6", "P6": "id_2023-690342_Procedure_Pf9Gs2",
        "P7": "id_2024-266140_Procedure_Wk4Jx8", "P8": "id_2023-371954_Procedure_Nr6Cb3",
        "P9": "id_2024-317772_Procedure_Ga2Yt7", "P10": "id_2024-398051_Procedure_Vd8Ho5",
        "P11": "id_2024-204619_Procedure_Ej3Mq0", "P12": "id_2023-431226_Procedure_Sb7Lf1"}


def _procs(*keys: str) -> list[str]:
    return sorted(PROC[k] for k in keys)


# The answers read off the Turtle by hand, in the bench's order (ids under the resource base,
# authority and CPV IRIs in full).
LISTS = [
    [TAL],
    sorted([_contract("2024-297114", 2), _contract("2024-441187", 1)]),
    sorted([_lot("2023-541207", 1), _lot("2024-266140", 1), _lot("2023-431226", 1), _lot("2023-431226", 2)]),
    sorted([BRE, VOS, ORL]),
    sorted([KES, DAT]),
    sorted([_lot("2024-162085", 1), _lot("2023-690342", 1)]),
    [STO],  # three lots (northern catering, campus cleaning, security); five others won two
    sorted([DAT, KES, STO]),
    sorted([ORL, ARD]),
    sorted([VOS, ARD]),
    sorted([TAL, CLE, NOR]),
    [BRE],
    _procs("P2", "P3"),
    [MOT],
    sorted([_lot("2024-089431", 1), _lot("2024-089431", 2)]),
    # Dunmore 1,492,450; KTU 1,543,150; MOT 13.65M; MOH 2.34M; Karsholm 1,397,500; water board 1.925M;
    # Carrow Bay 3,018,000 (the hospital 641,020.50, Lissan 874,300, Tobermoy 64,800 stay under)
    sorted([DUN, KTU, MOT, MOH, KAR, WAT, CAR]),
    _procs("P4", "P12"),
    _procs("P5", "P6", "P11"),
    # water mains 1,925,000 over 1,800,000; campus FM 940,250 over 900,000
    _procs("P8", "P12"),
    _procs("P1", "P3", "P4", "P7", "P9", "P10", "P11"),
    _procs("P5", "P8"),
    ["http://data.europa.eu/cpv/cpv/98310000"],
    sorted([_lot("2024-266140", 1), _lot("2024-266140", 2)]),
    sorted([_lot("2024-122946", 2), _lot("2023-690342", 2), _lot("2024-266140", 2), _lot("2024-398051", 1),
            _lot("2023-431226", 2)]),
    [_lot("2024-089431", 1)],
    [_lot("2024-317772", 2)],
    ["http://publications.europa.eu/resource/authority/non-award-justification/no-rece"],
    [_contract("2024-441187", 1)],  # harbour wall 2,870,000 (the bridge, 13.65M, was signed in 2023)
    [_contract("2024-221508", 2)],  # wound dressings 58,720.50
    sorted([_contract("2023-772531", 1), _contract("2023-598602", 1)]),
]
# laundry 2 bids; Keswin 4 lots; bridge estimate; southern catering award; KTU total; 8 open;
# Brennick 312,450 + 2,870,000; 14 contracts in 2024; 39 tenders; 6 works lots
COUNTS = [number(n) for n in (2, 4, 15000000, 655500, 214900 + 388000 + 530000 + 410250, 8,
                              312450 + 2870000, 14, 39, 6)]

b = bench
_r = bench._r
L_FOOTPATHS, L_WATER, L_LED = b.L_FOOTPATHS, b.L_WATER_MAINS, _r(_lot("2024-317772", 1))
P_FM = _r(PROC["P12"])
C_WATER, C_BRIDGE, C_LAUNDRY, C_CLEANING = (_r(c) for c in (
    _contract("2023-598602", 1), _contract("2023-772531", 1), _contract("2023-744980", 1),
    _contract("2023-713409", 1)))


def _bids(lot: str, var: str) -> str:
    return f"{{ SELECT (COUNT(?t_{var}) AS ?{var}) WHERE {{ ?t_{var} {b.FOR_LOT} {lot} }} }}"


def _deadline(proc: str, var: str) -> str:
    return f"{proc} {b.HAS_LOT} ?l_{var} . ?l_{var} {b.DEADLINE} ?{var} ."


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.winner_of(b.L_RESURFACING, b.TALLIS)} }}",
    f"ASK {{ {b.winner_of(b.L_RESURFACING, b.BRENNICK)} }}",
    f"ASK {{ ?t {b.FOR_LOT} {b.L_BRIDGE} ; {b.SUBMITTED_BY} {b.VOSSBERG} }}",
    f"ASK {{ ?t {b.FOR_LOT} {b.L_HARBOUR_WALL} ; {b.SUBMITTED_BY} {b.ORLA} }}",
    f"ASK {{ {b.P_BRIDGE} {b.PTYPE} {b.COMP_DIAL} }}",
    f"ASK {{ {b.P_IT} {b.PTYPE} {b.OPEN} }}",
    f"ASK {{ {b.awarded(b.L_BRIDGE, '?a')} FILTER(?a > 10000000) }}",
    f"ASK {{ {b.awarded(b.L_LAUNDRY, '?a')} FILTER(?a > 500000) }}",
    f"ASK {{ {_bids(b.L_RESURFACING, 'a')} {_bids(L_FOOTPATHS, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_bids(L_WATER, 'a')} {_bids(b.L_RESURFACING, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.VOSSBERG} {b.ADDRESS} ?a . ?a {b.COUNTRY} {b.OSK} }}",
    f"ASK {{ {b.HALDEN} {b.ADDRESS} ?a . ?a {b.COUNTRY} {b.OSK} }}",
    f"ASK {{ ?o {b.DESCRIBES} {b.L_LIGHTING_MAINT} ; {b.NON_AWARD} ?r }}",
    f"ASK {{ ?o {b.DESCRIBES} {b.L_STATIONERY} ; {b.NON_AWARD} ?r }}",
    f"ASK {{ {C_WATER} {b.CONCLUDED} ?a . {C_BRIDGE} {b.CONCLUDED} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {C_LAUNDRY} {b.CONCLUDED} ?a . {C_CLEANING} {b.CONCLUDED} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {b.buyer_of('?p', b.HOSPITAL)} ?p {b.HAS_LOT} ?l . {b.winner_of('?l', b.MARRIN)} }}",
    f"ASK {{ {b.buyer_of('?p', b.MOH)} ?p {b.HAS_LOT} ?l . {b.winner_of('?l', b.ARDGLASS)} }}",
    f"ASK {{ {b.P_CATERING} {b.HAS_LOT} ?l1 , ?l2 FILTER(?l1 != ?l2) }}",
    f"ASK {{ {_deadline(b.P_DUNMORE_ROADS, 'a')} {_deadline(b.P_CONSUMABLES, 'c')} FILTER(?a < ?c) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_dump_has_its_procedures_lots_tenders_notices_awards_and_organisations():
    graph = _graph()
    assert len(graph) == 921
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (EPO.Procedure, EPO.Lot, EPO.Tender, EPO.ContractNotice, EPO.ResultNotice,
                          EPO.LotAwardOutcome, EPO.Winner, EPO.Contract, EPO.Buyer, ORG.Organization,
                          EPO.MonetaryValue, LOCN.Address)}
    assert list(counts.values()) == [12, 20, 39, 12, 12, 20, 19, 19, 10, 25, 30, 25]
    # every lot belongs to exactly one procedure; every procedure has one contract and one result notice
    for lot in graph.subjects(RDF.type, EPO.Lot):
        assert len(list(graph.subjects(EPO.hasProcurementScopeDividedIntoLot, lot))) == 1, lot
        assert graph.value(lot, DCTERMS.title).language == "en", lot
        assert graph.value(lot, EPO.hasReceptionDeadline).datatype == XSD.date, lot
        purpose = graph.value(lot, EPO.hasPurpose)
        assert str(graph.value(purpose, EPO.hasMainClassification)).startswith(bench.CPV), lot
        assert graph.value(purpose, EPO.hasContractNatureType) is not None, lot
    for proc in graph.subjects(RDF.type, EPO.Procedure):
        notices = {graph.value(n, RDF.type) for n in graph.subjects(EPO.refersToProcedure, proc)}
        assert notices == {EPO.ContractNotice, EPO.ResultNotice}, proc


def test_organisations_have_legal_names_ids_and_addresses_and_no_label():
    graph = _graph()
    two_names = []
    for o in graph.subjects(RDF.type, ORG.Organization):
        names = list(graph.objects(o, EPO.hasLegalName))
        assert "en" in [n.language for n in names] and graph.value(o, RDFS.label) is None, o
        if len(names) == 2:
            two_names.append(o)
        assert graph.value(graph.value(o, EPO.hasID), EPO.hasIdentifierValue) is not None, o
        address = graph.value(o, EPO.hasAddress)
        assert graph.value(address, LOCN.postName) is not None and graph.value(address, EPO.hasCountryCode), o
    assert two_names == [rdflib.URIRef(bench.BASE + MOT)]
    # buyers are roles played by organisations, announced by the contract notices
    for role in graph.subjects(RDF.type, EPO.Buyer):
        assert (graph.value(role, EPO.playedBy), RDF.type, ORG.Organization) in graph
        assert graph.value(None, EPO.announcesRole, role) is not None


def test_awards_are_untidy_as_dumped():
    graph = _graph()
    outcomes = list(graph.subjects(RDF.type, EPO.LotAwardOutcome))
    # one outcome with a non-award reason and no winner; one awarded with no value
    assert len([o for o in outcomes if graph.value(o, EPO.hasNonAwardReason) is not None]) == 1
    assert len([o for o in outcomes if graph.value(o, EPO.indicatesAwardOfLotToWinner) is None]) == 1
    assert len([o for o in outcomes if graph.value(o, EPO.hasAwardedValue) is None]) == 2
    for v in graph.subjects(RDF.type, EPO.MonetaryValue):
        assert graph.value(v, EPO.hasAmountValue).datatype == XSD.decimal, v
        assert str(graph.value(v, EPO.hasCurrency)).endswith("/currency/EUR"), v


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
