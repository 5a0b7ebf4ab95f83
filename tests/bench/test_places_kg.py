"""``kgqa.bench.places_kg``: the KG file parses and is in the GeoNames RDF dump's shape (every feature a
numbered ``gn:Feature`` with a name, a feature class and code, a country code, coordinates as plain
strings and its parents; populations and elevations plain strings), and every gold query, run by
rdflib on ``tests/candidates/data/places.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF

from kgqa.bench import places_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

GN = rdflib.Namespace(bench.GN)
WGS = rdflib.Namespace(bench.WGS)


def _ids(*ids: str) -> list[str]:
    """Features by their id (``7130001/``), sorted as the golds are."""
    return sorted(f"{i}/" for i in ids)


# The answers read off the Turtle by hand, in the bench's order.
LISTS = [
    # Kettering Falls 48210, Hollin 21870, Brenholt 36540, Port Cael 212400
    _ids("7130001", "7130004", "7130007", "7130011"),
    _ids("7130007"),  # Brenholt 36540 over Duskwater 15060
    _ids("7130017", "7130024", "7130025"),  # Drayle 1840, Caddon 3020, Hask 760
    _ids("7130025"),
    _ids("7130001", "7130014"),  # Kettering Falls 48210, Northwick 41300
    _ids("7130001", "7130007", "7130011", "7130014", "7130018"),  # over Meren's 27650
    _ids("7130001"),
    _ids("7130018"),
    _ids("7110005"),
    _ids("7120002"),
    _ids("7100002"),
    _ids("7130001", "7130002", "7130003"),
    _ids("7120006", "7120007"),
    _ids("7110004", "7110005", "7110006"),
    _ids("7130023", "7130024", "7130025"),
    _ids("7120008"),  # Vossmere 3 towns, Graybank 2
    _ids("7140003", "7140004"),
    _ids("7150001", "7150003"),  # 2314 and 2742
    _ids("7150001"),
    _ids("7160003"),
    _ids("7110001"),
    _ids("7140001"),
    _ids("7130001", "7130002", "7130003", "7130004", "7130005", "7130006"),
    ["Ketteringfälle"],
    ["Lorrathie"],
    ["Republic of Lorrath"],
    _ids("7130010", "7130019"),  # Greyling and Meren
    ["BH2"],
    _ids("7130015", "7130023", "7130024", "7130025"),  # 58.1205, 58.4407, 58.6215, 58.9003
    _ids("7130001", "7130004"),
]
# Hollin, Sedgewick, Pellam; a stored elevation; a stored population;
# Vossa 188900 + Meren 27650 + Lisk 8830 + Graybank 14470 + Oldharrow 5210; Lake Tamsin and Greymere;
# Ardvale, Brenmoor, Cael Coast; Northwick, Fennick, Vossa, Meren, Graybank, Tirrelby; a stored population;
# five districts; Kettering Falls + Brenholt + Northwick + Tirrelby
COUNTS = [number(n) for n in (3, 2314, 48210, 245060, 2, 3, 6, 2380000, 5, 48210 + 36540 + 41300 + 19980)]

b = bench
_e = bench._e
BRENN_PEAK, PORT_CAEL, VOSSA, HOLLIN, TIRRELBY, LAKE_TAMSIN, DUSKMERE, AMBERLY, FENNICK, NORTHWICK = (_e(i) for i in (
    "7150002", "7130011", "7130018", "7130004", "7130023", "7140003", "7140002", "7130002", "7130015", "7130014"))


def _pop_gt(a: str, c: str) -> str:
    return f"ASK {{ {a} {b.POP} ?a . {c} {b.POP} ?c FILTER({b.INT}(?a) > {b.INT}(?c)) }}"


def _towns(region: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?t_{var}) AS ?{var}) WHERE {{ ?t_{var} {b.CLASS} {b.P} ; {b.PARENT_ADM1} {region} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.KETTERING_FALLS} {b.PARENT_ADM1} {b.ARDVALE} }}",
    f"ASK {{ {b.BRENHOLT} {b.PARENT_ADM1} {b.ARDVALE} }}",
    f"ASK {{ {b.SKARROW} {b.ELEV} ?a . {b.MOUNT_CARROW} {b.ELEV} ?c FILTER({b.INT}(?a) > {b.INT}(?c)) }}",
    f"ASK {{ {BRENN_PEAK} {b.ELEV} ?e FILTER({b.INT}(?e) > 2000) }}",
    _pop_gt(PORT_CAEL, VOSSA),
    _pop_gt(HOLLIN, b.BRENHOLT),
    f"ASK {{ {VOSSA} {b.CODE} {b.PPLC} ; {b.PARENT_COUNTRY} {b.LORRATH} }}",
    f"ASK {{ {b.MEREN} {b.CODE} {b.PPLC} ; {b.PARENT_COUNTRY} {b.LORRATH} }}",
    f"ASK {{ {b.KETTERING_FALLS} {b.POP} ?p FILTER({b.INT}(?p) > 40000) }}",
    f"ASK {{ {TIRRELBY} {b.POP} ?p FILTER({b.INT}(?p) > 20000) }}",
    f"ASK {{ {LAKE_TAMSIN} {b.PARENT_COUNTRY} {b.LORRATH} }}",
    f"ASK {{ {DUSKMERE} {b.PARENT_COUNTRY} {b.LORRATH} }}",
    f"ASK {{ ?x {b.CODE} {b.LAKE} ; {b.PARENT_ADM2} {b.KETTERING_DISTRICT} }}",
    f"ASK {{ ?x {b.CODE} {b.MOUNTAIN} ; {b.PARENT_ADM1} {b.VOSSLAND} }}",
    f"ASK {{ {b.PELLAM} {b.PARENT_ADM2} {b.HOLLIN_DISTRICT} }}",
    f"ASK {{ {AMBERLY} {b.PARENT_ADM2} {b.HOLLIN_DISTRICT} }}",
    f"ASK {{ {b.LORRATH} {b.ALT} \"Lorrathien\"@de }}",
    f"ASK {{ {FENNICK} {b.PARENT_COUNTRY} {b.WESSELMARK} }}",
    f"ASK {{ {_towns(b.VOSSLAND, 'a')} {_towns(b.NORTHMARCH, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.KETTERING_FALLS} {b.LAT} ?a . {NORTHWICK} {b.LAT} ?c FILTER({b.DEC}(?a) > {b.DEC}(?c)) }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_gazetteer_has_its_countries_divisions_towns_and_natural_features():
    graph = _graph()
    assert len(graph) == 815
    features = set(graph.subjects(RDF.type, GN.Feature))
    assert len(features) == 2 + 6 + 10 + 25 + 4 + 4 + 3
    assert all(str(f).startswith(bench.BASE) and str(f).endswith("/") for f in features)
    codes = [str(graph.value(f, GN.featureCode)).split("#")[1] for f in features]
    assert {c: codes.count(c) for c in set(codes)} == {
        "A.PCLI": 2, "A.ADM1": 6, "A.ADM2": 10, "P.PPLC": 2, "P.PPLA": 4, "P.PPL": 19, "H.LK": 4, "T.MT": 4,
        "H.STM": 3}
    # the feature codes are bare IRIs: nothing in the file says anything about them
    assert not any(list(graph.predicate_objects(graph.value(f, GN.featureCode))) for f in features)


def test_every_feature_is_named_coded_placed_and_parented_as_in_the_dump():
    graph = _graph()
    for f in graph.subjects(RDF.type, GN.Feature):
        code = str(graph.value(f, GN.featureCode)).split("#")[1]
        assert str(graph.value(f, GN.featureClass)).split("#")[1] == code.split(".")[0], f
        assert all(n.datatype is None and n.language is None for n in graph.objects(f, GN.name)), f
        assert graph.value(f, GN.countryCode) in (rdflib.Literal("XW"), rdflib.Literal("XL")), f
        for p in (WGS.lat, WGS.long):
            assert isinstance(graph.value(f, p), rdflib.Literal) and graph.value(f, p).datatype is None, f
        assert str(graph.value(f, GN.nearbyFeatures)).endswith("/nearby.rdf"), f
        assert graph.value(f, GN.locationMap) is not None, f
        if code != "A.PCLI":
            assert graph.value(f, GN.parentFeature) == graph.value(f, GN.parentADM2) or code in (
                "A.ADM1", "A.ADM2", "H.STM"), f
            assert graph.value(f, GN.parentCountry) is not None, f
        if code[0] in "PTH" and code != "H.STM" or code == "H.LK":
            assert graph.value(f, GN.parentADM2) is not None, f
        if code.startswith("T."):
            assert graph.value(f, GN.elevation).datatype is None, f


def test_the_dump_is_untidy():
    graph = _graph()
    pops = list(graph.objects(None, GN.population))
    assert all(p.datatype is None for p in pops)
    zero = {f for f in graph.subjects(GN.population, rdflib.Literal("0"))}
    assert len(zero) == 12  # 11 natural features and one abandoned town
    assert len(list(graph.objects(rdflib.URIRef(bench.BASE + "7130003/"), GN.name))) == 2  # Marrow Cross
    assert len(set(graph.subjects(GN.alternateName, rdflib.Literal("Mérenne", lang="fr")))) == 2
    assert len(list(graph.subject_objects(GN.postalCode))) == 9
    assert len(list(graph.subject_objects(GN.officialName))) == 7


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
