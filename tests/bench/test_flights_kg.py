"""``kgqa.bench.flights_kg``: the KG file parses and is in the shape of OpenFlights converted to RDF
(airports named by IATA code with codes, city, country, position, altitude, UTC offset and DST
rule; airlines named by ICAO code; routes as their own nodes with airline, endpoints, stops,
equipment string and codeshare flag; aircraft types by code), untidy where the dumps are, and every
gold query, run by rdflib on ``tests/candidates/data/flights.ttl``, gives the answer worked out by
hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import flights_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

OF = rdflib.Namespace(bench.OF)
GEO = rdflib.Namespace(bench.GEO)
BASE = rdflib.Namespace(bench.BASE)
NULL = "\\N"  # OpenFlights' null


def _ap(*codes: str) -> list[str]:
    return sorted(f"airport/{c}" for c in codes)


def _al(*codes: str) -> list[str]:
    return sorted(f"airline/{c}" for c in codes)


def _rt(*ids: int) -> list[str]:
    return sorted(f"route/{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    _al("VNA", "KSA"),  # route/107 (Varnair) and route/135 (Kessland Airways) KLX -> KSP; nothing from KLY
    _ap("NHV", "DRN", "OLT", "TRG"),  # route/125 to ILM has a stop
    _ap("KLX", "KSP", "OLH", "ILM", "TAL"),  # CVN -> SRT only, then on from SRT (not back to CVN)
    _al("VNA", "BLT", "OMX"),
    _ap("OLT", "SRT"),
    _al("VNA", "KSA", "OMX", "SRA", "ISL", "NHJ", "BLT", "TSX"),
    _ap("GRW", "SZK"),
    _rt(125, 177),
    _rt(144, 172),
    _rt(134, 135, 136, 137, 138, 139, 172, 173),
    ["aircraft/DH4", "aircraft/E90"],
    _al("KSA", "OMX", "ISL", "XQA"),  # XQA has no name but flies route/180
    ["aircraft/319", "aircraft/320"],
    _ap("OLH", "BRK", "SLV", "WEL", "OLT"),
    _ap("KLX", "KLY"),
    ["city/Kaldrun"],
    ["country/Oldmark"],
    ["EXHS"],
    _ap("EQPT"),
    ["E"],
    _ap("TRG"),  # 4180 ft
    _ap("TRG", "ORV"),  # 4180 and 2877 ft
    _ap("MOR", "SZK", "BRK"),  # -12, -7, -15
    _ap("DRN", "ORV", "GRW", "LUB"),  # 505, 2877, 689, 940; KSP 321, EQPT 410, BLZ 33, SZK -7
    _ap("NHV"),  # 62.4510 against TRG 61.8845
    _ap("KSP"),  # 12 departures against KLX 9, OLH 8, SRT 8
    _al("KSA", "BLT", "AKS"),
    _al("FJD"),
    ["R8"],
    _al("KSA"),  # 19 routes against Varnair's 16
]
# Varnair 101-116; Varnia KLX VRB HSV MOR TRG KLY ASV NHV; TRG 4180 ft; ILM UTC-1;
# OLH departures 110 137 146 153 155 157 159 161; VNA NHJ FJD;
# ATR 72 on 101 102 113 114 115 116 126 127 132 133 140 141 168 169 170 171 181 182 183;
# from KSP to KLX DRN BLZ ORV GRW OLH SRT LUB SZK EQPT OLT; HSV at 60.1123;
# into SRT: Varnair, Kessland Airways, Oldmark Express, Serrat Air, Island Hopper
COUNTS = [number(n) for n in (16, 8, 4180, -1, 8, 3, 19, 11, 60.1123, 5)]

b = bench
GRW, LUB, SLV = b._e("airport/GRW"), b._e("airport/LUB"), b._e("airport/SLV")
E190 = '"E90"'


def _routes(airline: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?r_{var}) AS ?{var}) WHERE {{ ?r_{var} {b.BY} {airline} }} }}"


def _nonstop(a: str, c: str) -> str:
    return f"ASK {{ ?r {b.FROM} {a} ; {b.TO} {c} ; {b.STOPS} 0 }}"


def _higher(a: str, c: str) -> str:
    return f"ASK {{ {a} {b.ALTITUDE} ?x . {c} {b.ALTITUDE} ?y FILTER(?x > ?y) }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _nonstop(b.KLX, b.SRT),
    _nonstop(b.HSV, b.KSP),
    _higher(b.TRG, b.ORV),
    _higher(b.BLZ, b.DRN),
    f'ASK {{ {b.FJD} {b.ACTIVE} "Y" }}',
    f'ASK {{ {b.BLT} {b.ACTIVE} "Y" }}',
    f"ASK {{ {SLV} {b.COUNTRY} {b.OLDMARK} }}",
    f"ASK {{ {GRW} {b.COUNTRY} {b.VARNIA} }}",
    f"ASK {{ ?r {b.BY} {b.TSX} ; {b.TO} {b.TAL} }}",
    f"ASK {{ ?r {b.BY} {b.ISL} ; {b.TO} ?a . ?a {b.CITY} {b.KALDRUN} }}",
    f'ASK {{ {b.KLX} {b.ICAO} "EXKL" }}',
    f'ASK {{ {b.VRB} {b.IATA} "VRN" }}',
    f"ASK {{ {b.MOR} {b.ALTITUDE} ?h FILTER(?h < 0) }}",
    f"ASK {{ {LUB} {b.ALTITUDE} ?h FILTER(?h > 1000) }}",
    f"ASK {{ {_routes(b.KSA, 'a')} {_routes(b.VNA, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_routes(b.SRA, 'a')} {_routes(b.OMX, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.BLT} {b.COUNTRY} {b.VARNIA} }}",
    f"ASK {{ ?r {b.FROM} {b.KLY} ; {b.EQUIPMENT} ?e {b.uses('?e', E190)} }}",
    _nonstop(b.KLY, b.ILM),
    f'ASK {{ {b.SRA} {b.CALLSIGN} "SERRAT" }}',
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_network_has_its_airports_airlines_routes_and_aircraft():
    graph = _graph()
    assert len(graph) == 984
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (OF.Airport, OF.Airline, OF.Route, OF.Plane, OF.City,
                                                              OF.Country)]
    assert counts == [25, 10, 79, 8, 23, 4]
    # airports and airlines are named by their codes (Pettau, which has no IATA code, by ICAO)
    for ap in graph.subjects(RDF.type, OF.Airport):
        code = graph.value(ap, OF.iata)
        assert str(ap) == f"{bench.BASE}airport/{code if str(code) != NULL else graph.value(ap, OF.icao)}"
    for al in graph.subjects(RDF.type, OF.Airline):
        assert str(al) == f"{bench.BASE}airline/{graph.value(al, OF.icao)}"
        assert graph.value(al, OF.active) in (rdflib.Literal("Y"), rdflib.Literal("N"))
        assert graph.value(graph.value(al, OF.country), RDFS.label) is not None


def test_every_airport_has_codes_place_position_altitude_and_time_zone():
    graph = _graph()
    for ap in graph.subjects(RDF.type, OF.Airport):
        assert graph.value(ap, RDFS.label) is not None, ap
        assert len(str(graph.value(ap, OF.icao))) == 4, ap
        assert graph.value(graph.value(ap, OF.city), RDFS.label) is not None, ap
        assert (graph.value(ap, OF.country), RDF.type, OF.Country) in graph, ap
        for p in (GEO.lat, GEO.long):
            assert graph.value(ap, p).datatype == XSD.decimal, ap
        assert graph.value(ap, OF.altitude).datatype == XSD.integer, ap
        assert graph.value(ap, OF.timezone).datatype == XSD.decimal, ap
        assert str(graph.value(ap, OF.dst)) in ("E", "N", "U"), ap


def test_routes_are_n_ary_nodes_with_equipment_strings():
    graph = _graph()
    codes = {str(graph.value(p, OF.iata)) for p in graph.subjects(RDF.type, OF.Plane)}
    for r in graph.subjects(RDF.type, OF.Route):
        assert graph.value(r, OF.airline) is not None, r
        for p in (OF.sourceAirport, OF.destinationAirport):
            assert (graph.value(r, p), RDF.type, OF.Airport) in graph, r
        assert graph.value(r, OF.stops).datatype == XSD.integer, r
        assert set(str(graph.value(r, OF.equipment)).split(" ")) <= codes, r
        assert str(graph.value(r, OF.codeshare)) in ("Y", ""), r
    for p in graph.subjects(RDF.type, OF.Plane):
        assert str(p) == f"{bench.BASE}aircraft/{graph.value(p, OF.iata)}"
        assert graph.value(p, RDFS.label) is not None and graph.value(p, OF.manufacturer) is not None


def test_the_dump_is_untidy_as_converted():
    graph = _graph()
    # one airport with OpenFlights' null for its IATA code
    assert list(graph.subjects(OF.iata, rdflib.Literal("\\N"))) == [BASE["airport/EQPT"]]
    # three airports below sea level, one inactive airline
    assert sorted(int(a) for a in graph.objects(None, OF.altitude) if int(a) < 0) == [-15, -12, -7]
    assert list(graph.subjects(OF.active, rdflib.Literal("N"))) == [BASE["airline/FJD"]]
    # one route's airline is a bare IRI: no name, no triple of its own
    xqa = BASE["airline/XQA"]
    assert list(graph.subjects(OF.airline, xqa)) == [BASE["route/180"]]
    assert list(graph.predicate_objects(xqa)) == []


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
