"""``kgqa.bench.streets_kg``: the KG file parses and is in the Sophox / osm2rdf shape of OpenStreetMap
data (OSM IRIs as subjects, every tag a ``Key:`` property with a plain string value, meta
properties on every object, no ``rdf:type`` and no ``rdfs:label``), and every gold query, run by
rdflib on ``tests/candidates/data/streets.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import streets_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

OSMM = rdflib.Namespace(bench.META)
OSMT = rdflib.Namespace(bench.KEY)


def _n(*ids: int) -> list[str]:
    return [f"node/{i}" for i in ids]


def _w(*ids: int) -> list[str]:
    return [f"way/{i}" for i in ids]


# The answers read off the Turtle by hand, in the bench's order (OSM objects by their path, tag values as written).
LISTS = [
    _n(2150431001, 2150431017),
    ["Mo-Fr 06:30-18:00; Sa 07:00-13:00"],
    ["Saltvik Heritage Foundation"],
    _n(7701230001, 7701230002, 7701230003, 7701230004),
    ["eriksson_gis"],
    ["florist"],
    ["Harbour Road"],
    # Café Lindqvist, Trattoria Sole, Hotel Strand and the museum (Kaffestugan is "limited", Havsbris "no")
    sorted(_n(2150431001, 2150431055, 5012339001) + _w(412209871)),
    _n(2150431055, 2150431078),
    _n(2150431078),
    ["seafood;regional"],
    ["relation/11203345", "relation/11203390"],
    _w(23810502, 41277310, 51920031),
    ["Seefahrtsmuseum Saltvik"],
    ["Konsum"],
    _n(3308772350),
    sorted(_w(23810467, 41277388) + _n(2150431001, 3308772222, 4471209835, 4471210012, 5012339001, 7701230001,
                                         7701230004)),
    sorted(_w(412209950, 412210040) + _n(6120045620)),
    _n(3308772104),
    _n(3308772350, 5012338915, 5012338932),
    _n(7701230001, 7701230002, 7701230004, 7701230006),
    _w(23810467, 23810502, 51920031),
    ["secondary"],
    _n(3308772222),
    ["Mo-Sa 08:00-16:00"],
    ["Apoteksgruppen"],
    _n(2150431001, 3308772104),
    # Station Road, Mill Street and Harbour Road: both Lindqvists, Kaffestugan, Tea Corner
    _n(2150431001, 2150431017, 3308772104, 4471209835),
    _n(5012339001),
    ["lutheran"],
]
# Sole, Napoli, Stenugnen (the Golden Dragon is "resturant" and Chinese); 50; 4 stops; 60 seats; 5 cafés;
# version 7; 24 + 8 rooms; Hamnbageriet and Fiskboden; 5 benches; 2 storeys
COUNTS = [number(n) for n in (3, 50, 4, 60, 5, 7, 32, 2, 5, 2)]

b = bench
HAMNEN, KVARN_STOP = bench.node(7701230001), bench.node(7701230003)

# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f'ASK {{ {b.LINDQVIST_HARBOUR} {b.WHEELCHAIR} "yes" }}',
    f'ASK {{ {b.LINDQVIST_MILL} {b.WHEELCHAIR} "yes" }}',
    f"ASK {{ {b.BUS_4} {b.HAS} {b.TORGET} }}",
    f"ASK {{ {b.BUS_7} {b.HAS} {b.STATIONEN} }}",
    f"ASK {{ {b.HAVSBRIS} {b.CAPACITY} ?a . {b.SOLE} {b.CAPACITY} ?c FILTER({b.num('?a')} > {b.num('?c')}) }}",
    f"ASK {{ {b.NAPOLI} {b.CAPACITY} ?a . {b.STENUGNEN} {b.CAPACITY} ?c FILTER({b.num('?a')} > {b.num('?c')}) }}",
    f'ASK {{ {b.MUSEUM} {b.OPERATOR} "Saltvik Heritage Foundation" }}',
    f'ASK {{ {b.SCHOOL} {b.OPERATOR} "Saltvik Heritage Foundation" }}',
    f'ASK {{ {b.SOLE} {b.CUISINE} ?c FILTER(CONTAINS(?c, "pizza")) }}',
    f'ASK {{ {b.GOLDEN_DRAGON} {b.CUISINE} ?c FILTER(CONTAINS(?c, "pizza")) }}',
    f'ASK {{ {b.HARBOUR_ROAD} {b.HIGHWAY} "secondary" }}',
    f'ASK {{ {b.MILL_STREET} {b.HIGHWAY} "tertiary" }}',
    f'ASK {{ {b.SCHOOL} {b.USER} "eriksson_gis" }}',
    f'ASK {{ {b.MUSEUM} {b.USER} "mapperjoe" }}',
    f'ASK {{ ?x {b.SHOP} "bakery" ; {b.STREET} "Harbour Road" }}',
    f'ASK {{ ?x {b.AMENITY} "pharmacy" ; {b.STREET} "Harbour Road" }}',
    f"ASK {{ {b.MUSEUM} {b.VERSION} ?v FILTER(?v > 5) }}",
    f"ASK {{ {b.CHURCH_LANE} {b.MAXSPEED} ?s FILTER({b.num('?s')} > 30) }}",
    f'ASK {{ ?x {b.SHOP} "supermarket" ; {b.STREET} "Station Road" ; {b.BRAND} "Konsum" }}',
    f'ASK {{ {b.HOTEL_STRAND} {b.STARS} "4" }}',
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_dump_has_its_nodes_ways_and_relations_and_no_types_or_labels():
    graph = _graph()
    assert len(graph) == 556
    subjects = set(graph.subjects())
    kinds = {k: len([s for s in subjects if str(s).startswith(f"{bench.BASE}{k}/")]) for k in ("node", "way", "relation")}
    assert kinds == {"node": 29, "way": 11, "relation": 3}
    assert len(subjects) == 43
    assert not list(graph.triples((None, RDF.type, None))) and not list(graph.triples((None, RDFS.label, None)))
    # every object carries its meta; names only as osmt:name
    letter = {"node": "n", "way": "w", "relation": "r"}
    for s in subjects:
        assert str(graph.value(s, OSMM.type)) == letter[str(s)[len(bench.BASE):].split("/")[0]], s
        assert graph.value(s, OSMM.version).datatype == XSD.integer, s
        assert graph.value(s, OSMM.changeset).datatype == XSD.integer, s
        assert graph.value(s, OSMM.timestamp).datatype == XSD.dateTime, s
        assert graph.value(s, OSMM.user) is not None, s


def test_tags_are_plain_strings_and_the_data_is_untidy_as_mapped():
    graph = _graph()
    for p, o in graph.predicate_objects():
        if str(p).startswith(bench.KEY):
            assert isinstance(o, rdflib.Literal) and o.datatype is None and o.language is None, (p, o)
    # two cafés of one name on two streets, one misspelt amenity, one shop without an address
    lindqvist = list(graph.subjects(OSMT.name, rdflib.Literal("Café Lindqvist")))
    assert len(lindqvist) == 2
    assert {str(graph.value(c, rdflib.URIRef(bench.KEY + "addr:street"))) for c in lindqvist} == {"Harbour Road", "Mill Street"}
    assert len(list(graph.subjects(OSMT.amenity, rdflib.Literal("resturant")))) == 1
    street = rdflib.URIRef(bench.KEY + "addr:street")
    assert [s for s in graph.subjects(OSMT.shop, None) if graph.value(s, street) is None] == [rdflib.URIRef(
        bench.BASE + "node/3308772350")]
    # the bus routes: members by osmm:has, route 4's stops with a role (member IRI as predicate)
    route4 = rdflib.URIRef(bench.BASE + "relation/11203345")
    members = set(graph.objects(route4, OSMM.has))
    assert len(members) == 7
    roles = {str(graph.value(route4, m)) for m in members if graph.value(route4, m) is not None}
    assert roles == {"platform"}
    assert str(graph.value(rdflib.URIRef(bench.BASE + "way/23810451"), OSMT.highway)) == "secondary"
    assert all(isinstance(loc, rdflib.Literal) and str(loc).startswith("Point(") for loc in graph.objects(None, OSMM.loc))


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
